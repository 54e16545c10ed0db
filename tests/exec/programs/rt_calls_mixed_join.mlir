// Covers: a resource whose ops are calls of a runtime library
// (func.call @rt_alloc / @rt_free, tests/exec/runtime/rt_runtime.c): rt
// buffers joined with heap buffers in one block argument, one carried by an
// scf.for loop; each is freed by its own resource's call or op.
func.func private @rt_alloc(index) -> memref<?xf32> attributes {llvm.emit_c_interface}
func.func private @rt_free(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @mixed(%c: i1, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^rt, ^heap
^rt:
  %p = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
  cf.br ^join(%p : memref<?xf32>)
^heap:
  %h = memref.alloc(%n) : memref<?xf32>
  cf.br ^join(%h : memref<?xf32>)
^join(%m: memref<?xf32>):
  memref.store %v, %m[%c0] : memref<?xf32>
  %r = memref.load %m[%c0] : memref<?xf32>
  return %r : f32
}

func.func @carried(%steps: index, %n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
  memref.store %v, %first[%c0] : memref<?xf32>
  %last = scf.for %i = %c0 to %steps step %c1 iter_args(%cur = %first) -> (memref<?xf32>) {
    %next = func.call @rt_alloc(%n) : (index) -> memref<?xf32>
    %x = memref.load %cur[%c0] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %next[%c0] : memref<?xf32>
    scf.yield %next : memref<?xf32>
  }
  %r = memref.load %last[%c0] : memref<?xf32>
  return %r : f32
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant 1.5 : f32
  %a = call @mixed(%true, %c4, %v) : (i1, index, f32) -> f32
  vector.print %a : f32
  %b = call @mixed(%false, %c4, %v) : (i1, index, f32) -> f32
  vector.print %b : f32
  %d = call @carried(%c3, %c4, %v) : (index, index, f32) -> f32
  vector.print %d : f32
  return
}
