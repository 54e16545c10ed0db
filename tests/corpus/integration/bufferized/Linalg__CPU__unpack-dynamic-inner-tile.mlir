module {
  memref.global "private" constant @__constant_1x3x8x1xi32 : memref<1x3x8x1xi32> = dense<[[[[1], [2], [3], [4], [5], [6], [7], [123]], [[8], [9], [10], [11], [12], [13], [14], [123]], [[15], [16], [17], [18], [19], [20], [21], [123]]]]> {alignment = 64 : i64}
  func.func @main() {
    %0 = memref.get_global @__constant_1x3x8x1xi32 : memref<1x3x8x1xi32>
    %cast = memref.cast %0 : memref<1x3x8x1xi32> to memref<?x3x?x1xi32, strided<[?, ?, ?, ?], offset: ?>>
    call @unpack(%cast) : (memref<?x3x?x1xi32, strided<[?, ?, ?, ?], offset: ?>>) -> ()
    return
  }
  func.func private @unpack(%arg0: memref<?x3x?x1xi32, strided<[?, ?, ?, ?], offset: ?>>) {
    %c0_i32 = arith.constant 0 : i32
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<7x3xi32>
    scf.for %arg1 = %c0 to %c3 step %c1 {
      %subview = memref.subview %arg0[0, %arg1, 0, 0] [1, 1, 8, 1] [1, 1, 1, 1] : memref<?x3x?x1xi32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x1x8x1xi32, strided<[?, ?, ?, ?], offset: ?>>
      %subview_0 = memref.subview %subview[0, 0, 0, 0] [1, 1, 8, 1] [1, 1, 1, 1] : memref<1x1x8x1xi32, strided<[?, ?, ?, ?], offset: ?>> to memref<8x1xi32, strided<[?, ?], offset: ?>>
      %subview_1 = memref.subview %subview_0[0, 0] [7, 1] [1, 1] : memref<8x1xi32, strided<[?, ?], offset: ?>> to memref<7x1xi32, strided<[?, ?], offset: ?>>
      %0 = vector.constant_mask [7, 1] : vector<8x1xi1>
      %1 = vector.mask %0 { vector.transfer_read %subview_1[%c0, %c0], %c0_i32 {in_bounds = [true, true]} : memref<7x1xi32, strided<[?, ?], offset: ?>>, vector<8x1xi32> } : vector<8x1xi1> -> vector<8x1xi32>
      %2 = vector.constant_mask [7, 1] : vector<8x1xi1>
      vector.mask %2 { vector.transfer_write %1, %alloc[%c0, %arg1] {in_bounds = [true, true]} : vector<8x1xi32>, memref<7x3xi32> } : vector<8x1xi1>
    }
    %cast = memref.cast %alloc : memref<7x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  module @transforms attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consume}) {
      %0 = transform.structured.match ops{["linalg.unpack"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %1 = transform.param.constant 8 : i64 -> !transform.param<i64>
      %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [%1, 1] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      %2 = transform.get_parent_op %tiled_linalg_op {isolated_from_above} : (!transform.any_op) -> !transform.op<"func.func">
      transform.apply_patterns to %2 {
        transform.apply_patterns.linalg.decompose_pack_unpack
        transform.apply_patterns.canonicalization
      } : !transform.op<"func.func">
      %3 = transform.structured.match ops{["tensor.insert_slice"]} in %2 : (!transform.op<"func.func">) -> !transform.any_op
      transform.structured.vectorize %3 vector_sizes [8, 1] : !transform.any_op
      %4 = transform.bufferization.one_shot_bufferize %arg0 {bufferize_function_boundaries = true} : (!transform.any_op) -> !transform.any_op
      %5 = transform.structured.match ops{["func.func"]} in %4 : (!transform.any_op) -> !transform.op<"func.func">
      transform.apply_patterns to %5 {
        transform.apply_patterns.canonicalization
      } : !transform.op<"func.func">
      transform.yield 
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
}

