#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  memref.global "private" constant @__constant_2x8xf32 : memref<2x8xf32> = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00], [1.000000e+01, 2.000000e+01, 3.000000e+01, 4.000000e+01, 5.000000e+01, 6.000000e+01, 7.000000e+01, 8.000000e+01]]> {alignment = 64 : i64}
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %0 = memref.get_global @__constant_2x8xf32 : memref<2x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : memref<2x8xf32>) outs(%alloc : memref<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = arith.subf %out, %in : f32
      linalg.yield %1 : f32
    }
    %cast = memref.cast %alloc : memref<2xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %fill_op, %split_op, %combining_op, %for_op = transform.structured.tile_reduction_using_for %0 by tile_sizes = [0, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
      transform.yield 
    }
  }
}

