// an alloc with a dealloc in its block still moves to the entry block
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 9 (@moving_invalid_dealloc_op_complex); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-hoisting
func.func @moving_invalid_dealloc_op_complex(
  %cond: i1,
    %arg0: memref<2xf32>,
    %arg1: memref<2xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^exit(%arg0 : memref<2xf32>)
^bb2:
  %1 = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %1 : memref<2xf32> to memref<2xf32>
  memref.dealloc %1 : memref<2xf32>
  cf.br ^exit(%1 : memref<2xf32>)
^exit(%arg2: memref<2xf32>):
  memref.copy %arg2, %arg1 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @moving_invalid_dealloc_op_complex(%cond: i1, %arg0: memref<2xf32>, %arg1: memref<2xf32>) {
//   %1 = memref.alloc() : memref<2xf32>
//   cf.cond_br %cond, ^bb1, ^bb2
// ^bb1:
//   cf.br ^exit(%arg0 : memref<2xf32>)
// ^bb2:
//   memref.copy %arg0, %1 : memref<2xf32> to memref<2xf32>
//   memref.dealloc %1 : memref<2xf32>
//   cf.br ^exit(%1 : memref<2xf32>)
// ^exit(%arg2: memref<2xf32>):
//   memref.copy %arg2, %arg1 : memref<2xf32> to memref<2xf32>
//   return
// }
