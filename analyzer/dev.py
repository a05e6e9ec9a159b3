"""Developer tasks: `python -m analyzer.dev docs [--check]` and `python -m analyzer.dev new-rule KLnnn name`.

`docs` regenerates docs/rules.md from the rule cards (tests/test_docs.py fails when it is stale).
`new-rule` scaffolds a card, a check module, a REGISTRY entry and a bad/ok fixture pair so that the
catalogue tests pass from the start; then write the logic, the message and the fixtures.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs" / "rules.md"
CATEGORIES = {"0": "tool", "1": "correctness", "2": "performance", "3": "portability", "4": "build-log"}


def rules_markdown() -> str:
    """docs/rules.md: a summary table, then every card in full (anchors match SARIF helpUri)."""
    from analyzer.catalogue import load_catalogue
    from analyzer.reporters.cards import card_markdown

    catalogue = load_catalogue()
    out = ["# kernlint rules", "",
           "<!-- Generated from rules/*.yaml by `python -m analyzer.dev docs`; do not edit by hand. -->", "",
           "Select rules with `--select`/`--ignore` or `select`/`ignore` in the config (codes, prefixes such as",
           "`KL2`, or names); change a rule's severity or options under `rules:`; suppress one finding with",
           "`// kernlint: ignore[KL201]`. `kernlint rule KL201` prints one card.", "",
           "| id | name | severity | default | category | what |", "| --- | --- | --- | --- | --- | --- |"]
    for rule in catalogue.values():
        what = rule.docs.get("what", "").strip().replace("|", "\\|").replace("\n", " ")
        anchor = f"{rule.id.lower()}-{rule.name}"
        out.append(f"| [{rule.id}](#{anchor}) | {rule.name} | {rule.severity} | "
                   f"{'on' if rule.default_enabled else 'off'} | {rule.category} | {what} |")
    out.append("")
    for rule in catalogue.values():
        out.append(card_markdown(rule, level=2))
    return "\n".join(out).rstrip() + "\n"


def docs(check: bool = False) -> int:
    text = rules_markdown()
    if check:
        current = DOCS.read_text(encoding="utf-8") if DOCS.exists() else ""
        if current != text:
            print(f"{DOCS.relative_to(ROOT)} is stale: run `python -m analyzer.dev docs`", file=sys.stderr)
            return 1
        return 0
    DOCS.parent.mkdir(parents=True, exist_ok=True)
    DOCS.write_text(text, encoding="utf-8")
    print(f"wrote {DOCS.relative_to(ROOT)}")
    return 0


CARD = """# {id} {name}: rule card (data only; the check lives in analyzer/checks/).
id: {id}
name: {name}
category: {category}
severity: warning
default_enabled: true
applies_to:
- cuda
- hip
message: '{{detail}}'
options: {{}}
docs:
  what: Checks for TODO.
  why: TODO.
  example: TODO
  use_instead: TODO
references: []
since: 0.1.0
"""

MODULE = '''"""{id} {name} — docs: rules/{id}.yaml."""

from __future__ import annotations

from analyzer.checks.base import Context

ID = "{id}"
KIND = "source"


def check(subject, ctx: Context):
    """Yield ctx.report(span, detail=...) for each finding in `subject`."""
    return
    yield
'''


def new_rule(rule_id: str, name: str, root: Path = ROOT) -> list[Path]:
    """Create the card, module, fixtures and REGISTRY entry for a new rule; refuses to overwrite."""
    rule_id = rule_id.upper()
    if not re.fullmatch(r"KL\d{3}", rule_id):
        raise SystemExit(f"rule id should look like KL201, got {rule_id!r}")
    if not re.fullmatch(r"[a-z][a-z0-9]*(-[a-z0-9]+)*", name):
        raise SystemExit(f"rule name should be kebab-case, got {name!r}")
    snake = name.replace("-", "_")
    module = f"{rule_id.lower()}_{snake}"
    files = {
        root / "rules" / f"{rule_id}.yaml": CARD.format(id=rule_id, name=name, category=CATEGORIES.get(rule_id[2], "tool")),
        root / "analyzer" / "checks" / f"{module}.py": MODULE.format(id=rule_id, name=name),
        root / "fixtures" / "rules" / rule_id / f"bad_{snake}.cu": f"// TODO: code that triggers {rule_id}\n",
        root / "fixtures" / "rules" / rule_id / f"ok_{snake}.cu": f"// TODO: code that must not trigger {rule_id}\n",
    }
    existing = [p for p in files if p.exists()]
    if existing:
        raise SystemExit(f"refusing to overwrite {', '.join(str(p) for p in existing)}")
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    registry = root / "analyzer" / "checks" / "__init__.py"
    text = registry.read_text(encoding="utf-8")
    start = text.index("REGISTRY")
    end = text.index("\n}", start)
    entry = f'\n    "{rule_id}": "analyzer.checks.{module}",'
    registry.write_text(text[:end] + entry + text[end:], encoding="utf-8")
    return [*files, registry]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m analyzer.dev")
    sub = parser.add_subparsers(dest="task", required=True)
    docs_p = sub.add_parser("docs", help="regenerate docs/rules.md from the rule cards")
    docs_p.add_argument("--check", action="store_true", help="exit 1 if docs/rules.md is stale, write nothing")
    new_p = sub.add_parser("new-rule", help="scaffold a rule: card, module, fixtures, registry entry")
    new_p.add_argument("id")
    new_p.add_argument("name")
    args = parser.parse_args(argv)
    if args.task == "docs":
        return docs(args.check)
    for path in new_rule(args.id, args.name):
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
