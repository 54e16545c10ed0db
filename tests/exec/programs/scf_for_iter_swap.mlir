// Covers: scf.for with a memref iter_arg replaced by a fresh allocation every
// iteration (the previous one must die), and a second loop yielding the
// iter_arg back unchanged.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @iterate(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%zero : f32) outs(%init : memref<4xf32>)
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %init) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %cur[%j] : memref<4xf32>
      %w = arith.addf %v, %fi : f32
      memref.store %w, %next[%j] : memref<4xf32>
    }
    scf.yield %next : memref<4xf32>
  }
  %same = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %res) -> (memref<4xf32>) {
    %v = memref.load %cur[%c0] : memref<4xf32>
    %one = arith.constant 1.0 : f32
    %w = arith.addf %v, %one : f32
    memref.store %w, %cur[%c0] : memref<4xf32>
    scf.yield %cur : memref<4xf32>
  }
  %u = memref.cast %same : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  call @iterate(%c5) : (index) -> ()
  call @iterate(%c0) : (index) -> ()
  return
}
