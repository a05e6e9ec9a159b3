"""The run-wide launch index of a source run (phase 2 of analyzer/lint/sources.py): the run's models, the models of
the source files they `#include "..."` that the run does not analyse itself, and the programs.

A `.cu` that includes another `.cu` (or a `.cuh` defining kernels) outside the analysed paths, as a one-file
pre-commit run does, still binds its launches to the included file's kernels, and the included file's launches
reach the kernels they call: those files are parsed and modelled here, in the main process (their parse is
often in the process's TU cache already: analyzer.lint.sources.model_of parses `.cuh` headers whole), and
never checked or reported. At most MAX_FILES files and MAX_CHARS characters of them.
"""

from __future__ import annotations

import os
from typing import Any, Sequence

MAX_FILES = 64
MAX_CHARS = 4_000_000


def context_models(models: Sequence[Any], paths: Sequence[str], model_of: Any, parse_file: Any) -> list:
    """The models of the source files (.cu, .cuh, .hip, and C++ headers holding device code) the run's files
    include and the run does not analyse;
    `model_of`, `parse_file`: analyzer.lint.sources' (passed in: that module imports this one)."""
    from analyzer.source import HOST_SUFFIXES, SOURCE_SUFFIXES, SourceError, device_code, read_source

    analysed = {os.path.normpath(p) for p in paths}
    # NOTE: a C++ header (`vm.hpp`) is part of the unit like a `.cuh` when it holds a kernel or a launch
    todo = sorted({h for m in models for h in getattr(m, "includes", ())
                   if os.path.normpath(h) not in analysed
                   and (h.endswith(SOURCE_SUFFIXES) or h.endswith(HOST_SUFFIXES) and device_code(h))})
    out, chars = [], 0
    for path in todo[:MAX_FILES]:
        try:
            text = read_source(path).text
        except SourceError:
            continue
        chars += len(text)
        if chars > MAX_CHARS:
            break
        out.append(model_of(parse_file(path, text), path, text))
    return out


def run_index(models: Sequence[Any], paths: Sequence[str], settings: Any, context: bool, model_of: Any,
              parse_file: Any) -> Any:
    """The RunIndex of the run's `models` (their files `paths`), with the included files' models (`context`)
    and the programs of the configuration or the compile database (analyzer.cuda.model.programs)."""
    from analyzer.cuda.model import RunIndex
    from analyzer.cuda.model.programs import program_groups

    everything = list(models) + (context_models(models, paths, model_of, parse_file) if context else [])
    return RunIndex.build(everything, program_groups(settings, [m.path for m in everything]))
