// Covers: memref.realloc growing a static and a dynamic buffer; the old
// contents survive, the new tail is written before being read.
func.func @grow(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    memref.store %fi, %a[%i] : memref<?xf32>
  }
  %b = memref.realloc %a(%m) : memref<?xf32> to memref<?xf32>
  %ten = arith.constant 10.0 : f32
  scf.for %i = %n to %m step %c1 {
    memref.store %ten, %b[%i] : memref<?xf32>
  }
  %s = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%s : memref<2xf32>)
  %t = memref.realloc %s : memref<2xf32> to memref<5xf32>
  %c4 = arith.constant 4 : index
  memref.store %ten, %t[%c4] : memref<5xf32>
  %last = arith.subi %m, %c1 : index
  %pre = arith.subi %n, %c1 : index
  %x = memref.load %b[%last] : memref<?xf32>
  %y = memref.load %b[%pre] : memref<?xf32>
  %z = memref.load %t[%c1] : memref<5xf32>
  %w = memref.load %t[%c4] : memref<5xf32>
  %s1 = arith.addf %x, %y : f32
  %s2 = arith.addf %s1, %z : f32
  %s3 = arith.addf %s2, %w : f32
  return %s3 : f32
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %r = call @grow(%c3, %c9) : (index, index) -> f32
  vector.print %r : f32
  return
}
