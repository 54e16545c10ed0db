"""Analysing one document again and again as it is edited.

``Analyzer(path).update(text, version, config) -> Snapshot``.  Placeholder
version: analyses the whole text each time (the incremental one replaces it).
"""

from __future__ import annotations

from .config import Config
from .document import Snapshot, snapshot_of

__all__ = ["Analyzer"]


class Analyzer:
    def __init__(self, path: str):
        self.path = path

    def reset(self) -> None:
        pass

    def update(self, text: str, version: int | None, config: Config | None = None) -> Snapshot:
        return snapshot_of(text, self.path, version, config)
