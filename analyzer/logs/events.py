"""Cleaned compiler lines -> events, through grammars/ptxas.lark.

An event is a tuple: ("entry", tool, kernel, arch), ("props", tool, name), ("usage", tool, {field: value}),
("stack", frame, stores, loads), ("time", ms), ("limit", kernel, registers), ("spilled", kernel, stores,
loads), ("amd_name", kernel), ("amd", key, value), or ("unknown",) for lines the grammar does not know.
"""

from __future__ import annotations

import re
from typing import Callable

from analyzer.codecache import Table

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


# A line's values: quoted names, bare names after `properties for`/`Function Name:`, numbers; one group per kind.
# re.split cuts a line in C into literal, quoted, name, name, number, literal, ...: the literals and the kind
# of each value make the line's *shape* (equal shapes parse alike), and the values are read back by position.
_SPLIT = re.compile(r"('[^']*')|properties for ([^\s':]+)|Function Name: ([^\s\[]+)|(\d+(?:\.\d+)?)")
_STRIDE = 5
_SENTINEL = 1_000_000_000
_MARK = re.compile(r"@(\d+)@")
_TEMPLATES: dict[tuple, Callable[[list], Event | None]] = {}
_MAX_TEMPLATES = 4096


def parse_payload(text: str) -> Event | None:
    """Event of one cleaned line; ("unknown",) when the grammar does not know the line.

    NOTE: every line still goes through the grammar, but as its *shape*: values become placeholders
    (numbers -> 10**9 + i, names -> @i@), the shape is parsed once into a template event, compiled into a
    function that puts a line's values back. Real logs repeat a handful of shapes millions of times with new
    kernel names and compile times. Events are immutable (tuples; the usage dict is only read).
    """
    parts = _SPLIT.split(text)
    shape = (*parts[0::5], *map(type, parts[1::5]), *map(type, parts[2::5]), *map(type, parts[3::5]))
    build = _TEMPLATES.get(shape)
    if build is None:
        build = _template(parts)
        if len(_TEMPLATES) >= _MAX_TEMPLATES:
            _TEMPLATES.clear()
        _TEMPLATES[shape] = build
    return build(parts)


def _template(parts: list) -> Callable[[list], Event | None]:
    """Parse the shape of a split line and compile its event into a function of the split parts."""
    pieces, where = [parts[0]], []
    for i in range(len(parts) // _STRIDE):
        quoted, prop, name, number = parts[_STRIDE * i + 1:_STRIDE * i + 5]
        if quoted is not None:
            pieces.append(f"'@{i}@'")
            where.append(_STRIDE * i + 1)
        elif prop is not None:
            pieces.append(f"properties for @{i}@")
            where.append(_STRIDE * i + 2)
        elif name is not None:
            pieces.append(f"Function Name: @{i}@")
            where.append(_STRIDE * i + 3)
        else:
            pieces.append(str(_SENTINEL + i))
            where.append(_STRIDE * i + 4)
        pieces.append(parts[_STRIDE * i + 5])
    template = _parse_shape("".join(pieces))
    return eval("lambda v: " + _source(template, where), {"_num": _num})  # noqa: S307 - our literals and v[i]


def _num(raw: str) -> int | float:
    return float(raw) if "." in raw else int(raw)


def _shapes_stamp() -> str:
    """What a shape's template depends on: kernlint's version, this module, the grammar and how it is loaded
    (analyzer/grammar.py's parser options), and the installed lark."""
    from pathlib import Path

    from analyzer import __version__
    from analyzer.resources import data_dir, file_stamp, module_stamp

    here = Path(__file__)
    return "\n".join([__version__, file_stamp([here, here.parent.parent / "grammar.py",
                                               data_dir("grammars") / "ptxas.lark"]), module_stamp("lark")])


SHAPES = Table("ptxas-shapes", _shapes_stamp)  # shape text -> (template event,), kept between runs


def _parse_shape(text: str) -> Event | None:
    """The template event of a line shape. NOTE: looked up in SHAPES first: a warm run of a log whose shapes
    were seen before neither imports lark nor loads the grammar (about 80 ms)."""
    found = SHAPES.get(text)
    if found is not None:
        return found[0]
    from lark.exceptions import LarkError

    from analyzer.grammar import get_parser

    try:
        template = _tree_event(get_parser("ptxas").parse(text))
    except LarkError:
        template = ("unknown",)
    SHAPES.put(text, (template,))  # NOTE: boxed: a None template (a line with no event) is kept too
    return template


def _source(item, where: list[int]) -> str:
    """A Python expression that rebuilds template `item` with the values `v` put back (what _fill did, item by
    item, compiled once per shape)."""
    if isinstance(item, bool) or item is None:
        return repr(item)
    if isinstance(item, (int, float)):
        if item >= _SENTINEL:
            index = int(item) - _SENTINEL
            return f"float(v[{where[index]}])" if isinstance(item, float) else f"_num(v[{where[index]}])"
        return repr(item)
    if isinstance(item, str):
        if item.isdigit() and int(item) >= _SENTINEL:
            return f"v[{where[int(item) - _SENTINEL]}]"
        if "@" in item:
            pieces = _MARK.split(item)  # literal, index, literal, ...
            parts = [repr(p) if i % 2 == 0 else f"v[{where[int(p)]}].strip(\"'\")" for i, p in enumerate(pieces) if p]
            return " + ".join(parts) if len(parts) > 1 else parts[0] if parts else "''"
        return repr(item)
    if isinstance(item, dict):
        return "{" + ", ".join(f"{_source(k, where)}: {_source(v, where)}" for k, v in item.items()) + "}"
    if isinstance(item, tuple):
        return "(" + "".join(_source(x, where) + ", " for x in item) + ")"
    raise TypeError(f"unexpected template item {item!r}")
