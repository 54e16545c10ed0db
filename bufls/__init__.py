"""bufls: MLIR buffer deallocation made visible and safe while editing.

The implementation lives in ``bufls.core`` (IR, analyses, passes; no
language-server imports) and ``bufls.server`` (language server and CLI).
"""

__version__ = "0.1.0"
