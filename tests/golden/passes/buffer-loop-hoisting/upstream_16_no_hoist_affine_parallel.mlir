// an alloc used in an affine.parallel body
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 16 (@no_hoist_affine_parallel); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// upstream-differs: affine.parallel is a parallel loop in bufls (loop_like = parallel, the HasParallelRegion trait upstream adds to it: llvm/llvm-project#225149), so the buffer stays in its body; mlir-opt 22.1.8 takes it for a sequential loop and moves the buffer out, sharing one buffer between iterations that may run at the same time (later upstream keeps it inside: buffer-loop-hoisting-affine-parallel.mlir)
// flags: --buffer-loop-hoisting
func.func @no_hoist_affine_parallel(%out: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  affine.parallel (%i) = (0) to (2) {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %i, %buffer[%c0] : memref<1xindex>
    %value = memref.load %buffer[%c0] : memref<1xindex>
    memref.store %value, %out[%i] : memref<2xindex>
  }
  return
}
// expected:
// func.func @no_hoist_affine_parallel(%out: memref<2xindex>) {
//   %c0 = arith.constant 0 : index
//   affine.parallel (%i) = (0) to (2) {
//     %buffer = memref.alloc() : memref<1xindex>
//     memref.store %i, %buffer[%c0] : memref<1xindex>
//     %value = memref.load %buffer[%c0] : memref<1xindex>
//     memref.store %value, %out[%i] : memref<2xindex>
//   }
//   return
// }
