// a block-argument-sized alloc stays put in a deeper CFG
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 2 (@condBranchDynamicTypeNested); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-hoisting
func.func @condBranchDynamicTypeNested(
  %arg0: i1,
  %arg1: memref<?xf32>,
  %arg2: memref<?xf32>,
  %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb6(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.cond_br %arg0, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb4:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
  cf.br ^bb6(%2 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
  cf.br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
  memref.copy %4, %arg2 : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @condBranchDynamicTypeNested(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
//   cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
// ^bb1:
//   cf.br ^bb6(%arg1 : memref<?xf32>)
// ^bb2(%0: index):
//   %1 = memref.alloc(%0) : memref<?xf32>
//   memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
//   cf.cond_br %arg0, ^bb3, ^bb4
// ^bb3:
//   cf.br ^bb5(%1 : memref<?xf32>)
// ^bb4:
//   cf.br ^bb5(%1 : memref<?xf32>)
// ^bb5(%2: memref<?xf32>):
//   cf.br ^bb6(%2 : memref<?xf32>)
// ^bb6(%3: memref<?xf32>):
//   cf.br ^bb7(%3 : memref<?xf32>)
// ^bb7(%4: memref<?xf32>):
//   memref.copy %4, %arg2 : memref<?xf32> to memref<?xf32>
//   return
// }
