// memref.realloc to a dynamic size: compare sizes, allocate and copy or reinterpret.
// flags: --expand-realloc
func.func @f(%src: memref<2xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %src(%n) : memref<2xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
// expected:
// func.func @f(%src: memref<2xf32>, %n: index) -> memref<?xf32> {
//   %c2 = arith.constant 2 : index
//   %0 = arith.cmpi ult, %c2, %n : index
//   %r = scf.if %0 -> (memref<?xf32>) {
//     %alloc = memref.alloc(%n) : memref<?xf32>
//     %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
//     memref.copy %src, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
//     memref.dealloc %src : memref<2xf32>
//     scf.yield %alloc : memref<?xf32>
//   } else {
//     %reinterpret_cast = memref.reinterpret_cast %src to offset: [0], sizes: [%n], strides: [1] : memref<2xf32> to memref<?xf32>
//     scf.yield %reinterpret_cast : memref<?xf32>
//   }
//   return %r : memref<?xf32>
// }
