"""Cleaned compiler lines -> events, through grammars/ptxas.lark.

An event is a tuple: ("entry", tool, kernel, arch), ("props", tool, name), ("usage", tool, {field: value}),
("stack", frame, stores, loads), ("time", ms), ("limit", kernel, registers), ("spilled", kernel, stores,
loads), ("amd_name", kernel), ("amd", key, value), or ("unknown",) for lines the grammar does not know.
"""

from __future__ import annotations

import re
from functools import lru_cache

Event = tuple


def _ints(tree) -> list[int]:
    return [int(t) for t in tree.children if getattr(t, "type", None) == "INT"]


def _unquote(token) -> str:
    text = str(token)
    return text[1:-1] if text.startswith("'") else text


def _usage(tree) -> dict:
    """`Used N registers, ...` -> field name -> value (cmem banks under "cmem")."""
    values: dict = {"registers": int(tree.children[1]), "cmem": {}}
    for item in tree.children[2:]:
        kind, nums = item.data, _ints(item)
        if kind == "cmem":
            bank = str(item.children[1])[5:-1]
            values["cmem"][bank] = values["cmem"].get(bank, 0) + nums[0]
        elif kind in ("smem", "smem_split"):
            values["shared_bytes"] = tuple(nums)   # NOTE: CUDA <= 3 `A+B bytes smem`: static + params/system
        elif kind in ("lmem", "lmem_split"):
            values["local_bytes"] = tuple(nums)
        elif kind == "link_stack":
            values["stack_bytes"] = nums[0]
        else:
            values[{"gmem": "global_bytes", "cumulative_stack": "cumulative_stack_bytes"}.get(kind, kind)] = nums[0]
    return values


def _tree_event(tree) -> Event | None:
    line = tree.children[0]
    kind = line.data
    if kind == "stack_line":
        return ("stack", *_ints(line))
    if kind == "remark_line":
        remark = line.children[0]
        value = remark.children[-1]
        if remark.data == "amd_name":
            return ("amd_name", str(value))
        if remark.data == "amd_dynamic_stack":
            return ("amd", "dynamic_stack", str(value) == "True")
        return ("amd", remark.data[4:], int(value))
    tool, msg = str(line.children[0]), line.children[2]
    kind = msg.data
    if kind == "compiling":
        return ("entry", tool, _unquote(msg.children[0]), _unquote(msg.children[1]))
    if kind == "properties":
        return ("props", tool, _unquote(msg.children[0]).rstrip(":"))
    if kind == "usage":
        return ("usage", tool, _usage(msg))
    if kind == "compile_time":
        return ("time", float(msg.children[0]))
    if kind == "override_limit":
        return ("limit", _unquote(msg.children[1]), int(msg.children[2]))
    if kind == "spilled":
        stores, loads = _ints(msg)
        return ("spilled", _unquote(msg.children[0]), stores, loads)
    return None  # unit_globals, override_global: nothing per kernel


# Values (quoted names, bare names after `properties for`/`Function Name:`, numbers) are cut out of a line
# before it is parsed, so lines that differ only in names and numbers share one parse (see parse_payload).
_VALUE = re.compile(r"'[^']*'|(?<=properties for )[^\s':]+|(?<=Function Name: )[^\s\[]+|\d+(?:\.\d+)?")
_SENTINEL = 1_000_000_000
_MARK = re.compile(r"@(\d+)@")


@lru_cache(maxsize=8192)
def parse_payload(text: str) -> Event | None:
    """Event of one cleaned line; ("unknown",) when the grammar does not know the line.

    NOTE: every line still goes through the grammar, but as its *shape*: values become placeholders
    (numbers -> 10**9 + i, names -> @i@), the shape's event is cached, and the values are put back.
    Real logs repeat a handful of shapes millions of times with new kernel names and compile times;
    exact repeats (`0 bytes stack frame, ...`) are cached whole. Events are immutable (tuples; the usage
    dict is only read).
    """
    values: list[str] = []

    def cut(match: re.Match) -> str:
        token = match.group(0)
        values.append(token)
        index = len(values) - 1
        if token[0] == "'":
            return f"'@{index}@'"
        return str(_SENTINEL + index) if token[0].isdigit() else f"@{index}@"

    template = _parse_shape(_VALUE.sub(cut, text))
    return _fill(template, values) if values else template


@lru_cache(maxsize=4096)
def _parse_shape(text: str) -> Event | None:
    from lark.exceptions import LarkError

    from analyzer.grammar import get_parser

    try:
        return _tree_event(get_parser("ptxas").parse(text))
    except LarkError:
        return ("unknown",)


def _fill(item, values: list[str]):
    """Put the cut-out values back into a template event (recursively; dict keys too)."""
    if isinstance(item, bool) or item is None:
        return item
    if isinstance(item, (int, float)):
        if item >= _SENTINEL:
            raw = values[int(item) - _SENTINEL]
            return float(raw) if isinstance(item, float) or "." in raw else int(raw)
        return item
    if isinstance(item, str):
        if item.isdigit() and int(item) >= _SENTINEL:
            return values[int(item) - _SENTINEL]
        if "@" in item:
            return _MARK.sub(lambda m: values[int(m.group(1))].strip("'"), item)
        return item
    if isinstance(item, dict):
        return {_fill(k, values): _fill(v, values) for k, v in item.items()}
    return type(item)(_fill(x, values) for x in item)
