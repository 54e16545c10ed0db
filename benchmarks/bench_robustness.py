#!/usr/bin/env python3
"""How the checker's time grows on hostile input (issue 7).

    python benchmarks/bench_robustness.py                 # the table
    python benchmarks/bench_robustness.py --json          # the figures as JSON (tests/fuzz reads them)
    python benchmarks/bench_robustness.py --cases garbage,nest_generic --scale 0.5

Each case is measured at a size and at four times that size; linear time
shows as a ratio near 4, quadratic as one near 16.  ``analyze`` (parse,
verify, check) runs in this process, best of ``--repeat`` runs, in CPU
seconds of this process (a busy machine slows it less than wall time); ``--cli``
also times the real ``bufls --check --format json`` on 1 MB of ``garbage``
and a 10,000-deep ``nest_region`` in a subprocess (start-up included).

Cases (all deterministic):

* ``garbage``: random characters, mostly printable ASCII with newlines,
  MLIR punctuation, and some NUL, CR, accented and astral characters;
* ``garbage_lines``: the same without brackets, so that every line is a
  statement of its own (and most of them a syntax error);
* ``token_soup``: random MLIR tokens (``%0``, ``memref.alloc()``, ``{``, ``^bb0:``...);
* ``nest_region``: ``scf.execute_region`` nested N deep, an allocation in the middle;
* ``nest_generic``: generic-form ops with one region each, nested N deep;
* ``nest_unclosed``: the same nest with half of its closing braces missing;
* ``nest_brackets``: an attribute ``[[[...]]]`` N deep;
* ``long_line``: one op whose attribute dictionary has N entries on one line;
* ``module_blank``: ``module`` followed by N blanks and no ``{``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time

__all__ = ["CASES", "make", "measure"]

_GARBAGE = (
    [chr(c) for c in range(32, 127)]
    + ["\n"] * 12
    + list('{}()<>[]%^@#:=,"') * 2
    + ["\x00", "\r", "\r\n", "\t", "\u00e9", "\u2028", "\ufeff", "\U0001f600", "\U00010348"]
)
_SOUP = (
    "%0",
    "%arg1",
    " = ",
    "memref.alloc()",
    "memref.dealloc",
    " : ",
    "memref<4xf32>",
    "memref<?x?xf32>",
    "(",
    ")",
    "{",
    "}",
    "\n",
    "^bb0:",
    "^bb1(%a: i1):",
    "func.func @f",
    "->",
    ", ",
    '"x.y"',
    "<",
    ">",
    "[",
    "]",
    " ",
    "scf.for",
    "cf.br ^bb1",
    "return",
    "// c\n",
    "#map",
    "dense<1.0>",
)


def garbage(size: int, seed: int = 7) -> str:
    r = random.Random(seed)
    return "".join(r.choices(_GARBAGE, k=size))[:size]


def garbage_lines(size: int, seed: int = 7) -> str:
    """Garbage without brackets: every line is a statement of its own."""
    r = random.Random(seed)
    alphabet = [c for c in _GARBAGE if c not in "{}()<>[]"]
    return "".join(r.choices(alphabet, k=size))[:size]


def token_soup(size: int, seed: int = 7) -> str:
    r = random.Random(seed)
    out, n = [], 0
    while n < size:
        t = r.choice(_SOUP)
        out.append(t)
        n += len(t)
    return "".join(out)


def nest_region(depth: int) -> str:
    return (
        "func.func @f() {\n"
        + "scf.execute_region {\n" * depth
        + "%a = memref.alloc() : memref<4xf32>\n"
        + "scf.yield\n}\n" * depth
        + "return\n}\n"
    )


def nest_generic(depth: int) -> str:
    return (
        "func.func @f() {\n"
        + '"x.region"() ({\n' * depth
        + '"x.leaf"() : () -> ()\n'
        + "}) : () -> ()\n" * depth
        + "return\n}\n"
    )


def nest_unclosed(depth: int) -> str:
    return "func.func @f() {\n" + "scf.execute_region {\n" * depth + "scf.yield\n}\n" * (depth // 2)


def nest_brackets(depth: int) -> str:
    return 'func.func @f() {\n  "x.op"() {a = ' + "[" * depth + "]" * depth + "} : () -> ()\n  return\n}\n"


def module_blank(blanks: int) -> str:
    """``module`` then blanks, then not the ``{`` the header needs."""
    return "module" + " " * blanks + "x\n"


def long_line(entries: int) -> str:
    attrs = ", ".join(f"a{i} = {i} : i32" for i in range(entries))
    return f'func.func @f() {{\n  "x.op"() {{{attrs}}} : () -> ()\n  return\n}}\n'


#: name -> (maker, small size, what the size counts)
CASES = {
    "garbage": (garbage, 500_000, "characters"),
    "garbage_lines": (garbage_lines, 60_000, "characters"),
    "token_soup": (token_soup, 100_000, "characters"),
    "nest_region": (nest_region, 2_500, "levels"),
    "nest_generic": (nest_generic, 2_500, "levels"),
    "nest_unclosed": (nest_unclosed, 5_000, "levels"),
    "nest_brackets": (nest_brackets, 20_000, "levels"),
    "long_line": (long_line, 20_000, "entries"),
    "module_blank": (module_blank, 500, "blanks"),
}


def make(case: str, size: int) -> str:
    return CASES[case][0](size)


def _time_analyze(text: str, repeat: int) -> tuple[float, int]:
    from bufls.core.analyze import analyze

    best, found = float("inf"), 0
    for _ in range(repeat):
        t0 = time.process_time()  # CPU time: other processes on the machine do not count
        found = len(analyze(text, "bench.mlir"))
        best = min(best, time.process_time() - t0)
    return best, found


def measure(case: str, scale: float = 1.0, repeat: int = 2) -> dict:
    """Seconds of ``analyze`` on the case at its small size and at 4x (best
    of ``repeat`` runs each, after one run of a tenth of the small size that
    warms the caches: parsers built lazily, attributes parsed once per text)."""
    small = max(1, int(CASES[case][1] * scale))
    out = {"case": case, "unit": CASES[case][2]}
    _time_analyze(make(case, max(1, small // 10)), 1)
    for key, size in (("small", small), ("big", 4 * small)):
        text = make(case, size)
        seconds, found = _time_analyze(text, repeat)
        out[key] = {"size": size, "chars": len(text), "seconds": round(seconds, 4), "diagnostics": found}
    out["ratio"] = round(out["big"]["seconds"] / max(out["small"]["seconds"], 1e-3), 2)
    return out


def time_cli(text: str) -> dict:
    """``bufls --check --format json`` on ``text`` in a fresh process."""
    with tempfile.TemporaryDirectory(prefix="bufls-bench-") as folder:
        path = os.path.join(folder, "big.mlir")
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        t0 = time.perf_counter()  # wall time, start-up included: what a user waits
        proc = subprocess.run(
            [sys.executable, "-m", "bufls", "--check", "--format", "json", "--no-cache", "-j", "1", path],
            capture_output=True,
            text=True,
            encoding="utf-8",
            timeout=600,
        )
        seconds = time.perf_counter() - t0
    return {
        "seconds": round(seconds, 3),
        "exit": proc.returncode,
        "stdout": proc.stdout,
        "stderr": proc.stderr,
        "path": path,
    }


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cases", default=",".join(CASES), help="comma-separated: " + ", ".join(CASES))
    p.add_argument("--scale", type=float, default=1.0, help="multiply the sizes (default 1)")
    p.add_argument("--repeat", type=int, default=2, help="runs of each size, best taken (default 2)")
    p.add_argument("--cli", action="store_true", help="also time `bufls --check` on the big garbage and nest")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = p.parse_args(argv)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 60_000))
    from bufls.core.analyze import analyze

    analyze("func.func @f() {\n  return\n}\n")  # warm up: grammar, registry
    rows = [measure(c, args.scale, args.repeat) for c in args.cases.split(",") if c]
    cli = {}
    if args.cli:
        for case, size in (("garbage", 1_000_000), ("nest_region", 10_000)):
            size = int(size * args.scale)
            r = time_cli(make(case, size))
            cli[case] = {"size": size, "seconds": r["seconds"], "exit": r["exit"]}
    if args.json:
        print(json.dumps({"analyze": rows, "cli": cli}, indent=1))
        return 0
    print(f"{'case':<15}{'small':>12}{'s':>9}{'big':>12}{'s':>9}{'ratio':>8}   (linear ~4, quadratic ~16)")
    for r in rows:
        print(
            f"{r['case']:<15}{r['small']['size']:>12,}{r['small']['seconds']:>9.3f}"
            f"{r['big']['size']:>12,}{r['big']['seconds']:>9.3f}{r['ratio']:>8.1f}   {r['unit']}"
        )
    for case, r in cli.items():
        print(
            f"bufls --check --format json, {case} ({r['size']:,} {CASES[case][2]}): "
            f"{r['seconds']:.2f} s, exit {r['exit']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
