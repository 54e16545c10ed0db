// Covers: a reference-counted resource (rc.alloc, kind = "refcounted"):
// a function returns either its own counted buffer or its (counted)
// argument, so the pipeline retains where it would clone (no copy); a
// block argument joins a counted and a heap buffer; an scf.for carries a
// counted buffer, allocating a new one on some iterations; a caller keeps
// what it is returned. Every count must balance: the runtime reports any
// buffer not released to zero, a release too many or a retain of a
// released buffer.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @show(%a: memref<?xf32>) {
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @pick(%fresh: i1, %old: memref<?xf32>, %v: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %old, %c0 : memref<?xf32>
  %a = "rc.alloc"(%n) : (index) -> memref<?xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<?xf32>)
  %r = arith.select %fresh, %a, %old : memref<?xf32>
  return %r : memref<?xf32>
}

func.func @join(%counted: i1, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %counted, ^rc, ^heap
^rc:
  %p = "rc.alloc"(%n) : (index) -> memref<?xf32>
  cf.br ^j(%p : memref<?xf32>)
^heap:
  %h = memref.alloc(%n) : memref<?xf32>
  cf.br ^j(%h : memref<?xf32>)
^j(%m: memref<?xf32>):
  memref.store %v, %m[%c0] : memref<?xf32>
  %r = memref.load %m[%c0] : memref<?xf32>
  return %r : f32
}

func.func @carry(%steps: index, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %first = "rc.alloc"(%n) : (index) -> memref<?xf32>
  linalg.fill ins(%one : f32) outs(%first : memref<?xf32>)
  %last = scf.for %i = %c0 to %steps step %c1 iter_args(%cur = %first) -> (memref<?xf32>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %next = scf.if %even -> (memref<?xf32>) {
      %b = "rc.alloc"(%n) : (index) -> memref<?xf32>
      %x = memref.load %cur[%c0] : memref<?xf32>
      %y = arith.addf %x, %one : f32
      linalg.fill ins(%y : f32) outs(%b : memref<?xf32>)
      scf.yield %b : memref<?xf32>
    } else {
      scf.yield %cur : memref<?xf32>
    }
    scf.yield %next : memref<?xf32>
  }
  return %last : memref<?xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %true = arith.constant true
  %false = arith.constant false
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7.0 : f32
  %base = "rc.alloc"(%c3) : (index) -> memref<?xf32>
  linalg.fill ins(%two : f32) outs(%base : memref<?xf32>)
  %a = call @pick(%true, %base, %seven) : (i1, memref<?xf32>, f32) -> memref<?xf32>
  %b = call @pick(%false, %base, %seven) : (i1, memref<?xf32>, f32) -> memref<?xf32>
  call @show(%a) : (memref<?xf32>) -> ()
  call @show(%b) : (memref<?xf32>) -> ()
  call @show(%base) : (memref<?xf32>) -> ()
  %j1 = call @join(%true, %c3, %two) : (i1, index, f32) -> f32
  %j2 = call @join(%false, %c3, %seven) : (i1, index, f32) -> f32
  vector.print %j1 : f32
  vector.print %j2 : f32
  %c = call @carry(%c5, %c3) : (index, index) -> memref<?xf32>
  call @show(%c) : (memref<?xf32>) -> ()
  return
}
