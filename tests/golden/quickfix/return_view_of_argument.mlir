// BUF102 for a returned view of an argument: the clone keeps the view's layout.
func.func @tail(%a: memref<16xf32>) -> memref<4xf32, strided<[1], offset: 12>> {
  %v = memref.subview %a[12] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 12>>
  return %v : memref<4xf32, strided<[1], offset: 12>>
}
// fixed:
// // BUF102 for a returned view of an argument: the clone keeps the view's layout.
// func.func @tail(%a: memref<16xf32>) -> memref<4xf32, strided<[1], offset: 12>> {
//   %v = memref.subview %a[12] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 12>>
//   %clone = bufferization.clone %v : memref<4xf32, strided<[1], offset: 12>> to memref<4xf32, strided<[1], offset: 12>>
//   return %clone : memref<4xf32, strided<[1], offset: 12>>
// }
