module {
  memref.global "private" constant @__constant_5xi32 : memref<5xi32> = dense<[1, 2, 3, 4, 5]> {alignment = 64 : i64}
  func.func @main() {
    %c0_i32 = arith.constant 0 : i32
    %0 = memref.get_global @__constant_5xi32 : memref<5xi32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x3xi32>
    linalg.fill ins(%c0_i32 : i32) outs(%alloc : memref<5x3xi32>)
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %1 = vector.transfer_read %0[%c0_0], %c0_i32 {in_bounds = [true]} : memref<5xi32>, vector<5xi32>
    %c0_1 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    vector.transfer_write %1, %alloc[%c0_1, %c2] : vector<5xi32>, memref<5x3xi32>
    %cast = memref.cast %alloc : memref<5x3xi32> to memref<*xi32>
    call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
    return
  }
  module @transforms attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["tensor.insert_slice"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %0 : !transform.any_op
      transform.yield 
    }
  }
  func.func private @printMemrefI32(memref<*xi32>)
}

