// Covers: cf.switch inside a cf loop (a state machine): several switch cases
// branch back to the loop header with a new buffer, the same buffer or a
// buffer allocated before the loop; a buffer is live across all of it.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @machine(%steps: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %log = memref.alloc() : memref<1xf32>
  %zero = arith.constant 0.0 : f32
  memref.store %zero, %log[%c0] : memref<1xf32>
  %b0 = memref.alloc() : memref<1xf32>
  memref.store %one, %b0[%c0] : memref<1xf32>
  %s0 = arith.constant 0 : i32
  cf.br ^head(%c0, %s0, %b0 : index, i32, memref<1xf32>)
^head(%i: index, %state: i32, %buf: memref<1xf32>):
  %go = arith.cmpi slt, %i, %steps : index
  %i1 = arith.addi %i, %c1 : index
  cf.cond_br %go, ^dispatch, ^exit
^dispatch:
  %v = memref.load %buf[%c0] : memref<1xf32>
  %l = memref.load %log[%c0] : memref<1xf32>
  %l1 = arith.addf %l, %v : f32
  memref.store %l1, %log[%c0] : memref<1xf32>
  %st1 = arith.constant 1 : i32
  %st2 = arith.constant 2 : i32
  cf.switch %state : i32, [
    default: ^head(%i1, %s0, %buf : index, i32, memref<1xf32>),
    0: ^grow,
    1: ^head(%i1, %st2, %buf : index, i32, memref<1xf32>),
    2: ^reset
  ]
^grow:
  %nb = memref.alloc() : memref<1xf32>
  %two = arith.constant 2.0 : f32
  %v2 = arith.mulf %v, %two : f32
  memref.store %v2, %nb[%c0] : memref<1xf32>
  cf.br ^head(%i1, %st1, %nb : index, i32, memref<1xf32>)
^reset:
  %rb = memref.alloc() : memref<1xf32>
  %v3 = arith.addf %v, %one : f32
  memref.store %v3, %rb[%c0] : memref<1xf32>
  cf.br ^head(%i1, %s0, %rb : index, i32, memref<1xf32>)
^exit:
  %f = memref.load %buf[%c0] : memref<1xf32>
  %g = memref.load %log[%c0] : memref<1xf32>
  %r = arith.addf %f, %g : f32
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %r0 = call @machine(%c0) : (index) -> f32
  vector.print %r0 : f32
  %r4 = call @machine(%c4) : (index) -> f32
  vector.print %r4 : f32
  %r9 = call @machine(%c9) : (index) -> f32
  vector.print %r9 : f32
  return
}
