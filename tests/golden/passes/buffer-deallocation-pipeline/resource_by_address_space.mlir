// A memory space written as an attribute (#gpu.address_space<global>) chooses the resource too, also for a buffer carried by a loop.
// flags: --buffer-deallocation-pipeline
// config: resources.toml
// upstream-differs: upstream has no allocation resources: it frees the buffers with memref.dealloc
func.func @f(%n: index, %steps: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = memref.alloc(%n) : memref<?xf32, #gpu.address_space<global>>
  %last = scf.for %i = %c0 to %steps step %c1 iter_args(%cur = %first) -> (memref<?xf32, #gpu.address_space<global>>) {
    %next = memref.alloc(%n) : memref<?xf32, #gpu.address_space<global>>
    %v = memref.load %cur[%c0] : memref<?xf32, #gpu.address_space<global>>
    memref.store %v, %next[%c0] : memref<?xf32, #gpu.address_space<global>>
    scf.yield %next : memref<?xf32, #gpu.address_space<global>>
  }
  %r = memref.load %last[%c0] : memref<?xf32, #gpu.address_space<global>>
  return %r : f32
}
// expected:
// func.func @f(%n: index, %steps: index) -> f32 {
//   %false = arith.constant false
//   %true = arith.constant true
//   %c0 = arith.constant 0 : index
//   %c1 = arith.constant 1 : index
//   %first = memref.alloc(%n) : memref<?xf32, #gpu.address_space<global>>
//   %last, %0 = scf.for %i = %c0 to %steps step %c1 iter_args(%cur = %first, %1 = %false) -> (memref<?xf32, #gpu.address_space<global>>, i1) {
//     %next = memref.alloc(%n) : memref<?xf32, #gpu.address_space<global>>
//     %v = memref.load %cur[%c0] : memref<?xf32, #gpu.address_space<global>>
//     memref.store %v, %next[%c0] : memref<?xf32, #gpu.address_space<global>>
//     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cur : memref<?xf32, #gpu.address_space<global>> -> memref<f32, #gpu.address_space<global>>, index, index, index
//     %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32, #gpu.address_space<global>> -> index
//     %intptr_2 = memref.extract_aligned_pointer_as_index %next : memref<?xf32, #gpu.address_space<global>> -> index
//     %3 = arith.cmpi ne, %intptr, %intptr_2 : index
//     %4 = arith.andi %1, %3 : i1
//     scf.if %4 {
//       "acme.free"(%base_buffer) : (memref<f32, #gpu.address_space<global>>) -> ()
//     }
//     scf.yield %next, %true : memref<?xf32, #gpu.address_space<global>>, i1
//   }
//   %r = memref.load %last[%c0] : memref<?xf32, #gpu.address_space<global>>
//   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %last : memref<?xf32, #gpu.address_space<global>> -> memref<f32, #gpu.address_space<global>>, index, index, index
//   %intptr = memref.extract_aligned_pointer_as_index %first : memref<?xf32, #gpu.address_space<global>> -> index
//   %intptr_5 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32, #gpu.address_space<global>> -> index
//   "acme.free"(%first) : (memref<?xf32, #gpu.address_space<global>>) -> ()
//   %6 = arith.cmpi ne, %intptr_5, %intptr : index
//   %7 = arith.andi %0, %6 : i1
//   scf.if %7 {
//     "acme.free"(%base_buffer) : (memref<f32, #gpu.address_space<global>>) -> ()
//   }
//   return %r : f32
// }
