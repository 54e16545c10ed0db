// A block argument joining a call result (a default memref buffer) and a pool buffer is freed by each resource's own op after the whole pipeline: memref.dealloc under the memref indicator, acme.pool_free under the pool one.
// flags: --ownership-based-buffer-deallocation --canonicalize --buffer-deallocation-simplification --bufferization-lower-deallocations --cse --canonicalize
// config: bufls.toml
// upstream-differs: upstream has no allocation resources and rejects the unregistered pool ops
func.func private @make() -> memref<4xf32>

func.func @f(%p: i1, %i: index) -> f32 {
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %c = func.call @make() : () -> memref<4xf32>
  cf.br ^bb3(%c : memref<4xf32>)
^bb2:
  %q = "acme.pool_alloc"() : () -> memref<4xf32>
  cf.br ^bb3(%q : memref<4xf32>)
^bb3(%j: memref<4xf32>):
  %v = memref.load %j[%i] : memref<4xf32>
  return %v : f32
}
// expected:
// func.func private @make() -> memref<4xf32>
// func.func @f(%p: i1, %i: index) -> f32 {
//   %false = arith.constant false
//   %true = arith.constant true
//   cf.cond_br %p, ^bb1, ^bb2
// ^bb1:
//   %c = call @make() : () -> memref<4xf32>
//   cf.br ^bb3(%c, %true, %false : memref<4xf32>, i1, i1)
// ^bb2:
//   %q = "acme.pool_alloc"() : () -> memref<4xf32>
//   cf.br ^bb3(%q, %false, %true : memref<4xf32>, i1, i1)
// ^bb3(%j: memref<4xf32>, %0: i1, %1: i1):
//   %v = memref.load %j[%i] : memref<4xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %j : memref<4xf32> -> memref<f32>, index, index, index
//   scf.if %0 {
//     memref.dealloc %base_buffer : memref<f32>
//   }
//   scf.if %1 {
//     "acme.pool_free"(%base_buffer) : (memref<f32>) -> ()
//   }
//   return %v : f32
// }
