// Covers: cf.switch with a default and three cases; each case allocates a
// buffer of a different size (or forwards an alloca) into one block argument.
// Upstream-rejects: Terminators with more than one successor are not supported!
func.func @choose(%sel: i32, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<8xf32>
  memref.store %v, %a[%c0] : memref<8xf32>
  %dyn = memref.cast %a : memref<8xf32> to memref<?xf32>
  cf.switch %sel : i32, [
    default: ^join(%dyn : memref<?xf32>),
    0: ^case0,
    1: ^case1,
    7: ^case7
  ]
^case0:
  %b0 = memref.alloc() : memref<1xf32>
  %w0 = arith.addf %v, %v : f32
  memref.store %w0, %b0[%c0] : memref<1xf32>
  %d0 = memref.cast %b0 : memref<1xf32> to memref<?xf32>
  cf.br ^join(%d0 : memref<?xf32>)
^case1:
  %c3 = arith.constant 3 : index
  %b1 = memref.alloc(%c3) : memref<?xf32>
  %w1 = arith.mulf %v, %v : f32
  memref.store %w1, %b1[%c0] : memref<?xf32>
  cf.br ^join(%b1 : memref<?xf32>)
^case7:
  %b7 = memref.alloc() : memref<7xf32>
  %ten = arith.constant 10.0 : f32
  memref.store %ten, %b7[%c0] : memref<7xf32>
  %d7 = memref.cast %b7 : memref<7xf32> to memref<?xf32>
  cf.br ^join(%d7 : memref<?xf32>)
^join(%m: memref<?xf32>):
  %r = memref.load %m[%c0] : memref<?xf32>
  return %r : f32
}

func.func @main() {
  %v = arith.constant 4.0 : f32
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s5 = arith.constant 5 : i32
  %s7 = arith.constant 7 : i32
  %r0 = call @choose(%s0, %v) : (i32, f32) -> f32
  vector.print %r0 : f32
  %r1 = call @choose(%s1, %v) : (i32, f32) -> f32
  vector.print %r1 : f32
  %r5 = call @choose(%s5, %v) : (i32, f32) -> f32
  vector.print %r5 : f32
  %r7 = call @choose(%s7, %v) : (i32, f32) -> f32
  vector.print %r7 : f32
  return
}
