// With strict=true a CFG loop is rejected as upstream does.
// flags: --ownership-based-buffer-deallocation=strict=true
// expected-error: Only structured control-flow loops are supported.
// upstream-differs: the strict option is bufls-only (mlir-opt rejects the same input without it)
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %a = memref.alloc() : memref<2xf32>
  %more = arith.cmpi slt, %i, %n : index
  %i1 = arith.addi %i, %c1 : index
  cf.cond_br %more, ^header(%i1 : index), ^exit
^exit:
  return
}
