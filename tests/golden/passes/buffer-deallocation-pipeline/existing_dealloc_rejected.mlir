// A memref.dealloc the pipeline cannot remove is rejected (the input must be deallocation-free).
// flags: --buffer-deallocation-pipeline
// expected-error: memory free side-effect on MemRef value not supported!
func.func @f(%out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
