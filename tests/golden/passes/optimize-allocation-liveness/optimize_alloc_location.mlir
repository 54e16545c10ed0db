// a free moves up to just after the view that is its buffer's last use
// upstream: mlir/test/Dialect/Bufferization/Transforms/optimize-allocation-liveness.mlir (case @optimize_alloc_location) at llvm/llvm-project 02ef918486eb19d37232a38227af9da488e686f5, Apache-2.0 WITH LLVM-exception; CHECK lines and comments dropped
// flags: --optimize-allocation-liveness
func.func private @optimize_alloc_location(%arg0: memref<45x24x256xf32, 1> , %arg1: memref<24x256xf32, 1> , %arg2: memref<256xf32, 1>) -> () {
  %c1 = arith.constant 1 : index
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<45x6144xf32, 1>
  %expand_shape = memref.expand_shape %alloc [[0], [1, 2]] output_shape [45, 24, 256] : memref<45x6144xf32, 1> into memref<45x24x256xf32, 1>
  %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<24x256xf32, 1>
  %cf1 = arith.constant 1.0 : f32
  memref.store %cf1, %alloc_1[%c1, %c1] : memref<24x256xf32, 1>
  memref.dealloc %alloc : memref<45x6144xf32, 1>
  memref.dealloc %alloc_1 : memref<24x256xf32, 1>
  return
}
// expected:
// func.func private @optimize_alloc_location(%arg0: memref<45x24x256xf32, 1>, %arg1: memref<24x256xf32, 1>, %arg2: memref<256xf32, 1>) {
//   %c1 = arith.constant 1 : index
//   %alloc = memref.alloc() {alignment = 64 : i64} : memref<45x6144xf32, 1>
//   %expand_shape = memref.expand_shape %alloc [[0], [1, 2]] output_shape [45, 24, 256] : memref<45x6144xf32, 1> into memref<45x24x256xf32, 1>
//   memref.dealloc %alloc : memref<45x6144xf32, 1>
//   %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<24x256xf32, 1>
//   %cf1 = arith.constant 1.000000e+00 : f32
//   memref.store %cf1, %alloc_1[%c1, %c1] : memref<24x256xf32, 1>
//   memref.dealloc %alloc_1 : memref<24x256xf32, 1>
//   return
// }
