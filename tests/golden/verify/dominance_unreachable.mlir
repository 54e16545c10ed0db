// Ops of an unreachable block are not checked, but an op nested in one still needs earlier definitions in its block.
func.func @unreachable() {
  cf.br ^live
^dead:
  %u = "foo.use"(%x) : (i32) -> i32
  "foo.region"() ({
    %v = "foo.use"(%y) : (i32) -> i32 // verify: operand #0 does not dominate this use
    "foo.yield"() : () -> ()
  }) : () -> ()
  %y = "foo.def"() : () -> i32
  cf.br ^live
^live:
  %x = "foo.def"() : () -> i32
  return
}
