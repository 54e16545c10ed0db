// hoist-static-allocs: no allocation is hoisted into an out-parameter that some return overwrites while returning something that may be a view of it: %a, %b swapped between returns; %a's view returned where %a is not.
// flags: "--buffer-results-to-out-params=hoist-static-allocs=true"
// upstream-differs: mlir-opt 22.1.8 hoists %a and %b at the first return that returns them, so at the other return its copies read an out-parameter already overwritten (%b into %arg1 then %arg1 into %arg2; %input into %arg1 then a view of %arg1); bufls copies these allocations instead
func.func private @swap(%cond: i1) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  "test.fill"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  cf.cond_br %cond, ^then, ^else
^then:
  return %a, %b : memref<4xf32>, memref<4xf32>
^else:
  return %b, %a : memref<4xf32>, memref<4xf32>
}
func.func private @view_elsewhere(%input: memref<8xf32>, %cond: i1) -> (memref<8xf32>, memref<4xf32, strided<[?], offset: ?>>) {
  %a = memref.alloc() : memref<8xf32>
  "test.fill"(%a) : (memref<8xf32>) -> ()
  %v = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %w = memref.cast %v : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[?], offset: ?>>
  cf.cond_br %cond, ^then, ^else
^then:
  return %a, %w : memref<8xf32>, memref<4xf32, strided<[?], offset: ?>>
^else:
  return %input, %w : memref<8xf32>, memref<4xf32, strided<[?], offset: ?>>
}
// expected:
// func.func private @swap(%cond: i1, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
//   %a = memref.alloc() : memref<4xf32>
//   %b = memref.alloc() : memref<4xf32>
//   "test.fill"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
//   cf.cond_br %cond, ^then, ^else
// ^then:
//   memref.copy %a, %arg1 : memref<4xf32> to memref<4xf32>
//   memref.copy %b, %arg2 : memref<4xf32> to memref<4xf32>
//   return
// ^else:
//   memref.copy %b, %arg1 : memref<4xf32> to memref<4xf32>
//   memref.copy %a, %arg2 : memref<4xf32> to memref<4xf32>
//   return
// }
// func.func private @view_elsewhere(%input: memref<8xf32>, %cond: i1, %arg2: memref<8xf32>, %arg3: memref<4xf32, strided<[?], offset: ?>>) {
//   %a = memref.alloc() : memref<8xf32>
//   "test.fill"(%a) : (memref<8xf32>) -> ()
//   %v = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
//   %w = memref.cast %v : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[?], offset: ?>>
//   cf.cond_br %cond, ^then, ^else
// ^then:
//   memref.copy %a, %arg2 : memref<8xf32> to memref<8xf32>
//   memref.copy %w, %arg3 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
//   return
// ^else:
//   memref.copy %input, %arg2 : memref<8xf32> to memref<8xf32>
//   memref.copy %w, %arg3 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
//   return
// }
