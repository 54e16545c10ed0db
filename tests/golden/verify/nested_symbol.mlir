// A function nested in a function: its parent is not a symbol table.
func.func @outer() {
  func.func @inner() { // verify: symbol's parent must have the SymbolTable trait
    "foo.x"() : () -> ()
    return
  }
  return
}
