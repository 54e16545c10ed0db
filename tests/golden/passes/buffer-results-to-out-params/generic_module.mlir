// A module in generic form is the module the pass runs on: its functions and their callers are rewritten (bufls found no callee before).
// flags: --buffer-results-to-out-params
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i1, memref<2xf32>), sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg1: i1):
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
    "test.fill"(%1) : (memref<2xf32>) -> ()
    "func.return"(%arg1, %1) : (i1, memref<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i1, sym_name = "g"}> ({
  ^bb0(%arg0: i1):
    %0:2 = "func.call"(%arg0) <{callee = @f}> : (i1) -> (i1, memref<2xf32>)
    "test.use"(%0#1) : (memref<2xf32>) -> ()
    "func.return"(%0#0) : (i1) -> ()
  }) : () -> ()
}) : () -> ()
// expected:
// "builtin.module"()({
//   "func.func"() <{function_type = (i1, memref<2xf32>) -> i1, sym_name = "f", sym_visibility = "private"}>({
//   ^bb0(%arg1: i1, %arg1_0: memref<2xf32>):
//     %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
//     "test.fill"(%1) : (memref<2xf32>) -> ()
//     memref.copy %1, %arg1_0 : memref<2xf32> to memref<2xf32>
//     func.return %arg1 : i1
//   }) : () -> ()
//   "func.func"() <{function_type = (i1) -> i1, sym_name = "g"}>({
//   ^bb0(%arg0: i1):
//     %alloc = memref.alloc() : memref<2xf32>
//     %0 = func.call @f(%arg0, %alloc) : (i1, memref<2xf32>) -> i1
//     "test.use"(%alloc) : (memref<2xf32>) -> ()
//     "func.return"(%0) : (i1) -> ()
//   }) : () -> ()
// }) : () -> ()
