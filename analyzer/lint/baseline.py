"""Baselines: adopt kernlint on an old code base, fail only on what is new.

One JSON file holds both kinds, so one config key (`baseline`) serves `check` and `ptxas`:
  {"kernlint-baseline": 1,
   "findings": [{"rule", "file", "kernel", "fingerprint", "line", "message"}, ...],   # kernlint check
   "records":  [{"kernel", "arch", "registers", "spill_bytes", "shared_bytes", ...}, ...]}  # kernlint ptxas
Writing one section keeps the other. `line` and `message` are for people reading the file; matching
uses the fingerprint only (analyzer.fingerprint: rule, file, kernel, target and the code the finding
points at, never the line number), so moving code does not bring baselined findings back.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, Iterable

from analyzer.diagnostics import Diagnostic
from analyzer.errors import KernlintError

FORMAT_KEY = "kernlint-baseline"
FORMAT_VERSION = 1


def read_baseline(path: str | Path) -> dict[str, Any]:
    """The whole baseline document; KernlintError (one line) when missing or not a baseline."""
    import json  # NOTE: here, not at import: a check without a baseline reads no JSON

    shown = str(path)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise KernlintError(f"baseline {shown} not found (create it with --write-baseline {shown})") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise KernlintError(f"cannot read baseline {shown}: {getattr(exc, 'strerror', None) or exc}") from None
    except json.JSONDecodeError as exc:
        raise KernlintError(f"baseline {shown} is not JSON (line {exc.lineno}): {exc.msg}") from None
    if not isinstance(data, dict) or data.get(FORMAT_KEY) != FORMAT_VERSION:
        raise KernlintError(f"{shown} is not a kernlint baseline (no \"{FORMAT_KEY}\": {FORMAT_VERSION})")
    for key in ("findings", "records"):
        if not isinstance(data.get(key, []), list):
            raise KernlintError(f"baseline {shown}: \"{key}\" should be a list")
    return data


def write_baseline(path: str | Path, section: str, entries: list[dict[str, Any]]) -> None:
    """Replace `section` ("findings" or "records") of the baseline at `path`, keeping the other; atomic."""
    target = Path(path)
    document: dict[str, Any] = {FORMAT_KEY: FORMAT_VERSION}
    if target.is_file():
        try:
            document = read_baseline(target)
        except KernlintError:
            document = {FORMAT_KEY: FORMAT_VERSION}  # NOTE: not a baseline (or damaged): written anew
    document[section] = entries
    import json

    text = json.dumps(document, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
    from analyzer.atomic import write_atomic

    try:
        write_atomic(target, text)
    except OSError as exc:
        raise KernlintError(f"cannot write baseline {path}: {exc.strerror or exc}") from None


def finding_entries(diagnostics: Iterable[Diagnostic], source_line, root: Path) -> list[dict[str, Any]]:
    """Baseline entries for `check` findings (sorted, as the report sorts them)."""
    from analyzer.fingerprint import fingerprints, stable_path

    return [{"rule": d.rule_id, "file": stable_path(d.path, root), "kernel": d.symbol, "line": d.line,
             "message": d.message, "fingerprint": fp}
            for d, fp in fingerprints(diagnostics, source_line, root) if d.rule_id != "KL000"]


def new_findings(diagnostics: Iterable[Diagnostic], baseline: dict[str, Any], source_line,
                 root: Path) -> tuple[list[Diagnostic], int, int]:
    """(findings not in the baseline, findings matched, baseline entries that matched nothing: fixed)."""
    from analyzer.fingerprint import fingerprints

    known = Counter(str(e.get("fingerprint")) for e in baseline.get("findings", []) if isinstance(e, dict))
    fresh: list[Diagnostic] = []
    matched = 0
    for diag, fp in fingerprints(diagnostics, source_line, root):
        if known[fp] > 0 and diag.rule_id != "KL000":  # NOTE: a crash is never "known"
            known[fp] -= 1
            matched += 1
        else:
            fresh.append(diag)
    return fresh, matched, sum(known.values())
