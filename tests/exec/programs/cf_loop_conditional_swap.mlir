// Covers: a cf loop whose back edge forwards either the buffer it received or
// a fresh allocation, chosen per iteration (mixed ownership on a loop-carried
// block argument), plus an exit edge from the middle of the body.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @walk(%n: index, %stop: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %b0 = memref.alloc() : memref<2xf32>
  memref.store %zero, %b0[%c0] : memref<2xf32>
  memref.store %zero, %b0[%c1] : memref<2xf32>
  cf.br ^head(%c0, %b0 : index, memref<2xf32>)
^head(%i: index, %cur: memref<2xf32>):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit(%cur : memref<2xf32>)
^body:
  %early = arith.cmpi eq, %i, %stop : index
  cf.cond_br %early, ^exit(%cur : memref<2xf32>), ^step
^step:
  %rem = arith.remui %i, %c2 : index
  %even = arith.cmpi eq, %rem, %c0 : index
  %i1 = arith.addi %i, %c1 : index
  cf.cond_br %even, ^fresh, ^head(%i1, %cur : index, memref<2xf32>)
^fresh:
  %nb = memref.alloc() : memref<2xf32>
  %v = memref.load %cur[%c0] : memref<2xf32>
  %ii = arith.index_cast %i : index to i64
  %fi = arith.sitofp %ii : i64 to f32
  %w = arith.addf %v, %fi : f32
  memref.store %w, %nb[%c0] : memref<2xf32>
  %u = memref.load %cur[%c1] : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %u1 = arith.addf %u, %one : f32
  memref.store %u1, %nb[%c1] : memref<2xf32>
  cf.br ^head(%i1, %nb : index, memref<2xf32>)
^exit(%res: memref<2xf32>):
  %r0 = memref.load %res[%c0] : memref<2xf32>
  %r1 = memref.load %res[%c1] : memref<2xf32>
  %r = arith.addf %r0, %r1 : f32
  return %r : f32
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c100 = arith.constant 100 : index
  %r1 = call @walk(%c6, %c100) : (index, index) -> f32
  vector.print %r1 : f32
  %r2 = call @walk(%c6, %c3) : (index, index) -> f32
  vector.print %r2 : f32
  return
}
