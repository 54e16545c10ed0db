"""Run bufls' passes on the upstream corpus and compare with the real mlir-opt.

For every case of tests/corpus/upstream/manifest.json and every flag set
(the main ``pipeline`` and the ``alt`` variants), bufls runs the same passes
in process; its output must be accepted by the real mlir-opt, and its op
counts are compared with mlir-opt's stored output:

- frees  = ``memref.dealloc`` ops + memrefs listed in ``bufferization.dealloc``
           ops: never fewer than upstream;
- clones (``bufferization.clone``), copies (``memref.copy``) and heap
  allocations (``memref.alloc``): never more than upstream.

Upstream's generic dealloc lowering heap-allocates five bookkeeping arrays
(and frees them) per multi-memref ``bufferization.dealloc``; bufls uses
``memref.alloca``.  Those upstream allocations and their frees are counted
apart ("bookkeeping"), so that "frees" and "allocs" compare the program's
own buffers.

    python tests/passes/upstream_tally.py [--variants main|all] [-v]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "corpus" / "upstream"
COUNTED = (
    "memref.alloc",
    "memref.alloca",
    "memref.dealloc",
    "bufferization.clone",
    "bufferization.dealloc",
    "memref.copy",
    "scf.if",
)
SHORT = {
    "memref.alloc": "alloc",
    "memref.alloca": "alloca",
    "memref.dealloc": "dealloc",
    "bufferization.clone": "clone",
    "bufferization.dealloc": "b.dealloc",
    "memref.copy": "copy",
    "scf.if": "scf.if",
}
IGNORED_FLAGS = ("--allow-unregistered-dialect",)

# Inputs upstream rejects and bufls accepts on purpose (issue 3, point 4):
# unstructured control-flow loops, terminators with several successors, and
# ops with unknown effects (a BUF202 warning instead of an error unless
# `strict`).  Recognized by upstream's error message.
BEYOND_UPSTREAM_ERRORS = (
    "Only structured control-flow loops are supported.",
    "Terminators with more than one successor are not supported!",
    "ops with unknown memory side effects are not supported",
)


@dataclass
class Run:
    case: str
    variant: str
    flags: list[str]
    kind: str  # upstream: valid / invalid
    upstream_error: str = ""  # first error line of mlir-opt for invalid runs
    accepted: bool = False  # bufls accepted the input
    error: str = ""  # bufls' rejection message or crash
    crashed: bool = False
    output: str = ""
    ours: Counter = field(default_factory=Counter)
    theirs: Counter = field(default_factory=Counter)
    mlir_opt_accepts: bool | None = None
    mlir_opt_error: str = ""
    reprinted: str | None = None  # bufls' output as mlir-opt prints it
    expected_text: str = ""  # mlir-opt's output on the input

    @property
    def identical(self) -> bool:
        """Same IR as upstream, up to SSA names (both printed by mlir-opt)."""
        return self.reprinted is not None and self.reprinted.strip() == self.expected_text.strip()

    @property
    def name(self) -> str:
        return self.case if self.variant == "main" else f"{self.case}.{self.variant}"

    @property
    def beyond_upstream(self) -> bool:
        return self.kind == "invalid" and any(e in self.upstream_error for e in BEYOND_UPSTREAM_ERRORS)

    def problems(self) -> list[str]:
        out = []
        if self.crashed:
            return [f"crash: {self.error}"]
        if self.kind == "invalid":
            if self.accepted and not self.beyond_upstream:
                out.append("accepted an input upstream rejects")
            if self.accepted and self.mlir_opt_accepts is False:
                out.append(f"mlir-opt rejects bufls' output: {self.mlir_opt_error}")
            return out
        if not self.accepted:
            return [f"rejected a valid input: {self.error}"]
        if self.mlir_opt_accepts is False:
            out.append(f"mlir-opt rejects bufls' output: {self.mlir_opt_error}")
        o, t = self.ours, self.theirs
        if o["frees"] < t["frees"]:
            out.append(f"fewer frees ({o['frees']} < {t['frees']})")
        for k in ("bufferization.clone", "memref.copy", "memref.alloc"):
            if o[k] > t[k]:
                out.append(f"more {SHORT[k]} ({o[k]} > {t[k]})")
        return out


def count_ops(text: str) -> Counter:
    """Counts of COUNTED ops, ``frees`` and upstream's ``bookkeeping`` allocations."""
    from bufls.core.api import parse_file

    result = parse_file(text, "<count>", split=True, verify=False)
    c: Counter = Counter()
    bookkeeping: set[int] = set()
    ops = [op for pm in result.modules for op in pm.op.walk()]
    for op in ops:
        ref = op.attr("callee")
        if op.name == "func.call" and str(ref).startswith("@dealloc_helper"):
            for v in op.operands:
                cast = getattr(v, "owner", None)
                if cast is not None and cast.name == "memref.cast":
                    src = cast.operands[0].owner
                    if getattr(src, "name", "") == "memref.alloc":
                        bookkeeping.add(id(src))
    for op in ops:
        if op.name in COUNTED:
            c[op.name] += 1
        if op.name == "memref.alloc" and id(op) in bookkeeping:
            c["memref.alloc"] -= 1
            c["bookkeeping"] += 1
        elif op.name == "memref.dealloc":
            owner = getattr(op.operands[0], "owner", None)
            if id(owner) in bookkeeping:
                c["memref.dealloc"] -= 1
                c["bookkeeping_frees"] += 1
        elif op.name == "bufferization.dealloc":
            seg = op.attr("operandSegmentSizes")
            c["listed"] += int(seg.values[0]) if seg is not None else 0
    c["frees"] = c["memref.dealloc"] + c["listed"]
    return c


def runs(variants: str = "all") -> list[Run]:
    manifest = json.loads((CORPUS / "manifest.json").read_text())
    out = []
    for case in manifest["cases"]:
        items = [("main", case["pipeline"], case["kind"], case["expected"])]
        if variants == "all":
            items += [(a["variant"], a["pipeline"], a["kind"], a["expected"]) for a in case["alt"]]
        for variant, flags, kind, expected in items:
            r = Run(case["id"], variant, [f for f in flags if f not in IGNORED_FLAGS], kind)
            if kind == "valid":
                r.expected_text = (CORPUS / expected).read_text()
                r.theirs = count_ops(r.expected_text)
            else:
                r.upstream_error = (CORPUS / expected).read_text().split("\n")[0]
            out.append(r)
    return out


def run_bufls(r: Run) -> None:
    from bufls.core.api import parse_file, print_result
    from bufls.core.passes.base import PassError, run_pipeline

    path = CORPUS / "cases" / f"{r.case}.mlir"
    text = path.read_text()
    result = parse_file(text, str(path), split=False)
    errors = [d for d in result.diagnostics if d.severity.name == "ERROR"]
    if errors:
        r.error = f"parse: {errors[0].message}"
        return
    try:
        for pm in result.modules:
            run_pipeline(pm, r.flags, None, [])
    except PassError as exc:
        r.error = exc.message
        return
    except Exception as exc:
        r.crashed, r.error = True, f"{type(exc).__name__}: {exc}"
        return
    r.accepted = True
    r.output = print_result(result)
    r.ours = count_ops(r.output)


def check_with_mlir_opt(accepted: list[Run]) -> None:
    """One mlir-opt call for all outputs (split), then per-chunk errors."""
    from bufls.core import upstream

    if upstream.tool_path("mlir-opt") is None or not accepted:
        return
    text = "\n// -----\n".join(r.output for r in accepted)
    proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "--split-input-file", "-"], input=text)
    chunks = proc.stdout.split("// -----\n")
    if proc.returncode == 0 and len(chunks) == len(accepted):
        for r, chunk in zip(accepted, chunks):
            r.reprinted = chunk
    bad_lines = {}
    for line in proc.stderr.splitlines():
        parts = line.split(":")
        if len(parts) > 3 and parts[1].isdigit() and " error: " in line:
            bad_lines.setdefault(int(parts[1]), line.split(" error: ", 1)[1])
    starts, line = [], 1
    for r in accepted:
        starts.append(line)
        line += r.output.count("\n") + 2
    for i, r in enumerate(accepted):
        end = starts[i + 1] if i + 1 < len(starts) else 1 << 30
        errs = [m for ln, m in bad_lines.items() if starts[i] <= ln < end]
        r.mlir_opt_accepts = not errs
        r.mlir_opt_error = errs[0] if errs else ""


def collect(variants: str = "all") -> list[Run]:
    all_runs = runs(variants)
    for r in all_runs:
        run_bufls(r)
    check_with_mlir_opt([r for r in all_runs if r.accepted])
    return all_runs


def tally(all_runs: list[Run], verbose: bool = False) -> str:
    lines = []
    valid = [r for r in all_runs if r.kind == "valid"]
    invalid = [r for r in all_runs if r.kind == "invalid"]
    total_o, total_t = Counter(), Counter()
    for r in valid:
        if r.accepted:
            total_o.update(r.ours)
            total_t.update(r.theirs)
    lines.append(f"upstream corpus: {len(all_runs)} runs ({len(valid)} valid, {len(invalid)} invalid)")
    lines.append(
        f"  valid accepted by bufls: {sum(r.accepted for r in valid)}/{len(valid)}; "
        f"bufls output accepted by mlir-opt: "
        f"{sum(r.mlir_opt_accepts is True for r in all_runs)}/{sum(r.accepted for r in all_runs)}"
    )
    rejected = sum(not r.accepted and not r.crashed for r in invalid)
    beyond = [r.name for r in invalid if r.accepted and r.beyond_upstream]
    lines.append(
        f"  invalid rejected by bufls: {rejected}/{len(invalid)}"
        + (f" (accepted on purpose, beyond upstream: {len(beyond)})" if beyond else "")
    )
    same = sum(r.identical for r in valid)
    lines.append(
        f"  valid runs whose output is the same IR as upstream's (after mlir-opt reprints it): {same}/{len(valid)}"
    )
    keys = [*COUNTED, "frees", "bookkeeping"]
    lines.append("  op totals over valid runs bufls accepted (bufls / upstream):")
    lines.append("    " + "  ".join(f"{SHORT.get(k, k)} {total_o[k]}/{total_t[k]}" for k in keys))
    fewer_frees = sum(r.accepted and r.ours["frees"] < r.theirs["frees"] for r in valid)
    more = {
        k: sum(r.accepted and r.ours[k] > r.theirs[k] for r in valid)
        for k in ("bufferization.clone", "memref.copy", "memref.alloc")
    }
    lines.append(
        f"  runs with fewer frees: {fewer_frees}; with more clones: "
        f"{more['bufferization.clone']}, copies: {more['memref.copy']}, "
        f"allocs: {more['memref.alloc']}"
    )
    better = sum(
        r.accepted and (r.ours["frees"] > r.theirs["frees"] or any(r.ours[k] < r.theirs[k] for k in more))
        for r in valid
    )
    lines.append(f"  runs where bufls differs (more frees or fewer clones/copies/allocs): {better}")
    problems = [(r, p) for r in all_runs for p in r.problems()]
    lines.append(f"  problems: {len(problems)}")
    for r, p in problems:
        lines.append(f"    {r.name} [{' '.join(r.flags)}]: {p}")
    if beyond:
        lines.append("  accepted beyond upstream: " + ", ".join(beyond))
    if verbose:
        for r in all_runs:
            if r.accepted and r.kind == "valid":
                diff = [f"{SHORT[k]} {r.ours[k]}/{r.theirs[k]}" for k in COUNTED if r.ours[k] != r.theirs[k]]
                if diff:
                    lines.append(f"    {r.name}: " + ", ".join(diff))
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--variants", choices=("main", "all"), default="all")
    p.add_argument("--only", help="case id prefix")
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args(argv)
    all_runs = runs(args.variants)
    if args.only:
        all_runs = [r for r in all_runs if r.case.startswith(args.only)]
    for r in all_runs:
        run_bufls(r)
    check_with_mlir_opt([r for r in all_runs if r.accepted])
    print(tally(all_runs, args.verbose))
    return 1 if any(r.problems() for r in all_runs) else 0


if __name__ == "__main__":
    sys.exit(main())
