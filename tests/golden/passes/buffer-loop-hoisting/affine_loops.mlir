// affine.for is a sequential loop (an allocation leaves it), affine.parallel a parallel one (an allocation of its body stays there, though one of a loop inside it still leaves that loop).
// flags: --buffer-loop-hoisting
// upstream-differs: mlir-opt 22.1.8 takes affine.parallel for a sequential loop (it lacks HasParallelRegion there, llvm/llvm-project#225149) and moves %b out of it too, sharing one buffer between iterations that may run at the same time; bufls keeps it in, as the upstream fix does
func.func @f(%out: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 8 {
    %a = memref.alloc() : memref<2xf32>
    memref.store %x, %a[%c0] : memref<2xf32>
  }
  affine.parallel (%i, %j) = (0, 0) to (8, 4) {
    %b = memref.alloc() : memref<2xf32>
    memref.store %x, %b[%c0] : memref<2xf32>
    scf.for %k = %c0 to %c4 step %c1 {
      %c = memref.alloc() : memref<2xf32>
      memref.store %x, %c[%c0] : memref<2xf32>
    }
  }
  return
}
// expected:
// func.func @f(%out: memref<8xf32>, %x: f32) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %c4 = arith.constant 4 : index
//   %a = memref.alloc() : memref<2xf32>
//   affine.for %i = 0 to 8 {
//     memref.store %x, %a[%c0] : memref<2xf32>
//   }
//   affine.parallel (%i, %j) = (0, 0) to (8, 4) {
//     %b = memref.alloc() : memref<2xf32>
//     memref.store %x, %b[%c0] : memref<2xf32>
//     %c = memref.alloc() : memref<2xf32>
//     scf.for %k = %c0 to %c4 step %c1 {
//       memref.store %x, %c[%c0] : memref<2xf32>
//     }
//   }
//   return
// }
