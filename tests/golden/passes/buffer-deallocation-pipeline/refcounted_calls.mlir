// A reference-counted resource whose alloc, retain and release are calls of a runtime library: retained by a call where the pipeline would clone, released by a call (the base buffer cast to the declared parameter type).
// flags: --buffer-deallocation-pipeline
// config: refcounted_calls.toml
// upstream-differs: upstream has no allocation resources: it clones with bufferization.clone and frees with memref.dealloc
func.func private @rc_new() -> memref<4xf32>
func.func private @rc_retain(memref<4xf32>) -> memref<4xf32>
func.func private @rc_release(memref<*xf32>)
func.func @pick(%c: i1, %old: memref<4xf32>) -> memref<4xf32> {
  %a = func.call @rc_new() : () -> memref<4xf32>
  %r = arith.select %c, %a, %old : memref<4xf32>
  return %r : memref<4xf32>
}
// expected:
// func.func private @rc_new() -> memref<4xf32>
// func.func private @rc_retain(memref<4xf32>) -> memref<4xf32>
// func.func private @rc_release(memref<*xf32>)
// func.func @pick(%c: i1, %old: memref<4xf32>) -> memref<4xf32> {
//   %a = call @rc_new() : () -> memref<4xf32>
//   %r = arith.select %c, %a, %old : memref<4xf32>
//   %0 = call @rc_retain(%r) : (memref<4xf32>) -> memref<4xf32>
//   %cast = memref.cast %a : memref<4xf32> to memref<*xf32>
//   call @rc_release(%cast) : (memref<*xf32>) -> ()
//   return %0 : memref<4xf32>
// }
