// func.call operand and result types must match the callee's function type.
func.func private @callee(i32) -> f32
func.func @bad_operand(%a: i64) {
  %0 = func.call @callee(%a) : (i64) -> f32 // verify: operand type mismatch: expected operand type 'i32', but provided 'i64'
  return
}

// -----

func.func private @callee(i32) -> f32
func.func @bad_result(%a: i32) {
  %0 = func.call @callee(%a) : (i32) -> i32 // verify: result type mismatch at index 0
  return
}

// -----

func.func private @callee(i32) -> f32
func.func @bad_count(%a: i32) {
  %0 = func.call @callee(%a, %a) : (i32, i32) -> f32 // verify: incorrect number of operands for callee
  return
}
