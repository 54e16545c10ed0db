"""Configuration: discovery, keys, severity overrides, exclude globs, and
problems in the file reported as located ``syntax`` diagnostics."""

import dataclasses
import pickle
import textwrap
from pathlib import Path

import pytest

from bufls.core.config import project as C
from bufls.core.diagnostics import Diagnostic, Severity
from bufls.core.syntax.source import SourceFile


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def problem_lines(cfg):
    """(1-based line, message) of each problem."""
    out = []
    for p in cfg.problems:
        text = Path(p.path).read_text(encoding="utf-8")
        out.append((SourceFile(text).line_col(p.diagnostic.start)[0] + 1, p.diagnostic.message))
    return out


# ---------------------------------------------------------------------------
# Discovery


def test_no_configuration_file_means_the_defaults(tmp_path):
    cfg = C.load_config(tmp_path)
    assert cfg == C.Config()
    assert cfg.private_function_dynamic_ownership is False and cfg.problems == ()


def test_nearest_file_wins_searching_upward(tmp_path):
    write(tmp_path / "bufls.toml", "private-function-dynamic-ownership = true\n")
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    assert C.find_config_file(deep) == tmp_path / "bufls.toml"
    assert C.load_config(deep / "x.mlir").private_function_dynamic_ownership is True
    write(tmp_path / "a" / "bufls.toml", "private-function-dynamic-ownership = false\n")
    assert C.find_config_file(deep) == tmp_path / "a" / "bufls.toml"


def test_bufls_toml_is_preferred_to_pyproject_in_the_same_folder(tmp_path):
    write(tmp_path / "pyproject.toml", "[tool.bufls]\nexclude = ['a']\n")
    write(tmp_path / "bufls.toml", "exclude = ['b']\n")
    assert C.load_config(tmp_path).exclude == ("b",)


def test_pyproject_without_tool_bufls_is_skipped(tmp_path):
    write(tmp_path / "pyproject.toml", "[tool.bufls]\nexclude = ['outer']\n")
    write(tmp_path / "sub" / "pyproject.toml", "[project]\nname = 'x'\n")
    cfg = C.load_config(tmp_path / "sub")
    assert cfg.path == str(tmp_path / "pyproject.toml") and cfg.exclude == ("outer",)


def test_all_keys_in_pyproject(tmp_path):
    write(
        tmp_path / "pyproject.toml",
        """
        [project]
        name = "demo"

        [tool.bufls]
        private-function-dynamic-ownership = true
        exclude = ["build/", "*.gen.mlir"]

        [tool.bufls.severity]
        BUF001 = "error"
        BUF202 = "off"

        [[tool.bufls.resource]]
        name = "pool"
        alloc = ["acme.pool_alloc"]
        dealloc = "acme.pool_free"
        clone = "acme.pool_clone"
        [[tool.bufls.resource]]
        name = "stack"
        alloc = ["acme.stack_alloc"]
        automatic = true
    """,
    )
    cfg = C.load_config(tmp_path)
    assert cfg.problems == ()
    assert cfg.private_function_dynamic_ownership is True
    assert cfg.exclude == ("build/", "*.gen.mlir")
    assert dict(cfg.severity) == {"BUF001": "error", "BUF202": "off"}
    assert cfg.resource_specs == (
        C.ResourceSpec("pool", ("acme.pool_alloc",), "acme.pool_free", "acme.pool_clone"),
        C.ResourceSpec("stack", ("acme.stack_alloc",), None, None, True),
    )
    assert cfg.root == str(tmp_path)


def test_configured_resources_become_a_resources_object(tmp_path):
    resources = pytest.importorskip("bufls.core.analysis.resources")
    write(
        tmp_path / "bufls.toml",
        """
        [[resource]]
        name = "pool"
        alloc = ["acme.pool_alloc"]
        dealloc = "acme.pool_free"
    """,
    )
    res = C.load_config(tmp_path).resources
    assert isinstance(res, resources.Resources)
    assert res.by_name("pool").dealloc == "acme.pool_free"
    assert res.by_name("memref").dealloc == "memref.dealloc"  # built-ins kept
    assert C.Config().resources is not None


def test_config_from_mapping_reads_the_same_keys(tmp_path):
    cfg = C.config_from_mapping({"severity": {"BUF102": "hint"}, "bogus": 1}, root=str(tmp_path))
    assert dict(cfg.severity) == {"BUF102": "hint"}
    assert len(cfg.problems) == 1 and cfg.problems[0].path is None
    assert "bogus" in cfg.problems[0].diagnostic.message


def test_config_is_frozen_hashable_and_picklable(tmp_path):
    write(tmp_path / "bufls.toml", "exclude = ['x']\n[severity]\nBUF001 = 'error'\n")
    cfg = C.load_config(tmp_path)
    with pytest.raises(dataclasses.FrozenInstanceError):
        cfg.exclude = ()
    hash(cfg)
    assert pickle.loads(pickle.dumps(cfg)) == cfg


def test_a_changed_file_is_read_again(tmp_path):
    f = write(tmp_path / "bufls.toml", "exclude = ['a']\n")
    assert C.load_config(tmp_path).exclude == ("a",)
    f.write_text("exclude = ['a', 'bb']\n")
    assert C.load_config(tmp_path).exclude == ("a", "bb")


# ---------------------------------------------------------------------------
# Problems are diagnostics in the configuration file


def test_toml_syntax_error_is_a_syntax_diagnostic_on_its_line(tmp_path):
    write(
        tmp_path / "bufls.toml",
        """
        exclude = ["a"]
        severity = {BUF001 = "error"
        private-function-dynamic-ownership = true
    """,
    )
    cfg = C.load_config(tmp_path)
    assert len(cfg.problems) == 1
    p = cfg.problems[0]
    assert p.path == str(tmp_path / "bufls.toml")
    assert p.diagnostic.code == "syntax" and p.diagnostic.severity == Severity.ERROR
    assert p.diagnostic.message.startswith("invalid TOML:")
    assert problem_lines(cfg)[0][0] == 2
    assert cfg.exclude == ()  # nothing of a file that does not parse applies


def test_broken_pyproject_that_configures_bufls_is_reported(tmp_path):
    write(tmp_path / "pyproject.toml", "[tool.bufls]\nexclude = [\n")
    cfg = C.load_config(tmp_path)
    assert cfg.path == str(tmp_path / "pyproject.toml") and len(cfg.problems) == 1


def test_broken_pyproject_of_someone_else_is_ignored(tmp_path):
    write(tmp_path / "pyproject.toml", "[project\nname = 'x'\n")
    assert C.load_config(tmp_path) == C.Config()


def test_unknown_key_is_located_suggests_a_fix_and_the_rest_applies(tmp_path):
    write(
        tmp_path / "pyproject.toml",
        """
        [tool.bufls]
        exclude = ["gen"]
        private_function_dynamic_ownership = true
    """,
    )
    cfg = C.load_config(tmp_path)
    [(line, message)] = problem_lines(cfg)
    assert line == 3
    assert "unknown key 'private_function_dynamic_ownership'" in message
    assert "did you mean 'private-function-dynamic-ownership'" in message
    assert cfg.exclude == ("gen",)


@pytest.mark.parametrize(
    "body,line,words",
    [
        ("private-function-dynamic-ownership = 'yes'\n", 1, "must be true or false"),
        ("exclude = 3\n", 1, "'exclude' must be a list"),
        ("exclude = ['ok']\nseverity = 'error'\n", 2, "'severity' must be a table"),
        ("[severity]\nBUF001 = 'loud'\n", 2, "must be one of error, warning, info, hint, off"),
        ("[severity]\nBUF001 = 'error'\nBUF999 = 'off'\n", 3, "unknown diagnostic code 'BUF999'"),
        ("severity = { BUF001 = 'error', BUF002 = 7 }\n", 1, "severity of BUF002"),
    ],
)
def test_wrong_types_and_values_are_located(tmp_path, body, line, words):
    write(tmp_path / "bufls.toml", body)
    cfg = C.load_config(tmp_path)
    [(got_line, message)] = problem_lines(cfg)
    assert got_line == line and words in message


@pytest.mark.parametrize(
    "tables,line,words",
    [
        ('[[resource]]\nname = "p"\nalloc = ["a.b"]\n', 2, "needs a 'dealloc' op"),
        ('[[resource]]\nname = "p"\nalloc = ["a.b"]\nautomatic = true\ndealloc = "a.c"\n', 5, "automatic"),
        ('[[resource]]\nname = "memref"\nalloc = ["a.b"]\ndealloc = "a.c"\n', 2, "built-in resource"),
        (
            '[[resource]]\nname = "p"\nalloc = ["a.b"]\ndealloc = "a.c"\n'
            '[[resource]]\nname = "q"\nalloc = "a.b"\ndealloc = "a.d"\n',
            7,
            "already allocates resource 'p'",
        ),
        (
            '[[resource]]\nname = "p"\nalloc = ["a.b"]\ndealloc = "a.c"\n'
            '[[resource]]\nname = "q"\nalloc = ["x.y"]\ndealloc = "a.c"\n',
            8,
            "a.c",
        ),
        ('[[resource]]\nname = "p"\nalloc = []\ndealloc = "a.c"\n', 3, "'alloc' must be a non-empty list"),
        ('[[resource]]\nname = "p"\nalloc = ["nodot"]\ndealloc = "a.c"\n', 3, "not an op name"),
        ('[[resource]]\nname = "p"\nalloc = ["a.b"]\ndealloc = "a.c"\nsize = 3\n', 5, "unknown key 'size'"),
        ('[[resource]]\nalloc = ["a.b"]\n', 1, "needs a 'name'"),
    ],
)
def test_bad_resource_tables_are_located_on_the_right_table(tmp_path, tables, line, words):
    if words == "a.c":
        pytest.importorskip("bufls.core.analysis.resources")  # dealloc ops shared by two resources
    write(tmp_path / "bufls.toml", tables)
    cfg = C.load_config(tmp_path)
    found = problem_lines(cfg)
    assert found and found[0][0] == line and words in found[0][1], found
    assert cfg.resource_specs == () or all(s.name != "q" for s in cfg.resource_specs)


def test_not_utf8_is_a_problem_not_an_exception(tmp_path):
    (tmp_path / "bufls.toml").write_bytes(b"exclude = ['caf\xe9']\n")
    cfg = C.load_config(tmp_path)
    assert "not valid UTF-8" in cfg.problems[0].diagnostic.message


# ---------------------------------------------------------------------------
# Severity overrides


def test_severity_overrides_apply_and_off_drops():
    cfg = C.Config(severity=(("BUF001", "error"), ("BUF202", "off")))
    diags = [
        Diagnostic.make("BUF001", "leak", 0, 1),
        Diagnostic.make("BUF202", "unknown", 2, 3),
        Diagnostic.make("BUF002", "double", 4, 5),
    ]
    out = cfg.apply_severity(diags)
    assert [(d.code, d.severity) for d in out] == [("BUF001", Severity.ERROR), ("BUF002", Severity.ERROR)]


def test_fingerprint_follows_analysis_settings_only():
    base = C.Config()
    assert C.Config(exclude=("x",)).fingerprint() == base.fingerprint()
    assert C.Config(severity=(("BUF001", "error"),)).fingerprint() != base.fingerprint()
    assert C.Config(private_function_dynamic_ownership=True).fingerprint() != base.fingerprint()


# ---------------------------------------------------------------------------
# Exclude globs


@pytest.mark.parametrize(
    "pattern,path,excluded",
    [
        ("build", "build/x.mlir", True),
        ("build", "src/build/x.mlir", True),  # a name matches at any depth
        ("build/", "src/build/x.mlir", True),
        ("*.gen.mlir", "a/b/c.gen.mlir", True),
        ("*.gen.mlir", "a/b/c.mlir", False),
        ("third_party/**", "third_party/a/b.mlir", True),
        ("third_party/**", "src/third_party/b.mlir", False),  # with a slash: anchored
        ("src/*.mlir", "src/a.mlir", True),
        ("src/*.mlir", "src/deep/a.mlir", False),
        ("src/**/*.mlir", "src/deep/er/a.mlir", True),
        ("src/**/*.mlir", "src/a.mlir", True),
        ("./tests/big.mlir", "tests/big.mlir", True),
        ("t?st", "test/a.mlir", True),
        ("[!x]*.mlir", "a.mlir", True),
        ("[!x]*.mlir", "x.mlir", False),
    ],
)
def test_exclude_globs_are_relative_to_the_configuration_folder(tmp_path, pattern, path, excluded):
    cfg = C.Config(path=str(tmp_path / "bufls.toml"), root=str(tmp_path), exclude=(pattern,))
    assert cfg.is_excluded(tmp_path / path) is excluded


def test_exclude_does_not_reach_outside_the_configuration_folder(tmp_path):
    cfg = C.Config(root=str(tmp_path / "proj"), exclude=("*.mlir",))
    assert cfg.is_excluded(tmp_path / "proj" / "a.mlir")
    assert not cfg.is_excluded(tmp_path / "other" / "a.mlir")
