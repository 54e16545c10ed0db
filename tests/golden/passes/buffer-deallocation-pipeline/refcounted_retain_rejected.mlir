// Input that retains a reference-counted buffer itself is refused, as input that frees: the pass counts the references.
// flags: --buffer-deallocation-pipeline
// config: refcounted.toml
// expected-error: a retain of a reference-counted buffer is not supported
// upstream-differs: upstream has no allocation resources (it would only see an unregistered op)
func.func @f() -> memref<4xf32> {
  %a = "rc.alloc"() : () -> memref<4xf32>
  %b = "rc.retain"(%a) : (memref<4xf32>) -> memref<4xf32>
  return %b : memref<4xf32>
}
