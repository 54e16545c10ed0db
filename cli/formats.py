"""Report formats of ``bufls --check``: text, json, sarif, github.

- ``text``: ``path:line:col: severity: message [CODE]`` (1-based, code
  points), one ``note:`` line per related location;
- ``json``: a committed contract that scripts and CI parse (extend it, never
  change a field), a list (``[]`` when clean) of ``{"file", "range",
  "severity", "code", "message", "related"}`` with 0-based LSP (UTF-16)
  ranges;
- ``sarif``: SARIF 2.1.0, one run, ``tool.driver.rules`` describing every
  code of the catalogue (``bufls.core.catalogue``, with a ``helpUri`` to its
  documentation), 1-based UTF-16 columns (``columnKind: utf16CodeUnits``),
  related locations as ``relatedLocations``;
- ``github``: GitHub Actions workflow commands
  (``::error file=F,line=L,col=C,endLine=..,endColumn=..,title=CODE::message``).
"""

from __future__ import annotations

import os
import urllib.parse
from collections.abc import Iterable
from pathlib import PurePath

from bufls import __version__
from bufls.cli.findings import Finding
from bufls.core.catalogue import CATALOGUE, doc_url

__all__ = [
    "FORMATS",
    "format_github",
    "format_json",
    "format_report",
    "format_sarif",
    "format_text",
]

FORMATS = ("text", "json", "sarif", "github")
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note", "hint": "note"}
_GITHUB_LEVEL = {"error": "error", "warning": "warning", "info": "notice", "hint": "notice"}


def format_report(fmt: str, findings: list[Finding], errors: Iterable[str] = ()) -> str:
    if fmt == "json":
        return format_json(findings)
    if fmt == "sarif":
        return format_sarif(findings, errors)
    if fmt == "github":
        return format_github(findings)
    return format_text(findings)


# ---------------------------------------------------------------------------
# text and json


def format_text(findings: Iterable[Finding]) -> str:
    """``path:line:col: severity: message [CODE]``, related notes after each."""
    lines = []
    for f in findings:
        lines.append(f"{f.file}:{f.line}:{f.column}: {f.severity}: {f.message} [{f.code}]")
        for r in f.related:
            lines.append(f"{r.file}:{r.line}:{r.column}: note: {r.message}")
    return "".join(line + "\n" for line in lines)


def format_json(findings: Iterable[Finding]) -> str:
    """The committed JSON contract (module docstring): a list, ``[]`` when clean."""
    import json  # here, not at the top: the text format (the default) needs none of it

    items = [
        {
            "file": f.file,
            "range": f.range,
            "severity": f.severity,
            "code": f.code,
            "message": f.message,
            "related": [{"file": r.file, "range": r.range, "message": r.message} for r in f.related],
        }
        for f in findings
    ]
    return json.dumps(items, indent=2, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------------
# SARIF 2.1.0


def _uri(path: str) -> str:
    if path == "<stdin>":
        return "stdin"
    if os.path.isabs(path):
        return PurePath(path).as_uri()
    return urllib.parse.quote(PurePath(path).as_posix())


def _region(rng: dict) -> dict:
    s, e = rng["start"], rng["end"]
    return {
        "startLine": s["line"] + 1,
        "startColumn": s["character"] + 1,
        "endLine": e["line"] + 1,
        "endColumn": e["character"] + 1,
    }


def _location(file: str, rng: dict) -> dict:
    return {"physicalLocation": {"artifactLocation": {"uri": _uri(file)}, "region": _region(rng)}}


def sarif_rules() -> list[dict]:
    """One ``reportingDescriptor`` per code of the catalogue, in its order."""
    rules = []
    for c in CATALOGUE.values():
        rule = {
            "id": c.code,
            "name": c.name,
            "shortDescription": {"text": c.title},
            "fullDescription": {"text": c.explanation},
            "helpUri": doc_url(c.code),
            "defaultConfiguration": {"level": _SARIF_LEVEL[c.severity]} | ({} if c.enabled else {"enabled": False}),
            "properties": {"tags": ["memory"] if c.code.startswith("BUF") else ["correctness"]},
        }
        if rule["helpUri"] is None:
            del rule["helpUri"]  # SARIF: helpUri is a URI when present
        rules.append(rule)
    return rules


def format_sarif(findings: Iterable[Finding], errors: Iterable[str] = ()) -> str:
    import json

    rules = sarif_rules()
    index = {r["id"]: i for i, r in enumerate(rules)}
    results = []
    for f in findings:
        result = {
            "ruleId": f.code,
            "level": _SARIF_LEVEL.get(f.severity, "warning"),
            "message": {"text": f.message},
            "locations": [_location(f.file, f.range)],
        }
        if f.code in index:
            result["ruleIndex"] = index[f.code]
        if f.related:
            result["relatedLocations"] = [
                {"id": i, **_location(r.file, r.range), "message": {"text": r.message}} for i, r in enumerate(f.related)
            ]
        results.append(result)
    errors = list(errors)
    invocation = {"executionSuccessful": not errors}
    if errors:
        invocation["toolExecutionNotifications"] = [{"level": "error", "message": {"text": e}} for e in errors]
    log = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "bufls",
                        "version": __version__,
                        "semanticVersion": __version__,
                        "rules": rules,
                    }
                },
                "invocations": [invocation],
                "columnKind": "utf16CodeUnits",
                "results": results,
            }
        ],
    }
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------------
# GitHub Actions workflow commands


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def format_github(findings: Iterable[Finding]) -> str:
    """One ``::error``/``::warning``/``::notice`` command per finding; related
    locations are appended to the message."""
    lines = []
    for f in findings:
        props = [
            f"file={_escape_property(f.file)}",
            f"line={f.line}",
            f"col={f.column}",
            f"endLine={f.end_line or f.line}",
            f"endColumn={f.end_column or f.column}",
            f"title={_escape_property(f.code)}",
        ]
        message = f.message + "".join(f"\nnote: {r.file}:{r.line}:{r.column}: {r.message}" for r in f.related)
        lines.append(f"::{_GITHUB_LEVEL.get(f.severity, 'warning')} {','.join(props)}::{_escape_data(message)}")
    return "".join(line + "\n" for line in lines)
