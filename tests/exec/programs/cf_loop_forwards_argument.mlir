// Covers: a cf loop whose back edge forwards a function argument (not owned)
// in the loop-carried block argument while the body allocates a temporary
// that dies in the same iteration (found by the random program generator).
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @f(%n: index, %arg: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %arg : index, memref<4xf32>)
^head(%i: index, %cur: memref<4xf32>):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %tmp = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%tmp : memref<4xf32>)
  %t = memref.load %tmp[%c1] : memref<4xf32>
  %v = memref.load %arg[%c0] : memref<4xf32>
  %w = arith.addf %v, %t : f32
  memref.store %w, %arg[%c0] : memref<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %arg : index, memref<4xf32>)
^exit:
  %r = memref.load %cur[%c0] : memref<4xf32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two : f32) outs(%a : memref<4xf32>)
  %r0 = call @f(%c0, %a) : (index, memref<4xf32>) -> f32
  vector.print %r0 : f32
  %r3 = call @f(%c3, %a) : (index, memref<4xf32>) -> f32
  vector.print %r3 : f32
  return
}
