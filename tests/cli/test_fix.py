"""``bufls --fix`` and ``--diff``: the splicing and writing machinery, with
the real parser and printer, a fake checker (BUF201 on every dealloc-free
function that allocates) and a fake transform (a ``memref.dealloc`` of each
allocation before the function's return) standing in for the pipeline."""

import io
import os
import sys
import types

import pytest

import bufls.core.analyze as analyze_module
from bufls.cli import atomic
from bufls.cli import fix as fix_module
from bufls.cli import main as cli
from bufls.core.diagnostics import Diagnostic
from bufls.core.ir.nodes import Operation


def _top_ops(pm):
    region = pm.op.regions[0]
    return region.blocks[0].ops if region.blocks else []


def fake_check_module(pm, config, text=None):
    out = []
    for op in _top_ops(pm):
        names = [o.name for o in op.walk()]
        if op.name == "func.func" and "memref.alloc" in names and "memref.dealloc" not in names:
            out.append(Diagnostic.make("BUF201", "deallocation missing", op.span[0], op.span[0] + 9))
    return out


class FakeTransform:
    """Frees each allocation before the return; remembers what it was shown."""

    def __init__(self):
        self.seen = []

    def __call__(self, pm):
        changed = set()
        for func in _top_ops(pm):
            self.seen.append(func.attr("sym_name").value)
            ret = func.regions[0].blocks[-1].ops[-1]
            for op in list(func.walk()):
                if op.name == "memref.alloc":
                    ret.parent.insert_before(ret, Operation("memref.dealloc", operands=[op.results[0]]))
                    changed.add(func)
        return changed


@pytest.fixture
def fake(monkeypatch):
    checker = types.SimpleNamespace(check_module=fake_check_module)
    monkeypatch.setattr(analyze_module, "ownership_checker", lambda: checker)
    transform = FakeTransform()
    monkeypatch.setattr(fix_module, "default_transform", lambda config: transform)
    monkeypatch.delenv("BUFLS_DEBUG", raising=False)
    return transform


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


KEPT = """\
// header comment: kept
module {
  // a correct function, kept byte-identical
  func.func @ok(%a: memref<2xf32>) {
    %0 = memref.alloc()   : memref<2xf32>   // odd   spacing
    memref.dealloc %0 : memref<2xf32>
    return
  }

"""
NEEDS = """\
  // needs deallocation
  func.func @needs(%n: index) {
    %0 = memref.alloc(%n) : memref<?xf32>  // this comment goes
    return
  }
"""
FIXED = """\
  // needs deallocation
  func.func @needs(%n: index) {
    %0 = memref.alloc(%n) : memref<?xf32>
    memref.dealloc %0 : memref<?xf32>
    return
  }
"""
SOURCE = KEPT + NEEDS + "}\n// trailing comment\n"
EXPECTED = KEPT + FIXED + "}\n// trailing comment\n"


def test_fix_rewrites_only_the_functions_that_need_it(tmp_path, capsys, fake):
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)
    code, out, err = run(capsys, "--fix", "-j", "1", str(f))
    assert f.read_text() == EXPECTED
    assert (code, out) == (0, "") and "fixed 1 file" in err
    assert fake.seen == ["needs"]  # the correct function never reaches the pipeline
    code, _, err = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 0 and "fixed 0 files" in err and f.read_text() == EXPECTED


def test_fix_reports_what_remains_in_the_chosen_format(tmp_path, capsys, fake):
    f = tmp_path / "a.mlir"
    f.write_text(
        SOURCE.replace(
            "memref.dealloc %0 : memref<2xf32>\n",
            'memref.dealloc %0 : memref<2xf32>\n    "test.use"(%undefined) : (i32) -> ()\n',
        )
    )
    code, out, _ = run(capsys, "--fix", "-j", "1", "--format", "json", str(f))
    # the verify error stops the fix (the file does not verify) and is reported
    assert code == 1 and '"code": "verify"' in out
    assert "memref.dealloc %0 : memref<?xf32>" not in f.read_text()


def test_diff_prints_the_change_writes_nothing_and_exits_1(tmp_path, capsys, fake):
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)
    code, out, _ = run(capsys, "--diff", "-j", "1", str(f))
    assert code == 1 and f.read_text() == SOURCE
    assert out.startswith(f"--- {f}\n+++ {f}\n@@ ")
    assert "-    %0 = memref.alloc(%n) : memref<?xf32>  // this comment goes\n" in out
    assert "+    memref.dealloc %0 : memref<?xf32>\n" in out
    assert sum(line.startswith(("+", "-")) for line in out.splitlines()) == 5  # 2 headers + 3 lines
    f.write_text(EXPECTED)
    assert run(capsys, "--diff", "-j", "1", str(f))[:2] == (0, "")


def test_diff_reads_stdin_but_fix_refuses_it(monkeypatch, capsys, fake):
    monkeypatch.setattr(sys, "stdin", types.SimpleNamespace(buffer=io.BytesIO(SOURCE.encode())))
    code, out, _ = run(capsys, "--diff", "-")
    assert code == 1 and "+    memref.dealloc" in out and out.startswith("--- <stdin>")
    code, _, err = run(capsys, "--fix", "-")
    assert code == 2 and "stdin" in err


def test_a_file_that_does_not_parse_is_never_written(tmp_path, capsys, fake):
    f = tmp_path / "a.mlir"
    broken = NEEDS + "func.func @broken( {\n"
    f.write_text(broken)
    code, _, err = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 1 and f.read_text() == broken
    assert "not fixed: the file has syntax errors" in err
    assert fake.seen == []


def test_fixed_text_that_would_not_parse_is_never_written(tmp_path, capsys, fake, monkeypatch):
    def bad_transform(pm):
        garbage = Operation("bogus.op")
        garbage.opaque = "this is not } MLIR {"
        pm.op.regions[0].blocks[0].append(garbage)
        return {garbage}

    monkeypatch.setattr(fix_module, "default_transform", lambda config: bad_transform)
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)
    code, _, err = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 2 and f.read_text() == SOURCE
    assert "would not parse" in err and "bug in bufls" in err
    assert sorted(os.listdir(tmp_path)) == ["a.mlir"]


def test_a_crashing_transform_is_an_internal_error_and_writes_nothing(tmp_path, capsys, fake, monkeypatch):
    def crash(pm):
        raise RuntimeError("pass fell over")

    monkeypatch.setattr(fix_module, "default_transform", lambda config: crash)
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)
    code, _, err = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 2 and "pass fell over" in err and "Traceback" not in err
    assert f.read_text() == SOURCE


def test_a_rejecting_pass_leaves_the_file_with_a_located_note(tmp_path, capsys, fake, monkeypatch):
    base = pytest.importorskip("bufls.core.passes.base")

    def reject(pm):
        func = _top_ops(pm)[0]
        raise base.PassError("memory free side-effect on MemRef value not supported!", func.name_span)

    monkeypatch.setattr(fix_module, "default_transform", lambda config: reject)
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)
    code, _, err = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 0 and f.read_text() == SOURCE
    assert f"{f}:11:3: not fixed: the deallocation pipeline rejects this input: memory free" in err


def test_without_the_pipeline_fix_says_so(tmp_path, capsys, monkeypatch):
    base = pytest.importorskip("bufls.core.passes.base")

    def missing(flags):
        raise base.PassOptionError("unknown pass 'buffer-deallocation-pipeline'")

    monkeypatch.setattr(base, "parse_flags", missing)
    checker = types.SimpleNamespace(check_module=fake_check_module)
    monkeypatch.setattr(analyze_module, "ownership_checker", lambda: checker)
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)
    code, _, err = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 0 and f.read_text() == SOURCE
    assert "not available in this version of bufls" in err


# ---------------------------------------------------------------------------
# Atomic writes


def test_a_crash_in_the_middle_of_writing_leaves_the_old_file(tmp_path, capsys, fake, monkeypatch):
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)
    real_fdopen = os.fdopen

    class HalfWriter:
        def __new__(cls, fd, mode="r", *args, **kwargs):
            if mode != "wb":  # not the fixed file (the result cache)
                return real_fdopen(fd, mode, *args, **kwargs)
            return super().__new__(cls)

        def __init__(self, fd, mode="r", *args, **kwargs):
            self.f = real_fdopen(fd, mode)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, data):
            self.f.write(data[: len(data) // 2])
            self.f.flush()
            raise KeyboardInterrupt  # the user pressed ^C mid-write

    monkeypatch.setattr(atomic.os, "fdopen", HalfWriter)
    code, _, _ = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 130
    assert f.read_text() == SOURCE
    assert sorted(os.listdir(tmp_path)) == ["a.mlir"]  # no temp file left behind


def test_a_full_disk_leaves_the_old_file_and_exits_2(tmp_path, capsys, fake, monkeypatch):
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)

    def no_space(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", no_space)
    code, _, err = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 2 and "No space left on device" in err
    assert f.read_text() == SOURCE and sorted(os.listdir(tmp_path)) == ["a.mlir"]


def test_write_atomic_keeps_the_mode_and_follows_symlinks(tmp_path):
    target = tmp_path / "real.mlir"
    target.write_text("old\n")
    os.chmod(target, 0o640)
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    fix_module.write_atomic(str(link), "new\n")
    assert link.is_symlink() and target.read_text() == "new\n"
    assert (target.stat().st_mode & 0o777) == 0o640


def test_write_atomic_refuses_a_file_changed_since_it_was_read(tmp_path):
    f = tmp_path / "a.mlir"
    f.write_text("edited meanwhile\n")
    with pytest.raises(fix_module.FixRefused):
        fix_module.write_atomic(str(f), "new\n", expected_old="as read\n")
    assert f.read_text() == "edited meanwhile\n"


# ---------------------------------------------------------------------------
# Splicing details


def test_crlf_line_endings_are_kept(tmp_path, capsys, fake):
    f = tmp_path / "a.mlir"
    f.write_bytes(SOURCE.replace("\n", "\r\n").encode())
    run(capsys, "--fix", "-j", "1", str(f))
    assert f.read_bytes() == EXPECTED.replace("\n", "\r\n").encode()


def test_split_input_parts_are_fixed_in_place(tmp_path, capsys, fake):
    part = "func.func @p{i}() {{\n  %0 = memref.alloc() : memref<4xf32>\n  return\n}}\n"
    f = tmp_path / "a.mlir"
    f.write_text(part.format(i=1) + "\n// -----\n\n" + part.format(i=2))
    run(capsys, "--fix", "-j", "1", str(f))
    text = f.read_text()
    assert text.count("memref.dealloc %0 : memref<4xf32>") == 2
    assert "\n// -----\n" in text and fake.seen == ["p1", "p2"]


def test_suppressed_buf201_opts_a_function_out(tmp_path, capsys, fake):
    f = tmp_path / "a.mlir"
    source = SOURCE.replace("  func.func @needs", "  // bufls: ignore[BUF201]\n  func.func @needs")
    f.write_text(source)
    code, _, err = run(capsys, "--fix", "-j", "1", str(f))
    assert code == 0 and f.read_text() == source and "fixed 0 files" in err


def test_new_top_level_ops_are_inserted_after_the_targets(tmp_path, capsys, fake, monkeypatch):
    from bufls.core import api

    helper_text = "func.func private @helper() {\n  return\n}\n"

    def add_helper(pm):
        changed = fake(pm)
        [helper] = _top_ops(api.parse_file(helper_text, "h").modules[0])
        helper.parent = None
        pm.op.regions[0].blocks[0].append(helper)
        return changed | {helper}

    monkeypatch.setattr(fix_module, "default_transform", lambda config: add_helper)
    f = tmp_path / "a.mlir"
    f.write_text(SOURCE)
    run(capsys, "--fix", "-j", "1", str(f))
    assert (
        f.read_text()
        == KEPT + FIXED[:-1] + "\n\n  func.func private @helper() {\n    return\n  }\n" + "}\n// trailing comment\n"
    )


def test_a_generated_symbol_the_file_already_has_is_not_duplicated(tmp_path, capsys, fake, monkeypatch):
    from bufls.core import api

    helper_text = "func.func private @helper() {\n  return\n}\n"

    def add_helper(pm):
        changed = fake(pm)
        [helper] = _top_ops(api.parse_file(helper_text, "h").modules[0])
        pm.op.regions[0].blocks[0].append(helper)
        return changed | {helper}

    monkeypatch.setattr(fix_module, "default_transform", lambda config: add_helper)
    f = tmp_path / "a.mlir"
    f.write_text(helper_text + "\n" + SOURCE.replace("module {\n", "").replace("}\n// trailing", "// trailing"))
    run(capsys, "--fix", "-j", "1", str(f))
    assert f.read_text().count("@helper") == 1
