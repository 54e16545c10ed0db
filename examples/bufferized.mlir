// Output of one-shot bufferization before any deallocation was inserted:
// buffers are allocated but never freed.  bufls --check reports BUF201
// (deallocation missing) and its code action / `bufls --fix` apply the
// buffer-deallocation pipeline, like
//   mlir-opt --buffer-deallocation-pipeline bufferized.mlir

// Running prefix sum into a fresh buffer that is returned to the caller:
// ownership of %out moves out of the function.
func.func @prefix_sum(%in: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %in, %c0 : memref<?xf32>
  %out = memref.alloc(%n) : memref<?xf32>
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %in[%i] : memref<?xf32>
    %s = arith.addf %acc, %x : f32
    memref.store %s, %out[%i] : memref<?xf32>
    scf.yield %s : f32
  }
  return %out : memref<?xf32>
}

// A temporary that dies inside the function, and an scf.if that yields
// either a new buffer or the argument: the pipeline has to free %tmp and
// decide at run time whether the result is owned.
func.func @select_or_copy(%arg: memref<8xf32>, %copy: i1) -> memref<8xf32> {
  %tmp = memref.alloc() : memref<8xf32>
  memref.copy %arg, %tmp : memref<8xf32> to memref<8xf32>
  %r = scf.if %copy -> (memref<8xf32>) {
    %fresh = memref.alloc() : memref<8xf32>
    memref.copy %tmp, %fresh : memref<8xf32> to memref<8xf32>
    scf.yield %fresh : memref<8xf32>
  } else {
    scf.yield %arg : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// A loop that swaps ping-pong buffers: each iteration allocates the next
// buffer and the previous one must be freed once it is no longer needed.
func.func @smooth(%src: memref<64xf32>, %steps: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %half = arith.constant 0.5 : f32
  %first = memref.alloc() : memref<64xf32>
  memref.copy %src, %first : memref<64xf32> to memref<64xf32>
  %last = scf.for %s = %c0 to %steps step %c1 iter_args(%cur = %first) -> (memref<64xf32>) {
    %next = memref.alloc() : memref<64xf32>
    scf.for %i = %c0 to %c64 step %c1 {
      %v = memref.load %cur[%i] : memref<64xf32>
      %w = arith.mulf %v, %half : f32
      memref.store %w, %next[%i] : memref<64xf32>
    }
    scf.yield %next : memref<64xf32>
  }
  %r = memref.load %last[%c0] : memref<64xf32>
  return %r : f32
}
