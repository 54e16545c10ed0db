// Covers: calls of public functions: one returns a new buffer (ownership
// passes to the caller), one takes a buffer and returns a new one, chained;
// arguments stay owned by the caller.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @make(%n: index, %v: f32) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
  return %a : memref<?xf32>
}

func.func @scale(%src: memref<?xf32>, %k: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %src, %c0 : memref<?xf32>
  %dst = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %src[%i] : memref<?xf32>
    %w = arith.mulf %v, %k : f32
    memref.store %w, %dst[%i] : memref<?xf32>
  }
  return %dst : memref<?xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = call @make(%c3, %one) : (index, f32) -> memref<?xf32>
  %b = call @scale(%a, %two) : (memref<?xf32>, f32) -> memref<?xf32>
  %c = call @scale(%b, %two) : (memref<?xf32>, f32) -> memref<?xf32>
  %d = call @scale(%c, %two) : (memref<?xf32>, f32) -> memref<?xf32>
  %u = memref.cast %d : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %ua = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  return
}
