// One memref with retained values: pointer compares decide the free and the results.
// flags: --bufferization-lower-deallocations
func.func @f(%m: memref<2xf32>, %x: memref<1xf32>, %c: i1, %y: memref<2xf32>) -> (i1, i1) {
  %r:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%x, %y : memref<1xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}
// expected:
// func.func @f(%m: memref<2xf32>, %x: memref<1xf32>, %c: i1, %y: memref<2xf32>) -> (i1, i1) {
//   %intptr = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
//   %intptr_0 = memref.extract_aligned_pointer_as_index %x : memref<1xf32> -> index
//   %1 = arith.cmpi ne, %intptr, %intptr_0 : index
//   %intptr_2 = memref.extract_aligned_pointer_as_index %y : memref<2xf32> -> index
//   %3 = arith.cmpi ne, %intptr, %intptr_2 : index
//   %4 = arith.andi %1, %3 : i1
//   %5 = arith.andi %4, %c : i1
//   scf.if %5 {
//     memref.dealloc %m : memref<2xf32>
//   }
//   %true = arith.constant true
//   %6 = arith.xori %1, %true : i1
//   %7 = arith.andi %6, %c : i1
//   %8 = arith.xori %3, %true : i1
//   %9 = arith.andi %8, %c : i1
//   return %7, %9 : i1, i1
// }
