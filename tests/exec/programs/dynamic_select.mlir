// Covers: arith.select between two dynamically sized allocations (both must
// be freed whichever is selected), a select of a buffer with itself, and a
// select feeding an scf.for iter_arg.
func.func @pick(%flag: i1, %n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%m) : memref<?xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<?xf32>)
  %s = arith.select %flag, %a, %b : memref<?xf32>
  %same = arith.select %flag, %s, %s : memref<?xf32>
  %len = memref.dim %same, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %len step %c1 iter_args(%cur = %same) -> (memref<?xf32>) {
    %nx = memref.alloc(%len) : memref<?xf32>
    scf.for %j = %c0 to %len step %c1 {
      %v = memref.load %cur[%j] : memref<?xf32>
      %w = arith.addf %v, %one : f32
      memref.store %w, %nx[%j] : memref<?xf32>
    }
    scf.yield %nx : memref<?xf32>
  }
  %last = arith.subi %len, %c1 : index
  %x = memref.load %r[%last] : memref<?xf32>
  %lf = arith.index_cast %len : index to i64
  %lff = arith.sitofp %lf : i64 to f32
  %res = arith.addf %x, %lff : f32
  return %res : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %r1 = call @pick(%t, %c3, %c5) : (i1, index, index) -> f32
  vector.print %r1 : f32
  %r2 = call @pick(%f, %c3, %c5) : (i1, index, index) -> f32
  vector.print %r2 : f32
  return
}
