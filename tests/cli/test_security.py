"""Security (issue 7): configuration is data, ``--fix`` writes only the files
it was given, and the TCP server listens on the loopback interface unless
told otherwise.

- Configuration is data: ``bufls.toml``, ``[tool.bufls]`` and the editor's
  settings are parsed, never evaluated.  A resource op named like Python
  (``__import__('os').system(...)``) is rejected as a bad op name; an op
  named after a module next to the file (``evil.alloc``) imports nothing;
  no source file of bufls calls ``eval``/``exec``/``__import__`` or imports
  a module by a computed name outside the two package-internal loaders; an
  ``exclude`` glob built to make a backtracking matcher explode is answered
  at once.
- Files outside the given paths are never written: a symbolic link found in
  a given folder that points outside it is not followed by ``--fix`` (exit 2,
  the link named); a link named on the command line is followed (it was
  given).  ``--check`` and ``--diff`` write no input file at all.
- ``--tcp PORT`` binds 127.0.0.1; a real ``bufls --tcp PORT`` is seen
  listening on 127.0.0.1 only.
"""

from __future__ import annotations

import ast
import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bufls.cli import main as cli
from bufls.core.config.project import load_config
from bufls.server.settings import parse_settings

ROOT = Path(__file__).resolve().parents[2]

NEEDS_FIX = """\
func.func @f(%n: index) -> f32 {
  %0 = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %0[%c0] : memref<?xf32>
  return %v : f32
}
"""


def run(capsys, *argv) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# ---------------------------------------------------------------------------
# configuration is data

PAYLOAD = "__import__('os').system('touch PWNED')"


def _evil_module(folder: Path, name: str = "evil") -> Path:
    """A module that leaves a marker file when imported."""
    marker = folder / f"{name}-was-imported"
    (folder / f"{name}.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    return marker


@pytest.mark.parametrize("file, table", [("bufls.toml", ""), ("pyproject.toml", "tool.bufls.")])
def test_a_python_expression_as_op_name_is_a_bad_op_name(tmp_path, capsys, monkeypatch, file, table):
    monkeypatch.chdir(tmp_path)
    (tmp_path / file).write_text(f"""\
[[{table}resource]]
name = "pool"
alloc = ["{PAYLOAD}"]
dealloc = "acme.free"
""")
    (tmp_path / "a.mlir").write_text(NEEDS_FIX)
    code, out, _err = run(capsys, "--check", "--format", "json", "--no-cache", str(tmp_path / "a.mlir"))
    report = json.loads(out)
    problems = [r for r in report if r["file"].endswith(file)]
    assert problems and "is not an op name" in problems[0]["message"], report
    assert code == 1
    assert not (tmp_path / "PWNED").exists() and not Path("PWNED").exists()


def test_op_names_of_modules_next_to_the_file_import_nothing(tmp_path, capsys, monkeypatch):
    marker = _evil_module(tmp_path)
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    (tmp_path / "bufls.toml").write_text("""\
[[resource]]
name = "pool"
alloc = ["evil.alloc"]
dealloc = "evil.free"
clone = "evil.clone"
""")
    (tmp_path / "a.mlir").write_text("""\
func.func @f() {
  %0 = "evil.alloc"() : () -> memref<2xf32>
  "evil.free"(%0) : (memref<2xf32>) -> ()
  return
}
""")
    for argv in (["--check"], ["--fix"], ["--diff"]):
        code, _, err = run(capsys, *argv, "--no-cache", "-j", "1", str(tmp_path / "a.mlir"))
        assert code == 0, err
    assert load_config(tmp_path).resources is not None
    assert "evil" not in sys.modules and not marker.exists()


def test_editor_settings_are_data_too(tmp_path):
    marker = _evil_module(tmp_path, "evil2")
    sys.path.insert(0, str(tmp_path))
    try:
        settings = parse_settings(
            {
                "bufls": {
                    "resource": [{"name": "pool", "alloc": [PAYLOAD], "dealloc": "evil2.free"}],
                    "severity": {"BUF001": PAYLOAD},
                    "exclude": [PAYLOAD],
                }
            }
        )
        config = settings.config_for(str(tmp_path / "a.mlir"))
        messages = " ".join(p.diagnostic.message for p in config.problems)
        assert "is not an op name" in messages
        assert config.resource_specs == ()
        assert dict(config.severity).get("BUF001") != PAYLOAD
    finally:
        sys.path.remove(str(tmp_path))
    assert "evil2" not in sys.modules and not marker.exists()


def test_an_exclude_glob_cannot_hang_the_checker(tmp_path):
    """``*a*a*a...b`` against a long name takes a backtracking regex hours
    (a subprocess with a timeout, so a regression fails instead of hanging)."""
    (tmp_path / "bufls.toml").write_text('exclude = ["' + "*a" * 30 + 'b"]\n')
    name = tmp_path / ("a" * 60 + ".mlir")
    name.write_text("func.func @f() {\n  return\n}\n")
    proc = subprocess.run(
        [sys.executable, "-m", "bufls", "--check", "--no-cache", "-j", "1", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert "1 file checked" in proc.stderr


#: Calls that would turn text into code, and the only places allowed to
#: import a module by a computed name (package-internal names).
_FORBIDDEN = {"eval", "exec", "compile", "__import__", "execfile"}
_DYNAMIC_IMPORT_OK = {"core/ir/registry.py", "core/passes/__init__.py", "server/server.py"}


def _sources() -> list[Path]:
    return sorted(p for folder in ("core", "server", "bufls") for p in (ROOT / folder).rglob("*.py"))


def test_no_source_file_evaluates_text_or_imports_a_computed_name():
    found = []
    for path in _sources():
        rel = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), rel)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name in _FORBIDDEN and not (isinstance(f, ast.Attribute) and name == "compile"):
                found.append(f"{rel}:{node.lineno}: {name}()")
            if name in ("import_module", "spec_from_file_location", "load_module") and rel not in _DYNAMIC_IMPORT_OK:
                found.append(f"{rel}:{node.lineno}: {name}()")
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                if any(n.split(".")[0] in ("pickle", "marshal", "shelve", "yaml") for n in names):
                    found.append(f"{rel}:{node.lineno}: imports {names}")
    assert not found, "\n".join(found)


def _bufls_names(tree: ast.AST) -> set[str]:
    """Variables that hold a ``bufls.`` module name: assigned a string or
    f-string that starts with ``bufls.``, or the loop variable over a
    module-level tuple of such strings."""

    def is_bufls(e) -> bool:
        if isinstance(e, ast.JoinedStr) and e.values:
            e = e.values[0]
        return isinstance(e, ast.Constant) and str(e.value).startswith("bufls.")

    named = {
        t.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        for t in node.targets
        if isinstance(t, ast.Name) and is_bufls(node.value)
    }
    tuples = {
        t.id
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple) and all(map(is_bufls, node.value.elts))
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    return named | {
        node.target.id
        for node in ast.walk(tree)
        if isinstance(node, ast.For)
        and isinstance(node.target, ast.Name)
        and isinstance(node.iter, ast.Name)
        and node.iter.id in tuples
    }


def test_the_dynamic_imports_load_only_bufls_modules():
    """The registry (dialect modules), the pass list and the server's
    feature table import ``<a bufls package>.<name>``, with names from the
    package itself, never from user input."""
    for rel in _DYNAMIC_IMPORT_OK:
        tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
        safe = _bufls_names(tree)
        calls = [
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module"
        ]
        assert calls, rel
        for node in calls:
            arg = node.args[0]
            if isinstance(arg, ast.Name) and arg.id in safe:
                continue
            assert isinstance(arg, ast.JoinedStr), ast.unparse(arg)
            head = arg.values[0]
            package = ast.unparse(head.value) if isinstance(head, ast.FormattedValue) else head.value
            assert package in ("dialects.__name__", "__name__", *safe) or package.startswith("bufls."), ast.unparse(arg)


# ---------------------------------------------------------------------------
# files outside the given paths are never written


@pytest.fixture
def linked(tmp_path):
    """given/ holds a link to outside/x.mlir; both files need fixing."""
    given, outside = tmp_path / "given", tmp_path / "outside"
    given.mkdir()
    outside.mkdir()
    (outside / "x.mlir").write_text(NEEDS_FIX)
    (given / "inside.mlir").write_text(NEEDS_FIX)
    (given / "link.mlir").symlink_to(outside / "x.mlir")
    return given, outside


def test_fix_does_not_follow_a_link_out_of_the_given_folder(linked, capsys):
    given, outside = linked
    code, _, err = run(capsys, "--fix", "--no-cache", "-j", "1", str(given))
    assert code == 2
    assert f"bufls: {given / 'link.mlir'}: not written: it is a link to {outside / 'x.mlir'}" in err
    assert (outside / "x.mlir").read_text() == NEEDS_FIX
    assert (given / "link.mlir").is_symlink()
    assert "memref.dealloc" in (given / "inside.mlir").read_text()  # the rest is fixed


def test_fix_follows_a_link_named_on_the_command_line(linked, capsys):
    given, outside = linked
    code, _, err = run(capsys, "--fix", "--no-cache", "-j", "1", str(given / "link.mlir"))
    assert code == 0, err
    assert (given / "link.mlir").is_symlink()
    assert "memref.dealloc" in (outside / "x.mlir").read_text()


def test_a_link_inside_the_given_folder_is_followed(tmp_path, capsys):
    (tmp_path / "real.mlir").write_text(NEEDS_FIX)
    (tmp_path / "alias.mlir").symlink_to(tmp_path / "real.mlir")
    code, _, err = run(capsys, "--fix", "--no-cache", "-j", "1", str(tmp_path))
    assert code == 0, err
    assert (tmp_path / "alias.mlir").is_symlink() and "memref.dealloc" in (tmp_path / "real.mlir").read_text()


def _snapshot(folder: Path) -> dict:
    return {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.rglob("*") if p.is_file()}


@pytest.mark.parametrize("mode", ["--check", "--diff"])
def test_check_and_diff_write_no_input_file(linked, capsys, mode):
    given, _outside = linked
    before = _snapshot(given.parent)
    code, _, err = run(capsys, mode, "--no-cache", "-j", "1", str(given))
    assert code in (0, 1), err
    assert _snapshot(given.parent) == before


# ---------------------------------------------------------------------------
# --tcp binds the loopback interface by default


@pytest.mark.parametrize(
    "value, host",
    [("2087", "127.0.0.1"), (":2087", "127.0.0.1"), ("localhost:2087", "localhost"), ("0.0.0.0:2087", "0.0.0.0")],
)
def test_tcp_host_defaults_to_loopback(monkeypatch, capsys, value, host):
    import bufls.server.server as server_module

    class FakeServer:
        def start_tcp(self, h, p):
            calls.append(("tcp", h, p))

        def start_io(self):
            calls.append(("io",))

    calls: list = []
    monkeypatch.setattr(server_module, "create_server", lambda *a, **k: FakeServer())
    assert run(capsys, "--tcp", value)[0] == 0
    assert calls == [("tcp", host, 2087)]


def test_server_start_without_a_host_binds_loopback(monkeypatch):
    import bufls.server.server as server_module

    calls: list = []

    class FakeServer:
        def start_tcp(self, h, p):
            calls.append((h, p))

    monkeypatch.setattr(server_module, "create_server", lambda *a, **k: FakeServer())
    server_module.start("tcp")
    assert calls == [("127.0.0.1", 0)]


def _listening_addresses(port: int) -> set[str]:
    """Local addresses of the sockets listening on ``port`` (Linux /proc)."""
    found = set()
    for table, family in (("/proc/net/tcp", 4), ("/proc/net/tcp6", 6)):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            address, hexport = fields[1].split(":")
            if int(hexport, 16) == port and fields[3] == "0A":  # 0A: LISTEN
                if family == 4:
                    found.add(socket.inet_ntop(socket.AF_INET, bytes.fromhex(address)[::-1]))
                else:
                    raw = bytes.fromhex(address)
                    found.add(
                        socket.inet_ntop(socket.AF_INET6, b"".join(raw[i : i + 4][::-1] for i in range(0, 16, 4)))
                    )
    return found


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="needs Linux /proc/net/tcp")
def test_a_real_tcp_server_listens_on_loopback_only():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(
        [sys.executable, "-m", "bufls", "--tcp", str(port)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 60
        while not _listening_addresses(port):
            assert proc.poll() is None, proc.stderr.read().decode(errors="replace")
            assert time.monotonic() < deadline, "the server did not start listening"
            time.sleep(0.1)
        assert _listening_addresses(port) == {"127.0.0.1"}
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        proc.stderr.close()
