"""The compiled LALR table of grammars/cuda.lark and the keyword/punctuator -> terminal maps, cached on disk."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from analyzer.cuda.parse.lalr import TABLE_FORMAT, Driver


@cache
def grammar_tables() -> tuple[dict[str, str], dict[str, str], Driver]:
    """The keyword/punctuator -> terminal tables and the IR-building LALR driver.

    NOTE: the compiled table is kept next to lark's cache as marshalled plain data (dicts and tuples load in
    a few ms, lark's own deserialisation of this table takes ~100 ms), read only when it is this user's own
    file (resources.read_own: 400 kB, too large to sign on every start; marshal runs nothing); the key
    covers the grammar text and the lark, kernlint and Python versions, so an edited grammar never loads a stale table."""
    import marshal
    import sys

    from analyzer import __version__
    from analyzer.cuda.parse.build_stmt import Builder
    from analyzer.resources import cache_dir, data_dir, module_stamp, prune_stale, read_own, sha256

    text = (data_dir("grammars") / "cuda.lark").read_bytes()
    # NOTE: lark is not imported on the warm path; its installed version is identified by its file
    lark_id = module_stamp("lark")
    key = sha256(text + f"{lark_id} {__version__} {sys.version} {TABLE_FORMAT}".encode()).hexdigest()[:16]
    path = cache_dir() / f"cuda-table-{key}.marshal"
    data = None
    try:
        payload = read_own(path)
        data = None if payload is None else marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        data = None
    if not isinstance(data, dict) or data.get("key") != key:
        data = _compile(key)
        try:
            from analyzer.atomic import write_atomic

            path.parent.mkdir(parents=True, exist_ok=True)
            # NOTE: atomic, so parallel first runs never read a torn file
            write_atomic(path, marshal.dumps(data), mode="private")
            prune_stale(path, "cuda-table-*.marshal")
        except (OSError, ValueError):  # NOTE: ValueError: a value marshal cannot write (none known)
            pass
    return data["kw"], data["punct"], Driver(data["table"], Builder())


def _compile(key: str) -> dict[str, Any]:
    from analyzer.cuda.parse.lalr import compile_table
    from analyzer.grammar import get_parser

    parser = get_parser("cuda", maybe_placeholders=True, lexer="basic")
    kw: dict[str, str] = {}
    punct: dict[str, str] = {}
    for term in parser.terminals:
        if term.pattern.type == "str":
            (kw if re.fullmatch(r"\w+", term.pattern.value) else punct)[term.pattern.value] = term.name
    return {"key": key, "kw": kw, "punct": punct, "table": compile_table(parser)}
