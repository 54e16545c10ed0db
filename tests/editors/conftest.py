"""Lets the editor tests import their shared helpers (editor_testing.py)."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
