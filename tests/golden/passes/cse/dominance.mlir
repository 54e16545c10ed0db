// An op is replaced only by an identical op that dominates it (not by one in a sibling region).
// flags: --cse
func.func @f(%c: i1, %x: index, %y: index) -> (index, index) {
  %r = scf.if %c -> (index) {
    %a = arith.addi %x, %y : index
    scf.yield %a : index
  } else {
    %b = arith.addi %x, %y : index
    scf.yield %b : index
  }
  %s = arith.addi %x, %y : index
  %t = arith.addi %x, %y : index
  return %r, %t : index, index
}
// expected:
// func.func @f(%c: i1, %x: index, %y: index) -> (index, index) {
//   %r = scf.if %c -> (index) {
//     %a = arith.addi %x, %y : index
//     scf.yield %a : index
//   } else {
//     %b = arith.addi %x, %y : index
//     scf.yield %b : index
//   }
//   %s = arith.addi %x, %y : index
//   return %r, %s : index, index
// }
