// With several returns a result goes only where every return hands back the same argument (through casts).
// flags: --drop-equivalent-buffer-results
func.func private @diff(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> memref<2xf32> {
  cf.cond_br %c, ^x, ^y
^x:
  return %a : memref<2xf32>
^y:
  return %b : memref<2xf32>
}
func.func private @mixed(%a: memref<2xf32>, %c: i1) -> (memref<2xf32>, memref<2xf32>) {
  %m = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^x, ^y
^x:
  return %a, %a : memref<2xf32>, memref<2xf32>
^y:
  return %a, %m : memref<2xf32>, memref<2xf32>
}
func.func private @casts(%a: memref<2xf32>, %c: i1) -> memref<?xf32> {
  %x = memref.cast %a : memref<2xf32> to memref<?xf32>
  cf.cond_br %c, ^x, ^y
^x:
  return %x : memref<?xf32>
^y:
  %y = memref.cast %a : memref<2xf32> to memref<?xf32>
  return %y : memref<?xf32>
}
func.func @caller(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  %0 = call @diff(%a, %b, %c) : (memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
  %1:2 = call @mixed(%a, %c) : (memref<2xf32>, i1) -> (memref<2xf32>, memref<2xf32>)
  %2 = call @casts(%a, %c) : (memref<2xf32>, i1) -> memref<?xf32>
  "test.use"(%0, %1#0, %1#1, %2) : (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<?xf32>) -> ()
  return
}
// expected:
// func.func private @diff(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> memref<2xf32> {
//   cf.cond_br %c, ^x, ^y
// ^x:
//   return %a : memref<2xf32>
// ^y:
//   return %b : memref<2xf32>
// }
// func.func private @mixed(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
//   %m = memref.alloc() : memref<2xf32>
//   cf.cond_br %c, ^x, ^y
// ^x:
//   return %a : memref<2xf32>
// ^y:
//   return %m : memref<2xf32>
// }
// func.func private @casts(%a: memref<2xf32>, %c: i1) {
//   %x = memref.cast %a : memref<2xf32> to memref<?xf32>
//   cf.cond_br %c, ^x, ^y
// ^x:
//   return
// ^y:
//   %y = memref.cast %a : memref<2xf32> to memref<?xf32>
//   return
// }
// func.func @caller(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
//   %0 = call @diff(%a, %b, %c) : (memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
//   %1 = call @mixed(%a, %c) : (memref<2xf32>, i1) -> memref<2xf32>
//   call @casts(%a, %c) : (memref<2xf32>, i1) -> ()
//   %cast = memref.cast %a : memref<2xf32> to memref<?xf32>
//   "test.use"(%0, %a, %1, %cast) : (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<?xf32>) -> ()
//   return
// }
