"""Function-boundary contracts: what a function promises about each memref
argument, written as argument attributes.

Read from the ``arg_attrs`` of a function-like op (``func.func``, ``gpu.func``,
anything whose body is a callable region):

* ``bufferization.writable = false`` or ``bufferization.access = "read"``:
  the function only reads the argument (a write into it is BUF103);
* ``bufferization.access = "none"``: the function does not touch the
  argument's memory at all (a read or write is BUF103);
* ``llvm.noalias``: no other argument of a call aliases this one (a call
  passing one buffer to it and to another argument is BUF104);
* ``bufls.consumed`` (bufls' own convention, like ``transform.consumed``):
  the callee takes ownership of the buffer and must free it (or hand it on);
  the caller loses the buffer at the call, as if it had freed it there.

Without attributes an argument has the default contract of upstream's
deallocation passes: the callee may read and write it, does not own it and
must not free it.  For example::

    func.func @scale(%src: memref<4xf32> {bufferization.access = "read"},
                     %dst: memref<4xf32> {llvm.noalias},
                     %tmp: memref<4xf32> {bufls.consumed}) {
      ...
      memref.dealloc %tmp : memref<4xf32>      // the callee frees %tmp
      return
    }
"""

from __future__ import annotations

from . import attrs as A
from . import types as T
from .interfaces import call_target, callable_body
from .nodes import Operation
from .symbols import resolve

__all__ = [
    "CONSUMED",
    "ArgumentContract",
    "argument_contract",
    "argument_contracts",
    "consumed_operands",
    "contract_line",
    "contract_lines",
    "contracted_arguments",
    "verify_bufls_argument_attribute",
]

CONSUMED = "bufls.consumed"
NOALIAS = "llvm.noalias"
WRITABLE = "bufferization.writable"
ACCESS = "bufferization.access"


class ArgumentContract:
    """What a function promises about one argument; ``attrs`` are the
    attribute texts that say so (``bufferization.writable = false``)."""

    __slots__ = ("read_only", "no_access", "noalias", "consumed", "attrs")

    def __init__(self, read_only=False, no_access=False, noalias=False, consumed=False, attrs=()):
        self.read_only = read_only or no_access
        self.no_access = no_access
        self.noalias = noalias
        self.consumed = consumed
        self.attrs: tuple[str, ...] = tuple(attrs)

    def __bool__(self) -> bool:
        return bool(self.attrs)

    def __repr__(self) -> str:
        return f"ArgumentContract({', '.join(self.attrs)})"

    def words(self) -> str:
        """The contract in words: ``read only, does not alias other arguments``."""
        parts = []
        if self.no_access:
            parts.append("not accessed")
        elif self.read_only:
            parts.append("read only")
        if self.noalias:
            parts.append("aliases no other argument")
        if self.consumed:
            parts.append("ownership passes to the callee, which frees it")
        return ", ".join(parts)


_NONE = ArgumentContract()


def _entries(func: Operation, i: int):
    attrs = func.attr("arg_attrs")
    values = getattr(attrs, "values", None)
    if not values or i >= len(values):
        return ()
    return getattr(values[i], "entries", ())


def argument_contract(func: Operation | None, i: int) -> ArgumentContract:
    """The contract of argument ``i`` of ``func`` (empty without attributes)."""
    if func is None:
        return _NONE
    read_only = no_access = noalias = consumed = False
    texts = []
    for key, value in _entries(func, i):
        if key == WRITABLE and getattr(value, "value", None) is False:
            read_only = True
        elif key == ACCESS and getattr(value, "value", None) in ("read", "none"):
            read_only = True
            no_access = value.value == "none"
        elif key == NOALIAS and isinstance(value, A.UnitAttr):  # (any other value: a verify error)
            noalias = True
        elif key == CONSUMED and isinstance(value, A.UnitAttr):
            consumed = True
        else:
            continue
        texts.append(key if isinstance(value, A.UnitAttr) else f"{key} = {value}")
    if not texts:
        return _NONE
    return ArgumentContract(read_only, no_access, noalias, consumed, texts)


def argument_contracts(func: Operation) -> list[ArgumentContract]:
    """One contract per entry-block argument of ``func`` (none for a
    declaration: see ``argument_contract`` for those)."""
    n = len(getattr(getattr(func.attr("function_type"), "type", None), "inputs", ()) or ())
    if not n:
        body = callable_body(func)
        n = len(body.blocks[0].args) if body is not None and body.blocks else 0
    return [argument_contract(func, i) for i in range(n)]


def contracted_arguments(func: Operation) -> list[tuple[int, str | None, ArgumentContract]]:
    """``(index, %name or None, contract)`` of each argument with a contract."""
    body = callable_body(func)
    args = body.blocks[0].args if body is not None and body.blocks else ()
    out = []
    for i, c in enumerate(argument_contracts(func)):
        if c:
            name = getattr(args[i], "name", None) if i < len(args) else None
            out.append((i, f"%{name}" if name else None, c))
    return out


def contract_line(i: int, name: str | None, c: ArgumentContract) -> str:
    """``argument #0 (%src): read only (bufferization.access = "read")``."""
    return f"argument #{i}{f' ({name})' if name else ''}: {c.words()} ({', '.join(c.attrs)})"


def contract_lines(func: Operation) -> list[str]:
    """One ``contract_line`` per argument with a contract (hover)."""
    return [contract_line(i, name, c) for i, name, c in contracted_arguments(func)]


def consumed_operands(call: Operation) -> list[int]:
    """Operand indices of ``call`` handed over to ``bufls.consumed``
    parameters of its callee (found in the symbol tables around the call;
    none when the callee is not found)."""
    target = call_target(call)
    if target is None:
        return []
    callee = resolve(tuple(target[0].split("::@")), call)
    if callee is None:
        return []
    return [i for k, i in enumerate(target[1]) if argument_contract(callee, k).consumed]


def verify_bufls_argument_attribute(name: str, attr, t, report) -> None:
    """bufls' own argument attribute: ``bufls.consumed``, a unit attribute
    on a memref argument (registered by ``dialects/bufls.py``)."""
    if name != CONSUMED:
        report(f"unknown bufls argument attribute '{name}' (bufls knows '{CONSUMED}')")
    elif not isinstance(attr, A.UnitAttr):
        report(f"'{CONSUMED}' is a unit attribute (no value), not {attr}")
    elif t is not None and not T.is_memref(t):
        report(f"'{CONSUMED}' on an argument of type {t}: only a memref's ownership can be handed over")
