module {
  memref.global "private" constant @__constant_3x3xindex : memref<3x3xindex> = dense<4> {alignment = 64 : i64}
  memref.global "private" constant @"__constant_3x3xcomplex<f64>" : memref<3x3xcomplex<f64>> = dense<(2.000000e+01,5.000000e+00)> {alignment = 64 : i64}
  memref.global "private" constant @"__constant_3x3xcomplex<f32>" : memref<3x3xcomplex<f32>> = dense<(1.000000e+01,5.000000e+00)> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xf64 : memref<3x3xf64> = dense<4.500000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xf32 : memref<3x3xf32> = dense<3.500000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xbf16 : memref<3x3xbf16> = dense<2.500000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xf16 : memref<3x3xf16> = dense<1.500000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xi64 : memref<3x3xi64> = dense<3> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xi32 : memref<3x3xi32> = dense<2> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xi16 : memref<3x3xi16> = dense<1> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xi8 : memref<3x3xi8> = dense<90> {alignment = 64 : i64}
  func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
  func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
  func.func @entry() {
    %0 = memref.get_global @__constant_3x3xi8 : memref<3x3xi8>
    %1 = memref.get_global @__constant_3x3xi16 : memref<3x3xi16>
    %2 = memref.get_global @__constant_3x3xi32 : memref<3x3xi32>
    %3 = memref.get_global @__constant_3x3xi64 : memref<3x3xi64>
    %4 = memref.get_global @__constant_3x3xf16 : memref<3x3xf16>
    %5 = memref.get_global @__constant_3x3xbf16 : memref<3x3xbf16>
    %6 = memref.get_global @__constant_3x3xf32 : memref<3x3xf32>
    %7 = memref.get_global @__constant_3x3xf64 : memref<3x3xf64>
    %8 = memref.get_global @"__constant_3x3xcomplex<f32>" : memref<3x3xcomplex<f32>>
    %9 = memref.get_global @"__constant_3x3xcomplex<f64>" : memref<3x3xcomplex<f64>>
    %10 = memref.get_global @__constant_3x3xindex : memref<3x3xindex>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xi8>
    memref.copy %0, %alloc : memref<3x3xi8> to memref<3x3xi8>
    %cast = memref.cast %alloc : memref<3x3xi8> to memref<*xi8>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x3xi16>
    memref.copy %1, %alloc_0 : memref<3x3xi16> to memref<3x3xi16>
    %cast_1 = memref.cast %alloc_0 : memref<3x3xi16> to memref<*xi16>
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<3x3xi32>
    memref.copy %2, %alloc_2 : memref<3x3xi32> to memref<3x3xi32>
    %cast_3 = memref.cast %alloc_2 : memref<3x3xi32> to memref<*xi32>
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<3x3xi64>
    memref.copy %3, %alloc_4 : memref<3x3xi64> to memref<3x3xi64>
    %cast_5 = memref.cast %alloc_4 : memref<3x3xi64> to memref<*xi64>
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<3x3xf16>
    memref.copy %4, %alloc_6 : memref<3x3xf16> to memref<3x3xf16>
    %cast_7 = memref.cast %alloc_6 : memref<3x3xf16> to memref<*xf16>
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<3x3xbf16>
    memref.copy %5, %alloc_8 : memref<3x3xbf16> to memref<3x3xbf16>
    %cast_9 = memref.cast %alloc_8 : memref<3x3xbf16> to memref<*xbf16>
    %alloc_10 = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
    memref.copy %6, %alloc_10 : memref<3x3xf32> to memref<3x3xf32>
    %cast_11 = memref.cast %alloc_10 : memref<3x3xf32> to memref<*xf32>
    %alloc_12 = memref.alloc() {alignment = 64 : i64} : memref<3x3xf64>
    memref.copy %7, %alloc_12 : memref<3x3xf64> to memref<3x3xf64>
    %cast_13 = memref.cast %alloc_12 : memref<3x3xf64> to memref<*xf64>
    %alloc_14 = memref.alloc() {alignment = 64 : i64} : memref<3x3xcomplex<f32>>
    memref.copy %8, %alloc_14 : memref<3x3xcomplex<f32>> to memref<3x3xcomplex<f32>>
    %cast_15 = memref.cast %alloc_14 : memref<3x3xcomplex<f32>> to memref<*xcomplex<f32>>
    %alloc_16 = memref.alloc() {alignment = 64 : i64} : memref<3x3xcomplex<f64>>
    memref.copy %9, %alloc_16 : memref<3x3xcomplex<f64>> to memref<3x3xcomplex<f64>>
    %cast_17 = memref.cast %alloc_16 : memref<3x3xcomplex<f64>> to memref<*xcomplex<f64>>
    %alloc_18 = memref.alloc() {alignment = 64 : i64} : memref<3x3xindex>
    memref.copy %10, %alloc_18 : memref<3x3xindex> to memref<3x3xindex>
    %cast_19 = memref.cast %alloc_18 : memref<3x3xindex> to memref<*xindex>
    call @printMemrefI8(%cast) : (memref<*xi8>) -> ()
    call @printMemrefI16(%cast_1) : (memref<*xi16>) -> ()
    call @printMemrefI32(%cast_3) : (memref<*xi32>) -> ()
    call @printMemrefI64(%cast_5) : (memref<*xi64>) -> ()
    call @printMemrefF16(%cast_7) : (memref<*xf16>) -> ()
    call @printMemrefBF16(%cast_9) : (memref<*xbf16>) -> ()
    call @printMemrefF32(%cast_11) : (memref<*xf32>) -> ()
    call @printMemrefF64(%cast_13) : (memref<*xf64>) -> ()
    call @printMemrefC32(%cast_15) : (memref<*xcomplex<f32>>) -> ()
    call @printMemrefC64(%cast_17) : (memref<*xcomplex<f64>>) -> ()
    call @printMemrefInd(%cast_19) : (memref<*xindex>) -> ()
    return
  }
}

