// memref.alloc {bufls.resource = "pool"} allocates a pool buffer: a block argument joining it with a plain memref.alloc is freed by each resource's op under its own ownership indicator.
// flags: --buffer-deallocation-pipeline
// config: resources.toml
// upstream-differs: upstream has no allocation resources: it frees the joined buffer with memref.dealloc
func.func @f(%c: i1, %n: index, %out: memref<?xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %p = memref.alloc(%n) {bufls.resource = "pool"} : memref<?xf32>
  cf.br ^bb3(%p : memref<?xf32>)
^bb2:
  %h = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb3(%h : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  memref.copy %m, %out : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @f(%c: i1, %n: index, %out: memref<?xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   cf.cond_br %c, ^bb1, ^bb2
// ^bb1:
//   %p = memref.alloc(%n) {bufls.resource = "pool"} : memref<?xf32>
//   cf.br ^bb3(%p, %false, %true : memref<?xf32>, i1, i1)
// ^bb2:
//   %h = memref.alloc(%n) : memref<?xf32>
//   cf.br ^bb3(%h, %true, %false : memref<?xf32>, i1, i1)
// ^bb3(%m: memref<?xf32>, %0: i1, %1: i1):
//   memref.copy %m, %out : memref<?xf32> to memref<?xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
//   scf.if %0 {
//     memref.dealloc %base_buffer : memref<f32>
//   }
//   scf.if %1 {
//     "acme.free"(%base_buffer) : (memref<f32>) -> ()
//   }
//   return
// }
