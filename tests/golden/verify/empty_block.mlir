// An empty block in a multi-block region needs at least a terminator.
func.func @f() {
  "foo.region"() ({
  ^bb0:
    "foo.op"() : () -> ()
  ^bb1: // verify: empty block: expect at least a terminator
  }) : () -> ()
  return
}
