// A buffer allocated on one branch of a diamond is freed at the join under its ownership flag.
// flags: --buffer-deallocation-pipeline
func.func @f(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb2(%arg : memref<2xf32>), ^bb1
^bb1:
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb2(%a : memref<2xf32>)
^bb2(%x: memref<2xf32>):
  memref.copy %x, %out : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func @f(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
//   %true = arith.constant true
//   %false = arith.constant false
//   cf.cond_br %c, ^bb2(%arg, %false : memref<2xf32>, i1), ^bb1
// ^bb1:
//   %a = memref.alloc() : memref<2xf32>
//   memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
//   cf.br ^bb2(%a, %true : memref<2xf32>, i1)
// ^bb2(%x: memref<2xf32>, %0: i1):
//   memref.copy %x, %out : memref<2xf32> to memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %x : memref<2xf32> -> memref<f32>, index, index, index
//   scf.if %0 {
//     memref.dealloc %base_buffer : memref<f32>
//   }
//   return
// }
