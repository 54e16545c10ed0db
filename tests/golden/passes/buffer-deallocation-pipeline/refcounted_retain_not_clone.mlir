// A reference-counted buffer returned without sure ownership is retained, not cloned: no copy, one more reference for the caller.
// flags: --buffer-deallocation-pipeline
// config: refcounted.toml
// upstream-differs: upstream has no allocation resources: it clones (copies) the value with bufferization.clone
func.func @f(%c: i1, %arg: memref<4xf32>) -> memref<4xf32> {
  %a = "rc.alloc"() : () -> memref<4xf32>
  %r = arith.select %c, %a, %arg : memref<4xf32>
  return %r : memref<4xf32>
}
// expected:
// func.func @f(%c: i1, %arg: memref<4xf32>) -> memref<4xf32> {
//   %a = "rc.alloc"() : () -> memref<4xf32>
//   %r = arith.select %c, %a, %arg : memref<4xf32>
//   %0 = "rc.retain"(%r) : (memref<4xf32>) -> memref<4xf32>
//   "rc.release"(%a) : (memref<4xf32>) -> ()
//   return %0 : memref<4xf32>
// }
