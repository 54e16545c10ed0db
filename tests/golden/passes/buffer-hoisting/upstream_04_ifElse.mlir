// allocs already in the common dominator of their uses stay put
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-hoisting.mlir at 18302702707f55519e9b4e3250919810ce7a2173, chunk 4 (@ifElse); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: test.buffer_based in(%a) out(%b) and test.copy(%a, %b) -> memref.copy %a, %b
// flags: --buffer-hoisting
func.func @ifElse(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.cond_br %arg0,
    ^bb1(%arg1, %0 : memref<2xf32>, memref<2xf32>),
    ^bb2(%0, %arg1 : memref<2xf32>, memref<2xf32>)
^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
  cf.br ^bb3(%1, %2 : memref<2xf32>, memref<2xf32>)
^bb2(%3: memref<2xf32>, %4: memref<2xf32>):
  cf.br ^bb3(%3, %4 : memref<2xf32>, memref<2xf32>)
^bb3(%5: memref<2xf32>, %6: memref<2xf32>):
  %7 = memref.alloc() : memref<2xf32>
  memref.copy %7, %7 : memref<2xf32> to memref<2xf32>
  memref.copy %7, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @ifElse(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
//   %0 = memref.alloc() : memref<2xf32>
//   memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
//   cf.cond_br %arg0, ^bb1(%arg1, %0 : memref<2xf32>, memref<2xf32>), ^bb2(%0, %arg1 : memref<2xf32>, memref<2xf32>)
// ^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
//   cf.br ^bb3(%1, %2 : memref<2xf32>, memref<2xf32>)
// ^bb2(%3: memref<2xf32>, %4: memref<2xf32>):
//   cf.br ^bb3(%3, %4 : memref<2xf32>, memref<2xf32>)
// ^bb3(%5: memref<2xf32>, %6: memref<2xf32>):
//   %7 = memref.alloc() : memref<2xf32>
//   memref.copy %7, %7 : memref<2xf32> to memref<2xf32>
//   memref.copy %7, %arg2 : memref<2xf32> to memref<2xf32>
//   return
// }
