"""docs/rules.md is generated from the rule cards and must be current; new-rule scaffolding works."""

from __future__ import annotations

import shutil
from pathlib import Path

from analyzer import dev

ROOT = Path(__file__).resolve().parents[1]


def test_rules_md_is_current() -> None:
    current = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert current == dev.rules_markdown(), "docs/rules.md is stale: run `python -m analyzer.dev docs`"


def test_rules_md_has_every_card_and_its_docs() -> None:
    from analyzer.catalogue import load_catalogue

    text = dev.rules_markdown()
    for rule in load_catalogue().values():
        assert f"## {rule.id} {rule.name}\n" in text
        assert f"(#{rule.id.lower()}-{rule.name})" in text
        assert rule.docs["why"].strip() in text


def test_new_rule_scaffolds_card_module_fixtures_and_registry(tmp_path: Path) -> None:
    for part in ("rules", "analyzer/checks"):
        shutil.copytree(ROOT / part, tmp_path / part)
    written = dev.new_rule("KL299", "example-pattern", root=tmp_path)
    assert (tmp_path / "rules" / "KL299.yaml").read_text().startswith("# KL299 example-pattern")
    assert (tmp_path / "analyzer" / "checks" / "kl299_example_pattern.py").exists()
    assert (tmp_path / "fixtures" / "rules" / "KL299" / "bad_example_pattern.cu").exists()
    assert (tmp_path / "fixtures" / "rules" / "KL299" / "ok_example_pattern.cu").exists()
    registry = (tmp_path / "analyzer" / "checks" / "__init__.py").read_text()
    namespace: dict = {}
    exec(compile(registry, "registry", "exec"), namespace)
    assert namespace["REGISTRY"]["KL299"] == "analyzer.checks.kl299_example_pattern"
    import yaml

    from analyzer.catalogue import _card_to_rule

    rule = _card_to_rule(yaml.safe_load((tmp_path / "rules" / "KL299.yaml").read_text()), "KL299.yaml")
    assert rule.category == "performance" and rule.name == "example-pattern"
    assert len(written) == 5
