// Covers: scf.if yielding a pool buffer from one branch and a heap buffer
// from the other, and an scf.for whose iter_arg starts as a heap buffer and
// is replaced by pool buffers (mixed resources through region results).
func.func @branchy(%flag: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.if %flag -> (memref<?xf32>) {
    %p = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
    linalg.fill ins(%one : f32) outs(%p : memref<?xf32>)
    scf.yield %p : memref<?xf32>
  } else {
    %h = memref.alloc(%n) : memref<?xf32>
    %two = arith.constant 2.0 : f32
    linalg.fill ins(%two : f32) outs(%h : memref<?xf32>)
    scf.yield %h : memref<?xf32>
  }
  %init = memref.alloc(%n) : memref<?xf32>
  memref.copy %r, %init : memref<?xf32> to memref<?xf32>
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> (memref<?xf32>) {
    %nx = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %cur[%j] : memref<?xf32>
      %w = arith.addf %v, %one : f32
      memref.store %w, %nx[%j] : memref<?xf32>
    }
    scf.yield %nx : memref<?xf32>
  }
  %x = memref.load %loop[%c0] : memref<?xf32>
  %y = memref.load %r[%c0] : memref<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r1 = call @branchy(%t, %c4) : (i1, index) -> f32
  vector.print %r1 : f32
  %r2 = call @branchy(%f, %c4) : (i1, index) -> f32
  vector.print %r2 : f32
  return
}
