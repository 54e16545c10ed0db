// An existing bufferization.dealloc is refused with upstream's message.
// flags: --ownership-based-buffer-deallocation
// expected-error: No deallocation operations must be present when running this pass!
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}
