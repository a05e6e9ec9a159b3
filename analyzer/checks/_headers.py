"""Headers a source file includes that kernlint cannot read (KL105: a project header that may map the legacy
warp intrinsics to their `_sync` forms)."""

from __future__ import annotations

import re

from analyzer.lazyre import lazy

_INCLUDE = lazy(r'^[ \t]*#[ \t]*include[ \t]*"([^"\n]+)"', re.M)


def unseen_headers(text: str, path: str, headers=()) -> list[str]:
    """The `#include "..."` headers of the file, or of the headers it reads (`Model.includes`), that kernlint
    cannot read (not next to the including file): a project header often maps the legacy names to their
    `_sync` forms for CUDA 9+ (ccminer's cuda_helper.h), so a call may never reach the compiler as written."""
    from analyzer.source import SourceError, find_header, read_source

    out: list[str] = []
    for including in [None, *headers]:
        try:
            body = text if including is None else read_source(including).text
        except (SourceError, OSError):
            continue
        for name in _INCLUDE.findall(body):
            if name not in out and find_header(name, path if including is None else including) is None:
                out.append(name)
    return out
