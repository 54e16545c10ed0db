// Results of a region-branch op (shape.assuming) that always receive the same outside value are that value.
// flags: --canonicalize
// upstream-differs: mlir-opt keeps results of shape.assuming that always receive the same outside value; bufls forwards them (any region-branch op)
func.func @f(%w: !shape.witness, %arg: memref<2xf32>, %out: memref<2xf32>) {
  %false = arith.constant false
  %r:2 = shape.assuming %w -> (memref<2xf32>, i1) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    memref.dealloc %a : memref<2xf32>
    shape.assuming_yield %arg, %false : memref<2xf32>, i1
  }
  memref.copy %r#0, %out : memref<2xf32> to memref<2xf32>
  scf.if %r#1 {
    memref.dealloc %r#0 : memref<2xf32>
  }
  return
}
// expected:
// func.func @f(%w: !shape.witness, %arg: memref<2xf32>, %out: memref<2xf32>) {
//   shape.assuming %w {
//     %a = memref.alloc() : memref<2xf32>
//     "test.use"(%a) : (memref<2xf32>) -> ()
//     memref.dealloc %a : memref<2xf32>
//   }
//   memref.copy %arg, %out : memref<2xf32> to memref<2xf32>
//   return
// }
