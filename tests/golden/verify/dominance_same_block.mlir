// A value used before its definition in the same block does not dominate the use.
func.func @use_before_def() {
  %0 = "foo.use"(%1) : (i32) -> i32 // verify: operand #0 does not dominate this use
  %1 = "foo.def"() : () -> i32
  return
}
