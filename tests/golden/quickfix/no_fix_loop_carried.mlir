// BUF001 of loop-carried buffers: each iteration's buffer is yielded: no single free fixes it without a use after free, so no quick fix is offered.
func.func @smooth(%src: memref<64xf32>, %steps: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = memref.alloc() : memref<64xf32>
  memref.copy %src, %first : memref<64xf32> to memref<64xf32>
  %last = scf.for %s = %c0 to %steps step %c1 iter_args(%cur = %first) -> (memref<64xf32>) {
    %next = memref.alloc() : memref<64xf32>
    memref.copy %cur, %next : memref<64xf32> to memref<64xf32>
    scf.yield %next : memref<64xf32>
  }
  %r = memref.load %last[%c0] : memref<64xf32>
  memref.dealloc %first : memref<64xf32>
  return %r : f32
}

func.func @frees() {
  %b = memref.alloc() : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  return
}
// fixed: none
