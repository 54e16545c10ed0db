module {
  func.func @extract(%arg0: memref<1xf32, strided<[?], offset: ?>>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %c1 : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%arg1] : tensor<1xf32>\0A^ out-of-bounds access\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract-runtime-verification.mlir\22:23:5)"
    %3 = memref.load %arg0[%arg1] : memref<1xf32, strided<[?], offset: ?>>
    return
  }
  func.func @extract_dynamic(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract-runtime-verification.mlir\22:28:5)"
    %3 = memref.load %arg0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
    return
  }
  func.func @extract_nd_dynamic(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    %c1 = arith.constant 1 : index
    %dim_1 = memref.dim %arg0, %c1 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %3 = arith.cmpi sge, %arg2, %c0 : index
    %4 = arith.cmpi slt, %arg2, %dim_1 : index
    %5 = arith.andi %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    %c2 = arith.constant 2 : index
    %dim_2 = memref.dim %arg0, %c2 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %7 = arith.cmpi sge, %arg3, %c0 : index
    %8 = arith.cmpi slt, %arg3, %dim_2 : index
    %9 = arith.andi %7, %8 : i1
    %10 = arith.andi %6, %9 : i1
    cf.assert %10, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%arg1, %arg2, %arg3] : tensor<?x?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__extract-runtime-verification.mlir\22:33:5)"
    %11 = memref.load %arg0[%arg1, %arg2, %arg3] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c2 = arith.constant 2 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
    %alloc_0 = memref.alloc(%c1) {alignment = 64 : i64} : memref<?xf32>
    %alloc_1 = memref.alloc(%c2, %c2, %c2) {alignment = 64 : i64} : memref<?x?x?xf32>
    %cast = memref.cast %alloc : memref<1xf32> to memref<1xf32, strided<[?], offset: ?>>
    call @extract(%cast, %c1) : (memref<1xf32, strided<[?], offset: ?>>, index) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    call @extract_dynamic(%cast_2, %c1) : (memref<?xf32, strided<[?], offset: ?>>, index) -> ()
    %cast_3 = memref.cast %alloc_1 : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    call @extract_nd_dynamic(%cast_3, %c1, %c-1, %c0) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, index, index, index) -> ()
    %cast_4 = memref.cast %alloc : memref<1xf32> to memref<1xf32, strided<[?], offset: ?>>
    call @extract(%cast_4, %c0) : (memref<1xf32, strided<[?], offset: ?>>, index) -> ()
    %cast_5 = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    call @extract_dynamic(%cast_5, %c0) : (memref<?xf32, strided<[?], offset: ?>>, index) -> ()
    %cast_6 = memref.cast %alloc_1 : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    call @extract_nd_dynamic(%cast_6, %c1, %c1, %c0) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, index, index, index) -> ()
    return
  }
}

