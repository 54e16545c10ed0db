// Function argument attributes of the bufferization and llvm dialects (the contracts bufls checks) have valid values.
func.func @ok(%a: memref<4xf32> {bufferization.access = "read"}, %b: memref<4xf32> {bufferization.writable = false, llvm.noalias}, %c: memref<4xf32> {bufferization.access = "read-write"}) {
  return
}

// -----

func.func @access(%a: memref<4xf32> {bufferization.access = "reed"}) { // verify: invalid value for 'bufferization.access'
  return
}

// -----

func.func @writable(%a: memref<4xf32> {bufferization.writable = 1}) { // verify: 'bufferization.writable' is expected to be a boolean attribute
  return
}

// -----

func.func @unknown(%a: memref<4xf32> {bufferization.readonly}) { // verify: not an argument attribute of the bufferization dialect
  return
}

// -----

func.func @noalias_value(%a: memref<4xf32> {llvm.noalias = 1}) { // verify: "llvm.noalias" should be a unit attribute
  return
}

// -----

func.func @noalias_scalar(%a: f32 {llvm.noalias}) { // verify: not a pointer or a memref
  return
}
