// Identical pure ops (pointer extraction, compares) are merged; allocations never are.
// flags: --cse
func.func @f(%a: memref<2xf32>, %b: memref<2xf32>) -> (i1, i1, memref<2xf32>, memref<2xf32>) {
  %p = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
  %p2 = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
  %0 = arith.cmpi ne, %p, %q : index
  %1 = arith.cmpi ne, %p2, %q : index
  %x = memref.alloc() : memref<2xf32>
  %y = memref.alloc() : memref<2xf32>
  return %0, %1, %x, %y : i1, i1, memref<2xf32>, memref<2xf32>
}
// expected:
// func.func @f(%a: memref<2xf32>, %b: memref<2xf32>) -> (i1, i1, memref<2xf32>, memref<2xf32>) {
//   %p = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
//   %q = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
//   %0 = arith.cmpi ne, %p, %q : index
//   %x = memref.alloc() : memref<2xf32>
//   %y = memref.alloc() : memref<2xf32>
//   return %0, %0, %x, %y : i1, i1, memref<2xf32>, memref<2xf32>
// }
