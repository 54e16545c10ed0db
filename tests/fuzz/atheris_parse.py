#!/usr/bin/env python3
"""Coverage-guided fuzzing of the parser entry point with atheris (issue 7).

Not a pytest module (CI does not depend on atheris); run it by hand::

    pip install atheris
    python tests/fuzz/atheris_parse.py -atheris_runs=20000          # fixed budget of inputs
    python tests/fuzz/atheris_parse.py -max_total_time=600 CORPUS_DIR
    python tests/fuzz/atheris_parse.py CRASH_FILE                    # replay one input

Each input is decoded as UTF-8 (``surrogatepass``, so lone surrogates reach
the parser as a language client can send them; other invalid bytes are
replaced) and goes through ``bufls.core.api.parse_file`` and
``bufls.core.analyze.analyze``; ``print_result`` prints what parsed.  Any
exception, or a diagnostic whose span is outside the text, is a finding:
libFuzzer writes the input to ``crash-<sha1>`` in the working folder.
Slow inputs are findings too: ``-timeout=N`` seconds per input (libFuzzer's
default is 1200; use 10 to look for hangs).

Without a corpus folder, the seeds are ``tests/corpus`` (a sample, as
libFuzzer's ``-max_len`` keeps inputs short) and a few generated modules,
copied to ``$BUFLS_ATHERIS_SEEDS`` (default: ``bufls-atheris-seeds`` in the
temp folder), where libFuzzer also keeps the inputs that found new coverage.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def _seed_folder() -> str:
    """A folder of seed inputs (the user's corpus folder wins)."""
    folder = Path(os.environ.get("BUFLS_ATHERIS_SEEDS") or Path(tempfile.gettempdir()) / "bufls-atheris-seeds")
    if folder.is_dir() and any(folder.iterdir()):
        return str(folder)
    folder.mkdir(parents=True, exist_ok=True)
    files = sorted((ROOT / "tests" / "corpus").rglob("*.mlir"))
    for path in random.Random(0).sample(files, min(200, len(files))):
        (folder / path.name).write_bytes(path.read_bytes()[:4096])
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from genmod import generate

    for seed in range(5):
        (folder / f"genmod-{seed}.mlir").write_text(
            generate(60, seed, ("none", "some", "all")[seed % 3])[:4096], encoding="utf-8"
        )
    return str(folder)


def test_one_input(data: bytes) -> None:
    from bufls.core import api
    from bufls.core.analyze import analyze

    text = data.decode("utf-8", "surrogatepass") if _is_utf8_or_surrogates(data) else data.decode("utf-8", "replace")
    result = api.parse_file(text, "fuzz.mlir")
    for d in result.diagnostics:
        _inside(d, text)
    if result.modules and not result.diagnostics:
        api.print_result(result)
    for d in analyze(text, "fuzz.mlir"):
        _inside(d, text)


def _is_utf8_or_surrogates(data: bytes) -> bool:
    try:
        data.decode("utf-8", "surrogatepass")
        return True
    except UnicodeDecodeError:
        return False


def _inside(d, text: str) -> None:
    if not 0 <= d.start <= d.end <= len(text):
        raise AssertionError(f"{d.code} span {d.start}..{d.end} outside a text of {len(text)}: {d.message}")
    for r in d.related:
        if r.path in (None, "fuzz.mlir") and not 0 <= r.start <= r.end <= len(text):
            raise AssertionError(f"{d.code} related span {r.start}..{r.end} outside {len(text)}")


def main(argv: list[str]) -> None:
    import atheris

    with atheris.instrument_imports(include=["bufls"]):
        from bufls.core.analyze import analyze
        from bufls.core.ir.registry import registry

        registry.names()  # the dialect modules load lazily: instrument them too
        analyze('func.func @f() {\n  %0 = "x.y"() : () -> memref<2xf32>\n  return\n}\n')
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 60_000))
    args = list(argv)
    if not any(not a.startswith("-") for a in args[1:]):
        args.append(_seed_folder())
    if not any(a.startswith("-max_len") for a in args):
        args.append("-max_len=4096")
    atheris.Setup(args, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main(sys.argv)
