// Covers: pool buffers carried around an unstructured cf loop (back edge),
// alternating with heap buffers on the same loop-carried block argument.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @alternate(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %b0 = memref.alloc() : memref<1xf32>
  memref.store %one, %b0[%c0] : memref<1xf32>
  cf.br ^head(%c0, %b0 : index, memref<1xf32>)
^head(%i: index, %cur: memref<1xf32>):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %v = memref.load %cur[%c0] : memref<1xf32>
  %w = arith.addf %v, %v : f32
  %i1 = arith.addi %i, %c1 : index
  %rem = arith.remui %i, %c2 : index
  %even = arith.cmpi eq, %rem, %c0 : index
  cf.cond_br %even, ^to_pool, ^to_heap
^to_pool:
  %p = "acme.pool_alloc"() : () -> memref<1xf32>
  memref.store %w, %p[%c0] : memref<1xf32>
  cf.br ^head(%i1, %p : index, memref<1xf32>)
^to_heap:
  %h = memref.alloc() : memref<1xf32>
  memref.store %w, %h[%c0] : memref<1xf32>
  cf.br ^head(%i1, %h : index, memref<1xf32>)
^exit:
  %r = memref.load %cur[%c0] : memref<1xf32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r0 = call @alternate(%c0) : (index) -> f32
  vector.print %r0 : f32
  %r5 = call @alternate(%c5) : (index) -> f32
  vector.print %r5 : f32
  %r6 = call @alternate(%c6) : (index) -> f32
  vector.print %r6 : f32
  return
}
