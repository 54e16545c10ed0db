"""The JSON of ``mlir-tblgen --dump-json`` (or ``llvm-tblgen --dump-json``) -> records.

Every top-level key that does not start with ``!`` is a record: ``!name``,
``!superclasses`` (every ancestor; the last is the class it instantiates),
``!anonymous``, and its fields.  Values are JSON numbers, strings, lists,
``null`` (unset) or objects with a ``kind``: ``def`` (a reference to a
record by name), ``dag`` (``operator`` and ``args``, ``[value, name]``
pairs), ``var``/``varbit``/``complex`` (unresolved: kept as unknown).
The records are complete: nothing is evaluated.
"""

from __future__ import annotations

import json

from .records import UNSET, Dag, Evaluator, Problem, Record, Unknown

__all__ = ["records"]


def records(text: str, path: str, ev: Evaluator) -> tuple[list[Record], list[Problem]]:
    """The named (non-anonymous) records of a dump, and the problems met."""
    try:
        data = json.loads(text)
    except ValueError as e:
        line = getattr(e, "lineno", 1)
        col = getattr(e, "colno", 1)
        return [], [Problem(path, _offset(text, line, col), f"not a JSON dump of TableGen records: {e}", "error")]
    if not isinstance(data, dict) or not any(isinstance(v, dict) and "!superclasses" in v for v in data.values()):
        return [], [Problem(path, 0, "not a JSON dump of TableGen records (no '!superclasses' in any record)", "error")]
    made: dict[str, Record] = {}
    for name, body in data.items():
        if name.startswith("!") or not isinstance(body, dict):
            continue
        supers = [s for s in body.get("!superclasses", []) if isinstance(s, str)]
        anonymous = bool(body.get("!anonymous"))
        rec = Record(None if anonymous else name, ev, path, 0, cls=supers[-1] if supers else None)
        rec.classes = supers
        made[name] = rec

    def value(v):
        if v is None:
            return UNSET
        if isinstance(v, bool):
            return int(v)
        if isinstance(v, (int, str)):
            return v
        if isinstance(v, list):
            return [value(x) for x in v]
        if isinstance(v, dict):
            kind = v.get("kind")
            if kind == "def":
                ref = v.get("def")
                return made.get(ref) or Unknown(str(ref))
            if kind == "dag":
                args = []
                for pair in v.get("args", []):
                    if isinstance(pair, list) and len(pair) == 2:
                        args.append((value(pair[0]), pair[1] if isinstance(pair[1], str) else None))
                return Dag(value(v.get("operator")), args)
            return Unknown(str(v.get("printable", kind)))
        return Unknown(repr(v))

    for name, rec in made.items():
        body = data[name]
        for k, v in body.items():
            if not k.startswith("!"):
                rec.set(k, value(v))
    return [r for r in made.values() if r.name is not None], []


def _offset(text: str, line: int, col: int) -> int:
    off = 0
    for _ in range(max(line - 1, 0)):
        nl = text.find("\n", off)
        if nl < 0:
            break
        off = nl + 1
    return off + max(col - 1, 0)
