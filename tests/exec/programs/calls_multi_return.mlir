// Covers: a public function with three return sites in different blocks,
// returning a fresh allocation, its argument, or a subview of a fresh
// allocation; the caller frees what it owns and reads everything.
func.func @route(%sel: index, %arg: memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %five = arith.constant 5.0 : f32
  %is0 = arith.cmpi eq, %sel, %c0 : index
  cf.cond_br %is0, ^fresh, ^not0
^fresh:
  %a = memref.alloc(%c4) : memref<?xf32>
  linalg.fill ins(%five : f32) outs(%a : memref<?xf32>)
  %ac = memref.cast %a : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %ac : memref<?xf32, strided<[1], offset: ?>>
^not0:
  %is1 = arith.cmpi eq, %sel, %c1 : index
  cf.cond_br %is1, ^same, ^view
^same:
  %argc = memref.cast %arg : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %argc : memref<?xf32, strided<[1], offset: ?>>
^view:
  %b = memref.alloc(%c4) : memref<?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    memref.store %fi, %b[%i] : memref<?xf32>
  }
  %c2 = arith.constant 2 : index
  %sv = memref.subview %b[%c1] [%c2] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %sv : memref<?xf32, strided<[1], offset: ?>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %seven = arith.constant 7.0 : f32
  %arg = memref.alloc(%c3) : memref<?xf32>
  linalg.fill ins(%seven : f32) outs(%arg : memref<?xf32>)
  %r0 = call @route(%c0, %arg) : (index, memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>>
  %r1 = call @route(%c1, %arg) : (index, memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>>
  %r2 = call @route(%c2, %arg) : (index, memref<?xf32>) -> memref<?xf32, strided<[1], offset: ?>>
  %x0 = memref.load %r0[%c0] : memref<?xf32, strided<[1], offset: ?>>
  %x1 = memref.load %r1[%c0] : memref<?xf32, strided<[1], offset: ?>>
  %x2 = memref.load %r2[%c1] : memref<?xf32, strided<[1], offset: ?>>
  vector.print %x0 : f32
  vector.print %x1 : f32
  vector.print %x2 : f32
  return
}
