// A resource that frees with a call of a function the module does not declare is rejected, saying how to declare it.
// flags: --buffer-deallocation-pipeline
// config: calls.toml
// expected-error: resource 'rt' frees with @rt_free, which is not declared: declare it, e.g. func.func private @rt_free(memref<*xf32>)
// upstream-differs: upstream has no allocation resources
func.func private @rt_alloc(index) -> memref<?xf32>
func.func @f(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %p = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
  memref.store %v, %p[%c0] : memref<?xf32>
  %r = memref.load %p[%c0] : memref<?xf32>
  return %r : f32
}
