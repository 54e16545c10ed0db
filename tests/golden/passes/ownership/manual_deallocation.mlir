// memref.dealloc under bufferization.manual_deallocation is kept, guarded by a cf.assert that the block does not own the buffer.
// flags: --ownership-based-buffer-deallocation
func.func @f() {
  %a = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %a {bufferization.manual_deallocation} : memref<2xf32>
  return
}
// expected:
// func.func @f() {
//   %false = arith.constant false
//   %a = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
//   %true = arith.constant true
//   %0 = arith.xori %false, %true : i1
//   cf.assert %0, "expected that the block does not have ownership"
//   memref.dealloc %a {bufferization.manual_deallocation} : memref<2xf32>
//   return
// }
