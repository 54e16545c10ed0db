module {
  func.func @store_dynamic(%arg0: memref<?xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.atomic_rmw addf %cst, %arg0[%arg1] : (f32, memref<?xf32>) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/MemRef__atomic-rmw-runtime-verification.mlir\22:19:3)"
    %3 = memref.atomic_rmw addf %cst, %arg0[%arg1] : (f32, memref<?xf32>) -> f32
    return
  }
  func.func @main() {
    %alloca = memref.alloca() : memref<10xf32>
    %intptr = memref.extract_aligned_pointer_as_index %alloca : memref<10xf32> -> index
    %0 = arith.index_cast %intptr : index to i64
    %1 = llvm.inttoptr %0 : i64 to !llvm.ptr
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.constant(5 : i64) : i64
    %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = llvm.insertvalue %1, %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.insertvalue %1, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %2, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %4, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<5xf32>
    %cast = memref.cast %11 : memref<5xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0 = arith.constant 0 : index
    %12 = arith.cmpi eq, %offset, %c0 : index
    cf.assert %12, "ERROR: Runtime op verification failed\0A%cast = memref.cast %11 : memref<5xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/MemRef__atomic-rmw-runtime-verification.mlir\22:41:11)"
    %c1 = arith.constant 1 : index
    %13 = arith.cmpi eq, %strides, %c1 : index
    cf.assert %13, "ERROR: Runtime op verification failed\0A%cast = memref.cast %11 : memref<5xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/MemRef__atomic-rmw-runtime-verification.mlir\22:41:11)"
    %cast_0 = memref.cast %11 : memref<5xf32> to memref<?xf32>
    %c9 = arith.constant 9 : index
    call @store_dynamic(%cast_0, %c9) : (memref<?xf32>, index) -> ()
    return
  }
}

