"""The rule catalogue stays consistent: cards match the schema, REGISTRY <-> cards <-> modules <-> fixtures,
and each source rule's documented example triggers it while its `use_instead` does not."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
import yaml

from analyzer.catalogue import CARD_KEYS, DOC_KEYS, load_catalogue
from analyzer.checks import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
CARDS = sorted((ROOT / "rules").glob("KL*.yaml"))
KEBAB = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
REQUIRED = {"id", "name", "category", "severity", "message", "docs"}
CATEGORIES = {"tool", "correctness", "performance", "portability", "build-log"}
OPTION_TYPES = {"int", "float", "size", "bool", "str", "list", "severity", "fraction", "number"}


@pytest.mark.parametrize("path", CARDS, ids=lambda p: p.name)
def test_card_schema(path):
    card = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(card, dict)
    assert REQUIRED <= set(card) <= CARD_KEYS, f"keys {sorted(card)}"
    assert re.fullmatch(r"KL\d{3}", card["id"]) and path.stem == card["id"]
    assert KEBAB.match(card["name"]), card["name"]
    assert card["severity"] in ("note", "warning", "error")
    assert card["category"] in CATEGORIES, card["category"]
    assert isinstance(card["message"], str) and card["message"]
    assert set(card["docs"]) == DOC_KEYS and all(isinstance(v, str) and v.strip() for v in card["docs"].values())
    for name, spec in (card.get("options") or {}).items():
        assert KEBAB.match(name), name
        assert {"type", "default", "help"} <= set(spec), f"option {name}"


def test_names_unique():
    names = [rule.name for rule in load_catalogue().values()]
    assert len(names) == len(set(names))


@pytest.mark.parametrize("rule_id", sorted(REGISTRY))
def test_registry_entry_has_card_module_and_fixtures(rule_id):
    assert rule_id in load_catalogue(), f"{rule_id} registered without a card"
    module = importlib.import_module(REGISTRY[rule_id])
    assert module.ID == rule_id
    assert module.KIND in ("source", "record", "message")
    assert callable(module.check)
    assert Path(module.__file__).name.startswith(rule_id.lower() + "_")
    assert len(Path(module.__file__).read_text(encoding="utf-8").splitlines()) <= 150
    assert (ROOT / "fixtures" / "rules" / rule_id).is_dir(), f"{rule_id}: no fixtures/rules/{rule_id}/"


def test_every_check_module_is_registered():
    modules = {p.stem for p in (ROOT / "analyzer" / "checks").glob("kl[0-9]*.py")}
    assert modules == {path.rsplit(".", 1)[1] for path in REGISTRY.values()}


# NOTE: names the wrapper defines so that one-line examples (`if (tid % 2 == 0) ...`) are complete.
PRELUDE = ("  int tid = blockIdx.x * blockDim.x + threadIdx.x;\n  float a = 0.0f, b = 0.0f;\n"
           "  dim3 grid(1);\n")


def wrap(snippet: str) -> str:
    """A complete translation unit around a card snippet: a kernel `k`, a host function for launches."""
    if "__global__" in snippet:
        return snippet + "\n"
    if "<<<" in snippet or "hipLaunchKernelGGL" in snippet:
        return ("__global__ void k(float* out) { out[threadIdx.x] = 0.0f; }\n"
                f"void host(float* out) {{\n{PRELUDE}{snippet}\n}}\n")
    return f"__global__ void k(float* out, int n) {{\n{PRELUDE}{snippet}\n  out[tid] = a + b;\n}}\n"


def _source_rules() -> list[str]:
    found = []
    for rule_id in sorted(REGISTRY):
        module = importlib.import_module(REGISTRY[rule_id])
        if module.KIND == "source":
            found.append(rule_id)
    return found


# NOTE: KL001's use_instead is advice ("keep kernels in the supported subset"), not code.
PROSE_USE_INSTEAD = {"KL001"}


@pytest.mark.parametrize("rule_id", _source_rules())
def test_docs_example_triggers_and_use_instead_does_not(rule_id, tmp_path):
    from analyzer.lint.sources import analyze_file

    rule = load_catalogue()[rule_id]
    suffix = ".hip" if "hip" in rule.applies_to and "cuda" not in rule.applies_to else ".cu"
    cases = [("example", True)] + ([] if rule_id in PROSE_USE_INSTEAD else [("use_instead", False)])
    for key, wanted in cases:
        source = wrap(rule.docs[key])
        result = analyze_file(f"example{suffix}", source, None, frozenset({rule_id}))
        fired = [d for d in result.diagnostics if d.rule_id == rule_id]
        assert bool(fired) == wanted, f"{rule_id} docs.{key}:\n{source}\n{[d.message for d in result.diagnostics]}"
