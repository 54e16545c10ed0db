#!/usr/bin/env python3
"""Run the bufls language server under cProfile, every thread included.

    python benchmarks/profile_server.py OUT.prof [--stdio]
    python -m pstats OUT.prof          # sort cumulative / stats 40

The main thread (pygls: reading, applying changes, JSON) is profiled as a
whole; each job of a ``ThreadPoolExecutor`` (the analysis worker) is profiled
while it runs, so an idle worker never leaves a half-open profile.  All are
merged into OUT.prof when the server exits.  ``bench_lsp.py`` uses this when
``BUFLS_PROFILE=DIR`` is set.
"""

from __future__ import annotations

import cProfile
import pstats
import sys
import threading
from concurrent.futures import thread as cf_thread

_profiles: dict[int, cProfile.Profile] = {}
_lock = threading.Lock()


def _profile_jobs() -> None:
    run = cf_thread._WorkItem.run

    def profiled_run(self):
        ident = threading.get_ident()
        with _lock:
            prof = _profiles.setdefault(ident, cProfile.Profile())
        prof.enable()
        try:
            return run(self)
        finally:
            prof.disable()

    cf_thread._WorkItem.run = profiled_run


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    out, rest = argv[0], argv[1:] or ["--stdio"]
    _profile_jobs()
    from bufls.cli.main import main as bufls_main

    main_prof = cProfile.Profile()
    main_prof.enable()
    try:
        return bufls_main(rest)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 0
    finally:
        main_prof.disable()
        stats = pstats.Stats(main_prof)
        with _lock:
            for prof in _profiles.values():
                stats.add(prof)
        stats.dump_stats(out)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
