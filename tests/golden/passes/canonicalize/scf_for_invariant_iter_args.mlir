// A loop-carried value yielded unchanged is the init value; an unused one is dropped.
// flags: --canonicalize
func.func @f(%lb: index, %ub: index, %s: index, %m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %m, %b = %c) -> (memref<2xf32>, i1) {
    %n = arith.xori %b, %c : i1
    scf.yield %a, %n : memref<2xf32>, i1
  }
  return %r#0 : memref<2xf32>
}
// expected:
// func.func @f(%lb: index, %ub: index, %s: index, %m: memref<2xf32>, %c: i1) -> memref<2xf32> {
//   return %m : memref<2xf32>
// }
