#!/usr/bin/env python3
"""How often the quick ownership colours (no checker: what a range request
shows for a function not checked yet, and for good past 500 ops) are the
checker's, occurrence by occurrence, over a folder of .mlir files (by
default upstream's deallocation tests, ``tests/corpus/upstream``).

    python benchmarks/quick_tokens_agreement.py
    python benchmarks/quick_tokens_agreement.py ../shared/corpus/upstream --show 10

Prints the share that agree and the commonest disagreements (the checker's
class and modifiers, then the quick ones), with examples.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

from bufls.core.services.document import snapshot_of
from bufls.core.services.explain.values import functions_in
from bufls.core.services.ownership_tokens import ownership_tokens, quick_ownership_tokens

ROOT = Path(__file__).resolve().parents[1]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("folder", nargs="?", default=str(ROOT / "tests" / "corpus" / "upstream"))
    ap.add_argument("--show", type=int, default=8, help="how many kinds of disagreement to list")
    args = ap.parse_args(argv)
    files = sorted(Path(args.folder).rglob("*.mlir"))
    total = same = 0
    kinds: collections.Counter = collections.Counter()
    examples: dict = collections.defaultdict(list)
    for path in files:
        text = path.read_text()
        snap = snapshot_of(text, path=str(path))
        for unit in snap.units():
            op = snap.unit_at(unit.start)
            for func in functions_in(op) if op is not None else ():
                quick = {t.start: t for t in quick_ownership_tokens(func, config=snap.config)}
                for t in ownership_tokens(func, config=snap.config):
                    total += 1
                    q = quick.get(t.start)
                    if q is not None and (q.type, q.modifiers) == (t.type, t.modifiers):
                        same += 1
                        continue
                    key = (t.type, t.modifiers, q.type if q else None, q.modifiers if q else None)
                    kinds[key] += 1
                    if len(examples[key]) < 2:
                        line = text.count("\n", 0, t.start) + 1
                        examples[key].append(f"{path.relative_to(args.folder)}:{line} {text[t.start : t.end]}")
    print(f"{len(files)} files, {total} occurrences: {same} agree ({100 * same / max(total, 1):.1f}%)")
    for (ct, cm, qt, qm), n in kinds.most_common(args.show):
        print(f"{n:6}  checker {ct} {list(cm)}  quick {qt} {list(qm) if qm is not None else ''}")
        for e in examples[(ct, cm, qt, qm)]:
            print(f"          {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
