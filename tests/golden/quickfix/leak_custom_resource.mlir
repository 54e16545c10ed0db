// BUF001 of a buffer of a configured resource: freed with that resource's dealloc op (generic form).
// config: {"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]}
func.func @pool(%c: i1) {
  %p = "acme.pool_alloc"() : () -> memref<16xf32>
  cf.cond_br %c, ^free, ^keep
^free:
  "acme.pool_free"(%p) : (memref<16xf32>) -> ()
  return
^keep:
  return
}
// fixed:
// // BUF001 of a buffer of a configured resource: freed with that resource's dealloc op (generic form).
// // config: {"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]}
// func.func @pool(%c: i1) {
//   %p = "acme.pool_alloc"() : () -> memref<16xf32>
//   cf.cond_br %c, ^free, ^keep
// ^free:
//   "acme.pool_free"(%p) : (memref<16xf32>) -> ()
//   return
// ^keep:
//   "acme.pool_free"(%p) : (memref<16xf32>) -> ()
//   return
// }
