// A bufls.resource attribute naming no configured resource is rejected at its op.
// flags: --buffer-deallocation-pipeline
// config: resources.toml
// expected-error: 'memref.alloc' op attribute 'bufls.resource' names no allocation resource: 'poll' (did you mean 'pool'?)
// upstream-differs: upstream does not read bufls.resource
func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) {bufls.resource = "poll"} : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}
