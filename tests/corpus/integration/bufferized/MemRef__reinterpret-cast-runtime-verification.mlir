module {
  func.func @reinterpret_cast(%arg0: memref<1xf32>, %arg1: index) {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [1], strides: [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
    return
  }
  func.func @reinterpret_cast_fully_dynamic(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg2], strides: [%arg3] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %alloca = memref.alloca() : memref<1xf32>
    %alloca_0 = memref.alloca() : memref<4xf32>
    %cast = memref.cast %alloca_0 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0_1 = arith.constant 0 : index
    %0 = arith.cmpi eq, %offset, %c0_1 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca_0 : memref<4xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/MemRef__reinterpret-cast-runtime-verification.mlir\22:39:19)"
    %c1_2 = arith.constant 1 : index
    %1 = arith.cmpi eq, %strides, %c1_2 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca_0 : memref<4xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/MemRef__reinterpret-cast-runtime-verification.mlir\22:39:19)"
    %cast_3 = memref.cast %alloca_0 : memref<4xf32> to memref<?xf32>
    call @reinterpret_cast(%alloca, %c1) : (memref<1xf32>, index) -> ()
    call @reinterpret_cast(%alloca, %c-1) : (memref<1xf32>, index) -> ()
    call @reinterpret_cast_fully_dynamic(%cast_3, %c0, %c5, %c1) : (memref<?xf32>, index, index, index) -> ()
    call @reinterpret_cast_fully_dynamic(%cast_3, %c0, %c4, %c4) : (memref<?xf32>, index, index, index) -> ()
    call @reinterpret_cast(%alloca, %c0) : (memref<1xf32>, index) -> ()
    call @reinterpret_cast_fully_dynamic(%cast_3, %c0, %c4, %c1) : (memref<?xf32>, index, index, index) -> ()
    return
  }
}

