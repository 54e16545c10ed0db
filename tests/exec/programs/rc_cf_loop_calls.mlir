// Covers: reference-counted buffers (rc.alloc) through unstructured control
// flow: a cf loop carries a counted buffer, swapping in a new one on some
// iterations and keeping the old one on others; a diamond passes either of
// two counted buffers on; a private callee returns its counted argument or
// a new buffer, so the caller may hold two references to one buffer; an
// scf.while carries a counted buffer. Every count must balance.
// Upstream-rejects: Only structured control-flow loops are supported
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @show(%a: memref<?xf32>) {
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func private @same_or_new(%keep: i1, %a: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  cf.cond_br %keep, ^same, ^new
^same:
  return %a : memref<?xf32>
^new:
  %n = memref.dim %a, %c0 : memref<?xf32>
  %b = "rc.alloc"(%n) : (index) -> memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

func.func @loop(%steps: index, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %first = "rc.alloc"(%n) : (index) -> memref<?xf32>
  linalg.fill ins(%one : f32) outs(%first : memref<?xf32>)
  cf.br ^head(%c0, %first : index, memref<?xf32>)
^head(%i: index, %cur: memref<?xf32>):
  %more = arith.cmpi slt, %i, %steps : index
  cf.cond_br %more, ^body, ^exit
^body:
  %rem = arith.remui %i, %c3 : index
  %swap = arith.cmpi eq, %rem, %c0 : index
  cf.cond_br %swap, ^fresh, ^keep
^fresh:
  %b = "rc.alloc"(%n) : (index) -> memref<?xf32>
  %x = memref.load %cur[%c0] : memref<?xf32>
  %y = arith.addf %x, %one : f32
  linalg.fill ins(%y : f32) outs(%b : memref<?xf32>)
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %b : index, memref<?xf32>)
^keep:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %cur : index, memref<?xf32>)
^exit:
  %r = memref.load %cur[%c0] : memref<?xf32>
  return %r : f32
}

func.func @diamond(%c: i1, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = "rc.alloc"(%n) : (index) -> memref<?xf32>
  %b = "rc.alloc"(%n) : (index) -> memref<?xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
  linalg.fill ins(%v : f32) outs(%b : memref<?xf32>)
  cf.cond_br %c, ^l(%a : memref<?xf32>), ^l(%b : memref<?xf32>)
^l(%m: memref<?xf32>):
  %k = call @same_or_new(%c, %m) : (i1, memref<?xf32>) -> memref<?xf32>
  %x = memref.load %k[%c0] : memref<?xf32>
  %y = memref.load %m[%c0] : memref<?xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

func.func @while(%limit: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %start = "rc.alloc"(%n) : (index) -> memref<?xf32>
  linalg.fill ins(%one : f32) outs(%start : memref<?xf32>)
  %end = scf.while (%cur = %start) : (memref<?xf32>) -> memref<?xf32> {
    %x = memref.load %cur[%c0] : memref<?xf32>
    %go = arith.cmpf olt, %x, %limit : f32
    scf.condition(%go) %cur : memref<?xf32>
  } do {
  ^bb0(%cur: memref<?xf32>):
    %b = "rc.alloc"(%n) : (index) -> memref<?xf32>
    %x = memref.load %cur[%c0] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    linalg.fill ins(%y : f32) outs(%b : memref<?xf32>)
    scf.yield %b : memref<?xf32>
  }
  %r = memref.load %end[%c0] : memref<?xf32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %true = arith.constant true
  %false = arith.constant false
  %three = arith.constant 3.0 : f32
  %ten = arith.constant 10.0 : f32
  %l0 = call @loop(%c0, %c2) : (index, index) -> f32
  %l7 = call @loop(%c7, %c2) : (index, index) -> f32
  %d1 = call @diamond(%true, %c2, %three) : (i1, index, f32) -> f32
  %d2 = call @diamond(%false, %c2, %three) : (i1, index, f32) -> f32
  %w = call @while(%ten, %c2) : (f32, index) -> f32
  vector.print %l0 : f32
  vector.print %l7 : f32
  vector.print %d1 : f32
  vector.print %d2 : f32
  vector.print %w : f32
  return
}
