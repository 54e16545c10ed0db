// Covers: scf.for whose body yields either its iter_arg or a new allocation
// through a nested scf.if, two memref iter_args swapped every iteration
// (ping-pong buffers), and a per-iteration temporary.
func.func @pingpong(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<1xf32>
  %b = memref.alloc() : memref<1xf32>
  memref.store %one, %a[%c0] : memref<1xf32>
  memref.store %one, %b[%c0] : memref<1xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<1xf32>, memref<1xf32>) {
    %tmp = memref.alloc() : memref<1xf32>
    %vx = memref.load %x[%c0] : memref<1xf32>
    %vy = memref.load %y[%c0] : memref<1xf32>
    %s = arith.addf %vx, %vy : f32
    memref.store %s, %tmp[%c0] : memref<1xf32>
    %t = memref.load %tmp[%c0] : memref<1xf32>
    memref.store %t, %y[%c0] : memref<1xf32>
    %rem = arith.remui %i, %c3 : index
    %fresh = arith.cmpi eq, %rem, %c0 : index
    %nx = scf.if %fresh -> (memref<1xf32>) {
      %n1 = memref.alloc() : memref<1xf32>
      %v = memref.load %x[%c0] : memref<1xf32>
      %v2 = arith.addf %v, %one : f32
      memref.store %v2, %n1[%c0] : memref<1xf32>
      scf.yield %n1 : memref<1xf32>
    } else {
      scf.yield %x : memref<1xf32>
    }
    scf.yield %y, %nx : memref<1xf32>, memref<1xf32>
  }
  %p = memref.load %r#0[%c0] : memref<1xf32>
  %q = memref.load %r#1[%c0] : memref<1xf32>
  %res = arith.addf %p, %q : f32
  return %res : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %r0 = call @pingpong(%c0) : (index) -> f32
  vector.print %r0 : f32
  %r1 = call @pingpong(%c1) : (index) -> f32
  vector.print %r1 : f32
  %r7 = call @pingpong(%c7) : (index) -> f32
  vector.print %r7 : f32
  return
}
