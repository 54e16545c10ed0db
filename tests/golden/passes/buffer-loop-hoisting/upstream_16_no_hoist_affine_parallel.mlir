// an alloc used in an affine.parallel body
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting.mlir at 57f210d4301b704b0b2724a68959b0b5b625a2b1, chunk 16 (@no_hoist_affine_parallel); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing (CHECK lines and comments removed)
// upstream-differs: bufls has no model of affine.parallel (an opaque op: its body is kept as written), so nothing in it moves; mlir-opt 22.1.8 moves the buffer out of the parallel loop, which shares one buffer between iterations that may run at the same time (later upstream keeps it inside: buffer-loop-hoisting-affine-parallel.mlir)
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
