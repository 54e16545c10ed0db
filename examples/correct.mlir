// Hand-managed buffers that are freed exactly once on every path.
// bufls --check reports nothing here; mlir-opt accepts the file as is.

// Scratch buffer used across a diamond of cf branches: each branch does its
// own work and the single dealloc sits in the join block, after the last use.
func.func @diamond(%cond: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xf32>
  cf.cond_br %cond, ^fill, ^zero
^fill:
  %one = arith.constant 1.0 : f32
  memref.store %one, %buf[%c0] : memref<?xf32>
  cf.br ^join
^zero:
  %zero = arith.constant 0.0 : f32
  memref.store %zero, %buf[%c0] : memref<?xf32>
  cf.br ^join
^join:
  %v = memref.load %buf[%c0] : memref<?xf32>
  memref.dealloc %buf : memref<?xf32>
  return %v : f32
}

// A subview is a view, not a new allocation: it is never freed itself, and
// the base buffer is freed only after the last use of the view.
func.func @tile_sum() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant 0.0 : f32
  %base = memref.alloc() : memref<16xf32>
  %tile = memref.subview %base[4] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 4>>
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (f32) {
    %x = memref.load %tile[%i] : memref<4xf32, strided<[1], offset: 4>>
    %next = arith.addf %acc, %x : f32
    scf.yield %next : f32
  }
  memref.dealloc %base : memref<16xf32>
  return %sum : f32
}

// The callee only reads its argument; ownership stays with the caller,
// which frees the buffer after the call on both sides of the scf.if.
func.func private @consume(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<8xf32>
  return %v : f32
}

func.func @call_then_free(%flag: i1) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  %r = scf.if %flag -> (f32) {
    %v = func.call @consume(%a) : (memref<8xf32>) -> f32
    scf.yield %v : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  memref.dealloc %a : memref<8xf32>
  return %r : f32
}

// memref.alloca is freed by leaving the function; only the heap buffer
// gets a dealloc.
func.func @stack_and_heap() {
  %s = memref.alloca() : memref<4xi32>
  %h = memref.alloc() : memref<4xi32>
  memref.copy %s, %h : memref<4xi32> to memref<4xi32>
  memref.dealloc %h : memref<4xi32>
  return
}
