"""Editor settings: parsing, validation, and layering over bufls.toml."""

from __future__ import annotations

from bufls.server.settings import Settings, parse_settings


def test_defaults_for_anything_that_is_not_a_mapping():
    assert parse_settings(None) == Settings()
    assert parse_settings([1, 2]) == Settings()


def test_keys_nested_under_bufls_or_flat():
    nested = parse_settings({"bufls": {"inlay-hints": False, "debounce-ms": 0, "log-level": "debug"}})
    flat = parse_settings({"inlay-hints": False, "debounce-ms": 0, "log-level": "debug"})
    assert nested == flat
    assert (nested.inlay_hints, nested.debounce_ms, nested.log_level) == (False, 0, "debug")


def test_bad_values_fall_back_to_defaults_with_a_problem_each():
    s = parse_settings({"inlay-hints": "yes", "debounce-ms": -3, "log-level": "loud"})
    assert (s.inlay_hints, s.debounce_ms, s.log_level) == (True, 15, "warning")
    assert len(s.problems) == 3 and "debounce-ms" in s.problems[1]


def test_editor_keys_override_the_config_file(tmp_path):
    (tmp_path / "bufls.toml").write_text('severity = { BUF001 = "error" }\nprivate-function-dynamic-ownership = true\n')
    doc = str(tmp_path / "a.mlir")
    assert Settings().config_for(doc).private_function_dynamic_ownership is True
    config = parse_settings({"severity": {"BUF002": "off"}}).config_for(doc)
    assert dict(config.severity) == {"BUF002": "off"}
    assert config.private_function_dynamic_ownership is True  # not set by the editor: the file's


def test_a_bad_editor_value_is_a_problem_not_an_exception(tmp_path):
    config = parse_settings({"severity": {"BUF001": "loud"}}).config_for(str(tmp_path / "a.mlir"))
    assert config.problems and "loud" in config.problems[0].diagnostic.message


def test_documents_that_are_not_files_use_the_defaults():
    assert Settings().config_for("untitled:Untitled-1").severity == ()
