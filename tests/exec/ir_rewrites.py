"""Text rewrites applied to deallocated IR (mlir-opt's printed form) before
it is lowered to the LLVM dialect; part of the execution harness
(``harness.py``).

Text rewrites before lowering:

- ``widen_i1_memrefs``: ``i1`` buffers (the generic dealloc lowering's
  condition arrays) are stored as ``i8``, because mlir-opt 22.1.8's
  finalize-memref-to-llvm asserts on loads and stores of ``i1``.
- ``@main`` is renamed ``@__bufls_main`` and a new ``@main`` calls it between
  ``bufls_count_begin()`` and ``bufls_count_end()``: only the program's own
  allocations are counted, not mlir-runner's.
- **The custom resource.** Programs may allocate from a pool declared in
  ``programs/bufls.toml``: ``"acme.pool_alloc"(dynamic sizes) : (index...) ->
  memref<...>`` (identity layout), freed by ``"acme.pool_free"(%m) :
  (memref<...>) -> ()``, cloned by ``"acme.pool_clone"(%m) : (S) -> T``.
  After the pipeline, ``lower_pool_ops`` turns them into calls of the C
  functions ``pool_alloc(i64 bytes) -> ptr`` / ``pool_free(ptr)`` of the
  runtime (a bump allocator over a static arena with its own live/freed
  table): the descriptor is built with ``llvm.insertvalue`` and bridged with
  ``builtin.unrealized_conversion_cast`` (folded by
  ``--reconcile-unrealized-casts``); a clone is a pool allocation plus
  ``memref.copy``.  Pool memory freed with ``free()`` is an invalid heap free,
  heap memory freed with ``pool_free`` an invalid pool free, so a buffer freed
  with the wrong resource's op fails the check.
  Upstream has no notion of resources and rejects the unregistered ops
  ("ops with unknown memory side effects are not supported"), so for the
  ``UPSTREAM`` step ``map_pool_to_memref`` first turns ``acme.pool_alloc`` into
  ``memref.alloc`` (and a clone into ``bufferization.clone``): upstream then
  runs the same program with every buffer on the heap.
- **The reference-counted resource.** ``"rc.alloc"(dynamic sizes)`` (one
  reference), ``"rc.retain"(%m) : (T) -> T`` (one more: the same buffer) and
  ``"rc.release"(%m)`` (one fewer; the last frees it), declared ``kind =
  "refcounted"`` in ``programs/bufls.toml``; ``lower_rc_ops`` turns them into
  calls of ``rc_alloc(i64 bytes) -> ptr`` / ``rc_retain(ptr)`` /
  ``rc_release(ptr)`` of the runtime, which counts every buffer's references
  (a retain or release of a dead buffer, a release too many, a buffer never
  released are reported).  For ``UPSTREAM`` ``map_pool_to_memref`` makes an
  ``rc.alloc`` a ``memref.alloc`` (programs never retain or release
  themselves: the pipeline does).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["MemRefShape", "lower_pool_ops", "lower_rc_ops", "map_pool_to_memref", "widen_i1_memrefs", "wrap_main"]

_ELEMENT_BYTES = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "index": 8, "f16": 2, "bf16": 2, "f32": 4, "f64": 8}


@dataclass(frozen=True)
class MemRefShape:
    dims: tuple[int | None, ...]  # None for `?`
    element: str

    @classmethod
    def parse(cls, type_text: str) -> MemRefShape:
        m = re.fullmatch(r"memref<(.*)>", type_text.strip())
        if not m:
            raise ValueError(f"not a ranked memref type: {type_text}")
        body = _split_top(m.group(1), ",")[0].strip()
        parts = body.split("x")
        dims = tuple(None if d == "?" else int(d) for d in parts[:-1])
        return cls(dims, parts[-1])

    @property
    def descriptor(self) -> str:
        rank = len(self.dims)
        if rank == 0:
            return "!llvm.struct<(ptr, ptr, i64)>"
        return f"!llvm.struct<(ptr, ptr, i64, array<{rank} x i64>, array<{rank} x i64>)>"


def _split_top(text: str, sep: str) -> list[str]:
    """Split at ``sep`` outside ``<>``/``()``/``[]`` (``->`` is not a bracket)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == "-" and text.startswith("->", i):
            i += 2
            continue
        if c in "<([{":
            depth += 1
        elif c in ">)]}":
            depth -= 1
        elif c == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return parts


_VALUE = r"%[\w$.\-#]+"
_ATTRS = r"(?:\s*<\{.*?\}>)?(?:\s*\{.*?\})?"
_POOL_ALLOC = re.compile(
    rf"^(?P<indent>\s*)(?P<res>{_VALUE}) = \"acme\.pool_alloc\"\((?P<ops>[^)]*)\){_ATTRS}"
    rf"\s*:\s*\((?P<optys>[^)]*)\)\s*->\s*(?P<ty>memref<.*>)\s*$"
)
_POOL_FREE = re.compile(
    rf"^(?P<indent>\s*)\"acme\.pool_free\"\((?P<op>{_VALUE})\){_ATTRS}\s*:\s*\((?P<ty>memref<.*>)\)\s*->\s*\(\)\s*$"
)
_RC_ALLOC = re.compile(
    rf"^(?P<indent>\s*)(?P<res>{_VALUE}) = \"rc\.alloc\"\((?P<ops>[^)]*)\){_ATTRS}"
    rf"\s*:\s*\((?P<optys>[^)]*)\)\s*->\s*(?P<ty>memref<.*>)\s*$"
)
_RC_RELEASE = re.compile(
    rf"^(?P<indent>\s*)\"rc\.release\"\((?P<op>{_VALUE})\){_ATTRS}\s*:\s*\((?P<ty>memref<.*>)\)\s*->\s*\(\)\s*$"
)
_RC_RETAIN = re.compile(
    rf"^(?P<indent>\s*)(?P<res>{_VALUE}) = \"rc\.retain\"\((?P<op>{_VALUE})\){_ATTRS}"
    rf"\s*:\s*\((?P<src>memref<.*>)\)\s*->\s*(?P<ty>memref<.*>)\s*$"
)
_POOL_CLONE = re.compile(
    rf"^(?P<indent>\s*)(?P<res>{_VALUE}) = \"acme\.pool_clone\"\((?P<op>{_VALUE})\){_ATTRS}"
    rf"\s*:\s*\((?P<src>memref<.*>)\)\s*->\s*(?P<ty>memref<.*>)\s*$"
)


def map_pool_to_memref(text: str) -> str:
    """For upstream, which has no resources: pool buffers become heap buffers."""
    out = []
    for line in text.splitlines():
        m = _POOL_ALLOC.match(line)
        if m:
            line = f"{m['indent']}{m['res']} = memref.alloc({m['ops']}) : {m['ty']}"
        m = _POOL_CLONE.match(line)
        if m:
            line = f"{m['indent']}{m['res']} = bufferization.clone {m['op']} : {m['src']} to {m['ty']}"
        m = _RC_ALLOC.match(line)
        if m:
            line = f"{m['indent']}{m['res']} = memref.alloc({m['ops']}) : {m['ty']}"
        if '"rc.' in line and not line.lstrip().startswith("//"):
            raise ValueError(f"a program retains or releases itself: {line.strip()}")
        if '"acme.pool_' in line and not line.lstrip().startswith("//"):
            raise ValueError(f"unsupported pool op form: {line.strip()}")
        out.append(line)
    return "\n".join(out) + "\n"


def lower_rc_ops(text: str) -> str:
    """rc.alloc / rc.retain / rc.release -> calls of the C runtime."""
    if '"rc.' not in text:
        return text
    gen = _PoolLowering("rc")
    out: list[str] = []
    for line in text.splitlines():
        if '"rc.' not in line or line.lstrip().startswith("//"):
            out.append(line)
            continue
        if m := _RC_ALLOC.match(line):
            operands = [o.strip() for o in m["ops"].split(",") if o.strip()]
            out += gen.alloc(m["indent"], m["res"], operands, MemRefShape.parse(m["ty"]), m["ty"])
        elif m := _RC_RELEASE.match(line):
            out += gen.free(m["indent"], m["op"], m["ty"], "rc_release")
        elif m := _RC_RETAIN.match(line):
            out += gen.retain(m["indent"], m["res"], m["op"], m["src"], m["ty"])
        else:
            raise ValueError(f"unsupported rc op form: {line.strip()}")
    return _append_to_module(
        "\n".join(out),
        [
            "func.func private @rc_alloc(i64) -> !llvm.ptr",
            "func.func private @rc_retain(!llvm.ptr)",
            "func.func private @rc_release(!llvm.ptr)",
        ],
    )


class _PoolLowering:
    """Generates the LLVM-dialect glue for one pool (or rc) op (fresh value names)."""

    def __init__(self, runtime: str = "pool") -> None:
        self.count = 0
        self.runtime = runtime

    def alloc(self, indent: str, result: str, operands: list[str], shape: MemRefShape, result_type: str) -> list[str]:
        self.count += 1
        p = f"%__{self.runtime}{self.count}_"
        lines: list[str] = []
        emit = lines.append
        dynamic = iter(operands)
        sizes = []
        for i, dim in enumerate(shape.dims):
            if dim is None:
                emit(f"{p}s{i} = arith.index_cast {next(dynamic)} : index to i64")
            else:
                emit(f"{p}s{i} = arith.constant {dim} : i64")
            sizes.append(f"{p}s{i}")
        emit(f"{p}one = arith.constant 1 : i64")
        strides = [""] * len(sizes)
        acc = f"{p}one"
        for i in reversed(range(len(sizes))):
            strides[i] = acc
            emit(f"{p}n{i} = arith.muli {acc}, {sizes[i]} : i64")
            acc = f"{p}n{i}"
        emit(f"{p}esz = arith.constant {_ELEMENT_BYTES[shape.element]} : i64")
        emit(f"{p}bytes = arith.muli {acc}, {p}esz : i64")
        emit(f"{p}ptr = func.call @{self.runtime}_alloc({p}bytes) : (i64) -> !llvm.ptr")
        desc = shape.descriptor
        emit(f"{p}zero = arith.constant 0 : i64")
        emit(f"{p}d0 = llvm.mlir.undef : {desc}")
        emit(f"{p}d1 = llvm.insertvalue {p}ptr, {p}d0[0] : {desc}")
        emit(f"{p}d2 = llvm.insertvalue {p}ptr, {p}d1[1] : {desc}")
        emit(f"{p}d3 = llvm.insertvalue {p}zero, {p}d2[2] : {desc}")
        last = f"{p}d3"
        for i in range(len(sizes)):
            emit(f"{p}z{i} = llvm.insertvalue {sizes[i]}, {last}[3, {i}] : {desc}")
            emit(f"{p}t{i} = llvm.insertvalue {strides[i]}, {p}z{i}[4, {i}] : {desc}")
            last = f"{p}t{i}"
        emit(f"{result} = builtin.unrealized_conversion_cast {last} : {desc} to {result_type}")
        return [indent + line for line in lines]

    def free(self, indent: str, operand: str, operand_type: str, fn: str = "pool_free") -> list[str]:
        self.count += 1
        p = f"%__{self.runtime}{self.count}_"
        desc = MemRefShape.parse(operand_type).descriptor
        return [
            indent + line
            for line in (
                f"{p}desc = builtin.unrealized_conversion_cast {operand} : {operand_type} to {desc}",
                f"{p}ptr = llvm.extractvalue {p}desc[0] : {desc}",
                f"func.call @{fn}({p}ptr) : (!llvm.ptr) -> ()",
            )
        ]

    def retain(self, indent: str, result: str, operand: str, src_type: str, result_type: str) -> list[str]:
        """One more reference to ``operand``; ``result`` is the same buffer."""
        self.count += 1
        p = f"%__{self.runtime}{self.count}_"
        desc = MemRefShape.parse(src_type).descriptor
        return [
            indent + line
            for line in (
                f"{p}desc = builtin.unrealized_conversion_cast {operand} : {src_type} to {desc}",
                f"{p}ptr = llvm.extractvalue {p}desc[0] : {desc}",
                f"func.call @rc_retain({p}ptr) : (!llvm.ptr) -> ()",
                f"{result} = builtin.unrealized_conversion_cast {p}desc : {desc} to {result_type}",
            )
        ]

    def clone(self, indent: str, result: str, operand: str, src_type: str, result_type: str) -> list[str]:
        self.count += 1
        p = f"%__pool{self.count}_"
        shape = MemRefShape.parse(result_type)
        lines, dims = [], []
        for i, dim in enumerate(shape.dims):
            if dim is None:
                lines.append(f"{indent}{p}c{i} = arith.constant {i} : index")
                lines.append(f"{indent}{p}dim{i} = memref.dim {operand}, {p}c{i} : {src_type}")
                dims.append(f"{p}dim{i}")
        lines += self.alloc(indent, result, dims, shape, result_type)
        lines.append(f"{indent}memref.copy {operand}, {result} : {src_type} to {result_type}")
        return lines


def lower_pool_ops(text: str) -> str:
    """acme.pool_alloc / pool_free / pool_clone -> calls of the C runtime."""
    if '"acme.pool_' not in text:
        return text
    gen = _PoolLowering()
    out: list[str] = []
    for line in text.splitlines():
        if '"acme.pool_' not in line or line.lstrip().startswith("//"):
            out.append(line)
            continue
        if m := _POOL_ALLOC.match(line):
            operands = [o.strip() for o in m["ops"].split(",") if o.strip()]
            out += gen.alloc(m["indent"], m["res"], operands, MemRefShape.parse(m["ty"]), m["ty"])
        elif m := _POOL_FREE.match(line):
            out += gen.free(m["indent"], m["op"], m["ty"])
        elif m := _POOL_CLONE.match(line):
            out += gen.clone(m["indent"], m["res"], m["op"], m["src"], m["ty"])
        else:
            raise ValueError(f"unsupported pool op form: {line.strip()}")
    return _append_to_module(
        "\n".join(out),
        [
            "func.func private @pool_alloc(i64) -> !llvm.ptr",
            "func.func private @pool_free(!llvm.ptr)",
        ],
    )


_I1_MEMREF = re.compile(r"(memref<(?:[0-9?]+x)*)i1(?=[,>])")
_I1_LOAD = re.compile(
    r"^(?P<indent>\s*)(?P<res>%[\w$.\-]+) = memref\.load (?P<rest>.*) : (?P<ty>memref<(?:[0-9?]+x)*i1[,>].*)$"
)
_I1_STORE = re.compile(
    r"^(?P<indent>\s*)memref\.store (?P<val>%[\w$.\-#]+), (?P<rest>.*) : (?P<ty>memref<(?:[0-9?]+x)*i1[,>].*)$"
)


def widen_i1_memrefs(text: str) -> str:
    """Store ``i1`` buffers as ``i8``: mlir-opt 22.1.8's finalize-memref-to-llvm
    asserts on ``memref.load``/``memref.store`` of ``i1`` (``integralElementType
    .getWidth() >= 8``), and the generic ``bufferization.dealloc`` lowering keeps
    its conditions in ``memref<?xi1>`` buffers.  Loads are truncated back to
    ``i1``, stored values zero-extended; every ``memref<...xi1>`` type becomes
    ``memref<...xi8>``."""
    if not _I1_MEMREF.search(text):
        return text
    out: list[str] = []
    count = 0
    for line in text.splitlines():
        if m := _I1_LOAD.match(line):
            count += 1
            tmp = f"%__i8_{count}"
            out.append(f"{m['indent']}{tmp} = memref.load {m['rest']} : {m['ty']}")
            out.append(f"{m['indent']}{m['res']} = arith.trunci {tmp} : i8 to i1")
        elif m := _I1_STORE.match(line):
            count += 1
            tmp = f"%__i8_{count}"
            out.append(f"{m['indent']}{tmp} = arith.extui {m['val']} : i1 to i8")
            out.append(f"{m['indent']}memref.store {tmp}, {m['rest']} : {m['ty']}")
        else:
            out.append(line)
    return _I1_MEMREF.sub(r"\1i8", "\n".join(out)) + "\n"


def wrap_main(text: str, native: bool = False) -> str:
    """Rename @main and call it between the counter's window markers (a native
    executable's @main returns the exit status 0)."""
    renamed = re.sub(r"@main(?=[\s(:]|$)", "@__bufls_main", text)
    signature, ret = (
        ("() -> i32", ["  %zero = arith.constant 0 : i32", "  return %zero : i32"]) if native else ("()", ["  return"])
    )
    return _append_to_module(
        renamed,
        [
            "func.func private @bufls_count_begin()",
            "func.func private @bufls_count_end()",
            f"func.func @main{signature} {{",
            "  func.call @bufls_count_begin() : () -> ()",
            "  func.call @__bufls_main() : () -> ()",
            "  func.call @bufls_count_end() : () -> ()",
            *ret,
            "}",
        ],
    )


def _append_to_module(text: str, lines: list[str]) -> str:
    """Add ops at the end of the top-level ``module { ... }`` printed by mlir-opt."""
    body = text.rstrip()
    if not body.endswith("}"):
        raise ValueError("expected mlir-opt output ending with the module's `}`")
    return body[:-1] + "".join(f"  {line}\n" for line in lines) + "}\n"
