#map = affine_map<(d0) -> (-d0 + 16, 1)>
module {
  memref.global "private" constant @__constant_7x16xi32 : memref<7x16xi32> = dense<"0x01000000080000000F000000160000001D000000240000002B000000320000003900000040000000470000004E000000550000005C000000630000006A000000020000000900000010000000170000001E000000250000002C000000330000003A00000041000000480000004F000000560000005D000000640000006B000000030000000A00000011000000180000001F000000260000002D000000340000003B000000420000004900000050000000570000005E000000650000006C000000040000000B000000120000001900000020000000270000002E000000350000003C000000430000004A00000051000000580000005F000000660000006D000000050000000C000000130000001A00000021000000280000002F000000360000003D000000440000004B000000520000005900000060000000670000006E000000060000000D000000140000001B000000220000002900000030000000370000003E000000450000004C000000530000005A00000061000000680000006F000000070000000E000000150000001C000000230000002A00000031000000380000003F000000460000004D000000540000005B000000620000006900000070000000"> {alignment = 64 : i64}
  func.func @main() {
    %0 = memref.get_global @__constant_7x16xi32 : memref<7x16xi32>
    %cast = memref.cast %0 : memref<7x16xi32> to memref<7x16xi32, strided<[?, ?], offset: ?>>
    call @pack(%cast) : (memref<7x16xi32, strided<[?, ?], offset: ?>>) -> ()
    return
  }
  func.func private @pack(%arg0: memref<7x16xi32, strided<[?, ?], offset: ?>>) {
    %cst = arith.constant dense<123> : vector<8x1xi32>
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x16x8x1xi32>
    scf.for %arg1 = %c0 to %c16 step %c1 {
      %0 = affine.min #map(%arg1)
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x1xi32>
      vector.transfer_write %cst, %alloc_0[%c0, %c0] {in_bounds = [true, true]} : vector<8x1xi32>, memref<8x1xi32>
      %subview = memref.subview %arg0[0, %arg1] [7, %0] [1, 1] : memref<7x16xi32, strided<[?, ?], offset: ?>> to memref<7x?xi32, strided<[?, ?], offset: ?>>
      %subview_1 = memref.subview %alloc_0[0, 0] [7, %0] [1, 1] : memref<8x1xi32> to memref<7x?xi32, strided<[1, 1]>>
      memref.copy %subview, %subview_1 : memref<7x?xi32, strided<[?, ?], offset: ?>> to memref<7x?xi32, strided<[1, 1]>>
      %subview_2 = memref.subview %alloc[0, %arg1, 0, 0] [1, 1, 8, 1] [1, 1, 1, 1] : memref<1x16x8x1xi32> to memref<8x1xi32, strided<[1, 1], offset: ?>>
      memref.copy %alloc_0, %subview_2 : memref<8x1xi32> to memref<8x1xi32, strided<[1, 1], offset: ?>>
    }
    %cast = memref.cast %alloc : memref<1x16x8x1xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  module @transforms attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consume}) {
      %0 = transform.structured.match ops{["linalg.pack"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %0 tile_sizes [1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
      %1 = transform.get_parent_op %tiled_linalg_op {isolated_from_above} : (!transform.any_op) -> !transform.op<"func.func">
      transform.apply_patterns to %1 {
        transform.apply_patterns.linalg.decompose_pack_unpack
        transform.apply_patterns.linalg.decompose_pad
      } : !transform.op<"func.func">
      %2 = transform.structured.match ops{["linalg.fill"]} in %1 : (!transform.op<"func.func">) -> !transform.any_op
      transform.structured.vectorize %2 vector_sizes [8, 1] : !transform.any_op
      transform.apply_patterns to %1 {
        transform.apply_patterns.tensor.fold_tensor_subset_ops
        transform.apply_patterns.canonicalization
      } : !transform.op<"func.func">
      %3 = transform.bufferization.one_shot_bufferize %arg0 {bufferize_function_boundaries = true} : (!transform.any_op) -> !transform.any_op
      %4 = transform.structured.match ops{["func.func"]} in %3 : (!transform.any_op) -> !transform.op<"func.func">
      transform.apply_patterns to %4 {
        transform.apply_patterns.canonicalization
      } : !transform.op<"func.func">
      transform.yield 
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
}

