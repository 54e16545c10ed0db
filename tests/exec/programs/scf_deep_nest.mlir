// Covers: a deep structured nest: scf.while around scf.for around scf.if
// around scf.execute_region, allocations at every level, buffers yielded
// outwards through each op.
func.func @nest(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<1xf32>
  memref.store %zero, %init[%c0] : memref<1xf32>
  %w:2 = scf.while (%acc = %init, %k = %c0) : (memref<1xf32>, index) -> (memref<1xf32>, index) {
    %go = arith.cmpi slt, %k, %c2 : index
    scf.condition(%go) %acc, %k : memref<1xf32>, index
  } do {
  ^bb0(%acc: memref<1xf32>, %k: index):
    %f = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %acc) -> (memref<1xf32>) {
      %rem = arith.remui %i, %c2 : index
      %even = arith.cmpi eq, %rem, %c0 : index
      %nx = scf.if %even -> (memref<1xf32>) {
        %e = scf.execute_region -> memref<1xf32> {
          %t = memref.alloc() : memref<1xf32>
          %v = memref.load %cur[%c0] : memref<1xf32>
          %v1 = arith.addf %v, %one : f32
          memref.store %v1, %t[%c0] : memref<1xf32>
          scf.yield %t : memref<1xf32>
        }
        scf.yield %e : memref<1xf32>
      } else {
        %scratch = memref.alloc() : memref<3xf32>
        %v = memref.load %cur[%c0] : memref<1xf32>
        memref.store %v, %scratch[%c2] : memref<3xf32>
        %v2 = memref.load %scratch[%c2] : memref<3xf32>
        %v3 = arith.addf %v2, %v2 : f32
        memref.store %v3, %cur[%c0] : memref<1xf32>
        scf.yield %cur : memref<1xf32>
      }
      scf.yield %nx : memref<1xf32>
    }
    %k1 = arith.addi %k, %c1 : index
    scf.yield %f, %k1 : memref<1xf32>, index
  }
  %r = memref.load %w#0[%c0] : memref<1xf32>
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %r0 = call @nest(%c0) : (index) -> f32
  vector.print %r0 : f32
  %r5 = call @nest(%c5) : (index) -> f32
  vector.print %r5 : f32
  return
}
