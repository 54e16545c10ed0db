"""``bufls --fix`` under faults loses nothing (issue 7): every file is left
as it was or fully replaced, never truncated, and no temp file stays behind.
Where a file cannot be written, the run exits 2 with a message naming it.

The real deallocation pipeline does the fixing.  Faults:

- a read-only file, a read-only folder (``chmod``; as root, which ignores
  modes, ``chattr +i`` where the file system has it, else skipped);
- a full disk, simulated at each step of the atomic write (temp file
  creation, a half-done write, flush, fsync, rename);
- another process changing the file while bufls analyses it, or while it
  writes the new text (the check comes just before the rename);
- SIGINT / SIGTERM delivered to a ``bufls --fix`` subprocess at each step of
  the atomic write, and at random moments of a run on big files
  (``BUFLS_FAULT_TRIALS`` sets how many; default 4).
"""

from __future__ import annotations

import errno
import importlib.util
import os
import random
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from bufls.cli import atomic
from bufls.cli import check as check_module
from bufls.cli import main as cli

# pytest-xdist: the module fixtures (the --fix reference runs) are made once, on one worker
pytestmark = pytest.mark.xdist_group("fix-faults")

ROOT = Path(__file__).resolve().parents[2]
TRIALS = int(os.environ.get("BUFLS_FAULT_TRIALS", "4"))

NEEDS_FIX = textwrap.dedent("""\
    // a function the pipeline must free buffers in
    func.func @f(%n: index) -> f32 {
      %0 = memref.alloc(%n) : memref<?xf32>
      %c0 = arith.constant 0 : index
      %v = memref.load %0[%c0] : memref<?xf32>
      return %v : f32
    }
    """)


def run(capsys, *argv) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def _no_debug(monkeypatch):
    monkeypatch.delenv("BUFLS_DEBUG", raising=False)


@pytest.fixture(scope="module")
def fixed_text(tmp_path_factory) -> str:
    """What --fix writes for NEEDS_FIX (the real pipeline)."""
    f = tmp_path_factory.mktemp("reference") / "a.mlir"
    f.write_text(NEEDS_FIX)
    assert cli.main(["--fix", "--no-cache", "-j", "1", str(f)]) == 0
    text = f.read_text()
    assert text != NEEDS_FIX and "memref.dealloc" in text
    return text


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*") if p.name.endswith(atomic.TEMP_SUFFIX))


# ---------------------------------------------------------------------------
# read-only file and folder


def _immutable(path: Path, on: bool) -> bool:
    if shutil.which("chattr") is None:
        return False
    return subprocess.run(["chattr", "+i" if on else "-i", str(path)], capture_output=True).returncode == 0


@pytest.fixture
def read_only():
    """``read_only(path)`` makes a file or folder unwritable for this process."""
    undo = []

    def make(path: Path) -> None:
        if os.geteuid() != 0:
            mode = path.stat().st_mode
            path.chmod(0o555 if path.is_dir() else 0o444)
            undo.append(lambda: path.chmod(mode))
        elif _immutable(path, True):
            undo.append(lambda: _immutable(path, False))
        else:
            pytest.skip("running as root on a file system without chattr +i: modes do not stop root")

    yield make
    for step in reversed(undo):
        step()


def test_a_read_only_file_is_not_written(tmp_path, capsys, read_only):
    f = tmp_path / "a.mlir"
    f.write_text(NEEDS_FIX)
    read_only(f)
    code, _, err = run(capsys, "--fix", "--no-cache", "-j", "1", str(f))
    assert code == 2
    assert f"bufls: {f}: not written: the file is read-only" in err
    assert f.read_text() == NEEDS_FIX and leftovers(tmp_path) == []


def test_a_read_only_folder_is_not_written_and_other_files_are(tmp_path, capsys, read_only, fixed_text):
    locked, free = tmp_path / "locked", tmp_path / "free"
    locked.mkdir()
    free.mkdir()
    (locked / "a.mlir").write_text(NEEDS_FIX)
    (free / "b.mlir").write_text(NEEDS_FIX)
    read_only(locked)
    code, _, err = run(capsys, "--fix", "--no-cache", "-j", "1", str(tmp_path))
    assert code == 2
    assert f"bufls: {locked / 'a.mlir'}: not written:" in err
    assert (locked / "a.mlir").read_text() == NEEDS_FIX
    assert (free / "b.mlir").read_text() == fixed_text
    assert leftovers(tmp_path) == []


# ---------------------------------------------------------------------------
# full disk


def _enospc(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


class _HalfThenFull:
    """A file object that writes half of the data, then finds the disk full."""

    def __init__(self, f):
        self.f = f

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()

    def write(self, data):
        self.f.write(data[: len(data) // 2])
        self.f.flush()
        _enospc()

    def __getattr__(self, name):
        return getattr(self.f, name)


class _FullAtFlush(_HalfThenFull):
    def write(self, data):
        return self.f.write(data)

    def flush(self):
        _enospc()


def _fault_once(monkeypatch, where: str) -> None:
    """The first atomic write of the run fails at ``where`` (ENOSPC)."""
    done = []

    def first() -> bool:
        if done:
            return False
        done.append(True)
        return True

    if where == "mkstemp":
        real = atomic.tempfile.mkstemp
        monkeypatch.setattr(atomic.tempfile, "mkstemp", lambda *a, **k: _enospc() if first() else real(*a, **k))
    elif where in ("write", "flush"):
        real = atomic.os.fdopen
        wrap = _HalfThenFull if where == "write" else _FullAtFlush

        def fdopen(fd, mode="r", *a, **k):
            f = real(fd, mode, *a, **k)
            return wrap(f) if mode == "wb" and first() else f

        monkeypatch.setattr(atomic.os, "fdopen", fdopen)
    elif where in ("fsync", "replace"):
        real = getattr(atomic.os, where)
        monkeypatch.setattr(atomic.os, where, lambda *a, **k: _enospc() if first() else real(*a, **k))
    else:
        raise ValueError(where)


@pytest.mark.parametrize("where", ["mkstemp", "write", "flush", "fsync", "replace"])
def test_a_full_disk_leaves_the_file_whole_and_names_it(tmp_path, capsys, monkeypatch, fixed_text, where):
    first, second = tmp_path / "a.mlir", tmp_path / "b.mlir"
    first.write_text(NEEDS_FIX)
    second.write_text(NEEDS_FIX)
    _fault_once(monkeypatch, where)
    code, _, err = run(capsys, "--fix", "--no-cache", "-j", "1", str(first), str(second))
    assert code == 2
    assert f"bufls: {first}: not written: No space left on device" in err
    assert first.read_text() == NEEDS_FIX  # intact
    assert second.read_text() == fixed_text  # the disk had room again: fully replaced
    assert leftovers(tmp_path) == []


# ---------------------------------------------------------------------------
# another process changes the file


def test_a_file_changed_during_the_analysis_is_not_overwritten(tmp_path, capsys, monkeypatch):
    f = tmp_path / "a.mlir"
    f.write_text(NEEDS_FIX)
    edited = NEEDS_FIX.replace("// a function", "// someone else's edit: a function")
    real = check_module.run_task

    def run_task_then_edit(task):
        result = real(task)
        f.write_text(edited)  # an editor saved while bufls was analysing
        return result

    monkeypatch.setattr(check_module, "run_task", run_task_then_edit)
    code, _, err = run(capsys, "--fix", "--no-cache", "-j", "1", str(f))
    assert code == 2 and f"bufls: {f}: not written:" in err and "changed while bufls was fixing it" in err
    assert f.read_text() == edited and leftovers(tmp_path) == []


def test_a_file_changed_while_the_new_text_is_written_is_not_overwritten(tmp_path, capsys, monkeypatch):
    """The comparison with what was read comes after the (slow) fsync, just
    before the rename."""
    f = tmp_path / "a.mlir"
    f.write_text(NEEDS_FIX)
    edited = NEEDS_FIX + "// appended by another process\n"
    real = atomic.os.fsync

    def fsync_while_someone_saves(fd):
        f.write_text(edited)
        real(fd)

    monkeypatch.setattr(atomic.os, "fsync", fsync_while_someone_saves)
    code, _, err = run(capsys, "--fix", "--no-cache", "-j", "1", str(f))
    assert code == 2 and "changed while bufls was fixing it" in err
    assert f.read_text() == edited and leftovers(tmp_path) == []


# ---------------------------------------------------------------------------
# SIGINT / SIGTERM in a real process

#: Run ``bufls --fix`` with a hook that sends the process ``SIG`` at one
#: step of the first atomic write (``STEP``), as a real signal, so the
#: interpreter's own handlers run.
_HOOKED_RUN = textwrap.dedent("""\
    import os, signal, sys
    from bufls.cli import atomic
    step, sig = sys.argv[1], getattr(signal, sys.argv[2])
    fired = []

    def fire():
        if not fired:
            fired.append(1)
            os.kill(os.getpid(), sig)

    def around(owner, name, before=True):
        real = getattr(owner, name)
        def hooked(*a, **k):
            if before:
                fire()
            result = real(*a, **k)
            if not before:
                fire()
            return result
        setattr(owner, name, hooked)

    if step == "after_mkstemp":
        around(atomic.tempfile, "mkstemp", before=False)
    elif step == "at_fsync":
        around(atomic.os, "fsync")
    elif step == "before_replace":
        around(atomic.os, "replace")
    elif step == "after_replace":
        around(atomic.os, "replace", before=False)
    from bufls.cli.main import main
    sys.exit(main(sys.argv[3:]))
    """)


def _bufls_env() -> dict:
    return {k: v for k, v in os.environ.items() if k != "BUFLS_DEBUG"}


def _default_sigint() -> None:
    """A run started in the background by a shell (``cmd &``) inherits an
    ignored SIGINT, and Python then keeps ignoring it; a user's Ctrl-C
    reaches a process with the default disposition."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("step", ["after_mkstemp", "at_fsync", "before_replace", "after_replace"])
def test_a_signal_at_any_step_of_a_write_loses_nothing(tmp_path, fixed_text, step, sig):
    files = [tmp_path / f"{n}.mlir" for n in "abc"]
    for f in files:
        f.write_text(NEEDS_FIX)
    proc = subprocess.run(
        [sys.executable, "-c", _HOOKED_RUN, step, sig, "--fix", "--no-cache", "-j", "1", *map(str, files)],
        capture_output=True,
        text=True,
        timeout=120,
        env=_bufls_env(),
        preexec_fn=_default_sigint,
    )
    assert proc.returncode == (130 if sig == "SIGINT" else 143), proc.stderr
    assert "Traceback" not in proc.stderr
    states = [f.read_text() for f in files]
    assert all(s in (NEEDS_FIX, fixed_text) for s in states), states
    assert states[1:] == [NEEDS_FIX, NEEDS_FIX]  # the run stopped at the first write
    assert leftovers(tmp_path) == []


def _load_genmod():
    spec = importlib.util.spec_from_file_location("bufls_faults_genmod", ROOT / "benchmarks" / "genmod.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def big_files(tmp_path_factory):
    """Three 1,000-line dealloc-free modules and what --fix makes of them."""
    genmod = _load_genmod()
    originals = {f"m{i}.mlir": genmod.generate(1000, seed=i, deallocs="none") for i in range(3)}
    folder = tmp_path_factory.mktemp("big-reference")
    for name, text in originals.items():
        (folder / name).write_text(text)
    t0 = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "bufls", "--fix", "--no-cache", "-j", "1", str(folder)],
        capture_output=True,
        text=True,
        timeout=600,
        env=_bufls_env(),
    )
    seconds = time.monotonic() - t0
    assert proc.returncode == 0, proc.stderr
    fixed = {name: (folder / name).read_text() for name in originals}
    assert all(fixed[n] != originals[n] for n in originals)
    return originals, fixed, seconds


@pytest.mark.parametrize("trial", range(TRIALS))
def test_a_signal_at_a_random_moment_loses_nothing(tmp_path, big_files, trial):
    originals, fixed, seconds = big_files
    rng = random.Random(trial)
    sig = (signal.SIGINT, signal.SIGTERM)[trial % 2]
    for name, text in originals.items():
        (tmp_path / name).write_text(text)
    proc = subprocess.Popen(
        [sys.executable, "-m", "bufls", "--fix", "--no-cache", "-j", str(1 + trial % 2), str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_bufls_env(),
    )
    time.sleep(rng.uniform(0.2, 1.1) * seconds)
    proc.send_signal(sig)
    _out, err = proc.communicate(timeout=300)
    assert proc.returncode in (0, 130, 143), err  # 0: it had finished
    assert "Traceback" not in err
    for name in originals:
        assert (tmp_path / name).read_text() in (originals[name], fixed[name]), name
    assert leftovers(tmp_path) == []
