// A module in generic form: the @dealloc_helper the pipeline adds goes inside it, and the calls it adds are func.call (a generic func.func sets no default dialect).
// flags: --buffer-deallocation-pipeline
// upstream-differs: the two-memref dealloc uses stack arrays (memref.alloca), upstream heap arrays
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (memref<5xf32>, memref<5xf32>), sym_name = "test"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf32>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3:2 = "scf.for"(%arg0, %arg1, %2, %0, %1) ({
    ^bb0(%arg2: index, %arg3: memref<5xf32>, %arg4: memref<5xf32>):
      "scf.yield"(%arg4, %arg3) : (memref<5xf32>, memref<5xf32>) -> ()
    }) : (index, index, index, memref<5xf32>, memref<5xf32>) -> (memref<5xf32>, memref<5xf32>)
    "func.return"(%3#0, %3#1) : (memref<5xf32>, memref<5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
// expected:
// "builtin.module"()({
//   "func.func"() <{function_type = (index, index) -> (memref<5xf32>, memref<5xf32>), sym_name = "test"}>({
//   ^bb0(%arg0: index, %arg1: index):
//     %c3 = arith.constant 3 : index
//     %c2 = arith.constant 2 : index
//     %c0 = arith.constant 0 : index
//     %false = arith.constant false
//     %true = arith.constant true
//     %2 = "arith.constant"() <{value = 1 : index}> : () -> index
//     %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf32>
//     %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf32>
//     %3:2, %4, %5 = "scf.for"(%arg0, %arg1, %2, %0, %1, %false, %false)({
//     ^bb0(%arg2: index, %arg3: memref<5xf32>, %arg4: memref<5xf32>, %6: i1, %7: i1):
//       %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<5xf32> -> memref<f32>, index, index, index
//       %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %arg4 : memref<5xf32> -> memref<f32>, index, index, index
//       %12, %13, %14, %15 = memref.alloca_scope  -> (i1, i1, i1, i1) {
//         %alloca = memref.alloca() : memref<2xindex>
//         %alloca_16 = memref.alloca() : memref<2xi1>
//         %alloca_17 = memref.alloca() : memref<2xindex>
//         %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
//         memref.store %intptr, %alloca[%c0] : memref<2xindex>
//         %intptr_18 = memref.extract_aligned_pointer_as_index %base_buffer_8 : memref<f32> -> index
//         memref.store %intptr_18, %alloca[%2] : memref<2xindex>
//         memref.store %6, %alloca_16[%c0] : memref<2xi1>
//         memref.store %7, %alloca_16[%2] : memref<2xi1>
//         %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<5xf32> -> index
//         memref.store %intptr_19, %alloca_17[%c0] : memref<2xindex>
//         %intptr_20 = memref.extract_aligned_pointer_as_index %arg3 : memref<5xf32> -> index
//         memref.store %intptr_20, %alloca_17[%2] : memref<2xindex>
//         %cast = memref.cast %alloca : memref<2xindex> to memref<?xindex>
//         %cast_21 = memref.cast %alloca_16 : memref<2xi1> to memref<?xi1>
//         %cast_22 = memref.cast %alloca_17 : memref<2xindex> to memref<?xindex>
//         %alloca_23 = memref.alloca() : memref<2xi1>
//         %alloca_24 = memref.alloca() : memref<2xi1>
//         %cast_25 = memref.cast %alloca_23 : memref<2xi1> to memref<?xi1>
//         %cast_26 = memref.cast %alloca_24 : memref<2xi1> to memref<?xi1>
//         func.call @dealloc_helper(%cast, %cast_22, %cast_21, %cast_25, %cast_26) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
//         %27 = memref.load %alloca_23[%c0] : memref<2xi1>
//         %28 = memref.load %alloca_23[%2] : memref<2xi1>
//         %29 = memref.load %alloca_24[%c0] : memref<2xi1>
//         %30 = memref.load %alloca_24[%2] : memref<2xi1>
//         memref.alloca_scope.return %27, %28, %29, %30 : i1, i1, i1, i1
//       }
//       scf.if %12 {
//         memref.dealloc %base_buffer : memref<f32>
//       }
//       scf.if %13 {
//         memref.dealloc %base_buffer_8 : memref<f32>
//       }
//       "scf.yield"(%arg4, %arg3, %14, %15) : (memref<5xf32>, memref<5xf32>, i1, i1) -> ()
//     }) : (index, index, index, memref<5xf32>, memref<5xf32>, i1, i1) -> (memref<5xf32>, memref<5xf32>, i1, i1)
//     %31 = scf.if %4 -> (memref<5xf32>) {
//       scf.yield %3#0 : memref<5xf32>
//     } else {
//       %32 = bufferization.clone %3#0 : memref<5xf32> to memref<5xf32>
//       scf.yield %32 : memref<5xf32>
//     }
//     %33 = scf.if %5 -> (memref<5xf32>) {
//       scf.yield %3#1 : memref<5xf32>
//     } else {
//       %34 = bufferization.clone %3#1 : memref<5xf32> to memref<5xf32>
//       scf.yield %34 : memref<5xf32>
//     }
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %3#0 : memref<5xf32> -> memref<f32>, index, index, index
//     %base_buffer_35, %offset_36, %sizes_37, %strides_38 = memref.extract_strided_metadata %3#1 : memref<5xf32> -> memref<f32>, index, index, index
//     %alloca = memref.alloca() : memref<4xindex>
//     %alloca_39 = memref.alloca() : memref<4xi1>
//     %alloca_40 = memref.alloca() : memref<2xindex>
//     %intptr = memref.extract_aligned_pointer_as_index %0 : memref<5xf32> -> index
//     memref.store %intptr, %alloca[%c0] : memref<4xindex>
//     %intptr_41 = memref.extract_aligned_pointer_as_index %1 : memref<5xf32> -> index
//     memref.store %intptr_41, %alloca[%2] : memref<4xindex>
//     %intptr_42 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
//     memref.store %intptr_42, %alloca[%c2] : memref<4xindex>
//     %intptr_43 = memref.extract_aligned_pointer_as_index %base_buffer_35 : memref<f32> -> index
//     memref.store %intptr_43, %alloca[%c3] : memref<4xindex>
//     memref.store %true, %alloca_39[%c0] : memref<4xi1>
//     memref.store %true, %alloca_39[%2] : memref<4xi1>
//     memref.store %4, %alloca_39[%c2] : memref<4xi1>
//     memref.store %5, %alloca_39[%c3] : memref<4xi1>
//     %intptr_44 = memref.extract_aligned_pointer_as_index %31 : memref<5xf32> -> index
//     memref.store %intptr_44, %alloca_40[%c0] : memref<2xindex>
//     %intptr_45 = memref.extract_aligned_pointer_as_index %33 : memref<5xf32> -> index
//     memref.store %intptr_45, %alloca_40[%2] : memref<2xindex>
//     %cast = memref.cast %alloca : memref<4xindex> to memref<?xindex>
//     %cast_46 = memref.cast %alloca_39 : memref<4xi1> to memref<?xi1>
//     %cast_47 = memref.cast %alloca_40 : memref<2xindex> to memref<?xindex>
//     %alloca_48 = memref.alloca() : memref<4xi1>
//     %alloca_49 = memref.alloca() : memref<2xi1>
//     %cast_50 = memref.cast %alloca_48 : memref<4xi1> to memref<?xi1>
//     %cast_51 = memref.cast %alloca_49 : memref<2xi1> to memref<?xi1>
//     func.call @dealloc_helper(%cast, %cast_47, %cast_46, %cast_50, %cast_51) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
//     %52 = memref.load %alloca_48[%c0] : memref<4xi1>
//     scf.if %52 {
//       memref.dealloc %0 : memref<5xf32>
//     }
//     %53 = memref.load %alloca_48[%2] : memref<4xi1>
//     scf.if %53 {
//       memref.dealloc %1 : memref<5xf32>
//     }
//     %54 = memref.load %alloca_48[%c2] : memref<4xi1>
//     scf.if %54 {
//       memref.dealloc %base_buffer : memref<f32>
//     }
//     %55 = memref.load %alloca_48[%c3] : memref<4xi1>
//     scf.if %55 {
//       memref.dealloc %base_buffer_35 : memref<f32>
//     }
//     "func.return"(%31, %33) : (memref<5xf32>, memref<5xf32>) -> ()
//   }) : () -> ()
//   func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     %true = arith.constant true
//     %false = arith.constant false
//     %dim = memref.dim %arg0, %c0 : memref<?xindex>
//     %dim_56 = memref.dim %arg1, %c0 : memref<?xindex>
//     scf.for %57 = %c0 to %dim_56 step %c1 {
//       memref.store %false, %arg4[%57] : memref<?xi1>
//     }
//     scf.for %58 = %c0 to %dim step %c1 {
//       %59 = memref.load %arg0[%58] : memref<?xindex>
//       %60 = memref.load %arg2[%58] : memref<?xi1>
//       %61 = scf.for %62 = %c0 to %dim_56 step %c1 iter_args(%63 = %true) -> (i1) {
//         %64 = memref.load %arg1[%62] : memref<?xindex>
//         %65 = arith.cmpi eq, %64, %59 : index
//         scf.if %65 {
//           %66 = memref.load %arg4[%62] : memref<?xi1>
//           %67 = arith.ori %66, %60 : i1
//           memref.store %67, %arg4[%62] : memref<?xi1>
//         }
//         %68 = arith.cmpi ne, %64, %59 : index
//         %69 = arith.andi %63, %68 : i1
//         scf.yield %69 : i1
//       }
//       %70 = scf.for %71 = %c0 to %58 step %c1 iter_args(%72 = %61) -> (i1) {
//         %73 = memref.load %arg0[%71] : memref<?xindex>
//         %74 = memref.load %arg2[%71] : memref<?xi1>
//         %75 = arith.cmpi eq, %73, %59 : index
//         %76 = arith.andi %75, %74 : i1
//         %77 = arith.xori %76, %true : i1
//         %78 = arith.andi %72, %77 : i1
//         scf.yield %78 : i1
//       }
//       %79 = arith.andi %70, %60 : i1
//       memref.store %79, %arg3[%58] : memref<?xi1>
//     }
//     return
//   }
// }) : () -> ()
