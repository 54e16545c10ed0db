"""Real dialects bufls does not model, learnt from their own .td files
(tests/data/ods/README.md): upstream Complex and PDL, CIRCT's Comb.

Their own test files are cut into cases (``// -----``) and classified by the
real mlir-opt: a case it accepts is valid.  A case it rejects has the lines
mlir-opt points at blanked, one at a time, while they are single-line
statements (the file is newer than LLVM 22 in places); what remains, if
mlir-opt accepts it, is a valid case.  mlir-opt does not know CIRCT, so the
Comb cases are CIRCT's own positive tests.  In every valid case, each op of
the loaded dialect whose format bufls translates must parse with no
``syntax`` diagnostic; ops with custom formats (a C++ parser or a
``custom<...>`` directive) may stay syntax errors for now, and are counted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bufls.core import api, upstream
from bufls.core.dialects import ods
from bufls.core.ir import interfaces as I
from bufls.core.ir.registry import registry

DATA = Path(__file__).parents[3] / "data" / "ods"

DIALECTS = {
    "complex": (
        ["complex/mlir/Dialect/Complex/IR/ComplexOps.td"],
        ["complex"],
        ["complex/test/ops.mlir", "complex/test/canonicalize.mlir"],
        "mlir-opt",
    ),
    "pdl": (["pdl/mlir/Dialect/PDL/IR/PDLOps.td"], ["pdl"], ["pdl/test/ops.mlir"], "mlir-opt"),
    "comb": (["comb/circt/Dialect/Comb/Comb.td"], ["comb"], ["comb/test/basic.mlir"], "own tests"),
}

_ERROR = re.compile(r"^<stdin>:(\d+):\d+: error:", re.MULTILINE)
_OP = re.compile(r'^\s*(?:%[\w#:, %]*=\s*)?"?([A-Za-z_][\w$.]*)"?')


def cases(text: str) -> list[str]:
    """The ``// -----`` cases of a test file, each keeping its line numbers."""
    out, current, offset = [], [], 0
    for line in text.split("\n"):
        if line.strip() == "// -----":
            out.append("\n" * offset + "\n".join(current))
            offset += len(current) + 1
            current = []
        else:
            current.append(line)
    out.append("\n" * offset + "\n".join(current))
    return out


def classify(case: str) -> tuple[str | None, int]:
    """(the case as mlir-opt accepts it or None, lines blanked)."""
    lines = case.split("\n")
    dropped = 0
    for _ in range(40):
        proc = upstream.run_tool("mlir-opt", ["-o", "/dev/null", "-"], input="\n".join(lines))
        if proc.returncode == 0:
            return "\n".join(lines), dropped
        m = _ERROR.search(proc.stderr)
        if m is None:
            return None, dropped
        k = int(m.group(1)) - 1
        if not (0 <= k < len(lines)) or "{" in lines[k] or "}" in lines[k] or not lines[k].strip():
            return None, dropped
        lines[k] = ""
        dropped += 1
    return None, dropped


@dataclass
class Figures:
    cases: int = 0
    valid: int = 0
    blanked: int = 0
    declarative: int = 0  # op statements of the dialect with a translated format
    custom: int = 0  # ... with a custom format (generic only in bufls)
    undeclared: int = 0  # ... of ops the .td does not declare (newer tests)
    short: int = 0  # ... written without the dialect prefix (a default dialect)
    short_errors: int = 0  # (the lexer gives a registered op's regions its default_dialect: pending)
    custom_errors: int = 0
    failures: list = field(default_factory=list)  # (line, op, message) of declarative ops


def statement_op(line: str, dialect: str, load) -> str | None:
    m = _OP.match(line)
    if m is None or line.strip().startswith("//"):
        return None
    name = m.group(1)
    if "." not in name:
        return f"{dialect}.{name}" if load.op(f"{dialect}.{name}") is not None else None
    return name if name.startswith(dialect + ".") else None


def figures_of(dialect: str) -> Figures:
    tds, incs, tests, oracle = DIALECTS[dialect]
    load = ods.load_dialects([DATA / t for t in tds], [DATA / i for i in incs], cache=ods.OdsCache())
    assert not [d for d in load.diagnostics if d.severity == "error"], load.diagnostics
    installed = ods.install(load, registry)
    fig = Figures()
    try:
        for test in tests:
            for case in cases((DATA / test).read_text()):
                if not case.strip() or all(not ln.strip() or ln.strip().startswith("//") for ln in case.split("\n")):
                    continue
                fig.cases += 1
                if oracle == "mlir-opt":
                    valid, blanked = classify(case)
                    fig.blanked += blanked
                else:
                    valid = None if "expected-error" in case else case
                if valid is None:
                    continue
                fig.valid += 1
                result = api.parse_file(valid, split=False)
                bad_lines = {valid.count("\n", 0, d.start): d.message for d in result.diagnostics if d.code == "syntax"}
                for k, line in enumerate(valid.split("\n")):
                    name = statement_op(line, dialect, load)
                    if name is None:
                        continue
                    short = not line.strip().split("=")[-1].strip().startswith(dialect + ".")
                    model = registry.get(name)
                    if load.op(name) is None:
                        fig.undeclared += 1
                    elif model is None or model.parse is None:
                        fig.custom += 1
                        fig.custom_errors += k in bad_lines
                    elif short:
                        fig.short += 1
                        fig.short_errors += k in bad_lines
                    else:
                        fig.declarative += 1
                        if k in bad_lines:
                            fig.failures.append((f"{test}:{k + 1}", name, bad_lines[k]))
    finally:
        ods.uninstall(installed, registry)
    return fig


needs_mlir_opt = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="mlir-opt is not installed")


@needs_mlir_opt
@pytest.mark.parametrize("dialect", sorted(DIALECTS))
def test_every_declarative_op_of_the_valid_cases_parses(dialect):
    fig = figures_of(dialect)
    assert fig.valid >= 1 and fig.declarative >= 3, fig
    assert not fig.failures, fig.failures


@needs_mlir_opt
def test_the_figures_of_the_real_dialects():
    """What the suite checks, per dialect (counts of op statements in valid cases)."""
    complex_ = figures_of("complex")
    assert (complex_.valid, complex_.custom, complex_.undeclared) == (complex_.cases, 0, 0)
    assert complex_.blanked == 2  # complex.add/sub ... overflow<...>: newer than LLVM 22
    assert complex_.declarative >= 50
    pdl = figures_of("pdl")
    assert (pdl.cases, pdl.valid) == (22, 22)
    assert pdl.blanked == 22  # pdl.region_of, block_of, block_arg(s): newer than LLVM 22
    assert pdl.custom >= 30  # pdl.operation, pdl.results, pdl.range: custom<...> directives
    comb = figures_of("comb")
    assert comb.valid == 1 and comb.declarative == 3


def test_named_ops_have_the_effects_their_td_declares():
    loads = [
        ods.load_dialects([DATA / t for t in tds], [DATA / i for i in incs], cache=ods.OdsCache())
        for tds, incs, _, _ in DIALECTS.values()
    ]
    installs = [ods.install(load, registry) for load in loads]
    try:
        text = (
            "func.func @f(%c: complex<f32>, %a: i4, %b: i4) {\n"
            "  %0 = complex.add %c, %c : complex<f32>\n"
            "  %1 = complex.re %c : complex<f32>\n"
            "  %2 = comb.add %a, %b : i4\n"
            "  return\n"
            "}\n"
            "pdl.pattern @p : benefit(1) {\n"
            '  %root = "pdl.operation"() <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 0, 0>}> '
            ": () -> !pdl.operation\n"
            "  %r = pdl.result 0 of %root\n"
            '  pdl.rewrite %root with "rewriter"\n'
            "}\n"
        )
        result = api.parse_file(text)
        assert not [d for d in result.diagnostics if d.code == "syntax"], result.diagnostics
        fx = {op.name: I.memory_effects(op) for pm in result.modules for op in pm.op.walk()}
        # Pure in the .td: no effects
        assert fx["complex.add"] == [] and fx["complex.re"] == [] and fx["comb.add"] == [] and fx["pdl.result"] == []
        # no MemoryEffects trait and no decorated value: unknown, as in MLIR
        assert fx["pdl.operation"] is None and fx["pdl.rewrite"] is None
        assert registry.get("pdl.rewrite").traits == {"terminator", "no_terminator", "single_block"}
        assert registry.get("pdl.pattern").traits == {"isolated_from_above", "single_block", "symbol"}
        assert all(not load.resources for load in loads)  # none of them allocates
    finally:
        for installed in installs:
            ods.uninstall(installed, registry)
