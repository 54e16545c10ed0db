// Covers: alloca mixed with alloc: arith.select between an alloca and a heap
// buffer, an scf.if yielding one or the other, and a cf merge of both; only
// the heap buffers may be freed.
func.func @mix(%flag: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %stack = memref.alloca() : memref<2xf32>
  %heap = memref.alloc() : memref<2xf32>
  memref.store %v, %stack[%c0] : memref<2xf32>
  %v2 = arith.addf %v, %v : f32
  memref.store %v2, %heap[%c0] : memref<2xf32>
  %sel = arith.select %flag, %stack, %heap : memref<2xf32>
  %x = memref.load %sel[%c0] : memref<2xf32>
  %y = scf.if %flag -> (memref<2xf32>) {
    %h2 = memref.alloc() : memref<2xf32>
    memref.store %x, %h2[%c0] : memref<2xf32>
    scf.yield %h2 : memref<2xf32>
  } else {
    %s2 = memref.alloca() : memref<2xf32>
    %x3 = arith.mulf %x, %v : f32
    memref.store %x3, %s2[%c0] : memref<2xf32>
    scf.yield %s2 : memref<2xf32>
  }
  cf.cond_br %flag, ^a(%y : memref<2xf32>), ^a(%stack : memref<2xf32>)
^a(%z: memref<2xf32>):
  %r1 = memref.load %z[%c0] : memref<2xf32>
  %r2 = memref.load %y[%c0] : memref<2xf32>
  %r3 = memref.load %sel[%c0] : memref<2xf32>
  %s1 = arith.addf %r1, %r2 : f32
  %s2 = arith.addf %s1, %r3 : f32
  return %s2 : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 1.5 : f32
  %r1 = call @mix(%t, %v) : (i1, f32) -> f32
  vector.print %r1 : f32
  %r2 = call @mix(%f, %v) : (i1, f32) -> f32
  vector.print %r2 : f32
  return
}
