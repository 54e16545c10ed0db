"""Lets the dialect tests import their shared helpers (dialect_testing.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
