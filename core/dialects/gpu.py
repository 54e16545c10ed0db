"""gpu: device memory, kernel launches and kernel modules.

Most gpu ops may run asynchronously: ``async`` adds a ``!gpu.async.token``
result and ``[%t0, %t1]`` lists the tokens to wait for (the first operand
group)::

    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.dealloc async [%t1] %m : memref<?xf32>
    gpu.launch_func @kernels::@kernel blocks in (%c1, %c1, %c1)
        threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)

``gpu.alloc`` results are ``(memref, token)``; every other async op has the
token as its only result.  ``gpu.module`` holds ``gpu.func`` kernels
(``kernel`` marks a kernel with the discardable ``gpu.kernel`` attribute;
``workgroup(...)``/``private(...)`` attributions become extra entry block
arguments, counted by ``workgroup_attributions``); ``gpu.launch`` is the
inline kernel form whose body defines block/thread ids and sizes.
"""

from __future__ import annotations

from ..ir import attrs as A
from ..ir import types as T
from ..ir.interfaces import Effect, alloc_result, effects_on_memrefs
from ..ir.registry import OpModel
from ..ir.typeattr_parser import parse_type
from ..syntax.asm import AsmError, Ref
from ..syntax.format import Format

_INDEX = T.IndexType()
_I32 = T.IntegerType(32)
_I64 = T.IntegerType(64)
_SEGMENTS = "operandSegmentSizes"
_TOKEN_TEXT = "!gpu.async.token"


def _token() -> T.Type:
    return parse_type(_TOKEN_TEXT)


def _segments(sizes) -> A.DenseArrayAttr:
    return A.DenseArrayAttr(_I32, tuple(sizes))


def _seg(op) -> list[int] | None:
    seg = op.attr(_SEGMENTS)
    return [int(v) for v in seg.values] if seg is not None else None


# ---------------------------------------------------------------------------
# custom<AsyncDependencies>


def _read_async(cur) -> tuple[bool, list]:
    """``(async)? ([%t, ...])?`` -> (async, dependency refs)."""
    is_async = cur.accept_keyword("async") is not None
    deps = []
    if cur.accept("LSQB"):
        deps = cur.operand_list()
        cur.expect("RSQB")
        tok = _token()
        for r in deps:
            r.type = tok
    return is_async, deps


def _is_async(op) -> bool:
    return any(str(r.type) == _TOKEN_TEXT for r in op.results)


def _print_async(p, op, deps) -> None:
    if _is_async(op):
        p.keyword("async")
    if deps:
        p.raw(" [")
        p._prev = "["
        _values(p, deps)
        p.punct("]")


def _n_deps(op) -> int:
    """Leading token operands (the dependency list)."""
    n = 0
    for v in op.operands:
        if str(v.type) != _TOKEN_TEXT:
            break
        n += 1
    return n


def _values(p, values) -> None:
    for i, v in enumerate(values):
        if i:
            p.punct(",")
        p.value(v)


def _typed_args(cur) -> list:
    """``(%a : t {attrs}, ...)`` -> [(ref with its type, attrs)]."""
    cur.expect("LPAR")
    out: list[tuple[Ref, dict]] = []
    while not cur.at("RPAR"):
        if out:
            cur.expect("COMMA")
        ref = cur.operand()
        cur.expect("COLON")
        ref.type = cur.type()
        out.append((ref, cur.attr_dict()))
        cur.accept("LOC")
    cur.expect("RPAR")
    return out


def _region_arg(ref) -> tuple:
    return (ref.name, ref.type, (ref.start, ref.end))


def _typed_text(p, values) -> str:
    return "(" + ", ".join(f"%{p.name_of(v)} : {v.type}" for v in values) + ")"


# ---------------------------------------------------------------------------
# memory ops


def _parse_alloc(cur, pop) -> None:
    """``async? [deps]? host_shared? (%sizes) ([%symbols])? attr-dict : memref``"""
    is_async, deps = _read_async(cur)
    if cur.accept_keyword("host_shared"):
        pop.properties["hostShared"] = A.UnitAttr()
    sizes = cur.paren_operands()
    symbols = []
    if cur.accept("LSQB"):
        symbols = cur.operand_list()
        cur.expect("RSQB")
    for r in sizes + symbols:
        r.type = _INDEX
    pop.attributes.update(cur.attr_dict())
    if "hostShared" in pop.attributes:
        pop.properties["hostShared"] = pop.attributes.pop("hostShared")
    cur.expect("COLON")
    pop.result_types = [cur.type()] + ([_token()] if is_async else [])
    cur.expect_end()
    pop.operands.extend(deps + sizes + symbols)
    pop.properties[_SEGMENTS] = _segments((len(deps), len(sizes), len(symbols)))


def _print_alloc(p, op) -> None:
    seg = _seg(op) or [_n_deps(op), len(op.operands) - _n_deps(op), 0]
    deps = op.operands[: seg[0]]
    sizes = op.operands[seg[0] : seg[0] + seg[1]]
    symbols = op.operands[seg[0] + seg[1] :]
    _print_async(p, op, deps)
    if op.attr("hostShared") is not None:
        p.keyword("host_shared")
    p.keyword("(")
    p._prev = "("
    _values(p, sizes)
    p.punct(")")
    if symbols:
        p.punct("[")
        _values(p, symbols)
        p.punct("]")
    p.attr_dict(op, {_SEGMENTS, "hostShared"})
    p.punct(":")
    p.type(op.results[0].type)


class _AsyncFormat:
    """``custom<AsyncDependencies>`` followed by a declarative ``Format`` for
    the rest; the dependencies are the first operands."""

    def __init__(self, spec: str, **kw):
        self.fmt = Format(spec, **kw)

    def parse(self, cur, pop) -> None:
        is_async, deps = _read_async(cur)
        self.fmt.parse(cur, pop)
        pop.operands[:0] = deps
        if is_async:
            pop.result_types = list(pop.result_types) + [_token()]

    def print(self, p, op) -> None:
        n = _n_deps(op)
        _print_async(p, op, op.operands[:n])
        rest = _View(op, op.operands[n:])
        self.fmt.print(p, rest)


class _View:
    """``op`` seen without its dependency operands (for Format.print)."""

    def __init__(self, op, operands):
        self._op = op
        self.operands = operands

    def __getattr__(self, name):
        return getattr(self._op, name)


_DEALLOC = _AsyncFormat("$memref attr-dict `:` type($memref)", operands=("memref",))
_WAIT = _AsyncFormat("attr-dict")
_MEMCPY = _AsyncFormat("$dst `,` $src `:` type($dst) `,` type($src) attr-dict", operands=("dst", "src"))
_MEMSET = _AsyncFormat("$dst `,` $value `:` type($dst) `,` type($value) attr-dict", operands=("dst", "value"))


# ---------------------------------------------------------------------------
# gpu.launch_func

# operand groups in MLIR order (operandSegmentSizes has one entry per group)
_LF_GROUPS = (
    "asyncDependencies",
    "gridSizeX",
    "gridSizeY",
    "gridSizeZ",
    "blockSizeX",
    "blockSizeY",
    "blockSizeZ",
    "clusterSizeX",
    "clusterSizeY",
    "clusterSizeZ",
    "dynamicSharedMemorySize",
    "kernelOperands",
    "asyncObject",
)


def _three(cur) -> list:
    """``(%x, %y, %z)``"""
    refs = cur.paren_operands()
    if len(refs) != 3:
        raise cur.error("expected three values (x, y, z)")
    return refs


def _parse_launch_func(cur, pop) -> None:
    is_async, deps = _read_async(cur)
    obj = []
    if cur.accept("LESS"):
        obj = [cur.operand()]
        cur.expect("COLON")
        obj[0].type = cur.type()
        cur.expect("MORE")
    pop.properties["kernel"], pop.symbol_span = cur.symbol()
    clusters = []
    if cur.accept_keyword("clusters"):
        cur.expect_keyword("in")
        clusters = _three(cur)
    cur.expect_keyword("blocks")
    cur.expect_keyword("in")
    grid = _three(cur)
    cur.expect_keyword("threads")
    cur.expect_keyword("in")
    block = _three(cur)
    dim_type = cur.type() if cur.accept("COLON") else _INDEX
    for r in clusters + grid + block:
        r.type = dim_type
    shmem = []
    if cur.accept_keyword("dynamic_shared_memory_size"):
        shmem = [cur.operand()]
        shmem[0].type = _I32
    args = [ref for ref, _a in _typed_args(cur)] if cur.accept_keyword("args") else []
    pop.attributes.update(cur.attr_dict())
    if "kernel" in pop.attributes:
        pop.properties["kernel"] = pop.attributes.pop("kernel")
    cur.expect_end()
    groups = [
        deps,
        *([r] for r in grid),
        *([r] for r in block),
        *([r] for r in clusters),
        *([] for _ in range(3 - len(clusters))),
        shmem,
        args,
        obj,
    ]
    for g in groups:
        pop.operands.extend(g)
    pop.properties[_SEGMENTS] = _segments(len(g) for g in groups)
    pop.result_types = [_token()] if is_async else []


def _split_groups(op, names) -> dict:
    seg = _seg(op) or []
    out, i = {}, 0
    for name, n in zip(names, seg):
        out[name] = op.operands[i : i + n]
        i += n
    return out


def _print_launch_func(p, op) -> None:
    g = _split_groups(op, _LF_GROUPS)
    _print_async(p, op, g.get("asyncDependencies", []))
    if g.get("asyncObject"):
        obj = g["asyncObject"][0]
        p.keyword(f"<%{p.name_of(obj)} : {obj.type}>")
    p.symbol(op.attr("kernel"))
    xyz = ("X", "Y", "Z")
    for keyword, prefix in (("clusters", "clusterSize"), ("blocks", "gridSize"), ("threads", "blockSize")):
        vals = [v for a in xyz for v in g.get(prefix + a, [])]
        if not vals:
            continue
        p.keyword(keyword)
        p.keyword("in")
        p.keyword("(")
        p._prev = "("
        _values(p, vals)
        p.punct(")")
    grid = g.get("gridSizeX", [])
    if grid and not isinstance(grid[0].type, T.IndexType):
        p.punct(":")
        p.type(grid[0].type)
    if g.get("dynamicSharedMemorySize"):
        p.keyword("dynamic_shared_memory_size")
        p.value(g["dynamicSharedMemorySize"][0])
    if g.get("kernelOperands"):
        p.keyword("args")
        p.raw(_typed_text(p, g["kernelOperands"]))
    p.attr_dict(op, {_SEGMENTS, "kernel"})


# ---------------------------------------------------------------------------
# gpu.launch


def _size_assignment(cur, keyword: str) -> tuple[list, list, list]:
    """``blocks(%bx, %by, %bz) in (%gx = %a, %gy = %b, %gz = %c)`` ->
    (id args, size args, size operands)."""
    cur.expect_keyword(keyword)
    ids = []
    for ref in _three(cur):
        ref.type = _INDEX
        ids.append(_region_arg(ref))
    cur.expect_keyword("in")
    cur.expect("LPAR")
    sizes, operands = [], []
    for k in range(3):
        if k:
            cur.expect("COMMA")
        name, s, e = cur.def_name()
        sizes.append((name, _INDEX, (s, e)))
        ref = cur.operand()
        ref.type = _INDEX
        operands.append(ref)
    cur.expect("RPAR")
    return ids, sizes, operands


def _attributions(cur, keyword: str) -> list:
    """``workgroup(%a : memref<..>, ...)`` -> region args (may be empty)."""
    if not cur.accept_keyword(keyword):
        return []
    return [_region_arg(ref) for ref, _a in _typed_args(cur)]


def _parse_launch(cur, pop) -> None:
    is_async, deps = _read_async(cur)
    cluster_ids: list = []
    cluster_sizes: list = []
    cluster_ops: list[Ref] = []
    if cur.at_keyword("clusters"):
        cluster_ids, cluster_sizes, cluster_ops = _size_assignment(cur, "clusters")
    block_ids, grid_sizes, grid_ops = _size_assignment(cur, "blocks")
    thread_ids, block_sizes, block_ops = _size_assignment(cur, "threads")
    shmem = []
    if cur.accept_keyword("dynamic_shared_memory_size"):
        shmem = [cur.operand()]
        shmem[0].type = _I32
    for keyword in ("module", "function"):
        if cur.accept_keyword(keyword):
            cur.expect("LPAR")
            pop.properties[keyword] = cur.symbol()[0]
            cur.expect("RPAR")
    workgroup = _attributions(cur, "workgroup")
    private = _attributions(cur, "private")
    pop.regions.append(cur.region())
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    pop.region_args[0] = (
        block_ids + thread_ids + grid_sizes + block_sizes + cluster_ids + cluster_sizes + workgroup + private
    )
    pop.attributes.setdefault("workgroup_attributions", A.IntegerAttr(len(workgroup), _I64))
    groups = [
        deps,
        *([r] for r in grid_ops),
        *([r] for r in block_ops),
        *([r] for r in cluster_ops),
        *([] for _ in range(3 - len(cluster_ops))),
        shmem,
    ]
    for g in groups:
        pop.operands.extend(g)
    pop.properties[_SEGMENTS] = _segments(len(g) for g in groups)
    pop.result_types = [_token()] if is_async else []


_LAUNCH_GROUPS = _LF_GROUPS[:11]


def _print_launch(p, op) -> None:
    g = _split_groups(op, _LAUNCH_GROUPS)
    _print_async(p, op, g.get("asyncDependencies", []))
    entry = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    args = list(entry.args) if entry is not None else []
    has_cluster = bool(g.get("clusterSizeX"))
    slots = {"blocks": (0, 6, "gridSize"), "threads": (3, 9, "blockSize"), "clusters": (12, 15, "clusterSize")}
    for keyword in (("clusters",) if has_cluster else ()) + ("blocks", "threads"):
        ids_at, sizes_at, prefix = slots[keyword]
        ids, sizes = args[ids_at : ids_at + 3], args[sizes_at : sizes_at + 3]
        vals = [v for a in "XYZ" for v in g.get(prefix + a, [])]
        p.keyword(keyword)
        p.raw("(" + ", ".join("%" + p.name_of(a) for a in ids) + ")")
        p.keyword("in")
        p.keyword("(" + ", ".join(f"%{p.name_of(a)} = %{p.name_of(v)}" for a, v in zip(sizes, vals)) + ")")
    if g.get("dynamicSharedMemorySize"):
        p.keyword("dynamic_shared_memory_size")
        p.value(g["dynamicSharedMemorySize"][0])
    if op.attr("module") is not None:
        p.keyword(f"module({op.attr('module')})")
        p.keyword(f"function({op.attr('function')})")
    n_config = 18 if has_cluster else 12
    wg = op.attr("workgroup_attributions")
    n_wg = wg.value if isinstance(wg, A.IntegerAttr) else 0
    _print_attributions(p, "workgroup", args[n_config : n_config + n_wg])
    _print_attributions(p, "private", args[n_config + n_wg :])
    if op.regions:
        p.region(op.regions[0])
    p.attr_dict(op, {_SEGMENTS, "workgroup_attributions", "module", "function"})


def _print_attributions(p, keyword: str, args) -> None:
    if args:
        p.keyword(keyword)
        p.raw(_typed_text(p, args))


# ---------------------------------------------------------------------------
# gpu.module / gpu.func


def _bracketed_attr(cur):
    first = cur.expect("LSQB")
    depth = 1
    while depth:
        it = cur.peek()
        if it is None:
            raise cur.error("expected ']'")
        cur.i += 1
        if type(it) is tuple and it[0] in ("LSQB", "RSQB"):
            depth += 1 if it[0] == "LSQB" else -1
    return cur.ctx.parse_attr(first[2], it[3])


def _parse_module(cur, pop) -> None:
    """``@name (<handler>)? ([targets])? (attributes {..})? { body }``"""
    sym, span = cur.symbol()
    pop.properties["sym_name"] = A.StringAttr(sym.root)
    pop.symbol_span = span
    if cur.accept("LESS"):
        pop.properties["offloadingHandler"] = cur.attr_value(stop=("MORE",))
        cur.expect("MORE")
    if cur.at("LSQB"):
        pop.properties["targets"] = _bracketed_attr(cur)
    pop.attributes.update(cur.attr_dict_with_keyword())
    pop.regions.append(cur.region())
    cur.expect_end()


def _print_module(p, op) -> None:
    p.symbol(A.SymbolRefAttr(op.attr("sym_name").value))
    handler = op.attr("offloadingHandler")
    if handler is not None:
        p.punct("<")
        p.attr(handler)
        p.punct(">")
    targets = op.attr("targets")
    if targets is not None:
        p.attr(targets)
    p.attr_dict(op, {"sym_name", "offloadingHandler", "targets"}, keyword=True)
    p.region(op.regions[0])


_FUNC_PROPS = ("function_type", "arg_attrs", "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs")


def _parse_gpu_func(cur, pop) -> None:
    """``@name(%a: t, ...) (-> results)? workgroup(..)? private(..)? kernel?
    (attributes {..})? { body }``"""
    sym, span = cur.symbol()
    pop.attributes["sym_name"] = A.StringAttr(sym.root)
    pop.symbol_span = span
    typed = _typed_args(cur)
    args = [_region_arg(ref) for ref, _a in typed]
    arg_attrs = [a for _r, a in typed]
    results: list[T.Type] = []
    res_attrs: list = []
    if cur.accept("ARROW"):
        if cur.accept("LPAR"):
            while not cur.at("RPAR"):
                if results:
                    cur.expect("COMMA")
                results.append(cur.type())
                res_attrs.append(cur.attr_dict())
            cur.expect("RPAR")
        else:
            results.append(cur.type())
            res_attrs.append(cur.attr_dict())
    ft = T.FunctionType(tuple(a[1] for a in args), tuple(results))
    pop.properties["function_type"] = A.TypeAttr(ft)
    if any(arg_attrs):
        pop.properties["arg_attrs"] = A.ArrayAttr(tuple(A.DictAttr(tuple(d.items())) for d in arg_attrs))
    if any(res_attrs):
        pop.properties["res_attrs"] = A.ArrayAttr(tuple(A.DictAttr(tuple(d.items())) for d in res_attrs))
    workgroup = _attributions(cur, "workgroup")
    private = _attributions(cur, "private")
    pop.attributes["workgroup_attributions"] = A.IntegerAttr(len(workgroup), _I64)
    if cur.accept_keyword("kernel"):
        pop.attributes["gpu.kernel"] = A.UnitAttr()
    pop.attributes.update(cur.attr_dict_with_keyword())
    for name in _FUNC_PROPS:
        if name in pop.attributes:
            pop.properties[name] = pop.attributes.pop(name)
    pop.regions.append(cur.region())
    pop.region_args[0] = args + workgroup + private
    cur.expect_end()


def _print_gpu_func(p, op) -> None:
    p.symbol(A.SymbolRefAttr(op.attr("sym_name").value))
    ft = op.attr("function_type").type
    entry = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    args = list(entry.args) if entry is not None else []
    arg_attrs = op.attr("arg_attrs")
    parts = [
        (f"%{p.name_of(args[i])}: " if i < len(args) else "")
        + str(t)
        + (f" {arg_attrs.values[i]}" if arg_attrs is not None and arg_attrs.values[i].entries else "")
        for i, t in enumerate(ft.inputs)
    ]
    p.raw("(" + ", ".join(parts) + ")")
    p._prev = ")"
    if ft.results:
        res_attrs = op.attr("res_attrs")
        texts = [
            str(t) + (f" {res_attrs.values[i]}" if res_attrs is not None and res_attrs.values[i].entries else "")
            for i, t in enumerate(ft.results)
        ]
        p.punct("->")
        p.keyword(
            texts[0]
            if len(texts) == 1 and res_attrs is None and not isinstance(ft.results[0], T.FunctionType)
            else "(" + ", ".join(texts) + ")"
        )
    n_in = len(ft.inputs)
    wg = op.attr("workgroup_attributions")
    n_wg = wg.value if isinstance(wg, A.IntegerAttr) else 0
    _print_attributions(p, "workgroup", args[n_in : n_in + n_wg])
    _print_attributions(p, "private", args[n_in + n_wg :])
    if op.attr("gpu.kernel") is not None:
        p.keyword("kernel")
    p.attr_dict(op, {"sym_name", "workgroup_attributions", "gpu.kernel", *_FUNC_PROPS}, keyword=True)
    if op.regions:
        p.region(op.regions[0])


def _verify_gpu_func(op, report) -> None:
    ft = op.attr("function_type")
    if not isinstance(ft, A.TypeAttr) or not isinstance(ft.type, T.FunctionType):
        report("'gpu.func' needs a function_type", op.name_span)
        return
    if op.attr("gpu.kernel") is not None and ft.type.results:
        report("'gpu.func' kernels must not return values", op.symbol_span or op.name_span)


# ---------------------------------------------------------------------------
# ids and sizes

_DIMS = ("x", "y", "z")


def _parse_dim_op(cur, pop) -> None:
    """``x (upper_bound 64)? attr-dict``"""
    s, e = cur.here()
    word = cur.keyword()
    if word not in _DIMS:
        raise AsmError(f"expected 'x', 'y' or 'z', found '{word}'", s, e)
    pop.properties["dimension"] = A.OpaqueAttr(f"#gpu<dim {word}>")
    _parse_upper_bound(cur, pop)


def _parse_upper_bound(cur, pop) -> None:
    if cur.accept_keyword("upper_bound"):
        pop.properties["upper_bound"] = A.IntegerAttr(cur.integer(), _INDEX)
    pop.attributes.update(cur.attr_dict())
    cur.expect_end()
    pop.result_types = [_INDEX]


def _print_dim_op(p, op) -> None:
    dim = str(op.attr("dimension"))
    p.keyword(dim.rstrip(">").split()[-1] if dim.startswith("#gpu<dim") else dim)
    _print_upper_bound(p, op)


def _print_upper_bound(p, op) -> None:
    ub = op.attr("upper_bound")
    if ub is not None:
        p.keyword("upper_bound")
        p.keyword(str(ub.value) if isinstance(ub, A.IntegerAttr) else str(ub))
    p.attr_dict(op, {"dimension", "upper_bound"})


_DIM_OPS = (
    "thread_id",
    "block_id",
    "block_dim",
    "grid_dim",
    "global_id",
    "cluster_id",
    "cluster_dim",
    "cluster_block_id",
    "cluster_dim_blocks",
)
_PLAIN_INDEX_OPS = ("lane_id", "subgroup_id", "num_subgroups", "subgroup_size")

_RETURN = Format("attr-dict ($operands* `:` type($operands))?", operands=("operands*",))
_NO_OPERANDS = Format("attr-dict")


_PURE = frozenset({"pure"})
_TERMINATOR = frozenset({"terminator", "pure"})


def register(registry) -> None:
    def add(short, parse, print_, summary, **kw):
        registry.add(OpModel(f"gpu.{short}", parse, print_, summary=summary, **kw))

    add("alloc", _parse_alloc, _print_alloc, "Allocates device memory (host-shared and/or async).", num_results=(1, 2))
    add("dealloc", _DEALLOC.parse, _DEALLOC.print, "Frees memory allocated by gpu.alloc.", num_results=(0, 1))
    add("wait", _WAIT.parse, _WAIT.print, "Waits for async tokens (host) or joins them.", num_results=(0, 1))
    add("memcpy", _MEMCPY.parse, _MEMCPY.print, "Copies between memrefs.", num_results=(0, 1))
    add("memset", _MEMSET.parse, _MEMSET.print, "Fills a memref with a value.", num_results=(0, 1))
    add(
        "launch_func",
        _parse_launch_func,
        _print_launch_func,
        "Launches a gpu.func kernel of a gpu.module.",
        num_results=(0, 1),
    )
    add(
        "launch",
        _parse_launch,
        _print_launch,
        "Launches its body as a kernel on a grid of blocks of threads.",
        num_results=(0, 1),
        num_regions=(1, 1),
    )
    add(
        "module",
        _parse_module,
        _print_module,
        "A module of GPU kernels and device functions.",
        traits=frozenset({"isolated_from_above", "symbol_table", "symbol", "no_terminator", "single_block"}),
        num_operands=(0, 0),
        num_results=(0, 0),
        num_regions=(1, 1),
    )
    add(
        "func",
        _parse_gpu_func,
        _print_gpu_func,
        "A GPU function; 'kernel' marks an entry point for gpu.launch_func.",
        traits=frozenset({"isolated_from_above", "symbol"}),
        verify=_verify_gpu_func,
        num_operands=(0, 0),
        num_results=(0, 0),
        num_regions=(1, 1),
    )
    add(
        "return",
        _RETURN.parse,
        _RETURN.print,
        "Returns from a gpu.func.",
        traits=_TERMINATOR | {"return_like"},
        num_results=(0, 0),
    )
    add(
        "terminator",
        _NO_OPERANDS.parse,
        _NO_OPERANDS.print,
        "Ends the body of a gpu.launch.",
        traits=_TERMINATOR,
        num_operands=(0, 0),
        num_results=(0, 0),
    )
    add(
        "barrier",
        _NO_OPERANDS.parse,
        _NO_OPERANDS.print,
        "Synchronizes the threads of a block.",
        num_operands=(0, 0),
        num_results=(0, 0),
    )
    for short in _DIM_OPS:
        add(
            short,
            _parse_dim_op,
            _print_dim_op,
            f"The {short.replace('_', ' ')} along x, y or z.",
            traits=_PURE,
            num_operands=(0, 0),
            num_results=(1, 1),
        )
    for short in _PLAIN_INDEX_OPS:
        add(
            short,
            _parse_upper_bound,
            _print_upper_bound,
            f"The {short.replace('_', ' ')} of the current thread.",
            traits=_PURE,
            num_operands=(0, 0),
            num_results=(1, 1),
        )
    _attach_interfaces(registry)


def _attach_interfaces(registry) -> None:
    """Async dependencies come first, so buffers are counted from the end;
    the optional async token result comes after gpu.alloc's memref."""
    attach = registry.attach
    attach("gpu.alloc", "memory_effects", [alloc_result(0)])
    attach("gpu.dealloc", "memory_effects", effects_on_memrefs((Effect.FREE, -1)))
    attach("gpu.memcpy", "memory_effects", effects_on_memrefs((Effect.READ, -1), (Effect.WRITE, -2)))
    attach("gpu.memset", "memory_effects", effects_on_memrefs((Effect.WRITE, -2)))
    attach("gpu.func", "callable_body", 0)
    registry.add_traits("gpu.launch", "recursive_effects")
    for name in ("gpu.func", "gpu.launch"):
        registry.add_traits(name, "automatic_allocation_scope", "affine_scope")
