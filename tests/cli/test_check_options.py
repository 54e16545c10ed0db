"""``bufls --check`` with configuration, suppression comments, exclude
globs, the result cache, parallel workers and the progress bar (real
parser; a ``verify`` error -- an undefined SSA value -- is the finding)."""

import io
import json
import os

import pytest

import bufls.core.analyze as analyze_module
from bufls.cli import atomic, check
from bufls.cli import main as cli
from bufls.cli.cache import Cache, cache_dir

UNDEFINED = 'func.func @f() {\n  "test.use"(%nope) : (i32) -> ()\n  return\n}\n'
CLEAN = "func.func @g() {\n  return\n}\n"


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def count_analyses(monkeypatch):
    calls = []
    real = analyze_module.analyze

    def counting(text, path="<stdin>", config=None):
        calls.append(path)
        return real(text, path, config)

    monkeypatch.setattr(analyze_module, "analyze", counting)
    return calls


# ---------------------------------------------------------------------------
# Configuration and suppression


def test_severity_override_in_bufls_toml_changes_the_exit_code(tmp_path, capsys):
    (tmp_path / "bad.mlir").write_text(UNDEFINED)
    assert run(capsys, "--check", str(tmp_path))[0] == 1
    (tmp_path / "bufls.toml").write_text('[severity]\nverify = "warning"\n')
    code, out, _ = run(capsys, "--check", str(tmp_path))
    assert code == 0 and ": warning: " in out
    (tmp_path / "bufls.toml").write_text('[severity]\nverify = "off"\n')
    code, out, err = run(capsys, "--check", str(tmp_path))
    assert (code, out) == (0, "") and "no problems found" in err


def test_severity_override_in_pyproject_of_a_parent_folder(tmp_path, capsys):
    (tmp_path / "pyproject.toml").write_text('[tool.bufls.severity]\nverify = "info"\n')
    (tmp_path / "src" / "deep").mkdir(parents=True)
    (tmp_path / "src" / "deep" / "bad.mlir").write_text(UNDEFINED)
    code, out, _ = run(capsys, "--check", str(tmp_path / "src" / "deep" / "bad.mlir"))
    assert code == 0 and ": info: " in out


def test_suppression_comment_on_the_line_above_silences_the_finding(tmp_path, capsys):
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED.replace('  "test.use"', '  // bufls: ignore[verify]\n  "test.use"'))
    code, out, _ = run(capsys, "--check", str(f))
    assert (code, out) == (0, "")


def test_suppression_of_another_code_keeps_the_finding(tmp_path, capsys):
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED.replace("(i32) -> ()", "(i32) -> ()  // bufls: ignore[BUF001]"))
    assert run(capsys, "--check", str(f))[0] == 1


def test_bad_config_is_a_syntax_finding_in_the_config_file(tmp_path, capsys):
    (tmp_path / "ok.mlir").write_text(CLEAN)
    cfg = tmp_path / "bufls.toml"
    cfg.write_text('exclude = ["x"]\nseverity = { BUF001 = "loud" }\nbogus-key = 1\n')
    code, out, err = run(capsys, "--check", str(tmp_path))
    assert code == 1 and "Traceback" not in err
    assert out.splitlines() == [
        f"{cfg}:2:1: error: severity of BUF001 must be one of error, warning, info, hint, off, not 'loud' [syntax]",
        f"{cfg}:3:1: error: unknown key 'bogus-key' in the configuration; known keys: "
        "private-function-dynamic-ownership, severity, exclude, resource, dialects, dialect-include-dirs [syntax]",
    ]
    code, out, _ = run(capsys, "--check", "--format", "json", str(tmp_path))
    items = json.loads(out)
    assert {i["file"] for i in items} == {str(cfg)}
    assert items[0]["range"]["start"] == {"line": 1, "character": 0}


def test_config_with_toml_syntax_error_is_reported_once_for_many_files(tmp_path, capsys):
    for i in range(3):
        (tmp_path / f"f{i}.mlir").write_text(CLEAN)
    (tmp_path / "pyproject.toml").write_text("[tool.bufls]\nexclude = [\n")
    code, out, _ = run(capsys, "--check", str(tmp_path))
    assert code == 1
    assert len(out.splitlines()) == 1 and "invalid TOML" in out and "pyproject.toml:" in out


# ---------------------------------------------------------------------------
# Exclude


def test_exclude_globs_skip_folders_and_files(tmp_path, capsys):
    (tmp_path / "bufls.toml").write_text('exclude = ["third_party/", "*.gen.mlir"]\n')
    (tmp_path / "third_party" / "x").mkdir(parents=True)
    (tmp_path / "third_party" / "x" / "bad.mlir").write_text(UNDEFINED)
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "bad.gen.mlir").write_text(UNDEFINED)
    (tmp_path / "src" / "ok.mlir").write_text(CLEAN)
    code, out, err = run(capsys, "--check", str(tmp_path))
    assert (code, out) == (0, "")
    assert "1 file checked, 1 excluded, no problems found" in err
    # a file named on the command line (as pre-commit does) is excluded too
    code, _, err = run(capsys, "--check", str(tmp_path / "src" / "bad.gen.mlir"))
    assert code == 0 and "0 files checked, 1 excluded" in err


# ---------------------------------------------------------------------------
# Cache


def test_an_unchanged_file_is_not_analysed_again(tmp_path, capsys, count_analyses):
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED)
    first = run(capsys, "--check", "-j", "1", str(f))
    second = run(capsys, "--check", "-j", "1", str(f))
    assert first == second and first[0] == 1
    assert len(count_analyses) == 1
    assert any(os.scandir(cache_dir() / "v1"))


def test_a_changed_file_or_config_is_analysed_again(tmp_path, capsys, count_analyses):
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED)
    run(capsys, "--check", "-j", "1", str(f))
    f.write_text(UNDEFINED + "\n")
    run(capsys, "--check", "-j", "1", str(f))
    (tmp_path / "bufls.toml").write_text('[severity]\nverify = "warning"\n')
    code, out, _ = run(capsys, "--check", "-j", "1", str(f))
    assert len(count_analyses) == 3 and code == 0 and "warning" in out


def test_no_cache_flag_analyses_every_time_and_stores_nothing(tmp_path, capsys, count_analyses):
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED)
    run(capsys, "--check", "--no-cache", "-j", "1", str(f))
    run(capsys, "--check", "--no-cache", "-j", "1", str(f))
    assert len(count_analyses) == 2
    assert not (cache_dir() / "v1").exists()


def test_a_corrupt_cache_entry_is_a_miss(tmp_path, capsys, count_analyses):
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED)
    run(capsys, "--check", "-j", "1", str(f))
    for root, _dirs, files in os.walk(cache_dir()):
        for name in files:
            with open(os.path.join(root, name), "w") as out:
                out.write("{not json")
    code, out, _ = run(capsys, "--check", "-j", "1", str(f))
    assert code == 1 and "verify" in out and len(count_analyses) == 2


def test_cache_location_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("BUFLS_CACHE_DIR", str(tmp_path / "explicit"))
    assert cache_dir() == tmp_path / "explicit"
    monkeypatch.delenv("BUFLS_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir() == tmp_path / "xdg" / "bufls"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache_dir() == tmp_path / "home" / ".cache" / "bufls"


def test_an_unwritable_cache_folder_turns_the_cache_off(tmp_path, capsys, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("BUFLS_CACHE_DIR", str(blocker / "sub"))
    f = tmp_path / "bad.mlir"
    f.write_text(UNDEFINED)
    code, out, err = run(capsys, "--check", "-j", "1", str(f))
    assert code == 1 and "verify" in out and "Traceback" not in err


def test_cache_round_trips_diagnostics(tmp_path):
    from bufls.core.diagnostics import Diagnostic, Related, Severity

    cache = Cache(tmp_path)
    d = Diagnostic(
        "BUF002", "double free", 3, 7, Severity.ERROR, (Related(1, 2, "first", None), Related(0, 1, "other", "x.mlir"))
    )
    key = cache.key(b"text", "a.mlir", "cfg")
    assert cache.get(key) is None
    cache.put(key, [d])
    assert cache.get(key) == [d]
    assert cache.key(b"text", "a.mlir", "cfg2") != key and cache.key(b"text2", "a.mlir", "cfg") != key


def test_a_full_disk_turns_the_cache_off_and_leaves_no_temp_file(tmp_path, monkeypatch):
    def no_space(*args):
        raise OSError(28, "No space left on device")

    cache = Cache(tmp_path)
    key = cache.key(b"text", "a.mlir", "cfg")
    monkeypatch.setattr(atomic.os, "replace", no_space)
    cache.put(key, [])
    assert not cache.enabled and cache.get(key) is None
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == []


# ---------------------------------------------------------------------------
# Parallel workers and progress


def test_parallel_and_serial_runs_give_the_same_report(tmp_path, capsys):
    for i in range(6):
        (tmp_path / f"f{i}.mlir").write_text(UNDEFINED if i % 2 else CLEAN)
    serial = run(capsys, "--check", "--no-cache", "-j", "1", "--format", "json", str(tmp_path))
    parallel = run(capsys, "--check", "--no-cache", "-j", "3", "--format", "json", str(tmp_path))
    default = run(capsys, "--check", "--no-cache", "--format", "json", str(tmp_path))
    assert serial == parallel == default
    assert serial[0] == 1 and len(json.loads(serial[1])) == 3


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_only_on_a_terminal_with_many_files():
    tty = _Tty()
    bar = check.Progress(25, tty)
    for _ in range(25):
        bar.advance()
    bar.close()
    assert "25/25 files" in tty.getvalue() and tty.getvalue().endswith("\r\x1b[K")
    few = _Tty()
    small = check.Progress(5, few)
    small.advance()
    small.close()
    assert few.getvalue() == ""
    pipe = io.StringIO()
    piped = check.Progress(100, pipe)
    piped.advance()
    piped.close()
    assert pipe.getvalue() == ""


def test_progress_bar_is_drawn_during_a_check_of_many_files(tmp_path, capsys, monkeypatch):
    for i in range(25):
        (tmp_path / f"f{i:02}.mlir").write_text(CLEAN)
    seen = []
    real_init = check.Progress.__init__

    def init(self, total, stream=None, enabled=None):
        real_init(self, total, stream, enabled=True if total > check.PROGRESS_MIN_FILES else None)
        seen.append(self)

    monkeypatch.setattr(check.Progress, "__init__", init)
    code, out, err = run(capsys, "--check", str(tmp_path))
    assert code == 0 and out == ""
    assert seen[0].done == 25 and "25/25 files" in err
