#!/usr/bin/env python3
"""Parse throughput of this checkout against an earlier revision, in one run.

Run (from the repository, with the bufls venv)::

    python benchmarks/bench_parse_against.py --baseline 199476f
    python benchmarks/bench_parse_against.py --baseline HEAD~5 --sizes 10000 --rounds 7
    python benchmarks/bench_parse_against.py --baseline v1 --files a.mlir,b.mlir

The baseline is checked out with ``git worktree`` into a temporary folder
(removed at the end) and imported from there; the current code is imported
from this checkout.  Each module is parsed and verified in-process
(``bufls.core.api.parse_file``, text in memory, after a warm-up parse) by a
fresh child process per version and round, the two versions interleaved so
that a change in the machine's load falls on both; each child reports its
best process CPU time over ``--repeat`` parses.  The table gives, per module,
the best of the rounds for each version, lines/s and the ratio
current / baseline (above 1: the current code parses faster).

Modules: ``benchmarks/genmod.py`` modules of ``--sizes`` lines (known
dialects only, so this is the throughput on dialects bufls models), plus
every valid case of ``tests/corpus/parse`` concatenated (upstream's own
text), unless ``--files`` names others.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import genmod  # noqa: E402

_CHILD = r"""
import json, sys, time
from bufls.core.api import parse_file
parse_file("func.func @w() {\n  return\n}\n")
out = {}
for path in sys.argv[2:]:
    text = open(path).read()
    best = None
    for _ in range(int(sys.argv[1])):
        c0 = time.process_time()
        result = parse_file(text, path)
        c = time.process_time() - c0
        best = c if best is None else min(best, c)
    out[path] = {"cpu": best, "diags": len(result.diagnostics)}
print(json.dumps(out))
"""


def _importable(tree: Path) -> Path:
    """A folder from which ``import bufls`` finds ``tree``'s package
    (``tools/importable`` where the tree has it; else a link farm)."""
    farm = tree / "tools" / "importable"
    if (farm / "bufls").exists():
        return farm
    tmp = Path(tempfile.mkdtemp(prefix="bufls-importable-"))
    (tmp / "bufls").mkdir()
    for name in ("__init__.py", "__main__.py"):
        if (tree / "bufls" / name).exists():
            (tmp / "bufls" / name).symlink_to(tree / "bufls" / name)
    for name in ("core", "server", "cli"):
        if (tree / name).exists():
            (tmp / "bufls" / name).symlink_to(tree / name)
    return tmp


def _run(src: Path, repeat: int, files: list[Path]) -> dict:
    env = dict(os.environ, PYTHONPATH=str(src), PYTHONDONTWRITEBYTECODE="")
    p = subprocess.run(
        [sys.executable, "-c", _CHILD, str(repeat), *map(str, files)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=tempfile.gettempdir(),  # never the checkout: its folders are not the package
    )
    return json.loads(p.stdout)


def _modules(args, folder: Path) -> list[Path]:
    if args.files:
        return [Path(f).resolve() for f in args.files.split(",")]
    out = []
    for n in (int(x) for x in args.sizes.split(",")):
        path = folder / f"genmod_{n}.mlir"
        path.write_text(genmod.generate(n, args.seed, "all"))
        out.append(path)
    manifest = json.loads((ROOT / "tests" / "corpus" / "parse" / "manifest.json").read_text())["cases"]
    parts = [(ROOT / "tests" / "corpus" / "parse" / c["path"]).read_text() for c in manifest if c["kind"] == "valid"]
    path = folder / "upstream_parse_corpus.mlir"
    path.write_text("\n// -----\n".join(parts))
    out.append(path)
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--baseline", required=True, help="git revision to compare with")
    p.add_argument("--sizes", default="10000,50000", help="genmod module sizes in lines")
    p.add_argument("--files", help="comma-separated .mlir files instead of the default modules")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rounds", type=int, default=5, help="children per version (interleaved)")
    p.add_argument("--repeat", type=int, default=3, help="parses per child (best CPU time)")
    args = p.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="bufls-against-") as tmp:
        tmpd = Path(tmp)
        base_tree = tmpd / "baseline"
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(base_tree), args.baseline], check=True
        )
        try:
            files = _modules(args, tmpd)
            versions = {"baseline": _importable(base_tree), "current": _importable(ROOT)}
            best: dict = {v: {} for v in versions}
            diags: dict = {v: {} for v in versions}
            for _ in range(args.rounds):
                for v, src in versions.items():
                    for path, fig in _run(src, args.repeat, files).items():
                        old = best[v].get(path)
                        best[v][path] = fig["cpu"] if old is None else min(old, fig["cpu"])
                        diags[v][path] = fig["diags"]
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base_tree)], check=False)
        print(f"baseline {args.baseline} vs current checkout; best CPU s of {args.rounds} rounds x {args.repeat}")
        print(f"load average {os.getloadavg()[0]:.1f}")
        head = f"{'module':32} {'lines':>8} {'base s':>8} {'cur s':>8} {'base l/s':>10} {'cur l/s':>10} {'cur/base':>8}"
        print(head)
        print("-" * len(head))
        for path in files:
            lines = path.read_text().count("\n") + 1
            b, c = best["baseline"][str(path)], best["current"][str(path)]
            print(
                f"{path.name:32} {lines:>8} {b:>8.3f} {c:>8.3f} {lines / b:>10,.0f} {lines / c:>10,.0f} {b / c:>8.2f}"
                f"   diags {diags['baseline'][str(path)]} -> {diags['current'][str(path)]}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
