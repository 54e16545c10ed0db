// hoist-static-allocs: one allocation returned twice is hoisted into the first out-parameter and copied from it into the second (every out-parameter is written), at each return; another return's values are copied as usual; a view of the hoisted allocation is copied from the out-parameter.
// flags: "--buffer-results-to-out-params=hoist-static-allocs=true"
// upstream-differs: mlir-opt 22.1.8 crashes (segmentation fault in updateReturnOps) on an allocation returned twice; the output follows the CHECK lines of upstream's later buffer-results-to-out-params-hosit-static-allocs.mlir
func.func private @f(%input: memref<4xf32>, %cond: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  "test.fill"(%a) : (memref<4xf32>) -> ()
  cf.cond_br %cond, ^then, ^else
^then:
  return %a, %a : memref<4xf32>, memref<4xf32>
^else:
  return %input, %input : memref<4xf32>, memref<4xf32>
}
func.func @g(%input: memref<4xf32>, %cond: i1) {
  %x, %y = call @f(%input, %cond) : (memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)
  "test.use"(%x, %y) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
func.func private @view() -> (memref<8xf32>, memref<4xf32, strided<[?], offset: ?>>) {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %w = memref.cast %v : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[?], offset: ?>>
  return %a, %w : memref<8xf32>, memref<4xf32, strided<[?], offset: ?>>
}
// expected:
// func.func private @f(%input: memref<4xf32>, %cond: i1, %arg2: memref<4xf32>, %arg3: memref<4xf32>) {
//   "test.fill"(%arg2) : (memref<4xf32>) -> ()
//   cf.cond_br %cond, ^then, ^else
// ^then:
//   memref.copy %arg2, %arg3 : memref<4xf32> to memref<4xf32>
//   return
// ^else:
//   memref.copy %input, %arg2 : memref<4xf32> to memref<4xf32>
//   memref.copy %input, %arg3 : memref<4xf32> to memref<4xf32>
//   return
// }
// func.func @g(%input: memref<4xf32>, %cond: i1) {
//   %alloc = memref.alloc() : memref<4xf32>
//   %alloc_0 = memref.alloc() : memref<4xf32>
//   call @f(%input, %cond, %alloc, %alloc_0) : (memref<4xf32>, i1, memref<4xf32>, memref<4xf32>) -> ()
//   "test.use"(%alloc, %alloc_0) : (memref<4xf32>, memref<4xf32>) -> ()
//   return
// }
// func.func private @view(%arg0: memref<8xf32>, %arg1: memref<4xf32, strided<[?], offset: ?>>) {
//   %v = memref.subview %arg0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
//   %w = memref.cast %v : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[?], offset: ?>>
//   memref.copy %w, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
//   return
// }
