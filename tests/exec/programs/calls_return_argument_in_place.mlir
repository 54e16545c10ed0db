// Covers: private functions that fill their argument in place and return it,
// or a cast of it (what drop-equivalent-buffer-results rewrites: the calls
// then use their own buffer, and nothing is cloned at the returns), called
// once on a buffer of @main and once per iteration of a loop on a new buffer.
func.func private @fill(%buf: memref<4xf32>, %v: f32) -> memref<4xf32> {
  linalg.fill ins(%v : f32) outs(%buf : memref<4xf32>)
  return %buf : memref<4xf32>
}

func.func private @bump_first(%buf: memref<4xf32>, %k: f32) -> (memref<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %v = memref.load %buf[%c0] : memref<4xf32>
  %w = arith.addf %v, %k : f32
  memref.store %w, %buf[%c0] : memref<4xf32>
  %c = memref.cast %buf : memref<4xf32> to memref<?xf32>
  return %c, %w : memref<?xf32>, f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %two = arith.constant 2.0 : f32
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %r = call @fill(%a, %two) : (memref<4xf32>, f32) -> memref<4xf32>
  %s, %w = call @bump_first(%r, %one) : (memref<4xf32>, f32) -> (memref<?xf32>, f32)
  %v0 = memref.load %s[%c0] : memref<?xf32>
  %v1 = memref.load %a[%c1] : memref<4xf32>
  vector.print %v0 : f32
  vector.print %v1 : f32
  vector.print %w : f32
  scf.for %i = %c0 to %c3 step %c1 {
    %b = memref.alloc() : memref<4xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %rb = func.call @fill(%b, %fi) : (memref<4xf32>, f32) -> memref<4xf32>
    %sb, %wb = func.call @bump_first(%rb, %fi) : (memref<4xf32>, f32) -> (memref<?xf32>, f32)
    %x = memref.load %sb[%c1] : memref<?xf32>
    vector.print %x : f32
    vector.print %wb : f32
  }
  return
}
