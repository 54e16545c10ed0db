#!/usr/bin/env python3
"""Loading a dialect from its ODS files: cold and cached.

Run (with the bufls venv active)::

    python benchmarks/bench_ods.py                 # a generated dialect of 150 ops
    python benchmarks/bench_ods.py --ops 400 --repeat 20
    python benchmarks/bench_ods.py --files a.td,b.td --include-dirs inc  # your own
    python benchmarks/bench_ods.py --profile 15    # cProfile of one cold load

The generated dialect (``generate``; written to a temporary folder, or to
``--keep DIR``) is laid out as real ones are: a base file with the dialect,
its resource, enums and base classes, included by the ops file; the ops
derive from three base classes and use what ODS files use (traits, Arg/Res
with memory effects, Variadic/Optional operands, enum, typed and unit
attributes, optional groups, regions, one multiclass, one foreach).

Figures (best and median of ``--repeat`` runs, milliseconds):

``first``    the first load in a fresh process (``import`` of the ODS package
             and the parse of bufls's prelude included), measured in a child;
``cold``     ``load_dialects`` with a new ``OdsCache``: every file read,
             parsed, evaluated and interpreted (the prelude is parsed once per
             process and not counted);
``cached``   ``load_dialects`` again, files unchanged: a ``stat`` of each;
``touched``  a file's mtime changed but not its text: read and hashed again,
             not parsed again, evaluated and interpreted again;
``models``   ``install``'s model building (formats translated) for every op;
``install``  ``install`` + ``uninstall`` into the registry.

Targets: cold <= 200 ms and cached <= 10 ms for 100+ ops.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_COLD_MS = 200.0
TARGET_CACHED_MS = 10.0

_BASE = """\
#ifndef BENCH_BASE
#define BENCH_BASE
include "mlir/IR/OpBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Bench_Dialect : Dialect {
  let name = "bench";
  let cppNamespace = "::bench";
  let summary = "A generated dialect for bufls's ODS benchmark.";
}

def BenchPool : Resource<"::bench::Pool">;

def Bench_KindA : I32EnumAttrCase<"alpha", 0>;
def Bench_KindB : I32EnumAttrCase<"beta", 1>;
def Bench_KindC : I32EnumAttrCase<"gamma", 2>;
def Bench_Kind : I32EnumAttr<"Kind", "a kind", [Bench_KindA, Bench_KindB, Bench_KindC]>;

class Bench_Op<string mnemonic, list<Trait> traits = []> : Op<Bench_Dialect, mnemonic, traits>;

class Bench_BinaryOp<string mnemonic, list<Trait> traits = []>
    : Bench_Op<mnemonic, traits # [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs, UnitAttr:$exact);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs `,` $rhs (`exact` $exact^)? attr-dict `:` type($result)";
}

class Bench_MemOp<string mnemonic, list<Trait> traits = []> : Bench_Op<mnemonic, traits> {
  let arguments = (ins Arg<AnyMemRef, "the source", [MemRead]>:$source,
                       Arg<AnyMemRef, "the target", [MemWrite]>:$target,
                       Variadic<Index>:$indices, OptionalAttr<I64Attr>:$alignment);
  let assemblyFormat = "$source `,` $target `[` $indices `]` attr-dict `:` type($source) `,` type($target)";
}

multiclass Bench_Pair<string base> {
  def _lo : Bench_BinaryOp<base # "_lo">;
  def _hi : Bench_BinaryOp<base # "_hi">;
}
#endif
"""

_OPS_HEAD = """\
#ifndef BENCH_OPS
#define BENCH_OPS
include "bench/BenchBase.td"

def Bench_AllocOp : Bench_Op<"alloc"> {
  let summary = "Allocates a buffer of the pool.";
  let arguments = (ins Variadic<Index>:$sizes);
  let results = (outs Res<AnyMemRef, "", [MemAlloc<BenchPool>]>:$buffer);
  let assemblyFormat = "`(` $sizes `)` attr-dict `:` type($buffer)";
}
def Bench_FreeOp : Bench_Op<"free"> {
  let summary = "Frees a buffer of the pool.";
  let arguments = (ins Arg<AnyMemRef, "", [MemFree<BenchPool>]>:$buffer);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
}
foreach n = ["x", "y", "z"] in def Bench_Dim#n : Bench_Op<"dim_" # n, [Pure]> {
  let arguments = (ins AnyMemRef:$buffer);
  let results = (outs Index:$size);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer)";
}
"""

_OP_KINDS = (
    """def Bench_{n}Op : Bench_BinaryOp<"{m}", [Commutative]> {{
  let summary = "Binary operation number {i}.";
  let description = [{{
    Computes `lhs` and `rhs` in the manner of operation {i}.
  }}];
}}
""",
    """def Bench_{n}Op : Bench_MemOp<"{m}"> {{
  let summary = "Memory operation number {i}.";
  let hasVerifier = 1;
}}
""",
    """def Bench_{n}Op : Bench_Op<"{m}", [Pure]> {{
  let summary = "Enum operation number {i}.";
  let arguments = (ins Bench_Kind:$kind, AnyFloat:$value, Optional<Index>:$offset, I32Attr:$scale);
  let results = (outs AnyFloat:$result);
  let assemblyFormat = "$kind $value (`at` $offset^)? `scale` $scale attr-dict `:` type($value) `->` type($result)";
}}
""",
    """def Bench_{n}Op : Bench_Op<"{m}", [RecursiveMemoryEffects, SingleBlockImplicitTerminator<"YieldOp">]> {{
  let summary = "Region operation number {i}.";
  let arguments = (ins Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "`(` $inits `)` $body attr-dict `:` functional-type($inits, $results)";
}}
""",
    """defm Bench_{n} : Bench_Pair<"{m}">;
""",
)


def generate(n_ops: int) -> dict[str, str]:
    """``{relative path: text}`` of a dialect with at least ``n_ops`` ops."""
    parts = [_OPS_HEAD]
    count, i = 5, 0
    while count < n_ops:
        kind = _OP_KINDS[i % len(_OP_KINDS)]
        parts.append(kind.format(n=f"K{i}", m=f"op{i}", i=i))
        count += 2 if kind.startswith("defm") else 1
        i += 1
    parts.append("#endif\n")
    return {"bench/BenchBase.td": _BASE, "BenchOps.td": "".join(parts)}


def _ms(xs):
    return min(xs) * 1000, statistics.median(xs) * 1000


def _first_load(files, dirs) -> float:
    code = (
        "import sys, time\n"
        "t = time.perf_counter()\n"
        "from bufls.core.dialects import ods\n"
        f"load = ods.load_dialects({files!r}, {dirs!r})\n"
        "print(time.perf_counter() - t, len(load.ops))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return float(out.split()[0])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ops", type=int, default=150, help="ops of the generated dialect")
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--files", help="comma-separated .td/.json files instead of the generated dialect")
    ap.add_argument("--include-dirs", default="", help="comma-separated include folders (with --files)")
    ap.add_argument("--keep", help="write the generated dialect to this folder")
    ap.add_argument("--profile", type=int, default=0, help="print the N top functions of one cold load")
    args = ap.parse_args(argv)

    from bufls.core.dialects import ods
    from bufls.core.ir.registry import registry

    tmp = None
    if args.files:
        files = [os.path.abspath(f) for f in args.files.split(",")]
        dirs = [os.path.abspath(d) for d in args.include_dirs.split(",") if d]
    else:
        folder = Path(args.keep) if args.keep else Path(tmp := tempfile.mkdtemp(prefix="bufls-ods-"))
        for rel, text in generate(args.ops).items():
            (folder / rel).parent.mkdir(parents=True, exist_ok=True)
            (folder / rel).write_text(text)
        files, dirs = [str(folder / "BenchOps.td")], [str(folder)]

    first = [_first_load(files, dirs) for _ in range(min(args.repeat, 3))]
    ods.load_dialects(files, dirs, cache=ods.OdsCache())  # the prelude, once per process

    cold, cached, touched, models, install = [], [], [], [], []
    load = None
    for _ in range(args.repeat):
        cache = ods.OdsCache()
        t = time.perf_counter()
        load = ods.load_dialects(files, dirs, cache=cache)
        cold.append(time.perf_counter() - t)
        t = time.perf_counter()
        again = ods.load_dialects(files, dirs, cache=cache)
        cached.append(time.perf_counter() - t)
        assert again is load
        st = os.stat(files[0])
        os.utime(files[0], ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
        t = time.perf_counter()
        ods.load_dialects(files, dirs, cache=cache)
        touched.append(time.perf_counter() - t)
        t = time.perf_counter()
        ods.models_of(load)
        models.append(time.perf_counter() - t)
        t = time.perf_counter()
        ods.uninstall(ods.install(load, registry), registry)
        install.append(time.perf_counter() - t)
    assert load is not None
    errors = [d for d in load.diagnostics if d.severity == "error"]
    generic = ods.models_of(load)[1]

    what = ", ".join(os.path.relpath(f) for f in files) if args.files else f"generated ({len(files)} listed + base)"
    print(
        f"ODS load of {what}: {len(load.ops)} ops, {len(load.dialects)} dialect(s), "
        f"{len(load.resources)} resource(s), {len(load.files)} files, {len(errors)} errors, "
        f"{len(generic)} ops without custom syntax"
    )
    print(f"{'':10} {'best ms':>9} {'median ms':>10}")
    for name, xs in (
        ("first", first),
        ("cold", cold),
        ("cached", cached),
        ("touched", touched),
        ("models", models),
        ("install", install),
    ):
        best, med = _ms(xs)
        print(f"{name:10} {best:9.2f} {med:10.2f}")
    best_cold, best_cached = _ms(cold)[0], _ms(cached)[0]
    ok_cold, ok_cached = best_cold <= TARGET_COLD_MS, best_cached <= TARGET_CACHED_MS
    print(
        f"targets: cold <= {TARGET_COLD_MS:.0f} ms: {'met' if ok_cold else 'MISSED'} ({best_cold:.1f}); "
        f"cached <= {TARGET_CACHED_MS:.0f} ms: {'met' if ok_cached else 'MISSED'} ({best_cached:.2f})"
    )
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        ods.load_dialects(files, dirs, cache=ods.OdsCache())
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(args.profile)
    if tmp is not None:
        import shutil

        shutil.rmtree(tmp, ignore_errors=True)
    return 0 if (ok_cold and ok_cached) or args.files else 1


if __name__ == "__main__":
    raise SystemExit(main())
