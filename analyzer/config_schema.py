"""Validation of a raw config mapping into Settings: every problem is one line naming file and key.

Option types come from the rule card (`options.<name>.type`): int, float, size (16K, 16KiB accepted),
bool, str, list; numeric options may carry inclusive `min`/`max` bounds in the card. Besides its options, every rule table takes `severity` (error | warning | note).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from analyzer.catalogue import load_catalogue, rule_by_name_or_id
from analyzer.diagnostics import Severity
from analyzer.errors import KernlintError


class _Invalid(Exception):
    """Raised inside validation; turned into KernlintError with the file name."""


def _fail(key: str, expected: str, value: Any) -> None:
    raise _Invalid(f"{key} should be {expected}, got {value!r}")


def _str_list(key: str, value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        # NOTE: a lone string is accepted as a one-element list (`select = "KL2"`), comma-separated too.
        return tuple(v.strip() for v in value.split(",") if v.strip())
    if not isinstance(value, (list, tuple)):
        _fail(key, "a list of strings", value)
    for item in value:
        if not isinstance(item, str):
            _fail(f"{key}[]", "str", item)
    return tuple(value)


def coerce_option(key: str, kind: str, value: Any) -> Any:
    """Check/convert one rule option value against its card type."""
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            _fail(key, "int", value)
        return value
    if kind == "float":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            _fail(key, "float", value)
        if value != value or value in (float("inf"), float("-inf")):  # NOTE: NaN passes every `<` bound
            _fail(key, "finite float", value)
        return float(value)
    if kind == "size":
        from analyzer.units import parse_size

        if isinstance(value, bool) or not isinstance(value, (int, str)):
            _fail(key, "size (bytes, 16K, 16KiB)", value)
        try:
            return parse_size(value)
        except KernlintError:
            _fail(key, "size (bytes, 16K, 16KiB)", value)
    if kind == "bool":
        if not isinstance(value, bool):
            _fail(key, "bool", value)
        return value
    if kind == "list":
        if not isinstance(value, (list, tuple)):
            _fail(key, "list", value)
        return list(value)
    if not isinstance(value, str):
        _fail(key, "str", value)
    return value


def _check_selectors(key: str, values: tuple[str, ...]) -> None:
    from analyzer.select import _normalize

    for value in values:
        try:
            _normalize(value, key)
        except KernlintError:
            raise _Invalid(f"{key}: unknown rule or prefix {value!r}") from None


def _severity(key: str, value: Any) -> Severity:
    if not isinstance(value, str) or value.strip().upper() not in Severity.__members__:
        _fail(key, "one of error, warning, note", value)
    return Severity[value.strip().upper()]


def _rule_table(settings, key: str, rule_key: str, table: Any) -> None:
    rule = rule_by_name_or_id(str(rule_key))
    if rule is None:
        raise _Invalid(f"{key}: unknown rule {rule_key!r}")
    if not isinstance(table, dict):
        _fail(key, "a table of options", table)
    options = settings.rule_options.setdefault(rule.id, {})
    for name, value in table.items():
        name = str(name)
        if name == "severity":
            settings.severities[rule.id] = _severity(f"{key}.severity", value)
            continue
        spec = rule.options.get(name) or rule.options.get(name.replace("_", "-"))
        if spec is None:
            known = ", ".join(sorted(rule.options)) or "none"
            raise _Invalid(f"{key}.{name}: unknown option for {rule.id} {rule.name} (options: {known}, severity)")
        if value is None and spec.get("default") is None:
            options[name.replace("_", "-")] = None  # NOTE: null = "no budget", where the card's default is null
            continue
        value = coerce_option(f"{key}.{name}", str(spec.get("type", "str")), value)
        _check_range(f"{key}.{name}", spec, value)
        options[name.replace("_", "-")] = value


def _check_range(key: str, spec: dict[str, Any], value: Any) -> None:
    """The card's `min`/`max` bounds (inclusive) for numeric options."""
    low, high = spec.get("min"), spec.get("max")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if (low is not None and value < low) or (high is not None and value > high):
            bounds = f"between {low} and {high}" if low is not None and high is not None else (
                f"at least {low}" if low is not None else f"at most {high}")
            _fail(key, bounds, value)


def apply_mapping(settings, data: dict[str, Any], shown: str) -> None:
    """Validate `data` (a config file's table) into `settings` in place; KernlintError on the first problem."""
    try:
        _apply(settings, data)
    except _Invalid as exc:
        raise KernlintError(f"invalid config {shown}: {exc}") from None


def _apply(settings, data: dict[str, Any]) -> None:
    from analyzer.archs import canonical_target

    catalogue = load_catalogue()
    for raw_key, value in data.items():
        key = str(raw_key).replace("_", "-")
        if key in ("select", "extend-select", "ignore"):
            values = _str_list(key, value)
            _check_selectors(key, values)
            setattr(settings, key.replace("-", "_"), values)
        elif key in ("exclude", "include"):
            setattr(settings, key, _str_list(key, value))
        elif key == "baseline-kernels":
            settings.baseline_kernels = _str_list(key, value)
        elif key == "targets":
            targets = _str_list(key, value)
            if not targets:
                raise _Invalid("targets should name at least one architecture")
            try:
                settings.targets = tuple(canonical_target(t) for t in targets)
                settings.targets_given = True
            except KernlintError as exc:
                raise _Invalid(f"targets: {exc}") from None
            from analyzer.products import products_in

            settings.products = products_in(targets)
        elif key == "fail-on":
            settings.fail_on = _severity(key, value)
        elif key == "block-size":
            shape = parse_block(value)
            if shape is None:
                _fail(key, "between 1 and 1024 threads, as X, XxY or XxYxZ", value)
            settings.block_shape, settings.block_size = shape, shape[0] * shape[1] * shape[2]
        elif key == "kernels":
            settings.kernels = _kernels_table(value)
        elif key == "programs":
            if not isinstance(value, dict):
                _fail(key, "a table of program name -> list of path globs", value)
            settings.programs = {str(name): _str_list(f"{key}.{name}", globs) for name, globs in value.items()}
        elif key == "baseline":
            if not isinstance(value, str) or not value.strip():
                _fail(key, "a file name", value)
            base = settings.root if settings.root is not None else Path.cwd()
            settings.baseline = str(Path(value) if Path(value).is_absolute() else base / value)
        elif key == "compile":
            _compile_table(settings, value)
        elif key == "per-file-ignores":
            if not isinstance(value, dict):
                _fail(key, "a table of glob -> list of rules", value)
            table = {}
            for pattern, codes in value.items():
                item = f"{key}.{pattern}"
                codes = _str_list(item, codes)
                _check_selectors(item, codes)
                table[str(pattern)] = codes
            settings.per_file_ignores = table
        elif key == "rules":
            if not isinstance(value, dict):
                _fail(key, "a table of rule -> options", value)
            for rule_key, table in value.items():
                _rule_table(settings, f"rules.{rule_key}", rule_key, table)
        elif str(raw_key).upper() in catalogue or rule_by_name_or_id(str(raw_key)) is not None:
            _rule_table(settings, str(raw_key), raw_key, value)
        elif re.fullmatch(r"KL\d{3}", str(raw_key).upper()):
            raise _Invalid(f"{raw_key}: unknown rule {raw_key!r}")
        else:
            raise _Invalid(f"unknown key {raw_key!r}")


def _kernels_table(value: Any) -> dict[str, dict[str, tuple[int, int, int]]]:
    """`kernels: {NAME: {block: [x, y, z], grid: [x, y, z]}}`: the launch of a kernel whose host code is not
    analysed (NAME unqualified or qualified, `ns::k`); `block` also as "16x16"."""
    if not isinstance(value, dict):
        _fail("kernels", "a table of kernel name -> {block, grid}", value)
    table: dict[str, dict[str, tuple[int, int, int]]] = {}
    for name, entry in value.items():
        key = f"kernels.{name}"
        if not isinstance(entry, dict) or not entry:
            _fail(key, "a table with block and/or grid", entry)
        dims: dict[str, tuple[int, int, int]] = {}
        for raw, item in entry.items():
            what = str(raw)
            if what == "block":
                shape = parse_block(item)
                if shape is None:
                    _fail(f"{key}.block", "[x, y, z] or XxYxZ with at most 1024 threads", item)
                dims["block"] = shape
            elif what == "grid":
                if isinstance(item, int) and not isinstance(item, bool):
                    item = [item]
                if not isinstance(item, (list, tuple)) or not 1 <= len(item) <= 3 or any(
                        isinstance(v, bool) or not isinstance(v, int) or v < 1 for v in item):
                    _fail(f"{key}.grid", "[x, y, z] of positive ints", item)
                dims["grid"] = tuple(list(item) + [1] * (3 - len(item)))
            else:
                raise _Invalid(f"{key}.{what}: unknown key (block, grid)")
        table[str(name)] = dims
    return table


def _compile_table(settings, value: Any) -> None:
    """`compile: {include-dirs: [inc], defines: [N=16], std: c++17, flags: [--use_fast_math],
    commands: build/}` for `check --compile`; paths are relative to the config file's directory."""
    import os

    if not isinstance(value, dict):
        _fail("compile", "a table (include-dirs, defines, std, flags, commands)", value)
    root = settings.root or Path.cwd()
    flags: list[str] = []
    for raw, item in value.items():
        name = str(raw).replace("_", "-")
        key = f"compile.{name}"
        if name == "include-dirs":
            flags += [f"-I{os.path.join(root, d)}" for d in _str_list(key, item)]
        elif name == "defines":
            flags += [f"-D{d}" for d in _str_list(key, item)]
        elif name == "std":
            if not isinstance(item, str):
                _fail(key, "str (c++17)", item)
            flags.append(f"-std={item.removeprefix('-std=')}")
        elif name == "flags":
            flags += list(_str_list(key, item))
        elif name == "commands":
            if not isinstance(item, str):
                _fail(key, "str (a compile_commands.json or its directory)", item)
            settings.compile_commands = os.path.join(root, item)
        else:
            raise _Invalid(f"{key}: unknown key (include-dirs, defines, std, flags, commands)")
    settings.compile_flags = tuple(flags)


def config_root(path: Path) -> Path:
    return path.resolve().parent


def parse_block(value: Any) -> tuple[int, int, int] | None:
    """A block shape from `256`, `"16x16"`, `"32x4x2"` or `[16, 16]`: None unless it has 1..3 positive
    dimensions within (1024, 1024, 64) and at most 1024 threads."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        dims = [value]
    elif isinstance(value, str) and re.fullmatch(r"\s*\d+(\s*[xX*]\s*\d+){0,2}\s*", value):
        dims = [int(v) for v in re.split(r"\s*[xX*]\s*", value.strip())]
    elif isinstance(value, (list, tuple)) and 1 <= len(value) <= 3 and \
            all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        dims = list(value)
    else:
        return None
    dims += [1] * (3 - len(dims))
    if any(d < 1 for d in dims) or dims[0] > 1024 or dims[1] > 1024 or dims[2] > 64 or dims[0] * dims[1] * dims[2] > 1024:
        return None
    return dims[0], dims[1], dims[2]
