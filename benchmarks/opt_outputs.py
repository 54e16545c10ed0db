#!/usr/bin/env python3
"""Record what ``bufls opt`` prints on every test input, to check that a
speed-up changed nothing.

    python benchmarks/opt_outputs.py record before.json            # this checkout
    PYTHONPATH=/tmp/base/tools/importable \\
        python benchmarks/opt_outputs.py record before.json        # another tree
    python benchmarks/opt_outputs.py compare before.json after.json

``record`` runs ``bufls opt`` in process (``bufls.cli.main.main``, as the
console script does, without ending the process) on every ``.mlir`` under
``tests/golden`` and ``tests/corpus`` (or the folders given with
``--roots``), relative to the current folder, with each of these flag sets:

* the file's own ``// flags:`` line, when it has one (the golden cases);
* ``--split-input-file`` with ``--buffer-deallocation-pipeline``,
  ``--canonicalize``, ``--cse``, ``--ownership-based-buffer-deallocation``
  and ``--buffer-deallocation-simplification``,

and writes the exit code, standard output and standard error of each run
to a JSON file.  Which ``bufls`` is imported is Python's choice: put a
tree's ``tools/importable`` first on ``PYTHONPATH`` to record that tree
(for the state before a change, a ``git worktree`` of the commit before).
``compare`` prints every run whose output differs and exits 1 if any does.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import re
import sys
from pathlib import Path

FLAG_SETS = (
    ("--split-input-file", "--buffer-deallocation-pipeline"),
    ("--split-input-file", "--canonicalize"),
    ("--split-input-file", "--cse"),
    ("--split-input-file", "--ownership-based-buffer-deallocation"),
    ("--split-input-file", "--buffer-deallocation-simplification"),
)
FLAGS_LINE = re.compile(r"//\s*flags:\s*(.*)$", re.M)


def _inputs(roots: list[str]) -> list[Path]:
    return sorted(p for r in roots for p in Path(r).rglob("*.mlir"))


def _run(argv: list[str]) -> dict:
    from bufls.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(["opt", *argv])
        except SystemExit as exc:  # argparse
            code = exc.code
    return {"code": code, "stdout": out.getvalue(), "stderr": err.getvalue()}


def record(path: str, roots: list[str]) -> int:
    import bufls

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20_000))
    runs: dict[str, dict] = {}
    files = _inputs(roots)
    for k, f in enumerate(files):
        text = f.read_text(encoding="utf-8", errors="replace")
        sets = [tuple(s) for s in FLAG_SETS]
        m = FLAGS_LINE.search(text)
        if m:
            sets.insert(0, tuple(m.group(1).split()))
        for flags in sets:
            runs[f"{f} {' '.join(flags)}"] = _run([*flags, str(f)])
        if k % 100 == 0:
            print(f"{k}/{len(files)}", file=sys.stderr)
    with open(path, "w", encoding="utf-8") as out:
        json.dump({"bufls": str(Path(bufls.__file__).resolve()), "runs": runs}, out, indent=0, sort_keys=True)
    print(f"{len(runs)} runs of {len(files)} files, bufls from {bufls.__file__}", file=sys.stderr)
    return 0


def compare(a: str, b: str) -> int:
    with open(a, encoding="utf-8") as f:
        ra = json.load(f)["runs"]
    with open(b, encoding="utf-8") as f:
        rb = json.load(f)["runs"]
    differ = sorted(k for k in ra.keys() | rb.keys() if ra.get(k) != rb.get(k))
    for k in differ:
        x, y = ra.get(k), rb.get(k)
        if x is None or y is None:
            print(f"only in {'the second' if x is None else 'the first'}: {k}")
            continue
        parts = [p for p in ("code", "stdout", "stderr") if x[p] != y[p]]
        print(f"differs ({', '.join(parts)}): {k}")
    same = len(ra.keys() & rb.keys()) - len([k for k in differ if k in ra and k in rb])
    print(f"{same} runs identical, {len(differ)} differ")
    return 1 if differ else 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("out")
    r.add_argument("--roots", default="tests/golden,tests/corpus")
    c = sub.add_parser("compare")
    c.add_argument("a")
    c.add_argument("b")
    args = p.parse_args(argv)
    if args.cmd == "record":
        return record(args.out, [s for s in args.roots.split(",") if s])
    return compare(args.a, args.b)


if __name__ == "__main__":
    sys.exit(main())
