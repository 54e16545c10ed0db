// A module body and the regions of unregistered ops are graph regions: uses may precede definitions.
"builtin.module"() ({
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"(%0) : (i32) -> i32
  func.func @f() {
    "foo.graph"() ({
      %2 = "foo.c"(%3) : (i32) -> i32
      %3 = "foo.d"(%2) : (i32) -> i32
    }) : () -> ()
    return
  }
}) : () -> ()
