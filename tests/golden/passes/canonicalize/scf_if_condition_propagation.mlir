// Inside scf.if, the condition is known: true in the then region, false in the else region.
// flags: --canonicalize
func.func @f(%c: i1, %x: i1) -> i1 {
  %r = scf.if %c -> (i1) {
    %a = arith.andi %c, %x : i1
    scf.yield %a : i1
  } else {
    %o = arith.ori %c, %x : i1
    scf.yield %o : i1
  }
  return %r : i1
}
// expected:
// func.func @f(%c: i1, %x: i1) -> i1 {
//   return %x : i1
// }
