// A resource whose alloc and dealloc ops are calls (func.call @rt_alloc / @rt_free): joined with a heap buffer, it is freed by a call of @rt_free, its base buffer cast to the declared parameter type.
// flags: --buffer-deallocation-pipeline
// config: calls.toml
// upstream-differs: upstream has no allocation resources: it frees the call's result with memref.dealloc
func.func private @rt_alloc(index) -> memref<?xf32>
func.func private @rt_free(memref<*xf32>)
func.func @f(%c: i1, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^rt, ^heap
^rt:
  %p = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
  cf.br ^join(%p : memref<?xf32>)
^heap:
  %h = memref.alloc(%n) : memref<?xf32>
  cf.br ^join(%h : memref<?xf32>)
^join(%m: memref<?xf32>):
  memref.store %v, %m[%c0] : memref<?xf32>
  %r = memref.load %m[%c0] : memref<?xf32>
  return %r : f32
}
// expected:
// func.func private @rt_alloc(index) -> memref<?xf32>
// func.func private @rt_free(memref<*xf32>)
// func.func @f(%c: i1, %n: index, %v: f32) -> f32 {
//   %false = arith.constant false
//   %true = arith.constant true
//   %c0 = arith.constant 0 : index
//   cf.cond_br %c, ^rt, ^heap
// ^rt:
//   %p = call @rt_alloc(%n) : (index) -> memref<?xf32>
//   cf.br ^join(%p, %false, %true : memref<?xf32>, i1, i1)
// ^heap:
//   %h = memref.alloc(%n) : memref<?xf32>
//   cf.br ^join(%h, %true, %false : memref<?xf32>, i1, i1)
// ^join(%m: memref<?xf32>, %0: i1, %1: i1):
//   memref.store %v, %m[%c0] : memref<?xf32>
//   %r = memref.load %m[%c0] : memref<?xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
//   scf.if %0 {
//     memref.dealloc %base_buffer : memref<f32>
//   }
//   scf.if %1 {
//     %cast = memref.cast %base_buffer : memref<f32> to memref<*xf32>
//     func.call @rt_free(%cast) : (memref<*xf32>) -> ()
//   }
//   return %r : f32
// }
