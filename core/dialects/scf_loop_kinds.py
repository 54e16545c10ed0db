"""The loop kinds of scf's parallel loops (``loop_like``, read by
``analysis/region_loops.py``): MLIR's LoopLikeOpInterface with the
HasParallelRegion trait.  Their iterations may run at the same time, so
nothing that one iteration allocates may be shared with another: the loop
hoisting pass leaves their bodies' allocations inside, and the dominance
hoisting pass does not move allocations out of them either (they are loops).

``scf.forall``'s region successors never lead back into its body (it runs
once per thread), so without this it would not be seen as a loop at all.

Kept in a module of its own, loaded after ``scf`` (modules load by name),
until scf's ``register`` declares it itself.
"""

from __future__ import annotations

PARALLEL_LOOPS = ("scf.parallel", "scf.forall")


def register(registry) -> None:
    for name in PARALLEL_LOOPS:
        registry.attach(name, "loop_like", "parallel")
