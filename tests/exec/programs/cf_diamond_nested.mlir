// Covers: nested cf diamonds; a cf.cond_br whose two successors are the same
// block with different buffers; one edge forwards the buffer it received, the
// other a fresh allocation (mixed ownership on one block argument).
func.func @g(%p: i1, %q: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<3xf32>
  %b = memref.alloc() : memref<3xf32>
  memref.store %v, %a[%c0] : memref<3xf32>
  %v2 = arith.mulf %v, %v : f32
  memref.store %v2, %b[%c0] : memref<3xf32>
  cf.cond_br %p, ^l1(%a : memref<3xf32>), ^l1(%b : memref<3xf32>)
^l1(%x: memref<3xf32>):
  cf.cond_br %q, ^l2, ^l3
^l2:
  %c = memref.alloc() : memref<3xf32>
  %x0 = memref.load %x[%c0] : memref<3xf32>
  %x1 = arith.addf %x0, %v : f32
  memref.store %x1, %c[%c0] : memref<3xf32>
  cf.br ^l4(%c : memref<3xf32>)
^l3:
  cf.br ^l4(%x : memref<3xf32>)
^l4(%y: memref<3xf32>):
  %r = memref.load %y[%c0] : memref<3xf32>
  %ra = memref.load %a[%c0] : memref<3xf32>
  %s = arith.addf %r, %ra : f32
  return %s : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 3.0 : f32
  %r1 = call @g(%t, %t, %v) : (i1, i1, f32) -> f32
  vector.print %r1 : f32
  %r2 = call @g(%t, %f, %v) : (i1, i1, f32) -> f32
  vector.print %r2 : f32
  %r3 = call @g(%f, %t, %v) : (i1, i1, f32) -> f32
  vector.print %r3 : f32
  %r4 = call @g(%f, %f, %v) : (i1, i1, f32) -> f32
  vector.print %r4 : f32
  return
}
