// A branch passing more operands than the target block has arguments.
func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32) // verify: branch has 1 operands for successor #0, but target block has 0
^bb1:
  return
}
