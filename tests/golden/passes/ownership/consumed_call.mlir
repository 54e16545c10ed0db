// bufls.consumed: the callee owns its argument and frees it; a caller hands over a fresh buffer it no longer uses, a clone otherwise.
// flags: --ownership-based-buffer-deallocation
// upstream-differs: bufls.consumed is bufls' convention; upstream treats every argument as not owned and never clones for a call
func.func private @take(memref<4xf32> {bufls.consumed})
func.func @callee(%a: memref<4xf32> {bufls.consumed}, %i: index) -> f32 {
  %x = memref.load %a[%i] : memref<4xf32>
  return %x : f32
}
func.func @last_use(%i: index, %x: f32) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%i] : memref<4xf32>
  call @take(%a) : (memref<4xf32>) -> ()
  return
}
func.func @used_after(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  call @take(%a) : (memref<4xf32>) -> ()
  %y = memref.load %a[%i] : memref<4xf32>
  return %y : f32
}
func.func @not_owned(%arg: memref<4xf32>) {
  call @take(%arg) : (memref<4xf32>) -> ()
  return
}
// expected:
// func.func private @take(memref<4xf32> {bufls.consumed})
// func.func @callee(%a: memref<4xf32> {bufls.consumed}, %i: index) -> f32 {
//   %false = arith.constant false
//   %true = arith.constant true
//   %x = memref.load %a[%i] : memref<4xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
//   return %x : f32
// }
// func.func @last_use(%i: index, %x: f32) {
//   %true = arith.constant true
//   %a = memref.alloc() : memref<4xf32>
//   memref.store %x, %a[%i] : memref<4xf32>
//   %false = arith.constant false
//   %true_0 = arith.constant true
//   call @take(%a) : (memref<4xf32>) -> ()
//   return
// }
// func.func @used_after(%i: index) -> f32 {
//   %true = arith.constant true
//   %a = memref.alloc() : memref<4xf32>
//   %alloc = memref.alloc() : memref<4xf32>
//   memref.copy %a, %alloc : memref<4xf32> to memref<4xf32>
//   %true_1 = arith.constant true
//   call @take(%alloc) : (memref<4xf32>) -> ()
//   %y = memref.load %a[%i] : memref<4xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
//   return %y : f32
// }
// func.func @not_owned(%arg: memref<4xf32>) {
//   %false = arith.constant false
//   %alloc = memref.alloc() : memref<4xf32>
//   memref.copy %arg, %alloc : memref<4xf32> to memref<4xf32>
//   %true = arith.constant true
//   call @take(%alloc) : (memref<4xf32>) -> ()
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg : memref<4xf32> -> memref<f32>, index, index, index
//   bufferization.dealloc (%base_buffer : memref<f32>) if (%false)
//   return
// }
