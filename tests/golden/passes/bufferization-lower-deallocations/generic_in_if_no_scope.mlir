// In an scf.if (runs at most once per call) the stack arrays need no alloca_scope.
// flags: --bufferization-lower-deallocations
// upstream-differs: upstream heap-allocates the bookkeeping arrays
func.func @f(%c: i1, %a: memref<2xf32>, %b: memref<2xf32>, %d: i1) {
  scf.if %c {
    bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%d, %d)
  }
  return
}
// expected:
// func.func @f(%c: i1, %a: memref<2xf32>, %b: memref<2xf32>, %d: i1) {
//   scf.if %c {
//     %alloca = memref.alloca() : memref<2xindex>
//     %alloca_0 = memref.alloca() : memref<2xi1>
//     %alloca_1 = memref.alloca() : memref<0xindex>
//     %intptr = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
//     %c0 = arith.constant 0 : index
//     memref.store %intptr, %alloca[%c0] : memref<2xindex>
//     %intptr_2 = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
//     %c1 = arith.constant 1 : index
//     memref.store %intptr_2, %alloca[%c1] : memref<2xindex>
//     %c0_3 = arith.constant 0 : index
//     memref.store %d, %alloca_0[%c0_3] : memref<2xi1>
//     %c1_4 = arith.constant 1 : index
//     memref.store %d, %alloca_0[%c1_4] : memref<2xi1>
//     %cast = memref.cast %alloca : memref<2xindex> to memref<?xindex>
//     %cast_5 = memref.cast %alloca_0 : memref<2xi1> to memref<?xi1>
//     %cast_6 = memref.cast %alloca_1 : memref<0xindex> to memref<?xindex>
//     %alloca_7 = memref.alloca() : memref<2xi1>
//     %alloca_8 = memref.alloca() : memref<0xi1>
//     %cast_9 = memref.cast %alloca_7 : memref<2xi1> to memref<?xi1>
//     %cast_10 = memref.cast %alloca_8 : memref<0xi1> to memref<?xi1>
//     func.call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
//     %c0_11 = arith.constant 0 : index
//     %12 = memref.load %alloca_7[%c0_11] : memref<2xi1>
//     scf.if %12 {
//       memref.dealloc %a : memref<2xf32>
//     }
//     %c1_13 = arith.constant 1 : index
//     %14 = memref.load %alloca_7[%c1_13] : memref<2xi1>
//     scf.if %14 {
//       memref.dealloc %b : memref<2xf32>
//     }
//   }
//   return
// }
// func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %true = arith.constant true
//   %false = arith.constant false
//   %dim = memref.dim %arg0, %c0 : memref<?xindex>
//   %dim_15 = memref.dim %arg1, %c0 : memref<?xindex>
//   scf.for %16 = %c0 to %dim_15 step %c1 {
//     memref.store %false, %arg4[%16] : memref<?xi1>
//   }
//   scf.for %17 = %c0 to %dim step %c1 {
//     %18 = memref.load %arg0[%17] : memref<?xindex>
//     %19 = memref.load %arg2[%17] : memref<?xi1>
//     %20 = scf.for %21 = %c0 to %dim_15 step %c1 iter_args(%22 = %true) -> (i1) {
//       %23 = memref.load %arg1[%21] : memref<?xindex>
//       %24 = arith.cmpi eq, %23, %18 : index
//       scf.if %24 {
//         %25 = memref.load %arg4[%21] : memref<?xi1>
//         %26 = arith.ori %25, %19 : i1
//         memref.store %26, %arg4[%21] : memref<?xi1>
//       }
//       %27 = arith.cmpi ne, %23, %18 : index
//       %28 = arith.andi %22, %27 : i1
//       scf.yield %28 : i1
//     }
//     %29 = scf.for %30 = %c0 to %17 step %c1 iter_args(%31 = %20) -> (i1) {
//       %32 = memref.load %arg0[%30] : memref<?xindex>
//       %33 = memref.load %arg2[%30] : memref<?xi1>
//       %34 = arith.cmpi eq, %32, %18 : index
//       %35 = arith.andi %34, %33 : i1
//       %36 = arith.xori %35, %true : i1
//       %37 = arith.andi %31, %36 : i1
//       scf.yield %37 : i1
//     }
//     %38 = arith.andi %29, %19 : i1
//     memref.store %38, %arg3[%17] : memref<?xi1>
//   }
//   return
// }
