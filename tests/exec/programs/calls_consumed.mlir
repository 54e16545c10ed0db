// Covers: bufls.consumed parameters: the callee takes ownership and frees
// the buffer; the caller hands over a fresh buffer it no longer uses as is,
// clones one it still reads afterwards, and clones an argument it does not
// own; a consumed buffer handed on to a second consumer. (Upstream, which
// does not know the convention, frees them all in the callers instead.)
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @show(%a: memref<?xf32>) {
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @sink(%a: memref<?xf32> {bufls.consumed}) {
  call @show(%a) : (memref<?xf32>) -> ()
  return
}

func.func @relay(%a: memref<?xf32> {bufls.consumed}, %k: f32) {
  %c0 = arith.constant 0 : index
  memref.store %k, %a[%c0] : memref<?xf32>
  call @sink(%a) : (memref<?xf32>) -> ()
  return
}

func.func @fill(%out: memref<?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
  memref.copy %a, %out : memref<?xf32> to memref<?xf32>
  call @sink(%out) : (memref<?xf32>) -> ()
  call @sink(%a) : (memref<?xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc(%c4) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  call @relay(%a, %two) : (memref<?xf32>, f32) -> ()
  %b = memref.alloc(%c4) : memref<?xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<?xf32>)
  call @sink(%b) : (memref<?xf32>) -> ()
  %x = memref.load %b[%c0] : memref<?xf32>
  %c = memref.alloc(%c4) : memref<?xf32>
  linalg.fill ins(%x : f32) outs(%c : memref<?xf32>)
  call @fill(%c, %c4, %x) : (memref<?xf32>, index, f32) -> ()
  call @show(%c) : (memref<?xf32>) -> ()
  return
}
