// Covers: memref.expand_shape and memref.collapse_shape views of allocations
// passed through cf block arguments; the allocation itself is only used
// through its reshaped views after the branch.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @reshape(%flag: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<2x2x2xf32>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<8xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<2x2x2xf32>)
  cf.cond_br %flag, ^expand, ^collapse
^expand:
  %e = memref.expand_shape %a [[0, 1]] output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
  cf.br ^join(%e : memref<4x2xf32>)
^collapse:
  %k = memref.collapse_shape %b [[0, 1], [2]] : memref<2x2x2xf32> into memref<4x2xf32>
  cf.br ^join(%k : memref<4x2xf32>)
^join(%v: memref<4x2xf32>):
  %x = memref.load %v[%c1, %c1] : memref<4x2xf32>
  %y = arith.addf %x, %two : f32
  memref.store %y, %v[%c2, %c0] : memref<4x2xf32>
  %u = memref.cast %v : memref<4x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  call @reshape(%t) : (i1) -> ()
  call @reshape(%f) : (i1) -> ()
  return
}
