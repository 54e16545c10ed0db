// With strict=true cf.switch forwarding a buffer is rejected as upstream does.
// flags: --ownership-based-buffer-deallocation=strict=true
// expected-error: Terminators with more than one successor are not supported!
// upstream-differs: the strict option is bufls-only (mlir-opt rejects the same input without it)
func.func @f(%flag: i32, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  cf.switch %flag : i32, [default: ^bb1(%a : memref<2xf32>), 4: ^bb2]
^bb1(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
^bb2:
  return
}
