// bufferization.dealloc folds: duplicate memrefs (conditions OR'ed), duplicate retained values, false conditions, the base of an allocation.
// flags: --canonicalize
func.func @f(%a: memref<2xf32>, %x: memref<2xf32>, %c: i1, %d: i1) -> (i1, i1, memref<2xf32>) {
  %false = arith.constant false
  %alloc = memref.alloc() : memref<4xf32>
  "test.use"(%alloc) : (memref<4xf32>) -> ()
  %base, %off, %size, %stride = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
  %r:2 = bufferization.dealloc (%a, %a, %x, %base : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<f32>) if (%c, %d, %false, %c) retain (%x, %x : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1, %a : i1, i1, memref<2xf32>
}
// expected:
// func.func @f(%a: memref<2xf32>, %x: memref<2xf32>, %c: i1, %d: i1) -> (i1, i1, memref<2xf32>) {
//   %alloc = memref.alloc() : memref<4xf32>
//   "test.use"(%alloc) : (memref<4xf32>) -> ()
//   %0 = arith.ori %c, %d : i1
//   %1 = bufferization.dealloc (%a, %alloc : memref<2xf32>, memref<4xf32>) if (%0, %c) retain (%x : memref<2xf32>)
//   return %1, %1, %a : i1, i1, memref<2xf32>
// }
