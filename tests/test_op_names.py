"""Per-op behaviour lives in the dialects' models (``core/dialects``, found
through the registry), never in a comparison of an op's name elsewhere::

    if op.name == "memref.realloc": ...        # no: attach a model to memref.realloc

The few comparisons that stay are listed here with their reason; a new one
fails this test until its behaviour moves into a model (or it is listed)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# an op's name compared with a literal "dialect.op", or looked up in a literal tuple/set/list of them
COMPARED = re.compile(
    r"""\.name\s*(?:==|!=)\s*["'][a-z_]+\.[a-z_.]+["']|\.name\s+(?:not\s+)?in\s+[\(\[\{]\s*["'][a-z_]+\."""
)

ALLOWED = {
    # the module a text is parsed into: syntax, not an op's behaviour
    ("core/syntax/parser.py", "builtin.module"),
    ("core/services/ir_after_passes.py", "builtin.module"),
    # --buffer-results-to-out-params is, like upstream's, a rewrite of the func
    # dialect's signatures, calls and returns (it builds func.return, func.call)
    ("core/passes/out_params.py", "func.func"),
    ("core/passes/out_params.py", "func.call"),
    ("core/passes/out_params.py", "func.return"),
    ("core/services/rewrites.py", "func.func"),  # (the editor's target of that pass)
}


def comparisons() -> set[tuple[str, str]]:
    found = set()
    for folder in ("core", "server", "cli"):
        for path in (ROOT / folder).rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith("core/dialects/"):
                continue
            for m in COMPARED.finditer(path.read_text()):
                name = re.search(r"""["']([a-z_]+\.[a-z_.]+)""", m.group(0))
                found.add((rel, name.group(1) if name else m.group(0)))
    return found


def test_no_op_is_recognised_by_its_name_outside_the_dialects():
    assert comparisons() - ALLOWED == set()


def test_every_listed_exception_still_exists():
    assert ALLOWED - comparisons() == set()
