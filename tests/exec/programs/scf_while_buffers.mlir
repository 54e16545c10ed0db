// Covers: scf.while carrying a buffer through the before region (scf.condition
// forwards it) and the after region (allocates a bigger copy each trip), with
// a dynamic size that doubles.
func.func @grow(%limit: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc(%c1) : memref<?xf32>
  memref.store %one, %init[%c0] : memref<?xf32>
  %res:2 = scf.while (%buf = %init, %size = %c1) : (memref<?xf32>, index) -> (memref<?xf32>, index) {
    %go = arith.cmpi slt, %size, %limit : index
    scf.condition(%go) %buf, %size : memref<?xf32>, index
  } do {
  ^bb0(%b: memref<?xf32>, %s: index):
    %ns = arith.muli %s, %c2 : index
    %nb = memref.alloc(%ns) : memref<?xf32>
    scf.for %k = %c0 to %ns step %c1 {
      %src = arith.remui %k, %s : index
      %v = memref.load %b[%src] : memref<?xf32>
      %w = arith.addf %v, %one : f32
      memref.store %w, %nb[%k] : memref<?xf32>
    }
    scf.yield %nb, %ns : memref<?xf32>, index
  }
  %last = arith.subi %res#1, %c1 : index
  %x = memref.load %res#0[%last] : memref<?xf32>
  %sz = arith.index_cast %res#1 : index to i64
  %fsz = arith.sitofp %sz : i64 to f32
  %r = arith.addf %x, %fsz : f32
  return %r : f32
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %r1 = call @grow(%c1) : (index) -> f32
  vector.print %r1 : f32
  %r20 = call @grow(%c20) : (index) -> f32
  vector.print %r20 : f32
  return
}
