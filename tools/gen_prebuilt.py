"""Write analyzer/_prebuilt.py: the method builders of every class shape kernlint's modules declare.

    python tools/gen_prebuilt.py [--check]

Imports each module of analyzer/ that declares a class with `@dataclass` (analyzer.prebuilt's decorator
records every shape it makes) and writes one builder per shape, in a fixed order, from
analyzer.prebuilt.builder_source. Run it after adding or editing a record or IR class;
tests/test_prebuilt.py fails while the checked-in module is not current. --check only says whether it is
(exit 1 when not).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "analyzer" / "_prebuilt.py"

HEAD = '''"""The method builders of analyzer.prebuilt, one per class shape the modules of analyzer/ declare.

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError


class _FactoryMarker:
    """The default shown for a parameter whose field has a default factory (as dataclasses shows it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


FACTORY = _FactoryMarker()

'''


def declaring_modules() -> list[str]:
    """The modules of analyzer/ whose text declares a class with `@dataclass`."""
    names = []
    for path in sorted((ROOT / "analyzer").rglob("*.py")):
        if "@dataclass" in path.read_text(encoding="utf-8") and path.name != "prebuilt.py":
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def render() -> str:
    sys.path.insert(0, str(ROOT))
    from analyzer import prebuilt

    for name in declaring_modules():
        importlib.import_module(name)
    shapes = sorted(prebuilt.SEEN)
    parts = [HEAD]
    for i, shape in enumerate(shapes):
        parts.append(prebuilt.builder_source(shape, f"_b{i}") + "\n\n")
    parts.append("BUILDERS = {\n")
    parts += [f"    {shape!r}: _b{i},\n" for i, shape in enumerate(shapes)]
    parts.append("}\n")
    return "".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the checked-in module is not current")
    args = parser.parse_args()
    text = render()
    current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
    if args.check:
        print("current" if text == current else f"{TARGET.relative_to(ROOT)} is not current: run tools/gen_prebuilt.py")
        return 0 if text == current else 1
    if text != current:
        TARGET.write_text(text, encoding="utf-8")
    print(f"{TARGET.relative_to(ROOT)}: {text.count('BUILDERS') and text.count(': _b')} shapes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
