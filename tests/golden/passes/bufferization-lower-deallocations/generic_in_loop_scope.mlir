// In a loop body the stack arrays live in a memref.alloca_scope, given back every iteration.
// flags: --bufferization-lower-deallocations
// upstream-differs: upstream heap-allocates the bookkeeping arrays instead of a stack scope
func.func @f(%lb: index, %ub: index, %s: index, %a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  }
  return
}
// expected:
// func.func @f(%lb: index, %ub: index, %s: index, %a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
//   scf.for %i = %lb to %ub step %s {
//     %0, %1 = memref.alloca_scope  -> (i1, i1) {
//       %alloca = memref.alloca() : memref<2xindex>
//       %alloca_2 = memref.alloca() : memref<2xi1>
//       %alloca_3 = memref.alloca() : memref<0xindex>
//       %intptr = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
//       %c0 = arith.constant 0 : index
//       memref.store %intptr, %alloca[%c0] : memref<2xindex>
//       %intptr_4 = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
//       %c1 = arith.constant 1 : index
//       memref.store %intptr_4, %alloca[%c1] : memref<2xindex>
//       %c0_5 = arith.constant 0 : index
//       memref.store %c, %alloca_2[%c0_5] : memref<2xi1>
//       %c1_6 = arith.constant 1 : index
//       memref.store %c, %alloca_2[%c1_6] : memref<2xi1>
//       %cast = memref.cast %alloca : memref<2xindex> to memref<?xindex>
//       %cast_7 = memref.cast %alloca_2 : memref<2xi1> to memref<?xi1>
//       %cast_8 = memref.cast %alloca_3 : memref<0xindex> to memref<?xindex>
//       %alloca_9 = memref.alloca() : memref<2xi1>
//       %alloca_10 = memref.alloca() : memref<0xi1>
//       %cast_11 = memref.cast %alloca_9 : memref<2xi1> to memref<?xi1>
//       %cast_12 = memref.cast %alloca_10 : memref<0xi1> to memref<?xi1>
//       func.call @dealloc_helper(%cast, %cast_8, %cast_7, %cast_11, %cast_12) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
//       %c0_13 = arith.constant 0 : index
//       %14 = memref.load %alloca_9[%c0_13] : memref<2xi1>
//       %c1_15 = arith.constant 1 : index
//       %16 = memref.load %alloca_9[%c1_15] : memref<2xi1>
//       memref.alloca_scope.return %14, %16 : i1, i1
//     }
//     scf.if %0 {
//       memref.dealloc %a : memref<2xf32>
//     }
//     scf.if %1 {
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
//   %dim_17 = memref.dim %arg1, %c0 : memref<?xindex>
//   scf.for %18 = %c0 to %dim_17 step %c1 {
//     memref.store %false, %arg4[%18] : memref<?xi1>
//   }
//   scf.for %19 = %c0 to %dim step %c1 {
//     %20 = memref.load %arg0[%19] : memref<?xindex>
//     %21 = memref.load %arg2[%19] : memref<?xi1>
//     %22 = scf.for %23 = %c0 to %dim_17 step %c1 iter_args(%24 = %true) -> (i1) {
//       %25 = memref.load %arg1[%23] : memref<?xindex>
//       %26 = arith.cmpi eq, %25, %20 : index
//       scf.if %26 {
//         %27 = memref.load %arg4[%23] : memref<?xi1>
//         %28 = arith.ori %27, %21 : i1
//         memref.store %28, %arg4[%23] : memref<?xi1>
//       }
//       %29 = arith.cmpi ne, %25, %20 : index
//       %30 = arith.andi %24, %29 : i1
//       scf.yield %30 : i1
//     }
//     %31 = scf.for %32 = %c0 to %19 step %c1 iter_args(%33 = %22) -> (i1) {
//       %34 = memref.load %arg0[%32] : memref<?xindex>
//       %35 = memref.load %arg2[%32] : memref<?xi1>
//       %36 = arith.cmpi eq, %34, %20 : index
//       %37 = arith.andi %36, %35 : i1
//       %38 = arith.xori %37, %true : i1
//       %39 = arith.andi %33, %38 : i1
//       scf.yield %39 : i1
//     }
//     %40 = arith.andi %31, %21 : i1
//     memref.store %40, %arg3[%19] : memref<?xi1>
//   }
//   return
// }
