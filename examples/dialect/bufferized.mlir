// Pool buffers with no frees yet (as bufferization leaves them): bufls
// --check says deallocation is missing (BUF201), and
//   bufls opt --buffer-deallocation-pipeline bufferized.mlir
// gives each buffer back with acme.pool_free, the free op of its resource
// (MemFree<AcmePool> in acme.td).

// A scratch buffer that dies in the function: freed after its last use.
func.func @scratch(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %two = arith.constant 2.0 : f32
  %s = acme.pool_alloc(%n) : memref<?xf32>
  acme.fill %two, %s : f32, memref<?xf32>
  %v = memref.load %s[%c0] : memref<?xf32>
  return %v : f32
}

// Ping-pong buffers: each step takes a new one from the pool and the
// previous one goes back once it is read.
func.func @smooth(%steps: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %half = arith.constant 0.5 : f32
  %first = acme.pool_alloc(%c64) : memref<?xf32>
  acme.fill %half, %first : f32, memref<?xf32>
  %last = scf.for %i = %c0 to %steps step %c1 iter_args(%cur = %first) -> (memref<?xf32>) {
    %next = acme.pool_alloc(%c64) : memref<?xf32>
    %v = memref.load %cur[%c0] : memref<?xf32>
    %w = arith.mulf %v, %half : f32
    acme.fill %w, %next : f32, memref<?xf32>
    scf.yield %next : memref<?xf32>
  }
  %r = memref.load %last[%c0] : memref<?xf32>
  return %r : f32
}
