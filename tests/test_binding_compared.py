"""The program-scoped binding (analyzer/cuda/model/programs.py) against the bare-name binding it replaced, on
every fixture folder of more than one file whose files form one program (no kernel name defined twice, at most
one `main`): there the old binding was right, and the new one must lose none of its findings."""

from __future__ import annotations

import os
from pathlib import Path

from analyzer.config import Settings
from analyzer.cuda.model import RunIndex
from analyzer.cuda.model.index import kernel_key, launch_key
from analyzer.lint.sources import _HEADER_CACHE, _TU_CACHE, analyze_paths
from analyzer.source import SOURCE_SUFFIXES

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
_NEW = RunIndex.build.__func__


def legacy_build(cls, models, groups=None) -> RunIndex:
    """The binding before the program stage: a launch reaches every definition of its bare name (narrowed by a
    written qualification); a kernel gets its own file's launches, else those of files defining no kernel of
    that name (the `rivals` rule)."""
    models = [m for m in models if m is not None]
    new = _NEW(cls, models)
    bound, reaching = {}, {}
    for m in models:
        for launch in m.launches:
            found = new.kernels_named(launch.kernel_name)
            if launch.scope:
                suffix = f"{launch.scope}::{launch.kernel_name}"
                found = tuple(k for k in found if k.qualified_name == suffix or
                              k.qualified_name.endswith("::" + suffix)) or found
            bound[launch_key(launch)] = found
    for kernels in new.kernels.values():
        for k in kernels:
            launches = new.launches.get(k.name, ())
            own = tuple(x for x in launches if x.file == k.file)
            rivals = {r.file for r in new.kernels_named(k.name)} - {k.file}
            reaching[kernel_key(k)] = own or tuple(x for x in launches if x.file not in rivals)
    return cls(new.launches, new.kernels, bound, reaching)


def one_program_folders() -> list[list[str]]:
    out = []
    for folder, _, names in sorted(os.walk(FIXTURES)):
        files = sorted(os.path.join(folder, n) for n in names if n.endswith(SOURCE_SUFFIXES))
        if len(files) > 1:
            out.append(files)
    return out


def findings(paths: list[str]) -> tuple[set, list]:
    _TU_CACHE.clear()
    _HEADER_CACHE.clear()
    settings = Settings()
    result = analyze_paths(paths, settings, settings.enabled_rules(), jobs=1)
    return {(d.path, d.line, d.column, d.rule_id) for d in result.diagnostics}, [r.model for r in result.files]


def test_no_finding_of_a_one_program_folder_is_lost(monkeypatch):
    compared = 0
    for paths in one_program_folders():
        new, models = findings(paths)
        names = [k.name for m in models if m is not None for k in m.kernels]
        mains = sum(1 for m in models if m is not None and m.has_main)
        if len(names) != len(set(names)) or mains > 1:
            continue  # NOTE: files of several programs (each rule fixture is one): the old binding mixed them
        with monkeypatch.context() as patch:
            patch.setattr(RunIndex, "build", classmethod(legacy_build))
            old, _ = findings(paths)
        assert old <= new, (paths[0], sorted(old - new))
        compared += 1
    assert compared >= 3
