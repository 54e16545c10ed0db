"""core/runtime.py: interpreter settings for big IR."""

import sys

import pytest

from bufls.core import runtime


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc only")
def test_freed_memory_is_given_back_to_the_system():
    def rss_kib():
        with open("/proc/self/status") as f:
            return int(f.read().split("VmRSS:")[1].split()[0])

    assert runtime._TRIM is not None
    blocks, pins = [], []
    for _ in range(1000):                       # ~100 MB through malloc, each block pinned
        blocks.append(bytearray(100_000))       # in place by a small one allocated after it:
        pins.append(bytearray(1000))            # freeing the big ones leaves holes, not a top
    grown = rss_kib()
    del blocks
    runtime.return_free_memory()
    assert rss_kib() < grown - 50_000, "malloc kept the freed pages"
    del pins
