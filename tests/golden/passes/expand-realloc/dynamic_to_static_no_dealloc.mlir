// With emit-deallocs=false (as in the pipeline) the old buffer is not freed; alignment is kept.
// flags: --expand-realloc=emit-deallocs=false
func.func @f(%src: memref<?xf32>) -> memref<4xf32> {
  %r = memref.realloc %src {alignment = 8} : memref<?xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
// expected:
// func.func @f(%src: memref<?xf32>) -> memref<4xf32> {
//   %c0 = arith.constant 0 : index
//   %dim = memref.dim %src, %c0 : memref<?xf32>
//   %c4 = arith.constant 4 : index
//   %0 = arith.cmpi ult, %dim, %c4 : index
//   %r = scf.if %0 -> (memref<4xf32>) {
//     %alloc = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
//     %subview = memref.subview %alloc[0] [%dim] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
//     memref.copy %src, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
//     scf.yield %alloc : memref<4xf32>
//   } else {
//     %reinterpret_cast = memref.reinterpret_cast %src to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
//     scf.yield %reinterpret_cast : memref<4xf32>
//   }
//   return %r : memref<4xf32>
// }
