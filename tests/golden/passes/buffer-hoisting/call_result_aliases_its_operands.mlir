// a call result is an alias of its memref operands (the alloc moves out of the scf.if); an unknown op's result is not
// flags: --buffer-hoisting
func.func private @id(memref<2xf32>) -> memref<2xf32>
func.func @call(%c: i1, %out: memref<2xf32>) {
  %x = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %r = func.call @id(%a) : (memref<2xf32>) -> memref<2xf32>
    scf.yield %r : memref<2xf32>
  } else {
    scf.yield %out : memref<2xf32>
  }
  %y = scf.if %c -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    %d = "test.foo"(%b) : (memref<2xf32>) -> memref<2xf32>
    scf.yield %d : memref<2xf32>
  } else {
    scf.yield %out : memref<2xf32>
  }
  memref.copy %x, %y : memref<2xf32> to memref<2xf32>
  return
}
// expected:
// func.func private @id(memref<2xf32>) -> memref<2xf32>
// func.func @call(%c: i1, %out: memref<2xf32>) {
//   %a = memref.alloc() : memref<2xf32>
//   %x = scf.if %c -> (memref<2xf32>) {
//     %r = func.call @id(%a) : (memref<2xf32>) -> memref<2xf32>
//     scf.yield %r : memref<2xf32>
//   } else {
//     scf.yield %out : memref<2xf32>
//   }
//   %y = scf.if %c -> (memref<2xf32>) {
//     %b = memref.alloc() : memref<2xf32>
//     %d = "test.foo"(%b) : (memref<2xf32>) -> memref<2xf32>
//     scf.yield %d : memref<2xf32>
//   } else {
//     scf.yield %out : memref<2xf32>
//   }
//   memref.copy %x, %y : memref<2xf32> to memref<2xf32>
//   return
// }
