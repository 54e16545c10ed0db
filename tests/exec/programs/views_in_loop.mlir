// Covers: an scf.for iter_arg holding a subview (strided layout with dynamic
// offset) of a fresh allocation made in each iteration: the loop must free
// the base buffer behind the view, never the view.
func.func @slide(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%init : memref<4xf32>)
  %iv = memref.subview %init[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %ivc = memref.cast %iv : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: ?>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%view = %ivc) -> (memref<2xf32, strided<[1], offset: ?>>) {
    %fresh = memref.alloc() : memref<4xf32>
    %v0 = memref.load %view[%c0] : memref<2xf32, strided<[1], offset: ?>>
    %v1 = memref.load %view[%c1] : memref<2xf32, strided<[1], offset: ?>>
    %s = arith.addf %v0, %v1 : f32
    linalg.fill ins(%s : f32) outs(%fresh : memref<4xf32>)
    %off = arith.remui %i, %c4 : index
    %lim = arith.constant 2 : index
    %o = arith.minui %off, %lim : index
    %sv = memref.subview %fresh[%o] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
    scf.yield %sv : memref<2xf32, strided<[1], offset: ?>>
  }
  %x = memref.load %r[%c1] : memref<2xf32, strided<[1], offset: ?>>
  return %x : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %r0 = call @slide(%c0) : (index) -> f32
  vector.print %r0 : f32
  %r6 = call @slide(%c6) : (index) -> f32
  vector.print %r6 : f32
  return
}
