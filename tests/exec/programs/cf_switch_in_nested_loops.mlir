// Covers: a cf.switch inside two nested cf loops whose back edges forward a
// function argument and the switch's merged buffer (found by the random
// program generator: the lowering of bufls' alloca_scope bookkeeping there).
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @f(%p: i1, %q: i1, %n: index, %arg: memref<4xf32>) {
  %c1 = arith.constant 0 : index
  %c2 = arith.constant 1 : index
  %c3 = arith.constant 1 : index
  cf.br ^head4(%c1, %arg : index, memref<4xf32>)
^head4(%li7: index, %lb8: memref<4xf32>):
  %go9 = arith.cmpi slt, %li7, %c3 : index
  cf.cond_br %go9, ^body5, ^exit6
^body5:
  %c10 = arith.constant 0 : index
  %c11 = arith.constant 1 : index
  %c12 = arith.constant 1 : index
  cf.br ^head13(%c10, %arg, %arg : index, memref<4xf32>, memref<4xf32>)
^head13(%li16: index, %lb17: memref<4xf32>, %lb18: memref<4xf32>):
  %go19 = arith.cmpi slt, %li16, %c12 : index
  cf.cond_br %go19, ^body14, ^exit15
^body14:
  %c20 = arith.constant 3 : index
  %rem21 = arith.remui %n, %c20 : index
  %sw22 = arith.index_cast %rem21 : index to i32
  cf.switch %sw22 : i32, [
    default: ^case25,
    0: ^case23,
    1: ^case24
  ]
^case23:
  %alloc28 = memref.alloc() : memref<4xf32>
  %cst29 = arith.constant 1.0 : f32
  linalg.fill ins(%cst29 : f32) outs(%alloc28 : memref<4xf32>)
  cf.br ^join26(%arg : memref<4xf32>)
^case24:
  %alloc30 = memref.alloc() : memref<4xf32>
  %cst31 = arith.constant 1.0 : f32
  linalg.fill ins(%cst31 : f32) outs(%alloc30 : memref<4xf32>)
  cf.br ^join26(%lb17 : memref<4xf32>)
^case25:
  %alloc32 = memref.alloc() : memref<4xf32>
  %cst33 = arith.constant 1.0 : f32
  linalg.fill ins(%cst33 : f32) outs(%alloc32 : memref<4xf32>)
  cf.br ^join26(%arg : memref<4xf32>)
^join26(%j27: memref<4xf32>):
  %ln34 = arith.addi %li16, %c11 : index
  cf.br ^head13(%ln34, %lb18, %j27 : index, memref<4xf32>, memref<4xf32>)
^exit15:
  %ln35 = arith.addi %li7, %c2 : index
  cf.br ^head4(%ln35, %lb8 : index, memref<4xf32>)
^exit6:
  %c36 = arith.constant 0 : index
  %sum37 = memref.load %arg[%c36] : memref<4xf32>
  %c38 = arith.constant 1 : index
  %sum39 = memref.load %arg[%c38] : memref<4xf32>
  %acc40 = arith.addf %sum37, %sum39 : f32
  %c41 = arith.constant 2 : index
  %sum42 = memref.load %arg[%c41] : memref<4xf32>
  %acc43 = arith.addf %acc40, %sum42 : f32
  %c44 = arith.constant 3 : index
  %sum45 = memref.load %arg[%c44] : memref<4xf32>
  %acc46 = arith.addf %acc43, %sum45 : f32
  %c47 = arith.constant 0 : index
  %sum48 = memref.load %lb8[%c47] : memref<4xf32>
  %acc49 = arith.addf %acc46, %sum48 : f32
  %c50 = arith.constant 1 : index
  %sum51 = memref.load %lb8[%c50] : memref<4xf32>
  %acc52 = arith.addf %acc49, %sum51 : f32
  %c53 = arith.constant 2 : index
  %sum54 = memref.load %lb8[%c53] : memref<4xf32>
  %acc55 = arith.addf %acc52, %sum54 : f32
  %c56 = arith.constant 3 : index
  %sum57 = memref.load %lb8[%c56] : memref<4xf32>
  %acc58 = arith.addf %acc55, %sum57 : f32
  vector.print %acc58 : f32
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %arg = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%arg : memref<4xf32>)
  call @f(%t, %f, %c0, %arg) : (i1, i1, index, memref<4xf32>) -> ()
  call @f(%f, %t, %c2, %arg) : (i1, i1, index, memref<4xf32>) -> ()
  call @f(%t, %t, %c3, %arg) : (i1, i1, index, memref<4xf32>) -> ()
  %a0 = memref.load %arg[%c0] : memref<4xf32>
  %a1 = memref.load %arg[%c1] : memref<4xf32>
  %s = arith.addf %a0, %a1 : f32
  vector.print %s : f32
  return
}

