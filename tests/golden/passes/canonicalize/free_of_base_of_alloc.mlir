// A free of an allocation's base buffer (extract_strided_metadata) frees the allocation itself.
// flags: --canonicalize
// upstream-differs: mlir-opt keeps the extract_strided_metadata and frees its base buffer (same buffer)
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  %base, %off, %size, %stride = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  scf.if %c {
    memref.dealloc %base : memref<f32>
  }
  return
}
// expected:
// func.func @f(%c: i1) {
//   %a = memref.alloc() : memref<2xf32>
//   "test.use"(%a) : (memref<2xf32>) -> ()
//   scf.if %c {
//     memref.dealloc %a : memref<2xf32>
//   }
//   return
// }
