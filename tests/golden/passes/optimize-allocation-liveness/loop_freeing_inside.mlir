// A loop whose body frees the buffer it carries is not a free of that buffer: it stays where it is, above the uses of its results.
// flags: --optimize-allocation-liveness
func.func @f(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = memref.alloc() : memref<4xf32>
  memref.store %v, %first[%c0] : memref<4xf32>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %first) -> (memref<4xf32>) {
    %next = memref.alloc() : memref<4xf32>
    %x = memref.load %cur[%c0] : memref<4xf32>
    memref.store %x, %next[%c0] : memref<4xf32>
    memref.dealloc %cur : memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  %r = memref.load %last[%c0] : memref<4xf32>
  memref.dealloc %last : memref<4xf32>
  return %r : f32
}
// expected:
// func.func @f(%n: index, %v: f32) -> f32 {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %first = memref.alloc() : memref<4xf32>
//   memref.store %v, %first[%c0] : memref<4xf32>
//   %last = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %first) -> (memref<4xf32>) {
//     %next = memref.alloc() : memref<4xf32>
//     %x = memref.load %cur[%c0] : memref<4xf32>
//     memref.store %x, %next[%c0] : memref<4xf32>
//     memref.dealloc %cur : memref<4xf32>
//     scf.yield %next : memref<4xf32>
//   }
//   %r = memref.load %last[%c0] : memref<4xf32>
//   memref.dealloc %last : memref<4xf32>
//   return %r : f32
// }
