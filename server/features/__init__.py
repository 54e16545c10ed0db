"""Language server features: one module per LSP request family."""
