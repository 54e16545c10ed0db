"""The real ``pre-commit`` runs this repository's ``bufls`` hook.

A temporary git repository with .mlir files uses the hook through a
``.pre-commit-config.yaml`` whose ``repo:`` is a snapshot of this working
tree (committed files plus new ones, so uncommitted work is what is
tested).  pre-commit builds the hook's virtualenv with pip, offline: pip
sees only a wheelhouse made here from what is already installed -- the
setuptools wheel that virtualenv embeds (the build backend) and bufls's
pure-Python runtime dependencies repacked from this environment.
"""

from __future__ import annotations

import base64
import csv
import hashlib
import importlib.metadata
import importlib.util
import io
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

# pytest-xdist: one worker; the hook environment pre-commit builds in the first
# test (module fixture hook_setup, PRE_COMMIT_HOME) is reused by the next one
pytestmark = pytest.mark.xdist_group("precommit")

ROOT = Path(__file__).resolve().parents[2]

needs_tools = pytest.mark.skipif(
    importlib.util.find_spec("pre_commit") is None or shutil.which("git") is None or not (ROOT / ".git").exists(),
    reason="needs pre-commit (the test extra), git, and a git checkout of bufls",
)
needs_checker = pytest.mark.skipif(
    importlib.util.find_spec("bufls.core.checker.engine") is None,
    reason="the ownership checker (bufls.core.checker.engine) is not built yet",
)

UNDEFINED = 'func.func @f() {\n  "test.use"(%nope) : (i32) -> ()\n  return\n}\n'
DEFINED = 'func.func @f(%nope: i32) {\n  "test.use"(%nope) : (i32) -> ()\n  return\n}\n'
LEAK = """\
func.func @leak() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.copy %a, %b : memref<8xf32> to memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  return
}
"""
NO_LEAK = LEAK.replace("  return\n", "  memref.dealloc %b : memref<8xf32>\n  return\n")


def _git(*args, cwd):
    env = _clean_env()
    env.update(
        GIT_AUTHOR_NAME="bufls test",
        GIT_AUTHOR_EMAIL="test@example.invalid",
        GIT_COMMITTER_NAME="bufls test",
        GIT_COMMITTER_EMAIL="test@example.invalid",
    )
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True, text=True)


def _clean_env() -> dict:
    """The environment without git's hook variables (when the suite itself
    runs inside a git hook) and without pip's own indexes."""
    return {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("GIT_") and not k.startswith("PIP_") and k != "VIRTUAL_ENV"
    }


# ---------------------------------------------------------------------------
# An offline wheelhouse


def _runtime_closure() -> list[str]:
    from packaging.requirements import Requirement

    seen: dict[str, str] = {}
    todo = list(importlib.metadata.requires("bufls") or [])
    while todo:
        req = Requirement(todo.pop())
        if req.marker is not None and not req.marker.evaluate({"extra": ""}):
            continue
        key = re.sub(r"[-_.]+", "-", req.name).lower()
        if key in seen:
            continue
        seen[key] = req.name
        todo.extend(importlib.metadata.requires(req.name) or [])
    return sorted(seen.values())


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _repack(name: str, dest: Path) -> None:
    """Write an installed pure-Python distribution back as a wheel."""
    dist = importlib.metadata.distribution(name)
    info = next(f.parts[0] for f in dist.files if f.parts[0].endswith(".dist-info"))
    entries: list[tuple[str, bytes]] = []
    for f in dist.files:
        if f.parts[0] == ".." or "__pycache__" in f.parts:
            continue
        if f.parts[0] == info and f.name in ("RECORD", "INSTALLER", "REQUESTED", "direct_url.json"):
            continue
        path = Path(dist.locate_file(f))
        if path.suffix in (".so", ".pyd"):
            raise RuntimeError(f"{name} is not pure Python")
        if path.is_file():
            entries.append((f.as_posix(), path.read_bytes()))
    if not any(arc == f"{info}/WHEEL" for arc, _ in entries):
        entries.append(
            (f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: bufls-test\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
        )
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for arc, data in entries:
        writer.writerow([arc, _record_hash(data), len(data)])
    writer.writerow([f"{info}/RECORD", "", ""])
    stem = info[: -len(".dist-info")]
    with zipfile.ZipFile(dest / f"{stem}-py3-none-any.whl", "w", zipfile.ZIP_DEFLATED) as whl:
        for arc, data in entries:
            whl.writestr(arc, data)
        whl.writestr(f"{info}/RECORD", record.getvalue())


def _setuptools_wheel() -> Path | None:
    import virtualenv

    embed = Path(virtualenv.__file__).parent / "seed" / "wheels" / "embed"
    best = None
    for whl in embed.glob("setuptools-*.whl"):
        version = tuple(int(x) for x in re.findall(r"\d+", whl.name.split("-")[1])[:2])
        if version >= (68, 0) and (best is None or version > best[0]):
            best = (version, whl)
    return best[1] if best else None


# ---------------------------------------------------------------------------
# Fixtures shared by the tests of this file


@pytest.fixture(scope="module")
def hook_setup(tmp_path_factory):
    base = tmp_path_factory.mktemp("precommit")
    wheelhouse = base / "wheelhouse"
    wheelhouse.mkdir()
    setuptools_whl = _setuptools_wheel()
    if setuptools_whl is None:
        pytest.skip("virtualenv embeds no setuptools >= 68 wheel to build bufls offline")
    shutil.copy(setuptools_whl, wheelhouse)
    for name in _runtime_closure():
        _repack(name, wheelhouse)

    # a committed snapshot of this working tree (tests and benchmarks left out)
    snapshot = base / "bufls-repo"
    listed = _git("ls-files", "-z", "--cached", "--others", "--exclude-standard", cwd=ROOT).stdout
    for rel in sorted(set(filter(None, listed.split("\0")))):
        if rel.split("/")[0] in ("tests", "benchmarks"):
            continue
        src = ROOT / rel
        if src.is_file():
            (snapshot / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, snapshot / rel)
    _git("init", "-q", cwd=snapshot)
    _git("add", "-A", cwd=snapshot)
    _git("commit", "-q", "-m", "snapshot", cwd=snapshot)
    rev = _git("rev-parse", "HEAD", cwd=snapshot).stdout.strip()

    env = _clean_env()
    env.update(
        PRE_COMMIT_HOME=str(base / "pre-commit-home"),
        PIP_NO_INDEX="1",
        PIP_FIND_LINKS=str(wheelhouse),
        PIP_CONFIG_FILE=os.devnull,
        VIRTUALENV_NO_PERIODIC_UPDATE="1",
        PRE_COMMIT_COLOR="never",
    )
    return snapshot, rev, env


def _project(tmp_path, hook_setup, files: dict[str, str]) -> Path:
    snapshot, rev, _env = hook_setup
    repo = tmp_path / "project"
    repo.mkdir()
    _git("init", "-q", cwd=repo)
    (repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n- repo: {snapshot}\n  rev: {rev}\n  hooks:\n  - id: bufls\n"
    )
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    _git("add", "-A", cwd=repo)
    return repo


def _pre_commit(repo: Path, hook_setup) -> subprocess.CompletedProcess:
    _snapshot, _rev, env = hook_setup
    return subprocess.run(
        [sys.executable, "-m", "pre_commit", "run", "--all-files"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )


# ---------------------------------------------------------------------------


def test_hook_definition_matches_the_contract():
    import yaml

    [hook] = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] == "bufls"
    assert hook["entry"] == "bufls --check"
    assert hook["language"] == "python"
    assert re.search(hook["files"], "a/b.mlir") and not re.search(hook["files"], "a/b.mlir.txt")


@needs_tools
def test_pre_commit_fails_on_a_verify_error_and_passes_once_fixed(tmp_path, hook_setup):
    repo = _project(tmp_path, hook_setup, {"ok.mlir": DEFINED, "src/bad.mlir": UNDEFINED, "notes.txt": UNDEFINED})
    proc = _pre_commit(repo, hook_setup)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "Failed" in out and "src/bad.mlir:2:" in out and "[verify]" in out
    assert "notes.txt" not in out and "ok.mlir:" not in out
    (repo / "src" / "bad.mlir").write_text(DEFINED)
    _git("add", "-A", cwd=repo)
    proc = _pre_commit(repo, hook_setup)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Passed" in proc.stdout


@needs_tools
@needs_checker
def test_pre_commit_fails_on_a_leak_and_passes_once_fixed(tmp_path, hook_setup):
    # a leak is a warning by default; this project makes it an error
    repo = _project(tmp_path, hook_setup, {"bufls.toml": '[severity]\nBUF001 = "error"\n', "leak.mlir": LEAK})
    proc = _pre_commit(repo, hook_setup)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 1, out
    assert "leak.mlir:3:" in out and "[BUF001]" in out
    (repo / "leak.mlir").write_text(NO_LEAK)
    _git("add", "-A", cwd=repo)
    proc = _pre_commit(repo, hook_setup)
    assert proc.returncode == 0, proc.stdout + proc.stderr
