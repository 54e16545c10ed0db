module {
  memref.global "private" constant @__constant_10x4x1xf32 : memref<10x4x1xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  func.func @extract_slice(%arg0: memref<1xf32, strided<[?], offset: ?>>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %0 = arith.cmpi eq, %c1_0, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %4 = arith.cmpi sge, %arg1, %c0 : index
      %5 = arith.cmpi sle, %arg1, %c1_3 : index
      %6 = arith.andi %4, %5 : i1
      scf.yield %6 : i1
    } else {
      %4 = arith.cmpi sge, %arg1, %c0 : index
      %5 = arith.cmpi slt, %arg1, %c1_3 : index
      %6 = arith.andi %4, %5 : i1
      scf.yield %6 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1] [1] [1] : tensor<1xf32> to tensor<1xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:23:5)"
    %2 = arith.cmpi sgt, %c1_0, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %4 = arith.subi %c1_0, %c1 : index
      %5 = arith.muli %4, %c1_1 : index
      %6 = arith.addi %arg1, %5 : index
      %7 = arith.cmpi sge, %6, %c0 : index
      %8 = arith.cmpi slt, %6, %c1_3 : index
      %9 = arith.andi %7, %8 : i1
      scf.yield %9 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1] [1] [1] : tensor<1xf32> to tensor<1xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:23:5)"
    %subview = memref.subview %arg0[%arg1] [1] [1] : memref<1xf32, strided<[?], offset: ?>> to memref<1xf32, strided<[?], offset: ?>>
    return
  }
  func.func @extract_slice_dynamic(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
    %0 = arith.cmpi eq, %arg2, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi sle, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi slt, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:28:5)"
    %2 = arith.cmpi sgt, %arg2, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %8 = arith.subi %arg2, %c1 : index
      %9 = arith.muli %8, %arg3 : index
      %10 = arith.addi %arg1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %dim : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:28:5)"
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c4_4 = arith.constant 4 : index
    %4 = arith.cmpi eq, %c4, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %8 = arith.cmpi sge, %c0_1, %c0 : index
      %9 = arith.cmpi sle, %c0_1, %c4_4 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %true = arith.constant true
      %true_5 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:28:5)"
    %6 = arith.cmpi sgt, %c4, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %8 = arith.subi %c4, %c1 : index
      %9 = arith.muli %8, %c1_2 : index
      %10 = arith.addi %c0_1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %c4_4 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:28:5)"
    %subview = memref.subview %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
    return
  }
  func.func @extract_slice_dynamic_rank_reduce(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
    %0 = arith.cmpi eq, %arg2, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi sle, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi slt, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:33:5)"
    %2 = arith.cmpi sgt, %arg2, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %8 = arith.subi %arg2, %c1 : index
      %9 = arith.muli %8, %arg3 : index
      %10 = arith.addi %arg1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %dim : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:33:5)"
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %4 = arith.cmpi eq, %c1_2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %8 = arith.cmpi sge, %c0_1, %c0 : index
      %9 = arith.cmpi sle, %c0_1, %c4 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %true = arith.constant true
      %true_5 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:33:5)"
    %6 = arith.cmpi sgt, %c1_2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %8 = arith.subi %c1_2, %c1 : index
      %9 = arith.muli %8, %c1_3 : index
      %10 = arith.addi %c0_1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %c4 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:33:5)"
    %subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
    return
  }
  func.func @extract_slice_zero_size_dim(%arg0: memref<10x4x1xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %12 = arith.cmpi sge, %c0_0, %c0 : index
      %13 = arith.cmpi sle, %c0_0, %c10 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_9 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:38:5)"
    %2 = arith.cmpi sgt, %arg1, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %12 = arith.subi %arg1, %c1 : index
      %13 = arith.muli %12, %c1_1 : index
      %14 = arith.addi %c0_0, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c10 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:38:5)"
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %4 = arith.cmpi eq, %arg2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %12 = arith.cmpi sge, %c0_3, %c0 : index
      %13 = arith.cmpi sle, %c0_3, %c4 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_9 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:38:5)"
    %6 = arith.cmpi sgt, %arg2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %12 = arith.subi %arg2, %c1 : index
      %13 = arith.muli %12, %c1_4 : index
      %14 = arith.addi %c0_3, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c4 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:38:5)"
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_8 = arith.constant 1 : index
    %8 = arith.cmpi eq, %arg3, %c0 : index
    %9 = scf.if %8 -> (i1) {
      %12 = arith.cmpi sge, %c0_6, %c0 : index
      %13 = arith.cmpi sle, %c0_6, %c1_8 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_9 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %9, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 2 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:38:5)"
    %10 = arith.cmpi sgt, %arg3, %c0 : index
    %11 = scf.if %10 -> (i1) {
      %12 = arith.subi %arg3, %c1 : index
      %13 = arith.muli %12, %c1_7 : index
      %14 = arith.addi %c0_6, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c1_8 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %11, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:38:5)"
    %subview = memref.subview %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    return
  }
  func.func @extract_slice_empty_tensor(%arg0: memref<10x4x1xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %12 = arith.cmpi sge, %arg4, %c0 : index
      %13 = arith.cmpi sle, %arg4, %c10 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %12 = arith.cmpi sge, %arg4, %c0 : index
      %13 = arith.cmpi slt, %arg4, %c10 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:43:5)"
    %2 = arith.cmpi sgt, %arg1, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %12 = arith.subi %arg1, %c1 : index
      %13 = arith.muli %12, %c1_0 : index
      %14 = arith.addi %arg4, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c10 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:43:5)"
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %4 = arith.cmpi eq, %arg2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %12 = arith.cmpi sge, %c0_2, %c0 : index
      %13 = arith.cmpi sle, %c0_2, %c4 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_8 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:43:5)"
    %6 = arith.cmpi sgt, %arg2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %12 = arith.subi %arg2, %c1 : index
      %13 = arith.muli %12, %c1_3 : index
      %14 = arith.addi %c0_2, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c4 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:43:5)"
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_7 = arith.constant 1 : index
    %8 = arith.cmpi eq, %arg3, %c0 : index
    %9 = scf.if %8 -> (i1) {
      %12 = arith.cmpi sge, %c0_5, %c0 : index
      %13 = arith.cmpi sle, %c0_5, %c1_7 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_8 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %9, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 2 is out-of-bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:43:5)"
    %10 = arith.cmpi sgt, %arg3, %c0 : index
    %11 = scf.if %10 -> (i1) {
      %12 = arith.subi %arg3, %c1 : index
      %13 = arith.muli %12, %c1_6 : index
      %14 = arith.addi %c0_5, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c1_7 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %11, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract_slice-runtime-verification.mlir\22:43:5)"
    %subview = memref.subview %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
    %cast = memref.cast %alloc_0 : memref<4x4xf32> to memref<?x4xf32>
    %cast_1 = memref.cast %cast : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
    call @extract_slice_dynamic_rank_reduce(%cast_1, %c5, %c5, %c1) : (memref<?x4xf32, strided<[?, ?], offset: ?>>, index, index, index) -> ()
    %cast_2 = memref.cast %alloc : memref<1xf32> to memref<1xf32, strided<[?], offset: ?>>
    call @extract_slice(%cast_2, %c1) : (memref<1xf32, strided<[?], offset: ?>>, index) -> ()
    %cast_3 = memref.cast %alloc : memref<1xf32> to memref<1xf32, strided<[?], offset: ?>>
    call @extract_slice(%cast_3, %c-1) : (memref<1xf32, strided<[?], offset: ?>>, index) -> ()
    %cast_4 = memref.cast %cast : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
    call @extract_slice_dynamic(%cast_4, %c0, %c5, %c1) : (memref<?x4xf32, strided<[?, ?], offset: ?>>, index, index, index) -> ()
    %cast_5 = memref.cast %cast : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
    call @extract_slice_dynamic(%cast_5, %c0, %c4, %c4) : (memref<?x4xf32, strided<[?, ?], offset: ?>>, index, index, index) -> ()
    %cast_6 = memref.cast %alloc : memref<1xf32> to memref<1xf32, strided<[?], offset: ?>>
    call @extract_slice(%cast_6, %c0) : (memref<1xf32, strided<[?], offset: ?>>, index) -> ()
    %cast_7 = memref.cast %cast : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
    call @extract_slice_dynamic(%cast_7, %c0, %c4, %c1) : (memref<?x4xf32, strided<[?, ?], offset: ?>>, index, index, index) -> ()
    %cast_8 = memref.cast %cast : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
    call @extract_slice_dynamic_rank_reduce(%cast_8, %c0, %c1, %c0) : (memref<?x4xf32, strided<[?, ?], offset: ?>>, index, index, index) -> ()
    %0 = memref.get_global @__constant_10x4x1xf32 : memref<10x4x1xf32>
    %c0_9 = arith.constant 0 : index
    %c4_10 = arith.constant 4 : index
    %c1_11 = arith.constant 1 : index
    %cast_12 = memref.cast %0 : memref<10x4x1xf32> to memref<10x4x1xf32, strided<[?, ?, ?], offset: ?>>
    call @extract_slice_zero_size_dim(%cast_12, %c0_9, %c4_10, %c1_11) : (memref<10x4x1xf32, strided<[?, ?, ?], offset: ?>>, index, index, index) -> ()
    %c10 = arith.constant 10 : index
    %cast_13 = memref.cast %0 : memref<10x4x1xf32> to memref<10x4x1xf32, strided<[?, ?, ?], offset: ?>>
    call @extract_slice_empty_tensor(%cast_13, %c0_9, %c4_10, %c1_11, %c10) : (memref<10x4x1xf32, strided<[?, ?, ?], offset: ?>>, index, index, index, index) -> ()
    return
  }
}

