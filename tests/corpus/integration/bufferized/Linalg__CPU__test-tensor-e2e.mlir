module {
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
  func.func @foo() -> memref<4xf32> {
    %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    return %0 : memref<4xf32>
  }
  func.func @main() {
    %0 = call @foo() : () -> memref<4xf32>
    %cast = memref.cast %0 : memref<4xf32> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    return
  }
  func.func private @printMemrefF32(memref<*xf32>)
}

