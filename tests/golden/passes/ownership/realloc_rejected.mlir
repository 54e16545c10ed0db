// memref.realloc frees its operand: refused by the pass alone (expand-realloc runs first in the pipeline).
// flags: --ownership-based-buffer-deallocation
// expected-error: memory free side-effect on MemRef value not supported!
func.func @f(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.realloc %a(%n) : memref<4xf32> to memref<?xf32>
  return %b : memref<?xf32>
}
