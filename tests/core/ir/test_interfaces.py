"""Op interfaces answer from the registry models, on real parsed IR: memory
effects (MLIR's MemoryEffectOpInterface), views and aliasing, region
successors (RegionBranchOpInterface), branch operands, calls and functions."""

import pytest

from bufls.core.analysis.resources import Resources, resources_from_config
from bufls.core.api import parse_file
from bufls.core.ir.interfaces import (
    PARENT,
    Effect,
    EffectInstance,
    aliasing_operands,
    call_target,
    callable_body,
    has_effect,
    is_function,
    is_private,
    is_region_branch,
    is_return_like,
    may_free,
    memory_effects,
    region_successor_inputs,
    region_successors,
    region_terminators,
    successor_operands,
    view_source,
)

A = lambda r=0: EffectInstance(Effect.ALLOCATE, result=r)
F = lambda i=0: EffectInstance(Effect.FREE, operand=i)
R = lambda i: EffectInstance(Effect.READ, operand=i)
W = lambda i: EffectInstance(Effect.WRITE, operand=i)


def parse(text: str):
    r = parse_file(text)
    assert r.diagnostics == [], [d.message for d in r.diagnostics]
    return r.modules[0].op


def ops_named(module, name):
    return [op for op in module.walk() if op.name == name]


def the(module, name):
    found = ops_named(module, name)
    assert len(found) == 1, (name, found)
    return found[0]


def in_func(body: str, args: str = "") -> str:
    return f"func.func @f({args}) {{\n{body}\n  return\n}}\n"


# ---------------------------------------------------------------------------
# memory effects

EFFECTS = [
    # (what it checks, function args, body, op name, expected effects)
    ("memref.alloc allocates its result", "%n: index", "%a = memref.alloc(%n) : memref<?xf32>", "memref.alloc", [A()]),
    (
        "memref.alloca allocates its result (the automatic resource)",
        "",
        "%a = memref.alloca() : memref<4xf32>",
        "memref.alloca",
        [A()],
    ),
    (
        "memref.dealloc frees operand 0",
        "%m: memref<4xf32>",
        "memref.dealloc %m : memref<4xf32>",
        "memref.dealloc",
        [F()],
    ),
    (
        "memref.load reads the memref",
        "%m: memref<4xf32>, %i: index",
        "%v = memref.load %m[%i] : memref<4xf32>",
        "memref.load",
        [R(0)],
    ),
    (
        "memref.store writes the memref (operand 1)",
        "%m: memref<4xf32>, %i: index, %v: f32",
        "memref.store %v, %m[%i] : memref<4xf32>",
        "memref.store",
        [W(1)],
    ),
    (
        "memref.copy reads the source and writes the target",
        "%a: memref<4xf32>, %b: memref<4xf32>",
        "memref.copy %a, %b : memref<4xf32> to memref<4xf32>",
        "memref.copy",
        [R(0), W(1)],
    ),
    (
        "memref.realloc frees its source and allocates its result",
        "%m: memref<4xf32>",
        "%r = memref.realloc %m : memref<4xf32> to memref<8xf32>",
        "memref.realloc",
        [F(0), A(0)],
    ),
    (
        "memref.get_global allocates nothing (global memory)",
        "",
        "%g = memref.get_global @g : memref<2xf32>",
        "memref.get_global",
        [],
    ),
    (
        "memref.subview is pure",
        "%m: memref<4xf32>",
        "%s = memref.subview %m[1][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>",
        "memref.subview",
        [],
    ),
    (
        "memref.extract_aligned_pointer_as_index has no effect",
        "%m: memref<4xf32>",
        "%p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index",
        "memref.extract_aligned_pointer_as_index",
        [],
    ),
    (
        "memref.prefetch reads and writes (a hint MLIR never drops as dead)",
        "%m: memref<4xf32>, %i: index",
        "memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>",
        "memref.prefetch",
        [R(0), W(0)],
    ),
    (
        "memref.atomic_rmw reads and writes its memref (operand 1)",
        "%m: memref<4xf32>, %i: index, %v: f32",
        "%x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32",
        "memref.atomic_rmw",
        [R(1), W(1)],
    ),
    (
        "memref.dma_start reads src, writes dst, reads the tag",
        "%s: memref<40xf32>, %d: memref<40xf32, 2>, %t: memref<1xi32>, %i: index, %n: index",
        "memref.dma_start %s[%i], %d[%i], %n, %t[%i] : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>",
        "memref.dma_start",
        [R(0), W(2), R(5)],
    ),
    (
        "memref.dma_wait reads the tag",
        "%t: memref<1xi32>, %i: index, %n: index",
        "memref.dma_wait %t[%i], %n : memref<1xi32>",
        "memref.dma_wait",
        [R(0)],
    ),
    (
        "bufferization.clone reads operand 0 and allocates its result",
        "%m: memref<4xf32>",
        "%c = bufferization.clone %m : memref<4xf32> to memref<4xf32>",
        "bufferization.clone",
        [R(0), A(0)],
    ),
    (
        "bufferization.dealloc frees the memrefs of its first segment",
        "%a: memref<2xf32>, %b: memref<f32>, %c: i1, %k: memref<2xf32>",
        "%r = bufferization.dealloc (%a, %b : memref<2xf32>, memref<f32>) if (%c, %c) retain (%k : memref<2xf32>)",
        "bufferization.dealloc",
        [F(0), F(1)],
    ),
    (
        "bufferization.to_buffer has no effect",
        "%t: tensor<4xf32>",
        "%b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>",
        "bufferization.to_buffer",
        [],
    ),
    (
        "bufferization.to_tensor reads its buffer",
        "%m: memref<4xf32>",
        "%t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>",
        "bufferization.to_tensor",
        [R(0)],
    ),
    (
        "materialize_in_destination writes a buffer destination",
        "%t: tensor<4xf32>, %m: memref<4xf32>",
        "bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()",
        "bufferization.materialize_in_destination",
        [W(1)],
    ),
    ("arith ops are pure", "%x: i32", "%y = arith.addi %x, %x : i32", "arith.addi", []),
    ("math ops are pure", "%x: f32", "%y = math.sqrt %x : f32", "math.sqrt", []),
    ("index ops are pure", "%x: index", "%y = index.add %x, %x", "index.add", []),
    ("ub.poison is pure", "", "%p = ub.poison : i32", "ub.poison", []),
    (
        "tensor ops are pure",
        "%t: tensor<4xf32>, %i: index",
        "%v = tensor.extract %t[%i] : tensor<4xf32>",
        "tensor.extract",
        [],
    ),
    (
        "vector.transfer_read of a memref reads it",
        "%m: memref<4xf32>, %i: index, %p: f32",
        "%v = vector.transfer_read %m[%i], %p : memref<4xf32>, vector<4xf32>",
        "vector.transfer_read",
        [R(0)],
    ),
    (
        "vector.transfer_read of a tensor has no effect",
        "%m: tensor<4xf32>, %i: index, %p: f32",
        "%v = vector.transfer_read %m[%i], %p : tensor<4xf32>, vector<4xf32>",
        "vector.transfer_read",
        [],
    ),
    (
        "vector.transfer_write writes its memref (operand 1)",
        "%m: memref<4xf32>, %i: index, %v: vector<4xf32>",
        "vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<4xf32>",
        "vector.transfer_write",
        [W(1)],
    ),
    (
        "vector.load reads",
        "%m: memref<4xf32>, %i: index",
        "%v = vector.load %m[%i] : memref<4xf32>, vector<4xf32>",
        "vector.load",
        [R(0)],
    ),
    (
        "vector.store writes (operand 1)",
        "%m: memref<4xf32>, %i: index, %v: vector<4xf32>",
        "vector.store %v, %m[%i] : memref<4xf32>, vector<4xf32>",
        "vector.store",
        [W(1)],
    ),
    (
        "vector.print writes to I/O, on no value (never trivially dead)",
        "%x: f32",
        "vector.print %x : f32",
        "vector.print",
        [EffectInstance(Effect.WRITE)],
    ),
    (
        "cf.assert has no memref effect but is not dead",
        "%c: i1",
        'cf.assert %c, "boom"',
        "cf.assert",
        [EffectInstance(Effect.WRITE)],
    ),
    (
        "gpu.alloc allocates its memref result (not the token)",
        "%n: index",
        "%m, %t = gpu.alloc async (%n) : memref<?xf32>",
        "gpu.alloc",
        [A(0)],
    ),
    (
        "gpu.dealloc frees its memref, after the async dependencies",
        "%m: memref<4xf32>, %t: !gpu.async.token",
        "%t2 = gpu.dealloc async [%t] %m : memref<4xf32>",
        "gpu.dealloc",
        [F(1)],
    ),
    (
        "gpu.memcpy writes dst and reads src",
        "%a: memref<4xf32>, %b: memref<4xf32>",
        "gpu.memcpy %a, %b : memref<4xf32>, memref<4xf32>",
        "gpu.memcpy",
        [R(1), W(0)],
    ),
    (
        "linalg.fill writes its init",
        "%m: memref<4xf32>, %x: f32",
        "linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)",
        "linalg.fill",
        [W(1)],
    ),
    (
        "linalg.copy reads ins and writes outs",
        "%a: memref<4xf32>, %b: memref<4xf32>",
        "linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)",
        "linalg.copy",
        [R(0), W(1)],
    ),
    (
        "linalg.matmul also reads its init (accumulates)",
        "%a: memref<2x2xf32>, %b: memref<2x2xf32>, %c: memref<2x2xf32>",
        "linalg.matmul ins(%a, %b : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)",
        "linalg.matmul",
        [R(0), R(1), R(2), W(2)],
    ),
    (
        "linalg on tensors has no effect",
        "%a: tensor<4xf32>, %b: tensor<4xf32>",
        "%r = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>",
        "linalg.copy",
        [],
    ),
]


@pytest.mark.parametrize("what,args,body,name,expected", EFFECTS, ids=[e[0] for e in EFFECTS])
def test_memory_effects(what, args, body, name, expected):
    text = in_func(body, args)
    if "get_global" in body:
        text = 'memref.global "private" @g : memref<2xf32> = dense<0.0>\n' + text
    m = parse(text)
    assert memory_effects(the(m, name)) == expected


def test_linalg_generic_reads_init_only_when_the_body_uses_it():
    m = parse("""
#id = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%c : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  return
}""")
    first, second = ops_named(m, "linalg.generic")
    assert memory_effects(first) == [R(0), W(1)]
    assert memory_effects(second) == [R(0), R(1), W(1)]
    assert not is_region_branch(first)  # the body is processed in place


def test_calls_and_unregistered_ops_have_unknown_effects():
    m = parse("""
func.func private @g(memref<4xf32>)
func.func @f(%m: memref<4xf32>) {
  func.call @g(%m) : (memref<4xf32>) -> ()
  %x = "acme.thing"(%m) : (memref<4xf32>) -> i1
  return
}""")
    assert memory_effects(the(m, "func.call")) is None
    assert memory_effects(the(m, "acme.thing")) is None
    assert has_effect(the(m, "acme.thing"), Effect.READ) is None


def test_recursive_effects_are_the_union_of_the_nested_ops():
    m = parse("""
func.func @f(%c: i1, %m: memref<4xf32>, %i: index) {
  scf.if %c {
    %v = memref.load %m[%i] : memref<4xf32>
    scf.if %c {
      memref.store %v, %m[%i] : memref<4xf32>
    }
  }
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  scf.if %c {
    "acme.unknown"() : () -> ()
  }
  return
}""")
    outer, inner, pure, unknown = ops_named(m, "scf.if")
    assert memory_effects(outer) == [EffectInstance(Effect.READ), EffectInstance(Effect.WRITE)]
    assert memory_effects(inner) == [EffectInstance(Effect.WRITE)]
    assert memory_effects(pure) == []
    assert memory_effects(unknown) is None


def test_alloca_scope_is_recursive_and_runs_its_region_once():
    m = parse(
        in_func("""
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %z = arith.constant 0.0 : f32
    memref.alloca_scope.return %z : f32
  }""")
    )
    scope = the(m, "memref.alloca_scope")
    assert memory_effects(scope) == [EffectInstance(Effect.ALLOCATE)]
    assert region_successors(scope, PARENT) == [(0, [])]
    assert region_successors(scope, 0) == [(PARENT, [0])]


def test_configured_resources_give_unregistered_ops_their_effects():
    res = resources_from_config(
        {
            "resource": [
                {"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free", "clone": "acme.pool_clone"}
            ]
        }
    )
    m = parse(
        in_func(
            """
  %a = "acme.pool_alloc"(%n) : (index) -> memref<?xf32>
  %b = "acme.pool_clone"(%a) : (memref<?xf32>) -> memref<?xf32>
  "acme.pool_free"(%a) : (memref<?xf32>) -> ()
  "acme.pool_free"(%b) : (memref<?xf32>) -> ()""",
            "%n: index",
        )
    )
    alloc, clone = the(m, "acme.pool_alloc"), the(m, "acme.pool_clone")
    free = ops_named(m, "acme.pool_free")[0]
    assert memory_effects(alloc, res) == [A(0)]
    assert memory_effects(clone, res) == [R(0), A(0)]
    assert memory_effects(free, res) == [F(0)]
    assert memory_effects(alloc) is None  # without the configuration: unknown
    assert memory_effects(alloc, Resources()) is None  # built-ins only
    assert res.for_alloc(alloc).name == "pool" and res.for_dealloc(free).name == "pool"


def test_recursive_effects_use_the_configured_resources():
    res = resources_from_config(
        {"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]}
    )
    m = parse(
        in_func(
            """
  scf.if %c {
    %a = "acme.pool_alloc"() : () -> memref<4xf32>
    "acme.pool_free"(%a) : (memref<4xf32>) -> ()
  }""",
            "%c: i1",
        )
    )
    op = the(m, "scf.if")
    assert memory_effects(op) is None
    assert memory_effects(op, res) == [EffectInstance(Effect.ALLOCATE), EffectInstance(Effect.FREE)]


# ---------------------------------------------------------------------------
# views and aliasing

VIEWS = [
    (
        "memref<4x4xf32>",
        "%v = memref.subview %m[0, 0][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>",
        "memref.subview",
    ),
    ("memref<4x4xf32>", "%v = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>", "memref.cast"),
    (
        "memref<4x4xf32>",
        "%v = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>",
        "memref.reinterpret_cast",
    ),
    (
        "memref<64xi8>",
        "%c0 = arith.constant 0 : index\n%v = memref.view %m[%c0][] : memref<64xi8> to memref<16xf32>",
        "memref.view",
    ),
    (
        "memref<4x4xf32>",
        "%v = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>",
        "memref.collapse_shape",
    ),
    (
        "memref<16xf32>",
        "%v = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>",
        "memref.expand_shape",
    ),
    (
        "memref<4x4xf32>",
        "%v = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>",
        "memref.transpose",
    ),
    (
        "memref<4xf32>",
        "%v = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>",
        "memref.memory_space_cast",
    ),
    ("memref<4xf32>", "%v = memref.assume_alignment %m, 16 : memref<4xf32>", "memref.assume_alignment"),
    (
        "memref<4x4xf32>",
        "%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32> "
        "-> memref<f32>, index, index, index, index, index",
        "memref.extract_strided_metadata",
    ),
    ("memref<4x4xf32>", "%v = vector.type_cast %m : memref<4x4xf32> to memref<vector<4x4xf32>>", "vector.type_cast"),
]


@pytest.mark.parametrize("arg,body,name", VIEWS, ids=[v[2] for v in VIEWS])
def test_views_alias_their_source(arg, body, name):
    op = the(parse(in_func(body, f"%m: {arg}")), name)
    assert view_source(op) == 0
    assert aliasing_operands(op, 0) == [0]
    assert memory_effects(op) == []


def test_extract_strided_metadata_only_the_base_buffer_aliases():
    op = the(parse(in_func(VIEWS[9][1], "%m: memref<4x4xf32>")), "memref.extract_strided_metadata")
    assert [aliasing_operands(op, i) for i in range(len(op.results))] == [[0]] + [[]] * 5


def test_select_may_alias_both_values_and_other_ops_nothing():
    m = parse(
        in_func(
            """
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>""",
            "%c: i1",
        )
    )
    sel = the(m, "arith.select")
    assert aliasing_operands(sel, 0) == [1, 2]
    assert view_source(sel) is None
    assert aliasing_operands(the(m, "memref.alloc"), 0) == []


# ---------------------------------------------------------------------------
# region successors (MLIR's RegionBranchOpInterface)


def test_scf_if_with_else():
    m = parse(
        in_func(
            """
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }""",
            "%c: i1",
        )
    )
    op = the(m, "scf.if")
    assert is_region_branch(op)
    assert region_successors(op, PARENT) == [(0, []), (1, [])]
    assert region_successors(op, 0) == [(PARENT, [0])]
    assert region_successors(op, 1) == [(PARENT, [0])]
    assert region_successor_inputs(op, PARENT, 1) == [op.results[0]]


def test_scf_if_without_else_may_skip_to_the_parent():
    op = the(parse(in_func("scf.if %c {\n  }", "%c: i1")), "scf.if")
    assert region_successors(op, PARENT) == [(0, []), (PARENT, [])]
    assert region_successors(op, 0) == [(PARENT, [])]


def test_scf_for_forwards_inits_and_yields():
    m = parse(
        in_func(
            """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a, %y = %b)
      -> (memref<4xf32>, i32) {
    scf.yield %x, %y : memref<4xf32>, i32
  }""",
            "%a: memref<4xf32>, %b: i32",
        )
    )
    op = the(m, "scf.for")
    assert region_successors(op, PARENT) == [(0, [3, 4]), (PARENT, [3, 4])]
    assert region_successors(op, 0) == [(0, [0, 1]), (PARENT, [0, 1])]
    body = op.regions[0].entry
    assert region_successor_inputs(op, 0, 2) == body.args[1:]  # after the induction variable
    assert memory_effects(op) == []


def test_scf_while_before_and_after_regions():
    m = parse(
        in_func(
            """
  %r = scf.while (%x = %a) : (memref<4xf32>) -> memref<4xf32> {
    scf.condition(%c) %x : memref<4xf32>
  } do {
  ^bb0(%y: memref<4xf32>):
    scf.yield %y : memref<4xf32>
  }""",
            "%a: memref<4xf32>, %c: i1",
        )
    )
    op = the(m, "scf.while")
    assert region_successors(op, PARENT) == [(0, [0])]
    assert region_successors(op, 0) == [(1, [1]), (PARENT, [1])]  # values after the condition
    assert region_successors(op, 1) == [(0, [0])]
    assert [t.name for t in region_terminators(op, 0)] == ["scf.condition"]
    assert region_successor_inputs(op, 1, 1) == op.regions[1].entry.args


def test_scf_execute_region_with_several_blocks():
    m = parse(
        in_func(
            """
  %r = scf.execute_region -> memref<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  ^bb2:
    %b = memref.alloca() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }""",
            "%c: i1",
        )
    )
    op = the(m, "scf.execute_region")
    assert region_successors(op, PARENT) == [(0, [])]
    assert region_successors(op, 0) == [(PARENT, [0])]
    assert len(region_terminators(op, 0)) == 2
    assert memory_effects(op) == [EffectInstance(Effect.ALLOCATE)]


def test_scf_index_switch_default_region_first():
    m = parse(
        in_func(
            """
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  case 5 {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 3 : i32
    scf.yield %d : i32
  }""",
            "%i: index",
        )
    )
    op = the(m, "scf.index_switch")
    assert region_successors(op, PARENT) == [(0, []), (1, []), (2, [])]
    assert all(region_successors(op, i) == [(PARENT, [0])] for i in range(3))


def test_scf_parallel_and_forall_forward_nothing():
    m = parse(
        in_func(
            """
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %m[%i] : memref<4xf32>
    scf.reduce
  }
  scf.forall (%j) in (4) {
    %w = memref.load %m[%j] : memref<4xf32>
  }""",
            "%m: memref<4xf32>",
        )
    )
    par, fa = the(m, "scf.parallel"), the(m, "scf.forall")
    assert region_successors(par, PARENT) == [(0, []), (PARENT, [])]
    assert region_successors(par, 0) == [(0, []), (PARENT, [])]
    assert region_successors(fa, PARENT) == [(0, []), (PARENT, [])]
    assert region_successors(fa, 0) == [(PARENT, [])]
    assert memory_effects(par) == [EffectInstance(Effect.READ)]
    assert memory_effects(fa) == [EffectInstance(Effect.READ)]


def test_affine_for_with_unknown_and_constant_trip_counts():
    m = parse(
        in_func(
            """
  %r = affine.for %i = 0 to %n iter_args(%x = %a) -> (memref<4xf32>) {
    affine.yield %x : memref<4xf32>
  }
  %s = affine.for %i = 0 to 8 step 4 iter_args(%x = %a) -> (memref<4xf32>) {
    affine.yield %x : memref<4xf32>
  }
  %t = affine.for %i = 0 to 1 iter_args(%x = %a) -> (memref<4xf32>) {
    affine.yield %x : memref<4xf32>
  }
  %u = affine.for %i = 3 to 3 iter_args(%x = %a) -> (memref<4xf32>) {
    affine.yield %x : memref<4xf32>
  }""",
            "%a: memref<4xf32>, %n: index",
        )
    )
    dyn, two, one, zero = ops_named(m, "affine.for")
    assert region_successors(dyn, PARENT) == [(0, [1]), (PARENT, [1])]  # %n is operand 0
    assert region_successors(dyn, 0) == [(0, [0]), (PARENT, [0])]
    assert region_successors(two, PARENT) == [(0, [0])]
    assert region_successors(two, 0) == [(0, [0]), (PARENT, [0])]
    assert region_successors(one, 0) == [(PARENT, [0])]
    assert region_successors(zero, PARENT) == [(PARENT, [0])]


def test_affine_if_and_affine_memory_ops():
    m = parse(
        in_func(
            """
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
    %v = affine.load %m[%i] : memref<4xf32>
    affine.store %v, %m[%i] : memref<4xf32>
  }""",
            "%m: memref<4xf32>, %i: index",
        )
    )
    op = the(m, "affine.if")
    assert region_successors(op, PARENT) == [(0, []), (PARENT, [])]
    assert region_successors(op, 0) == [(PARENT, [])]
    assert memory_effects(the(m, "affine.load")) == [R(0)]
    assert memory_effects(the(m, "affine.store")) == [W(1)]
    assert memory_effects(op) == [EffectInstance(Effect.READ), EffectInstance(Effect.WRITE)]


def test_shape_assuming_runs_its_region_once():
    m = parse(
        in_func(
            """
  %r = shape.assuming %w -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    shape.assuming_yield %a : memref<4xf32>
  }""",
            "%w: !shape.witness",
        )
    )
    op = the(m, "shape.assuming")
    assert region_successors(op, PARENT) == [(0, [])]
    assert region_successors(op, 0) == [(PARENT, [0])]


def test_non_region_branch_ops():
    m = parse(in_func("%a = memref.alloc() : memref<4xf32>"))
    assert region_successors(the(m, "memref.alloc"), PARENT) is None
    assert not is_region_branch(the(m, "func.func"))


# ---------------------------------------------------------------------------
# branches, returns, calls, functions


def test_branch_successor_operands():
    m = parse("""
func.func @f(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>, %x: i32) {
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb2(%b, %a : memref<4xf32>, memref<4xf32>)
^bb1(%p: memref<4xf32>):
  cf.br ^bb3(%p : memref<4xf32>)
^bb2(%q: memref<4xf32>, %r: memref<4xf32>):
  cf.switch %x : i32, [
    default: ^bb3(%q : memref<4xf32>),
    5: ^bb3(%r : memref<4xf32>)
  ]
^bb3(%s: memref<4xf32>):
  return
}""")
    assert successor_operands(the(m, "cf.cond_br")) == [[1], [2, 3]]
    assert successor_operands(the(m, "cf.br")) == [[0]]
    assert successor_operands(the(m, "cf.switch")) == [[1], [2]]
    assert successor_operands(the(m, "func.return")) is None
    assert memory_effects(the(m, "cf.cond_br")) == []


def test_return_like_terminators():
    m = parse(
        in_func(
            """
  scf.if %c {
    scf.yield
  }""",
            "%c: i1",
        )
    )
    assert is_return_like(the(m, "func.return"))
    assert is_return_like(the(m, "scf.yield"))
    assert not is_return_like(the(m, "scf.if"))


def test_calls_and_functions():
    m = parse("""
func.func private @decl(memref<4xf32>, i32) -> memref<4xf32>
func.func @f(%m: memref<4xf32>, %x: i32) -> memref<4xf32> {
  %r = func.call @decl(%m, %x) : (memref<4xf32>, i32) -> memref<4xf32>
  return %r : memref<4xf32>
}""")
    decl, f = ops_named(m, "func.func")
    call = the(m, "func.call")
    assert call_target(call) == ("decl", [0, 1])
    assert call_target(f) is None
    assert is_function(decl) and callable_body(decl).blocks == []
    assert callable_body(f).entry.args[0].type == call.operands[0].type
    assert callable_body(call) is None
    assert is_private(decl) and not is_private(f)


SINGLE_TRIP = """
func.func @scf_loop() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %one) -> (i32) {
    %y = arith.addi %x, %one : i32
    scf.yield %y : i32
  }
  return %r : i32
}
func.func @affine_loop() -> i32 {
  %one = arith.constant 1 : i32
  %r = affine.for %i = 0 to 1 iter_args(%x = %one) -> (i32) {
    %y = arith.addi %x, %one : i32
    affine.yield %y : i32
  }
  return %r : i32
}
"""


def test_single_trip_loops_agree_with_mlir_opt_sccp():
    """mlir-opt 22's SCCP follows getSuccessorRegions: it folds the affine.for
    (its body cannot branch back to itself) but not the scf.for (which ignores
    constant trip counts) -- as our models say."""
    from bufls.core import upstream

    if upstream.tool_path("mlir-opt") is None:
        pytest.skip("mlir-opt not installed")
    m = parse(SINGLE_TRIP)
    assert region_successors(the(m, "scf.for"), 0) == [(0, [0]), (PARENT, [0])]
    assert region_successors(the(m, "affine.for"), 0) == [(PARENT, [0])]
    out = upstream.run_tool("mlir-opt", ["--sccp"], input=SINGLE_TRIP, check=True).stdout
    scf_part, affine_part = out.split("func.func @affine_loop")
    assert "scf.for" in scf_part
    assert "affine.for" not in affine_part and "arith.constant 2 : i32" in affine_part


@pytest.mark.parametrize(
    ("name", "frees"),
    [
        ("memref.dealloc", True),
        ("memref.realloc", True),
        ("gpu.dealloc", True),  # effects per op (operands that are memrefs): kinds declared
        ("bufferization.dealloc", True),  # effects per op, kinds declared
        ("memref.alloc", False),
        ("memref.copy", False),
        ("linalg.generic", False),  # effects per op: reads and writes only
        ("memref.dma_start", False),
        ("scf.for", False),  # recursive: the ops nested in it have names of their own
        ("acme.pool_free", False),  # no model: frees nothing, unless a resource says so
    ],
)
def test_may_free_is_known_from_an_op_name_alone(name, frees):
    assert may_free(name) is frees


def test_a_resource_makes_its_free_op_one_that_may_free():
    res = resources_from_config(
        {"resource": [{"name": "pool", "alloc": ["acme.pool_alloc"], "dealloc": "acme.pool_free"}]}
    )
    assert may_free("acme.pool_free", res) and not may_free("acme.pool_alloc", res)
