// Several memrefs: stack arrays (memref.alloca) and one generated @dealloc_helper.
// flags: --bufferization-lower-deallocations
// upstream-differs: upstream heap-allocates the five bookkeeping arrays (memref.alloc + memref.dealloc); its helper also skips a memref equal to an earlier one whose condition is false
func.func @f(%a: memref<2xf32>, %b: memref<5xf32>, %x: memref<1xf32>, %c: i1, %d: i1, %y: memref<2xf32>) -> (i1, i1) {
  %r:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<5xf32>) if (%c, %d) retain (%x, %y : memref<1xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}
// expected:
// func.func @f(%a: memref<2xf32>, %b: memref<5xf32>, %x: memref<1xf32>, %c: i1, %d: i1, %y: memref<2xf32>) -> (i1, i1) {
//   %alloca = memref.alloca() : memref<2xindex>
//   %alloca_0 = memref.alloca() : memref<2xi1>
//   %alloca_1 = memref.alloca() : memref<2xindex>
//   %intptr = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
//   %c0 = arith.constant 0 : index
//   memref.store %intptr, %alloca[%c0] : memref<2xindex>
//   %intptr_2 = memref.extract_aligned_pointer_as_index %b : memref<5xf32> -> index
//   %c1 = arith.constant 1 : index
//   memref.store %intptr_2, %alloca[%c1] : memref<2xindex>
//   %c0_3 = arith.constant 0 : index
//   memref.store %c, %alloca_0[%c0_3] : memref<2xi1>
//   %c1_4 = arith.constant 1 : index
//   memref.store %d, %alloca_0[%c1_4] : memref<2xi1>
//   %intptr_5 = memref.extract_aligned_pointer_as_index %x : memref<1xf32> -> index
//   %c0_6 = arith.constant 0 : index
//   memref.store %intptr_5, %alloca_1[%c0_6] : memref<2xindex>
//   %intptr_7 = memref.extract_aligned_pointer_as_index %y : memref<2xf32> -> index
//   %c1_8 = arith.constant 1 : index
//   memref.store %intptr_7, %alloca_1[%c1_8] : memref<2xindex>
//   %cast = memref.cast %alloca : memref<2xindex> to memref<?xindex>
//   %cast_9 = memref.cast %alloca_0 : memref<2xi1> to memref<?xi1>
//   %cast_10 = memref.cast %alloca_1 : memref<2xindex> to memref<?xindex>
//   %alloca_11 = memref.alloca() : memref<2xi1>
//   %alloca_12 = memref.alloca() : memref<2xi1>
//   %cast_13 = memref.cast %alloca_11 : memref<2xi1> to memref<?xi1>
//   %cast_14 = memref.cast %alloca_12 : memref<2xi1> to memref<?xi1>
//   call @dealloc_helper(%cast, %cast_10, %cast_9, %cast_13, %cast_14) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
//   %c0_15 = arith.constant 0 : index
//   %16 = memref.load %alloca_11[%c0_15] : memref<2xi1>
//   scf.if %16 {
//     memref.dealloc %a : memref<2xf32>
//   }
//   %c1_17 = arith.constant 1 : index
//   %18 = memref.load %alloca_11[%c1_17] : memref<2xi1>
//   scf.if %18 {
//     memref.dealloc %b : memref<5xf32>
//   }
//   %c0_19 = arith.constant 0 : index
//   %20 = memref.load %alloca_12[%c0_19] : memref<2xi1>
//   %c1_21 = arith.constant 1 : index
//   %22 = memref.load %alloca_12[%c1_21] : memref<2xi1>
//   return %20, %22 : i1, i1
// }
// func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %true = arith.constant true
//   %false = arith.constant false
//   %dim = memref.dim %arg0, %c0 : memref<?xindex>
//   %dim_23 = memref.dim %arg1, %c0 : memref<?xindex>
//   scf.for %24 = %c0 to %dim_23 step %c1 {
//     memref.store %false, %arg4[%24] : memref<?xi1>
//   }
//   scf.for %25 = %c0 to %dim step %c1 {
//     %26 = memref.load %arg0[%25] : memref<?xindex>
//     %27 = memref.load %arg2[%25] : memref<?xi1>
//     %28 = scf.for %29 = %c0 to %dim_23 step %c1 iter_args(%30 = %true) -> (i1) {
//       %31 = memref.load %arg1[%29] : memref<?xindex>
//       %32 = arith.cmpi eq, %31, %26 : index
//       scf.if %32 {
//         %33 = memref.load %arg4[%29] : memref<?xi1>
//         %34 = arith.ori %33, %27 : i1
//         memref.store %34, %arg4[%29] : memref<?xi1>
//       }
//       %35 = arith.cmpi ne, %31, %26 : index
//       %36 = arith.andi %30, %35 : i1
//       scf.yield %36 : i1
//     }
//     %37 = scf.for %38 = %c0 to %25 step %c1 iter_args(%39 = %28) -> (i1) {
//       %40 = memref.load %arg0[%38] : memref<?xindex>
//       %41 = memref.load %arg2[%38] : memref<?xi1>
//       %42 = arith.cmpi eq, %40, %26 : index
//       %43 = arith.andi %42, %41 : i1
//       %44 = arith.xori %43, %true : i1
//       %45 = arith.andi %39, %44 : i1
//       scf.yield %45 : i1
//     }
//     %46 = arith.andi %37, %27 : i1
//     memref.store %46, %arg3[%25] : memref<?xi1>
//   }
//   return
// }
