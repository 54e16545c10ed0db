"""Fuzzing the parser and the checker (issue 7): mutated corpus files and
generated modules never crash ``bufls --check --format json``.

- ``test_analyze_keeps_spans_inside_the_text``: ``analyze`` (parser, verifier,
  checker) on mutated texts, lone surrogates included (a language client can
  send them), never raises and every span lies inside the text.
- ``test_check_json_answers_every_mutated_file``: the real CLI entry
  (``bufls.cli.main.main``, in-process for speed) on the mutated files as
  bytes: exit 0 or 1 (2 with "not valid UTF-8" for bytes that are not),
  valid JSON, every range inside the file in 0-based lines and UTF-16
  characters.
- ``test_check_json_on_random_bytes``: the same on random bytes and random
  code points.
- ``test_check_json_on_a_folder_in_a_subprocess``: ``python -m bufls --check
  --format json FOLDER`` on a folder of mutated files, with worker processes
  (``-j 2``) and without, answers for every file the same way.

The examples are derandomized (CI runs the same ones every time);
``BUFLS_FUZZ_EXAMPLES=N`` runs N examples of each property instead::

    BUFLS_FUZZ_EXAMPLES=2000 pytest tests/fuzz -k fuzz_check
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

import bufls.cli.main as _cli
from bufls.cli.findings import to_findings
from bufls.core.analyze import analyze
from bufls.core.syntax.source import SourceFile


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"bufls_tests_fuzz_{name}", Path(__file__).with_name(f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


fz = _load("fuzzing")


def _settings(ci_examples: int):
    return settings(
        derandomize=True,
        max_examples=fz.examples(ci_examples),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
    )


def run_check(data: bytes, name: str = "fuzzed.mlir") -> tuple[int, str, str, str]:
    """``bufls --check --format json --no-cache -j 1 FILE`` in-process on a
    file holding ``data``: (exit code, stdout, stderr, the file's path)."""
    folder = tempfile.mkdtemp(prefix="bufls-fuzz-")
    try:
        path = str(Path(folder) / name)
        Path(path).write_bytes(data)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = _cli.main(["--check", "--format", "json", "--no-cache", "-j", "1", path])
        return code, out.getvalue(), err.getvalue(), path
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@_settings(300)
@given(base=fz.seed_texts(), ms=fz.mutations())
def test_analyze_keeps_spans_inside_the_text(base, ms):
    text = fz.apply_all(base, ms)
    note(repr(ms))
    path = "/fuzz/a.mlir"
    diagnostics = analyze(text, path)
    fz.check_diagnostics(text, diagnostics, path)
    findings = to_findings(path, SourceFile(text, path), diagnostics)
    lengths = fz.utf16_lines(text)
    for f in findings:
        fz.check_range(f.range, lengths)


@_settings(200)
@given(base=fz.seed_texts(), ms=fz.mutations())
def test_check_json_answers_every_mutated_file(base, ms):
    data = fz.to_bytes(fz.apply_all(base, ms))
    note(repr(ms))
    code, out, err, path = run_check(data)
    fz.check_cli_answer(code, out, err, data, path)


@_settings(60)
@given(
    data=st.one_of(
        st.binary(max_size=2000),
        st.text(max_size=500).map(fz.to_bytes),
        st.lists(st.sampled_from(fz.SNIPPETS), max_size=200).map("".join).map(fz.to_bytes),
    )
)
def test_check_json_on_random_bytes(data):
    code, out, err, path = run_check(data)
    fz.check_cli_answer(code, out, err, data, path)


def _mutated_folder(folder: Path, count: int, seed: int) -> dict[str, bytes]:
    rng = random.Random(seed)
    files = fz.corpus_files()
    out = {}
    for i in range(count):
        base = fz.corpus_text(rng.choice(files)) if i % 3 else fz.generated(rng.randint(20, 120), i, "none")
        ms = [
            fz.Mutation(
                rng.choice(fz.KINDS),
                rng.randrange(1 << 20),
                rng.randrange(1 << 20),
                "".join(rng.choice(fz.SNIPPETS) for _ in range(rng.randint(1, 4))),
            )
            for _ in range(rng.randint(1, 4))
        ]
        data = fz.to_bytes(fz.apply_all(base, ms))
        path = folder / f"m{i:03d}.mlir"
        path.write_bytes(data)
        out[str(path)] = data
    return out


def test_check_json_on_a_folder_in_a_subprocess(tmp_path):
    files = _mutated_folder(tmp_path, fz.examples(24), seed=7)
    reports = []
    for jobs in ("2", "1"):
        proc = subprocess.run(
            [sys.executable, "-m", "bufls", "--check", "--format", "json", "--no-cache", "-j", jobs, str(tmp_path)],
            capture_output=True,
            text=True,
            timeout=600,
        )
        report = json.loads(proc.stdout)
        bad = {p for p, data in files.items() if not _utf8(data)}  # lone surrogates: exit 2, named
        assert proc.returncode in ((0, 1) if not bad else (2,)), proc.stderr[-3000:]
        assert "internal error" not in proc.stderr, proc.stderr[-3000:]
        for path, data in files.items():
            mine = [item for item in report if item["file"] == path]
            if path in bad:
                assert not mine and f"bufls: {path}: not valid UTF-8" in proc.stderr
                continue
            fz.check_cli_answer(
                1 if any(i["severity"] == "error" for i in mine) else 0, json.dumps(mine), "", data, path
            )
        reports.append(report)
    assert reports[0] == reports[1]  # worker processes change nothing


def _utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
        return True
    except UnicodeDecodeError:
        return False
