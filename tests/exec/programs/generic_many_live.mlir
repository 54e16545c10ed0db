// Covers: many buffers live at once with unknown aliasing (function arguments
// and allocations merged through a cf diamond and scf.if): the deallocations
// involve several memrefs and retained values at once, which upstream lowers
// with its generic helper and heap bookkeeping arrays.
func.func @churn(%flag: i1, %x: memref<4xf32>, %y: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %x, %a : memref<4xf32> to memref<4xf32>
  memref.copy %y, %b : memref<4xf32> to memref<4xf32>
  cf.cond_br %flag, ^l(%a, %x : memref<4xf32>, memref<4xf32>), ^l(%y, %b : memref<4xf32>, memref<4xf32>)
^l(%p: memref<4xf32>, %q: memref<4xf32>):
  %c = memref.alloc() : memref<4xf32>
  %vp = memref.load %p[%c0] : memref<4xf32>
  %vq = memref.load %q[%c0] : memref<4xf32>
  %s = arith.addf %vp, %vq : f32
  linalg.fill ins(%s : f32) outs(%c : memref<4xf32>)
  %r = scf.if %flag -> (memref<4xf32>) {
    scf.yield %c : memref<4xf32>
  } else {
    scf.yield %p : memref<4xf32>
  }
  %va = memref.load %a[%c0] : memref<4xf32>
  %vb = memref.load %b[%c0] : memref<4xf32>
  %t = arith.addf %va, %vb : f32
  %c1 = arith.constant 1 : index
  memref.store %t, %r[%c1] : memref<4xf32>
  return %r : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %ten = arith.constant 10.0 : f32
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<4xf32>)
  linalg.fill ins(%ten : f32) outs(%y : memref<4xf32>)
  %r1 = call @churn(%t, %x, %y) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %r2 = call @churn(%f, %x, %y) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %r3 = call @churn(%f, %r1, %r2) : (i1, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  %a0 = memref.load %r1[%c0] : memref<4xf32>
  %a1 = memref.load %r1[%c1] : memref<4xf32>
  %b0 = memref.load %r2[%c0] : memref<4xf32>
  %b1 = memref.load %r2[%c1] : memref<4xf32>
  %d0 = memref.load %r3[%c0] : memref<4xf32>
  %d1 = memref.load %r3[%c1] : memref<4xf32>
  vector.print %a0 : f32
  vector.print %a1 : f32
  vector.print %b0 : f32
  vector.print %b1 : f32
  vector.print %d0 : f32
  vector.print %d1 : f32
  return
}
