module {
  memref.global "private" constant @__constant_1xf32 : memref<1xf32> = dense<2.000000e+01> {alignment = 64 : i64}
  memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<1.000000e+01> {alignment = 64 : i64}
  func.func @main() {
    %0 = memref.get_global @__constant_2xf32 : memref<2xf32>
    %1 = memref.get_global @__constant_1xf32 : memref<1xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
    memref.copy %0, %alloc : memref<2xf32> to memref<2xf32>
    %subview = memref.subview %alloc[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    memref.copy %1, %subview : memref<1xf32> to memref<1xf32, strided<[1]>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
    memref.copy %0, %alloc_0 : memref<2xf32> to memref<2xf32>
    %subview_1 = memref.subview %alloc_0[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
    memref.copy %1, %subview_1 : memref<1xf32> to memref<1xf32, strided<[1], offset: 1>>
    %cast = memref.cast %alloc : memref<2xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cast_2 = memref.cast %alloc_0 : memref<2xf32> to memref<*xf32>
    call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

