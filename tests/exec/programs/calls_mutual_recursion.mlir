// Covers: two private mutually recursive functions passing a buffer down and
// returning a new one up (or the received one at the bottom), with cf
// branches in one and scf.if in the other.
func.func private @ping(%n: index, %b: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %stop = arith.cmpi eq, %n, %c0 : index
  cf.cond_br %stop, ^bottom, ^down
^bottom:
  return %b : memref<2xf32>
^down:
  %m = arith.subi %n, %c1 : index
  %nb = memref.alloc() : memref<2xf32>
  %v = memref.load %b[%c0] : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %w = arith.addf %v, %one : f32
  memref.store %w, %nb[%c0] : memref<2xf32>
  %r = call @pong(%m, %nb) : (index, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

func.func private @pong(%n: index, %b: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %stop = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %stop -> (memref<2xf32>) {
    scf.yield %b : memref<2xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %nb = memref.alloc() : memref<2xf32>
    %v = memref.load %b[%c0] : memref<2xf32>
    %two = arith.constant 2.0 : f32
    %w = arith.mulf %v, %two : f32
    memref.store %w, %nb[%c0] : memref<2xf32>
    %rr = func.call @ping(%m, %nb) : (index, memref<2xf32>) -> memref<2xf32>
    scf.yield %rr : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %b[%c0] : memref<2xf32>
  %r = call @ping(%c5, %b) : (index, memref<2xf32>) -> memref<2xf32>
  %x = memref.load %r[%c0] : memref<2xf32>
  vector.print %x : f32
  %r0 = call @ping(%c0, %b) : (index, memref<2xf32>) -> memref<2xf32>
  %y = memref.load %r0[%c0] : memref<2xf32>
  vector.print %y : f32
  return
}
