#!/usr/bin/env python3
"""Regenerate manifest.json from raw/*.mlir and sources.tsv.

Usage:  python3 build_manifest.py [--tables]   (upstream mlir-opt on PATH,
        or MLIR_OPT=/path/to/mlir-opt; --tables also prints README's tables)

Adapted from ../parse/build_manifest.py (same splitting and the same
classifier), with one difference: cases are NOT written to files.  Each case
is recorded by its position in the raw file instead, so a consumer slices it
out of the raw text:

    text = raw_text[case["start"]:case["end"]]

Splitting: a raw file is cut at lines matching ``^\\s*// -----``; the
separator lines belong to no case; chunks that are empty or only comments
(``//...``) / blank lines are dropped (their index is skipped, so ``index``
is the chunk number in the file, as in ../parse).

Per case: raw, upstream, commit, folder (dialect folder, or ``IR``), index,
start / end (character offsets into the raw file's text, end exclusive),
line_start / line_end (1-based, inclusive), bytes (UTF-8 size of the case),
kind (valid / invalid), error (first ``error:`` line, temp path replaced by
CASE), error_class (invalid only: ``parse`` when the case still fails with
``--mlir-very-unsafe-disable-verifier-on-parsing``, else ``verifier``),
parse_subclass / error_detail (as in ../parse), ops (valid cases only: op
names of mlir-opt's ``--mlir-print-op-generic`` output, sorted; None for
invalid cases).

Classifier: ``mlir-opt --allow-unregistered-dialect CASE -o /dev/null``;
valid = exit 0 and no ``error:`` line other than the "expected error ... was
not produced" kind (unmatched ``expected-*`` annotations, which this
mlir-opt reports but still exits 0 on).
"""

import concurrent.futures as cf
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw")
SPLIT_RE = re.compile(r"^\s*// -----")
NOT_PRODUCED = re.compile(r"error: expected (error|warning|remark|note) .* was not produced")
UNKNOWN_OP = re.compile(r"custom op '[^']+' is unknown|not found for custom op")
GENERIC_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"([\w$.]+)"\(', re.M)
SEMANTIC_AT_PARSE = re.compile(
    r"expects different type than prior uses|failed to satisfy constraint|"
    r"must be [^,]*, but got|is an inferred attribute|should be static shaped|"
    r"value too large|out of range|bitwidth is limited|number of operands and "
    r"types do not match|mismatch in number of loop-carried|operand count and .*"
    r"count must match|invalid kind of attribute|initial value should be|"
    r"inferred shape of elements literal|cannot name an operation with no results|"
    r"layout mismatch|use of undeclared|expected \d+ operands|expected as many "
    r"input types as operands|invalid block name in region with named arguments|"
    r"expected non-empty function body"
)


def mlir_opt():
    exe = os.environ.get("MLIR_OPT") or shutil.which("mlir-opt")
    if not exe:
        venv = os.path.join(HERE, "..", "..", "..", ".venv", "lib")
        for root, _dirs, files in os.walk(venv):
            if "mlir-opt" in files and root.endswith(os.path.join("mlir", "bin")):
                return os.path.join(root, "mlir-opt")
        sys.exit("mlir-opt not found: put it on PATH or set MLIR_OPT")
    return exe


MLIR_OPT = None


def run(args, timeout=60):
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return -1, "", "error: mlir-opt timed out"
    return p.returncode, p.stdout, p.stderr


def split_cases(text):
    """[(index, start, end, line_start, line_end)] of the non-trivial chunks."""
    out = []
    index, start, line_no, chunk_line = 0, 0, 1, 1
    pos = 0
    lines = text.splitlines(keepends=True)

    def close(end):
        chunk = text[start:end]
        body = [ln for ln in chunk.splitlines() if ln.strip() and not ln.strip().startswith("//")]
        if body:
            out.append((index, start, end, chunk_line, chunk_line + len(chunk.splitlines()) - 1))

    for line in lines:
        if SPLIT_RE.match(line):
            close(pos)
            index += 1
            start = pos + len(line)
            chunk_line = line_no + 1
        pos += len(line)
        line_no += 1
    close(len(text))
    return out


def first_error(stderr, path):
    for line in stderr.splitlines():
        if "error:" in line and not NOT_PRODUCED.search(line):
            return line.replace(path, "CASE")
    lines = [ln for ln in stderr.splitlines() if ln.strip()]
    return lines[0].replace(path, "CASE") if lines else "(no message)"


def parse_subclass(first, stderr):
    if "Assertion" in stderr or "Stack dump" in stderr:
        return "mlir-opt-crash"
    if UNKNOWN_OP.search(first):
        return "unknown-custom-op"
    if SEMANTIC_AT_PARSE.search(first):
        return "semantic-at-parse"
    return "syntax"


def classify(job):
    case, text, tmpdir = job
    path = os.path.join(tmpdir, f"{case['raw'][:-5]}__{case['index']:03d}.mlir")
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(text)
    try:
        rc, _out, err = run([MLIR_OPT, "--allow-unregistered-dialect", path, "-o", os.devnull])
        real = [ln for ln in err.splitlines() if "error:" in ln and not NOT_PRODUCED.search(ln)]
        case.update(kind="invalid", error=None, error_class=None, ops=None)
        if rc == 0 and not real:
            _rc, gen, _ = run([MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic", path])
            case.update(kind="valid", ops=sorted(set(GENERIC_OP.findall(gen))))
        elif rc == 0:
            case.update(
                error=real[0].replace(path, "CASE"), error_class="verifier", error_detail="error-printed-but-exit-0"
            )
        else:
            case["error"] = first_error(err, path)
            rc3, _, _ = run(
                [
                    MLIR_OPT,
                    "--allow-unregistered-dialect",
                    "--mlir-very-unsafe-disable-verifier-on-parsing",
                    path,
                    "-o",
                    os.devnull,
                ]
            )
            case["error_class"] = "parse" if rc3 != 0 else "verifier"
            if case["error_class"] == "parse":
                case["parse_subclass"] = parse_subclass(case["error"], err)
                if UNKNOWN_OP.search(case["error"]):
                    case["error_detail"] = "unknown-custom-op"
    finally:
        os.unlink(path)
    return case


def main():
    global MLIR_OPT
    MLIR_OPT = mlir_opt()
    meta = {}
    with open(os.path.join(HERE, "sources.tsv"), encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 3 and not line.startswith("#"):
                meta[parts[0]] = {"upstream": parts[1], "commit": parts[2]}
    jobs = []
    tmpdir = tempfile.mkdtemp(prefix="bufls-dialects-")
    for fname in sorted(os.listdir(RAW)):
        if not fname.endswith(".mlir"):
            continue
        with open(os.path.join(RAW, fname), encoding="utf-8", newline="") as fh:
            text = fh.read()
        folder = fname.split("__")[0]
        for index, start, end, l0, l1 in split_cases(text):
            chunk = text[start:end]
            case = {
                "raw": fname,
                "upstream": meta.get(fname, {}).get("upstream"),
                "commit": meta.get(fname, {}).get("commit"),
                "folder": folder,
                "index": index,
                "start": start,
                "end": end,
                "line_start": l0,
                "line_end": l1,
                "bytes": len(chunk.encode("utf-8")),
            }
            jobs.append((case, chunk, tmpdir))
    try:
        with cf.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
            cases = list(ex.map(classify, jobs))
    finally:
        shutil.rmtree(tmpdir, ignore_errors=True)
    folders = {}
    for c in cases:
        f = folders.setdefault(c["folder"], {"files": set(), "cases": 0, "valid": 0, "invalid": 0})
        f["files"].add(c["raw"])
        f["cases"] += 1
        f[c["kind"]] += 1
    per_folder = {k: {**v, "files": len(v["files"])} for k, v in sorted(folders.items())}
    version = run([MLIR_OPT, "--version"])[1].splitlines()
    man = {
        "tool": next((ln.strip() for ln in version if "version" in ln.lower()), "mlir-opt"),
        "classifier": "mlir-opt --allow-unregistered-dialect CASE -o /dev/null",
        "slice": "raw/<raw>[start:end] (character offsets into the raw file's text)",
        "counts": {
            "files": len({c["raw"] for c in cases}),
            "folders": len(per_folder),
            "cases": len(cases),
            "valid": sum(c["kind"] == "valid" for c in cases),
            "invalid": sum(c["kind"] == "invalid" for c in cases),
            "invalid_parse": sum(c.get("error_class") == "parse" for c in cases),
            "invalid_verifier": sum(c.get("error_class") == "verifier" for c in cases),
            "invalid_parse_unknown_custom_op": sum(c.get("error_detail") == "unknown-custom-op" for c in cases),
        },
        "per_folder": per_folder,
        "cases": cases,
    }
    with open(os.path.join(HERE, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(man, fh, indent=1)
        fh.write("\n")
    print(json.dumps(man["counts"]))
    if "--tables" in sys.argv:
        print_tables(cases, per_folder)
        return 0
    for k, v in per_folder.items():
        print(f"{k:14s} files {v['files']:2d} cases {v['cases']:4d} valid {v['valid']:4d} invalid {v['invalid']:4d}")


def print_tables(cases, per_folder):
    """The Markdown tables of README.md (``python3 build_manifest.py --tables``)."""
    print("\n| folder | files | cases | valid | invalid |\n|---|---|---|---|---|")
    for k, v in per_folder.items():
        print(f"| {k} | {v['files']} | {v['cases']} | {v['valid']} | {v['invalid']} |")
    print("\n| raw file | upstream path | commit | cases | valid | invalid |\n|---|---|---|---|---|---|")
    files = {}
    for c in cases:
        f = files.setdefault(c["raw"], [c["upstream"], c["commit"], 0, 0, 0])
        f[2] += 1
        f[3 if c["kind"] == "valid" else 4] += 1
    for name, (up, commit, n, va, inv) in sorted(files.items()):
        print(f"| {name} | {up} | {commit} | {n} | {va} | {inv} |")


if __name__ == "__main__":
    sys.exit(main())
