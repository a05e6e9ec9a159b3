"""Rule cards rendered for people: plain text (`kernlint rule`), markdown (`kernlint rule --format
markdown`, docs/rules.md, SARIF help.markdown) and dicts (`--format json`). Only the catalogue is needed."""

from __future__ import annotations

from typing import Any

from analyzer.catalogue import Rule


def card_dict(rule: Rule) -> dict[str, Any]:
    return {
        "id": rule.id, "name": rule.name, "category": rule.category, "severity": str(rule.severity),
        "default_enabled": rule.default_enabled, "applies_to": list(rule.applies_to),
        "what": rule.docs.get("what", ""), "why": rule.docs.get("why", ""),
        "example": rule.docs.get("example", ""), "use_instead": rule.docs.get("use_instead", ""),
        "options": {name: {"type": spec.get("type", "str"), "default": spec.get("default"),
                           "help": spec.get("help", "")} for name, spec in rule.options.items()},
        "aliases": list(rule.aliases), "references": list(rule.references), "since": rule.since,
    }


def _status(rule: Rule) -> str:
    state = "on by default" if rule.default_enabled else "off by default"
    return f"{rule.category}, {rule.severity}, {state}; applies to {', '.join(rule.applies_to) or 'all'}"


def _yaml(value: object) -> str:
    """An option default as it is written in a config file (`null`, `true`), not as Python prints it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _bounds(spec: dict) -> str:
    low, high = spec.get("min"), spec.get("max")
    if low is None and high is None:
        return ""
    return f", {low if low is not None else ''}..{high if high is not None else ''}"


def card_text(rule: Rule) -> str:
    docs = rule.docs
    out = [f"{rule.id} {rule.name} ({_status(rule)})", ""]
    if rule.aliases:
        out += [f"Aliases: {', '.join(rule.aliases)}", ""]
    for key, label in (("what", "What it does"), ("why", "Why it matters")):
        if docs.get(key):
            out += [f"{label}:", f"  {docs[key].strip()}", ""]
    for key, label in (("example", "Example"), ("use_instead", "Use instead")):
        if docs.get(key):
            out += [f"{label}:"] + [f"    {line}" for line in docs[key].rstrip().split("\n")] + [""]
    out.append("Options:" if rule.options else "Options: none")
    for name, spec in rule.options.items():
        out.append(f"  {name} ({spec.get('type', 'str')}{_bounds(spec)}, default {_yaml(spec.get('default'))}): "
                   f"{spec.get('help', '')}")
    out += ["", f"Configure: rules: {{{rule.id}: {{severity: {rule.severity}"
            + "".join(f", {n}: {_yaml(s.get('default'))}" for n, s in rule.options.items()) + "}}",
            f"Suppress:  // kernlint: ignore[{rule.id}]"]
    return "\n".join(out).rstrip() + "\n"


def card_markdown(rule: Rule, level: int = 2) -> str:
    docs = rule.docs
    hashes = "#" * level
    out = [f"{hashes} {rule.id} {rule.name}", "", f"*{_status(rule)}*", ""]
    if rule.aliases:
        out += [f"Aliases: {', '.join(f'`{a}`' for a in rule.aliases)}", ""]
    if docs.get("what"):
        out += [f"**What it does.** {docs['what'].strip()}", ""]
    if docs.get("why"):
        out += [f"**Why it matters.** {docs['why'].strip()}", ""]
    for key, label in (("example", "Example"), ("use_instead", "Use instead")):
        if docs.get(key):
            out += [f"**{label}:**", "", "```cuda", docs[key].rstrip(), "```", ""]
    if rule.options:
        out += ["**Options:**", "", "| option | type | default | meaning |", "| --- | --- | --- | --- |"]
        for name, spec in rule.options.items():
            out.append(f"| `{name}` | {spec.get('type', 'str')}{_bounds(spec)} | `{_yaml(spec.get('default'))}` "
                       f"| {spec.get('help', '')} |")
        out.append("")
    return "\n".join(out).rstrip() + "\n"
