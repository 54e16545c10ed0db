// Covers: a recursive function that returns a buffer built from the buffer
// its recursive call returned (one allocation per level), and a recursive
// function that only reads a buffer allocated by its caller.
func.func @prefix(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %base = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %base -> (memref<?xf32>) {
    %e = memref.alloc(%c1) : memref<?xf32>
    %z = arith.constant 0.0 : f32
    memref.store %z, %e[%c0] : memref<?xf32>
    scf.yield %e : memref<?xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %prev = func.call @prefix(%m) : (index) -> memref<?xf32>
    %len = arith.addi %n, %c1 : index
    %cur = memref.alloc(%len) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %v = memref.load %prev[%i] : memref<?xf32>
      memref.store %v, %cur[%i] : memref<?xf32>
    }
    %last = memref.load %prev[%m] : memref<?xf32>
    %nn = arith.index_cast %n : index to i64
    %fn = arith.sitofp %nn : i64 to f32
    %s = arith.addf %last, %fn : f32
    memref.store %s, %cur[%n] : memref<?xf32>
    scf.yield %cur : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @sum_down(%buf: memref<?xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %i, %c0 : index
  cf.cond_br %done, ^leaf, ^rec
^leaf:
  %v0 = memref.load %buf[%c0] : memref<?xf32>
  return %v0 : f32
^rec:
  %j = arith.subi %i, %c1 : index
  %rest = call @sum_down(%buf, %j) : (memref<?xf32>, index) -> f32
  %v = memref.load %buf[%i] : memref<?xf32>
  %s = arith.addf %rest, %v : f32
  return %s : f32
}

func.func @main() {
  %c6 = arith.constant 6 : index
  %p = call @prefix(%c6) : (index) -> memref<?xf32>
  %s = call @sum_down(%p, %c6) : (memref<?xf32>, index) -> f32
  vector.print %s : f32
  return
}
