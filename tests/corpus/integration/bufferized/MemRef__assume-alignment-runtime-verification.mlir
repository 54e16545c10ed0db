module {
  func.func @main() {
    %alloca = memref.alloca() : memref<5xf64>
    %intptr = memref.extract_aligned_pointer_as_index %alloca : memref<5xf64> -> index
    %c8 = arith.constant 8 : index
    %0 = arith.remui %intptr, %c8 : index
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%assume_align = memref.assume_alignment %alloca, 8 : memref<5xf64>\0A^ memref is not aligned to 8\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/MemRef__assume-alignment-runtime-verification.mlir\22:23:8)"
    %assume_align = memref.assume_alignment %alloca, 8 : memref<5xf64>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(1 : i64) : i64
    %4 = llvm.mlir.constant(3 : i64) : i64
    %5 = llvm.inttoptr %4 : i64 to !llvm.ptr
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %3, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<1xf32>
    %intptr_0 = memref.extract_aligned_pointer_as_index %12 : memref<1xf32> -> index
    %c4 = arith.constant 4 : index
    %13 = arith.remui %intptr_0, %c4 : index
    %c0_1 = arith.constant 0 : index
    %14 = arith.cmpi eq, %13, %c0_1 : index
    cf.assert %14, "ERROR: Runtime op verification failed\0A%assume_align_0 = memref.assume_alignment %10, 4 : memref<1xf32>\0A^ memref is not aligned to 4\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/MemRef__assume-alignment-runtime-verification.mlir\22:44:13)"
    %assume_align_2 = memref.assume_alignment %12, 4 : memref<1xf32>
    return
  }
}

