// A block argument fed by a reference-counted and by a unique buffer: one indicator each; released or freed by its own resource's op.
// flags: --buffer-deallocation-pipeline
// config: refcounted.toml
// upstream-differs: upstream has no allocation resources: it frees both with memref.dealloc
func.func @f(%c: i1, %i: index) -> f32 {
  cf.cond_br %c, ^counted, ^unique
^counted:
  %x = "rc.alloc"() : () -> memref<4xf32>
  cf.br ^join(%x : memref<4xf32>)
^unique:
  %y = memref.alloc() : memref<4xf32>
  cf.br ^join(%y : memref<4xf32>)
^join(%m: memref<4xf32>):
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
// expected:
// func.func @f(%c: i1, %i: index) -> f32 {
//   %false = arith.constant false
//   %true = arith.constant true
//   cf.cond_br %c, ^counted, ^unique
// ^counted:
//   %x = "rc.alloc"() : () -> memref<4xf32>
//   cf.br ^join(%x, %false, %true : memref<4xf32>, i1, i1)
// ^unique:
//   %y = memref.alloc() : memref<4xf32>
//   cf.br ^join(%y, %true, %false : memref<4xf32>, i1, i1)
// ^join(%m: memref<4xf32>, %0: i1, %1: i1):
//   %v = memref.load %m[%i] : memref<4xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index
//   scf.if %0 {
//     memref.dealloc %base_buffer : memref<f32>
//   }
//   scf.if %1 {
//     "rc.release"(%base_buffer) : (memref<f32>) -> ()
//   }
//   return %v : f32
// }
