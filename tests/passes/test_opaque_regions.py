"""Passes on the regions of ops bufls cannot read (opaque ops): such an op
may elide its regions' terminator, so the last op of a block there may be
what the region yields, though no op names its results."""

from __future__ import annotations

from bufls.core import api
from bufls.core.passes.canonicalize import canonicalize

TEXT = """func.func @f(%m: memref<8xi32>, %k: vector<8xi1>, %c0: index, %pad: i32) -> vector<8xi32> {
  %v = vector.mask %k { vector.transfer_read %m[%c0], %pad : memref<8xi32>, vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  foo.region {
    %dead = arith.addi %pad, %pad : i32
    "foo.end"() : () -> ()
  }
  return %v : vector<8xi32>
}
"""


def test_the_last_op_of_an_opaque_op_s_region_is_kept_and_the_dead_ops_before_it_go():
    result = api.parse_file(TEXT)
    assert result.diagnostics == []
    canonicalize(result.modules[0].op)
    names = [op.name for op in result.modules[0].op.walk()]
    assert "vector.transfer_read" in names  # what vector.mask yields
    assert "arith.addi" not in names  # not last: dead
    assert "foo.end" in names
