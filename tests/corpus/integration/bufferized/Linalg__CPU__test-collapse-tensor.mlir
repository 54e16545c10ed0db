module {
  memref.global "private" constant @__constant_2x2x3x2xf32 : memref<2x2x3x2xf32> = dense<[[[[-3.905800e+00, 0.907199978], [-2.947000e+00, -2.205500e+00], [1.839460e+01, 8.29969978]], [[3.470000e+00, 5.900600e+00], [-1.722670e+01, 4.977700e+00], [1.045000e+00, -8.201000e-01]]], [[[1.769960e+01, -1.117630e+01], [2.677750e+01, -3.882300e+00], [-4.249200e+00, -5.896600e+00]], [[2.125900e+00, 1.317940e+01], [-1.071360e+01, 8.428000e-01], [1.642330e+01, 9.458900e+00]]]]> {alignment = 64 : i64}
  func.func @main() {
    %0 = memref.get_global @__constant_2x2x3x2xf32 : memref<2x2x3x2xf32>
    %cast = memref.cast %0 : memref<2x2x3x2xf32> to memref<2x?x?x?xf32>
    %c1 = arith.constant 1 : index
    %dim = memref.dim %cast, %c1 : memref<2x?x?x?xf32>
    %c2 = arith.constant 2 : index
    %dim_0 = memref.dim %cast, %c2 : memref<2x?x?x?xf32>
    %c3 = arith.constant 3 : index
    %dim_1 = memref.dim %cast, %c3 : memref<2x?x?x?xf32>
    %alloc = memref.alloc(%dim, %dim_0, %dim_1) {alignment = 64 : i64} : memref<2x?x?x?xf32>
    memref.copy %cast, %alloc : memref<2x?x?x?xf32> to memref<2x?x?x?xf32>
    %cast_2 = memref.cast %alloc : memref<2x?x?x?xf32> to memref<2x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    %1 = call @collapse_dynamic_shape(%cast_2) : (memref<2x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<2x?x?xf32>
    %cast_3 = memref.cast %1 : memref<2x?x?xf32> to memref<*xf32>
    call @printMemrefF32(%cast_3) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @collapse_dynamic_shape(%arg0: memref<2x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<2x?x?xf32> {
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1 : memref<2x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    %c2 = arith.constant 2 : index
    %dim_0 = memref.dim %arg0, %c2 : memref<2x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    %c3 = arith.constant 3 : index
    %dim_1 = memref.dim %arg0, %c3 : memref<2x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_0, %dim_1) {alignment = 64 : i64} : memref<2x?x?x?xf32>
    memref.copy %arg0, %alloc : memref<2x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<2x?x?x?xf32>
    %collapse_shape = memref.collapse_shape %alloc [[0], [1, 2], [3]] : memref<2x?x?x?xf32> into memref<2x?x?xf32>
    %cast = memref.cast %collapse_shape : memref<2x?x?xf32> to memref<2x?x?xf32, strided<[?, ?, ?], offset: ?>>
    return %collapse_shape : memref<2x?x?xf32>
  }
}

