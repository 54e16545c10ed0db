// A loop header dominates the body and the exit: no diagnostic for a back edge.
func.func @loop(%n: index) -> index {
  %c0 = "foo.zero"() : () -> index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %done = "foo.cmp"(%i, %n) : (index, index) -> i1
  cf.cond_br %done, ^exit, ^body
^body:
  %next = "foo.inc"(%i) : (index) -> index
  cf.br ^head(%next : index)
^exit:
  return %i : index
}
