#map = affine_map<(d0) -> (d0 ceildiv 2)>
module {
  func.func @init_and_dot(%arg0: memref<64xf32, strided<[?], offset: ?>>, %arg1: memref<64xf32, strided<[?], offset: ?>>, %arg2: memref<f32, strided<[], offset: ?>>) -> memref<f32, strided<[], offset: ?>> {
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<f32, strided<[], offset: ?>>)
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<32x2xf32>
    %0 = scf.for %arg3 = %c0 to %c64 step %c2 iter_args(%arg4 = %alloc) -> (memref<32x2xf32>) {
      %3 = affine.apply #map(%arg3)
      %subview = memref.subview %arg1[%arg3] [2] [1] : memref<64xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
      %subview_1 = memref.subview %arg4[%3, 0] [1, 2] [1, 1] : memref<32x2xf32> to memref<2xf32, strided<[1], offset: ?>>
      memref.copy %subview, %subview_1 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
      scf.yield %arg4 : memref<32x2xf32>
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<32x2xf32>
    %1 = scf.for %arg3 = %c0 to %c64 step %c2 iter_args(%arg4 = %alloc_0) -> (memref<32x2xf32>) {
      %3 = affine.apply #map(%arg3)
      %subview = memref.subview %arg0[%arg3] [2] [1] : memref<64xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
      %subview_1 = memref.subview %arg4[%3, 0] [1, 2] [1, 1] : memref<32x2xf32> to memref<2xf32, strided<[1], offset: ?>>
      memref.copy %subview, %subview_1 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
      scf.yield %arg4 : memref<32x2xf32>
    }
    %2 = scf.for %arg3 = %c0 to %c64 step %c2 iter_args(%arg4 = %arg2) -> (memref<f32, strided<[], offset: ?>>) {
      %3 = affine.apply #map(%arg3)
      %subview = memref.subview %1[%3, 0] [1, 2] [1, 1] : memref<32x2xf32> to memref<2xf32, strided<[1], offset: ?>>
      %subview_1 = memref.subview %0[%3, 0] [1, 2] [1, 1] : memref<32x2xf32> to memref<2xf32, strided<[1], offset: ?>>
      linalg.dot ins(%subview, %subview_1 : memref<2xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>) outs(%arg4 : memref<f32, strided<[], offset: ?>>)
      scf.yield %arg4 : memref<f32, strided<[], offset: ?>>
    }
    return %2 : memref<f32, strided<[], offset: ?>>
  }
  func.func @main() {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 2.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<f32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<64xf32>)
    linalg.fill ins(%cst_1 : f32) outs(%alloc_2 : memref<64xf32>)
    linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<f32>)
    %cast = memref.cast %alloc : memref<64xf32> to memref<64xf32, strided<[?], offset: ?>>
    %cast_4 = memref.cast %alloc_2 : memref<64xf32> to memref<64xf32, strided<[?], offset: ?>>
    %cast_5 = memref.cast %alloc_3 : memref<f32> to memref<f32, strided<[], offset: ?>>
    %0 = call @init_and_dot(%cast, %cast_4, %cast_5) : (memref<64xf32, strided<[?], offset: ?>>, memref<64xf32, strided<[?], offset: ?>>, memref<f32, strided<[], offset: ?>>) -> memref<f32, strided<[], offset: ?>>
    %cast_6 = memref.cast %0 : memref<f32, strided<[], offset: ?>> to memref<*xf32>
    call @printMemrefF32(%cast_6) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
}

