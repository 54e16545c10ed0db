"""TableGen statements -> records: classes, defs and their field values.

A *record* is what a ``def`` (or an anonymous ``Foo<...>`` value) produces:
its name, the classes it derives from (every ancestor, in TableGen's
order) and its fields.  Fields are evaluated late, as TableGen resolves
them: a field whose value names another field (``string opName =
mnemonic;`` in a class, overridden by a ``let`` of a def) sees the final
value.  Template arguments, ``defvar``s and ``foreach`` variables are bound
when a class is instantiated or a statement evaluated.

What the reader does not know evaluates to ``Unknown`` (an undefined name,
an unsupported ``!bang`` operator) instead of failing: ODS files include
MLIR's base files, of which bufls knows only its prelude; a def deriving
from a class nobody defined is still a record (with that class's name
among its classes), and the loader warns about it once.

Values: ``int`` (bits and bools too), ``str`` (strings and code), ``list``,
``Dag``, ``Record``, ``Unknown``, and ``UNSET`` (``?``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from . import tablegen as tg
from .tablegen import UNSET

__all__ = ["Record", "Dag", "Unknown", "Evaluator", "Problem", "UNSET", "record_name"]


@dataclass(slots=True)
class Problem:
    """Something the evaluator could not do: ``message`` at ``start`` of ``file``."""

    file: str
    start: int
    message: str
    severity: str = "warning"
    end: int | None = None


@dataclass(frozen=True, slots=True)
class Unknown:
    """A value the reader could not compute (an undefined name, a C++-only
    construct): kept by name."""

    name: str

    def __bool__(self) -> bool:
        return False


@dataclass(slots=True)
class Dag:
    op: object
    args: list  # [(value, name | None)]
    op_name: str | None = None

    def names(self) -> list:
        return [n for _, n in self.args]


class _Thunk:
    __slots__ = ("expr", "env", "file")

    def __init__(self, expr, env, file):
        self.expr = expr
        self.env = env
        self.file = file


_EVALUATING = object()


class Record:
    """A def (``name``) or an anonymous instantiation (``name`` is None;
    ``cls`` names the class it instantiates)."""

    __slots__ = ("name", "cls", "classes", "args", "_fields", "_values", "file", "start", "ev")

    def __init__(self, name: str | None, ev: Evaluator, file: str = "", start: int = 0, cls: str | None = None):
        self.name = name
        self.cls = cls
        self.classes: list[str] = []
        self.args: list = []  # the template arguments of ``cls`` (anonymous records)
        self._fields: dict[str, object] = {}  # name -> _Thunk or a value
        self._values: dict[str, object] = {}
        self.file = file
        self.start = start
        self.ev = ev

    def __repr__(self) -> str:
        return f"<Record {self.name or self.cls}>"

    def isa(self, cls: str) -> bool:
        return cls in self.classes

    def has(self, name: str) -> bool:
        return name in self._fields

    def fields(self) -> list[str]:
        return list(self._fields)

    def set(self, name: str, value) -> None:
        self._fields[name] = value
        self._values.pop(name, None)

    def get(self, name: str, default=UNSET):
        """The field's final value (``default`` when the record has no such
        field; a field that refers to itself is ``UNSET``)."""
        v = self._values.get(name, _EVALUATING)
        if v is not _EVALUATING:
            return v
        if name in self._values:
            return UNSET  # a cycle
        raw = self._fields.get(name, _EVALUATING)
        if raw is _EVALUATING:
            return default
        if type(raw) is _Thunk:
            self._values[name] = _EVALUATING
            try:
                v = self.ev.evaluate(raw.expr, raw.env, self, raw.file)
            finally:
                self._values.pop(name, None)
        else:
            v = raw
        self._values[name] = v
        return v


def record_name(v) -> str:
    """The name a value is known by: a def's name, an anonymous record's
    class, an unknown name; ``""`` otherwise."""
    if isinstance(v, Record):
        return v.name or v.cls or ""
    if isinstance(v, Unknown):
        return v.name
    return ""


class _Env:
    """Bound names: template arguments, defvars, foreach variables."""

    __slots__ = ("vars", "parent")

    def __init__(self, vars: dict, parent: _Env | None = None):
        self.vars = vars
        self.parent = parent

    def lookup(self, name: str):
        e: _Env | None = self
        while e is not None:
            v = e.vars.get(name, _EVALUATING)
            if v is not _EVALUATING:
                return v
            e = e.parent
        return _EVALUATING

    def child(self, vars: dict) -> _Env:
        return _Env(vars, self)


_TOP = _Env({})


@dataclass
class _Multiclass:
    stmt: tg.MulticlassStmt
    file: str
    env: _Env


@dataclass
class _Class:
    stmt: tg.ClassStmt
    file: str
    env: _Env  # where the class was defined (top-level defvars)


@dataclass
class Evaluator:
    """Evaluates the statements of one load, file by file, in include order."""

    classes: dict[str, _Class] = field(default_factory=dict)
    multiclasses: dict[str, _Multiclass] = field(default_factory=dict)
    defs: dict[str, Record] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    # include handler: (path, from file, offset) -> statements | None
    include: Callable | None = None
    unknown_classes: dict[str, tuple[str, int]] = field(default_factory=dict)
    _anon: int = 0
    _globals: dict = field(default_factory=dict)

    def warn(self, file: str, start: int, message: str) -> None:
        self.problems.append(Problem(file, start, message))

    # -- statements ------------------------------------------------------------
    def run(self, statements: list, file: str) -> None:
        self._stmts(statements, file, _Env(self._globals), [], None)

    def _stmts(self, statements: list, file: str, env: _Env, lets: list, sink: list | None) -> None:
        for s in statements:
            try:
                self._stmt(s, file, env, lets, sink)
            except RecursionError:
                self.problems.append(Problem(file, s.start, "definition nested too deeply", "error"))
            except Exception as e:  # a statement bufls cannot evaluate is reported, never raised
                message = f"bufls cannot evaluate this statement ({type(e).__name__}: {e})"
                self.problems.append(Problem(file, s.start, message, "error"))

    def _stmt(self, s, file: str, env: _Env, lets: list, sink: list | None) -> None:
        t = type(s)
        if t is tg.ClassStmt:
            prev = self.classes.get(s.name)
            if s.declaration_only and prev is not None:
                return
            self.classes[s.name] = _Class(s, file, env)
        elif t is tg.DefStmt:
            self._def(s, file, env, lets, sink)
        elif t is tg.LetStmt:
            bound = [(n, self.evaluate(v, env, None, file), st) for n, v, st in s.bindings]
            self._stmts(s.body, file, env, lets + [bound], sink)
        elif t is tg.DefvarStmt:
            env.vars[s.name] = self.evaluate(s.value, env, None, file)
        elif t is tg.ForeachStmt:
            items = self.evaluate(s.iterable, env, None, file)
            if not isinstance(items, list):
                self.warn(file, s.start, "foreach over a value that is not a list: skipped")
                return
            for item in items:
                self._stmts(s.body, file, env.child({s.var: item}), lets, sink)
        elif t is tg.IfStmt:
            cond = self.evaluate(s.cond, env, None, file)
            if isinstance(cond, Unknown):
                self.warn(file, s.start, f"'if' on a value bufls cannot compute ({cond.name}): skipped")
                return
            self._stmts(s.then if _truthy(cond) else s.otherwise, file, env.child({}), lets, sink)
        elif t is tg.MulticlassStmt:
            self.multiclasses[s.name] = _Multiclass(s, file, env)
        elif t is tg.DefmStmt:
            self._defm(s, file, env, lets, sink)
        elif t is tg.DefsetStmt:
            collected: list = []
            self._stmts(s.body, file, env, lets, collected)
            if sink is not None:
                sink.extend(collected)
            env.vars[s.name] = collected
        elif t is tg.Include:
            if self.include is not None:
                self.include(s, file)
        # assert, dump, deftype: nothing to record

    def _def(self, s: tg.DefStmt, file: str, env: _Env, lets: list, sink: list | None, prefix=None) -> Record | None:
        name = self._name(s.name, env, file)
        if name is None:
            self._anon += 1
            name = f"anonymous_{self._anon}"
        rec = Record(name, self, file, s.start)
        self.build(rec, s.parents, s.body, env, lets, file)
        self.defs[name] = rec
        if sink is not None:
            sink.append(rec)
        return rec

    def _name(self, expr, env: _Env, file: str) -> str | None:
        if expr is None:
            return None
        v = self.evaluate(expr, env, None, file, name_mode=True)
        return _to_str(v)

    def build(self, rec: Record, parents: list, body: list, env: _Env, lets: list, file: str) -> None:
        """Fill ``rec`` from its parent classes, the enclosing ``let``s and its body."""
        for p in parents:
            self._inherit(rec, p.cls, p.args, p.named, env, file, p.start)
        for bound in lets:
            for n, v, _ in bound:
                rec.set(n, v)
        self._body(rec, body, env.child({}), file)

    def _inherit(self, rec: Record, cls_name: str, args: list, named: list, env: _Env, file: str, start: int) -> None:
        cls = self.classes.get(cls_name)
        if cls is None:
            for a in args:  # unused, but what they name is checked
                self.evaluate(a, env, rec, file)
            if cls_name not in rec.classes:
                rec.classes.append(cls_name)
            if cls_name not in self.unknown_classes:
                self.unknown_classes[cls_name] = (file, start)
            return
        values = [self.evaluate(a, env, rec, file) for a in args]
        named_values = {n: self.evaluate(v, env, rec, file) for n, v in named}
        self._instantiate(rec, cls, values, named_values)

    def _instantiate(self, rec: Record, cls: _Class, values: list, named: dict) -> None:
        st = cls.stmt
        bound: dict = {}
        cenv = cls.env.child(bound)
        for i, prm in enumerate(st.params):
            if i < len(values):
                bound[prm.name] = values[i]
            elif prm.name in named:
                bound[prm.name] = named[prm.name]
            elif prm.default is not None:
                bound[prm.name] = self.evaluate(prm.default, cenv, rec, cls.file)
            else:
                bound[prm.name] = UNSET
        for p in st.parents:
            self._inherit(rec, p.cls, p.args, p.named, cenv, cls.file, p.start)
        if st.name not in rec.classes:
            rec.classes.append(st.name)
        self._body(rec, st.body, cenv, cls.file)

    def _body(self, rec: Record, body: list, env: _Env, file: str) -> None:
        for item in body:
            k = item.kind
            if k == "field":
                if item.value is not None:
                    rec.set(item.name, _Thunk(item.value, env, file))
                elif not rec.has(item.name):
                    rec.set(item.name, UNSET)
            elif k == "let":
                rec.set(item.name, _Thunk(item.value, env, file))
            elif k == "defvar":
                env.vars[item.name] = self.evaluate(item.value, env, rec, file)

    def _defm(self, s: tg.DefmStmt, file: str, env: _Env, lets: list, sink: list | None) -> None:
        name = self._name(s.name, env, file)
        if name is None:
            self._anon += 1
            name = f"anonymous_{self._anon}"
        mcs = [p for p in s.parents if p.cls in self.multiclasses]
        extra = [p for p in s.parents if p.cls not in self.multiclasses]
        if not mcs:
            self.warn(file, s.start, f"defm {name}: no multiclass among {', '.join(p.cls for p in s.parents)}: skipped")
            return
        for p in mcs:
            values = [self.evaluate(a, env, None, file) for a in p.args]
            named = {n: self.evaluate(v, env, None, file) for n, v in p.named}
            made: list = []
            self._expand(self.multiclasses[p.cls], name, values, named, made, lets)
            for rec in made:
                for x in extra:
                    self._inherit(rec, x.cls, x.args, x.named, env, file, x.start)
                self.defs[rec.name or ""] = rec
                if sink is not None:
                    sink.append(rec)

    def _expand(self, mc: _Multiclass, defm_name: str, values: list, named: dict, out: list, lets: list) -> None:
        st = mc.stmt
        bound: dict = {"NAME": defm_name}
        menv = mc.env.child(bound)
        for i, prm in enumerate(st.params):
            if i < len(values):
                bound[prm.name] = values[i]
            elif prm.name in named:
                bound[prm.name] = named[prm.name]
            elif prm.default is not None:
                bound[prm.name] = self.evaluate(prm.default, menv, None, mc.file)
            else:
                bound[prm.name] = UNSET
        for p in st.parents:  # multiclasses inheriting multiclasses
            parent = self.multiclasses.get(p.cls)
            if parent is None:
                self.warn(mc.file, p.start, f"multiclass {st.name}: no multiclass {p.cls}")
                continue
            self._expand(
                parent,
                defm_name,
                [self.evaluate(a, menv, None, mc.file) for a in p.args],
                {n: self.evaluate(v, menv, None, mc.file) for n, v in p.named},
                out,
                lets,
            )
        self._mc_body(st.body, mc.file, menv, defm_name, out, lets)

    def _mc_body(self, stmts: list, file: str, env: _Env, defm_name: str, out: list, lets: list) -> None:
        for s in stmts:
            t = type(s)
            if t is tg.DefStmt:
                name = self._name(s.name, env, file)
                if s.name is None or not _mentions_name(s.name):
                    name = defm_name + (name or "")
                rec = Record(name, self, file, s.start)
                self.build(rec, s.parents, s.body, env, lets, file)
                out.append(rec)
            elif t is tg.DefmStmt:
                inner = self._name(s.name, env, file) or ""
                if s.name is None or not _mentions_name(s.name):
                    inner = defm_name + inner
                for p in s.parents:
                    mc = self.multiclasses.get(p.cls)
                    if mc is None:
                        continue
                    self._expand(
                        mc,
                        inner,
                        [self.evaluate(a, env, None, file) for a in p.args],
                        {n: self.evaluate(v, env, None, file) for n, v in p.named},
                        out,
                        lets,
                    )
            elif t is tg.LetStmt:
                bound = [(n, self.evaluate(v, env, None, file), st) for n, v, st in s.bindings]
                self._mc_body(s.body, file, env, defm_name, out, lets + [bound])
            elif t is tg.ForeachStmt:
                items = self.evaluate(s.iterable, env, None, file)
                if isinstance(items, list):
                    for item in items:
                        self._mc_body(s.body, file, env.child({s.var: item}), defm_name, out, lets)
            elif t is tg.IfStmt:
                cond = self.evaluate(s.cond, env, None, file)
                self._mc_body(s.then if _truthy(cond) else s.otherwise, file, env.child({}), defm_name, out, lets)
            elif t is tg.DefvarStmt:
                env.vars[s.name] = self.evaluate(s.value, env, None, file)

    # -- values ------------------------------------------------------------------
    def anonymous(self, cls_name: str, values: list, named: dict, file: str, start: int) -> Record:
        rec = Record(None, self, file, start, cls=cls_name)
        rec.args = values
        cls = self.classes.get(cls_name)
        if cls is None:
            rec.classes.append(cls_name)
            return rec
        self._instantiate(rec, cls, values, named)
        return rec

    def evaluate(self, e, env: _Env, rec: Record | None, file: str, name_mode: bool = False):
        t = type(e)
        if t is tg.Lit:
            return e.value
        if t is tg.Id:
            return self._lookup(e.name, env, rec, name_mode)
        if t is tg.ListE:
            out = []
            for x in e.items:
                v = self.evaluate(x, env, rec, file)
                if type(x) is tg.RangeE and isinstance(v, list):
                    out.extend(v)
                else:
                    out.append(v)
            return out
        if t is tg.Paste:
            a = self.evaluate(e.left, env, rec, file, name_mode)
            b = self.evaluate(e.right, env, rec, file, name_mode)
            if isinstance(a, list) and isinstance(b, list):
                return a + b
            sa, sb = _to_str(a), _to_str(b)
            if sa is None or sb is None:
                return Unknown(f"{record_name(a) or a}#{record_name(b) or b}")
            return sa + sb
        if t is tg.Inst:
            values = [self.evaluate(a, env, rec, file) for a in e.args]
            named = {n: self.evaluate(v, env, rec, file) for n, v in e.named}
            return self.anonymous(e.cls, values, named, file, e.start)
        if t is tg.DagE:
            op = self.evaluate(e.op, env, rec, file)
            args = [(None if v is None else self.evaluate(v, env, rec, file), n) for v, n in e.args]
            return Dag(op, args, e.op_name)
        if t is tg.FieldE:
            v = self.evaluate(e.value, env, rec, file)
            if isinstance(v, Record):
                r = v.get(e.name, _EVALUATING)
                return Unknown(f"{record_name(v)}.{e.name}") if r is _EVALUATING else r
            return Unknown(f"{record_name(v) or v}.{e.name}")
        if t is tg.Bang:
            return self._bang(e, env, rec, file)
        if t is tg.IndexE:
            v = self.evaluate(e.value, env, rec, file)
            idx = [self.evaluate(i, env, rec, file) for i in e.index]
            if isinstance(v, list) and len(idx) == 1 and isinstance(idx[0], int):
                return v[idx[0]] if -len(v) <= idx[0] < len(v) else UNSET
            if isinstance(v, list):
                flat = [i for x in idx for i in (x if isinstance(x, list) else [x])]
                return [v[i] for i in flat if isinstance(i, int) and -len(v) <= i < len(v)]
            return Unknown("[]")
        if t is tg.BitSlice:
            return self.evaluate(e.value, env, rec, file)
        if t is tg.BitsE:
            return [self.evaluate(x, env, rec, file) for x in e.items]
        if t is tg.RangeE:
            a = self.evaluate(e.first, env, rec, file)
            b = self.evaluate(e.last, env, rec, file)
            if isinstance(a, int) and isinstance(b, int):
                return list(range(a, b + 1)) if a <= b else list(range(a, b - 1, -1))
            return Unknown("range")
        return Unknown(type(e).__name__)

    def _lookup(self, name: str, env: _Env, rec: Record | None, name_mode: bool):
        v = env.lookup(name)
        if v is not _EVALUATING:
            return v
        if name_mode:
            return name
        if rec is not None and rec.has(name):
            return rec.get(name)
        d = self.defs.get(name)
        if d is not None:
            return d
        return Unknown(name)

    def _bang(self, e: tg.Bang, env: _Env, rec: Record | None, file: str):
        op = e.op
        if op == "if":
            if len(e.args) != 3:
                return Unknown("!if")
            c = self.evaluate(e.args[0], env, rec, file)
            if isinstance(c, Unknown):
                return Unknown("!if")
            return self.evaluate(e.args[1] if _truthy(c) else e.args[2], env, rec, file)
        if op == "cond":
            for c, v in e.names:
                cv = self.evaluate(c, env, rec, file)
                if isinstance(cv, Unknown):
                    return Unknown("!cond")
                if _truthy(cv):
                    return self.evaluate(v, env, rec, file)
            return UNSET
        if op in ("foreach", "filter") and len(e.args) == 3 and type(e.args[0]) is tg.Id:
            var = e.args[0].name
            seq = self.evaluate(e.args[1], env, rec, file)
            if isinstance(seq, Dag) and op == "foreach":
                args = [(self.evaluate(e.args[2], env.child({var: v}), rec, file), n) for v, n in seq.args]
                return Dag(seq.op, args, seq.op_name)
            if not isinstance(seq, list):
                return Unknown(f"!{op}")
            if op == "foreach":
                return [self.evaluate(e.args[2], env.child({var: v}), rec, file) for v in seq]
            return [v for v in seq if _truthy(self.evaluate(e.args[2], env.child({var: v}), rec, file))]
        if op == "foldl" and len(e.args) == 5 and type(e.args[2]) is tg.Id and type(e.args[3]) is tg.Id:
            acc = self.evaluate(e.args[0], env, rec, file)
            seq = self.evaluate(e.args[1], env, rec, file)
            if not isinstance(seq, list):
                return Unknown("!foldl")
            a, x = e.args[2].name, e.args[3].name
            for v in seq:
                acc = self.evaluate(e.args[4], env.child({a: acc, x: v}), rec, file)
            return acc
        args = [self.evaluate(a, env, rec, file) for a in e.args]
        fn = _BANGS.get(op)
        if op in ("cast", "isa", "exists"):
            return self._typed_bang(op, e.type_arg, args)
        if fn is None:
            if op not in self._warned_bangs:
                self._warned_bangs.add(op)
                self.warn(file, e.start, f"!{op} is not evaluated by bufls: its value is unknown")
            return Unknown(f"!{op}")
        try:
            return fn(*args)
        except (TypeError, ValueError, IndexError, ZeroDivisionError, AttributeError):
            return Unknown(f"!{op}")

    @property
    def _warned_bangs(self) -> set:
        s = self._globals.get("\0bangs")
        if s is None:
            s = self._globals["\0bangs"] = set()
        return s

    def _typed_bang(self, op: str, ty, args: list):
        tname = getattr(ty, "name", "")
        if op == "cast":
            if not args:
                return Unknown("!cast")
            v = args[0]
            if tname in ("string", "code"):
                s = _to_str(v)
                return s if s is not None else Unknown("!cast")
            if tname in ("int", "bit", "bits"):
                return int(v) if isinstance(v, int) else Unknown("!cast")
            if isinstance(v, str):
                d = self.defs.get(v)
                return d if d is not None else Unknown(v)
            return v
        if op == "isa":
            v = args[0] if args else None
            return int(isinstance(v, Record) and v.isa(tname))
        if op == "exists":
            v = args[0] if args else None
            return int(isinstance(v, str) and v in self.defs and self.defs[v].isa(tname))
        return Unknown(f"!{op}")


def _mentions_name(expr) -> bool:
    t = type(expr)
    if t is tg.Id:
        return expr.name == "NAME"
    if t is tg.Paste:
        return _mentions_name(expr.left) or _mentions_name(expr.right)
    return False


def _truthy(v) -> bool:
    if isinstance(v, int):
        return v != 0
    if isinstance(v, list):
        return bool(v)
    if isinstance(v, str):
        return v != ""
    return v is not UNSET and v is not None and not isinstance(v, Unknown)


def _to_str(v) -> str | None:
    if isinstance(v, str):
        return v
    if isinstance(v, bool):
        return str(int(v))
    if isinstance(v, int):
        return str(v)
    if isinstance(v, Record):
        return v.name
    if v is UNSET:
        return ""
    return None


def _eq(a, b) -> int:
    if isinstance(a, Record) or isinstance(b, Record):
        same = isinstance(a, Record) and isinstance(b, Record) and a.name is not None and a.name == b.name
        return int(a is b or same)
    if isinstance(a, Unknown) or isinstance(b, Unknown):
        raise ValueError("unknown")
    return int(a == b)


def _strconcat(*xs) -> str:
    parts = [_to_str(x) for x in xs]
    if any(p is None for p in parts):
        raise ValueError("not a string")
    return "".join(p or "" for p in parts)


def _interleave(xs, sep) -> str:
    return _to_str(sep).join(_to_str(x) or "" for x in xs)  # type: ignore[union-attr]


def _con(*dags) -> Dag:
    ds = [d for d in dags if isinstance(d, Dag)]
    if not ds:
        raise ValueError("not a dag")
    args: list = []
    for d in ds:
        args.extend(d.args)
    return Dag(ds[0].op, args, ds[0].op_name)


def _size(x) -> int:
    if isinstance(x, Dag):
        return len(x.args)
    return len(x)


def _empty(x) -> int:
    if isinstance(x, Dag):
        return int(not x.args)
    if isinstance(x, (list, str)):
        return int(len(x) == 0)
    raise ValueError("not a container")


def _subst(old, new, s):
    if isinstance(s, str) and isinstance(old, str) and isinstance(new, str):
        return s.replace(old, new)
    return new if _eq(old, s) else s


def _range(a, b=None, step=1) -> list:
    if b is None:
        a, b = 0, a
    return list(range(a, b, step))


def _find(s, sub, start=0) -> int:
    return s.find(sub, start)


def _substr(s, start, length=None) -> str:
    return s[start:] if length is None else s[start : start + length]


def _getdagarg(d, i):
    if isinstance(i, int):
        return d.args[i][0]
    for v, n in d.args:
        if n == i:
            return v
    raise ValueError("no such argument")


def _getdagname(d, i):
    return d.args[i][1] or ""


def _listremove(xs, ys) -> list:
    return [x for x in xs if not any(_eq(x, y) for y in ys)]


def _initialized(x) -> int:
    return int(x is not UNSET and not isinstance(x, Unknown))


def _dag(op, args, names) -> Dag:
    return Dag(op, [(a, n or None) for a, n in zip(args, names)])


_BANGS: dict[str, Callable] = {
    "strconcat": _strconcat,
    "listconcat": lambda *xs: [v for x in xs for v in x],
    "listsplat": lambda v, n: [v] * n,
    "listremove": _listremove,
    "eq": _eq,
    "ne": lambda a, b: 1 - _eq(a, b),
    "lt": lambda a, b: int(a < b),
    "le": lambda a, b: int(a <= b),
    "gt": lambda a, b: int(a > b),
    "ge": lambda a, b: int(a >= b),
    "and": lambda *xs: int(all(_truthy(x) for x in xs)) if any(not isinstance(x, int) for x in xs) else _all_and(xs),
    "or": lambda *xs: _all_or(xs),
    "xor": lambda *xs: _all_xor(xs),
    "not": lambda x: int(not _truthy(x)),
    "add": lambda *xs: sum(xs),
    "sub": lambda a, b: a - b,
    "mul": lambda *xs: _product(xs),
    "div": lambda a, b: int(a / b),
    "shl": lambda a, b: a << b,
    "srl": lambda a, b: a >> b,
    "sra": lambda a, b: a >> b,
    "empty": _empty,
    "size": _size,
    "head": lambda xs: xs[0],
    "tail": lambda xs: xs[1:],
    "interleave": _interleave,
    "subst": _subst,
    "tolower": lambda s: s.lower(),
    "toupper": lambda s: s.upper(),
    "con": _con,
    "dag": _dag,
    "getdagop": lambda d: d.op,
    "getdagarg": _getdagarg,
    "getdagname": _getdagname,
    "setdagop": lambda d, op: Dag(op, list(d.args), d.op_name),
    "range": _range,
    "find": _find,
    "substr": _substr,
    "initialized": _initialized,
    "repr": lambda x: repr(x),
    "logtwo": lambda x: x.bit_length() - 1,
}


def _all_and(xs) -> int:
    r = -1
    for x in xs:
        r &= x
    return r


def _all_or(xs) -> int:
    r = 0
    for x in xs:
        r |= int(x) if isinstance(x, int) else int(_truthy(x))
    return r


def _all_xor(xs) -> int:
    r = 0
    for x in xs:
        r ^= x
    return r


def _product(xs) -> int:
    r = 1
    for x in xs:
        r *= x
    return r
