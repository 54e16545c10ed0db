"""Pass infrastructure: flag spellings, options, the registry, `bufls opt` with passes."""

import gc

import pytest

from bufls.cli.main import main
from bufls.core.api import parse_file, print_result
from bufls.core.passes.base import (
    PASSES,
    PassError,
    PassOptionError,
    parse_flags,
    parse_options,
    run_pipeline,
)

UPSTREAM_PASSES = (
    "expand-realloc",
    "ownership-based-buffer-deallocation",
    "canonicalize",
    "buffer-deallocation-simplification",
    "bufferization-lower-deallocations",
    "cse",
    "buffer-results-to-out-params",
    "buffer-deallocation-pipeline",
)


def test_every_pipeline_pass_is_registered():
    from bufls.core.passes import load_all

    load_all()
    assert set(UPSTREAM_PASSES) <= set(PASSES)


def test_pass_modules_name_every_registered_pass_in_order():
    """``PASS_MODULES`` (which `bufls opt` reads instead of importing every
    pass module) lists the registered passes, in registration order, each
    with the module that registers it."""
    import subprocess
    import sys

    from bufls.core.passes import PASS_MODULES, load_all

    load_all()
    assert set(PASS_MODULES) == set(PASSES)
    for name, module in PASS_MODULES.items():
        assert PASSES[name].__module__.rsplit(".", 1)[-1] == module, name
    # the order: in a fresh process (here, other tests may have loaded one pass first)
    code = (
        "from bufls.core.passes import load_all; from bufls.core.passes.base import PASSES; load_all(); print(*PASSES)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == list(PASS_MODULES)


def test_opt_help_lists_every_pass(capsys):
    from bufls.core.passes import load_all

    load_all()
    assert main(["opt", "--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    for name in PASSES:
        assert "--" + name in out.replace("- ", "-"), name


@pytest.mark.parametrize(
    "flag, expected",
    [
        ("--expand-realloc", True),
        ("--expand-realloc=emit-deallocs=false", False),
        ("-expand-realloc=emit-deallocs=0", False),
        ('--expand-realloc="emit-deallocs=false"', False),
        ("--expand-realloc=emit-deallocs", True),
    ],
)
def test_mlir_opt_option_spellings(flag, expected):
    (spec,) = parse_flags([flag.replace("-expand", "--expand", 1) if not flag.startswith("--") else flag])
    assert spec.options.emit_deallocs is expected


def test_several_options_in_one_flag():
    (spec,) = parse_flags(["--buffer-results-to-out-params=hoist-static-allocs=true add-result-attr=1"])
    assert spec.options.hoist_static_allocs and spec.options.add_result_attr
    assert not spec.options.modify_public_functions


def test_pass_pipeline_nests_and_options():
    specs = parse_flags(
        [
            (
                "--pass-pipeline=builtin.module(func.func(bufferization-lower-deallocations),"
                " canonicalize{max-iterations=3 region-simplify=disabled}, cse)"
            )
        ]
    )
    assert [(s.cls.name, s.anchor) for s in specs] == [
        ("bufferization-lower-deallocations", "func.func"),
        ("canonicalize", "builtin.module"),
        ("cse", "builtin.module"),
    ]
    assert specs[1].options.max_iterations == 3 and specs[1].options.region_simplify == "disabled"


@pytest.mark.parametrize(
    "flag, message",
    [
        ("--expand-realloc=frob=1", "no such option 'frob'"),
        ("--canonicalize=max-iterations=many", "expects an integer"),
        ("--canonicalize=region-simplify=sometimes", "expects one of"),
        ("--no-such-pass", "does not refer to a registered pass"),
        ("--pass-pipeline=builtin.module(func.func(cse)", "malformed"),
    ],
)
def test_bad_flags(flag, message):
    with pytest.raises(PassOptionError, match=message):
        parse_flags([flag])


def test_options_default_from_the_dataclass():
    cls = PASSES["buffer-deallocation-pipeline"]
    assert parse_options(cls, None).private_function_dynamic_ownership is False


def test_run_pipeline_raises_pass_errors_with_a_span():
    text = "func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n  memref.dealloc %a : memref<2xf32>\n  return\n}\n"
    result = parse_file(text, "x.mlir")
    with pytest.raises(PassError) as info:
        run_pipeline(result.modules[0], ["--ownership-based-buffer-deallocation"])
    start, _ = info.value.span
    assert text[start:].startswith("memref.dealloc")


def test_run_pipeline_runs_passes_in_order():
    text = (
        "func.func @f(%m: memref<2xf32>) {\n  %true = arith.constant true\n"
        "  bufferization.dealloc (%m : memref<2xf32>) if (%true)\n  return\n}\n"
    )
    result = parse_file(text, "x.mlir")
    run_pipeline(result.modules[0], ["--bufferization-lower-deallocations", "--canonicalize"])
    assert "scf.if" not in print_result(result) and "memref.dealloc %m" in print_result(result)


# ---------------------------------------------------------------------------
# bufls opt


def run(capsys, *argv):
    was_enabled = gc.isenabled()
    try:
        code = main(list(argv))
    finally:
        if was_enabled:  # `bufls opt` turns the collector off for its one run
            gc.enable()
    out, err = capsys.readouterr()
    return code, out, err


def test_opt_runs_passes(tmp_path, capsys):
    f = tmp_path / "m.mlir"
    f.write_text(
        "func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n"
        '  "test.use"(%a) : (memref<2xf32>) -> ()\n  return\n}\n'
    )
    code, out, _ = run(capsys, "opt", "--buffer-deallocation-pipeline", str(f))
    assert code == 0 and "memref.dealloc %a : memref<2xf32>" in out


def test_opt_rejection_is_upstream_style_without_traceback(tmp_path, capsys):
    f = tmp_path / "m.mlir"
    f.write_text(
        "func.func @f(%a: memref<2xf32>, %b: memref<5xf32>, %c: i1) {\n"
        "  bufferization.dealloc (%a, %b : memref<2xf32>, memref<5xf32>) if (%c, %c)\n"
        "  return\n}\n"
    )
    code, out, err = run(
        capsys, "opt", "--pass-pipeline=builtin.module(func.func(bufferization-lower-deallocations))", str(f)
    )
    assert code == 1 and out == ""
    assert err.startswith(f"{f}:2:3: error: library function required for generic lowering")
    assert "note: failed to legalize operation 'bufferization.dealloc'" in err
    assert "Traceback" not in err


def test_opt_split_input_file_keeps_accepted_chunks(tmp_path, capsys):
    f = tmp_path / "m.mlir"
    f.write_text(
        "func.func @ok(%m: memref<2xf32>, %c: i1) {\n"
        "  bufferization.dealloc (%m : memref<2xf32>) if (%c)\n  return\n}\n"
        "// -----\n"
        "func.func @bad(%a: memref<2xf32>, %b: memref<5xf32>, %c: i1) {\n"
        "  bufferization.dealloc (%a, %b : memref<2xf32>, memref<5xf32>) if (%c, %c)\n"
        "  return\n}\n"
    )
    code, out, err = run(
        capsys,
        "opt",
        "--split-input-file",
        "--pass-pipeline=builtin.module(func.func(bufferization-lower-deallocations))",
        str(f),
    )
    assert code == 1
    assert "@ok" in out and "scf.if" in out and "@bad" not in out
    assert f"{f}:7:3: error:" in err


def test_opt_generic_output_after_passes(tmp_path, capsys):
    f = tmp_path / "m.mlir"
    f.write_text(
        "func.func @f(%m: memref<2xf32>, %c: i1) {\n  bufferization.dealloc (%m : memref<2xf32>) if (%c)\n  return\n}\n"
    )
    code, out, _ = run(capsys, "opt", "--bufferization-lower-deallocations", "--mlir-print-op-generic", str(f))
    assert code == 0 and '"scf.if"(' in out and '"memref.dealloc"(' in out
