module {
  memref.global "private" constant @__constant_3x3xindex_10 : memref<3x3xindex> = dense<100> {alignment = 64 : i64}
  memref.global "private" constant @"__constant_3x3xcomplex<f64>_9" : memref<3x3xcomplex<f64>> = dense<(5.000000e+01,1.000000e+00)> {alignment = 64 : i64}
  memref.global "private" constant @"__constant_3x3xcomplex<f32>_8" : memref<3x3xcomplex<f32>> = dense<(5.000000e+01,1.000000e+00)> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xf64_7 : memref<3x3xf64> = dense<1.000000e+02> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xf32_6 : memref<3x3xf32> = dense<1.000000e+02> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xbf16_5 : memref<3x3xbf16> = dense<1.000000e+02> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xf16_4 : memref<3x3xf16> = dense<1.000000e+02> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xi64_3 : memref<3x3xi64> = dense<100> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xi32_2 : memref<3x3xi32> = dense<100> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xi16_1 : memref<3x3xi16> = dense<100> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3x3xi8_0 : memref<3x3xi8> = dense<100> {alignment = 64 : i64}
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
  func.func private @verifyMemRefI8(memref<*xi8> {bufferization.access = "read"}, memref<*xi8> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefI16(memref<*xi16> {bufferization.access = "read"}, memref<*xi16> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefI32(memref<*xi32> {bufferization.access = "read"}, memref<*xi32> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefI64(memref<*xi64> {bufferization.access = "read"}, memref<*xi64> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefBF16(memref<*xbf16> {bufferization.access = "read"}, memref<*xbf16> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefF16(memref<*xf16> {bufferization.access = "read"}, memref<*xf16> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefF32(memref<*xf32> {bufferization.access = "read"}, memref<*xf32> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefF64(memref<*xf64> {bufferization.access = "read"}, memref<*xf64> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefC32(memref<*xcomplex<f32>> {bufferization.access = "read"}, memref<*xcomplex<f32>> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefC64(memref<*xcomplex<f64>> {bufferization.access = "read"}, memref<*xcomplex<f64>> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
  func.func private @verifyMemRefInd(memref<*xindex> {bufferization.access = "read"}, memref<*xindex> {bufferization.access = "read"}) -> i64 attributes {llvm.emit_c_interface}
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
    %cast = memref.cast %0 : memref<3x3xi8> to memref<*xi8>
    %cast_0 = memref.cast %1 : memref<3x3xi16> to memref<*xi16>
    %cast_1 = memref.cast %2 : memref<3x3xi32> to memref<*xi32>
    %cast_2 = memref.cast %3 : memref<3x3xi64> to memref<*xi64>
    %cast_3 = memref.cast %4 : memref<3x3xf16> to memref<*xf16>
    %cast_4 = memref.cast %5 : memref<3x3xbf16> to memref<*xbf16>
    %cast_5 = memref.cast %6 : memref<3x3xf32> to memref<*xf32>
    %cast_6 = memref.cast %7 : memref<3x3xf64> to memref<*xf64>
    %cast_7 = memref.cast %8 : memref<3x3xcomplex<f32>> to memref<*xcomplex<f32>>
    %cast_8 = memref.cast %9 : memref<3x3xcomplex<f64>> to memref<*xcomplex<f64>>
    %cast_9 = memref.cast %10 : memref<3x3xindex> to memref<*xindex>
    %11 = call @verifyMemRefI8(%cast, %cast) : (memref<*xi8>, memref<*xi8>) -> i64
    vector.print %11 : i64
    %12 = call @verifyMemRefI16(%cast_0, %cast_0) : (memref<*xi16>, memref<*xi16>) -> i64
    vector.print %12 : i64
    %13 = call @verifyMemRefI32(%cast_1, %cast_1) : (memref<*xi32>, memref<*xi32>) -> i64
    vector.print %13 : i64
    %14 = call @verifyMemRefI64(%cast_2, %cast_2) : (memref<*xi64>, memref<*xi64>) -> i64
    vector.print %14 : i64
    %15 = call @verifyMemRefF16(%cast_3, %cast_3) : (memref<*xf16>, memref<*xf16>) -> i64
    vector.print %15 : i64
    %16 = call @verifyMemRefBF16(%cast_4, %cast_4) : (memref<*xbf16>, memref<*xbf16>) -> i64
    vector.print %16 : i64
    %17 = call @verifyMemRefF32(%cast_5, %cast_5) : (memref<*xf32>, memref<*xf32>) -> i64
    vector.print %17 : i64
    %18 = call @verifyMemRefF64(%cast_6, %cast_6) : (memref<*xf64>, memref<*xf64>) -> i64
    vector.print %18 : i64
    %19 = call @verifyMemRefC32(%cast_7, %cast_7) : (memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64
    vector.print %19 : i64
    %20 = call @verifyMemRefC64(%cast_8, %cast_8) : (memref<*xcomplex<f64>>, memref<*xcomplex<f64>>) -> i64
    vector.print %20 : i64
    %21 = call @verifyMemRefInd(%cast_9, %cast_9) : (memref<*xindex>, memref<*xindex>) -> i64
    vector.print %21 : i64
    %22 = memref.get_global @__constant_3x3xi8_0 : memref<3x3xi8>
    %cast_10 = memref.cast %22 : memref<3x3xi8> to memref<*xi8>
    %23 = call @verifyMemRefI8(%cast, %cast_10) : (memref<*xi8>, memref<*xi8>) -> i64
    vector.print %23 : i64
    %24 = memref.get_global @__constant_3x3xi16_1 : memref<3x3xi16>
    %cast_11 = memref.cast %24 : memref<3x3xi16> to memref<*xi16>
    %25 = call @verifyMemRefI16(%cast_0, %cast_11) : (memref<*xi16>, memref<*xi16>) -> i64
    vector.print %25 : i64
    %26 = memref.get_global @__constant_3x3xi32_2 : memref<3x3xi32>
    %cast_12 = memref.cast %26 : memref<3x3xi32> to memref<*xi32>
    %27 = call @verifyMemRefI32(%cast_1, %cast_12) : (memref<*xi32>, memref<*xi32>) -> i64
    vector.print %27 : i64
    %28 = memref.get_global @__constant_3x3xi64_3 : memref<3x3xi64>
    %cast_13 = memref.cast %28 : memref<3x3xi64> to memref<*xi64>
    %29 = call @verifyMemRefI64(%cast_2, %cast_13) : (memref<*xi64>, memref<*xi64>) -> i64
    vector.print %29 : i64
    %30 = memref.get_global @__constant_3x3xf16_4 : memref<3x3xf16>
    %cast_14 = memref.cast %30 : memref<3x3xf16> to memref<*xf16>
    %31 = call @verifyMemRefF16(%cast_3, %cast_14) : (memref<*xf16>, memref<*xf16>) -> i64
    vector.print %31 : i64
    %32 = memref.get_global @__constant_3x3xbf16_5 : memref<3x3xbf16>
    %cast_15 = memref.cast %32 : memref<3x3xbf16> to memref<*xbf16>
    %33 = call @verifyMemRefBF16(%cast_4, %cast_15) : (memref<*xbf16>, memref<*xbf16>) -> i64
    vector.print %33 : i64
    %34 = memref.get_global @__constant_3x3xf32_6 : memref<3x3xf32>
    %cast_16 = memref.cast %34 : memref<3x3xf32> to memref<*xf32>
    %35 = call @verifyMemRefF32(%cast_5, %cast_16) : (memref<*xf32>, memref<*xf32>) -> i64
    vector.print %35 : i64
    %36 = memref.get_global @__constant_3x3xf64_7 : memref<3x3xf64>
    %cast_17 = memref.cast %36 : memref<3x3xf64> to memref<*xf64>
    %37 = call @verifyMemRefF64(%cast_6, %cast_17) : (memref<*xf64>, memref<*xf64>) -> i64
    vector.print %37 : i64
    %38 = memref.get_global @"__constant_3x3xcomplex<f32>_8" : memref<3x3xcomplex<f32>>
    %cast_18 = memref.cast %38 : memref<3x3xcomplex<f32>> to memref<*xcomplex<f32>>
    %39 = call @verifyMemRefC32(%cast_7, %cast_18) : (memref<*xcomplex<f32>>, memref<*xcomplex<f32>>) -> i64
    vector.print %39 : i64
    %40 = memref.get_global @"__constant_3x3xcomplex<f64>_9" : memref<3x3xcomplex<f64>>
    %cast_19 = memref.cast %40 : memref<3x3xcomplex<f64>> to memref<*xcomplex<f64>>
    %41 = call @verifyMemRefC64(%cast_8, %cast_19) : (memref<*xcomplex<f64>>, memref<*xcomplex<f64>>) -> i64
    vector.print %41 : i64
    %42 = memref.get_global @__constant_3x3xindex_10 : memref<3x3xindex>
    %cast_20 = memref.cast %42 : memref<3x3xindex> to memref<*xindex>
    %43 = call @verifyMemRefInd(%cast_9, %cast_20) : (memref<*xindex>, memref<*xindex>) -> i64
    vector.print %43 : i64
    return
  }
}

