// func.call to a symbol that is not defined in the nearest symbol table.
func.func @f() {
  func.call @nowhere() : () -> () // verify: 'nowhere' does not reference a valid function
  return
}
