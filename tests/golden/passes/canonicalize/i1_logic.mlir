// i1 logic folds: and/or/xor with constants, select of constants, constants moved right, xor of a compare inverts it.
// flags: --canonicalize
func.func @f(%x: i1, %c: i1, %p: index, %q: index) -> (i1, i1, i1, i1, i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.andi %x, %true : i1
  %1 = arith.ori %x, %false : i1
  %2 = arith.select %c, %true, %false : i1
  %3 = arith.andi %true, %c : i1
  %ne = arith.cmpi ne, %p, %q : index
  %4 = arith.xori %ne, %true : i1
  %5 = arith.cmpi eq, %p, %p : index
  %6 = arith.andi %ne, %x : i1
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}
// expected:
// func.func @f(%x: i1, %c: i1, %p: index, %q: index) -> (i1, i1, i1, i1, i1, i1, i1) {
//   %true = arith.constant true
//   %ne = arith.cmpi ne, %p, %q : index
//   %0 = arith.cmpi eq, %p, %q : index
//   %6 = arith.andi %ne, %x : i1
//   return %x, %x, %c, %c, %0, %true, %6 : i1, i1, i1, i1, i1, i1, i1
// }
