"""``--buffer-deallocation-pipeline``: upstream's pipeline, in upstream's order.

    expand-realloc{emit-deallocs=false}
    canonicalize
    ownership-based-buffer-deallocation{private-function-dynamic-ownership=...}
    canonicalize
    buffer-deallocation-simplification
    bufferization-lower-deallocations
    cse
    canonicalize

Example::

    func.func @f() {                                func.func @f() {
      %a = memref.alloc() : memref<2xf32>             %a = memref.alloc() : memref<2xf32>
      "use"(%a) : (memref<2xf32>) -> ()       ->      "use"(%a) : (memref<2xf32>) -> ()
      return                                          memref.dealloc %a : memref<2xf32>
    }                                                 return
                                                    }

The option ``private-function-dynamic-ownership`` is forwarded to the
ownership pass, and so is bufls' ``strict`` (upstream's error instead of a
BUF202 warning for ops with unknown memory effects).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .base import PASSES, ModulePass, PassSpec, _load_passes, register

__all__ = ["STEPS", "BufferDeallocationPipeline"]

# (pass name, options); "ownership" options are forwarded
STEPS: tuple[tuple[str, dict | None], ...] = (
    ("expand-realloc", {"emit_deallocs": False}),
    ("canonicalize", {}),
    ("ownership-based-buffer-deallocation", None),
    ("canonicalize", {}),
    ("buffer-deallocation-simplification", {}),
    ("bufferization-lower-deallocations", {}),
    ("cse", {}),
    ("canonicalize", {}),
)


@register
class BufferDeallocationPipeline(ModulePass):
    name = "buffer-deallocation-pipeline"
    summary = "The default pipeline for inserting deallocations after bufferization"

    @dataclass(frozen=True)
    class Options:
        private_function_dynamic_ownership: bool = False
        strict: bool = False

    def specs(self) -> list[PassSpec]:
        _load_passes()
        out = []
        for name, opts in STEPS:
            cls = PASSES[name]
            if opts is None:
                fields = {f.name for f in dataclasses.fields(cls.Options)}
                opts = {k: v for k, v in dataclasses.asdict(self.options).items() if k in fields}
            out.append(PassSpec(cls, cls.Options(**opts), self.anchor))
        return out

    def run(self, module_op) -> None:
        for spec in self.specs():
            spec.cls(spec.options, self.resources, self.diagnostics, spec.anchor).run(module_op)
