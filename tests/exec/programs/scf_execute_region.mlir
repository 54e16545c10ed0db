// Covers: scf.execute_region with several blocks (a cf.cond_br inside the
// region) yielding a buffer from two different scf.yield terminators, one a
// fresh allocation and one allocated before the region.
func.func @region(%flag: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %outer = memref.alloc() : memref<2xf32>
  memref.store %v, %outer[%c0] : memref<2xf32>
  %r = scf.execute_region -> memref<2xf32> {
    cf.cond_br %flag, ^fresh, ^reuse
  ^fresh:
    %n = memref.alloc() : memref<2xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %n[%c0] : memref<2xf32>
    scf.yield %n : memref<2xf32>
  ^reuse:
    scf.yield %outer : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  %y = memref.load %outer[%c0] : memref<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 2.5 : f32
  %r1 = call @region(%t, %v) : (i1, f32) -> f32
  vector.print %r1 : f32
  %r2 = call @region(%f, %v) : (i1, f32) -> f32
  vector.print %r2 : f32
  return
}
