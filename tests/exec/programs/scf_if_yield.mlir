// Covers: scf.if yielding a fresh allocation from each branch, nested scf.if
// whose inner branch yields the outer buffer or a new one, results printed
// with printMemrefF32.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @build(%p: i1, %q: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %p -> (memref<?xf32>) {
    %a = memref.alloc(%n) : memref<?xf32>
    %x = arith.constant 1.0 : f32
    linalg.fill ins(%x : f32) outs(%a : memref<?xf32>)
    %inner = scf.if %q -> (memref<?xf32>) {
      %b = memref.alloc(%n) : memref<?xf32>
      %y = arith.constant 2.0 : f32
      linalg.fill ins(%y : f32) outs(%b : memref<?xf32>)
      %z = memref.load %a[%c0] : memref<?xf32>
      memref.store %z, %b[%c0] : memref<?xf32>
      scf.yield %b : memref<?xf32>
    } else {
      scf.yield %a : memref<?xf32>
    }
    scf.yield %inner : memref<?xf32>
  } else {
    %c = memref.alloc(%n) : memref<?xf32>
    %w = arith.constant 3.0 : f32
    linalg.fill ins(%w : f32) outs(%c : memref<?xf32>)
    scf.yield %c : memref<?xf32>
  }
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %n = arith.constant 3 : index
  call @build(%t, %t, %n) : (i1, i1, index) -> ()
  call @build(%t, %f, %n) : (i1, i1, index) -> ()
  call @build(%f, %t, %n) : (i1, i1, index) -> ()
  return
}
