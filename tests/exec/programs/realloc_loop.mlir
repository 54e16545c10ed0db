// Covers: memref.realloc of a loop-carried buffer in scf.for (geometric
// growth, like a vector push_back), then a shrinking realloc after the loop.
func.func @push(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc(%c1) : memref<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %init, %cap = %c1) -> (memref<?xf32>, index) {
    %full = arith.cmpi eq, %i, %cap : index
    %nb:2 = scf.if %full -> (memref<?xf32>, index) {
      %ncap = arith.muli %cap, %c2 : index
      %g = memref.realloc %buf(%ncap) : memref<?xf32> to memref<?xf32>
      scf.yield %g, %ncap : memref<?xf32>, index
    } else {
      scf.yield %buf, %cap : memref<?xf32>, index
    }
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    memref.store %fi, %nb#0[%i] : memref<?xf32>
    scf.yield %nb#0, %nb#1 : memref<?xf32>, index
  }
  %small = memref.realloc %r#0(%c2) : memref<?xf32> to memref<?xf32>
  %x = memref.load %small[%c1] : memref<?xf32>
  %capf = arith.index_cast %r#1 : index to i64
  %cf = arith.sitofp %capf : i64 to f32
  %s = arith.addf %x, %cf : f32
  return %s : f32
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c13 = arith.constant 13 : index
  %r2 = call @push(%c2) : (index) -> f32
  vector.print %r2 : f32
  %r13 = call @push(%c13) : (index) -> f32
  vector.print %r13 : f32
  return
}
