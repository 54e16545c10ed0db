// A function body ending with a registered non-terminator op; an unregistered last op may be a terminator.
func.func private @g()
func.func @ends_with_call() {
  func.call @g() : () -> () // verify: block with no terminator, has 'func.call'
}
func.func @ends_with_unknown_op() {
  "foo.maybe_terminator"() : () -> ()
}
