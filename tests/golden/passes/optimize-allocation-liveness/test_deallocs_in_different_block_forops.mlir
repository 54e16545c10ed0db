// uses of views inside nested scf.for loops keep the frees after the loops; frees moved after one op keep their order
// upstream: mlir/test/Dialect/Bufferization/Transforms/optimize-allocation-liveness.mlir (case @test_deallocs_in_different_block_forops) at llvm/llvm-project 02ef918486eb19d37232a38227af9da488e686f5, Apache-2.0 WITH LLVM-exception; CHECK lines and comments dropped
// flags: --optimize-allocation-liveness
func.func private @test_deallocs_in_different_block_forops(%arg0: memref<45x24x256xf32, 1>, %arg1: memref<24x256xf32, 1> , %arg2: memref<256xf32, 1> ) -> () {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c45 = arith.constant 45 : index
  %c24 = arith.constant 24 : index
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<45x6144xf32, 1>
  %expand_shape = memref.expand_shape %alloc [[0], [1, 2]] output_shape [45, 24, 256] : memref<45x6144xf32, 1> into memref<45x24x256xf32, 1>
  %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<24x256xf32, 1>
  %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<45x6144xf32, 1>
  %expand_shape2 = memref.expand_shape %alloc_2 [[0], [1, 2]] output_shape [45, 24, 256] : memref<45x6144xf32, 1> into memref<45x24x256xf32, 1>
  scf.for %arg3 = %c0 to %c45 step %c1 {
    scf.for %arg4 = %c0 to %c24 step %c8 {
      %subview = memref.subview %expand_shape[%arg3, %arg4, 0] [1, 8, 256] [1, 1, 1] : memref<45x24x256xf32, 1> to memref<1x8x256xf32, strided<[6144, 256, 1], offset: ?>, 1>
      %subview_3 = memref.subview %alloc_1[%arg4, 0] [8, 256] [1, 1] : memref<24x256xf32, 1> to memref<8x256xf32, strided<[256, 1], offset: ?>, 1>
    }
  }
  memref.dealloc %alloc : memref<45x6144xf32, 1>
  memref.dealloc %alloc_1 : memref<24x256xf32, 1>
  memref.dealloc %alloc_2 : memref<45x6144xf32, 1>
  return
}
// expected:
// func.func private @test_deallocs_in_different_block_forops(%arg0: memref<45x24x256xf32, 1>, %arg1: memref<24x256xf32, 1>, %arg2: memref<256xf32, 1>) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %c8 = arith.constant 8 : index
//   %c45 = arith.constant 45 : index
//   %c24 = arith.constant 24 : index
//   %alloc = memref.alloc() {alignment = 64 : i64} : memref<45x6144xf32, 1>
//   %expand_shape = memref.expand_shape %alloc [[0], [1, 2]] output_shape [45, 24, 256] : memref<45x6144xf32, 1> into memref<45x24x256xf32, 1>
//   %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<24x256xf32, 1>
//   %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<45x6144xf32, 1>
//   %expand_shape2 = memref.expand_shape %alloc_2 [[0], [1, 2]] output_shape [45, 24, 256] : memref<45x6144xf32, 1> into memref<45x24x256xf32, 1>
//   memref.dealloc %alloc_2 : memref<45x6144xf32, 1>
//   scf.for %arg3 = %c0 to %c45 step %c1 {
//     scf.for %arg4 = %c0 to %c24 step %c8 {
//       %subview = memref.subview %expand_shape[%arg3, %arg4, 0] [1, 8, 256] [1, 1, 1] : memref<45x24x256xf32, 1> to memref<1x8x256xf32, strided<[6144, 256, 1], offset: ?>, 1>
//       %subview_3 = memref.subview %alloc_1[%arg4, 0] [8, 256] [1, 1] : memref<24x256xf32, 1> to memref<8x256xf32, strided<[256, 1], offset: ?>, 1>
//     }
//   }
//   memref.dealloc %alloc_1 : memref<24x256xf32, 1>
//   memref.dealloc %alloc : memref<45x6144xf32, 1>
//   return
// }
