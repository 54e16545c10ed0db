"""The view plumbing of server.py: a custom request's params and a view
command's arguments become the same request dict."""

from collections import namedtuple

from bufls.server.server import plain, view_request


def test_plain_turns_namedtuples_back_into_dicts():
    Doc = namedtuple("Doc", ["uri"])
    Params = namedtuple("Params", ["textDocument", "position", "passes"])
    Pos = namedtuple("Pos", ["line", "character"])
    got = plain(Params(Doc("file:///a.mlir"), Pos(3, 4), [Doc("x")]))
    assert got == {
        "textDocument": {"uri": "file:///a.mlir"},
        "position": {"line": 3, "character": 4},
        "passes": [{"uri": "x"}],
    }


def test_view_request_from_command_arguments():
    assert view_request([]) is None
    assert view_request([3]) is None
    assert view_request(["file:///a.mlir"]) == {"textDocument": {"uri": "file:///a.mlir"}}
    pos = {"line": 1, "character": 2}
    assert view_request(["u", pos, {"format": "dot", "position": "ignored"}]) == {
        "textDocument": {"uri": "u"},
        "position": pos,
        "format": "dot",
    }
