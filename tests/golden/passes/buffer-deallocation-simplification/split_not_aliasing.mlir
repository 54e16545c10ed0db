// A memref that aliases no other memref of the dealloc gets a dealloc of its own.
// flags: --buffer-deallocation-simplification
func.func @f(%c: i1, %x: memref<2xi32>, %arg: memref<2xi32>, %d: i1) -> i1 {
  %alloc = memref.alloc() : memref<2xi32>
  %r = bufferization.dealloc (%alloc, %arg : memref<2xi32>, memref<2xi32>) if (%c, %d) retain (%x : memref<2xi32>)
  return %r : i1
}
// expected:
// func.func @f(%c: i1, %x: memref<2xi32>, %arg: memref<2xi32>, %d: i1) -> i1 {
//   %0 = bufferization.dealloc (%arg : memref<2xi32>) if (%d) retain (%x : memref<2xi32>)
//   return %0 : i1
// }
