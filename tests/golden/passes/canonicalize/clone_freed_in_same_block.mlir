// A clone whose source is freed right after it in the same block is the source itself (no copy).
// flags: --canonicalize
func.func @f() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  "test.fill"(%a) : (memref<2xf32>) -> ()
  %b = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return %b : memref<2xf32>
}
// expected:
// func.func @f() -> memref<2xf32> {
//   %a = memref.alloc() : memref<2xf32>
//   "test.fill"(%a) : (memref<2xf32>) -> ()
//   return %a : memref<2xf32>
// }
