// Covers: memref.realloc of a buffer carried around a cf loop (a growing
// array filled one element per iteration), realloc and cf back edges together.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @fill(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc(%c1) : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  memref.store %zero, %init[%c0] : memref<?xf32>
  cf.br ^head(%c1, %init : index, memref<?xf32>)
^head(%len: index, %buf: memref<?xf32>):
  %go = arith.cmpi slt, %len, %n : index
  cf.cond_br %go, ^grow, ^done
^grow:
  %nl = arith.addi %len, %c1 : index
  %nb = memref.realloc %buf(%nl) : memref<?xf32> to memref<?xf32>
  %prev = arith.subi %len, %c1 : index
  %pv = memref.load %nb[%prev] : memref<?xf32>
  %li = arith.index_cast %len : index to i64
  %lf = arith.sitofp %li : i64 to f32
  %nv = arith.addf %pv, %lf : f32
  memref.store %nv, %nb[%len] : memref<?xf32>
  cf.br ^head(%nl, %nb : index, memref<?xf32>)
^done:
  %last = arith.subi %len, %c1 : index
  %r = memref.load %buf[%last] : memref<?xf32>
  return %r : f32
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r1 = call @fill(%c1) : (index) -> f32
  vector.print %r1 : f32
  %r10 = call @fill(%c10) : (index) -> f32
  vector.print %r10 : f32
  return
}
