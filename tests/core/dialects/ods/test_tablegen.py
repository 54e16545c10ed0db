"""The TableGen reader: values, classes, late-bound fields, multiclasses,
includes, and located diagnostics for what it cannot read."""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from bufls.core.dialects.ods import OdsCache, load_dialects
from bufls.core.dialects.ods import tablegen as tg
from bufls.core.dialects.ods.loader import PRELUDE_PATH
from bufls.core.dialects.ods.records import UNSET, Dag, Evaluator, Record, Unknown

DATA = Path(__file__).parents[3] / "data" / "ods"


def records(text: str) -> dict[str, Record]:
    """The defs of ``text`` (no prelude)."""
    parsed = tg.parse_file(text)
    assert parsed.error is None, parsed.error.message
    ev = Evaluator()
    ev.run(parsed.statements, "t.td")
    return ev.defs


def write(tmp_path: Path, name: str, text: str) -> str:
    p = tmp_path / name
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(text)
    return str(p)


# ---------------------------------------------------------------------------
# values and records


def test_template_arguments_defaults_and_paste():
    defs = records(
        """
        class A<int x, string s = "d"> { int v = x; string n = s # "!"; list<int> l = [x, 2]; }
        def B : A<3>;
        def C : A<4, "e">;
        """
    )
    assert defs["B"].get("v") == 3 and defs["B"].get("n") == "d!" and defs["B"].get("l") == [3, 2]
    assert defs["C"].get("n") == "e!"
    assert defs["B"].classes == ["A"]


def test_fields_are_resolved_after_every_let():
    """A class field naming another field sees the def's override (TableGen resolves late)."""
    defs = records(
        """
        class Op<string m> { string opName = m; string summary = "op " # opName; }
        def X : Op<"x"> { let opName = "y"; }
        """
    )
    assert defs["X"].get("summary") == "op y"


def test_parent_classes_in_order_and_top_level_let():
    defs = records(
        """
        class Base { int a = 1; int b = 2; }
        class Mid<int k> : Base { let b = k; }
        let a = 7 in {
          def D : Mid<5>;
          let b = 9 in def E : Mid<5>;
        }
        def F : Mid<5> { let a = 0; }
        """
    )
    assert (defs["D"].get("a"), defs["D"].get("b")) == (7, 5)
    assert defs["E"].get("b") == 9  # the outer let applies after the parents
    assert defs["F"].get("a") == 0
    assert defs["D"].classes == ["Base", "Mid"]


def test_bang_operators():
    defs = records(
        """
        class V<list<int> xs> {
          string s = !strconcat("a", "b", "c");
          list<int> l = !listconcat(xs, [9]);
          int n = !size(xs);
          int e = !if(!empty(xs), 1, 0);
          list<int> d = !foreach(x, xs, !mul(x, 2));
          list<int> f = !filter(x, xs, !gt(x, 1));
          int sum = !foldl(0, xs, acc, x, !add(acc, x));
          string c = !cond(!eq(n, 0) : "none", !eq(n, 2) : "two", true : "many");
          string j = !interleave(["a", "b"], ", ");
          string low = !tolower("AbC");
          bit ne = !ne("a", "b");
        }
        def X : V<[1, 2]>;
        """
    )
    x = defs["X"]
    assert x.get("s") == "abc" and x.get("l") == [1, 2, 9] and x.get("n") == 2 and x.get("e") == 0
    assert x.get("d") == [2, 4] and x.get("f") == [2] and x.get("sum") == 3
    assert x.get("c") == "two" and x.get("j") == "a, b" and x.get("low") == "abc" and x.get("ne") == 1


def test_dags_code_strings_and_unset():
    defs = records(
        """
        def ins;
        def T;
        class R { dag args = (ins T:$a, "x":$b, $c); code body = [{ return "}"; }]; string u = ?; }
        def X : R;
        """
    )
    args = defs["X"].get("args")
    assert isinstance(args, Dag) and args.op is defs["ins"]
    assert [n for _, n in args.args] == ["a", "b", "c"]
    assert args.args[0][0] is defs["T"] and args.args[1][0] == "x" and args.args[2][0] is None
    assert defs["X"].get("body") == ' return "}"; '
    assert defs["X"].get("u") is UNSET


def test_anonymous_records_field_access_and_cast():
    defs = records(
        """
        class Box<int v> { int value = v; }
        def Named : Box<1>;
        class User<Box b> { int got = b.value; string name = !cast<string>(b); }
        def U : User<Box<5>>;
        def W : User<Named>;
        def Z { Box found = !cast<Box>("Named"); bit isa = !isa<Box>(found); }
        """
    )
    assert defs["U"].get("got") == 5 and defs["W"].get("name") == "Named"
    assert defs["Z"].get("found") is defs["Named"] and defs["Z"].get("isa") == 1


def test_multiclass_defm_foreach_defvar_and_if():
    defs = records(
        """
        class C<int n> { int v = n; }
        multiclass M<int k> {
          def _a : C<k>;
          def NAME#_b : C<!add(k, 1)>;
        }
        defm Q : M<5>;
        defvar base = 10;
        foreach i = [1, 2] in def R#i : C<!add(base, i)>;
        foreach j = 0...1 in { def S#j : C<j>; }
        if !eq(base, 10) then { def Yes : C<1>; } else { def No : C<0>; }
        """
    )
    assert defs["Q_a"].get("v") == 5 and defs["Q_b"].get("v") == 6
    assert defs["R1"].get("v") == 11 and defs["R2"].get("v") == 12
    assert defs["S0"].get("v") == 0 and defs["S1"].get("v") == 1
    assert "Yes" in defs and "No" not in defs


def test_preprocessor_comments_and_unknown_names():
    defs = records(
        """
        #ifndef GUARD
        #define GUARD
        /* a /* nested */ comment */
        def A { int x = 1; }   // a line comment
        #ifdef NOT_DEFINED
        def Hidden;
        #else
        def Shown { string s = "a\\"b\\n"; }
        #endif
        #endif
        def B { int y = Missing.field; string z = Undefined; }
        """
    )
    assert "Hidden" not in defs and defs["Shown"].get("s") == 'a"b\n'
    assert isinstance(defs["B"].get("y"), Unknown) and isinstance(defs["B"].get("z"), Unknown)


# ---------------------------------------------------------------------------
# located diagnostics, never a traceback


@pytest.mark.parametrize(
    ("text", "line", "col", "message"),
    [
        ('def A {\n  let x = "open;\n}\n', 2, 11, "unterminated string"),
        ("def A {\n  let x = [{ code\n", 2, 11, "unterminated code block"),
        ("def A;\n/* never closed\n", 2, 1, "unterminated comment"),
        ("def A {\n  let x = 1\n}\n", 3, 1, "expected ';'"),
        ("class A<int x { }\n", 1, 15, "expected ',' or '>'"),
        ("#ifdef X\ndef A;\n", 1, 1, "#ifdef/#ifndef without #endif"),
        ("def A : B<1, > ;\n", 1, 14, "expected a value"),
        ("def A { int x = 1; }\n$\n", 2, 1, "unexpected character"),
    ],
)
def test_a_broken_file_gets_a_located_error(tmp_path, text, line, col, message):
    path = write(tmp_path, "broken.td", text)
    load = load_dialects([path], cache=OdsCache())
    errors = [d for d in load.diagnostics if d.severity == "error"]
    assert len(errors) == 1, load.diagnostics
    d = errors[0]
    assert (d.path, d.line, d.column) == (path, line, col), str(d)
    assert message in d.message
    assert str(d).startswith(f"{path}:{line}:{col}: error: ")


def test_an_error_in_an_included_file_is_located_there(tmp_path):
    write(tmp_path, "inc/Bad.td", "def X {\n  let y = ;\n}\n")
    main = write(tmp_path, "Main.td", 'include "inc/Bad.td"\ndef Y;\n')
    load = load_dialects([main], cache=OdsCache())
    (d,) = [d for d in load.diagnostics if d.severity == "error"]
    assert d.path == str(tmp_path / "inc/Bad.td") and (d.line, d.column) == (2, 11)


def test_truncated_dialect_files_never_raise(tmp_path):
    """Every prefix of a real dialect file (cut every 397 characters) loads
    with diagnostics at most, and the defs before the cut are kept."""
    text = (DATA / "complex/mlir/Dialect/Complex/IR/ComplexOps.td").read_text()
    inc = DATA / "complex"
    cache = OdsCache()
    for cut in range(0, len(text), 397):
        path = write(tmp_path, f"cut{cut}.td", text[:cut])
        load = load_dialects([path], [inc], cache=cache)
        for d in load.diagnostics:
            assert d.line >= 1 and d.column >= 1
    full = load_dialects([str(DATA / "complex/mlir/Dialect/Complex/IR/ComplexOps.td")], [inc], cache=cache)
    assert len(full.ops) == 28


def test_unreadable_or_missing_files(tmp_path):
    missing = str(tmp_path / "nope.td")
    load = load_dialects([missing], cache=OdsCache())
    (d,) = load.diagnostics
    assert d.path == missing and d.severity == "error" and "cannot read" in d.message


def test_unknown_classes_and_bangs_are_warnings(tmp_path):
    path = write(
        tmp_path,
        "W.td",
        'include "mlir/IR/OpBase.td"\ndef X : FromAMissingInclude<!someday(1)>;\n',
    )
    load = load_dialects([path], cache=OdsCache())
    messages = sorted((d.line, d.column, d.severity, d.message) for d in load.diagnostics)
    assert [m[:3] for m in messages] == [(2, 9, "warning"), (2, 29, "warning")], messages
    assert "class 'FromAMissingInclude' is not defined" in messages[0][3]
    assert "!someday is not evaluated" in messages[1][3]


# ---------------------------------------------------------------------------
# includes


def test_includes_beside_the_file_in_include_dirs_and_by_suffix(tmp_path):
    write(tmp_path, "a/Beside.td", "def FromBeside;")
    write(tmp_path, "dirs/x/Dir.td", "def FromDir;")
    listed = write(tmp_path, "elsewhere/y/Listed.td", "def FromListed;")
    main = write(
        tmp_path,
        "a/Main.td",
        'include "Beside.td"\ninclude "x/Dir.td"\ninclude "y/Listed.td"\ninclude "mlir/IR/OpBase.td"\n'
        'include "acme/Missing.td"\n',
    )
    load = load_dialects([main, listed], [tmp_path / "dirs"], cache=OdsCache())
    assert set(load.files) == {main, listed, str(tmp_path / "a/Beside.td"), str(tmp_path / "dirs/x/Dir.td")}
    (d,) = load.diagnostics
    assert (d.path, d.line, d.column, d.severity) == (main, 5, 1, "warning") and "acme/Missing.td" in d.message
    assert PRELUDE_PATH not in load.files


def test_include_cycles_and_guards(tmp_path):
    a = write(tmp_path, "A.td", 'include "B.td"\ndef InA;\n')
    write(tmp_path, "B.td", 'include "A.td"\ndef InB;\n')
    load = load_dialects([a], cache=OdsCache())
    assert not load.diagnostics and len(load.files) == 2


# ---------------------------------------------------------------------------
# the cache


def test_an_unchanged_load_is_not_read_again_and_a_changed_one_is(tmp_path):
    path = write(tmp_path, "A.td", _ACME_MINI % "one")
    cache = OdsCache()
    first = load_dialects([path], cache=cache)
    assert cache.reads == 1 and cache.parses == 1
    assert load_dialects([path], cache=cache) is first and cache.reads == 1
    # same text, new mtime: read again (the stat changed) but not parsed again
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10_000_000))
    again = load_dialects([path], cache=cache)
    assert cache.reads == 2 and cache.parses == 1 and again.ops == first.ops
    Path(path).write_text(_ACME_MINI % "two")
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 20_000_000))
    changed = load_dialects([path], cache=cache)
    assert [o.name for o in changed.ops] == ["mini.two"] and cache.parses == 2


def test_a_missing_include_that_appears_invalidates_the_load(tmp_path):
    main = write(tmp_path, "Main.td", 'include "mlir/IR/OpBase.td"\ninclude "Later.td"\n' + _OP_OF_LATER)
    cache = OdsCache()
    before = load_dialects([main], cache=cache)
    assert not before.ops
    write(tmp_path, "Later.td", 'def Later_Dialect : Dialect { let name = "later"; }')
    after = load_dialects([main], cache=cache)
    assert [o.name for o in after.ops] == ["later.op"]


_ACME_MINI = """include "mlir/IR/OpBase.td"
def Mini_Dialect : Dialect { let name = "mini"; }
def MiniOp : Op<Mini_Dialect, "%s">;
"""
_OP_OF_LATER = 'def LaterOp : Op<Later_Dialect, "op">;\n'


# ---------------------------------------------------------------------------
# the JSON of --dump-json, and the real TableGen as an oracle


def _comparable(load):
    return {o.name: dataclasses.replace(o, location=None) for o in load.ops}  # type: ignore[arg-type]


def test_a_json_dump_gives_what_the_td_gives():
    """acme/AcmeOps.json is llvm-tblgen's dump of AcmeOps.td (see the data README)."""
    td = load_dialects([DATA / "acme/AcmeOps.td"], cache=OdsCache())
    js = load_dialects([DATA / "acme/AcmeOps.json"], cache=OdsCache())
    assert not js.diagnostics
    assert _comparable(td) == _comparable(js)
    assert [r.as_table() for r in td.resources] == [r.as_table() for r in js.resources]
    assert [d.name for d in js.dialects] == ["acme"]


def test_a_json_file_that_is_not_a_dump_is_located(tmp_path):
    bad = write(tmp_path, "x.json", '{\n  "a": [1,\n}\n')
    (d,) = load_dialects([bad], cache=OdsCache()).diagnostics
    assert (d.path, d.line, d.severity) == (bad, 3, "error") and "JSON" in d.message
    other = write(tmp_path, "y.json", '{"a": 1}')
    (d,) = load_dialects([other], cache=OdsCache()).diagnostics
    assert "no '!superclasses'" in d.message


_TBLGEN = shutil.which("llvm-tblgen") or shutil.which("llvm-tblgen-14")


@pytest.mark.skipif(_TBLGEN is None, reason="llvm-tblgen is not installed")
@pytest.mark.parametrize(
    ("td", "inc"),
    [("acme/AcmeOps.td", "acme"), ("pdl/mlir/Dialect/PDL/IR/PDLOps.td", "pdl")],
)
def test_the_reader_agrees_with_tablegen(tmp_path, td, inc):
    """The real TableGen, over bufls's prelude standing for mlir/IR/OpBase.td,
    builds records whose ops are the ones bufls's reader finds."""
    prelude = Path(__file__).parents[4] / "core/dialects/ods/prelude.td"
    base = tmp_path / "inc/mlir"
    for name in (
        "IR/OpBase.td",
        "IR/EnumAttr.td",
        "IR/OpAsmInterface.td",
        "IR/SymbolInterfaces.td",
        "IR/AttrTypeBase.td",
        "Interfaces/SideEffectInterfaces.td",
    ):
        (base / name).parent.mkdir(parents=True, exist_ok=True)
        (base / name).write_text(prelude.read_text() if name == "IR/OpBase.td" else "")
    proc = subprocess.run(
        [_TBLGEN, "--dump-json", "-I", str(tmp_path / "inc"), "-I", str(DATA / inc), str(DATA / td)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    dump = write(tmp_path, "dump.json", proc.stdout)
    ours = load_dialects([DATA / td], [DATA / inc], cache=OdsCache())
    theirs = load_dialects([dump], cache=OdsCache())
    assert _comparable(ours) == _comparable(theirs)
    assert len(ours.ops) >= 10


def test_damaged_dialect_files_never_raise(tmp_path):
    """Deleting, doubling or replacing a character at 40 places of PDLOps.td
    (seeded) gives diagnostics at most, each at a line and column of a file."""
    import random

    text = (DATA / "pdl/mlir/Dialect/PDL/IR/PDLOps.td").read_text()
    rng = random.Random(7)
    cache = OdsCache()
    for k in range(40):
        i = rng.randrange(len(text))
        how = k % 3
        damaged = (
            text[:i]
            + ("" if how == 0 else text[i] * 2 if how == 1 else rng.choice('<>{}[]()"#$!;:,=`'))
            + text[i + 1 :]
        )
        path = write(tmp_path, f"mlir/Dialect/PDL/IR/D{k}.td", damaged)
        load = load_dialects([path], [DATA / "pdl"], cache=cache)
        assert all(d.line >= 1 and d.column >= 1 and os.path.isabs(d.path) for d in load.diagnostics)
