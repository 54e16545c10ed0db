"""The ``bufls`` command's entry (``bufls/__main__.py``): a signal while it
starts or after its work is done ends it with the exit code of the work
(130 for Ctrl-C, 143 for SIGTERM, or what ``main`` returned), never a
traceback nor death by the signal."""

from __future__ import annotations

import os
import signal
import sys
import types

import pytest

import bufls.__main__ as entry


@pytest.fixture
def handlers():
    saved = signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)
    yield
    signal.signal(signal.SIGINT, saved[0])
    signal.signal(signal.SIGTERM, saved[1])


def fake_main(monkeypatch, body):
    module = types.ModuleType("bufls.cli.main")
    module.main = body
    monkeypatch.setitem(sys.modules, "bufls.cli.main", module)


def test_ctrl_c_while_starting_is_exit_130(monkeypatch, handlers):
    def interrupted():
        raise KeyboardInterrupt

    fake_main(monkeypatch, interrupted)
    assert entry.run() == 130


def test_sigterm_while_starting_is_exit_143(monkeypatch, handlers):
    real_import = __import__

    def importing(name, *args, **kwargs):
        if name == "bufls.cli.main":
            os.kill(os.getpid(), signal.SIGTERM)  # (delivered before the import returns)
        return real_import(name, *args, **kwargs)

    fake_main(monkeypatch, lambda: 0)
    monkeypatch.setattr("builtins.__import__", importing)
    with pytest.raises(SystemExit) as exc:
        entry.run()
    assert exc.value.code == 143


def test_a_signal_once_main_returned_changes_nothing(monkeypatch, handlers):
    fake_main(monkeypatch, lambda: 1)
    assert entry.run() == 1
    os.kill(os.getpid(), signal.SIGINT)  # ignored now: no KeyboardInterrupt here
    os.kill(os.getpid(), signal.SIGTERM)  # nor death
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN


def test_main_runs_with_the_default_sigterm(monkeypatch, handlers):
    seen = []
    fake_main(monkeypatch, lambda: seen.append(signal.getsignal(signal.SIGTERM)) or 0)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    assert entry.run() == 0 and seen == [signal.SIG_DFL]
