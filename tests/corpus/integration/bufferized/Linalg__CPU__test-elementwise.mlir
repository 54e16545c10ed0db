module {
  memref.global "private" constant @__constant_3xf32_1 : memref<3xf32> = dense<[1.100000e+01, 2.200000e+01, 3.300000e+01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3xf32_0 : memref<3xf32> = dense<[1.000000e+01, 2.000000e+01, 3.000000e+01]> {alignment = 64 : i64}
  memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> {alignment = 64 : i64}
  func.func @main() {
    %0 = memref.get_global @__constant_3xf32 : memref<3xf32>
    %1 = memref.get_global @__constant_3xf32_0 : memref<3xf32>
    %2 = memref.get_global @__constant_3xf32_1 : memref<3xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
    memref.copy %2, %alloc : memref<3xf32> to memref<3xf32>
    %cast = memref.cast %alloc : memref<3xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

