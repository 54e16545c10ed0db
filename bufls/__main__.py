"""``python -m bufls``: the same as the ``bufls`` command."""

import sys

from bufls.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
