// Covers: two nested cf loops; the outer one carries a buffer replaced every
// outer iteration, the inner one carries its own buffer and allocates per
// iteration, and the inner result flows out of the inner loop into the outer.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @nest(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %o0 = memref.alloc() : memref<1xf32>
  memref.store %one, %o0[%c0] : memref<1xf32>
  cf.br ^outer(%c0, %o0 : index, memref<1xf32>)
^outer(%i: index, %ob: memref<1xf32>):
  %ci = arith.cmpi slt, %i, %n : index
  cf.cond_br %ci, ^outer_body, ^done
^outer_body:
  %i0 = memref.alloc() : memref<1xf32>
  %ov = memref.load %ob[%c0] : memref<1xf32>
  memref.store %ov, %i0[%c0] : memref<1xf32>
  cf.br ^inner(%c0, %i0 : index, memref<1xf32>)
^inner(%j: index, %ib: memref<1xf32>):
  %cj = arith.cmpi slt, %j, %m : index
  cf.cond_br %cj, ^inner_body, ^inner_done
^inner_body:
  %nb = memref.alloc() : memref<1xf32>
  %iv = memref.load %ib[%c0] : memref<1xf32>
  %d = arith.addf %iv, %iv : f32
  memref.store %d, %nb[%c0] : memref<1xf32>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1, %nb : index, memref<1xf32>)
^inner_done:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1, %ib : index, memref<1xf32>)
^done:
  %r = memref.load %ob[%c0] : memref<1xf32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r1 = call @nest(%c2, %c3) : (index, index) -> f32
  vector.print %r1 : f32
  %r2 = call @nest(%c3, %c0) : (index, index) -> f32
  vector.print %r2 : f32
  %r3 = call @nest(%c0, %c3) : (index, index) -> f32
  vector.print %r3 : f32
  return
}
