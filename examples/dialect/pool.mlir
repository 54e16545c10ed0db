// Buffers of the acme pool (acme.td, listed in bufls.toml): bufls reads the
// ops' syntax and their pool resource from the .td file.

// A leak: the early exit returns without giving %buf back to the pool.
func.func @leak_on_early_exit(%n: index, %too_big: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %buf = acme.pool_alloc(%n) : memref<?xf32>
  cf.cond_br %too_big, ^bail, ^work
^bail:
  return %zero : f32
^work:
  acme.fill %zero, %buf : f32, memref<?xf32>
  %v = memref.load %buf[%c0] : memref<?xf32>
  acme.pool_free %buf : memref<?xf32>
  return %v : f32
}

// A double free: %tmp goes back to the pool twice when %ok is false.
func.func @double_free(%n: index, %ok: i1) {
  %one = arith.constant 1.0 : f32
  %tmp = acme.pool_alloc(%n) : memref<?xf32>
  acme.fill %one, %tmp : f32, memref<?xf32>
  acme.pool_free %tmp : memref<?xf32>
  cf.cond_br %ok, ^done, ^error
^error:
  acme.pool_free %tmp : memref<?xf32>
  cf.br ^done
^done:
  return
}

// Right: every path gives the buffer back once.
func.func @scratch(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %s = acme.pool_alloc(%n) : memref<?xf32>
  acme.fill %two, %s : f32, memref<?xf32>
  %v = memref.load %s[%c0] : memref<?xf32>
  acme.pool_free %s : memref<?xf32>
  return %v : f32
}
