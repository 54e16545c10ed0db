// With strict=true an op with unknown memory effects is rejected as upstream does.
// flags: --ownership-based-buffer-deallocation=strict=true
// expected-error: ops with unknown memory side effects are not supported
// upstream-differs: the strict option is bufls-only (mlir-opt rejects the same input without it)
func.func @f(%out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %v = "acme.touch"(%a) : (memref<2xf32>) -> memref<2xf32>
  memref.copy %v, %out : memref<2xf32> to memref<2xf32>
  return
}
