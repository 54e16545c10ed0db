// Covers: an unstructured cf loop (back edge) carrying a buffer in a block
// argument; every iteration allocates the next buffer, the previous one dies.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @run(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<1xf32>
  memref.store %zero, %init[%c0] : memref<1xf32>
  cf.br ^head(%c0, %init : index, memref<1xf32>)
^head(%i: index, %cur: memref<1xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %next = memref.alloc() : memref<1xf32>
  %v = memref.load %cur[%c0] : memref<1xf32>
  %ii = arith.index_cast %i : index to i64
  %fi = arith.sitofp %ii : i64 to f32
  %w = arith.addf %v, %fi : f32
  memref.store %w, %next[%c0] : memref<1xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %next : index, memref<1xf32>)
^exit:
  %r = memref.load %cur[%c0] : memref<1xf32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %r0 = call @run(%c0) : (index) -> f32
  vector.print %r0 : f32
  %r5 = call @run(%c5) : (index) -> f32
  vector.print %r5 : f32
  return
}
