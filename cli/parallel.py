"""``bufls opt``'s printing on two cores: a forked child prints the second
half of the module's top-level ops while this process prints the first.

mlir-opt runs function passes on several threads; Python threads would not
run Python at the same time, but a process forked once the module is parsed
(and passed) has the whole IR at no copying cost.  The child prints the ops
from the split point on (``printer.Split`` with ``skip``) and sends their
text through a pipe; the parent prints the others, then takes the child's
text when it is exactly what it would have printed itself (the conditions
``printer.Split`` gives) and otherwise prints the rest itself.  Anything
wrong on the child's side (it failed, died or sent an incomplete text) is
the same fallback: the output is always the one process's output, byte for
byte, and the child is always reaped before this returns.

Used only where it can pay: a fork-capable platform with two cores for this
process that no other process is running on (``_idle_cores``), one thread,
one module of at least ``MIN_CHARS`` of source and ``MIN_OPS`` top-level
ops.  ``BUFLS_OPT_JOBS=1`` turns it off.
"""

from __future__ import annotations

import os
import threading

from bufls.core import api
from bufls.core.syntax import printer

__all__ = ["print_result"]

MIN_CHARS = 200_000  # of the module's source: below, the fork costs more than it saves
MIN_OPS = 4  # top-level ops
_OK = b"bufls-split-ok\n"  # the child's last bytes: its text is complete


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _idle_cores() -> int:
    """The cores not running another process now: ``/proc/loadavg``'s count
    of runnable tasks (this process among them), else all of them.  On a
    machine whose other core is busy the two halves would take turns on
    one core, and the fork would only add its cost."""
    cores = _cores()
    try:
        with open("/proc/loadavg", encoding="ascii") as f:
            running = int(f.read().split()[3].split("/")[0])
    except (OSError, ValueError, IndexError):
        return cores
    return cores - max(running - 1, 0)


def _eligible(result) -> bool:
    if os.environ.get("BUFLS_OPT_JOBS", "") == "1" or not hasattr(os, "fork"):
        return False
    if len(result.modules) != 1 or threading.active_count() != 1:
        return False
    pm = result.modules[0]
    return pm.end - pm.start >= MIN_CHARS and _idle_cores() >= 2


def _split_point(ops: list) -> int:
    """The index splitting ``ops`` into two halves of about the same source
    length (ops without a span, made by passes, count as short)."""
    sizes = [(op.span[1] - op.span[0]) if op.span is not None else 1 for op in ops]
    half = sum(sizes) / 2
    total = 0
    for i, n in enumerate(sizes):
        total += n
        if total >= half:
            return max(1, min(i + 1, len(ops) - 1))
    return len(ops) // 2


def print_result(result, generic: bool = False, explicit_module: bool = False) -> str:
    """``api.print_result(result, generic, explicit_module)``, on two processes where that pays."""
    if not _eligible(result):
        return api.print_result(result, generic, explicit_module)
    pm = result.modules[0]
    block = printer.top_level_block(pm)
    if block is None or len(block.ops) < MIN_OPS:
        return api.print_result(result, generic, explicit_module)
    at = _split_point(block.ops)
    if not printer.splittable(block, at):
        return api.print_result(result, generic, explicit_module)
    try:
        rfd, wfd = os.pipe()
    except OSError:
        return api.print_result(result, generic, explicit_module)
    try:
        pid = os.fork()
    except OSError:
        os.close(rfd)
        os.close(wfd)
        return api.print_result(result, generic, explicit_module)
    if pid == 0:  # the child: never returns
        _child(pm, generic, explicit_module, block, at, rfd, wfd)
    os.close(wfd)
    reaped = False

    def rest(counter: int) -> str | None:
        nonlocal reaped
        chunks = []
        with os.fdopen(os.dup(rfd), "rb") as f:
            chunks.append(f.read())
        _, status = os.waitpid(pid, 0)
        reaped = True
        data = b"".join(chunks)
        if status != 0 or not data.endswith(_OK):
            return None
        head, _, body = data[: -len(_OK)].partition(b"\n")
        counter_at, counter_end = (int(x) for x in head.split())
        if counter_at != counter and counter_end != counter_at:
            return None  # the child named fresh values from another count
        return body.decode("utf-8", "surrogatepass")

    try:
        with api._deep_recursion():
            return printer.print_module(pm, generic, printer.Split(block, at, rest=rest), explicit_module)
    finally:
        os.close(rfd)
        if not reaped:
            try:
                os.kill(pid, 9)
            except OSError:
                pass
            os.waitpid(pid, 0)


def _child(pm, generic: bool, explicit_module: bool, block, at: int, rfd: int, wfd: int) -> None:
    """Print ``block.ops[at:]`` and send ``counter_at counter_end\\n``, the
    text and ``_OK`` to ``wfd``; end the process without its teardown."""
    code = 1
    try:
        os.close(rfd)
        split = printer.Split(block, at, skip=True)
        with api._deep_recursion():
            printer.print_module(pm, generic, split, explicit_module)
        data = f"{split.counter_at} {split.counter_end}\n".encode() + split.text.encode("utf-8", "surrogatepass") + _OK
        view = memoryview(data)
        while view:
            n = os.write(wfd, view)
            view = view[n:]
        code = 0
    except BaseException:  # (the parent prints it all then)
        code = 1
    finally:
        os._exit(code)
