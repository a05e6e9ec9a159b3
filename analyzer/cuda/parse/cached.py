"""The one parse cache: a file's TranslationUnit, parsed once per process for a given text and defines.

Its users: the lint pipeline (analyzer/lint/sources.py re-exports it), and the divergence Program, which reads
the device helpers of included headers (analyzer/analysis/program.py)."""

from __future__ import annotations

from collections import OrderedDict

_TU_CACHE: OrderedDict = OrderedDict()
TU_CACHE_BUDGET = 2_000_000  # characters of source whose parses a process keeps (~800 bytes of IR per line)


def parse_file(path: str, text: str, constants_only: bool = False, defines: tuple[str, ...] = ()):
    """Parse one file; a parser crash (or deep recursion) becomes an empty unit with one parse error.
    `constants_only`: a header read for its constants (_headers_env, through model_of); a whole parse of it answers too.
    `defines`: the -D/-U flags it is preprocessed with (analyzer.lint.defines).

    NOTE: parses are kept in a per-process LRU (TU_CACHE_BUDGET characters), so phase 2 of a run
    usually finds the file's phase-1 parse instead of parsing it again."""
    key = (path, len(text), hash(text), defines)
    tu = _TU_CACHE.get(key)
    if tu is None and constants_only:
        key = (*key, "constants")
        tu = _TU_CACHE.get(key)
    if tu is not None:
        _TU_CACHE.move_to_end(key)
        return tu
    tu = _parse_uncached(path, text, constants_only, defines)
    if len(text) <= TU_CACHE_BUDGET // 4:
        _TU_CACHE[key] = tu
        held = sum(k[1] for k in _TU_CACHE)  # NOTE: counted from the cache itself (tests empty it from outside)
        while held > TU_CACHE_BUDGET:
            old, _ = _TU_CACHE.popitem(last=False)
            held -= old[1]
    return tu


def _parse_uncached(path: str, text: str, constants_only: bool = False, defines: tuple[str, ...] = ()):
    from analyzer.cuda import ast
    from analyzer.cuda.parse.parser import parse
    from analyzer.diagnostics import Span

    try:
        return parse(text, path, constants_only, defines)
    except RecursionError:
        reason = "input nested too deeply"
    except Exception as exc:  # NOTE: never a traceback on real code; the whole file becomes one KL001
        reason = f"front end failed ({type(exc).__name__}: {exc})"
    lines = text.count("\n") + 1
    return ast.TranslationUnit(path, (), (ast.ParseError(Span(1, 1, lines, 1), reason),), text)
