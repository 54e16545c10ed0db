"""bufls core: MLIR text <-> IR with source spans, analyses and passes.

No language-server imports here; ``bufls.server`` depends on this package,
never the other way round.
"""
