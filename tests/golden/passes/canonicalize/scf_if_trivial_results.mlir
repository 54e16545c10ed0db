// scf.if results yielded from outside become selects (and fold), unused results go.
// flags: --canonicalize
func.func @f(%c: i1, %arg: memref<2xf32>) -> (memref<2xf32>, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (memref<2xf32>, i1) {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b, %true : memref<2xf32>, i1
  } else {
    scf.yield %arg, %false : memref<2xf32>, i1
  }
  return %r#0, %r#1 : memref<2xf32>, i1
}
// expected:
// func.func @f(%c: i1, %arg: memref<2xf32>) -> (memref<2xf32>, i1) {
//   %r = scf.if %c -> (memref<2xf32>) {
//     %b = memref.alloc() : memref<2xf32>
//     scf.yield %b : memref<2xf32>
//   } else {
//     scf.yield %arg : memref<2xf32>
//   }
//   return %r, %c : memref<2xf32>, i1
// }
