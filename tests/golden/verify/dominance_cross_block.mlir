// A value defined on one side of a diamond does not dominate the join block; the entry block does.
func.func @diamond(%c: i1) -> i32 {
  %e = "foo.def"() : () -> i32
  cf.cond_br %c, ^then, ^else
^then:
  %x = "foo.def"() : () -> i32
  cf.br ^join
^else:
  cf.br ^join
^join:
  %y = "foo.use"(%e, %x) : (i32, i32) -> i32 // verify: operand #1 does not dominate this use
  return %y : i32
}
