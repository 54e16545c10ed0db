// Every call of a rewritten function is rebuilt with only its callee (other attributes go, as upstream), also nested and recursive calls; calls of public functions, declarations and functions without a return keep theirs; result attributes follow their results.
// flags: --drop-equivalent-buffer-results
func.func @pub(%a: i32) -> i32 {
  return %a : i32
}
func.func private @ext(%a: i32) -> i32
func.func private @noret(%a: memref<2xf32>) -> memref<2xf32> {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}
func.func private @attrs(%a: memref<2xf32> {test.in}, %b: i32) -> (memref<2xf32> {test.out}, i32, i32 {test.kept}) {
  %c = arith.constant 1 : i32
  return %a, %b, %c : memref<2xf32>, i32, i32
}
func.func private @nothing(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func private @rec(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
  scf.if %c {
    %q = func.call @rec(%a, %c) {depth = 1 : i64} : (memref<2xf32>, i1) -> memref<2xf32>
  }
  return %a : memref<2xf32>
}
func.func @caller(%a: i32, %m: memref<2xf32>, %c: i1) {
  %0 = call @pub(%a) {foo} : (i32) -> i32
  %1 = call @ext(%a) {foo} : (i32) -> i32
  %2 = call @noret(%m) {foo} : (memref<2xf32>) -> memref<2xf32>
  %3:3 = call @attrs(%m, %a) {foo} : (memref<2xf32>, i32) -> (memref<2xf32>, i32, i32)
  scf.execute_region {
    %4 = func.call @nothing(%3#2) {bar} : (i32) -> i32
    "test.use"(%4) : (i32) -> ()
    scf.yield
  }
  %5 = call @rec(%m, %c) : (memref<2xf32>, i1) -> memref<2xf32>
  "test.use"(%0, %1, %2, %3#0, %3#1, %5) : (i32, i32, memref<2xf32>, memref<2xf32>, i32, memref<2xf32>) -> ()
  return
}
// expected:
// func.func @pub(%a: i32) -> i32 {
//   return %a : i32
// }
// func.func private @ext(i32) -> i32
// func.func private @noret(%a: memref<2xf32>) -> memref<2xf32> {
//   cf.br ^bb1
// ^bb1:
//   cf.br ^bb1
// }
// func.func private @attrs(%a: memref<2xf32> {test.in}, %b: i32) -> (i32 {test.kept}) {
//   %c = arith.constant 1 : i32
//   return %c : i32
// }
// func.func private @nothing(%a: i32) -> i32 {
//   %c = arith.constant 1 : i32
//   return %c : i32
// }
// func.func private @rec(%a: memref<2xf32>, %c: i1) {
//   scf.if %c {
//     func.call @rec(%a, %c) : (memref<2xf32>, i1) -> ()
//   }
//   return
// }
// func.func @caller(%a: i32, %m: memref<2xf32>, %c: i1) {
//   %0 = call @pub(%a) {foo} : (i32) -> i32
//   %1 = call @ext(%a) {foo} : (i32) -> i32
//   %2 = call @noret(%m) {foo} : (memref<2xf32>) -> memref<2xf32>
//   %3 = call @attrs(%m, %a) : (memref<2xf32>, i32) -> i32
//   scf.execute_region {
//     %4 = func.call @nothing(%3) : (i32) -> i32
//     "test.use"(%4) : (i32) -> ()
//     scf.yield
//   }
//   call @rec(%m, %c) : (memref<2xf32>, i1) -> ()
//   "test.use"(%0, %1, %2, %m, %a, %m) : (i32, i32, memref<2xf32>, memref<2xf32>, i32, memref<2xf32>) -> ()
//   return
// }
