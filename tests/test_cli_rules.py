"""`kernlint rules` and `kernlint rule`: the catalogue as a table/JSON and one card in full."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import yaml

from analyzer.catalogue import load_catalogue
from analyzer.resources import data_dir
from cli_runner import run_kernlint


def kernlint(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return run_kernlint(*args, cwd=cwd)


def test_rules_table_lists_every_card() -> None:
    out = kernlint("rules")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].split() == ["id", "name", "severity", "default", "category", "what"]
    catalogue = load_catalogue()
    assert [line.split()[0] for line in lines[1:]] == list(catalogue)
    kl002 = next(line for line in lines if line.startswith("KL002"))
    assert kl002.split()[1:5] == ["unused-suppression", "note", "off", "tool"]


def test_rules_json_matches_the_cards() -> None:
    out = kernlint("rules", "--format", "json")
    assert out.returncode == 0, out.stderr
    rules = json.loads(out.stdout)["rules"]
    for entry in rules:
        card = yaml.safe_load((data_dir("rules") / f"{entry['id']}.yaml").read_text())
        assert entry["name"] == card["name"] and entry["severity"] == card["severity"]
        assert entry["default_enabled"] == card.get("default_enabled", True)
        assert entry["what"] == card["docs"]["what"]
        assert set(entry["options"]) == set(card.get("options") or {})


@pytest.mark.parametrize("key", ["KL206", "kl206", "register-budget"])
def test_rule_card_in_text(key: str) -> None:
    out = kernlint("rule", key)
    assert out.returncode == 0, out.stderr
    card = load_catalogue()["KL206"]
    assert out.stdout.startswith("KL206 register-budget (performance, warning, on by default")
    for text in (card.docs["what"], card.docs["why"], card.docs["example"].strip(), card.docs["use_instead"].strip()):
        assert text.split("\n")[0] in out.stdout
    assert "max-registers (int, 0.., default null)" in out.stdout


@pytest.mark.parametrize("rule_id", ["KL203", "KL206", "KL207", "KL208"])
def test_configure_line_of_every_card_is_a_valid_config(rule_id: str, tmp_path) -> None:
    """The card's `Configure:` line, pasted into .kernlint.yaml, is accepted as written."""
    line = next(x for x in kernlint("rule", rule_id).stdout.splitlines() if x.startswith("Configure: "))
    (tmp_path / ".kernlint.yaml").write_text(line.removeprefix("Configure: ") + "\n")
    (tmp_path / "k.cu").write_text("__global__ void k(float* p) { p[threadIdx.x] = 0.f; }\n")
    proc = kernlint("check", "k.cu", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr


def test_option_bounds_from_the_card_are_enforced(tmp_path) -> None:
    (tmp_path / ".kernlint.yaml").write_text("rules: {KL203: {min-occupancy: 1.5}}\n")
    (tmp_path / "k.cu").write_text("__global__ void k(float* p) { p[threadIdx.x] = 0.f; }\n")
    proc = kernlint("check", "k.cu", cwd=tmp_path)
    assert proc.returncode == 2
    assert "rules.KL203.min-occupancy should be between 0 and 1, got 1.5" in proc.stderr


def test_rule_card_json_and_markdown() -> None:
    data = json.loads(kernlint("rule", "divergent-branch", "--output-format", "json").stdout)
    assert data["id"] == "KL201" and data["use_instead"] == load_catalogue()["KL201"].docs["use_instead"]
    md = kernlint("rule", "KL207", "--format", "markdown").stdout
    assert md.startswith("## KL207 shared-memory-budget") and "| `max-shared` | size, 0.. |" in md


def test_unknown_rule_and_format_are_one_line_exit_2() -> None:
    out = kernlint("rule", "KL999")
    assert out.returncode == 2 and out.stderr == "kernlint: unknown rule 'KL999' (`kernlint rules` lists them)\n"
    out = kernlint("rules", "--format", "xml")
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "Traceback" not in out.stderr


def test_rules_commands_do_not_import_lark_or_pygments() -> None:
    code = ("import sys; sys.argv=['kernlint','rule','KL201']\n"
            "from analyzer.cli import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "sys.stderr.write(repr(sorted(m for m in sys.modules if m.split('.')[0] in ('lark','pygments'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stderr == "[]"
