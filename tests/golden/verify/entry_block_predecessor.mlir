// A branch back to the entry block of its region: the entry block may not have predecessors.
func.func @f() {
  "foo.loop"() ({
  ^entry:
    "foo.br"()[^entry] : () -> () // verify: entry block of region may not have predecessors
  }) : () -> ()
  return
}
