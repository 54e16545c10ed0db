"""The ``dialects`` key: paths relative to the configuration file, bad
entries located on their line, problems of a ``.td`` file located in that
file, the ODS resources merged with the configured ones, and the registry
holding the dialects of the configuration being analysed."""

from __future__ import annotations

import os
import pickle
import shutil
import textwrap
from pathlib import Path

import pytest

from bufls.core.analyze import analyze
from bufls.core.config import dialects as D
from bufls.core.config import project as C
from bufls.core.diagnostics import Severity
from bufls.core.ir.registry import registry
from bufls.core.syntax.source import SourceFile

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "dialect"
ACME = (EXAMPLE / "acme.td").read_text()
POOL = (EXAMPLE / "pool.mlir").read_text()


@pytest.fixture(autouse=True)
def _builtin_registry():
    """Each test leaves the registry with the built-in dialects only."""
    yield
    D.activate(None)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def where(problem) -> tuple[str, int, int, str]:
    """(file name, 1-based line, 1-based column, message) of a problem."""
    source = SourceFile(Path(problem.path).read_text(encoding="utf-8"))
    line, col = source.line_col(problem.diagnostic.start)
    return Path(problem.path).name, line + 1, col + 1, problem.diagnostic.message


def project(tmp_path: Path, toml: str, td: str = ACME, name: str = "bufls.toml") -> Path:
    shutil.rmtree(tmp_path / "proj", ignore_errors=True)
    write(tmp_path / "proj" / "ods" / "acme.td", td)
    write(tmp_path / "proj" / name, toml)
    (tmp_path / "proj" / "src").mkdir()
    return tmp_path / "proj"


# ---------------------------------------------------------------------------
# Paths


def test_paths_are_relative_to_the_configuration_file_not_the_current_folder(tmp_path, monkeypatch):
    proj = project(tmp_path, 'dialects = ["ods/acme.td"]\n')
    monkeypatch.chdir(tmp_path)
    config = C.load_config(proj / "src")
    assert config.problems == ()
    assert config.dialect_set.files == (str(proj / "ods" / "acme.td"),)
    assert [r.name for r in config.resources][-1] == "AcmePool"


def test_pyproject_tool_bufls_takes_the_same_keys(tmp_path):
    proj = project(
        tmp_path,
        """
        [project]
        name = "acme"

        [tool.bufls]
        dialects = ["ods/"]
        dialect-include-dirs = ["ods"]
        """,
        name="pyproject.toml",
    )
    config = C.load_config(proj / "src")
    assert config.problems == ()
    assert config.dialect_set.files == (str(proj / "ods" / "acme.td"),)
    assert config.dialect_set.include_dirs == (str(proj / "ods"),)


def test_folders_and_globs_expand_in_sorted_order_each_file_once(tmp_path):
    proj = project(tmp_path, 'dialects = ["ods/*.td", "ods", "ods/acme.td"]\n')
    write(proj / "ods" / "base.td", "// nothing yet\n")
    write(proj / "ods" / "deep" / "more.td", "// nothing yet\n")
    config = C.load_config(proj)
    ods = proj / "ods"
    assert config.dialect_set.files == tuple(
        str(p) for p in (ods / "acme.td", ods / "base.td", ods / "deep" / "more.td")
    )


def test_a_new_file_a_glob_matches_is_read_without_touching_the_configuration(tmp_path):
    proj = project(tmp_path, 'dialects = ["ods/*.td"]\n')
    before = C.load_config(proj)
    write(proj / "ods" / "extra.td", "// an empty dialect file\n")
    after = C.load_config(proj)
    assert after != before and len(after.dialect_set.files) == 2


@pytest.mark.parametrize(
    "toml,line,words",
    [
        ('exclude = []\ndialects = ["ods/nope.td"]\n', 2, "no such file: 'ods/nope.td' (relative to "),
        ('dialects = [\n  "ods/acme.td",\n  "gen/*.td",\n]\n', 3, "'gen/*.td' (relative to"),
        ('dialects = ["src"]\n', 1, "holds no .td file"),
        ("dialects = 3\n", 1, "'dialects' must be a list of files, folders or globs"),
        ('dialects = [""]\n', 1, "an empty path"),
        ('dialects = ["ods/acme.td"]\ndialect-include-dirs = ["inc"]\n', 2, "'inc' is not a folder"),
        ('dialekts = ["ods/acme.td"]\n', 1, "did you mean 'dialects'?"),
    ],
)
def test_bad_entries_are_located_on_their_line_and_the_rest_applies(tmp_path, toml, line, words):
    proj = project(tmp_path, toml)
    config = C.load_config(proj)
    [problem] = config.problems
    name, got_line, _, message = where(problem)
    assert (name, got_line) == ("bufls.toml", line) and words in message, message
    assert problem.diagnostic.code == "syntax" and problem.diagnostic.severity == Severity.ERROR


def test_an_entry_is_located_on_its_own_string(tmp_path):
    proj = project(tmp_path, 'dialects = ["ods/acme.td", "missing.td"]\n')
    [problem] = C.load_config(proj).problems
    text = (proj / "bufls.toml").read_text()
    assert text[problem.diagnostic.start : problem.diagnostic.end] == '"missing.td"'


# ---------------------------------------------------------------------------
# Problems of a .td file


def test_a_broken_td_is_reported_in_its_own_file_line_and_column(tmp_path):
    broken = ACME.replace('let summary = "gives a buffer back to the pool";', 'let summary = "gives a buffer back"')
    proj = project(tmp_path, 'dialects = ["ods/acme.td"]\n', td=broken)
    config = C.load_config(proj)
    errors = [p for p in config.problems if p.diagnostic.severity == Severity.ERROR]
    assert errors
    name, line, col, message = where(errors[0])
    expected_line = broken.splitlines().index(
        '  let arguments = (ins Arg<AnyMemRef, "the buffer to free", [MemFree<AcmePool>]>:$buffer);'
    )
    assert (name, line, col) == ("acme.td", expected_line + 1, 3) and "expected" in message
    assert errors[0].path == str(proj / "ods" / "acme.td") and errors[0].dialects
    config_path, start, end = errors[0].listed_at
    assert config_path == str(proj / "bufls.toml")
    assert (proj / "bufls.toml").read_text()[start:end] == '"ods/acme.td"'


def test_an_include_that_is_missing_is_a_warning_at_the_include(tmp_path):
    td = 'include "acme/AcmeBase.td"\n' + ACME
    proj = project(tmp_path, 'dialects = ["ods/acme.td"]\n', td=td)
    config = C.load_config(proj)
    [problem] = [p for p in config.problems if "AcmeBase.td" in p.diagnostic.message]
    assert where(problem)[:3] == ("acme.td", 1, 1) and problem.diagnostic.severity == Severity.WARNING
    # found among the include folders: no problem
    write(proj / "inc" / "acme" / "AcmeBase.td", "// shared definitions\n")
    write(proj / "bufls.toml", 'dialects = ["ods/acme.td"]\ndialect-include-dirs = ["inc"]\n')
    assert C.load_config(proj).problems == ()


def test_dialects_set_in_the_editor_report_on_the_td_itself(tmp_path):
    broken = ACME.replace("def AcmePool", "def AcmePool oops")
    project(tmp_path, "", td=broken)
    config = C.config_from_mapping({"dialects": ["proj/ods/acme.td", "nope.td"]}, root=str(tmp_path))
    in_td = [p for p in config.problems if p.path and p.path.endswith("acme.td")]
    assert in_td and all(p.listed_at is None for p in in_td)
    [missing] = [p for p in config.problems if "nope.td" in p.diagnostic.message]
    assert missing.path is None  # the editor's settings: no file


# ---------------------------------------------------------------------------
# Resources


def test_the_ods_resource_is_an_allocation_resource(tmp_path):
    proj = project(tmp_path, 'dialects = ["ods/acme.td"]\n')
    pool = C.load_config(proj).resources.by_name("AcmePool")
    assert sorted(pool.alloc) == ["acme.pool_alloc"] and pool.dealloc == "acme.pool_free" and pool.clone is None


def test_a_configured_table_of_the_same_name_refines_the_ods_resource(tmp_path):
    proj = project(
        tmp_path,
        """
        dialects = ["ods/acme.td"]
        [[resource]]
        name = "AcmePool"
        clone = "acme.pool_clone"
        """,
    )
    config = C.load_config(proj)
    assert config.problems == ()
    pool = config.resources.by_name("AcmePool")
    assert pool.dealloc == "acme.pool_free" and pool.clone == "acme.pool_clone"
    assert sum(r.name == "AcmePool" for r in config.resources) == 1


def test_a_refining_table_keeps_its_hoist_and_promote_to_keys(tmp_path):
    """``hoist`` and ``promote-to`` are configuration-only keys: a table that
    refines an ODS resource keeps them (they were dropped in the merge)."""
    proj = project(
        tmp_path,
        """
        dialects = ["ods/acme.td"]
        [[resource]]
        name = "AcmePool"
        hoist = false
        promote-to = "alloca"
        """,
    )
    config = C.load_config(proj)
    assert config.problems == ()
    [spec] = [s for s in config.dialect_resources if s.name == "AcmePool"]
    assert (spec.hoist, spec.stack) == (False, "alloca")
    res = config.resources
    pool = res.by_name("AcmePool")
    assert pool.hoist is False and pool.dealloc == "acme.pool_free"
    assert res.promotion_target(pool) is res.by_name("alloca")
    plain = C.load_config(project(tmp_path, 'dialects = ["ods/acme.td"]\n')).resources.by_name("AcmePool")
    assert plain.hoist is True and plain.stack is None


def test_a_refining_table_keeps_its_kind(tmp_path):
    """``kind = "refcounted"`` is a configuration-only key too: a table that
    refines an ODS resource keeps it (the merge dropped it: the release op
    then counted as a unique free, and a retain as a copy)."""
    proj = project(
        tmp_path,
        """
        dialects = ["ods/acme.td"]
        [[resource]]
        name = "AcmePool"
        kind = "refcounted"
        release = "acme.pool_free"
        retain = "acme.pool_retain"
        """,
        td=ACME
        + """
def Acme_PoolRetainOp : Acme_Op<"pool_retain"> {
  let arguments = (ins AnyMemRef:$buffer);
  let results = (outs AnyMemRef:$same);
  let assemblyFormat = "$buffer attr-dict `:` type($buffer) `->` type($same)";
}
""",
    )
    config = C.load_config(proj)
    assert config.problems == ()
    pool = config.resources.by_name("AcmePool")
    assert (pool.counted, pool.dealloc, pool.clone) == (True, "acme.pool_free", "acme.pool_retain")
    plain = C.load_config(project(tmp_path, 'dialects = ["ods/acme.td"]\n')).resources.by_name("AcmePool")
    assert plain.counted is False


def test_a_partial_table_that_refines_nothing_is_still_a_problem(tmp_path):
    proj = project(tmp_path, '[[resource]]\nname = "stack"\nalloc = ["acme.stack_alloc"]\n')
    [problem] = C.load_config(proj).problems
    assert where(problem)[1:2] == (2,) and "needs a 'dealloc' op" in problem.diagnostic.message
    assert "stack" not in [r.name for r in C.load_config(proj).resources]


def test_a_configured_table_that_claims_an_ods_op_is_reported_there(tmp_path):
    proj = project(
        tmp_path,
        """
        dialects = ["ods/acme.td"]

        [[resource]]
        name = "pool"
        alloc = ["acme.pool_alloc"]
        dealloc = "acme.pool_free"
        """,
    )
    config = C.load_config(proj)
    [problem] = config.problems
    assert where(problem)[:2] == ("bufls.toml", 4) and "AcmePool" in problem.diagnostic.message
    assert [r.name for r in config.resources][-1] == "pool"  # the configured one is used


# ---------------------------------------------------------------------------
# Identity: what changes the analysis


def test_a_changed_td_changes_the_configuration_and_its_fingerprint(tmp_path):
    proj = project(tmp_path, 'dialects = ["ods/acme.td"]\n')
    first = C.load_config(proj)
    assert C.load_config(proj) == first and C.load_config(proj).fingerprint() == first.fingerprint()
    td = proj / "ods" / "acme.td"
    st = td.stat()
    td.write_text(ACME.replace('"pool_free"', '"pool_release"'))
    os.utime(td, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    second = C.load_config(proj)
    assert second != first and second.fingerprint() != first.fingerprint()
    assert second.resources.by_name("AcmePool").dealloc == "acme.pool_release"


def test_a_configuration_with_dialects_pickles_for_the_worker_processes(tmp_path):
    proj = project(tmp_path, 'dialects = ["ods/acme.td"]\n')
    config = C.load_config(proj)
    again = pickle.loads(pickle.dumps(config))
    assert again == config and again.fingerprint() == config.fingerprint()
    assert again.dialect_set.load() is config.dialect_set.load()  # the loader's cache answers


# ---------------------------------------------------------------------------
# The registry


def test_analysis_installs_the_dialects_of_its_configuration_only(tmp_path):
    proj = project(tmp_path, 'dialects = ["ods/acme.td"]\n')
    config = C.load_config(proj)
    assert registry.get("acme.pool_free") is None
    found = analyze(POOL, str(proj / "pool.mlir"), config)
    assert sorted({d.code for d in found}) == ["BUF001", "BUF002"]
    assert registry.get("acme.pool_free") is not None and D.active() is config.dialect_set.load()
    # a file under no configuration: the built-in dialects only
    plain = analyze(POOL, "other.mlir", C.Config())
    assert registry.get("acme.pool_free") is None and D.active() is None
    assert "BUF002" not in {d.code for d in plain}


def test_a_changed_td_is_installed_in_place_of_the_old_one(tmp_path):
    proj = project(tmp_path, 'dialects = ["ods/acme.td"]\n')
    D.activate(C.load_config(proj).dialect_set)
    assert registry.get("acme.pool_free") is not None
    td = proj / "ods" / "acme.td"
    st = td.stat()
    td.write_text(ACME.replace('"pool_free"', '"pool_release"'))
    os.utime(td, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    D.activate(C.load_config(proj).dialect_set)
    assert registry.get("acme.pool_free") is None and registry.get("acme.pool_release") is not None
