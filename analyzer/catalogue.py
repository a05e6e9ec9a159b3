"""The rule catalogue: one YAML card per rule in rules/, the single source of rule metadata."""

from __future__ import annotations

from dataclasses import field
from functools import cache
from typing import Any

from analyzer.prebuilt import dataclass
from analyzer.diagnostics import Severity
from analyzer.errors import KernlintError
from analyzer.resources import data_dir

CARD_KEYS = {"id", "name", "category", "severity", "default_enabled", "applies_to", "message",
             "options", "docs", "references", "since", "aliases"}
DOC_KEYS = {"what", "why", "example", "use_instead"}


@dataclass(frozen=True)
class Rule:
    """A rule card. `options` maps option name -> {type, default, help}."""

    id: str
    name: str
    category: str
    severity: Severity
    default_enabled: bool
    applies_to: tuple[str, ...]
    message: str
    options: dict[str, dict[str, Any]] = field(default_factory=dict)
    docs: dict[str, str] = field(default_factory=dict)
    references: tuple[str, ...] = ()
    since: str = "0.1.0"
    aliases: tuple[str, ...] = ()

    def option_defaults(self) -> dict[str, Any]:
        return {name: spec.get("default") for name, spec in self.options.items()}


def _yaml_load(text: str):
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)


def _card_to_rule(card: dict, source: str) -> Rule:
    unknown = set(card) - CARD_KEYS
    if unknown:
        raise KernlintError(f"{source}: unknown card key(s) {sorted(unknown)}")
    try:
        return Rule(
            id=card["id"],
            name=card["name"],
            category=card["category"],
            severity=Severity.parse(card["severity"]),
            default_enabled=bool(card.get("default_enabled", True)),
            applies_to=tuple(card.get("applies_to", ())),
            message=card["message"],
            options=dict(card.get("options") or {}),
            docs=dict(card.get("docs") or {}),
            references=tuple(card.get("references") or ()),
            since=str(card.get("since", "0.1.0")),
            aliases=tuple(card.get("aliases") or ()),
        )
    except KeyError as exc:
        raise KernlintError(f"{source}: rule card lacks {exc.args[0]!r}") from None


@cache
def load_catalogue() -> dict[str, Rule]:
    """All rule cards, keyed and ordered by id."""
    from analyzer.resources import load_yaml_files

    rules: dict[str, Rule] = {}
    paths = sorted(data_dir("rules").glob("KL*.yaml"))
    for path, card in zip(paths, load_yaml_files(paths)):
        rule = _card_to_rule(card, path.name)
        rules[rule.id] = rule
    return rules


def rule_by_name_or_id(key: str) -> Rule | None:
    """Look a rule up by id (KL201) or name (divergent-branch), case-insensitive for ids."""
    catalogue = load_catalogue()
    if key.upper() in catalogue:
        return catalogue[key.upper()]
    for rule in catalogue.values():
        if key == rule.name or key in rule.aliases:
            return rule
    return None
