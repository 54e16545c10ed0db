// A buffer yielded by scf.if gets an ownership result; the caller's copy is freed when owned.
// flags: --buffer-deallocation-pipeline
func.func @f(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  memref.copy %r, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
//   %r = scf.if %c -> (memref<2xf32>) {
//     %a = memref.alloc() : memref<2xf32>
//     memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
//     scf.yield %a : memref<2xf32>
//   } else {
//     scf.yield %arg : memref<2xf32>
//   }
//   memref.copy %r, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %r : memref<2xf32> -> memref<f32>, index, index, index
//   scf.if %c {
//     memref.dealloc %base_buffer : memref<f32>
//   }
//   return
// }
