"""The VS Code extension without an editor: its manifest, its grammar file, and
its own unit tests (settings, server resolution, status text) under node."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest
from editor_testing import REPO, need

# pytest-xdist: the real editors run on one worker, one after the other (they
# share vscode-extension/ and wait on timeouts that a second editor would squeeze).
pytestmark = pytest.mark.xdist_group("editors")

EXT = REPO / "vscode-extension"
MANIFEST = json.loads((EXT / "package.json").read_text())


def test_manifest_contributes_the_mlir_language_and_grammar():
    langs = MANIFEST["contributes"]["languages"]
    assert [(lang["id"], lang["extensions"]) for lang in langs] == [("mlir", [".mlir"])]
    grammar = MANIFEST["contributes"]["grammars"][0]
    assert grammar["language"] == "mlir"
    tm = json.loads((EXT / grammar["path"]).read_text())
    assert tm["scopeName"] == grammar["scopeName"]
    for rule in tm["repository"].values():  # every regex compiles (Python's re is close enough)
        for r in rule.get("patterns", [rule]):
            for key in ("match", "begin", "end"):
                if key in r:
                    re.compile(r[key])
    assert MANIFEST["activationEvents"] == ["onLanguage:mlir"]


def test_manifest_settings_and_commands():
    props = MANIFEST["contributes"]["configuration"]["properties"]
    for key in (
        "bufls.path",
        "bufls.interpreter",
        "bufls.args",
        "bufls.resources",
        "bufls.inlayHints",
        "bufls.trace.server",
    ):
        assert key in props, key
    restricted = MANIFEST["capabilities"]["untrustedWorkspaces"]["restrictedConfigurations"]
    assert set(restricted) == {"bufls.path", "bufls.interpreter", "bufls.args"}
    titles = {c["command"]: c["title"] for c in MANIFEST["contributes"]["commands"]}
    assert titles == {
        "bufls.insertDeallocationsInFile": "Insert deallocations in file",
        "bufls.insertDeallocationsInFunction": "Insert deallocations in function",
        "bufls.restartServer": "Restart server",
        "bufls.showOutput": "Show output",
        "bufls.showOwnershipGraph": "Show ownership graph",
        "bufls.showIrAfterPasses": "Show IR after each pass",
        "bufls.diffIrPasses": "Diff IR between passes",
    }
    # the server's own command name is left to vscode-languageclient (no clash)
    assert "bufls.insertDeallocations" not in titles


def test_dependencies_are_pinned_by_the_lock_file():
    lock = json.loads((EXT / "package-lock.json").read_text())
    assert lock["packages"][""]["devDependencies"]["@vscode/vsce"] == "3.9.2"
    assert lock["packages"]["node_modules/vscode-languageclient"]["version"] == "9.0.1"


def test_unit_tests_under_node():
    need(EXT / "node_modules" / "typescript", "the extension's npm packages (vscode-extension/node_modules)")
    npm = need(shutil.which("npm"), "npm")
    proc = subprocess.run([npm, "test", "--silent"], cwd=EXT, capture_output=True, text=True, check=False, timeout=300)
    summary = "\n".join(line for line in proc.stdout.splitlines() if line.startswith("# "))
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-3000:]
    assert re.search(r"^# pass [1-9]", summary, re.MULTILINE) and "# fail 0" in summary, summary
