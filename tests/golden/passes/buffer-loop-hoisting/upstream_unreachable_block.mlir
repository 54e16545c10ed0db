// an alloc and its dealloc in a block that control cannot reach stay there
// upstream: mlir/test/Dialect/Bufferization/Transforms/buffer-loop-hoisting-unreachable-block.mlir at b31f6a57d1e1eb75c3357e4b8c21b621cfc7570a (@unreachable_block); LLVM Project, Apache-2.0 WITH LLVM-exception
// converted: nothing
// upstream-differs: mlir-opt 22.1.8 crashes (segmentation fault in hoistBuffersFromLoops) on an allocation in an unreachable block; bufls leaves it alone, as the upstream test (newer than 22.1.8) expects
// flags: --buffer-loop-hoisting
func.func @unreachable_block() {
  return
^bb1:
  %alloc = memref.alloc() : memref<2xf32>
  memref.dealloc %alloc : memref<2xf32>
  return
}
// expected:
// func.func @unreachable_block() {
//   return
// ^bb1:
//   %alloc = memref.alloc() : memref<2xf32>
//   memref.dealloc %alloc : memref<2xf32>
//   return
// }
