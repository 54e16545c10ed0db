"""Real VS Code (code-server 4.100.3 = VS Code 1.100.3) in headless Chromium,
with the extension installed from vscode-extension/bufls.vsix.

One session (vscode_driver.js, ~40 s): open leak.mlir, see the leak in the
Problems panel, hover %buf and see its ownership (screenshot -> docs/vscode.png),
then run "bufls: Insert deallocations in file" on bufferized.mlir, save, and
check the saved file with `bufls --check`. Then, back in leak.mlir: the code
lens over the function (-> docs/vscode-lens.png), "bufls: Show ownership graph"
(the webview draws the leak's path in red; a click on a block selects it in the
editor; -> docs/vscode-graph.png; typing the missing dealloc redraws it without
the path), "bufls: Show IR after each pass" (a
read-only bufls-ir: document whose last stage has the deallocations the
pipeline inserted) and "bufls: Diff IR between passes" on a copy of
bufferized.mlir.

BUFLS_UPDATE_SCREENSHOT=1 copies the screenshots into docs/.

BUFLS_E2E_SERVER_PATH=/path/to/bufls runs another server build (through the
setting bufls.path instead of bufls.interpreter).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from editor_testing import EDITORS, REPO, check_findings, codes, copy_examples, editor_env, need

# pytest-xdist: the real editors run on one worker, one after the other (they
# share vscode-extension/ and wait on timeouts that a second editor would squeeze).
pytestmark = pytest.mark.xdist_group("editors")

DRIVER = Path(__file__).with_name("vscode_driver.js")
EXT = REPO / "vscode-extension"
VSIX = EXT / "bufls.vsix"
VSIX_SOURCES = (
    "package.json",
    "package-lock.json",
    "esbuild.mjs",
    ".vscodeignore",
    "README.md",
    "language-configuration.json",
    "syntaxes",
    "src",
)
SCREENSHOT = REPO / "docs" / "vscode.png"
GRAPH_SCREENSHOT = REPO / "docs" / "vscode-graph.png"
LENS_SCREENSHOT = REPO / "docs" / "vscode-lens.png"

SETTINGS = {
    "bufls.interpreter": sys.executable,  # resolution step 2: PYTHON -m bufls
    "workbench.startupEditor": "none",
    "security.workspace.trust.enabled": False,
    "telemetry.telemetryLevel": "off",
    "update.mode": "none",
    "extensions.autoCheckUpdates": False,
    "extensions.autoUpdate": False,
    "extensions.ignoreRecommendations": True,
    "workbench.enableExperiments": False,
    "workbench.tips.enabled": False,
    "chat.disableAIFeatures": True,
    "git.enabled": False,
    "editor.minimap.enabled": False,
    "editor.hover.delay": 150,
    "bufls.trace.server": "messages",  # in the output channel (read on a failure)
}


def _built_vsix() -> str:
    """vscode-extension/bufls.vsix, rebuilt first when a source is newer."""
    vsix = need(VSIX, "vscode-extension/bufls.vsix (the built extension)")
    files = [f for name in VSIX_SOURCES for f in ([EXT / name] if (EXT / name).is_file() else (EXT / name).rglob("*"))]
    if max(f.stat().st_mtime for f in files if f.is_file()) > VSIX.stat().st_mtime:
        need(EXT / "node_modules" / "@vscode" / "vsce", "the extension's npm packages, to rebuild the stale .vsix,")
        proc = subprocess.run(
            ["npm", "run", "-s", "package"], cwd=EXT, capture_output=True, text=True, check=False, timeout=300
        )
        assert proc.returncode == 0, proc.stdout + proc.stderr
    return vsix


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_healthy(port: int, proc: subprocess.Popen, log: Path, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"code-server exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                return
        except OSError:
            time.sleep(0.3)
    pytest.fail(f"code-server did not answer in {seconds}s:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="module")
def vscode_run(tmp_path_factory):
    code_server = need(EDITORS / "code-server" / "node_modules" / ".bin" / "code-server", "code-server")
    pw_modules = need(EDITORS / "playwright" / "node_modules" / "playwright-core", "playwright-core")
    chromium = need(shutil.which("chromium") or "/usr/bin/chromium", "chromium")
    node = need(shutil.which("node"), "node")
    vsix = _built_vsix()
    tmp = tmp_path_factory.mktemp("vscode")
    ws, out, ud, xd = (tmp / d for d in ("ws", "out", "user-data", "extensions"))
    copy_examples(ws)
    # the IR views on a file that has no deallocations yet (bufferized.mlir gets them in the session)
    shutil.copy(REPO / "examples" / "bufferized.mlir", ws / "passes.mlir")
    for d in (out, ud / "User", xd, tmp / "tmpdir"):
        d.mkdir(parents=True)
    env = editor_env(tmp)
    env["TMPDIR"] = str(tmp / "tmpdir")
    common = ["--config", str(tmp / "config.yaml"), "--user-data-dir", str(ud), "--extensions-dir", str(xd)]
    t0 = time.monotonic()
    inst = subprocess.run(
        [code_server, *common, "--install-extension", vsix],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert inst.returncode == 0, inst.stdout + inst.stderr
    settings = dict(SETTINGS)
    if os.environ.get("BUFLS_E2E_SERVER_PATH"):  # another server build, through bufls.path
        settings["bufls.path"] = os.environ["BUFLS_E2E_SERVER_PATH"]
    (ud / "User" / "settings.json").write_text(json.dumps(settings, indent=1))
    port = _free_port()
    log = out / "code-server.log"
    with open(log, "w") as logf:
        proc = subprocess.Popen(
            [
                code_server,
                *common,
                "--auth",
                "none",
                "--bind-addr",
                f"127.0.0.1:{port}",
                "--disable-telemetry",
                "--disable-update-check",
                "--disable-workspace-trust",
                "--disable-getting-started-override",
                str(ws),
            ],
            env=env,
            stdout=logf,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
    try:
        t1 = time.monotonic()
        _wait_healthy(port, proc, log)
        t2 = time.monotonic()
        cfg = {
            "url": f"http://127.0.0.1:{port}/?folder={ws}",
            "out": str(out),
            "chromium": chromium,
            "timeoutMs": 60000,
            "diagFile": "leak.mlir",
            "expectProblem": "leak",
            "hoverLine": "%buf = memref.alloc",
            "hoverToken": "%buf",
            "expectHover": "own",
            "actionFile": "bufferized.mlir",
            "actionFilePath": str(ws / "bufferized.mlir"),
            "actionCommand": "bufls: Insert deallocations in file",
            "graphCommand": "bufls: Show ownership graph",
            "graphFilePath": str(ws / "leak.mlir"),
            "graphClickNode": "b2",  # ^compute, the block that frees %buf
            "graphFixBefore": "return %nan",  # typed in, not saved: frees %buf on the early exit too
            "graphFixText": "  memref.dealloc %buf : memref<?xf32>",
            "lensExpect": "owns",
            "lensClickHas": "double free",  # the lens over @double_free_on_error_path
            "lensClickFunction": "@double_free_on_error_path",
            "irFile": "passes.mlir",
            "irFilePath": str(ws / "passes.mlir"),
            "irLine": "%tmp = memref.alloc()",  # in @select_or_copy, which frees nothing yet
            "irCommand": "bufls: Show IR after each pass",
            "irExpect": "memref.dealloc",
            "diffCommand": "bufls: Diff IR between passes",
        }
        node_env = {**env, "NODE_PATH": str(Path(pw_modules).parent)}
        drv = subprocess.run(
            [node, str(DRIVER), json.dumps(cfg)], env=node_env, capture_output=True, text=True, check=False, timeout=480
        )
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    result_file = out / "result.json"
    assert result_file.exists(), f"driver failed ({drv.returncode}):\n{drv.stdout}\n{drv.stderr}"
    result = json.loads(result_file.read_text())
    result["_out"] = out
    result["timing"] = {
        "install-extension": round(t1 - t0, 1),
        "code-server up": round(t2 - t1, 1),
        "browser session": round(time.monotonic() - t2, 1),
    }
    result["_action_file"] = ws / "bufferized.mlir"
    result["_exthost_log"] = "\n".join(
        p.read_text()[-3000:] for p in ud.glob("logs/**/*.log") if "exthost" in str(p) or "bufls" in p.name
    )
    return result


def _why(run) -> str:
    return (
        json.dumps({k: v for k, v in run.items() if not k.startswith("_")}, indent=1, default=str)[-6000:]
        + "\n--- extension host logs\n"
        + run["_exthost_log"][-4000:]
        + f"\n(screenshots and logs in {run['_out']})"
    )


def test_extension_gives_mlir_language_mode(vscode_run):
    assert vscode_run.get("language_mode") == "MLIR", _why(vscode_run)
    # the TextMate grammar colours the tokens: more than one token class on screen
    assert len(vscode_run.get("token_classes", [])) > 3, _why(vscode_run)


def test_problems_panel_shows_the_leak(vscode_run):
    assert vscode_run.get("problem_seen"), _why(vscode_run)
    assert any("BUF001" in p and "leak:" in p for p in vscode_run["problems"]), _why(vscode_run)


def test_status_bar_counts_findings(vscode_run):
    assert "bufls: 2 findings" in (vscode_run.get("status_bar") or ""), _why(vscode_run)


def test_hover_shows_ownership(vscode_run):
    assert vscode_run.get("hover_seen"), _why(vscode_run)
    shot = vscode_run["_out"] / "vscode.png"
    assert shot.stat().st_size > 10_000, "the screenshot of the leak and the hover"
    # the README's screenshot is refreshed on request only (a plain run leaves the tree clean)
    if os.environ.get("BUFLS_UPDATE_SCREENSHOT") == "1":
        SCREENSHOT.parent.mkdir(exist_ok=True)
        shutil.copy(shot, SCREENSHOT)


def test_insert_deallocations_in_file(vscode_run):
    assert vscode_run.get("action_saved"), _why(vscode_run)
    saved = vscode_run["_action_file"]
    assert "memref.dealloc" in saved.read_text()
    left = codes(check_findings(saved))
    assert not left & {"BUF001", "BUF201", "syntax", "verify"}, left
    # only leak.mlir's two findings are left in the status bar
    assert "bufls: 2 findings" in (vscode_run.get("status_bar_after") or ""), _why(vscode_run)


def _keep_screenshot(run, name: str, dest: Path) -> None:
    shot = run["_out"] / name
    assert shot.is_file() and shot.stat().st_size > 5_000, f"the screenshot {name}\n" + _why(run)
    if os.environ.get("BUFLS_UPDATE_SCREENSHOT") == "1":
        dest.parent.mkdir(exist_ok=True)
        shutil.copy(shot, dest)


def test_ownership_graph_panel_draws_the_leak_path(vscode_run):
    run = vscode_run
    assert run.get("graph_seen"), _why(run)
    # the leak's path: the allocating entry block, the early-exit edge and ^bail, drawn in the problem colour
    assert {"b0", "e0", "b1"} <= set(run["graph_path_ids"]), _why(run)
    assert run["graph_path_colored"] > 0, _why(run)
    assert any(p.startswith("BUF001") and "leak" in p for p in run["graph_problems"]), _why(run)
    assert "@leak_on_early_exit" in (run.get("graph_title") or ""), _why(run)
    _keep_screenshot(run, "vscode-graph.png", GRAPH_SCREENSHOT)


def test_graph_follows_the_text(vscode_run):
    # typing the missing dealloc redraws the graph without the leak's path
    assert vscode_run.get("graph_updated_on_edit"), _why(vscode_run)
    assert vscode_run["graph_problems_after_edit"] == [], _why(vscode_run)


def test_clicking_a_graph_node_selects_its_block(vscode_run):
    run = vscode_run
    assert run.get("graph_click_revealed"), _why(run)
    assert "^compute" in run["graph_click_text"], _why(run)


def test_code_lens_over_each_function(vscode_run):
    # the lens's words may change; one that says what the function owns must be there
    assert vscode_run.get("lens_seen"), _why(vscode_run)
    assert any("owns" in lens.lower() for lens in vscode_run["lenses"]), _why(vscode_run)
    _keep_screenshot(vscode_run, "vscode-lens.png", LENS_SCREENSHOT)
    # clicking one shows that function's graph (the lens's command is the extension's)
    assert vscode_run.get("lens_click_graph"), _why(vscode_run)


def test_ir_after_each_pass_opens_a_stage(vscode_run):
    run = vscode_run
    assert run.get("ir_stages"), _why(run)
    assert run.get("ir_seen"), _why(run)
    assert "memref.dealloc" in run["ir_text"], _why(run)
    assert run.get("ir_language_mode") == "MLIR", _why(run)


def test_diff_ir_between_passes(vscode_run):
    assert vscode_run.get("diff_seen"), _why(vscode_run)
