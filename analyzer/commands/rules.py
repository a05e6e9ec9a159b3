"""`kernlint rules` (the catalogue as a table) and `kernlint rule KLnnn|name` (one card in full).

Needs only the rule cards: no lark, no pygments, so both stay instant."""

from __future__ import annotations

import json
from typing import Annotated

import typer

RulesFormat = Annotated[str, typer.Option("--format", "--output-format", "-f", help="text or json.")]
RuleFormat = Annotated[str, typer.Option("--format", "--output-format", "-f", help="text, json or markdown.")]


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    lines = []
    for row in rows:
        cells = [cell.ljust(widths[i]) for i, cell in enumerate(row[:-1])] + [row[-1]]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines) + "\n"


def rules_command(fmt: RulesFormat = "text") -> None:
    """List every rule: id, name, severity, default on/off, category, what it checks."""
    from analyzer.catalogue import load_catalogue
    from analyzer.errors import KernlintError
    from analyzer.reporters.cards import card_dict

    catalogue = load_catalogue()
    key = fmt.lower()
    if key == "json":
        typer.echo(json.dumps({"rules": [card_dict(r) for r in catalogue.values()]}, indent=2, ensure_ascii=False))
        return
    if key not in ("text", "auto"):
        raise KernlintError(f"unknown format {fmt!r} for `kernlint rules` (expected text or json)")
    rows = [["id", "name", "severity", "default", "category", "what"]]
    for rule in catalogue.values():
        rows.append([rule.id, rule.name, str(rule.severity), "on" if rule.default_enabled else "off",
                     rule.category, rule.docs.get("what", "").strip().split("\n")[0]])
    typer.echo(_table(rows), nl=False)


def rule_command(rule: str = typer.Argument(..., help="Rule id (KL201) or name (divergent-branch)."),
                 fmt: RuleFormat = "text") -> None:
    """Show one rule's card: what it checks, why, an example, what to use instead, its options."""
    from analyzer.catalogue import rule_by_name_or_id
    from analyzer.errors import KernlintError
    from analyzer.reporters.cards import card_dict, card_markdown, card_text

    found = rule_by_name_or_id(rule.strip())
    if found is None:
        raise KernlintError(f"unknown rule {rule!r} (`kernlint rules` lists them)")
    key = fmt.lower()
    if key == "json":
        typer.echo(json.dumps(card_dict(found), indent=2, ensure_ascii=False))
    elif key in ("markdown", "md"):
        typer.echo(card_markdown(found), nl=False)
    elif key in ("text", "auto"):
        typer.echo(card_text(found), nl=False)
    else:
        raise KernlintError(f"unknown format {fmt!r} for `kernlint rule` (expected text, json or markdown)")


def register(app: typer.Typer) -> None:
    app.command("rules")(rules_command)
    app.command("rule")(rule_command)
