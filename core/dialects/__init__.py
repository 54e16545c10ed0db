"""Dialect models: one module per dialect, each ending in ``register(registry)``."""
