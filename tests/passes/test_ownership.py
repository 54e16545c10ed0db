"""``--ownership-based-buffer-deallocation`` (core/passes/ownership.py).

Golden cases: tests/golden/passes/ownership/*.mlir (and ``configured/``,
whose cases declare the ``pool`` resource of ``configured/bufls.toml``).
Each file holds one case, in the format of tests/passes/test_golden.py::

    // <first line: what the case checks>
    // flags: --ownership-based-buffer-deallocation
    // config: bufls.toml                    (optional: allocation resources)
    // expected-diag: BUF202 <substring>     (optional, one per diagnostic)
    // expected-error: <message substring>   (input the pass refuses)
    // upstream-differs: <why>               (bufls goes beyond upstream here)
    <input>
    // expected:
    // <bufls' exact output, commented out>

``BUFLS_UPDATE_GOLDEN=1 pytest tests/passes/test_ownership.py`` rewrites the
expected sections (review the diff).

The upstream corpus run (``test_upstream_corpus_with_the_pass_alone``) runs
the pass alone on every case of tests/corpus/upstream with each ownership
flag set of the manifest, with and without ``strict``, and compares with the
real mlir-opt: outputs accepted by mlir-opt, the same op counts (allocs,
frees, clones, copies, scf.if), the same rejections, and the cases where
bufls deliberately goes further listed by name.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import tomllib
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from bufls.core import upstream
from bufls.core.analysis.resources import resources_from_config
from bufls.core.api import parse_file, print_result
from bufls.core.passes.base import PassError, run_pipeline

TESTS = Path(__file__).resolve().parents[1]
GOLDEN = TESTS / "golden" / "passes" / "ownership"
CASES = sorted(GOLDEN.glob("*.mlir")) + sorted((GOLDEN / "configured").glob("*.mlir"))
CORPUS = TESTS / "corpus" / "upstream"
PASS = "--ownership-based-buffer-deallocation"
_EXPECTED = "// expected:"

needs_mlir_opt = pytest.mark.skipif(upstream.tool_path("mlir-opt") is None, reason="mlir-opt is not installed")


# ---------------------------------------------------------------------------
# golden cases


def split_case(path: Path) -> dict:
    text = path.read_text()
    lines = text.split("\n")
    case = {
        "flags": [],
        "error": None,
        "differs": None,
        "diags": [],
        "config": None,
        "input": text,
        "expected": None,
        "text": text,
    }
    for line in lines:
        for key, pattern in (
            ("flags", r"//\s*flags:\s*(.*)$"),
            ("error", r"//\s*expected-error:\s*(.*)$"),
            ("differs", r"//\s*upstream-differs:\s*(.*)$"),
            ("config", r"//\s*config:\s*(.*)$"),
        ):
            m = re.match(pattern, line)
            if m:
                case[key] = shlex.split(m.group(1)) if key == "flags" else m.group(1).strip()
        m = re.match(r"//\s*expected-diag:\s*(\S+)\s+(.*)$", line)
        if m:
            case["diags"].append((m.group(1), m.group(2).strip()))
    if _EXPECTED in lines:
        i = lines.index(_EXPECTED)
        case["input"] = "\n".join(lines[:i]) + "\n"
        body = [line[3:] if line.startswith("// ") else line[2:] for line in lines[i + 1 :] if line]
        case["expected"] = "\n".join(body) + "\n"
    return case


def resources_of(path: Path, case: dict):
    if case["config"] is None:
        return None
    return resources_from_config(tomllib.loads((path.parent / case["config"]).read_text()))


def run_bufls(text: str, flags: list[str], resources=None, path: str = "case.mlir"):
    """(output or None, error message or None, diagnostics)."""
    result = parse_file(text, path, split=True)
    errors = [d.message for d in result.diagnostics if d.severity.name == "ERROR"]
    assert not errors, f"the input does not parse/verify: {errors}"
    diags: list = []
    try:
        for pm in result.modules:
            run_pipeline(pm, flags, resources, diags)
    except PassError as exc:
        return None, exc.message, diags
    return print_result(result), None, diags


def _run_case(path: Path):
    case = split_case(path)
    out, error, diags = run_bufls(case["input"], case["flags"], resources_of(path, case), str(path))
    return case, out, error, diags


def test_there_are_golden_cases_for_every_handler():
    names = {p.stem for p in CASES}
    wanted = {
        "alloc",
        "alloca",
        "views",
        "select",
        "cond_br",
        "br_block_args",
        "scf_if",
        "scf_for",
        "scf_while",
        "scf_execute_region",
        "call_public",
        "call_private",
        "call_private_dynamic",
        "return_clone_if_not_owned",
        "unknown_op",
        "cf_loop",
        "cf_switch",
        "mixed_block_arg",
        "manual_deallocation",
        "gpu_alloc",
    }
    assert wanted <= names, f"missing golden cases: {sorted(wanted - names)}"


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_golden_case(path: Path):
    first = path.read_text().split("\n")[0]
    assert first.startswith("// ") and len(first) > 15, "first line must say what the case checks"
    case, out, error, _ = _run_case(path)
    assert case["flags"] and case["flags"][0].startswith(PASS), "a '// flags:' line running the pass"
    if case["error"] is not None:
        assert error is not None and case["error"] in error, f"expected an error, got {error!r}"
        return
    assert error is None, f"bufls rejected the input: {error}"
    if os.environ.get("BUFLS_UPDATE_GOLDEN") and out != case["expected"]:
        head = case["text"].split(_EXPECTED)[0].rstrip("\n") + "\n"
        body = "\n".join(("// " + line) if line else "//" for line in out.rstrip("\n").split("\n"))
        path.write_text(f"{head}{_EXPECTED}\n{body}\n")
        return
    assert case["expected"] is not None, "no '// expected:' section"
    assert out == case["expected"]


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_golden_case_diagnostics(path: Path):
    """BUF202 warnings exactly where the case says (and no other)."""
    case, _, _, diags = _run_case(path)
    got = [(d.code, d.message) for d in diags]
    for code, text in case["diags"]:
        hit = next((g for g in got if g[0] == code and text in g[1]), None)
        assert hit is not None, f"no {code} diagnostic containing {text!r} in {got}"
        got.remove(hit)
    assert not got, f"unexpected diagnostics: {got}"


def _mlir_opt(args, text):
    return upstream.run_tool("mlir-opt", ["--allow-unregistered-dialect", *args, "-"], input=text)


@needs_mlir_opt
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_golden_case_agrees_with_mlir_opt(path: Path):
    """mlir-opt accepts bufls' output; without ``upstream-differs`` it prints
    the same IR as mlir-opt running the same flags (or rejects the input)."""
    case = split_case(path)
    strict = [
        f.replace(",strict=true", "").replace("=strict=true", "").replace(" strict=true", "") for f in case["flags"]
    ]
    theirs = _mlir_opt(strict, case["input"])
    if case["error"] is not None:
        assert theirs.returncode != 0 and case["error"] in theirs.stderr, theirs.stderr
        return
    ours = _mlir_opt([], case["expected"])
    assert ours.returncode == 0, f"mlir-opt rejects bufls' output:\n{ours.stderr}"
    if case["differs"] is None:
        assert theirs.returncode == 0, theirs.stderr
        assert ours.stdout == theirs.stdout


# ---------------------------------------------------------------------------
# the upstream corpus, pass alone

COUNTED = (
    "memref.alloc",
    "memref.alloca",
    "memref.dealloc",
    "bufferization.clone",
    "bufferization.dealloc",
    "memref.copy",
    "scf.if",
)

# Cases upstream 22.1.8 rejects and bufls (not strict) handles on purpose,
# with upstream's message: CFG loops and ops with unknown memory effects.
BEYOND = {
    "Only structured control-flow loops are supported.": {
        "dealloc-unstructured-cf-loops__00",
        "dealloc-unstructured-cf-loops__01",
        "dealloc-unstructured-cf-loops__02",
        "dealloc-unstructured-cf-loops__03",
        "dealloc-unstructured-cf-loops__04",
        "dealloc-unstructured-cf-loops__05",
        "invalid-buffer-deallocation__00",
        "invalid-buffer-deallocation__01",
    },
    "ops with unknown memory side effects are not supported": {
        "dealloc-other__02",
        "dealloc-unknown-ops__00",
        "buffer-results-to-out-params__00",
        "buffer-results-to-out-params__01",
        "buffer-results-to-out-params__02",
        "buffer-results-to-out-params__03",
        "buffer-results-to-out-params__04",
    },
}


def count_ops(text: str) -> Counter:
    c: Counter = Counter()
    for pm in parse_file(text, "<count>", split=False, verify=False).modules:
        for op in pm.op.walk():
            if op.name in COUNTED:
                c[op.name] += 1
            if op.name == "bufferization.dealloc":
                c["frees"] += int(op.attr("operandSegmentSizes").values[0])
    return c


def corpus_runs() -> list[tuple[dict, str]]:
    """(case, ownership flag) for every case and ownership flag set of the manifest."""
    manifest = json.loads((CORPUS / "manifest.json").read_text())
    out = []
    for case in manifest["cases"]:
        flags = {PASS}
        for pipeline in [case["pipeline"]] + [a["pipeline"] for a in case["alt"]]:
            flags.update(f for f in pipeline if f.startswith(PASS))
        out.extend((case, f) for f in sorted(flags))
    return out


def _strict(flag: str) -> str:
    return flag + (" strict=true" if "=" in flag else "=strict=true")


_MARK = "// -----"


def mlir_opt_each(args: list[str], texts: list[str]) -> list[tuple[bool, str, str]]:
    """Run mlir-opt once on many modules (``--split-input-file``): per text,
    (accepted, output, first error message)."""
    if not texts:
        return []
    # no comments: markers and expected-error annotations would be read
    texts = [re.sub(r"//.*$", "", t, flags=re.MULTILINE) for t in texts]
    joined = f"\n{_MARK}\n".join(t.rstrip("\n") for t in texts) + "\n"
    proc = upstream.run_tool(
        "mlir-opt",
        ["--allow-unregistered-dialect", "--split-input-file", f"--output-split-marker={_MARK}", *args, "-"],
        input=joined,
    )
    starts, line = [], 1
    for t in texts:
        starts.append(line)
        line += t.rstrip("\n").count("\n") + 2
    errors: dict[int, str] = {}
    for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", proc.stderr, re.MULTILINE):
        k = max(i for i, s in enumerate(starts) if s <= int(m.group(1)))
        errors.setdefault(k, m.group(2).strip())
    outputs = proc.stdout.split(_MARK + "\n") if proc.stdout else [""] * len(texts)
    outputs += [""] * (len(texts) - len(outputs))
    return [(k not in errors, outputs[k], errors.get(k, "")) for k in range(len(texts))]


@cache
def _upstream_all(flag: str) -> dict[str, tuple[bool, str, str]]:
    """mlir-opt ``flag`` on every corpus case: id -> (ok, output, error)."""
    manifest = json.loads((CORPUS / "manifest.json").read_text())
    cases = manifest["cases"]
    results = mlir_opt_each([flag], [(CORPUS / c["input"]).read_text() for c in cases])
    return {c["id"]: r for c, r in zip(cases, results)}


def _bufls_corpus(case: dict, flags: list[str]):
    path = str(CORPUS / case["input"])
    return run_bufls(Path(path).read_text(), flags, None, path)


def _category(case: dict, strict: bool, out, error, up, accepted) -> tuple[str, str]:
    up_ok, up_out, up_err = up
    if out is not None and not accepted[0]:
        return "output rejected by mlir-opt", accepted[2]
    if out is not None and up_ok:
        ours, theirs = count_ops(out), count_ops(up_out)
        return ("same counts", "") if ours == theirs else ("different counts", f"{ours} vs {theirs}")
    if out is None and not up_ok:
        return ("same rejection", "") if error == up_err else ("different rejection", f"{error!r} vs {up_err!r}")
    if out is None:
        return "rejected a valid input", error or ""
    if not strict and case["id"] in BEYOND.get(up_err, ()):
        return "beyond upstream", up_err
    return "accepted an input upstream rejects", up_err


@needs_mlir_opt
def test_upstream_corpus_with_the_pass_alone(capsys):
    runs = []
    for case, flag in corpus_runs():
        for strict in (False, True):
            out, error, _ = _bufls_corpus(case, [_strict(flag) if strict else flag])
            runs.append((case, flag, strict, out, error))
    checks = iter(mlir_opt_each([], [r[3] for r in runs if r[3] is not None]))
    tally: Counter = Counter()
    problems = []
    beyond: set[str] = set()
    for case, flag, strict, out, error in runs:
        accepted = next(checks) if out is not None else (True, "", "")
        up = _upstream_all(flag)[case["id"]]
        category, detail = _category(case, strict, out, error, up, accepted)
        tally[category] += 1
        if category == "beyond upstream":
            beyond.add(case["id"])
        elif category not in ("same counts", "same rejection"):
            problems.append(f"{case['id']} {flag}{' strict' if strict else ''}: {category} {detail}")
    with capsys.disabled():
        print(
            "\nownership pass alone on the upstream corpus:", ", ".join(f"{k}: {v}" for k, v in sorted(tally.items()))
        )
        print("beyond upstream:", ", ".join(sorted(beyond)))
    assert not problems, "\n".join(problems)
    assert beyond == set().union(*BEYOND.values())
    assert tally["same counts"] >= 100 and tally["same rejection"] >= 60


@needs_mlir_opt
@pytest.mark.parametrize("flag", [PASS, f"{PASS}=private-function-dynamic-ownership=true"])
def test_upstream_corpus_outputs_are_identical_up_to_names(flag):
    """Where upstream succeeds, bufls prints the same IR (both re-printed
    generically by mlir-opt, SSA and block names normalized)."""
    manifest = json.loads((CORPUS / "manifest.json").read_text())
    theirs_all = _upstream_all(flag)
    ids, ours, theirs = [], [], []
    for case in manifest["cases"]:
        up_ok, up_out, _ = theirs_all[case["id"]]
        if not up_ok:
            continue
        out, error, _ = _bufls_corpus(case, [flag])
        assert out is not None, f"{case['id']}: {error}"
        ids.append(case["id"])
        ours.append(out)
        theirs.append(up_out)
    generic = ["--mlir-print-op-generic"]
    a, b = mlir_opt_each(generic, ours), mlir_opt_each(generic, theirs)
    differ = [i for i, x, y in zip(ids, a, b) if _normalized(x[1]) != _normalized(y[1])]
    assert len(ids) >= 50
    assert not differ, f"outputs differ from upstream: {differ}"


def _normalized(generic: str) -> str:
    names: dict[str, str] = {}
    generic = re.sub(r"%[\w#$.-]+", lambda m: names.setdefault(m.group(0), f"%v{len(names)}"), generic)
    blocks: dict[str, str] = {}
    return re.sub(r"\^[\w$.-]+", lambda m: blocks.setdefault(m.group(0), f"^b{len(blocks)}"), generic)


# ---------------------------------------------------------------------------
# no input ever produces a traceback


def test_no_traceback_on_the_parse_corpus():
    """Every valid file of tests/corpus/parse: output or a PassError, never
    another exception."""
    count = 0
    for path in sorted((TESTS / "corpus" / "parse" / "cases").glob("*.mlir")):
        text = path.read_text()
        if any(d.severity.name == "ERROR" for d in parse_file(text, str(path)).diagnostics):
            continue
        for flags in ([PASS], [f"{PASS}=private-function-dynamic-ownership=true"], [_strict(PASS)]):
            run_bufls(text, flags, None, str(path))
            count += 1
    assert count > 100
