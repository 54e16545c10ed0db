// Covers: scf.if yielding buffers of different origins into one result: a
// heap allocation, an alloca, a function argument and a subview of it; the
// result is read after the scf.if (unknown ownership at the merge).
func.func @merge(%sel: index, %arg: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %is0 = arith.cmpi eq, %sel, %c0 : index
  %r = scf.if %is0 -> (memref<2xf32, strided<[1], offset: ?>>) {
    %h = memref.alloc() : memref<2xf32>
    %v = arith.constant 10.0 : f32
    memref.store %v, %h[%c0] : memref<2xf32>
    %hc = memref.cast %h : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
    scf.yield %hc : memref<2xf32, strided<[1], offset: ?>>
  } else {
    %is1 = arith.cmpi eq, %sel, %c1 : index
    %r2 = scf.if %is1 -> (memref<2xf32, strided<[1], offset: ?>>) {
      %s = memref.alloca() : memref<2xf32>
      %v = arith.constant 20.0 : f32
      memref.store %v, %s[%c0] : memref<2xf32>
      %sc = memref.cast %s : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
      scf.yield %sc : memref<2xf32, strided<[1], offset: ?>>
    } else {
      %is2 = arith.cmpi eq, %sel, %c2 : index
      %r3 = scf.if %is2 -> (memref<2xf32, strided<[1], offset: ?>>) {
        %sv = memref.subview %arg[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
        %svc = memref.cast %sv : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: ?>>
        scf.yield %svc : memref<2xf32, strided<[1], offset: ?>>
      } else {
        %sv0 = memref.subview %arg[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
        %svc0 = memref.cast %sv0 : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1], offset: ?>>
        scf.yield %svc0 : memref<2xf32, strided<[1], offset: ?>>
      }
      scf.yield %r3 : memref<2xf32, strided<[1], offset: ?>>
    }
    scf.yield %r2 : memref<2xf32, strided<[1], offset: ?>>
  }
  %x = memref.load %r[%c0] : memref<2xf32, strided<[1], offset: ?>>
  return %x : f32
}

func.func @main() {
  %arg = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.0 : f32
  %f3 = arith.constant 3.0 : f32
  memref.store %f1, %arg[%c0] : memref<4xf32>
  memref.store %f3, %arg[%c2] : memref<4xf32>
  %r0 = call @merge(%c0, %arg) : (index, memref<4xf32>) -> f32
  vector.print %r0 : f32
  %r1 = call @merge(%c1, %arg) : (index, memref<4xf32>) -> f32
  vector.print %r1 : f32
  %r2 = call @merge(%c2, %arg) : (index, memref<4xf32>) -> f32
  vector.print %r2 : f32
  %r3 = call @merge(%c3, %arg) : (index, memref<4xf32>) -> f32
  vector.print %r3 : f32
  return
}
