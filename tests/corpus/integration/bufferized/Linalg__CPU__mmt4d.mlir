#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  memref.global "private" constant @__constant_2x2x3x3xi32 : memref<2x2x3x3xi32> = dense<[[[[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[11, 12, 13], [14, 15, 16], [17, 18, 19]]], [[[21, 22, 23], [24, 25, 26], [27, 28, 29]], [[31, 32, 33], [34, 35, 36], [37, 38, 39]]]]> {alignment = 64 : i64}
  func.func @mmt4d() {
    %0 = ub.poison : i32
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c4_i32 = arith.constant 4 : i32
    %c3_i32 = arith.constant 3 : i32
    %1 = memref.get_global @__constant_2x2x3x3xi32 : memref<2x2x3x3xi32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2x3x1xi32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x2x3x1xi32>
    linalg.fill ins(%c3_i32 : i32) outs(%alloc : memref<2x2x3x1xi32>)
    linalg.fill ins(%c4_i32 : i32) outs(%alloc_0 : memref<2x2x3x1xi32>)
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x2x3x3xi32>
    memref.copy %1, %alloc_1 : memref<2x2x3x3xi32> to memref<2x2x3x3xi32>
    %2 = scf.for %arg0 = %c0 to %c2 step %c1 iter_args(%arg1 = %alloc_1) -> (memref<2x2x3x3xi32>) {
      %3 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (memref<2x2x3x3xi32>) {
        %subview = memref.subview %alloc[%arg0, 0, 0, 0] [1, 2, 3, 1] [1, 1, 1, 1] : memref<2x2x3x1xi32> to memref<1x2x3x1xi32, strided<[6, 3, 1, 1], offset: ?>>
        %subview_2 = memref.subview %alloc_0[%arg2, 0, 0, 0] [1, 2, 3, 1] [1, 1, 1, 1] : memref<2x2x3x1xi32> to memref<1x2x3x1xi32, strided<[6, 3, 1, 1], offset: ?>>
        %subview_3 = memref.subview %arg3[%arg0, %arg2, 0, 0] [1, 1, 3, 3] [1, 1, 1, 1] : memref<2x2x3x3xi32> to memref<1x1x3x3xi32, strided<[18, 9, 3, 1], offset: ?>>
        %4 = vector.transfer_read %subview_3[%c0, %c0, %c0, %c0], %0 {in_bounds = [true, true]} : memref<1x1x3x3xi32, strided<[18, 9, 3, 1], offset: ?>>, vector<3x3xi32>
        %5 = vector.broadcast %4 : vector<3x3xi32> to vector<1x1x3x3xi32>
        %6 = scf.for %arg4 = %c0 to %c2 step %c1 iter_args(%arg5 = %5) -> (vector<1x1x3x3xi32>) {
          %subview_5 = memref.subview %subview[0, %arg4, 0, 0] [1, 1, 3, 1] [1, 1, 1, 1] : memref<1x2x3x1xi32, strided<[6, 3, 1, 1], offset: ?>> to memref<1x1x3x1xi32, strided<[6, 3, 1, 1], offset: ?>>
          %subview_6 = memref.subview %subview_2[0, %arg4, 0, 0] [1, 1, 3, 1] [1, 1, 1, 1] : memref<1x2x3x1xi32, strided<[6, 3, 1, 1], offset: ?>> to memref<1x1x3x1xi32, strided<[6, 3, 1, 1], offset: ?>>
          %8 = vector.transfer_read %subview_5[%c0, %c0, %c0, %c0], %0 {in_bounds = [true, true]} : memref<1x1x3x1xi32, strided<[6, 3, 1, 1], offset: ?>>, vector<3x1xi32>
          %9 = vector.transfer_read %subview_6[%c0, %c0, %c0, %c0], %0 {in_bounds = [true, true]} : memref<1x1x3x1xi32, strided<[6, 3, 1, 1], offset: ?>>, vector<3x1xi32>
          %10 = vector.extract %arg5[0, 0] : vector<3x3xi32> from vector<1x1x3x3xi32>
          %11 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %8, %9, %10 : vector<3x1xi32>, vector<3x1xi32> into vector<3x3xi32>
          %12 = vector.broadcast %11 : vector<3x3xi32> to vector<1x1x3x3xi32>
          scf.yield %12 : vector<1x1x3x3xi32>
        }
        %7 = vector.extract %6[0, 0] : vector<3x3xi32> from vector<1x1x3x3xi32>
        vector.transfer_write %7, %subview_3[%c0, %c0, %c0, %c0] {in_bounds = [true, true]} : vector<3x3xi32>, memref<1x1x3x3xi32, strided<[18, 9, 3, 1], offset: ?>>
        %subview_4 = memref.subview %arg3[%arg0, %arg2, 0, 0] [1, 1, 3, 3] [1, 1, 1, 1] : memref<2x2x3x3xi32> to memref<1x1x3x3xi32, strided<[18, 9, 3, 1], offset: ?>>
        memref.copy %subview_3, %subview_4 : memref<1x1x3x3xi32, strided<[18, 9, 3, 1], offset: ?>> to memref<1x1x3x3xi32, strided<[18, 9, 3, 1], offset: ?>>
        scf.yield %arg3 : memref<2x2x3x3xi32>
      }
      scf.yield %3 : memref<2x2x3x3xi32>
    }
    %cast = memref.cast %2 : memref<2x2x3x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  module @transforms attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.collect_matching @match_mmt4d in %arg0 : (!transform.any_op) -> !transform.any_op
      %1 = transform.get_parent_op %0 {isolated_from_above} : (!transform.any_op) -> !transform.op<"func.func">
      %tiled_linalg_op, %loops:4 = transform.structured.tile_using_for %0 tile_sizes [1, 1, 0, 3, 3, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      %tiled_linalg_op_0, %loops_1:2 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 1, 0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      transform.structured.vectorize %tiled_linalg_op_0 : !transform.any_op
      transform.apply_patterns to %1 {
        transform.apply_patterns.vector.reduction_to_contract
        transform.apply_patterns.vector.transfer_permutation_patterns
      } : !transform.op<"func.func">
      %2 = transform.structured.hoist_redundant_vector_transfers %1 : (!transform.op<"func.func">) -> !transform.op<"func.func">
      %3 = transform.structured.match interface{LoopLikeInterface} in %2 : (!transform.op<"func.func">) -> !transform.any_op
      transform.apply_licm to %3 : !transform.any_op
      transform.loop.hoist_loop_invariant_subsets %3 : !transform.any_op
      transform.apply_patterns to %2 {
        transform.apply_patterns.vector.reduction_to_contract
        transform.apply_patterns.vector.cast_away_vector_leading_one_dim
        transform.apply_patterns.canonicalization
      } : !transform.op<"func.func">
      transform.yield 
    }
    transform.named_sequence @match_mmt4d(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
      transform.match.operation_name %arg0 ["linalg.mmt4d"] : !transform.any_op
      transform.yield %arg0 : !transform.any_op
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
}

