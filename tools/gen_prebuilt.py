"""Write analyzer/_prebuilt/: the method builders of every class shape kernlint's modules declare.

    python tools/gen_prebuilt.py [--check]

Imports each module of analyzer/ that declares a class with `@dataclass` (analyzer.prebuilt's decorator
records every shape it makes) and writes one builder per shape, in a fixed order, from
analyzer.prebuilt.builder_source, into the modules `shapes_NN.py` of the package analyzer/_prebuilt/ (each under
LINES lines, as every module of analyzer/ is: tests/test_layout.py); the package's `__init__.py` holds the
BUILDERS, the index of them all; `methods.py`, written by hand, what every builder shares. Run it after adding or editing a record or IR class;
tests/test_prebuilt.py fails while the checked-in package is not current. --check only says whether it is
(exit 1 when not).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = ROOT / "analyzer" / "_prebuilt"
LINES = 380  # NOTE: a builder is never split; a module takes builders while it stays under this

DO_NOT_EDIT = "Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class)."

INIT = f'''"""The method builders of analyzer.prebuilt, one per class shape the modules of analyzer/ declare: BUILDERS,
the index of the builders of the modules shapes_NN.py beside this one.

{DO_NOT_EDIT}
"""

# fmt: off
# ruff: noqa
'''

PART = f'''"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

{DO_NOT_EDIT}
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

'''


def declaring_modules() -> list[str]:
    """The modules of analyzer/ whose text declares a class with `@dataclass`."""
    names = []
    for path in sorted((ROOT / "analyzer").rglob("*.py")):
        if "@dataclass" in path.read_text(encoding="utf-8") and path.name != "prebuilt.py":
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def render() -> dict[str, str]:
    """The generated files of the package, by name: `__init__.py` and the `shapes_NN.py` modules."""
    sys.path.insert(0, str(ROOT))
    if not (TARGET / "__init__.py").exists():  # NOTE: a first run: analyzer.prebuilt needs the index to import
        TARGET.mkdir(exist_ok=True)
        (TARGET / "__init__.py").write_text(INIT + "BUILDERS: dict = {}\n", encoding="utf-8")
    from analyzer import prebuilt

    for name in declaring_modules():
        importlib.import_module(name)
    shapes = sorted(prebuilt.SEEN)
    modules: list[list[tuple[int, str, str]]] = [[]]
    size = PART.count("\n") + 4
    for i, shape in enumerate(shapes):
        text = prebuilt.builder_source(shape, f"_b{i}") + "\n\n"
        lines = text.count("\n") + 1
        if modules[-1] and size + lines > LINES:
            modules.append([])
            size = PART.count("\n") + 4
        modules[-1].append((i, shape, text))
        size += lines
    files: dict[str, str] = {}
    index = [INIT]
    for m, builders in enumerate(modules):
        name = f"shapes_{m:02d}"
        body = "".join(text for _, _, text in builders)
        body += "BUILDERS = {\n" + "".join(f"    {shape!r}: _b{i},\n" for i, shape, _ in builders) + "}\n"
        files[f"{name}.py"] = PART + body
        index.append(f"from analyzer._prebuilt.{name} import BUILDERS as _{name}\n")
    index.append("\nBUILDERS = {" + ", ".join(f"**_shapes_{m:02d}" for m in range(len(modules))) + "}\n")
    files["__init__.py"] = "".join(index)
    return files


def _current() -> dict[str, str]:
    """The generated files of the package (methods.py is written by hand)."""
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(TARGET.glob("*.py")) if p.name != "methods.py"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the checked-in package is not current")
    args = parser.parse_args()
    files = render()
    current = _current()
    if args.check:
        ok = files == current
        print("current" if ok else f"{TARGET.relative_to(ROOT)} is not current: run tools/gen_prebuilt.py")
        return 0 if ok else 1
    if files != current:
        TARGET.mkdir(exist_ok=True)
        for name in set(current) - set(files):
            (TARGET / name).unlink()
        for name, text in files.items():
            if current.get(name) != text:
                (TARGET / name).write_text(text, encoding="utf-8")
    shapes = sum(text.count(": _b") for name, text in files.items() if name.startswith("shapes_"))
    print(f"{TARGET.relative_to(ROOT)}: {shapes} shapes in {len(files) - 1} modules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
