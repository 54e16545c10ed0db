"""Golden quick fixes: tests/golden/quickfix/*.mlir.

Each file holds one case with one fixable diagnostic::

    // <first line: what the case checks>
    // config: {"resource": [...]}        <- optional: the [tool.bufls] table as JSON
    func.func @f(...) { ... }             <- the input
    // fixed:
    // func.func @f(...) {                <- the whole input after the quick fix, commented out
    // ...

or ``// fixed: none`` when no quick fix may be offered.  The fixed text
must lose that diagnostic and gain none (``analyze``), and mlir-opt must
accept it.  ``BUFLS_UPDATE_GOLDEN=1`` rewrites the expected sections.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest

from bufls.core import upstream
from bufls.core.analyze import analyze
from bufls.core.config.project import Config, config_from_mapping
from bufls.core.services.document import snapshot_of
from bufls.core.services.edits import splice
from bufls.core.services.quickfix import FIXABLE, quick_fixes

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "quickfix"
CASES = sorted(GOLDEN.glob("*.mlir"))
_FIXED = "// fixed:"


def split_case(text: str) -> tuple[str, str | None, Config]:
    """``(input, expected or None for "none", config)``."""
    config = Config()
    m = re.search(r"^//\s*config:\s*(.*)$", text, re.MULTILINE)
    if m:
        config = config_from_mapping(json.loads(m.group(1)))
    lines = text.split("\n")
    head = [i for i, line in enumerate(lines) if line.startswith(_FIXED)]
    assert head, "a golden quick-fix case needs a '// fixed:' section"
    i = head[0]
    source = "\n".join(lines[:i]) + "\n"
    if lines[i].strip() == "// fixed: none":
        return source, None, config
    body = [line[3:] if line.startswith("// ") else line[2:] for line in lines[i + 1 :] if line.startswith("//")]
    return source, "\n".join(body) + "\n", config


def fix_of(source: str, config: Config):
    snap = snapshot_of(source, "case.mlir", 1, config)
    offered = [(d, f) for d in snap.diagnostics if d.code in FIXABLE for f in quick_fixes(snap, d)]
    return snap, offered


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden_quick_fix(path):
    text = path.read_text()
    source, expected, config = split_case(text)
    snap, offered = fix_of(source, config)
    if expected is None:
        assert offered == [], f"no quick fix expected, got {[f.title for _, f in offered]}"
        return
    assert len(offered) == 1, f"one quick fix expected, got {[f.title for _, f in offered]}"
    diag, fix = offered[0]
    assert fix.preferred
    fixed = splice(source, list(fix.edits))
    if os.environ.get("BUFLS_UPDATE_GOLDEN"):
        commented = "\n".join(("// " + line) if line else "//" for line in fixed.rstrip("\n").split("\n"))
        path.write_text(source + _FIXED + "\n" + commented + "\n")
        return
    assert fixed == expected
    before = Counter(d.code for d in snap.diagnostics)
    before[diag.code] -= 1
    after = Counter(d.code for d in analyze(fixed, "case.mlir", config))
    assert +after == +before, "the fix must remove its diagnostic and add none"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden_quick_fix_output_is_accepted_by_mlir_opt(path):
    if upstream.tool_path("mlir-opt") is None:
        pytest.skip("mlir-opt is not installed")
    source, expected, _ = split_case(path.read_text())
    for text in (source, expected):
        if text is None:
            continue
        proc = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "-"], input=text)
        assert proc.returncode == 0, proc.stderr
