"""Loading lark grammars (LALR, contextual lexer), cached on disk so a warm start stays fast."""

from __future__ import annotations

from functools import cache
from typing import Any

from analyzer import __version__
from analyzer.resources import cache_dir, data_dir


@cache
def get_parser(name: str, **options: Any):
    """The lark parser for grammars/<name>.lark, built once per process and cached on disk.

    Options are lark's (e.g. start=..., propagate_positions=True); `lexer_callbacks` cannot be
    cached by functools, so route per-parse state through a ContextVar instead.
    NOTE: the cache key includes kernlint's and lark's versions and the options; lark itself also
    hashes the grammar text, so an edited grammar never loads a stale table.
    """
    import lark

    path = data_dir("grammars") / f"{name}.lark"
    settings: dict[str, Any] = {"parser": "lalr", "lexer": "contextual", "propagate_positions": True,
                                "maybe_placeholders": False}
    settings.update(options)
    cache_file = _cache_file(name, lark.__version__, settings)
    text = path.read_text(encoding="utf-8")
    kwargs = dict(settings, import_paths=[str(path.parent)])
    if cache_file is not None:
        try:
            return lark.Lark(text, cache=str(cache_file), **kwargs)
        except OSError:  # NOTE: unwritable cache dir, torn file: build without the cache
            pass
    return lark.Lark(text, **kwargs)


def _cache_file(name: str, lark_version: str, settings: dict[str, Any]):
    import hashlib

    key = hashlib.sha256(repr(sorted(settings.items())).encode()).hexdigest()[:12]
    try:
        directory = cache_dir()
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return directory / f"{name}-{__version__}-lark{lark_version}-{key}.lark"
