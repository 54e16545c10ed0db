// A conditional branch whose second successor gets an operand of the wrong type.
func.func @f(%c: i1, %a: i32, %b: i64) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i64) // verify: type mismatch for bb argument #0 of successor #1
^bb1(%x: i32):
  return
^bb2(%y: i32):
  return
}
