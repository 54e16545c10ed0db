// Two functions with the same name in one module; the second definition is reported.
func.func private @dup()
func.func private @dup() // verify: redefinition of symbol named 'dup'
module @nested {
  func.func private @dup()
}
