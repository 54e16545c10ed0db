"""The predicates of ``arith.cmpi`` and ``arith.cmpf`` in MLIR's enum order
(``CmpIPredicate``, ``CmpFPredicate``): the attribute holds the position.

Written once, here below the dialects, because three layers use them: the
builder makes ``arith.cmpi`` ops (``Builder.cmpi("ult", a, b)``), the arith
dialect parses and prints them by name, and its folding patterns and the
checker read them back::

    %0 = arith.cmpi ult, %a, %b : index      // predicate = 6 : i64
"""

from __future__ import annotations

__all__ = ["CMPF_PREDICATES", "CMPI", "CMPI_PREDICATES"]

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")

CMPF_PREDICATES = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
)

# name -> the value of the predicate attribute
CMPI = {name: i for i, name in enumerate(CMPI_PREDICATES)}
