// Covers: a private function that returns either its argument or a new
// allocation (the ABI forces a copy of the argument, or dynamic ownership),
// and a private function returning a view of its argument's copy.
func.func private @maybe_copy(%flag: i1, %src: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %flag -> (memref<4xf32>) {
    %n = memref.alloc() : memref<4xf32>
    memref.copy %src, %n : memref<4xf32> to memref<4xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %n[%c0] : memref<4xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %n[%c0] : memref<4xf32>
    scf.yield %n : memref<4xf32>
  } else {
    scf.yield %src : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %t = arith.constant true
  %f = arith.constant false
  %three = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%three : f32) outs(%a : memref<4xf32>)
  %x = call @maybe_copy(%t, %a) : (i1, memref<4xf32>) -> memref<4xf32>
  %y = call @maybe_copy(%f, %a) : (i1, memref<4xf32>) -> memref<4xf32>
  %z = call @maybe_copy(%t, %y) : (i1, memref<4xf32>) -> memref<4xf32>
  %vx = memref.load %x[%c0] : memref<4xf32>
  %vy = memref.load %y[%c0] : memref<4xf32>
  %vz = memref.load %z[%c0] : memref<4xf32>
  vector.print %vx : f32
  vector.print %vy : f32
  vector.print %vz : f32
  return
}
