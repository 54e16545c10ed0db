"""Real Neovim, headless, with the bufls language server (`python -m bufls`).

Three set-ups, each run once (nvim_driver.lua drives the editor's own hover
float, code-action menu and :write):
  * Neovim 0.7 (Debian's) with vim.lsp.start_client;
  * the README's snippet for Neovim 0.11+ (vim.lsp.config + vim.lsp.enable);
  * the README's snippet for Neovim 0.8-0.10 (vim.lsp.start), run by 0.11.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from editor_testing import EDITORS, REPO, SERVER_CMD, check_findings, codes, copy_examples, editor_env, need

# pytest-xdist: the real editors run on one worker, one after the other (they
# share vscode-extension/ and wait on timeouts that a second editor would squeeze).
pytestmark = pytest.mark.xdist_group("editors")

DRIVER = Path(__file__).with_name("nvim_driver.lua")
TIMEOUT_MS = 30000


def readme_snippet(marker: str) -> str:
    """The ```lua block of README.md's Editors section that contains `marker`."""
    blocks = re.findall(r"```lua\n(.*?)```", (REPO / "README.md").read_text(), re.DOTALL)
    found = [b for b in blocks if marker in b]
    assert len(found) == 1, f"README.md must have one lua snippet with {marker!r}"
    return found[0]


SETUPS = {
    "nvim0.7-start_client": ("nvim", None),
    "readme-0.11+": (EDITORS / "nvim-0.11" / "bin" / "nvim", "vim.lsp.enable("),
    "readme-0.8-0.10": (EDITORS / "nvim-0.11" / "bin" / "nvim", "vim.lsp.start("),
}


@pytest.fixture(scope="module", params=list(SETUPS))
def nvim_run(request, tmp_path_factory):
    """Runs Neovim once per set-up: diagnostics and hover on leak.mlir, the
    deallocation code action on bufferized.mlir (then :write)."""
    binary, marker = SETUPS[request.param]
    nvim = need(shutil.which(binary) if binary == "nvim" else binary, f"Neovim ({request.param})")
    tmp = tmp_path_factory.mktemp("nvim")
    ws = copy_examples(tmp / "ws")
    env = editor_env(tmp)
    env.update(
        {
            "E2E_OUT": str(tmp / "result.json"),
            "E2E_DIAG_FILE": str(ws / "leak.mlir"),
            "E2E_HOVER_PATTERN": "%%buf = memref",
            "E2E_ACTION_FILE": str(ws / "bufferized.mlir"),
            "E2E_ACTION_PATTERN": "Insert deallocations in this file",
            "E2E_TIMEOUT_MS": str(TIMEOUT_MS),
        }
    )
    init = tmp / "init.lua"
    if marker is None:
        env["E2E_SERVER_JSON"] = json.dumps(SERVER_CMD)
        init.write_text(f"dofile({json.dumps(str(DRIVER))})\n")
    else:
        init.write_text(readme_snippet(marker) + f"\ndofile({json.dumps(str(DRIVER))})\n")
    proc = subprocess.run(
        [nvim, "--headless", "-i", "NONE", "-n", "-u", str(init)],
        cwd=ws,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        check=False,
        timeout=4 * TIMEOUT_MS / 1000,
    )
    out = tmp / "result.json"
    assert out.exists(), f"Neovim wrote no result (exit {proc.returncode}):\n{proc.stdout}\n{proc.stderr}"
    result = json.loads(out.read_text())
    result["_stderr"] = proc.stderr[-2000:]
    result["_action_file"] = ws / "bufferized.mlir"
    return result


def test_diagnostics_arrive(nvim_run):
    assert nvim_run["filetype"] == "mlir"
    assert nvim_run["clients"] == ["bufls"]
    diags = nvim_run["diagnostics"]
    leak = [d for d in diags if d["code"] == "BUF001"]
    assert leak and leak[0]["lnum"] == 7 and "leak" in leak[0]["message"], diags
    assert "BUF002" in {d["code"] for d in diags}, diags


def test_hover_shows_ownership(nvim_run):
    hover = nvim_run.get("hover")
    assert isinstance(hover, str) and "%buf" in hover and re.search(r"own", hover, re.IGNORECASE), (
        hover,
        nvim_run["errors"],
        nvim_run["_stderr"],
    )


def test_code_action_inserts_deallocations(nvim_run):
    assert nvim_run.get("code_action_applied"), (
        nvim_run.get("code_actions_offered"),
        nvim_run["errors"],
        nvim_run["_stderr"],
    )
    saved = nvim_run["_action_file"]
    assert "memref.dealloc" in saved.read_text()
    left = codes(check_findings(saved))
    assert not left & {"BUF001", "BUF201", "syntax", "verify"}, left
    assert not {d["code"] for d in nvim_run["diagnostics_after_action"]} & {"BUF001", "BUF201"}


def test_code_lenses_show_each_functions_contract(nvim_run):
    lenses = nvim_run["lenses"]
    assert isinstance(lenses, list) and lenses, (lenses, nvim_run["errors"], nvim_run["_stderr"])
    assert all(" · ABI" in t and t.startswith("owns ") for t in lenses), lenses
    assert any("leak" in t for t in lenses), lenses  # leak.mlir's leaking function


def test_semantic_tokens_colour_the_buffer_by_ownership(nvim_run):
    types = nvim_run["tokens_at_hover"]
    if types is None:  # Neovim 0.7 has no semantic tokens
        version = [int(x) for x in nvim_run["nvim_version"].split(".")[:2]]
        assert version < [0, 9], nvim_run["nvim_version"]
        return
    assert types == ["ownedBuffer"], (types, nvim_run["errors"], nvim_run["_stderr"])
