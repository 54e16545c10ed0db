// Covers: a cf loop where a buffer allocated before the loop is live across
// the back edge (used in the body and after the loop, never passed), and a
// temporary allocated in each iteration is not passed along.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @sum(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<1xf32>
  memref.store %zero, %acc[%c0] : memref<1xf32>
  cf.br ^head(%c0 : index)
^head(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %tmp = memref.alloc(%n) : memref<?xf32>
  %ii = arith.index_cast %i : index to i64
  %fi = arith.sitofp %ii : i64 to f32
  memref.store %fi, %tmp[%i] : memref<?xf32>
  %t = memref.load %tmp[%i] : memref<?xf32>
  %a = memref.load %acc[%c0] : memref<1xf32>
  %s = arith.addf %a, %t : f32
  memref.store %s, %acc[%c0] : memref<1xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1 : index)
^exit:
  %r = memref.load %acc[%c0] : memref<1xf32>
  return %r : f32
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %r4 = call @sum(%c4) : (index) -> f32
  vector.print %r4 : f32
  %r7 = call @sum(%c7) : (index) -> f32
  vector.print %r7 : f32
  return
}
