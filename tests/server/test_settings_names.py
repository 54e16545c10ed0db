"""The settings' names and values agree between the VS Code extension and the
server: ``vscode-extension/package.json`` (``contributes.configuration``, the
one place the extension's names are written: each setting sent to the server
names its option, ``serverOption``), ``vscode-extension/src/settings.ts``
(which reads those names from package.json; read here as text) and the
server's ``bufls.server.settings`` / ``bufls.core.config.project``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bufls.core.analysis.resources import RESOURCE_KEYS
from bufls.core.config.project import CONFIG_KEYS, SEVERITY_NAMES
from bufls.server.settings import LOG_LEVELS, OPTION_NAMES, parse_settings

EXT = Path(__file__).resolve().parents[2] / "vscode-extension"
MANIFEST = json.loads((EXT / "package.json").read_text(encoding="utf-8"))
PROPERTIES = MANIFEST["contributes"]["configuration"]["properties"]
SETTINGS_TS = (EXT / "src" / "settings.ts").read_text(encoding="utf-8")

#: the server's options the extension has no setting for
NOT_IN_THE_EXTENSION = {"debounce-ms"}
#: settings of the language client itself, neither sent to the server nor a command
CLIENT_ONLY = {"bufls.trace.server"}

SENT = {name: schema["serverOption"] for name, schema in PROPERTIES.items() if "serverOption" in schema}
COMMAND = MANIFEST["capabilities"]["untrustedWorkspaces"]["restrictedConfigurations"]


def test_every_setting_sent_names_an_option_the_server_reads():
    unknown = {name: option for name, option in SENT.items() if option not in OPTION_NAMES}
    assert not unknown, f"package.json sends options the server does not read: {unknown}"


def test_every_option_of_the_server_has_a_setting():
    missing = set(OPTION_NAMES) - set(SENT.values()) - NOT_IN_THE_EXTENSION
    assert not missing, f"no VS Code setting for the server options {sorted(missing)}"
    assert set(CONFIG_KEYS) <= set(SENT.values())  # every configuration-file key


def test_every_setting_is_sent_or_starts_the_server_or_belongs_to_the_client():
    assert set(COMMAND) <= set(PROPERTIES)
    assert not set(COMMAND) & set(SENT), "a setting that starts a program is not sent to the server"
    unused = set(PROPERTIES) - set(SENT) - set(COMMAND) - CLIENT_ONLY
    assert not unused, f"settings neither sent to the server nor used to start it: {sorted(unused)}"
    assert all(name.startswith("bufls.") for name in PROPERTIES)


@pytest.mark.parametrize("name", sorted(SENT))
def test_the_server_takes_each_setting_s_default(name):
    option = SENT[name]
    settings = parse_settings({"bufls": {option: PROPERTIES[name]["default"]}})
    assert settings.problems == ()
    assert not settings.config_for(None).problems


def test_the_values_a_setting_offers_are_those_the_server_takes():
    assert PROPERTIES["bufls.logLevel"]["enum"] == list(LOG_LEVELS)
    assert PROPERTIES["bufls.severity"]["additionalProperties"]["enum"] == list(SEVERITY_NAMES)
    resource = PROPERTIES["bufls.resources"]["items"]
    assert list(resource["properties"]) == list(RESOURCE_KEYS) and resource["required"] == ["name"]


def test_settings_ts_takes_the_names_from_package_json():
    assert re.search(r"^import manifest from '\.\./package\.json';$", SETTINGS_TS, re.MULTILINE)
    # (severity and exclude are also the settings' own names, which settings.ts may use)
    spelled = [
        option for option in OPTION_NAMES if f"'{option}'" in SETTINGS_TS and f"bufls.{option}" not in PROPERTIES
    ]
    assert not spelled, f"settings.ts spells server option names itself: {spelled}"
    used = set(re.findall(r"(?:\bkey\s*[!=]==\s*|\bcommand\()'([\w.]+)'", SETTINGS_TS))
    assert {"path", "inlayHints", "resources", "exclude"} <= used  # the pattern still finds them
    unknown = sorted(k for k in used if f"bufls.{k}" not in PROPERTIES)
    assert not unknown, f"settings.ts reads settings package.json does not declare: {unknown}"
