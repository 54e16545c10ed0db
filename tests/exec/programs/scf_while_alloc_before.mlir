// Covers: scf.while whose before region allocates a buffer each trip and
// forwards it through scf.condition to the after region and, on exit, to
// the while's result; the iter_arg buffer is replaced in the after region.
func.func @probe(%limit: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<1xf32>
  memref.store %one, %init[%c0] : memref<1xf32>
  %res = scf.while (%cur = %init) : (memref<1xf32>) -> memref<1xf32> {
    %probe = memref.alloc() : memref<1xf32>
    %v = memref.load %cur[%c0] : memref<1xf32>
    %v2 = arith.addf %v, %v : f32
    memref.store %v2, %probe[%c0] : memref<1xf32>
    %go = arith.cmpf olt, %v2, %limit : f32
    scf.condition(%go) %probe : memref<1xf32>
  } do {
  ^bb0(%p: memref<1xf32>):
    %nb = memref.alloc() : memref<1xf32>
    %w = memref.load %p[%c0] : memref<1xf32>
    %w1 = arith.addf %w, %one : f32
    memref.store %w1, %nb[%c0] : memref<1xf32>
    scf.yield %nb : memref<1xf32>
  }
  %r = memref.load %res[%c0] : memref<1xf32>
  return %r : f32
}

func.func @main() {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 100.0 : f32
  %r1 = call @probe(%a) : (f32) -> f32
  vector.print %r1 : f32
  %r2 = call @probe(%b) : (f32) -> f32
  vector.print %r2 : f32
  return
}
