// Covers: one block argument fed by buffers of different resources: one
// predecessor passes a pool buffer ("acme.pool_alloc"), another a heap buffer
// (memref.alloc), a third an alloca; each must be freed by its own resource's
// op on every path.
func.func @mixed(%sel: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %is0 = arith.cmpi eq, %sel, %c0 : index
  cf.cond_br %is0, ^pool, ^other
^pool:
  %p = "acme.pool_alloc"() : () -> memref<2xf32>
  memref.store %v, %p[%c0] : memref<2xf32>
  cf.br ^join(%p : memref<2xf32>)
^other:
  %is1 = arith.cmpi eq, %sel, %c1 : index
  cf.cond_br %is1, ^heap, ^stack
^heap:
  %h = memref.alloc() : memref<2xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %h[%c0] : memref<2xf32>
  cf.br ^join(%h : memref<2xf32>)
^stack:
  %s = memref.alloca() : memref<2xf32>
  %z = arith.mulf %v, %v : f32
  memref.store %z, %s[%c0] : memref<2xf32>
  cf.br ^join(%s : memref<2xf32>)
^join(%m: memref<2xf32>):
  %r = memref.load %m[%c0] : memref<2xf32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 3.0 : f32
  %r0 = call @mixed(%c0, %v) : (index, f32) -> f32
  vector.print %r0 : f32
  %r1 = call @mixed(%c1, %v) : (index, f32) -> f32
  vector.print %r1 : f32
  %r2 = call @mixed(%c2, %v) : (index, f32) -> f32
  vector.print %r2 : f32
  return
}
