"""Lines of TOML text: where a key or a syntax error is (tomllib keeps no positions).

``Locator(text, prefix).key_span(section, key, occurrence)`` finds the line
that sets ``key`` in the table ``prefix.section`` (the ``occurrence``-th one
for arrays of tables), also in inline tables and dotted keys, and falls back
to the table's header, then to the first line; spans cover the line without
its indentation.
"""

from __future__ import annotations

import re

__all__ = ["Locator", "line_span", "toml_error_span"]


def line_span(text: str, line: int) -> tuple[int, int]:
    """Offsets of the 0-based ``line`` without its newline (clamped)."""
    starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
    line = max(0, min(line, len(starts) - 1))
    start = starts[line]
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    if end > start and text[end - 1] == "\r":
        end -= 1
    return start, end


def toml_error_span(text: str, message: str) -> tuple[int, int]:
    m = re.search(r"at line (\d+), column (\d+)", message)
    if m is None:
        line = text.count("\n") - (1 if text.endswith("\n") else 0)
        return line_span(text, max(line, 0))
    return line_span(text, int(m.group(1)) - 1)


class Locator:
    """Finds the line of a key in TOML text (tomllib keeps no positions)."""

    _HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")

    def __init__(self, text: str, prefix: str):
        self.text = text
        self.prefix = prefix
        self.sections: list[tuple[str, int, int, int]] = []  # (name, occurrence, start, end offsets)
        counts: dict[str, int] = {}
        name, occ, start = "", 0, 0
        for m in re.finditer(r"^.*$", text, re.MULTILINE):
            h = self._HEADER.match(m.group(0))
            if h is None:
                continue
            self.sections.append((name, occ, start, m.start()))
            name = norm_key(h.group(2))
            occ = counts.get(name, 0)
            counts[name] = occ + 1
            start = m.start()
        self.sections.append((name, occ, start, len(text)))

    def _full(self, section: str) -> str:
        return ".".join(p for p in (self.prefix, section) if p)

    def key_span(self, section: str, key: str | None, occurrence: int = 0) -> tuple[int, int]:
        full = self._full(section)
        ranges = [(s, e) for n, o, s, e in self.sections if n == full and o == occurrence]
        if key is not None:
            pat = re.compile(r"^\s*(?:[\w\-.\"']+\s*\.\s*)?[\"']?" + re.escape(key) + r"[\"']?\s*=", re.MULTILINE)
            for s, e in ranges:
                m = pat.search(self.text, s, e)
                if m:
                    return self._line_at(m.start())
            # an inline table or a dotted key in the parent section
            parent, _, leaf = full.rpartition(".")
            inline = re.compile(r"(^|[\s{,.])[\"']?" + re.escape(key) + r"[\"']?\s*=", re.MULTILINE)
            for n, _o, s, e in self.sections:
                if n in (parent, full) or (not parent and n == ""):
                    owner = (
                        re.search(r"^\s*[\"']?" + re.escape(leaf) + r"[\"']?\s*(=|\.)", self.text[s:e], re.MULTILINE)
                        if leaf
                        else None
                    )
                    begin = s + owner.start() if owner else s
                    m = inline.search(self.text, begin, e)
                    if m:
                        return self._line_at(m.start() + len(m.group(1)))
        if key is not None:
            for n, _o, s, _e in self.sections:
                if n == f"{full}.{key}" if full else n == key:
                    return self._line_at(s)
        for s, _e in ranges:
            return self._line_at(s)
        if section:
            return self.key_span("", section.split(".")[0])
        return self._line_at(0)

    def _line_at(self, offset: int) -> tuple[int, int]:
        start = self.text.rfind("\n", 0, offset) + 1
        end = self.text.find("\n", offset)
        end = len(self.text) if end < 0 else end
        line = self.text[start:end].rstrip("\r")
        stripped = len(line) - len(line.lstrip())
        return start + stripped, start + len(line)


def norm_key(key: str) -> str:
    return ".".join(p.strip().strip("\"'") for p in key.split("."))
