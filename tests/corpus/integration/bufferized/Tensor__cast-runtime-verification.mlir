module {
  func.func private @cast_to_static_dim(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %dim, %c10 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = tensor.cast %arg0 : tensor<?xf32> to tensor<10xf32>\0A^ size mismatch of dim 0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__cast-runtime-verification.mlir\22:23:8)"
    %cast = memref.cast %arg0 : memref<?xf32, strided<[?], offset: ?>> to memref<10xf32, strided<[?], offset: ?>>
    return %arg0 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func private @cast_to_ranked(%arg0: memref<*xf32>) -> memref<*xf32> {
    %0 = memref.rank %arg0 : memref<*xf32>
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = tensor.cast %arg0 : tensor<*xf32> to tensor<f32>\0A^ rank mismatch\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__cast-runtime-verification.mlir\22:28:8)"
    %cast = memref.cast %arg0 : memref<*xf32> to memref<f32, strided<[], offset: ?>>
    return %arg0 : memref<*xf32>
  }
  func.func private @valid_cast(%arg0: memref<*xf32>) -> memref<*xf32> {
    %0 = memref.rank %arg0 : memref<*xf32>
    %c1 = arith.constant 1 : index
    %1 = arith.cmpi eq, %0, %c1 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?xf32>\0A^ rank mismatch\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__cast-runtime-verification.mlir\22:33:8)"
    %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
    return %arg0 : memref<*xf32>
  }
  func.func @main() {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
    %cast = memref.cast %alloc : memref<5xf32> to memref<?xf32>
    %cast_0 = memref.cast %cast : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %0 = call @cast_to_static_dim(%cast_0) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
    %cast_1 = memref.cast %alloc : memref<5xf32> to memref<*xf32>
    %1 = call @cast_to_ranked(%cast_1) : (memref<*xf32>) -> memref<*xf32>
    %2 = call @valid_cast(%cast_1) : (memref<*xf32>) -> memref<*xf32>
    return
  }
}

