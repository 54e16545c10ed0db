#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map10 = affine_map<()[s0] -> (-s0 + 3)>
#map11 = affine_map<(d0) -> (-d0 + 3)>
module {
  memref.global "private" constant @__constant_0x5xf32 : memref<0x5xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_0xf32 : memref<0xf32> = dense<1.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x4xf32 : memref<3x4xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_16x29xf32 : memref<16x29xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_5x4xf32 : memref<5x4xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x5xf32 : memref<4x5xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4x4xf32 : memref<4x4xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x4xf32 : memref<1x4xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_1x1xf32 : memref<1x1xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_5xf32 : memref<5xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  func.func @main() {
    %0 = memref.get_global @__constant_5xf32 : memref<5xf32>
    %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %cast = memref.cast %0 : memref<5xf32> to memref<?xf32>
    %cast_0 = memref.cast %1 : memref<4xf32> to memref<?xf32>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %cast, %c0 : memref<?xf32>
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
    memref.copy %cast, %alloc : memref<?xf32> to memref<?xf32>
    %cast_1 = memref.cast %cast : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %cast_2 = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %2 = call @simple_add(%cast_1, %cast_2) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %cast_0, %c0_3 : memref<?xf32>
    %alloc_5 = memref.alloc(%dim_4) {alignment = 64 : i64} : memref<?xf32>
    memref.copy %cast_0, %alloc_5 : memref<?xf32> to memref<?xf32>
    %cast_6 = memref.cast %cast : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %cast_7 = memref.cast %alloc_5 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %3 = call @simple_add(%cast_6, %cast_7) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
    %c0_8 = arith.constant 0 : index
    %dim_9 = memref.dim %cast, %c0_8 : memref<?xf32>
    %alloc_10 = memref.alloc(%dim_9) {alignment = 64 : i64} : memref<?xf32>
    memref.copy %cast, %alloc_10 : memref<?xf32> to memref<?xf32>
    %cast_11 = memref.cast %cast_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %cast_12 = memref.cast %alloc_10 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %4 = call @simple_add(%cast_11, %cast_12) : (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
    %5 = memref.get_global @__constant_1x1xf32 : memref<1x1xf32>
    %6 = memref.get_global @__constant_1x4xf32 : memref<1x4xf32>
    %7 = memref.get_global @__constant_4x4xf32 : memref<4x4xf32>
    %8 = memref.get_global @__constant_4x5xf32 : memref<4x5xf32>
    %9 = memref.get_global @__constant_5x4xf32 : memref<5x4xf32>
    %cast_13 = memref.cast %5 : memref<1x1xf32> to memref<?x?xf32>
    %cast_14 = memref.cast %6 : memref<1x4xf32> to memref<?x?xf32>
    %cast_15 = memref.cast %7 : memref<4x4xf32> to memref<?x?xf32>
    %cast_16 = memref.cast %8 : memref<4x5xf32> to memref<?x?xf32>
    %cast_17 = memref.cast %9 : memref<5x4xf32> to memref<?x?xf32>
    %cast_18 = memref.cast %cast_13 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_19 = memref.cast %cast_13 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %10 = call @broadcast_add(%cast_18, %cast_19) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_20 = memref.cast %cast_13 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_21 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %11 = call @broadcast_add(%cast_20, %cast_21) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_22 = memref.cast %cast_15 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_23 = memref.cast %cast_14 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %12 = call @broadcast_add(%cast_22, %cast_23) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_24 = memref.cast %cast_14 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_25 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %13 = call @broadcast_add(%cast_24, %cast_25) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_26 = memref.cast %cast_17 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_27 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %14 = call @broadcast_add(%cast_26, %cast_27) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_28 = memref.cast %cast_17 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_29 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %15 = call @matmul_generic(%cast_28, %cast_29) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_30 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_31 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %16 = call @matmul_generic(%cast_30, %cast_31) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_32 = memref.cast %cast_17 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_33 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %17 = call @matmul_named(%cast_32, %cast_33) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %cast_34 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %cast_35 = memref.cast %cast_16 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %18 = call @matmul_named(%cast_34, %cast_35) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
    %19 = memref.get_global @__constant_16x29xf32 : memref<16x29xf32>
    %20 = memref.get_global @__constant_3x4xf32 : memref<3x4xf32>
    %cast_36 = memref.cast %19 : memref<16x29xf32> to memref<16x29xf32, strided<[?, ?], offset: ?>>
    %cast_37 = memref.cast %20 : memref<3x4xf32> to memref<3x4xf32, strided<[?, ?], offset: ?>>
    %21 = call @conv(%cast_36, %cast_37) : (memref<16x29xf32, strided<[?, ?], offset: ?>>, memref<3x4xf32, strided<[?, ?], offset: ?>>) -> memref<5x7xf32>
    %cast_38 = memref.cast %cast_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %22 = call @reverse_from_3(%cast_38) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32>
    %cast_39 = memref.cast %cast : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %23 = call @reverse_from_3(%cast_39) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32>
    %24 = memref.get_global @__constant_0xf32 : memref<0xf32>
    %cast_40 = memref.cast %24 : memref<0xf32> to memref<?xf32>
    %c0_41 = arith.constant 0 : index
    %dim_42 = memref.dim %cast_40, %c0_41 : memref<?xf32>
    %alloc_43 = memref.alloc(%dim_42) {alignment = 64 : i64} : memref<?xf32>
    %cast_44 = memref.cast %alloc_43 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %25 = call @fill_empty_1d(%cast_44) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
    %26 = memref.get_global @__constant_0x5xf32 : memref<0x5xf32>
    %cast_45 = memref.cast %26 : memref<0x5xf32> to memref<?x?xf32>
    %c0_46 = arith.constant 0 : index
    %dim_47 = memref.dim %cast_45, %c0_46 : memref<?x?xf32>
    %c1 = arith.constant 1 : index
    %dim_48 = memref.dim %cast_45, %c1 : memref<?x?xf32>
    %alloc_49 = memref.alloc(%dim_47, %dim_48) {alignment = 64 : i64} : memref<?x?xf32>
    %cast_50 = memref.cast %alloc_49 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %27 = call @fill_empty_2d(%cast_50) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    return
  }
  func.func @simple_add(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %c0_0 = arith.constant 0 : index
    %dim_1 = memref.dim %arg1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
    %c0_2 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %0 = index.cmp slt(%c0_3, %dim)
    scf.if %0 {
      %1 = index.sub %dim, %c1
      %c0_4 = arith.constant 0 : index
      %2 = index.mins %1, %c0_4
      %3 = index.cmp sge(%2, %c0_2)
      cf.assert %3, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:124:10)"
      %4 = index.maxs %1, %c0_4
      %5 = index.add %4, %c1
      %c0_5 = arith.constant 0 : index
      %dim_6 = memref.dim %arg0, %c0_5 : memref<?xf32, strided<[?], offset: ?>>
      %6 = index.cmp eq(%5, %dim_6)
      cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:124:10)"
      %c0_7 = arith.constant 0 : index
      %7 = index.mins %1, %c0_7
      %8 = index.cmp sge(%7, %c0_2)
      cf.assert %8, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:124:10)"
      %9 = index.maxs %1, %c0_7
      %10 = index.add %9, %c1
      %c0_8 = arith.constant 0 : index
      %dim_9 = memref.dim %arg1, %c0_8 : memref<?xf32, strided<[?], offset: ?>>
      %11 = index.cmp eq(%10, %dim_9)
      cf.assert %11, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%arg1 : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:124:10)"
    }
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<?xf32, strided<[?], offset: ?>>) outs(%arg1 : memref<?xf32, strided<[?], offset: ?>>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.addf %in, %out : f32
      linalg.yield %1 : f32
    }
    return %arg1 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @broadcast_add(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %c0 = arith.constant 0 : index
    %0 = memref.rank %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_0 = arith.constant 0 : index
    %true = arith.constant true
    %1 = arith.cmpi sgt, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:143:10)"
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %2 = memref.rank %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_1 = arith.constant 0 : index
    %true_2 = arith.constant true
    %3 = arith.cmpi sgt, %2, %c0 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%dim_0 = tensor.dim %arg1, %c0 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:144:12)"
    %dim_3 = memref.dim %arg1, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %4 = arith.maxui %dim, %dim_3 : index
    %c1 = arith.constant 1 : index
    %5 = memref.rank %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_4 = arith.constant 0 : index
    %true_5 = arith.constant true
    %6 = arith.cmpi sgt, %5, %c1 : index
    cf.assert %6, "ERROR: Runtime op verification failed\0A%dim_1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:149:12)"
    %dim_6 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %7 = memref.rank %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_7 = arith.constant 0 : index
    %true_8 = arith.constant true
    %8 = arith.cmpi sgt, %7, %c1 : index
    cf.assert %8, "ERROR: Runtime op verification failed\0A%dim_2 = tensor.dim %arg1, %c1 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:150:12)"
    %dim_9 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %9 = arith.maxui %dim_6, %dim_9 : index
    %10 = memref.rank %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_10 = arith.constant 0 : index
    %true_11 = arith.constant true
    %11 = arith.cmpi sgt, %10, %c0 : index
    cf.assert %11, "ERROR: Runtime op verification failed\0A%dim_3 = tensor.dim %arg0, %c0 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:154:12)"
    %dim_12 = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %12 = arith.cmpi eq, %dim_12, %c1 : index
    %13 = scf.if %12 -> (memref<?x?xf32, strided<[?, ?], offset: ?>>) {
      %29 = memref.rank %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_38 = arith.constant 0 : index
      %true_39 = arith.constant true
      %30 = arith.cmpi sgt, %29, %c1 : index
      cf.assert %30, "ERROR: Runtime op verification failed\0A%dim_7 = tensor.dim %arg0, %c1 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:157:14)"
      %dim_40 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %alloc_41 = memref.alloc(%4, %dim_40) {alignment = 64 : i64} : memref<?x?xf32>
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %arg0, %c0_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_44 = arith.constant 1 : index
      %dim_45 = memref.dim %arg0, %c1_44 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_46 = arith.constant 0 : index
      %dim_47 = memref.dim %alloc_41, %c0_46 : memref<?x?xf32>
      %c1_48 = arith.constant 1 : index
      %dim_49 = memref.dim %alloc_41, %c1_48 : memref<?x?xf32>
      %c0_50 = arith.constant 0 : index
      %c1_51 = arith.constant 1 : index
      %c0_52 = arith.constant 0 : index
      %31 = index.cmp slt(%c0_52, %dim_47)
      %c0_53 = arith.constant 0 : index
      %32 = index.cmp slt(%c0_53, %dim_45)
      %33 = arith.andi %31, %32 : i1
      scf.if %33 {
        %34 = index.sub %dim_47, %c1_51
        %35 = index.sub %dim_45, %c1_51
        %c0_56 = arith.constant 0 : index
        %c0_57 = arith.constant 0 : index
        %idx0 = index.constant 0
        %true_58 = index.bool.constant true
        cf.assert %true_58, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:159:11)"
        %idx0_59 = index.constant 0
        %idx1 = index.constant 1
        %c0_60 = arith.constant 0 : index
        %dim_61 = memref.dim %arg0, %c0_60 : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %36 = index.cmp sle(%idx1, %dim_61)
        cf.assert %36, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:159:11)"
        %c0_62 = arith.constant 0 : index
        %37 = index.mins %35, %c0_62
        %38 = index.cmp sge(%37, %c0_50)
        cf.assert %38, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:159:11)"
        %39 = index.maxs %35, %c0_62
        %40 = index.add %39, %c1_51
        %c1_63 = arith.constant 1 : index
        %dim_64 = memref.dim %arg0, %c1_63 : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %41 = index.cmp eq(%40, %dim_64)
        cf.assert %41, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:159:11)"
        %c0_65 = arith.constant 0 : index
        %42 = index.mins %34, %c0_65
        %43 = index.cmp sge(%42, %c0_50)
        cf.assert %43, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:159:11)"
        %44 = index.maxs %34, %c0_65
        %45 = index.add %44, %c1_51
        %c0_66 = arith.constant 0 : index
        %dim_67 = memref.dim %alloc_41, %c0_66 : memref<?x?xf32>
        %46 = index.cmp eq(%45, %dim_67)
        cf.assert %46, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:159:11)"
        %c0_68 = arith.constant 0 : index
        %47 = index.mins %35, %c0_68
        %48 = index.cmp sge(%47, %c0_50)
        cf.assert %48, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:159:11)"
        %49 = index.maxs %35, %c0_68
        %50 = index.add %49, %c1_51
        %c1_69 = arith.constant 1 : index
        %dim_70 = memref.dim %alloc_41, %c1_69 : memref<?x?xf32>
        %51 = index.cmp eq(%50, %dim_70)
        cf.assert %51, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg0 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:159:11)"
      }
      %alloc_54 = memref.alloc(%4, %dim_40) {alignment = 64 : i64} : memref<?x?xf32>
      linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc_54 : memref<?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      }
      %cast_55 = memref.cast %alloc_54 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      scf.yield %cast_55 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    } else {
      scf.yield %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
    %14 = memref.rank %13 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_13 = arith.constant 0 : index
    %true_14 = arith.constant true
    %15 = arith.cmpi sgt, %14, %c1 : index
    cf.assert %15, "ERROR: Runtime op verification failed\0A%dim_4 = tensor.dim %3, %c1 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:172:12)"
    %dim_15 = memref.dim %13, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %16 = arith.cmpi eq, %dim_15, %c1 : index
    %17 = scf.if %16 -> (memref<?x?xf32, strided<[?, ?], offset: ?>>) {
      %29 = memref.rank %13 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_38 = arith.constant 0 : index
      %true_39 = arith.constant true
      %30 = arith.cmpi sgt, %29, %c0 : index
      cf.assert %30, "ERROR: Runtime op verification failed\0A%dim_7 = tensor.dim %3, %c0 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:175:14)"
      %dim_40 = memref.dim %13, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %alloc_41 = memref.alloc(%dim_40, %9) {alignment = 64 : i64} : memref<?x?xf32>
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %13, %c0_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_44 = arith.constant 1 : index
      %dim_45 = memref.dim %13, %c1_44 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_46 = arith.constant 0 : index
      %dim_47 = memref.dim %alloc_41, %c0_46 : memref<?x?xf32>
      %c1_48 = arith.constant 1 : index
      %dim_49 = memref.dim %alloc_41, %c1_48 : memref<?x?xf32>
      %c0_50 = arith.constant 0 : index
      %c1_51 = arith.constant 1 : index
      %c0_52 = arith.constant 0 : index
      %31 = index.cmp slt(%c0_52, %dim_43)
      %c0_53 = arith.constant 0 : index
      %32 = index.cmp slt(%c0_53, %dim_49)
      %33 = arith.andi %31, %32 : i1
      scf.if %33 {
        %34 = index.sub %dim_43, %c1_51
        %35 = index.sub %dim_49, %c1_51
        %c0_56 = arith.constant 0 : index
        %36 = index.mins %34, %c0_56
        %37 = index.cmp sge(%36, %c0_50)
        cf.assert %37, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%3 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:177:11)"
        %38 = index.maxs %34, %c0_56
        %39 = index.add %38, %c1_51
        %c0_57 = arith.constant 0 : index
        %dim_58 = memref.dim %13, %c0_57 : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %40 = index.cmp eq(%39, %dim_58)
        cf.assert %40, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%3 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:177:11)"
        %c0_59 = arith.constant 0 : index
        %c0_60 = arith.constant 0 : index
        %idx0 = index.constant 0
        %true_61 = index.bool.constant true
        cf.assert %true_61, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%3 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:177:11)"
        %idx0_62 = index.constant 0
        %idx1 = index.constant 1
        %c1_63 = arith.constant 1 : index
        %dim_64 = memref.dim %13, %c1_63 : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %41 = index.cmp sle(%idx1, %dim_64)
        cf.assert %41, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%3 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:177:11)"
        %c0_65 = arith.constant 0 : index
        %42 = index.mins %34, %c0_65
        %43 = index.cmp sge(%42, %c0_50)
        cf.assert %43, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%3 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:177:11)"
        %44 = index.maxs %34, %c0_65
        %45 = index.add %44, %c1_51
        %c0_66 = arith.constant 0 : index
        %dim_67 = memref.dim %alloc_41, %c0_66 : memref<?x?xf32>
        %46 = index.cmp eq(%45, %dim_67)
        cf.assert %46, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%3 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:177:11)"
        %c0_68 = arith.constant 0 : index
        %47 = index.mins %35, %c0_68
        %48 = index.cmp sge(%47, %c0_50)
        cf.assert %48, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%3 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:177:11)"
        %49 = index.maxs %35, %c0_68
        %50 = index.add %49, %c1_51
        %c1_69 = arith.constant 1 : index
        %dim_70 = memref.dim %alloc_41, %c1_69 : memref<?x?xf32>
        %51 = index.cmp eq(%50, %dim_70)
        cf.assert %51, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%3 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:177:11)"
      }
      %alloc_54 = memref.alloc(%dim_40, %9) {alignment = 64 : i64} : memref<?x?xf32>
      linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%13 : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc_54 : memref<?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      }
      %cast_55 = memref.cast %alloc_54 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      scf.yield %cast_55 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    } else {
      scf.yield %13 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
    %18 = memref.rank %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_16 = arith.constant 0 : index
    %true_17 = arith.constant true
    %19 = arith.cmpi sgt, %18, %c0 : index
    cf.assert %19, "ERROR: Runtime op verification failed\0A%dim_5 = tensor.dim %arg1, %c0 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:190:12)"
    %dim_18 = memref.dim %arg1, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %20 = arith.cmpi eq, %dim_18, %c1 : index
    %21 = scf.if %20 -> (memref<?x?xf32, strided<[?, ?], offset: ?>>) {
      %29 = memref.rank %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_38 = arith.constant 0 : index
      %true_39 = arith.constant true
      %30 = arith.cmpi sgt, %29, %c1 : index
      cf.assert %30, "ERROR: Runtime op verification failed\0A%dim_7 = tensor.dim %arg1, %c1 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:193:14)"
      %dim_40 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %alloc_41 = memref.alloc(%4, %dim_40) {alignment = 64 : i64} : memref<?x?xf32>
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %arg1, %c0_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_44 = arith.constant 1 : index
      %dim_45 = memref.dim %arg1, %c1_44 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_46 = arith.constant 0 : index
      %dim_47 = memref.dim %alloc_41, %c0_46 : memref<?x?xf32>
      %c1_48 = arith.constant 1 : index
      %dim_49 = memref.dim %alloc_41, %c1_48 : memref<?x?xf32>
      %c0_50 = arith.constant 0 : index
      %c1_51 = arith.constant 1 : index
      %c0_52 = arith.constant 0 : index
      %31 = index.cmp slt(%c0_52, %dim_47)
      %c0_53 = arith.constant 0 : index
      %32 = index.cmp slt(%c0_53, %dim_45)
      %33 = arith.andi %31, %32 : i1
      scf.if %33 {
        %34 = index.sub %dim_47, %c1_51
        %35 = index.sub %dim_45, %c1_51
        %c0_56 = arith.constant 0 : index
        %c0_57 = arith.constant 0 : index
        %idx0 = index.constant 0
        %true_58 = index.bool.constant true
        cf.assert %true_58, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg1 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:195:11)"
        %idx0_59 = index.constant 0
        %idx1 = index.constant 1
        %c0_60 = arith.constant 0 : index
        %dim_61 = memref.dim %arg1, %c0_60 : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %36 = index.cmp sle(%idx1, %dim_61)
        cf.assert %36, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg1 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:195:11)"
        %c0_62 = arith.constant 0 : index
        %37 = index.mins %35, %c0_62
        %38 = index.cmp sge(%37, %c0_50)
        cf.assert %38, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg1 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:195:11)"
        %39 = index.maxs %35, %c0_62
        %40 = index.add %39, %c1_51
        %c1_63 = arith.constant 1 : index
        %dim_64 = memref.dim %arg1, %c1_63 : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %41 = index.cmp eq(%40, %dim_64)
        cf.assert %41, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg1 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:195:11)"
        %c0_65 = arith.constant 0 : index
        %42 = index.mins %34, %c0_65
        %43 = index.cmp sge(%42, %c0_50)
        cf.assert %43, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg1 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:195:11)"
        %44 = index.maxs %34, %c0_65
        %45 = index.add %44, %c1_51
        %c0_66 = arith.constant 0 : index
        %dim_67 = memref.dim %alloc_41, %c0_66 : memref<?x?xf32>
        %46 = index.cmp eq(%45, %dim_67)
        cf.assert %46, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg1 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:195:11)"
        %c0_68 = arith.constant 0 : index
        %47 = index.mins %35, %c0_68
        %48 = index.cmp sge(%47, %c0_50)
        cf.assert %48, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg1 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:195:11)"
        %49 = index.maxs %35, %c0_68
        %50 = index.add %49, %c1_51
        %c1_69 = arith.constant 1 : index
        %dim_70 = memref.dim %alloc_41, %c1_69 : memref<?x?xf32>
        %51 = index.cmp eq(%50, %dim_70)
        cf.assert %51, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%arg1 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:195:11)"
      }
      %alloc_54 = memref.alloc(%4, %dim_40) {alignment = 64 : i64} : memref<?x?xf32>
      linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc_54 : memref<?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      }
      %cast_55 = memref.cast %alloc_54 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      scf.yield %cast_55 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    } else {
      scf.yield %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
    %22 = memref.rank %21 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_19 = arith.constant 0 : index
    %true_20 = arith.constant true
    %23 = arith.cmpi sgt, %22, %c1 : index
    cf.assert %23, "ERROR: Runtime op verification failed\0A%dim_6 = tensor.dim %7, %c1 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:208:12)"
    %dim_21 = memref.dim %21, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %24 = arith.cmpi eq, %dim_21, %c1 : index
    %25 = scf.if %24 -> (memref<?x?xf32, strided<[?, ?], offset: ?>>) {
      %29 = memref.rank %21 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_38 = arith.constant 0 : index
      %true_39 = arith.constant true
      %30 = arith.cmpi sgt, %29, %c0 : index
      cf.assert %30, "ERROR: Runtime op verification failed\0A%dim_7 = tensor.dim %7, %c0 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:211:14)"
      %dim_40 = memref.dim %21, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %alloc_41 = memref.alloc(%dim_40, %9) {alignment = 64 : i64} : memref<?x?xf32>
      %c0_42 = arith.constant 0 : index
      %dim_43 = memref.dim %21, %c0_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c1_44 = arith.constant 1 : index
      %dim_45 = memref.dim %21, %c1_44 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %c0_46 = arith.constant 0 : index
      %dim_47 = memref.dim %alloc_41, %c0_46 : memref<?x?xf32>
      %c1_48 = arith.constant 1 : index
      %dim_49 = memref.dim %alloc_41, %c1_48 : memref<?x?xf32>
      %c0_50 = arith.constant 0 : index
      %c1_51 = arith.constant 1 : index
      %c0_52 = arith.constant 0 : index
      %31 = index.cmp slt(%c0_52, %dim_43)
      %c0_53 = arith.constant 0 : index
      %32 = index.cmp slt(%c0_53, %dim_49)
      %33 = arith.andi %31, %32 : i1
      scf.if %33 {
        %34 = index.sub %dim_43, %c1_51
        %35 = index.sub %dim_49, %c1_51
        %c0_56 = arith.constant 0 : index
        %36 = index.mins %34, %c0_56
        %37 = index.cmp sge(%36, %c0_50)
        cf.assert %37, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%7 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:213:11)"
        %38 = index.maxs %34, %c0_56
        %39 = index.add %38, %c1_51
        %c0_57 = arith.constant 0 : index
        %dim_58 = memref.dim %21, %c0_57 : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %40 = index.cmp eq(%39, %dim_58)
        cf.assert %40, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%7 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:213:11)"
        %c0_59 = arith.constant 0 : index
        %c0_60 = arith.constant 0 : index
        %idx0 = index.constant 0
        %true_61 = index.bool.constant true
        cf.assert %true_61, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%7 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:213:11)"
        %idx0_62 = index.constant 0
        %idx1 = index.constant 1
        %c1_63 = arith.constant 1 : index
        %dim_64 = memref.dim %21, %c1_63 : memref<?x?xf32, strided<[?, ?], offset: ?>>
        %41 = index.cmp sle(%idx1, %dim_64)
        cf.assert %41, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%7 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:213:11)"
        %c0_65 = arith.constant 0 : index
        %42 = index.mins %34, %c0_65
        %43 = index.cmp sge(%42, %c0_50)
        cf.assert %43, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%7 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:213:11)"
        %44 = index.maxs %34, %c0_65
        %45 = index.add %44, %c1_51
        %c0_66 = arith.constant 0 : index
        %dim_67 = memref.dim %alloc_41, %c0_66 : memref<?x?xf32>
        %46 = index.cmp eq(%45, %dim_67)
        cf.assert %46, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%7 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:213:11)"
        %c0_68 = arith.constant 0 : index
        %47 = index.mins %35, %c0_68
        %48 = index.cmp sge(%47, %c0_50)
        cf.assert %48, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%7 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:213:11)"
        %49 = index.maxs %35, %c0_68
        %50 = index.add %49, %c1_51
        %c1_69 = arith.constant 1 : index
        %dim_70 = memref.dim %alloc_41, %c1_69 : memref<?x?xf32>
        %51 = index.cmp eq(%50, %dim_70)
        cf.assert %51, "ERROR: Runtime op verification failed\0A%13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%7 : tensor<?x?xf32>) outs(%12 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:213:11)"
      }
      %alloc_54 = memref.alloc(%dim_40, %9) {alignment = 64 : i64} : memref<?x?xf32>
      linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%21 : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc_54 : memref<?x?xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      }
      %cast_55 = memref.cast %alloc_54 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
      scf.yield %cast_55 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    } else {
      scf.yield %21 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
    %alloc = memref.alloc(%4, %9) {alignment = 64 : i64} : memref<?x?xf32>
    %c0_22 = arith.constant 0 : index
    %dim_23 = memref.dim %17, %c0_22 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1_24 = arith.constant 1 : index
    %dim_25 = memref.dim %17, %c1_24 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_26 = arith.constant 0 : index
    %dim_27 = memref.dim %25, %c0_26 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1_28 = arith.constant 1 : index
    %dim_29 = memref.dim %25, %c1_28 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_30 = arith.constant 0 : index
    %dim_31 = memref.dim %alloc, %c0_30 : memref<?x?xf32>
    %c1_32 = arith.constant 1 : index
    %dim_33 = memref.dim %alloc, %c1_32 : memref<?x?xf32>
    %c0_34 = arith.constant 0 : index
    %c1_35 = arith.constant 1 : index
    %c0_36 = arith.constant 0 : index
    %26 = index.cmp slt(%c0_36, %dim_23)
    %c0_37 = arith.constant 0 : index
    %27 = index.cmp slt(%c0_37, %dim_25)
    %28 = arith.andi %26, %27 : i1
    scf.if %28 {
      %29 = index.sub %dim_23, %c1_35
      %30 = index.sub %dim_25, %c1_35
      %c0_38 = arith.constant 0 : index
      %31 = index.mins %29, %c0_38
      %32 = index.cmp sge(%31, %c0_34)
      cf.assert %32, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %33 = index.maxs %29, %c0_38
      %34 = index.add %33, %c1_35
      %c0_39 = arith.constant 0 : index
      %dim_40 = memref.dim %17, %c0_39 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %35 = index.cmp eq(%34, %dim_40)
      cf.assert %35, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %c0_41 = arith.constant 0 : index
      %36 = index.mins %30, %c0_41
      %37 = index.cmp sge(%36, %c0_34)
      cf.assert %37, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %38 = index.maxs %30, %c0_41
      %39 = index.add %38, %c1_35
      %c1_42 = arith.constant 1 : index
      %dim_43 = memref.dim %17, %c1_42 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %40 = index.cmp eq(%39, %dim_43)
      cf.assert %40, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %c0_44 = arith.constant 0 : index
      %41 = index.mins %29, %c0_44
      %42 = index.cmp sge(%41, %c0_34)
      cf.assert %42, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %43 = index.maxs %29, %c0_44
      %44 = index.add %43, %c1_35
      %c0_45 = arith.constant 0 : index
      %dim_46 = memref.dim %25, %c0_45 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %45 = index.cmp eq(%44, %dim_46)
      cf.assert %45, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %c0_47 = arith.constant 0 : index
      %46 = index.mins %30, %c0_47
      %47 = index.cmp sge(%46, %c0_34)
      cf.assert %47, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %48 = index.maxs %30, %c0_47
      %49 = index.add %48, %c1_35
      %c1_48 = arith.constant 1 : index
      %dim_49 = memref.dim %25, %c1_48 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %50 = index.cmp eq(%49, %dim_49)
      cf.assert %50, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %c0_50 = arith.constant 0 : index
      %51 = index.mins %29, %c0_50
      %52 = index.cmp sge(%51, %c0_34)
      cf.assert %52, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %53 = index.maxs %29, %c0_50
      %54 = index.add %53, %c1_35
      %c0_51 = arith.constant 0 : index
      %dim_52 = memref.dim %alloc, %c0_51 : memref<?x?xf32>
      %55 = index.cmp eq(%54, %dim_52)
      cf.assert %55, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #2 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %c0_53 = arith.constant 0 : index
      %56 = index.mins %30, %c0_53
      %57 = index.cmp sge(%56, %c0_34)
      cf.assert %57, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
      %58 = index.maxs %30, %c0_53
      %59 = index.add %58, %c1_35
      %c1_54 = arith.constant 1 : index
      %dim_55 = memref.dim %alloc, %c1_54 : memref<?x?xf32>
      %60 = index.cmp eq(%59, %dim_55)
      cf.assert %60, "ERROR: Runtime op verification failed\0A%11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22]} ins(%5, %9 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%10 : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #2 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:227:9)"
    }
    linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%17, %25 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<?x?xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %29 = arith.addf %in, %in_38 : f32
      linalg.yield %29 : f32
    }
    %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<?x?xf32>
  }
  func.func @matmul_generic(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = memref.rank %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_0 = arith.constant 0 : index
    %true = arith.constant true
    %1 = arith.cmpi sgt, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:252:9)"
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %2 = memref.rank %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_1 = arith.constant 0 : index
    %true_2 = arith.constant true
    %3 = arith.cmpi sgt, %2, %c1 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:253:9)"
    %dim_3 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_3) {alignment = 64 : i64} : memref<?x?xf32>
    linalg.map outs(%alloc : memref<?x?xf32>)
      (%init: f32) {
        linalg.yield %cst : f32
      }
    %c0_4 = arith.constant 0 : index
    %dim_5 = memref.dim %arg0, %c0_4 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1_6 = arith.constant 1 : index
    %dim_7 = memref.dim %arg0, %c1_6 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_8 = arith.constant 0 : index
    %dim_9 = memref.dim %arg1, %c0_8 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1_10 = arith.constant 1 : index
    %dim_11 = memref.dim %arg1, %c1_10 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_12 = arith.constant 0 : index
    %dim_13 = memref.dim %alloc, %c0_12 : memref<?x?xf32>
    %c1_14 = arith.constant 1 : index
    %dim_15 = memref.dim %alloc, %c1_14 : memref<?x?xf32>
    %c0_16 = arith.constant 0 : index
    %c1_17 = arith.constant 1 : index
    %c0_18 = arith.constant 0 : index
    %4 = index.cmp slt(%c0_18, %dim_5)
    %c0_19 = arith.constant 0 : index
    %5 = index.cmp slt(%c0_19, %dim_11)
    %6 = arith.andi %4, %5 : i1
    %c0_20 = arith.constant 0 : index
    %7 = index.cmp slt(%c0_20, %dim_7)
    %8 = arith.andi %6, %7 : i1
    scf.if %8 {
      %9 = index.sub %dim_5, %c1_17
      %10 = index.sub %dim_11, %c1_17
      %11 = index.sub %dim_7, %c1_17
      %c0_21 = arith.constant 0 : index
      %12 = index.mins %9, %c0_21
      %13 = index.cmp sge(%12, %c0_16)
      cf.assert %13, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %14 = index.maxs %9, %c0_21
      %15 = index.add %14, %c1_17
      %c0_22 = arith.constant 0 : index
      %dim_23 = memref.dim %arg0, %c0_22 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %16 = index.cmp eq(%15, %dim_23)
      cf.assert %16, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %c0_24 = arith.constant 0 : index
      %17 = index.mins %11, %c0_24
      %18 = index.cmp sge(%17, %c0_16)
      cf.assert %18, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %19 = index.maxs %11, %c0_24
      %20 = index.add %19, %c1_17
      %c1_25 = arith.constant 1 : index
      %dim_26 = memref.dim %arg0, %c1_25 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %21 = index.cmp eq(%20, %dim_26)
      cf.assert %21, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %c0_27 = arith.constant 0 : index
      %22 = index.mins %11, %c0_27
      %23 = index.cmp sge(%22, %c0_16)
      cf.assert %23, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %24 = index.maxs %11, %c0_27
      %25 = index.add %24, %c1_17
      %c0_28 = arith.constant 0 : index
      %dim_29 = memref.dim %arg1, %c0_28 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %26 = index.cmp eq(%25, %dim_29)
      cf.assert %26, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %c0_30 = arith.constant 0 : index
      %27 = index.mins %10, %c0_30
      %28 = index.cmp sge(%27, %c0_16)
      cf.assert %28, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %29 = index.maxs %10, %c0_30
      %30 = index.add %29, %c1_17
      %c1_31 = arith.constant 1 : index
      %dim_32 = memref.dim %arg1, %c1_31 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %31 = index.cmp eq(%30, %dim_32)
      cf.assert %31, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %c0_33 = arith.constant 0 : index
      %32 = index.mins %9, %c0_33
      %33 = index.cmp sge(%32, %c0_16)
      cf.assert %33, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %34 = index.maxs %9, %c0_33
      %35 = index.add %34, %c1_17
      %c0_34 = arith.constant 0 : index
      %dim_35 = memref.dim %alloc, %c0_34 : memref<?x?xf32>
      %36 = index.cmp eq(%35, %dim_35)
      cf.assert %36, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #2 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %c0_36 = arith.constant 0 : index
      %37 = index.mins %10, %c0_36
      %38 = index.cmp sge(%37, %c0_16)
      cf.assert %38, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
      %39 = index.maxs %10, %c0_36
      %40 = index.add %39, %c1_17
      %c1_37 = arith.constant 1 : index
      %dim_38 = memref.dim %alloc, %c1_37 : memref<?x?xf32>
      %41 = index.cmp eq(%40, %dim_38)
      cf.assert %41, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) {...} -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #2 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:255:8)"
    }
    linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<?x?xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %9 = arith.mulf %in, %in_21 : f32
      %10 = arith.addf %out, %9 : f32
      linalg.yield %10 : f32
    }
    %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<?x?xf32>
  }
  func.func @matmul_named(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = memref.rank %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_0 = arith.constant 0 : index
    %true = arith.constant true
    %1 = arith.cmpi sgt, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:268:9)"
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %2 = memref.rank %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_1 = arith.constant 0 : index
    %true_2 = arith.constant true
    %3 = arith.cmpi sgt, %2, %c1 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:269:9)"
    %dim_3 = memref.dim %arg1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_3) {alignment = 64 : i64} : memref<?x?xf32>
    linalg.map outs(%alloc : memref<?x?xf32>)
      (%init: f32) {
        linalg.yield %cst : f32
      }
    %c0_4 = arith.constant 0 : index
    %dim_5 = memref.dim %arg0, %c0_4 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1_6 = arith.constant 1 : index
    %dim_7 = memref.dim %arg0, %c1_6 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_8 = arith.constant 0 : index
    %dim_9 = memref.dim %arg1, %c0_8 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1_10 = arith.constant 1 : index
    %dim_11 = memref.dim %arg1, %c1_10 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_12 = arith.constant 0 : index
    %dim_13 = memref.dim %alloc, %c0_12 : memref<?x?xf32>
    %c1_14 = arith.constant 1 : index
    %dim_15 = memref.dim %alloc, %c1_14 : memref<?x?xf32>
    %c0_16 = arith.constant 0 : index
    %c1_17 = arith.constant 1 : index
    %c0_18 = arith.constant 0 : index
    %4 = index.cmp slt(%c0_18, %dim_5)
    %c0_19 = arith.constant 0 : index
    %5 = index.cmp slt(%c0_19, %dim_11)
    %6 = arith.andi %4, %5 : i1
    %c0_20 = arith.constant 0 : index
    %7 = index.cmp slt(%c0_20, %dim_7)
    %8 = arith.andi %6, %7 : i1
    scf.if %8 {
      %9 = index.sub %dim_5, %c1_17
      %10 = index.sub %dim_11, %c1_17
      %11 = index.sub %dim_7, %c1_17
      %c0_21 = arith.constant 0 : index
      %12 = index.mins %9, %c0_21
      %13 = index.cmp sge(%12, %c0_16)
      cf.assert %13, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %14 = index.maxs %9, %c0_21
      %15 = index.add %14, %c1_17
      %c0_22 = arith.constant 0 : index
      %dim_23 = memref.dim %arg0, %c0_22 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %16 = index.cmp eq(%15, %dim_23)
      cf.assert %16, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %c0_24 = arith.constant 0 : index
      %17 = index.mins %11, %c0_24
      %18 = index.cmp sge(%17, %c0_16)
      cf.assert %18, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %19 = index.maxs %11, %c0_24
      %20 = index.add %19, %c1_17
      %c1_25 = arith.constant 1 : index
      %dim_26 = memref.dim %arg0, %c1_25 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %21 = index.cmp eq(%20, %dim_26)
      cf.assert %21, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %c0_27 = arith.constant 0 : index
      %22 = index.mins %11, %c0_27
      %23 = index.cmp sge(%22, %c0_16)
      cf.assert %23, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %24 = index.maxs %11, %c0_27
      %25 = index.add %24, %c1_17
      %c0_28 = arith.constant 0 : index
      %dim_29 = memref.dim %arg1, %c0_28 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %26 = index.cmp eq(%25, %dim_29)
      cf.assert %26, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %c0_30 = arith.constant 0 : index
      %27 = index.mins %10, %c0_30
      %28 = index.cmp sge(%27, %c0_16)
      cf.assert %28, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %29 = index.maxs %10, %c0_30
      %30 = index.add %29, %c1_17
      %c1_31 = arith.constant 1 : index
      %dim_32 = memref.dim %arg1, %c1_31 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %31 = index.cmp eq(%30, %dim_32)
      cf.assert %31, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %c0_33 = arith.constant 0 : index
      %32 = index.mins %9, %c0_33
      %33 = index.cmp sge(%32, %c0_16)
      cf.assert %33, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %34 = index.maxs %9, %c0_33
      %35 = index.add %34, %c1_17
      %c0_34 = arith.constant 0 : index
      %dim_35 = memref.dim %alloc, %c0_34 : memref<?x?xf32>
      %36 = index.cmp eq(%35, %dim_35)
      cf.assert %36, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #2 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %c0_36 = arith.constant 0 : index
      %37 = index.mins %10, %c0_36
      %38 = index.cmp sge(%37, %c0_16)
      cf.assert %38, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
      %39 = index.maxs %10, %c0_36
      %40 = index.add %39, %c1_17
      %c1_37 = arith.constant 1 : index
      %dim_38 = memref.dim %alloc, %c1_37 : memref<?x?xf32>
      %41 = index.cmp eq(%40, %dim_38)
      cf.assert %41, "ERROR: Runtime op verification failed\0A%0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%splat : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #2 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:271:8)"
    }
    linalg.matmul ins(%arg0, %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<?x?xf32>)
    %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<?x?xf32>
  }
  func.func @conv(%arg0: memref<16x29xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3x4xf32, strided<[?, ?], offset: ?>>) -> memref<5x7xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x7xf32>
    linalg.map outs(%alloc : memref<5x7xf32>)
      (%init: f32) {
        linalg.yield %cst : f32
      }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %0 = index.cmp slt(%c0_0, %c5)
    %c0_1 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %1 = index.cmp slt(%c0_1, %c7)
    %2 = arith.andi %0, %1 : i1
    %c0_2 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %3 = index.cmp slt(%c0_2, %c3)
    %4 = arith.andi %2, %3 : i1
    %c0_3 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %5 = index.cmp slt(%c0_3, %c4)
    %6 = arith.andi %4, %5 : i1
    scf.if %6 {
      %c5_4 = arith.constant 5 : index
      %idx4 = index.constant 4
      %c7_5 = arith.constant 7 : index
      %idx6 = index.constant 6
      %c3_6 = arith.constant 3 : index
      %idx2 = index.constant 2
      %c4_7 = arith.constant 4 : index
      %idx3 = index.constant 3
      %c0_8 = arith.constant 0 : index
      %c14 = arith.constant 14 : index
      %idx0 = index.constant 0
      %true = index.bool.constant true
      cf.assert %true, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %idx14 = index.constant 14
      %idx15 = index.constant 15
      %c0_9 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %true_10 = index.bool.constant true
      cf.assert %true_10, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %c0_11 = arith.constant 0 : index
      %c27 = arith.constant 27 : index
      %idx0_12 = index.constant 0
      %true_13 = index.bool.constant true
      cf.assert %true_13, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %idx27 = index.constant 27
      %idx28 = index.constant 28
      %c1_14 = arith.constant 1 : index
      %c29 = arith.constant 29 : index
      %true_15 = index.bool.constant true
      cf.assert %true_15, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ dimension #1 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %c0_16 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %idx0_17 = index.constant 0
      %true_18 = index.bool.constant true
      cf.assert %true_18, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %idx2_19 = index.constant 2
      %idx3_20 = index.constant 3
      %c0_21 = arith.constant 0 : index
      %c3_22 = arith.constant 3 : index
      %true_23 = index.bool.constant true
      cf.assert %true_23, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %c0_24 = arith.constant 0 : index
      %c3_25 = arith.constant 3 : index
      %idx0_26 = index.constant 0
      %true_27 = index.bool.constant true
      cf.assert %true_27, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %idx3_28 = index.constant 3
      %idx4_29 = index.constant 4
      %c1_30 = arith.constant 1 : index
      %c4_31 = arith.constant 4 : index
      %true_32 = index.bool.constant true
      cf.assert %true_32, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %c0_33 = arith.constant 0 : index
      %c4_34 = arith.constant 4 : index
      %idx0_35 = index.constant 0
      %true_36 = index.bool.constant true
      cf.assert %true_36, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %idx4_37 = index.constant 4
      %idx5 = index.constant 5
      %c0_38 = arith.constant 0 : index
      %c5_39 = arith.constant 5 : index
      %true_40 = index.bool.constant true
      cf.assert %true_40, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ dimension #0 of input/output operand #2 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %c0_41 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %idx0_42 = index.constant 0
      %true_43 = index.bool.constant true
      cf.assert %true_43, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #2\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
      %idx6_44 = index.constant 6
      %idx7 = index.constant 7
      %c1_45 = arith.constant 1 : index
      %c7_46 = arith.constant 7 : index
      %true_47 = index.bool.constant true
      cf.assert %true_47, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 3 + d2, d1 * 4 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = [\22parallel\22, \22parallel\22, \22reduction\22, \22reduction\22]} ins(%arg0, %arg1 : tensor<16x29xf32>, tensor<3x4xf32>) outs(%splat : tensor<5x7xf32>) {...} -> tensor<5x7xf32>\0A^ dimension #1 of input/output operand #2 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:283:13)"
    }
    linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<16x29xf32, strided<[?, ?], offset: ?>>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<5x7xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %7 = arith.mulf %in, %in_4 : f32
      %8 = arith.addf %out, %7 : f32
      linalg.yield %8 : f32
    }
    %cast = memref.cast %alloc : memref<5x7xf32> to memref<5x7xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<5x7xf32>
  }
  func.func @reverse_from_3(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %0 = memref.rank %arg0 : memref<?xf32, strided<[?], offset: ?>>
    %c0_0 = arith.constant 0 : index
    %true = arith.constant true
    %1 = arith.cmpi sgt, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = tensor.dim %arg0, %c0 : tensor<?xf32>\0A^ index is out of bounds\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:303:9)"
    %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
    linalg.map outs(%alloc : memref<?xf32>)
      (%init: f32) {
        linalg.yield %cst : f32
      }
    %c0_1 = arith.constant 0 : index
    %dim_2 = memref.dim %arg0, %c0_1 : memref<?xf32, strided<[?], offset: ?>>
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %alloc, %c0_3 : memref<?xf32>
    %c0_5 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_6 = arith.constant 0 : index
    %2 = index.cmp slt(%c0_6, %dim_4)
    scf.if %2 {
      %3 = index.sub %dim_4, %c1
      %4 = affine.apply #map10()[%3]
      %c3 = arith.constant 3 : index
      %5 = index.mins %4, %c3
      %6 = index.cmp sge(%5, %c0_5)
      cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (-d0 + 3)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%splat : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #0\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:305:13)"
      %7 = index.maxs %4, %c3
      %8 = index.add %7, %c1
      %c0_7 = arith.constant 0 : index
      %dim_8 = memref.dim %arg0, %c0_7 : memref<?xf32, strided<[?], offset: ?>>
      %9 = index.cmp sle(%8, %dim_8)
      cf.assert %9, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (-d0 + 3)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%splat : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ dimension #0 of input/output operand #0 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:305:13)"
      %c0_9 = arith.constant 0 : index
      %10 = index.mins %3, %c0_9
      %11 = index.cmp sge(%10, %c0_5)
      cf.assert %11, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (-d0 + 3)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%splat : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:305:13)"
      %12 = index.maxs %3, %c0_9
      %13 = index.add %12, %c1
      %c0_10 = arith.constant 0 : index
      %dim_11 = memref.dim %alloc, %c0_10 : memref<?xf32>
      %14 = index.cmp eq(%13, %dim_11)
      cf.assert %14, "ERROR: Runtime op verification failed\0A%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (-d0 + 3)>, affine_map<(d0) -> (d0)>], iterator_types = [\22parallel\22]} ins(%arg0 : tensor<?xf32>) outs(%splat : tensor<?xf32>) {...} -> tensor<?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:305:13)"
    }
    linalg.generic {indexing_maps = [#map11, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<?xf32, strided<[?], offset: ?>>) outs(%alloc : memref<?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    return %alloc : memref<?xf32>
  }
  func.func @fill_empty_1d(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %0 = index.cmp slt(%c0_1, %dim)
    scf.if %0 {
      %1 = index.sub %dim, %c1
      %c0_2 = arith.constant 0 : index
      %2 = index.mins %1, %c0_2
      %3 = index.cmp sge(%2, %c0_0)
      cf.assert %3, "ERROR: Runtime op verification failed\0A%0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:314:8)"
      %4 = index.maxs %1, %c0_2
      %5 = index.add %4, %c1
      %c0_3 = arith.constant 0 : index
      %dim_4 = memref.dim %arg0, %c0_3 : memref<?xf32, strided<[?], offset: ?>>
      %6 = index.cmp eq(%5, %dim_4)
      cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:314:8)"
    }
    linalg.fill ins(%cst : f32) outs(%arg0 : memref<?xf32, strided<[?], offset: ?>>)
    return %arg0 : memref<?xf32, strided<[?], offset: ?>>
  }
  func.func @fill_empty_2d(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c0_3 = arith.constant 0 : index
    %0 = index.cmp slt(%c0_3, %dim)
    %c0_4 = arith.constant 0 : index
    %1 = index.cmp slt(%c0_4, %dim_0)
    %2 = arith.andi %0, %1 : i1
    scf.if %2 {
      %3 = index.sub %dim, %c1_2
      %4 = index.sub %dim_0, %c1_2
      %c0_5 = arith.constant 0 : index
      %5 = index.mins %3, %c0_5
      %6 = index.cmp sge(%5, %c0_1)
      cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #0 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:320:8)"
      %7 = index.maxs %3, %c0_5
      %8 = index.add %7, %c1_2
      %c0_6 = arith.constant 0 : index
      %dim_7 = memref.dim %arg0, %c0_6 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %9 = index.cmp eq(%8, %dim_7)
      cf.assert %9, "ERROR: Runtime op verification failed\0A%0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ dimension #0 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:320:8)"
      %c0_8 = arith.constant 0 : index
      %10 = index.mins %4, %c0_8
      %11 = index.cmp sge(%10, %c0_1)
      cf.assert %11, "ERROR: Runtime op verification failed\0A%0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ unexpected negative result on dimension #1 of input/output operand #1\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:320:8)"
      %12 = index.maxs %4, %c0_8
      %13 = index.add %12, %c1_2
      %c1_9 = arith.constant 1 : index
      %dim_10 = memref.dim %arg0, %c1_9 : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %14 = index.cmp eq(%13, %dim_10)
      cf.assert %14, "ERROR: Runtime op verification failed\0A%0 = linalg.fill ins(%cst : f32) outs(%arg0 : tensor<?x?xf32>) -> tensor<?x?xf32>\0A^ dimension #1 of input/output operand #1 is incompatible with inferred dimension size\0ALocation: loc(\22/work/main/tests/corpus/integration/raw/Linalg__CPU__runtime-verification.mlir\22:320:8)"
    }
    linalg.fill ins(%cst : f32) outs(%arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>)
    return %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  }
}

