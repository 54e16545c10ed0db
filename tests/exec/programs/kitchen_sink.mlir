// Covers: everything at once: a cf loop with a cf.switch dispatching to a
// pool allocation, a heap allocation through a call, a reshaped view and an
// alloca, with an scf.for nested in one case and a printMemrefF32 at the end.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func private @fresh(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}

func.func @sink(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %start = call @fresh(%one) : (f32) -> memref<4xf32>
  cf.br ^head(%c0, %start : index, memref<4xf32>)
^head(%i: index, %cur: memref<4xf32>):
  %go = arith.cmpi slt, %i, %n : index
  %i1 = arith.addi %i, %c1 : index
  %v = memref.load %cur[%c0] : memref<4xf32>
  cf.cond_br %go, ^dispatch, ^exit
^dispatch:
  %sel = arith.remui %i, %c4 : index
  %s32 = arith.index_cast %sel : index to i32
  cf.switch %s32 : i32, [
    default: ^stack,
    0: ^pool,
    1: ^heap,
    2: ^view
  ]
^pool:
  %p = "acme.pool_alloc"() : () -> memref<4xf32>
  scf.for %k = %c0 to %c4 step %c1 {
    %x = memref.load %cur[%k] : memref<4xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %p[%k] : memref<4xf32>
  }
  cf.br ^head(%i1, %p : index, memref<4xf32>)
^heap:
  %two = arith.constant 2.0 : f32
  %w = arith.mulf %v, %two : f32
  %h = call @fresh(%w) : (f32) -> memref<4xf32>
  cf.br ^head(%i1, %h : index, memref<4xf32>)
^view:
  %flat = memref.alloc() : memref<2x2xf32>
  %three = arith.constant 3.0 : f32
  %w3 = arith.addf %v, %three : f32
  linalg.fill ins(%w3 : f32) outs(%flat : memref<2x2xf32>)
  %c = memref.collapse_shape %flat [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  cf.br ^head(%i1, %c : index, memref<4xf32>)
^stack:
  %s = memref.alloca() : memref<4xf32>
  memref.copy %cur, %s : memref<4xf32> to memref<4xf32>
  %h2 = call @fresh(%v) : (f32) -> memref<4xf32>
  %x0 = memref.load %s[%c1] : memref<4xf32>
  memref.store %x0, %h2[%c1] : memref<4xf32>
  cf.br ^head(%i1, %h2 : index, memref<4xf32>)
^exit:
  %u = memref.cast %cur : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  call @sink(%c0) : (index) -> ()
  call @sink(%c3) : (index) -> ()
  call @sink(%c9) : (index) -> ()
  return
}
