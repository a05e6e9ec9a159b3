"""The macros a file is preprocessed with: for a header, those its includers define before including it
(analyzer/lint/includers.py); the `-D`/`-U` flags of its `compile_commands.json` entry (the build's
own), then those of the configuration (`compile: defines:`) and the command line (`-D`/`--define`), later ones
winning as on a compiler's command line (analyzer.cuda.pp.preprocess applies them in order); and, when the
configuration names NVIDIA targets, the oldest of them as `--cuda-arch-floor=` (analyzer/cuda/pp/toolkit.py:
no device pass compiles an `#if __CUDA_ARCH__` branch only older targets take)."""

from __future__ import annotations

from typing import Any


def file_defines(path: str, settings: Any) -> tuple[str, ...]:
    """The -D/-U flags `path` is preprocessed with under `settings` (a KernlintError reading the database: none);
    a header's first: the macros its includers define before including it (analyzer/lint/includers.py)."""
    from analyzer.lint.includers import includer_flags

    return includer_flags(path, lambda file: _build_defines(file, settings)) + _build_defines(path, settings)


def key_defines(path: str, settings: Any) -> tuple[str, ...]:
    """What file_defines depends on, for the result cache's key, without preprocessing a header's includers: the
    build's flags and, for a header, the digest of its includers' bytes (analyzer/lint/includers.py)."""
    from analyzer.lint.includers import includer_digest

    digest = includer_digest(path)
    return ((f"includers:{digest}",) if digest else ()) + _build_defines(path, settings)


def _build_defines(path: str, settings: Any) -> tuple[str, ...]:
    """The build's and the configuration's -D/-U flags of `path` (see file_defines)."""
    from analyzer.errors import KernlintError
    from analyzer.logs.compile_db import file_macros, macro_flags

    try:
        flags = file_macros(path, getattr(settings, "compile_commands", None))
    except KernlintError:
        flags = ()
    flags = tuple(flags) + tuple(macro_flags(getattr(settings, "compile_flags", ()) or ()))
    if getattr(settings, "targets_given", False):
        import re

        from analyzer.cuda.pp.toolkit import FLOOR_FLAG

        archs = [int(m.group(1)) * 10 for t in settings.targets if (m := re.match(r"sm_(\d+)", t))]
        if archs:
            flags += (f"{FLOOR_FLAG}{min(archs)}",)
    return flags
