module {
  func.func @main() {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
    %0 = memref.rank %alloc : memref<1xf32>
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %1 = arith.cmpi sgt, %0, %c4 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = tensor.dim %0, %c4 : tensor<1xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Tensor__dim-runtime-verification.mlir\22:28:10)"
    %dim = memref.dim %alloc, %c4 : memref<1xf32>
    return
  }
}

