// Covers: memref.alloca inside an scf.for body, directly and inside a
// memref.alloca_scope, next to heap buffers carried by the loop; allocas are
// never freed, the heap buffers are.
func.func @accumulate(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<1xf32>
  memref.store %zero, %init[%c0] : memref<1xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<1xf32>) {
    %next = memref.alloc() : memref<1xf32>
    %direct = memref.alloca() : memref<1xf32>
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    memref.store %fi, %direct[%c0] : memref<1xf32>
    memref.alloca_scope {
      %tmp = memref.alloca() : memref<1xf32>
      %d = memref.load %direct[%c0] : memref<1xf32>
      memref.store %d, %tmp[%c0] : memref<1xf32>
      %t = memref.load %tmp[%c0] : memref<1xf32>
      %a = memref.load %acc[%c0] : memref<1xf32>
      %s = arith.addf %a, %t : f32
      memref.store %s, %next[%c0] : memref<1xf32>
    }
    %pick = arith.cmpi ult, %i, %c1 : index
    %out = arith.select %pick, %next, %next : memref<1xf32>
    scf.yield %out : memref<1xf32>
  }
  %x = memref.load %r[%c0] : memref<1xf32>
  return %x : f32
}

func.func @main() {
  %c10 = arith.constant 10 : index
  %r = call @accumulate(%c10) : (index) -> f32
  vector.print %r : f32
  return
}
