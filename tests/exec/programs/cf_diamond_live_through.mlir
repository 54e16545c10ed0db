// Covers: a cf diamond where a buffer allocated before the branch is live in
// the join without being passed, one branch passes a heap buffer and the other
// an alloca to the same block argument (alloca mixed with alloc).
func.func @f(%flag: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %acc[%i] : memref<?xf32>
  }
  cf.cond_br %flag, ^a, ^b
^a:
  %t = memref.alloc() : memref<4xf32>
  %two = arith.constant 2.0 : f32
  memref.store %two, %t[%c0] : memref<4xf32>
  %x = memref.load %t[%c0] : memref<4xf32>
  memref.store %x, %acc[%c0] : memref<?xf32>
  cf.br ^j(%t : memref<4xf32>)
^b:
  %s = memref.alloca() : memref<4xf32>
  %three = arith.constant 3.0 : f32
  memref.store %three, %s[%c0] : memref<4xf32>
  cf.br ^j(%s : memref<4xf32>)
^j(%m: memref<4xf32>):
  %y = memref.load %m[%c0] : memref<4xf32>
  %last = arith.subi %n, %c1 : index
  %z = memref.load %acc[%c0] : memref<?xf32>
  %w = memref.load %acc[%last] : memref<?xf32>
  %s1 = arith.addf %y, %z : f32
  %s2 = arith.addf %s1, %w : f32
  return %s2 : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.constant 5 : index
  %r1 = call @f(%t, %n) : (i1, index) -> f32
  vector.print %r1 : f32
  %r2 = call @f(%f, %n) : (i1, index) -> f32
  vector.print %r2 : f32
  return
}
