"""core/ir/builder.py makes exactly the ops the parser makes for the same text.

Every helper builds ops into a function; the module is printed (custom and
generic form), parsed back, and each op must come back with the same name,
operand/result types, properties and attributes and region shapes.  When
mlir-opt is installed it must accept both printed forms.
"""

import pytest

from bufls.core import upstream
from bufls.core.api import parse_file, print_result
from bufls.core.ir import types as T
from bufls.core.ir.builder import Builder

M2 = T.MemRefType((2,), T.F32)
M2I = T.MemRefType((2,), T.INDEX)
DYN = T.MemRefType((None,), T.F32)


def _module_with_function(args):
    text = f"func.func @f({', '.join(f'%a{i}: {t}' for i, t in enumerate(args))}) {{\n  return\n}}\n"
    result = parse_file(text, "b.mlir")
    assert not result.diagnostics
    func = result.modules[0].op.regions[0].blocks[0].ops[0]
    block = func.regions[0].blocks[0]
    return result, Builder.before(block.ops[-1]), block.args


def _build_everything(b: Builder, args):
    m, c, n, dyn = args
    true = b.constant_bool(True)
    c0 = b.constant_index(0)
    c1 = b.constant_index(1)
    x = b.andi(c, true)
    y = b.ori(x, c)
    z = b.xori(y, true)
    b.select(z, m, m)
    p = b.extract_aligned_pointer(m)
    b.cmpi("ne", p, b.extract_aligned_pointer(dyn))
    b.extract_strided_metadata(m)
    arr = b.alloca(M2I)
    b.store(p, arr, [c0])
    b.load(arr, [c1])
    heap = b.alloc(DYN, [n], alignment=None)
    b.dim(heap, c0)
    b.cast(arr, T.MemRefType((None,), T.INDEX))
    b.subview(heap, [0], [2], [1], T.MemRefType((2,), T.F32, _strided()))
    b.reinterpret_cast(m, 0, [n], [1], DYN)
    b.copy(m, m)
    _, then_b, else_b = b.scf_if(c, [T.I1], with_else=True)
    then_b.set_terminator_operands([then_b.andi(c, c)])
    else_b.set_terminator_operands([c])
    _, only_then, _ = b.scf_if(c)
    only_then.dealloc(heap)
    _, body = b.scf_for(c0, n, c1, [c])
    body.set_terminator_operands([body.block.args[1]])
    _, inner = b.alloca_scope([T.I1])
    inner.set_terminator_operands([inner.load(inner.alloca(T.MemRefType((1,), T.I1)), [c0])])
    d = b.bufferization_dealloc([m, dyn], [c, x], [m])
    b.bufferization_dealloc([], [], [])
    b.clone(m)
    b.call("g", [m, d.results[0]], [T.I1])


def _strided():
    from bufls.core.ir import attrs as A

    return A.StridedLayoutAttr(0, (1,))


def _shape(op):
    return (
        op.name,
        [v.type for v in op.operands],
        [r.type for r in op.results],
        dict(op.properties),
        dict(op.attributes),
        [[len(b.args) for b in r.blocks] for r in op.regions],
    )


def test_built_ops_read_back_the_same(tmp_path):
    result, b, args = _module_with_function([M2, T.I1, T.INDEX, DYN])
    module_body = result.modules[0].op.regions[0].blocks[0]
    Builder.at_end(module_body).func("g", [M2, T.I1], [T.I1], private=True, body=False)
    _build_everything(b, args)
    built = [_shape(op) for op in result.modules[0].op.walk() if op.name != "builtin.module"]
    for generic in (False, True):
        text = print_result(result, generic)
        again = parse_file(text, "again.mlir")
        assert not again.diagnostics, (text, again.diagnostics)
        assert [_shape(op) for op in again.modules[0].op.walk() if op.name != "builtin.module"] == built
        if upstream.tool_path("mlir-opt") is not None:
            proc = upstream.run_tool("mlir-opt", ["-"], input=text)
            assert proc.returncode == 0, proc.stderr


def test_constants_get_mlir_opt_names():
    _, b, _ = _module_with_function([])
    assert b.constant_bool(True).name == "true"
    assert b.constant_bool(False).name == "false"
    assert b.constant_index(3).name == "c3"


def test_func_helper_makes_a_private_function_with_an_entry_block():
    result, _, _ = _module_with_function([])
    body = result.modules[0].op.regions[0].blocks[0]
    _, fb = Builder.at_end(body).func("h", [M2], [], private=True)
    fb.func_return([])
    text = print_result(result)
    assert "func.func private @h(%0: memref<2xf32>)" in text or "func.func private @h(%arg0: memref<2xf32>)" in text


@pytest.mark.parametrize("pred", ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])
def test_cmpi_predicates_print_by_name(pred):
    result, b, args = _module_with_function([T.INDEX])
    b.cmpi(pred, args[0], args[0])
    assert f"arith.cmpi {pred}, " in print_result(result)
