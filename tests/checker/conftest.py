"""The checker tests import their helpers (corpora, inject, concrete) by name."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
