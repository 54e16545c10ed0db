"""The ``bufls`` command (also ``python -m bufls``).

    bufls [--stdio | --tcp HOST:PORT]        language server (the default)
    bufls --check [--format text|json] [--output-file F] [--exit-zero] [-j N] PATH...
    bufls opt [--split-input-file] [--mlir-print-op-generic] [-o OUT] FILE|-

Exit codes of ``--check``: 0 when nothing at error severity was found, 1
when something was, 2 for a usage, I/O or internal error.  ``bufls opt``
exits 0 when the input is accepted and 1 when it is rejected, with
upstream-style ``file:line:col: error: message`` lines on stderr.

The language server is started through ``bufls.server.server.start(mode,
host=None, port=None)`` with ``mode`` ``"stdio"`` or ``"tcp"``.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import sys
from collections.abc import Sequence

from bufls import __version__

__all__ = ["main"]

USAGE_ERROR = 2


def _debug() -> bool:
    return os.environ.get("BUFLS_DEBUG", "") not in ("", "0")


def _internal_error(what: str, exc: BaseException) -> int:
    if _debug():
        import traceback

        traceback.print_exc()
    where = f" {what}" if what else ""
    print(f"bufls: internal error{where}: {type(exc).__name__}: {exc}"
          + ("" if _debug() else " (set BUFLS_DEBUG=1 for a traceback)"), file=sys.stderr)
    return USAGE_ERROR


class _Parser(argparse.ArgumentParser):
    """argparse that returns the exit code instead of exiting the interpreter."""

    def exit(self, status: int = 0, message: str | None = None):
        if message:
            self._print_message(message, sys.stderr)
        raise _Exit(status)


class _Exit(Exception):
    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


# ---------------------------------------------------------------------------
# bufls / bufls --check / bufls --stdio

def _main_parser() -> _Parser:
    p = _Parser(
        prog="bufls",
        description="Language server and checker for MLIR buffer deallocation. "
        "Without arguments, runs the language server on stdio. "
        "`bufls opt --help` describes the optimizer front end.",
    )
    p.add_argument("--version", action="version", version=f"bufls {__version__}")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true",
                      help="report deallocation problems in PATHs (folders: every *.mlir inside)")
    mode.add_argument("--stdio", action="store_true", help="language server on stdin/stdout (default)")
    mode.add_argument("--tcp", metavar="HOST:PORT", help="language server on a TCP socket (debugging)")
    p.add_argument("--format", choices=("text", "json"), default="text",
                   help="report format of --check (default: text)")
    p.add_argument("--output-file", metavar="F", help="write the --check report to F instead of stdout")
    p.add_argument("--exit-zero", action="store_true",
                   help="exit 0 even when problems are found (2 is still returned for errors of bufls itself)")
    p.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                   help="check files in N processes (0: one per core; default 1)")
    p.add_argument("paths", nargs="*", metavar="PATH", help="files or folders to check; - reads stdin")
    return p


def _run_check(args: argparse.Namespace, parser: _Parser) -> int:
    from bufls.server import check

    if not args.paths:
        parser.error("--check needs at least one PATH")
    if args.jobs < 0:
        parser.error("-j must be 0 or more")
    try:
        from bufls.core import api  # noqa: F401  (fail once here, not once per file)
    except Exception as exc:
        return _internal_error("while loading the checker", exc)
    files, errors = check.collect_files(args.paths)
    for message in errors:
        print(message, file=sys.stderr)
    reports = []
    for report in check.check_paths(files, args.jobs):
        if report.error:
            print(report.error, file=sys.stderr)
            errors.append(report.error)
        reports.append(report)
    findings = [f for r in reports for f in r.findings]
    text = check.format_json(findings) if args.format == "json" else check.format_text(findings)
    if args.output_file:
        try:
            with open(args.output_file, "w", encoding="utf-8") as out:
                out.write(text)
        except OSError as exc:
            print(f"bufls: {args.output_file}: cannot write: {exc.strerror or exc}", file=sys.stderr)
            return USAGE_ERROR
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    if args.format == "text":
        print(check.summary(reports), file=sys.stderr)
    if errors:
        return USAGE_ERROR
    if args.exit_zero:
        return 0
    return 1 if any(f.is_error for f in findings) else 0


def _parse_tcp(value: str, parser: _Parser) -> tuple[str, int]:
    host, sep, port = value.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        parser.error(f"--tcp expects HOST:PORT, got {value!r}")
    return host.strip("[]"), int(port)


def _run_server(args: argparse.Namespace, parser: _Parser) -> int:
    if args.paths:
        parser.error("PATH arguments need --check (or use `bufls opt FILE`)")
    mode, host, port = "stdio", None, None
    if args.tcp:
        mode = "tcp"
        host, port = _parse_tcp(args.tcp, parser)
    if importlib.util.find_spec("bufls.server.server") is None:
        print("bufls: the language server is not built yet", file=sys.stderr)
        return USAGE_ERROR
    from bufls.server import server

    result = server.start(mode, host=host, port=port)
    return result if isinstance(result, int) else 0


# ---------------------------------------------------------------------------
# bufls opt

# Pass flags of the mlir-opt contract; bufls opt does not run passes yet.
PASS_FLAGS = (
    "buffer-deallocation-pipeline",
    "ownership-based-buffer-deallocation",
    "buffer-deallocation-simplification",
    "bufferization-lower-deallocations",
    "expand-realloc",
    "buffer-results-to-out-params",
    "canonicalize",
    "cse",
)


def _opt_parser() -> _Parser:
    p = _Parser(
        prog="bufls opt",
        allow_abbrev=False,
        description="Parse MLIR and print it back, with mlir-opt compatible flags "
        "(single-dash long flags such as -split-input-file are accepted too).",
    )
    p.add_argument("--split-input-file", action="store_true",
                   help="treat each `// -----` chunk as a separate module")
    p.add_argument("--mlir-print-op-generic", action="store_true",
                   help="print every operation in the generic form")
    p.add_argument("-o", dest="output", metavar="OUT", default="-", help="output file (default: stdout)")
    p.add_argument("input", nargs="?", default="-", metavar="FILE|-", help="input file (default: stdin)")
    return p


def _normalize_llvm_flags(argv: Sequence[str]) -> list[str]:
    """LLVM command lines accept ``-flag`` for ``--flag`` and ``-o=FILE``."""
    out: list[str] = []
    for arg in argv:
        if arg.startswith("-o="):
            out.extend(["-o", arg[3:]])
        elif arg.startswith("-") and not arg.startswith("--") and len(arg) > 2 and arg[1].isalpha():
            out.append("-" + arg)   # like LLVM, -ofile is not -o file but an unknown --ofile
        else:
            out.append(arg)
    return out


def _run_opt(argv: Sequence[str]) -> int:
    parser = _opt_parser()
    args, unknown = parser.parse_known_args(_normalize_llvm_flags(argv))
    for flag in unknown:
        name = flag[2:].split("=", 1)[0] if flag.startswith("--") else flag
        if name in PASS_FLAGS:
            parser.error(f"pass --{name} is not available in this version of bufls opt")
        if flag.startswith("-") and flag != "-":
            parser.error(f"unknown option {flag!r}")
        parser.error(f"unexpected argument {flag!r} (one input file only)")

    from bufls.core.source import SourceFile
    from bufls.server.check import STDIN, STDIN_NAME, InputError, read_text

    display = STDIN_NAME if args.input == STDIN else args.input
    try:
        text = read_text(args.input)
    except InputError as exc:
        print(str(exc), file=sys.stderr)
        return USAGE_ERROR
    try:
        from bufls.core import api

        result = api.parse_file(text, display, split=args.split_input_file)
        source = SourceFile(text, display)
        failed = False
        for d in sorted(result.diagnostics, key=lambda d: (d.start, d.end)):
            failed |= d.severity.name == "ERROR"
            sys.stderr.write(_upstream_message(source, d.start, d.severity.label, d.message))
            for r in d.related:
                if r.path is None or r.path == display:
                    sys.stderr.write(_upstream_message(source, r.start, "note", r.message))
        if failed:
            return 1
        printed = api.print_result(result, args.mlir_print_op_generic)
    except Exception as exc:
        return _internal_error(f"while processing {display}", exc)
    return _write_output(args.output, printed)


def _upstream_message(source, offset: int, severity: str, message: str) -> str:
    """``file:line:col: severity: message``, the source line and a caret, like mlir-opt."""
    line, col = source.line_col(offset)
    text = source.line_text(line).rstrip("\r")
    return f"{source.path}:{line + 1}:{col + 1}: {severity}: {message}\n{text}\n{' ' * col}^\n"


def _write_output(path: str, text: str) -> int:
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return 0
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
    except OSError as exc:
        print(f"bufls: {path}: cannot write: {exc.strerror or exc}", file=sys.stderr)
        return USAGE_ERROR
    return 0


# ---------------------------------------------------------------------------

def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``bufls`` console script; returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] == "opt":
            return _run_opt(argv[1:])
        parser = _main_parser()
        args = parser.parse_args(argv)
        if args.check:
            return _run_check(args, parser)
        return _run_server(args, parser)
    except _Exit as exc:
        return exc.code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # stdout closed early (`bufls --check . | head`): not an error of ours
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except Exception as exc:
        return _internal_error("", exc)


if __name__ == "__main__":
    sys.exit(main())
