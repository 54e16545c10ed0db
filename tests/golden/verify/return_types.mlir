// func.return must return the enclosing function's result count and types.
func.func @too_few() -> (i32, i32) {
  %0 = "foo.def"() : () -> i32
  return %0 : i32 // verify: has 1 operands, but enclosing function (@too_few) returns 2
}

// -----

func.func @wrong_type(%a: f32) -> i32 {
  return %a : f32 // verify: type of return operand 0 ('f32') doesn't match function result type ('i32')
}
