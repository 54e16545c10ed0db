"""Report formats of ``bufls --check``: SARIF 2.1.0 and GitHub workflow
commands (text and JSON are pinned in test_cli.py)."""

import json

import pytest

from bufls.cli import main as cli
from bufls.cli.findings import to_findings
from bufls.cli.formats import format_github, format_sarif
from bufls.core.catalogue import CATALOGUE
from bufls.core.diagnostics import Diagnostic, Related
from bufls.core.syntax.source import SourceFile

SARIF_LEVELS = {"none", "note", "warning", "error"}


def findings_for(text, diags, path="src/a.mlir"):
    return to_findings(path, SourceFile(text, path), diags)


def two_findings():
    text = "func.func @f() {\n  %a = x\n  \U0001f600 %b = y\n}\n"
    first = text.index("%a")
    second = text.index("%b")
    return findings_for(
        text,
        [
            Diagnostic.make(
                "BUF002",
                "double free of %b",
                second,
                second + 2,
                (Related(first, first + 2, "first freed here"), Related(0, 4, "elsewhere", "other/file.mlir")),
            ),
            Diagnostic.make("BUF201", "deallocation missing", 0, 9),
        ],
    )


# ---------------------------------------------------------------------------
# SARIF


def validate_sarif(log):
    """The essential fields of the SARIF 2.1.0 schema (sarifLog, run, tool,
    reportingDescriptor, result, location, region)."""
    assert log["version"] == "2.1.0"
    assert log["$schema"].endswith("sarif-2.1.0.json")
    assert isinstance(log["runs"], list) and log["runs"]
    for run in log["runs"]:
        driver = run["tool"]["driver"]
        assert isinstance(driver["name"], str) and driver["name"]
        rules = driver.get("rules", [])
        ids = [r["id"] for r in rules]
        assert len(ids) == len(set(ids))
        for rule in rules:
            assert isinstance(rule["id"], str)
            assert isinstance(rule["shortDescription"]["text"], str)
            assert rule["defaultConfiguration"]["level"] in SARIF_LEVELS
            if "helpUri" in rule:
                assert rule["helpUri"].startswith(("http", "file:"))
        assert run.get("columnKind", "utf16CodeUnits") in ("utf16CodeUnits", "unicodeCodePoints")
        for result in run["results"]:
            assert isinstance(result["message"]["text"], str)
            assert result["level"] in SARIF_LEVELS
            if "ruleIndex" in result:
                assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
            assert result["locations"]
            for loc in result["locations"] + result.get("relatedLocations", []):
                phys = loc["physicalLocation"]
                assert isinstance(phys["artifactLocation"]["uri"], str)
                region = phys["region"]
                assert region["startLine"] >= 1 and region["startColumn"] >= 1
                assert region["endLine"] >= region["startLine"]
                if region["endLine"] == region["startLine"]:
                    assert region["endColumn"] >= region["startColumn"]
            for i, loc in enumerate(result.get("relatedLocations", [])):
                assert loc["id"] == i and isinstance(loc["message"]["text"], str)


def test_sarif_has_rule_metadata_for_every_code_and_valid_structure():
    log = json.loads(format_sarif(two_findings()))
    validate_sarif(log)
    rules = {r["id"]: r for r in log["runs"][0]["tool"]["driver"]["rules"]}
    assert list(rules) == list(CATALOGUE)
    assert rules["BUF001"]["defaultConfiguration"]["level"] == "warning"
    assert rules["BUF002"]["defaultConfiguration"]["level"] == "error"
    assert rules["BUF201"]["defaultConfiguration"]["level"] == "note"
    assert "leak" in rules["BUF001"]["shortDescription"]["text"].lower()
    assert rules["BUF001"]["name"] == "Leak"
    assert rules["BUF001"]["helpUri"].endswith("/docs/diagnostics.md#buf001")
    assert "not freed" in rules["BUF001"]["fullDescription"]["text"]


def test_sarif_results_have_1_based_utf16_regions_and_related_locations():
    log = json.loads(format_sarif(two_findings()))
    run = log["runs"][0]
    assert run["columnKind"] == "utf16CodeUnits"
    first, second = run["results"]
    assert first["ruleId"] == "BUF201" and first["level"] == "note"
    assert second["ruleId"] == "BUF002" and second["level"] == "error"
    assert second["message"]["text"] == "double free of %b"
    loc = second["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "src/a.mlir"
    # line 3 is "  <emoji> %b": the emoji is 2 UTF-16 units, so %b starts at unit 5
    assert loc["region"] == {"startLine": 3, "startColumn": 6, "endLine": 3, "endColumn": 8}
    rel = second["relatedLocations"]
    assert rel[0]["message"]["text"] == "first freed here"
    assert rel[0]["physicalLocation"]["region"]["startLine"] == 2
    assert rel[1]["physicalLocation"]["artifactLocation"]["uri"] == "other/file.mlir"


def test_sarif_when_clean_has_no_results_and_reports_tool_errors():
    log = json.loads(format_sarif([], ["bufls: x.mlir: cannot read"]))
    validate_sarif(log)
    run = log["runs"][0]
    assert run["results"] == []
    assert run["invocations"][0]["executionSuccessful"] is False
    assert "cannot read" in run["invocations"][0]["toolExecutionNotifications"][0]["message"]["text"]


def test_sarif_absolute_paths_are_file_uris_and_spaces_are_escaped():
    text = "x\n"
    [f] = findings_for(text, [Diagnostic.make("verify", "m", 0, 1)], "/tmp/my dir/a.mlir")
    log = json.loads(format_sarif([f]))
    assert (
        log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        == "file:///tmp/my%20dir/a.mlir"
    )


# ---------------------------------------------------------------------------
# GitHub Actions


def test_github_workflow_commands():
    out = format_github(two_findings()).splitlines()
    assert out[0] == ("::notice file=src/a.mlir,line=1,col=1,endLine=1,endColumn=10,title=BUF201::deallocation missing")
    assert out[1].startswith(
        "::error file=src/a.mlir,line=3,col=5,endLine=3,endColumn=7,title=BUF002::"
        "double free of %25b%0Anote: src/a.mlir:2:3: first freed here"
    )


def test_github_escapes_properties_and_data():
    text = "x\n"
    [f] = findings_for(text, [Diagnostic.make("BUF001", "100% leaked\nreally", 0, 1)], "a,b:c.mlir")
    line = format_github([f]).strip()
    assert line.startswith("::warning file=a%2Cb%3Ac.mlir,")
    assert line.endswith("::100%25 leaked%0Areally")


# ---------------------------------------------------------------------------
# Through the command line, with the real parser

UNDEFINED = 'func.func @f() {\n  "test.use"(%nope) : (i32) -> ()\n  return\n}\n'


@pytest.mark.parametrize("fmt", ["sarif", "github", "json", "text"])
def test_every_format_reports_a_verify_error_and_exits_1(tmp_path, capsys, fmt):
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED)
    code = cli.main(["--check", "--format", fmt, "-j", "1", str(f)])
    out = capsys.readouterr().out
    assert code == 1
    if fmt == "sarif":
        log = json.loads(out)
        validate_sarif(log)
        [result] = log["runs"][0]["results"]
        assert result["ruleId"] == "verify" and result["locations"][0]["physicalLocation"]["region"]["startLine"] == 2
    elif fmt == "github":
        assert out.startswith(f"::error file={f},line=2,")
        assert "title=verify::" in out
    elif fmt == "json":
        assert json.loads(out)[0]["code"] == "verify"
    else:
        assert out.startswith(f"{f}:2:")


def test_sarif_output_file_and_exit_zero(tmp_path, capsys):
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED)
    report = tmp_path / "out.sarif"
    code = cli.main(["--check", "--format", "sarif", "--exit-zero", "--output-file", str(report), str(f)])
    assert code == 0 and capsys.readouterr().out == ""
    validate_sarif(json.loads(report.read_text()))
