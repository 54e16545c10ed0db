"""Op names are printed as MLIR's parser reads them back, as mlir-opt prints
them: without the dialect prefix only in the default dialect of the nearest
enclosing op printed in custom form (``func`` in ``func.func``, ``builtin``
in ``module`` and at the top level; none in other ops, nor in an op printed
in generic form).

Each case is checked against mlir-opt when it is installed: mlir-opt
accepts bufls' output and reads it as it reads the input.
"""

from __future__ import annotations

from bufls.core import upstream
from bufls.core.api import parse_file, print_result
from bufls.core.syntax.printer import print_op

# written as mlir-opt prints it: bufls must print it unchanged
BUILTIN_PREFIX = """module {
  %0 = unrealized_conversion_cast to i32
  func.func @f(%arg0: i64) -> i32 {
    %1 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    %2 = scf.execute_region -> i32 {
      %3 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
      scf.yield %3 : i32
    }
    return %1 : i32
  }
  module @inner {
    %1 = unrealized_conversion_cast to i32
  }
}
"""

# the same ops written with their prefix everywhere, in a file without `module {`
BUILTIN_PREFIX_EVERYWHERE = """%0 = builtin.unrealized_conversion_cast to i32
func.func @f(%arg0: i64) -> i32 {
  %1 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  return %1 : i32
}
builtin.module @inner {
  %1 = builtin.unrealized_conversion_cast to i32
}
"""

# a func.func written in generic form sets no default dialect for its body
CUSTOM_IN_GENERIC = """"func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
  %0 = func.call @g() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
func.func private @g() -> i32
"""


def _bufls(text: str) -> str:
    result = parse_file(text, "case.mlir", split=False)
    assert not [d.message for d in result.diagnostics if d.severity.name == "ERROR"]
    return print_result(result)


def _mlir_opt(text: str):
    return upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", "-"], input=text)


def _agrees_with_mlir_opt(source: str, ours: str) -> None:
    if upstream.tool_path("mlir-opt") is None:
        return
    theirs = _mlir_opt(source)
    assert theirs.returncode == 0, theirs.stderr
    again = _mlir_opt(ours)
    assert again.returncode == 0, f"mlir-opt rejects bufls' output:\n{again.stderr}"
    assert again.stdout == theirs.stdout


def test_builtin_ops_keep_their_prefix_inside_a_function_and_drop_it_in_a_module():
    ours = _bufls(BUILTIN_PREFIX)
    assert ours == BUILTIN_PREFIX
    if upstream.tool_path("mlir-opt") is not None:
        assert _mlir_opt(BUILTIN_PREFIX).stdout.strip() == BUILTIN_PREFIX.strip()


def test_builtin_ops_written_with_their_prefix_print_as_mlir_opt_prints_them():
    ours = _bufls(BUILTIN_PREFIX_EVERYWHERE)
    assert ours == (
        "%0 = unrealized_conversion_cast to i32\n"
        "func.func @f(%arg0: i64) -> i32 {\n"
        "  %1 = builtin.unrealized_conversion_cast %arg0 : i64 to i32\n"
        "  return %1 : i32\n"
        "}\n"
        "module @inner {\n"
        "  %1 = unrealized_conversion_cast to i32\n"
        "}\n"
    )
    _agrees_with_mlir_opt(BUILTIN_PREFIX_EVERYWHERE, ours)


def test_inside_a_generic_function_the_default_dialect_is_the_one_around_it():
    """``func.call`` keeps its prefix; a builtin op drops it, since the
    module's default dialect (builtin) still applies."""
    ours = _bufls(CUSTOM_IN_GENERIC)
    assert "  %0 = func.call @g() : () -> i32\n" in ours
    assert "  %1 = unrealized_conversion_cast %0 : i32 to i64\n" in ours
    _agrees_with_mlir_opt(CUSTOM_IN_GENERIC, ours)


def test_a_nested_op_printed_alone_is_named_for_where_it_sits():
    """``print_op`` on one op (quick fixes, edits) names it as the print of
    the whole module does."""
    result = parse_file(BUILTIN_PREFIX, "case.mlir", split=False)
    casts = [op for op in result.modules[0].op.walk() if op.name == "builtin.unrealized_conversion_cast"]
    assert [print_op(op).split()[2] for op in casts] == [
        "unrealized_conversion_cast",  # in `module {`
        "builtin.unrealized_conversion_cast",  # in func.func
        "builtin.unrealized_conversion_cast",  # in scf.execute_region
        "unrealized_conversion_cast",  # in `module @inner {`
    ]
