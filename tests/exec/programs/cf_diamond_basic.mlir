// Covers: a cf diamond (cf.cond_br, cf.br): an allocation in each branch is
// merged into one block argument of the join block.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @pick(%flag: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %flag, ^then, ^else
^then:
  %a = memref.alloc() : memref<2xf32>
  memref.store %v, %a[%c0] : memref<2xf32>
  memref.store %v, %a[%c1] : memref<2xf32>
  cf.br ^join(%a : memref<2xf32>)
^else:
  %b = memref.alloc() : memref<2xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %b[%c0] : memref<2xf32>
  memref.store %v, %b[%c1] : memref<2xf32>
  cf.br ^join(%b : memref<2xf32>)
^join(%m: memref<2xf32>):
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.constant 1.5 : f32
  call @pick(%t, %x) : (i1, f32) -> ()
  call @pick(%f, %x) : (i1, f32) -> ()
  return
}
