"""core/runtime.py: interpreter settings for big IR."""

import ctypes
import subprocess
import sys
import textwrap

import pytest

from bufls.core import runtime


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc only")
def test_freed_memory_is_given_back_to_the_system():
    def rss_kib():
        with open("/proc/self/status") as f:
            return int(f.read().split("VmRSS:")[1].split()[0])

    assert runtime._TRIM is not None
    blocks, pins = [], []
    for _ in range(1000):  # ~100 MB through malloc, each block pinned
        blocks.append(bytearray(100_000))  # in place by a small one allocated after it:
        pins.append(bytearray(1000))  # freeing the big ones leaves holes, not a top
    grown = rss_kib()
    del blocks
    runtime.return_free_memory()
    assert rss_kib() < grown - 50_000, "malloc kept the freed pages"
    del pins


try:
    _LIBC = ctypes.CDLL("libc.so.6")
    _LIBC.mallinfo2  # noqa: B018 (raises AttributeError before glibc 2.33)
except (OSError, AttributeError):
    _LIBC = None

_NEEDS_MALLINFO2 = pytest.mark.skipif(_LIBC is None, reason="needs glibc 2.33+ (mallinfo2)")

# In a fresh interpreter: free a 4 MiB block (glibc then raises its mmap
# threshold to 4 MiB), allocate 1 MiB, say whether it got its own mapping.
_PROBE = textwrap.dedent("""
    import ctypes, sys
    from bufls.core.runtime import map_big_blocks
    if sys.argv[1] == "fixed":
        map_big_blocks()
    class Info(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in
                    "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost".split()]
    libc = ctypes.CDLL("libc.so.6")
    libc.mallinfo2.restype = Info
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    libc.free(libc.malloc(4 << 20))
    mapped = libc.mallinfo2().hblkhd
    block = libc.malloc(1 << 20)
    print(libc.mallinfo2().hblkhd - mapped >= 1 << 20)
    libc.free(block)
""")


def _own_mapping(mode: str, cwd) -> bool:
    # cwd: not the checkout, whose bufls/ folder would shadow the installed package
    out = subprocess.run([sys.executable, "-c", _PROBE, mode], capture_output=True, text=True, check=True, cwd=cwd)
    return out.stdout.strip() == "True"


@_NEEDS_MALLINFO2
def test_big_blocks_keep_their_own_mapping_after_a_bigger_one_was_freed(tmp_path):
    assert _own_mapping("fixed", tmp_path)


@_NEEDS_MALLINFO2
def test_without_it_glibc_moves_big_blocks_into_the_heap(tmp_path):
    # the behaviour map_big_blocks exists to stop (if glibc changes it,
    # the call may no longer be needed)
    assert not _own_mapping("default", tmp_path)
