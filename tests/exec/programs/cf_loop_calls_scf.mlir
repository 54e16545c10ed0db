// Covers: a cf loop whose body calls a function returning a new buffer and
// merges it with the loop-carried buffer through scf.if and arith.select;
// the loop exits through a block that also receives a buffer argument.
// Upstream-rejects: Only structured control-flow loops are supported.
func.func @bump(%src: memref<2xf32>, %k: f32) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dst = memref.alloc() : memref<2xf32>
  %v0 = memref.load %src[%c0] : memref<2xf32>
  %v1 = memref.load %src[%c1] : memref<2xf32>
  %w0 = arith.addf %v0, %k : f32
  %w1 = arith.mulf %v1, %k : f32
  memref.store %w0, %dst[%c0] : memref<2xf32>
  memref.store %w1, %dst[%c1] : memref<2xf32>
  return %dst : memref<2xf32>
}

func.func @drive(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %b0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%b0 : memref<2xf32>)
  cf.br ^head(%c0, %b0 : index, memref<2xf32>)
^head(%i: index, %cur: memref<2xf32>):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit(%cur : memref<2xf32>)
^body:
  %new = call @bump(%cur, %two) : (memref<2xf32>, f32) -> memref<2xf32>
  %rem = arith.remui %i, %c3 : index
  %keep = arith.cmpi eq, %rem, %c0 : index
  %chosen = scf.if %keep -> (memref<2xf32>) {
    scf.yield %cur : memref<2xf32>
  } else {
    scf.yield %new : memref<2xf32>
  }
  %last = arith.cmpi eq, %i, %c3 : index
  %next = arith.select %last, %new, %chosen : memref<2xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %next : index, memref<2xf32>)
^exit(%res: memref<2xf32>):
  %x = memref.load %res[%c0] : memref<2xf32>
  %y = memref.load %res[%c1] : memref<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %r0 = call @drive(%c0) : (index) -> f32
  vector.print %r0 : f32
  %r6 = call @drive(%c6) : (index) -> f32
  vector.print %r6 : f32
  return
}
