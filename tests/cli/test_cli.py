"""The `bufls` command line contract, checked against a fake bufls.core.api.

The fake turns marker words in the input into diagnostics, so these tests
pin the CLI's own job -- finding files, exit codes, text/JSON formats,
UTF-16 columns, error handling -- independently of the real checker
(tests/cli/test_cli_e2e.py runs the real one).
"""

import json
import sys
import types
from dataclasses import dataclass, field

import pytest

import bufls.core
import bufls.server
from bufls.cli import main as cli
from bufls.cli import parallel
from bufls.core.diagnostics import Diagnostic, Related

# ---------------------------------------------------------------------------
# The fake api


def _fake_check_file(text: str, path: str) -> list[Diagnostic]:
    out = []
    if "BOOM" in text:
        raise RuntimeError("the checker fell over")
    for word, code in (("LEAK", "BUF001"), ("FREE2", "BUF002"), ("NOTE", "BUF201")):
        start = text.find(word)
        while start >= 0:
            related = ()
            if code == "BUF002":
                first = text.find("FREE1")
                related = (Related(first, first + 5, "first freed here"),)
            out.append(Diagnostic.make(code, f"{word.lower()} found", start, start + len(word), related))
            start = text.find(word, start + 1)
    return out


@dataclass
class _FakeResult:
    diagnostics: list = field(default_factory=list)
    modules: list = field(default_factory=list)


def _fake_parse_file(text: str, path: str, split: bool = True) -> _FakeResult:
    diags = []
    start = text.find("BAD")
    if start >= 0:
        diags.append(Diagnostic.make("syntax", "expected operation name", start, start + 3))
    return _FakeResult(diags, text.split("// -----") if split else [text])


def _fake_parse_and_check(text: str, path: str, split: bool = True) -> _FakeResult:
    """What ``bufls.core.analyze`` sees: parse diagnostics and the markers."""
    result = _fake_parse_file(text, path, split)
    result.diagnostics.extend(_fake_check_file(text, path))
    return result


def _fake_print_result(result: _FakeResult, generic: bool, explicit_module: bool = False) -> str:
    body = '"builtin.module"() ({\n}) : () -> ()\n' if generic else "module {\n}\n"
    return "// -----\n".join(body for _ in result.modules)


@pytest.fixture
def fake_api(monkeypatch):
    api = types.ModuleType("bufls.core.api")
    # bufls.core.analyze parses with api.parse_file, then runs the checker:
    # the fake parse reports the markers too, the fake checker adds nothing
    api.parse_file = _fake_parse_and_check
    api.print_result = _fake_print_result
    monkeypatch.setitem(sys.modules, "bufls.core.api", api)
    monkeypatch.setattr(bufls.core, "api", api, raising=False)
    checker = types.ModuleType("bufls.core.checker.engine")
    checker.check_module = lambda pm, config, text=None: []
    from bufls.core import analyze

    monkeypatch.setattr(analyze, "ownership_checker", lambda: checker)
    monkeypatch.setattr(parallel, "api", api)  # imported above, with the real api
    monkeypatch.delenv("BUFLS_DEBUG", raising=False)
    monkeypatch.setenv("BUFLS_OPT_JOBS", "1")  # the fake modules cannot be split
    return api


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# ---------------------------------------------------------------------------
# --check: formats and exit codes


def test_clean_file_exits_0_with_empty_text_and_json_reports(tmp_path, capsys, fake_api):
    f = tmp_path / "ok.mlir"
    f.write_text("func.func @f() {\n  return\n}\n")
    code, out, err = run(capsys, "--check", str(f))
    assert (code, out) == (0, "")
    assert "1 file checked, no problems found" in err
    code, out, _ = run(capsys, "--check", "--format", "json", str(f))
    assert code == 0 and json.loads(out) == []


def test_text_format_is_path_line_col_severity_message_code_with_notes(tmp_path, capsys, fake_api):
    f = tmp_path / "bad.mlir"
    f.write_text("// FREE1 here\n  x = FREE2\n")
    code, out, _ = run(capsys, "--check", str(f))
    assert code == 1
    assert out.splitlines() == [
        f"{f}:2:7: error: free2 found [BUF002]",
        f"{f}:1:4: note: first freed here",
    ]


def test_json_format_matches_the_contract_with_0_based_utf16_positions(tmp_path, capsys, fake_api):
    f = tmp_path / "u.mlir"
    # the emoji is one code point but two UTF-16 code units
    f.write_text("// \U0001f600 FREE1\n// \U0001f600 FREE2\n", encoding="utf-8")
    code, out, _ = run(capsys, "--check", "--format", "json", str(f))
    assert code == 1
    assert json.loads(out) == [
        {
            "file": str(f),
            "range": {"start": {"line": 1, "character": 6}, "end": {"line": 1, "character": 11}},
            "severity": "error",
            "code": "BUF002",
            "message": "free2 found",
            "related": [
                {
                    "file": str(f),
                    "range": {"start": {"line": 0, "character": 6}, "end": {"line": 0, "character": 11}},
                    "message": "first freed here",
                }
            ],
        }
    ]


def test_text_columns_count_code_points(tmp_path, capsys, fake_api):
    f = tmp_path / "u.mlir"
    f.write_text("// \U0001f600 LEAK\n", encoding="utf-8")
    _, out, _ = run(capsys, "--check", str(f))
    assert out.startswith(f"{f}:1:6: warning: leak found [BUF001]")


def test_warnings_and_infos_alone_exit_0(tmp_path, capsys, fake_api):
    f = tmp_path / "w.mlir"
    f.write_text("LEAK\nNOTE\n")
    code, out, err = run(capsys, "--check", str(f))
    assert code == 0
    assert "warning: leak found [BUF001]" in out and "info: note found [BUF201]" in out
    assert "1 warning, 1 info" in err


def test_exit_zero_turns_findings_into_success(tmp_path, capsys, fake_api):
    f = tmp_path / "e.mlir"
    f.write_text("FREE1 FREE2\n")
    assert run(capsys, "--check", str(f))[0] == 1
    assert run(capsys, "--check", "--exit-zero", str(f))[0] == 0


def test_output_file_receives_the_report_and_stdout_stays_empty(tmp_path, capsys, fake_api):
    f = tmp_path / "e.mlir"
    f.write_text("FREE2\n")
    report = tmp_path / "report.json"
    code, out, _ = run(capsys, "--check", "--format", "json", "--output-file", str(report), str(f))
    assert code == 1 and out == ""
    assert json.loads(report.read_text())[0]["code"] == "BUF002"


def test_unwritable_output_file_exits_2(tmp_path, capsys, fake_api):
    f = tmp_path / "e.mlir"
    f.write_text("")
    code, _, err = run(capsys, "--check", "--output-file", str(tmp_path / "no" / "dir" / "r"), str(f))
    assert code == 2 and "cannot write" in err


def test_crlf_files_report_the_same_lines_and_columns(tmp_path, capsys, fake_api):
    f = tmp_path / "crlf.mlir"
    f.write_bytes(b"// a\r\n  LEAK\r\n")
    _, out, _ = run(capsys, "--check", str(f))
    assert out.startswith(f"{f}:2:3: warning:")


# ---------------------------------------------------------------------------
# --check: finding files


def test_folders_are_searched_recursively_for_mlir_files_in_sorted_order(tmp_path, capsys, fake_api):
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "deep").mkdir(parents=True)
    (tmp_path / ".git").mkdir()
    (tmp_path / "b" / "x.mlir").write_text("LEAK\n")
    (tmp_path / "a" / "deep" / "y.mlir").write_text("LEAK\n")
    (tmp_path / "a" / "notes.txt").write_text("LEAK\n")
    (tmp_path / ".git" / "z.mlir").write_text("LEAK\n")
    _, out, err = run(capsys, "--check", str(tmp_path))
    files = [line.split(":")[0] for line in out.splitlines()]
    assert files == [str(tmp_path / "a" / "deep" / "y.mlir"), str(tmp_path / "b" / "x.mlir")]
    assert "2 files checked" in err


def test_a_file_named_explicitly_is_checked_whatever_its_suffix_and_only_once(tmp_path, capsys, fake_api):
    f = tmp_path / "input.txt"
    f.write_text("LEAK\n")
    _, out, _ = run(capsys, "--check", str(f), str(f))
    assert out.count("BUF001") == 1


def test_stdin_is_checked_for_a_dash(monkeypatch, capsys, fake_api):
    import io

    monkeypatch.setattr(sys, "stdin", types.SimpleNamespace(buffer=io.BytesIO(b"FREE2\n")))
    code, out, _ = run(capsys, "--check", "-")
    assert code == 1 and out.startswith("<stdin>:1:1: error:")


def test_missing_path_exits_2_naming_it_but_still_checks_the_rest(tmp_path, capsys, fake_api):
    f = tmp_path / "e.mlir"
    f.write_text("FREE2\n")
    code, out, err = run(capsys, "--check", str(tmp_path / "nope.mlir"), str(f))
    assert code == 2
    assert f"{tmp_path / 'nope.mlir'}: no such file or directory" in err
    assert "BUF002" in out


def test_non_utf8_file_exits_2_with_a_clear_message(tmp_path, capsys, fake_api):
    f = tmp_path / "latin1.mlir"
    f.write_bytes(b"// caf\xe9\n")
    code, _out, err = run(capsys, "--check", str(f))
    assert code == 2
    assert str(f) in err and "not valid UTF-8" in err and "line 1" in err
    assert "Traceback" not in err


def test_unreadable_file_exits_2(tmp_path, capsys, fake_api, monkeypatch):
    f = tmp_path / "x.mlir"
    f.write_text("")

    def deny(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("pathlib.Path.read_bytes", deny)
    code, _, err = run(capsys, "--check", str(f))
    assert code == 2 and f"{f}: cannot read: Permission denied" in err


def test_internal_error_exits_2_without_a_traceback(tmp_path, capsys, fake_api):
    f = tmp_path / "boom.mlir"
    f.write_text("BOOM\n")
    code, _, err = run(capsys, "--check", str(f))
    assert code == 2
    assert "internal error" in err and "the checker fell over" in err and str(f) in err
    assert "0 files checked, 1 could not be checked" in err
    assert "Traceback" not in err


def test_bufls_debug_shows_the_traceback_of_an_internal_error(tmp_path, capsys, fake_api, monkeypatch):
    monkeypatch.setenv("BUFLS_DEBUG", "1")
    f = tmp_path / "boom.mlir"
    f.write_text("BOOM\n")
    code, _, err = run(capsys, "--check", str(f))
    assert code == 2 and "Traceback" in err


def test_check_without_paths_is_a_usage_error(capsys, fake_api):
    code, _, err = run(capsys, "--check")
    assert code == 2 and "PATH" in err


def test_unknown_format_is_a_usage_error(tmp_path, capsys, fake_api):
    code, _, err = run(capsys, "--check", "--format", "xml", str(tmp_path))
    assert code == 2 and "invalid choice" in err


def test_version_prints_and_exits_0(capsys):
    code, out, _ = run(capsys, "--version")
    assert code == 0 and out.startswith("bufls 0.")


# ---------------------------------------------------------------------------
# bufls opt


def test_opt_prints_the_module(tmp_path, capsys, fake_api):
    f = tmp_path / "m.mlir"
    f.write_text("func.func @f() {\n  return\n}\n")
    code, out, err = run(capsys, "opt", str(f))
    assert (code, out, err) == (0, "module {\n}\n", "")


def test_opt_generic_and_output_file_and_single_dash_llvm_flags(tmp_path, capsys, fake_api):
    f = tmp_path / "m.mlir"
    f.write_text("a\n// -----\nb\n")
    out_file = tmp_path / "out.mlir"
    code, out, _ = run(capsys, "opt", "-split-input-file", "-mlir-print-op-generic", f"-o={out_file}", str(f))
    assert code == 0 and out == ""
    assert out_file.read_text().count('"builtin.module"') == 2


def test_opt_reports_errors_upstream_style_and_exits_1(tmp_path, capsys, fake_api):
    f = tmp_path / "m.mlir"
    f.write_text("func.func @f() {\n  BAD\n}\n")
    code, out, err = run(capsys, "opt", str(f))
    assert code == 1 and out == ""
    assert err == f"{f}:2:3: error: expected operation name\n  BAD\n  ^\n"


def test_opt_without_split_input_file_prints_one_module(tmp_path, capsys, fake_api):
    f = tmp_path / "m.mlir"
    f.write_text("a\n// -----\nb\n")
    assert run(capsys, "opt", str(f))[1] == "module {\n}\n"
    assert run(capsys, "opt", "--split-input-file", str(f))[1] == "module {\n}\n// -----\nmodule {\n}\n"


def test_opt_reads_stdin_by_default(monkeypatch, capsys, fake_api):
    import io

    monkeypatch.setattr(sys, "stdin", types.SimpleNamespace(buffer=io.BytesIO(b"BAD\n")))
    code, _, err = run(capsys, "opt")
    assert code == 1 and err.startswith("<stdin>:1:1: error:")


@pytest.mark.parametrize("flag", ["--frobnicate", "-frobnicate", "-ofile"])
def test_opt_unknown_flag_is_a_usage_error(tmp_path, capsys, fake_api, flag):
    code, _, err = run(capsys, "opt", flag, str(tmp_path / "m.mlir"))
    assert code == 2 and "unknown option" in err


@pytest.mark.parametrize(
    "flag, message",
    [
        ("--buffer-deallocation-pipeline=no-such-option=1", "no such option 'no-such-option'"),
        ("-expand-realloc=emit-deallocs=maybe", "expects true or false"),
        ("--pass-pipeline=builtin.module(func.func(no-such-pass))", "'no-such-pass' does not refer"),
    ],
)
def test_opt_bad_pass_options_are_usage_errors(tmp_path, capsys, fake_api, flag, message):
    code, _, err = run(capsys, "opt", flag, str(tmp_path / "m.mlir"))
    assert code == 2 and message in err and "Traceback" not in err


def test_opt_missing_input_exits_2(tmp_path, capsys, fake_api):
    code, _, err = run(capsys, "opt", str(tmp_path / "nope.mlir"))
    assert code == 2 and "nope.mlir" in err and "Traceback" not in err


def test_opt_internal_error_exits_2_without_traceback(tmp_path, capsys, fake_api, monkeypatch):
    def boom(text, path, split=True):
        raise ValueError("parser bug")

    monkeypatch.setattr(fake_api, "parse_file", boom)
    f = tmp_path / "m.mlir"
    f.write_text("x\n")
    code, _, err = run(capsys, "opt", str(f))
    assert code == 2 and "parser bug" in err and "Traceback" not in err


# ---------------------------------------------------------------------------
# language server start


@pytest.mark.parametrize(
    "argv,expected",
    [
        ([], ("stdio", None, None)),
        (["--stdio"], ("stdio", None, None)),
        (["--tcp", "127.0.0.1:2087"], ("tcp", "127.0.0.1", 2087)),
        (["--tcp", "[::1]:2087"], ("tcp", "::1", 2087)),
        (["--tcp", "2087"], ("tcp", "127.0.0.1", 2087)),  # a port alone: loopback, never all interfaces
        (["--tcp", ":2087"], ("tcp", "127.0.0.1", 2087)),
    ],
)
def test_server_modes_are_passed_to_start(monkeypatch, capsys, argv, expected):
    monkeypatch.setenv("BUFLS_WORKER", "1")  # on stdio: the analysing server, not its supervisor
    calls = []
    fake = types.ModuleType("bufls.server.server")
    fake.start = lambda mode, host=None, port=None: calls.append((mode, host, port))
    monkeypatch.setitem(sys.modules, "bufls.server.server", fake)
    monkeypatch.setattr(bufls.server, "server", fake, raising=False)
    assert run(capsys, *argv)[0] == 0
    assert calls == [expected]


@pytest.mark.parametrize("argv", [[], ["--stdio"]])
def test_stdio_runs_the_supervisor(monkeypatch, capsys, argv):
    monkeypatch.delenv("BUFLS_WORKER", raising=False)
    calls = []
    fake = types.ModuleType("bufls.server.supervisor")
    fake.run = lambda: calls.append("supervisor") or 0
    monkeypatch.setitem(sys.modules, "bufls.server.supervisor", fake)
    monkeypatch.setattr(bufls.server, "supervisor", fake, raising=False)
    assert run(capsys, *argv)[0] == 0
    assert calls == ["supervisor"]


@pytest.mark.parametrize("value", ["host:", "host:port", "host:70000", "0", "[]:2087", "2087x"])
def test_bad_tcp_address_is_a_usage_error(capsys, value):
    code, _, err = run(capsys, "--tcp", value)
    assert code == 2 and "[HOST:]PORT" in err


def test_paths_without_check_are_a_usage_error(capsys):
    code, _, err = run(capsys, "examples/")
    assert code == 2 and "--check" in err


def test_a_checker_that_cannot_load_is_reported_once_and_exits_2(tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "bufls.core.api", None)  # makes the import fail
    monkeypatch.delattr(bufls.core, "api", raising=False)
    monkeypatch.delenv("BUFLS_DEBUG", raising=False)
    (tmp_path / "a.mlir").write_text("")
    (tmp_path / "b.mlir").write_text("")
    code, out, err = run(capsys, "--check", str(tmp_path))
    assert code == 2 and out == ""
    assert err.count("internal error") == 1 and "Traceback" not in err
