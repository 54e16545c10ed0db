// Two identical loads merge only when nothing in between may write memory.
// flags: --cse
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  %2 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %2 : f32, f32, f32
}
// expected:
// func.func @f(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
//   %0 = memref.load %m[%i] : memref<4xf32>
//   memref.store %v, %m[%i] : memref<4xf32>
//   %2 = memref.load %m[%i] : memref<4xf32>
//   return %0, %0, %2 : f32, f32, f32
// }
