"""bufls server: the language server and the ``bufls`` command line."""
