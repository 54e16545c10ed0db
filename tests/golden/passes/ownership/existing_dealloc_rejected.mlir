// A memref.dealloc already in the input (not manually managed) is refused with upstream's message.
// flags: --ownership-based-buffer-deallocation
// expected-error: memory free side-effect on MemRef value not supported!
func.func @f() {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
