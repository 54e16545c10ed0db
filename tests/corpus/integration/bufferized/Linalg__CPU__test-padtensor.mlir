#map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
#map1 = affine_map<()[s0] -> (s0 + 2)>
module {
  memref.global "private" constant @__constant_1x2x3xf32 : memref<1x2x3xf32> = dense<[[[1.000000e+00, 2.000000e+00, 3.000000e+00], [2.000000e+00, 3.000000e+00, 4.000000e+00]]]> {alignment = 64 : i64}
  func.func @main() {
    %0 = memref.get_global @__constant_1x2x3xf32 : memref<1x2x3xf32>
    %cast = memref.cast %0 : memref<1x2x3xf32> to memref<1x?x3xf32>
    %c2 = arith.constant 2 : index
    %cst = arith.constant 2.300000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %cast, %c1 : memref<1x?x3xf32>
    %c2_0 = arith.constant 2 : index
    %c0_1 = arith.constant 0 : index
    %1 = affine.apply #map()[%dim, %c2_0, %c0_1]
    %c2_2 = arith.constant 2 : index
    %dim_3 = memref.dim %cast, %c2_2 : memref<1x?x3xf32>
    %c0_4 = arith.constant 0 : index
    %c2_5 = arith.constant 2 : index
    %2 = affine.apply #map()[%dim_3, %c0_4, %c2_5]
    %c1_6 = arith.constant 1 : index
    %dim_7 = memref.dim %cast, %c1_6 : memref<1x?x3xf32>
    %3 = affine.apply #map1()[%dim_7]
    %c2_8 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %alloc = memref.alloc(%3, %c5) {alignment = 64 : i64} : memref<1x?x?xf32>
    linalg.map outs(%alloc : memref<1x?x?xf32>)
      (%init: f32) {
        %4 = linalg.index 0 : index
        %5 = linalg.index 1 : index
        %6 = linalg.index 2 : index
        linalg.yield %cst : f32
      }
    %c1_9 = arith.constant 1 : index
    %dim_10 = memref.dim %cast, %c1_9 : memref<1x?x3xf32>
    %subview = memref.subview %alloc[0, 2, 0] [1, %dim_10, 3] [1, 1, 1] : memref<1x?x?xf32> to memref<1x?x3xf32, strided<[?, ?, 1], offset: ?>>
    memref.copy %cast, %subview : memref<1x?x3xf32> to memref<1x?x3xf32, strided<[?, ?, 1], offset: ?>>
    %cast_11 = memref.cast %alloc : memref<1x?x?xf32> to memref<*xf32>
    call @printMemrefF32(%cast_11) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

