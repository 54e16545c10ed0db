// A cast of an argument is looked through (the call site casts back); a memory-space cast and assume_alignment are not; a returned scalar argument goes too; a result equal to an argument only inside a region stays.
// flags: --drop-equivalent-buffer-results
func.func private @ints(%a: i32, %m: memref<4xf32>) -> (i32, memref<?xf32>, memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  return %a, %c, %m : i32, memref<?xf32>, memref<4xf32>
}
func.func private @msc(%a: memref<2xf32>) -> memref<2xf32, 1> {
  %x = memref.memory_space_cast %a : memref<2xf32> to memref<2xf32, 1>
  return %x : memref<2xf32, 1>
}
func.func private @al(%a: memref<2xf32>) -> memref<2xf32> {
  %x = memref.assume_alignment %a, 16 : memref<2xf32>
  return %x : memref<2xf32>
}
func.func private @nested(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @caller(%a: i32, %m: memref<4xf32>, %b: memref<2xf32>, %c: i1) -> (i32, memref<?xf32>) {
  %0:3 = call @ints(%a, %m) : (i32, memref<4xf32>) -> (i32, memref<?xf32>, memref<4xf32>)
  %1 = call @msc(%b) : (memref<2xf32>) -> memref<2xf32, 1>
  %2 = call @al(%b) : (memref<2xf32>) -> memref<2xf32>
  %3 = call @nested(%b, %c) : (memref<2xf32>, i1) -> memref<2xf32>
  "test.use"(%0#2, %1, %2, %3) : (memref<4xf32>, memref<2xf32, 1>, memref<2xf32>, memref<2xf32>) -> ()
  return %0#0, %0#1 : i32, memref<?xf32>
}
// expected:
// func.func private @ints(%a: i32, %m: memref<4xf32>) {
//   %c = memref.cast %m : memref<4xf32> to memref<?xf32>
//   return
// }
// func.func private @msc(%a: memref<2xf32>) -> memref<2xf32, 1> {
//   %x = memref.memory_space_cast %a : memref<2xf32> to memref<2xf32, 1>
//   return %x : memref<2xf32, 1>
// }
// func.func private @al(%a: memref<2xf32>) -> memref<2xf32> {
//   %x = memref.assume_alignment %a, 16 : memref<2xf32>
//   return %x : memref<2xf32>
// }
// func.func private @nested(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
//   %r = scf.if %c -> (memref<2xf32>) {
//     scf.yield %a : memref<2xf32>
//   } else {
//     scf.yield %a : memref<2xf32>
//   }
//   return %r : memref<2xf32>
// }
// func.func @caller(%a: i32, %m: memref<4xf32>, %b: memref<2xf32>, %c: i1) -> (i32, memref<?xf32>) {
//   call @ints(%a, %m) : (i32, memref<4xf32>) -> ()
//   %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
//   %1 = call @msc(%b) : (memref<2xf32>) -> memref<2xf32, 1>
//   %2 = call @al(%b) : (memref<2xf32>) -> memref<2xf32>
//   %3 = call @nested(%b, %c) : (memref<2xf32>, i1) -> memref<2xf32>
//   "test.use"(%m, %1, %2, %3) : (memref<4xf32>, memref<2xf32, 1>, memref<2xf32>, memref<2xf32>) -> ()
//   return %a, %cast : i32, memref<?xf32>
// }
