"""The ``bufls`` command (also ``python -m bufls``).

    bufls [--stdio | --tcp [HOST:]PORT]      language server (the default; TCP on 127.0.0.1 unless HOST)
    bufls --check [--format text|json|sarif|github] [--output-file F] [--exit-zero]
                  [-j N] [--no-cache] PATH...
    bufls --fix PATH...                      apply the deallocation pipeline in place
    bufls --diff PATH...                     print what --fix would change
    bufls opt [--split-input-file] [--mlir-print-op-generic] [--mlir-print-ir-after-all] [-o OUT] FILE|-
    bufls graph FILE[@function] [-o OUT] [--format svg|dot]   the ownership graph

Exit codes of ``--check`` (and of ``--fix``, on what remains): 0 when
nothing at error severity was found, 1 when something was, 2 for a usage,
I/O or internal error.  ``--diff`` exits 1 when there is a diff.  ``bufls opt``
exits 0 when the input is accepted and 1 when it is rejected, with
upstream-style ``file:line:col: error: message`` lines on stderr.

The language server is started through ``bufls.server.server.start(mode,
host=None, port=None)`` with ``mode`` ``"stdio"`` or ``"tcp"``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from bufls import __version__
from bufls.cli.common import USAGE_ERROR
from bufls.cli.common import Exit as _Exit
from bufls.cli.common import Parser as _Parser
from bufls.cli.common import config_for as _config_for
from bufls.cli.common import dialect_problems as _dialect_problems
from bufls.cli.common import internal_error as _internal_error
from bufls.cli.common import upstream_message as _upstream_message
from bufls.cli.console import TERMINATED_EXIT, Terminated, sigterm_as_interrupt, write_stdout

__all__ = ["main"]

LOOPBACK = "127.0.0.1"  # --tcp without a host


# ---------------------------------------------------------------------------
# bufls / bufls --check / bufls --stdio


def _main_parser() -> _Parser:
    from bufls.cli.formats import FORMATS

    p = _Parser(
        prog="bufls",
        description="Language server and checker for MLIR buffer deallocation. "
        "Without arguments, runs the language server on stdio. "
        "`bufls opt --help` describes the optimizer front end, "
        "`bufls graph --help` the ownership graph of a function.",
    )
    p.add_argument("--version", action="version", version=f"bufls {__version__}")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument(
        "--check", action="store_true", help="report deallocation problems in PATHs (folders: every *.mlir inside)"
    )
    mode.add_argument(
        "--fix",
        action="store_true",
        help="apply the buffer-deallocation pipeline, in place, to the functions that "
        "need it (BUF201), then report what remains",
    )
    mode.add_argument(
        "--diff", action="store_true", help="print the unified diff --fix would write; write nothing (exit 1 if any)"
    )
    mode.add_argument("--stdio", action="store_true", help="language server on stdin/stdout (default)")
    mode.add_argument(
        "--tcp", metavar="[HOST:]PORT", help="language server on a TCP socket (debugging; default host 127.0.0.1)"
    )
    p.add_argument("--format", choices=FORMATS, default="text", help="report format of --check/--fix (default: text)")
    p.add_argument("--output-file", metavar="F", help="write the report (or the diff) to F instead of stdout")
    p.add_argument(
        "--exit-zero",
        action="store_true",
        help="exit 0 even when problems are found (2 is still returned for errors of bufls itself)",
    )
    p.add_argument(
        "-j",
        "--jobs",
        type=int,
        default=0,
        metavar="N",
        help="check files in N processes (default 0: one per core, or this process alone for a few small files)",
    )
    p.add_argument(
        "--no-cache",
        action="store_true",
        help="analyse every file again instead of reusing results of unchanged files "
        "(cache: $BUFLS_CACHE_DIR, else $XDG_CACHE_HOME/bufls or ~/.cache/bufls)",
    )
    p.add_argument("paths", nargs="*", metavar="PATH", help="files or folders to check; - reads stdin")
    return p


def _mode(args: argparse.Namespace) -> str | None:
    return "check" if args.check else "fix" if args.fix else "diff" if args.diff else None


def _write_report(path: str | None, text: str) -> bool:
    if path:
        try:
            with open(path, "w", encoding="utf-8") as out:
                out.write(text)
        except OSError as exc:
            print(f"bufls: {path}: cannot write: {exc.strerror or exc}", file=sys.stderr)
            return False
    else:
        write_stdout(text)
    return True


def _run_check(args: argparse.Namespace, parser: _Parser) -> int:
    from bufls.cli import check
    from bufls.cli.cache import Cache
    from bufls.cli.formats import format_report, format_text

    mode = _mode(args)
    if not args.paths:
        parser.error(f"--{mode} needs at least one PATH")
    if args.jobs < 0:
        parser.error("-j must be 0 or more")
    if mode == "fix" and check.STDIN in args.paths:
        parser.error("--fix cannot write to stdin; use --diff -")
    configs = check.Configs()
    files, errors, excluded = check.collect_files(args.paths, configs)
    for message in errors:
        print(message, file=sys.stderr)
    progress = check.Progress(len(files))
    try:
        reports = check.check_files(files, configs, mode, args.jobs, Cache.default(not args.no_cache), progress)
    except check.CheckerUnavailable as exc:  # reported once, not once per file
        return _internal_error("while loading the checker", exc.__cause__ or exc)
    config_findings = check.config_findings(configs)
    for report in reports:
        for note in report.notes:
            print(f"bufls: {note}", file=sys.stderr)
        if report.error:
            print(report.error, file=sys.stderr)
            errors.append(report.error)

    if mode == "diff":
        from bufls.cli.fix import unified_diff

        if config_findings:
            sys.stderr.write(format_text(config_findings))
        diffs = [unified_diff(r.file, r.old_text, r.new_text) for r in reports if r.new_text is not None]
        if not _write_report(args.output_file, "".join(diffs)):
            return USAGE_ERROR
        if errors:
            return USAGE_ERROR
        return 1 if diffs and not args.exit_zero else 0

    if mode == "fix":
        from bufls.cli.fix import FixRefused, outside, write_atomic

        fixed = 0
        for report in reports:
            if report.new_text is None:
                continue
            try:
                outside(report.file, args.paths)
                write_atomic(report.file, report.new_text, expected_old=report.old_text)
                fixed += 1
            except (OSError, FixRefused) as exc:
                message = f"bufls: {report.file}: not written: {getattr(exc, 'strerror', None) or exc}"
                print(message, file=sys.stderr)
                errors.append(message)
        print(f"bufls: fixed {fixed} file{'s' if fixed != 1 else ''}", file=sys.stderr)

    findings = config_findings + [f for r in reports for f in r.findings]
    if not _write_report(args.output_file, format_report(args.format, findings, errors)):
        return USAGE_ERROR
    if args.format == "text":
        print(check.summary(reports, config_findings, excluded), file=sys.stderr)
    if errors:
        return USAGE_ERROR
    if args.exit_zero:
        return 0
    return 1 if any(f.is_error for f in findings) else 0


def _parse_tcp(value: str, parser: _Parser) -> tuple[str, int]:
    """``HOST:PORT``, or ``PORT`` / ``:PORT`` for the loopback interface
    (never all interfaces unless asked: the server runs commands that edit files)."""
    host, sep, port = value.rpartition(":")
    host = host.strip("[]") if sep else ""
    if not port.isdigit() or not 0 < int(port) < 65536 or (sep and not host and value != ":" + port):
        parser.error(f"--tcp expects [HOST:]PORT, got {value!r}")
    return host or LOOPBACK, int(port)


def _run_server(args: argparse.Namespace, parser: _Parser) -> int:
    if args.paths:
        parser.error("PATH arguments need --check (or use `bufls opt FILE`)")
    mode, host, port = "stdio", None, None
    if args.tcp:
        mode = "tcp"
        host, port = _parse_tcp(args.tcp, parser)
    if mode == "stdio" and not os.environ.get("BUFLS_WORKER"):
        from bufls.server import supervisor

        return supervisor.run()
    from bufls.server import server

    result = server.start(mode, host=host, port=port)
    return result if isinstance(result, int) else 0


# ---------------------------------------------------------------------------
# bufls opt


# The pass flags bufls opt shares with mlir-opt (README.md, "Command line");
# any registered pass (bufls.core.passes.base.PASSES) and --pass-pipeline=...
# are accepted too.
def _pass_flags(load: bool = False) -> list[str]:
    """Every registered pass (``core/passes``), in registration order: the
    names ``PASS_MODULES`` gives without importing any pass module, then
    any other registered pass; with ``load`` (``--help``), after importing
    every pass module."""
    from bufls.core.passes import PASS_MODULES, load_all
    from bufls.core.passes.base import PASSES

    if load:
        load_all()
    return list(PASS_MODULES) + [p for p in PASSES if p not in PASS_MODULES]


def _opt_parser(load: bool = False) -> _Parser:
    p = _Parser(
        prog="bufls opt",
        allow_abbrev=False,
        description="Parse MLIR, run buffer passes (deallocation and the optimizations before it) and "
        "print it back, with mlir-opt compatible flags (single-dash long flags such as "
        "-split-input-file are accepted too). "
        "Pass flags run in the order given: "
        + ", ".join("--" + f for f in _pass_flags(load))
        + ", --pass-pipeline=builtin.module(...). "
        "The configuration is that of FILE's folder (of the current folder for stdin): the nearest "
        "bufls.toml or pyproject.toml [tool.bufls] gives the allocation resources and the dialects "
        "(`dialects = [...]`, ODS .td files) whose ops are read, printed and freed; a problem in a "
        "dialect file is printed as FILE.td:LINE:COL: error: ... and rejects the input (exit 1).",
    )
    p.add_argument("--split-input-file", action="store_true", help="treat each `// -----` chunk as a separate module")
    p.add_argument("--mlir-print-op-generic", action="store_true", help="print every operation in the generic form")
    p.add_argument(
        "--mlir-print-ir-after-all",
        action="store_true",
        help="print the IR after each pass (the passes of a pipeline one by one) on stderr, "
        "each after a header like mlir-opt's: // -----// IR Dump After CSE (cse) //----- //",
    )
    p.add_argument(
        "--allow-unregistered-dialect",
        action="store_true",
        help="accepted for mlir-opt compatibility (bufls always allows unregistered ops)",
    )
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
            out.append("-" + arg)  # like LLVM, -ofile is not -o file but an unknown --ofile
        else:
            out.append(arg)
    return out


def _pass_specs(unknown: list[str], parser: _Parser) -> list:
    """The pass flags among the arguments argparse did not know, in order."""
    if not unknown:
        return []
    try:
        from bufls.core.passes.base import PassOptionError, is_pass_flag, parse_flags
    except ImportError as exc:
        parser.error(f"passes are not available in this build of bufls opt ({exc})")
    flags = []
    for flag in unknown:
        if flag.startswith("--") and is_pass_flag(flag):
            flags.append(flag)
        elif flag.startswith("-") and flag != "-":
            parser.error(f"unknown option {flag!r}")
        else:
            parser.error(f"unexpected argument {flag!r} (one input file only)")
    try:
        return parse_flags(flags)
    except PassOptionError as exc:
        parser.error(str(exc))
    return []


def _skip_exit_collection() -> None:
    """The process is about to end: keep the collection at interpreter exit
    from walking everything it built once more (the IR of a big module is
    hundreds of thousands of objects, in reference cycles; on a 50,000-line
    module that last walk cost several percent of the whole run).  Only for
    ``bufls opt``/``--check`` run as a command, never in the language server
    nor when ``main`` is called with arguments (tests, other programs)."""
    import gc

    gc.freeze()


def _end_process(code: int) -> None:
    """``bufls opt`` run as a command is done (its output written and
    closed): flush the standard streams and end the process without the
    interpreter's teardown, which would release a big module's IR object by
    object (about as long as printing it).  A closed pipe on stdout raises
    here, as it would at exit, and is handled by ``main``."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def _run_opt(argv: Sequence[str]) -> int:
    # One file, then exit: the IR lives until the end, so cyclic garbage
    # collection would only re-scan it (a quarter of the run on big files).
    import gc

    enabled = gc.isenabled()
    gc.disable()
    try:
        return _opt(argv)
    finally:
        if enabled:
            gc.enable()


def _opt(argv: Sequence[str]) -> int:
    argv = _normalize_llvm_flags(argv)
    parser = _opt_parser(load="-h" in argv or "--help" in argv)
    args, unknown = parser.parse_known_args(argv)
    specs = _pass_specs(unknown, parser)

    from bufls.cli.inputs import STDIN, STDIN_NAME, InputError, read_text
    from bufls.core.syntax.source import SourceFile

    display = STDIN_NAME if args.input == STDIN else args.input
    try:
        text = read_text(args.input)
    except InputError as exc:
        print(str(exc), file=sys.stderr)
        return USAGE_ERROR
    try:
        from bufls.core import api
        from bufls.core.config.dialects import activate

        config = _config_for(args.input)
        if _dialect_problems(config):
            return 1
        activate(config.dialect_set)
        result = api.parse_file(text, display, split=args.split_input_file)
        source = _LazySource(SourceFile, text, display)
        failed = False
        for d in sorted(result.diagnostics, key=lambda d: (d.start, d.end)):
            failed |= d.severity.name == "ERROR"
            sys.stderr.write(_upstream_message(source, d.start, d.severity.label, d.message))
            for r in d.related:
                if r.path is None or r.path == display:
                    sys.stderr.write(_upstream_message(source, r.start, "note", r.message))
        if failed:
            return 1
        if specs:
            failed = _run_passes(
                result, specs, source, config.resources, args.mlir_print_ir_after_all, args.mlir_print_op_generic
            )
        from bufls.cli.parallel import print_result

        printed = print_result(result, args.mlir_print_op_generic, explicit_module=True) if result.modules else ""
    except Exception as exc:
        return _internal_error(f"while processing {display}", exc)
    code = _write_output(args.output, printed) if printed or not failed else 0
    return code or (1 if failed else 0)


def _run_passes(result, specs, source, resources, print_ir: bool = False, generic: bool = False) -> bool:
    """Run the passes on every module; a module a pass rejects is reported
    (upstream style) and left out of the output, like mlir-opt does with
    --split-input-file.  Returns whether some module was rejected.  With
    ``print_ir`` (--mlir-print-ir-after-all), the IR after each pass goes to
    stderr, as mlir-opt prints it."""
    from bufls.core.passes.base import PassError, run_pipeline

    if print_ir:
        from bufls.core.services.ir_after_passes import expand

        specs = expand(specs)
    failed = False
    kept = []
    for pm in result.modules:
        diagnostics: list = []
        at = None  # (--mlir-print-ir-after-all) the pass running
        try:
            if print_ir:
                for at in specs:
                    run_pipeline(pm, [at], resources, diagnostics)
                    sys.stderr.write(_ir_dump(pm, at, generic))
            else:
                run_pipeline(pm, specs, resources, diagnostics)
        except PassError as exc:
            failed = True
            start = exc.span[0] if exc.span else pm.start
            sys.stderr.write(_upstream_message(source, start, "error", exc.message))
            for message, span in exc.notes:
                sys.stderr.write(_upstream_message(source, span[0] if span else start, "note", message))
            if at is not None:
                sys.stderr.write(_ir_dump(pm, at, generic, failed=True))
            continue
        finally:
            for d in sorted(diagnostics, key=lambda d: (d.start, d.end)):
                sys.stderr.write(_upstream_message(source, d.start, d.severity.label, f"{d.message} [{d.code}]"))
        kept.append(pm)
    result.modules[:] = kept
    return failed


def _ir_dump(pm, spec, generic: bool, failed: bool = False) -> str:
    """What mlir-opt's --mlir-print-ir-after-all prints after the pass
    ``spec``: its header and the module, or each function after a pass
    upstream runs on each func.func."""
    from bufls.core.services.ir_after_passes import FUNCTION_PASSES, dump_header
    from bufls.core.syntax.printer import print_op

    header = dump_header(spec.cls.name, failed) + "\n"
    anchor = "func.func" if spec.cls.name in FUNCTION_PASSES else spec.anchor
    if anchor != pm.op.name:
        body = pm.op.regions[0].blocks[0].ops if pm.op.regions and pm.op.regions[0].blocks else []
        return "".join(header + print_op(op, generic) + "\n\n" for op in body if op.name == anchor)
    aliases = "".join(f"{name} = {value}\n" for name, value, *_ in pm.aliases)
    return header + aliases + print_op(pm.op, generic) + "\n\n\n"


class _LazySource:
    """The input's ``SourceFile`` (its line table), made on the first
    message that needs a line and column: a run without diagnostics never
    scans the text for lines."""

    __slots__ = ("_make", "_text", "_path", "_file")

    def __init__(self, make, text: str, path: str):
        self._make, self._text, self._path, self._file = make, text, path, None

    def __getattr__(self, name: str):
        if self._file is None:
            self._file = self._make(self._text, self._path)
        return getattr(self._file, name)


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
    one_shot = argv is None  # this process ends when main returns
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] == "opt":
            try:
                code = _run_opt(argv[1:])
            finally:
                if one_shot:
                    _skip_exit_collection()
            if one_shot:
                _end_process(code)
            return code
        if argv and argv[0] == "graph":
            from bufls.cli.graph import run as run_graph

            return run_graph(argv[1:])
        parser = _main_parser()
        args = parser.parse_args(argv)
        if _mode(args) is not None:
            try:
                with sigterm_as_interrupt():
                    return _run_check(args, parser)
            finally:
                if one_shot:
                    _skip_exit_collection()
        return _run_server(args, parser)
    except _Exit as exc:
        return exc.code
    except KeyboardInterrupt:
        return 130
    except Terminated:  # SIGTERM during --check/--fix/--diff
        return TERMINATED_EXIT
    except BrokenPipeError:
        # stdout closed early (`bufls --check . | head`): not an error of ours
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (for the rest of the process)
        except OSError:
            pass
        return 0
    except Exception as exc:
        return _internal_error("", exc)


if __name__ == "__main__":
    sys.exit(main())
