"""Property: parse -> print -> parse is a fixed point, on random modules.

The generated modules are well formed by construction (random SSA names,
including ones that collide across functions and regions, random nesting of
scf.if / scf.for, cf branches with block arguments, memref and arith ops), so
each must parse without diagnostics, and printing what was parsed, parsing
that and printing again must give the same text.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bufls.core.api import parse_file, print_result

NAMES = st.one_of(
    st.from_regex(r"[a-z_][a-z0-9_$.]{0,6}", fullmatch=True),
    st.integers(0, 40).map(str),
)
MEMREF_TYPES = st.sampled_from(["memref<4xf32>", "memref<2x3xi32>", "memref<?xf32>", "memref<f32>"])


class _Fn:
    """Accumulates the body of one function, tracking values by type."""

    def __init__(self, draw, used: set):
        self.draw = draw
        self.lines: list[str] = []
        self.used = used
        self.index_values = ["%c0"]
        self.f32_values: list[str] = []
        self.memrefs: list[tuple[str, str]] = []

    def fresh(self) -> str:
        while True:
            n = "%" + self.draw(NAMES)
            if n not in self.used:
                self.used.add(n)
                return n

    def ops(self, depth: int, indent: str) -> None:
        for _ in range(self.draw(st.integers(1, 5))):
            kind = self.draw(st.sampled_from(["const", "alloc", "load", "add", "if", "for"]))
            if kind == "const":
                v = self.fresh()
                self.lines.append(f"{indent}{v} = arith.constant {self.draw(st.integers(-9, 9))}.5 : f32")
                self.f32_values.append(v)
            elif kind == "alloc":
                t = self.draw(MEMREF_TYPES)
                v = self.fresh()
                dyn = "(%c0)" if "?" in t else "()"
                self.lines.append(f"{indent}{v} = memref.alloc{dyn} : {t}")
                self.memrefs.append((v, t))
            elif kind == "load" and self.memrefs:
                m, t = self.draw(st.sampled_from(self.memrefs))
                if "f32" in t:
                    rank = 0 if t == "memref<f32>" else t.count("x")
                    idx = ", ".join(["%c0"] * rank)
                    v = self.fresh()
                    self.lines.append(f"{indent}{v} = memref.load {m}[{idx}] : {t}")
                    self.f32_values.append(v)
            elif kind == "add" and self.f32_values:
                a = self.draw(st.sampled_from(self.f32_values))
                b = self.draw(st.sampled_from(self.f32_values))
                v = self.fresh()
                self.lines.append(f"{indent}{v} = arith.addf {a}, {b} : f32")
                self.f32_values.append(v)
            elif kind == "if" and depth < 3:
                self.lines.append(f"{indent}scf.if %cond {{")
                saved = list(self.f32_values), list(self.memrefs)
                self.ops(depth + 1, indent + "  ")
                self.f32_values, self.memrefs = saved
                self.lines.append(f"{indent}}}")
            elif kind == "for" and depth < 3:
                iv = self.fresh()
                self.lines.append(f"{indent}scf.for {iv} = %c0 to %c4 step %c1 {{")
                saved = list(self.f32_values), list(self.memrefs)
                self.ops(depth + 1, indent + "  ")
                self.f32_values, self.memrefs = saved
                self.lines.append(f"{indent}}}")


@st.composite
def modules(draw):
    out = []
    for k in range(draw(st.integers(1, 3))):
        fn = _Fn(draw, {"%c0", "%c1", "%c4", "%cond", "%v"})
        fn.lines.append("  %c0 = arith.constant 0 : index")
        fn.lines.append("  %c1 = arith.constant 1 : index")
        fn.lines.append("  %c4 = arith.constant 4 : index")
        fn.ops(0, "  ")
        if draw(st.booleans()):
            # a CFG diamond carrying a value through a block argument
            v = fn.f32_values[-1] if fn.f32_values else None
            if v is None:
                fn.lines.append("  %v = arith.constant 1.0 : f32")
                v = "%v"
            fn.lines += [
                f"  cf.cond_br %cond, ^bb1, ^bb2({v} : f32)",
                "^bb1:",
                f"  cf.br ^bb2({v} : f32)",
                "^bb2(%joined: f32):",
            ]
        fn.lines.append("  return")
        out.append(f"func.func @f{k}(%cond: i1) {{\n" + "\n".join(fn.lines) + "\n}\n")
    return "\n".join(out)


@settings(max_examples=60, deadline=None)
@given(modules())
def test_parse_print_parse_is_a_fixed_point(text):
    first = parse_file(text)
    assert first.diagnostics == [], (text, first.diagnostics)
    printed = print_result(first)
    second = parse_file(printed)
    assert second.diagnostics == [], (printed, second.diagnostics)
    assert print_result(second) == printed
    assert print_result(second, generic=True) == print_result(first, generic=True)
