#!/usr/bin/env python3
"""The soak's edits replayed in-process into the incremental analyzer, each
version compared with a fresh analysis: finds the first edit where
``bufls.core.services.incremental.Analyzer`` and ``bufls.core.analyze.analyze``
disagree (or the analyzer raises), without a server.

    python benchmarks/replay_incremental.py --lines 1000 --seed 5 --edits 300
    python benchmarks/replay_incremental.py --lines 1000 --seed 5 --edits 300 --out /tmp/repro

On a disagreement it writes ``prev.mlir`` and ``cur.mlir`` to ``--out``: a
new ``Analyzer`` given ``prev`` then ``cur`` reproduces it in two calls.  The
pair is first shrunk by dropping whole functions that are not needed.
"""

from __future__ import annotations

import argparse
import sys
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from genmod import generate  # noqa: E402
from lspclient import Document  # noqa: E402
from lspedits import EditStream  # noqa: E402

from bufls.core.analyze import analyze  # noqa: E402
from bufls.core.services.incremental import Analyzer  # noqa: E402

PATH = "/replay/a.mlir"


def _key(diags) -> list[tuple]:
    return sorted((d.start, d.end, d.code, d.message, int(d.severity)) for d in diags)


def disagrees(prev: str, cur: str) -> str | None:
    """Why ``Analyzer`` fed ``prev`` then ``cur`` is wrong, or None."""
    analyzer = Analyzer(PATH)
    try:
        analyzer.update(prev, 1, None)
        got = _key(analyzer.update(cur, 2, None).diagnostics)
    except Exception:
        return "the analyzer raised:\n" + traceback.format_exc()
    want = _key(analyze(cur, PATH))
    if got == want:
        return None
    extra = [k for k in got if k not in want][:4]
    missing = [k for k in want if k not in got][:4]
    return f"{len(got)} diagnostics, {len(want)} fresh; extra {extra}; missing {missing}"


def shrink(prev: str, cur: str) -> tuple[str, str]:
    """Drop top-level functions (same lines in both texts) while the bug stays."""
    p, c = prev.split("\n"), cur.split("\n")
    if len(p) != len(c):
        return prev, cur
    starts = [i for i, line in enumerate(p) if line.startswith("  func.func")]
    keep = list(range(len(p)))
    changed = {i for i in range(len(p)) if p[i] != c[i]}
    for a, b in reversed(list(zip(starts, starts[1:] + [len(p) - 2]))):
        if any(a <= i < b for i in changed):
            continue
        trial = [i for i in keep if not a <= i < b]
        if disagrees("\n".join(p[i] for i in trial), "\n".join(c[i] for i in trial)):
            keep = trial
    return "\n".join(p[i] for i in keep), "\n".join(c[i] for i in keep)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--lines", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--edits", type=int, default=300, help="user actions (default 300)")
    ap.add_argument("--out", default=".", help="folder for prev.mlir / cur.mlir (default .)")
    args = ap.parse_args(argv)
    text = generate(args.lines, args.seed, "all")
    doc = Document(Path(PATH).as_uri(), text)
    stream = EditStream(doc, args.seed, text)
    analyzer = Analyzer(PATH)
    analyzer.update(text, doc.version, None)
    prev = text
    for n in range(1, args.edits + 1):
        for _ in stream.next_op():
            pass
        cur = doc.text
        try:
            got = _key(analyzer.update(cur, doc.version, None).diagnostics)
            bad = got != _key(analyze(cur, PATH))
        except Exception:
            bad = True
        if bad:
            why = disagrees(prev, cur)
            if why is None:
                print(f"edit {n}: disagreement that needs more history than one step", file=sys.stderr)
                return 1
            prev, cur = shrink(prev, cur)
            out = Path(args.out)
            out.mkdir(parents=True, exist_ok=True)
            (out / "prev.mlir").write_text(prev)
            (out / "cur.mlir").write_text(cur)
            print(f"edit {n} (version {doc.version}): {disagrees(prev, cur)}")
            print(
                f"reproduce: Analyzer(p).update(prev, 1); .update(cur, 2) with {out}/prev.mlir, cur.mlir "
                f"({prev.count(chr(10)) + 1} lines)"
            )
            return 1
        prev = cur
    print(f"{args.edits} edits: the incremental analyzer agreed with a fresh analysis at every version")
    return 0


if __name__ == "__main__":
    sys.exit(main())
