// A terminator or a branch that is not the last op of its block.
func.func @return_in_the_middle() {
  "func.return"() : () -> () // verify: must be the last operation in the parent block
  "foo.after"() : () -> ()
}

// -----

func.func @branch_in_the_middle() {
  cf.br ^next // verify: operation with block successors must terminate its parent block
  "foo.after"() : () -> ()
^next:
  return
}
