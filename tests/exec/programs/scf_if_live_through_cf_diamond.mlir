// Covers: a buffer yielded by scf.if (an allocation on one side, the
// argument on the other) that stays live through a following cf diamond
// without being passed as a block argument (found by the random program
// generator: upstream 22.1.8 frees it before the branch).
// Upstream-miscompiles: use after free: the scf.if result is freed before the cf.cond_br
func.func @f(%p: i1, %arg: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %r = scf.if %p -> (memref<4xf32>) {
    scf.yield %arg : memref<4xf32>
  } else {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  }
  cf.cond_br %p, ^left, ^right
^left:
  %two = arith.constant 2.0 : f32
  vector.print %two : f32
  cf.br ^join
^right:
  %three = arith.constant 3.0 : f32
  vector.print %three : f32
  cf.br ^join
^join:
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %five = arith.constant 5.0 : f32
  %arg = memref.alloc() : memref<4xf32>
  linalg.fill ins(%five : f32) outs(%arg : memref<4xf32>)
  %r1 = call @f(%t, %arg) : (i1, memref<4xf32>) -> f32
  vector.print %r1 : f32
  %r2 = call @f(%f, %arg) : (i1, memref<4xf32>) -> f32
  vector.print %r2 : f32
  return
}
