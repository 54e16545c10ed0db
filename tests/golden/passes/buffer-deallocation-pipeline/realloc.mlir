// memref.realloc is expanded first; the old buffer and the new one are freed by ownership.
// flags: --buffer-deallocation-pipeline
// upstream-differs: the two-memref dealloc uses stack arrays (memref.alloca), upstream heap arrays
func.func @f(%n: index, %in: memref<2xf32>, %out: memref<?xf32>) {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %in, %a : memref<2xf32> to memref<2xf32>
  %r = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  memref.copy %r, %out : memref<?xf32> to memref<?xf32>
  return
}
// expected:
// func.func @f(%n: index, %in: memref<2xf32>, %out: memref<?xf32>) {
//   %c1 = arith.constant 1 : index
//   %c0 = arith.constant 0 : index
//   %true = arith.constant true
//   %c2 = arith.constant 2 : index
//   %a = memref.alloc() : memref<2xf32>
//   memref.copy %in, %a : memref<2xf32> to memref<2xf32>
//   %0 = arith.cmpi ult, %c2, %n : index
//   %r = scf.if %0 -> (memref<?xf32>) {
//     %alloc = memref.alloc(%n) : memref<?xf32>
//     %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
//     memref.copy %a, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
//     scf.yield %alloc : memref<?xf32>
//   } else {
//     %reinterpret_cast = memref.reinterpret_cast %a to offset: [0], sizes: [%n], strides: [1] : memref<2xf32> to memref<?xf32>
//     scf.yield %reinterpret_cast : memref<?xf32>
//   }
//   memref.copy %r, %out : memref<?xf32> to memref<?xf32>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %r : memref<?xf32> -> memref<f32>, index, index, index
//   %alloca = memref.alloca() : memref<2xindex>
//   %alloca_1 = memref.alloca() : memref<2xi1>
//   %alloca_2 = memref.alloca() : memref<0xindex>
//   %intptr = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
//   memref.store %intptr, %alloca[%c0] : memref<2xindex>
//   %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
//   memref.store %intptr_3, %alloca[%c1] : memref<2xindex>
//   memref.store %true, %alloca_1[%c0] : memref<2xi1>
//   memref.store %0, %alloca_1[%c1] : memref<2xi1>
//   %cast = memref.cast %alloca : memref<2xindex> to memref<?xindex>
//   %cast_4 = memref.cast %alloca_1 : memref<2xi1> to memref<?xi1>
//   %cast_5 = memref.cast %alloca_2 : memref<0xindex> to memref<?xindex>
//   %alloca_6 = memref.alloca() : memref<2xi1>
//   %alloca_7 = memref.alloca() : memref<0xi1>
//   %cast_8 = memref.cast %alloca_6 : memref<2xi1> to memref<?xi1>
//   %cast_9 = memref.cast %alloca_7 : memref<0xi1> to memref<?xi1>
//   call @dealloc_helper(%cast, %cast_5, %cast_4, %cast_8, %cast_9) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
//   %10 = memref.load %alloca_6[%c0] : memref<2xi1>
//   scf.if %10 {
//     memref.dealloc %a : memref<2xf32>
//   }
//   %11 = memref.load %alloca_6[%c1] : memref<2xi1>
//   scf.if %11 {
//     memref.dealloc %base_buffer : memref<f32>
//   }
//   return
// }
// func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %true = arith.constant true
//   %false = arith.constant false
//   %dim = memref.dim %arg0, %c0 : memref<?xindex>
//   %dim_12 = memref.dim %arg1, %c0 : memref<?xindex>
//   scf.for %13 = %c0 to %dim_12 step %c1 {
//     memref.store %false, %arg4[%13] : memref<?xi1>
//   }
//   scf.for %14 = %c0 to %dim step %c1 {
//     %15 = memref.load %arg0[%14] : memref<?xindex>
//     %16 = memref.load %arg2[%14] : memref<?xi1>
//     %17 = scf.for %18 = %c0 to %dim_12 step %c1 iter_args(%19 = %true) -> (i1) {
//       %20 = memref.load %arg1[%18] : memref<?xindex>
//       %21 = arith.cmpi eq, %20, %15 : index
//       scf.if %21 {
//         %22 = memref.load %arg4[%18] : memref<?xi1>
//         %23 = arith.ori %22, %16 : i1
//         memref.store %23, %arg4[%18] : memref<?xi1>
//       }
//       %24 = arith.cmpi ne, %20, %15 : index
//       %25 = arith.andi %19, %24 : i1
//       scf.yield %25 : i1
//     }
//     %26 = scf.for %27 = %c0 to %14 step %c1 iter_args(%28 = %17) -> (i1) {
//       %29 = memref.load %arg0[%27] : memref<?xindex>
//       %30 = memref.load %arg2[%27] : memref<?xi1>
//       %31 = arith.cmpi eq, %29, %15 : index
//       %32 = arith.andi %31, %30 : i1
//       %33 = arith.xori %32, %true : i1
//       %34 = arith.andi %28, %33 : i1
//       scf.yield %34 : i1
//     }
//     %35 = arith.andi %26, %16 : i1
//     memref.store %35, %arg3[%14] : memref<?xi1>
//   }
//   return
// }
