"""``python -m bufls`` and the ``bufls`` command (``run``).

A signal at any moment ends the command the way it ends the work: Ctrl-C
gives exit 130 and SIGTERM 143 while bufls starts (its modules imported,
before ``main`` looks at its arguments) as while it works, and a signal
that arrives once ``main`` has returned changes nothing (its exit code
stands; the files are written).  Never a traceback."""

import signal
import sys

TERMINATED_EXIT = 128 + signal.SIGTERM  # (cli.console's too: not imported before the handler below is set)


def _terminated_while_starting(_signum, _frame):
    raise SystemExit(TERMINATED_EXIT)


def run() -> int:
    previous = signal.signal(signal.SIGTERM, _terminated_while_starting)
    code = 130
    try:
        from bufls.cli.main import main

        signal.signal(signal.SIGTERM, previous)
        code = main()
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    return code


if __name__ == "__main__":
    sys.exit(run())
