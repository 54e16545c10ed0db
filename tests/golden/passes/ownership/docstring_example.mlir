// The example of core/passes/ownership.py's docstring: a buffer dead on both edges of a cf.cond_br is freed before the branch, once per edge.
// flags: --ownership-based-buffer-deallocation
func.func @f(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}
// expected:
// func.func @f(%c: i1) {
//   %true = arith.constant true
//   %a = memref.alloc() : memref<2xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
//   %0 = arith.andi %true, %c : i1
//   bufferization.dealloc (%base_buffer : memref<f32>) if (%0)
//   %true_1 = arith.constant true
//   %2 = arith.xori %true_1, %c : i1
//   %3 = arith.andi %true, %2 : i1
//   bufferization.dealloc (%base_buffer : memref<f32>) if (%3)
//   cf.cond_br %c, ^bb1, ^bb2
// ^bb1:
//   return
// ^bb2:
//   return
// }
