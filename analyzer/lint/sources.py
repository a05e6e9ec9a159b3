"""Source analysis of a run: parse + model + checks per file, in parallel, with a run-wide launch index.

Importable without typer. Two phases, so rules see launches across files whatever the parallelism:

1. every file is read, parsed, modelled and checked with the launch index *of that file alone*; the
   worker returns a picklable FileResult (diagnostics + the model's kernels/launches, no IR);
2. the run-wide RunIndex is built from all models (with the programs of analyzer/cuda/model/programs.py);
   a file whose view of it (RunIndex.view_for) differs from its view of its own is analysed again with the
   run-wide slice (RunIndex.slice_for), and that result replaces phase 1's.

Checks receive a SourceUnit (analyzer.cuda.model) and read `unit.index` through RunIndex's methods, mostly
by way of the launch-facts service (analyzer/analysis/launches.py); a new reader must join RunIndex.view_for.
A check that never reads `unit.index` says `USES_INDEX = False` and is listed in checks.INDEX_FREE_RULES
(a test holds the two together); when no enabled check reads it, phase 2 is skipped.
A file whose view changes would be analysed twice: analyzer/lint/deferral.py guesses these from their text,
and phase 1 only models them (`index` MODEL_ONLY), leaving their checks to phase 2 (a wrong guess costs time).
"""

from __future__ import annotations

import os
from dataclasses import field
from typing import Any, Callable, Iterable, Sequence

from analyzer.prebuilt import dataclass
from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic, sort_diagnostics
# NOTE: the one parse cache; `_TU_CACHE` is re-exported for the tests that clear it
from analyzer.cuda.parse.cached import _TU_CACHE, parse_file  # noqa: F401

@dataclass
class FileResult:
    """The outcome for one file. `error` is set (and nothing else) when the file could not be read."""

    path: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    kernels: tuple = ()
    launches: tuple = ()
    stats: dict[str, int] = field(default_factory=dict)
    suppressions: tuple = ()  # (analyzer.lint.suppress.Suppression list, KL003 findings) of its comments
    error: str | None = None
    note: str | None = None  # decoding note (latin-1 fallback)
    model: Any = None
    partial: bool = False  # modelled only, no checks run (a file phase 1 defers: analyzer/lint/deferral.py)


@dataclass
class RunResult:
    files: list[FileResult]
    diagnostics: list[Diagnostic]  # not yet suppressed: finalize() does that once for the whole run
    errors: list[str]  # one line per unreadable input
    statistics: dict[str, int]
    reanalysed: int = 0  # files analysed a second time with the run-wide index (phase 2)

    @property
    def kernels(self) -> list:
        return [k for f in self.files for k in f.kernels]

    @property
    def launches(self) -> list:
        return [launch for f in self.files for launch in f.launches]


def source_rule_ids(enabled: Iterable[str]) -> tuple[str, ...]:
    """Enabled rules that have a source check (KIND == "source"), sorted: every checked rule that is neither a
    record nor a message rule (analyzer/checks/__init__.py; known without importing the checks)."""
    from analyzer.checks import MESSAGE_RULES, RECORD_RULES, REGISTRY

    return tuple(r for r in sorted(set(enabled)) if r in REGISTRY and r not in RECORD_RULES and r not in MESSAGE_RULES)


def warp_size_for(hip: bool, settings: Settings | None, path: str = "-") -> int:
    """The smallest wave size of the file's targets (analyzer/lint/waves.py)."""
    from analyzer.lint.waves import wave_sizes_for

    return next(iter(wave_sizes_for(path, hip, settings)))


MODEL_ONLY = "model-only"  # NOTE: the `index` of a job phase 1 defers (a str: equal after it crosses to a worker)


_HEADER_CACHE: dict[tuple[str, float], Any] = {}
_MODELS: dict[int, tuple[Any, Any]] = {}  # id(TU) -> (TU, its Model): analyze_source; emptied by each run (a
# header edited between two runs of one process, `kernlint lsp`, changes the model of an unchanged file)


def _headers_env(nodes: list, records: list | None = None):
    """The headers' constants and type layouts as an Env (innermost first); their structs and class templates
    appended to `records`, each header's before those of the headers it includes."""
    from analyzer.cuda.model.envs import global_env
    from analyzer.cuda.model.evaluate import Env
    from analyzer.source import SOURCE_SUFFIXES, decode

    env = None
    for header, data, children in nodes:
        if data is None:
            continue
        try:
            key = (header, os.path.getmtime(header))
            if key not in _HEADER_CACHE:
                htext = decode(data, header).text
                # NOTE: a header of the kinds a run analyses (.cuh) is likely parsed whole as a file of the run
                # too: that parse is shared; any other is read for its constants only (functions that can change
                # none are not parsed: hostskip.writes_no_global)
                light = not header.endswith(SOURCE_SUFFIXES)
                htu, below = parse_file(header, htext, light), []
                types = htu.types.records + htu.types.class_templates if htu.types else []
                _HEADER_CACHE[key] = (global_env(htu, _headers_env(children, below)), tuple(types + below))
        except Exception:  # NOTE: an unreadable header only costs its constants
            continue
        merged, found = _HEADER_CACHE[key]
        if records is not None:
            records.extend(found)
        if env is not None:
            merged = Env(dict(merged.values), env, dict(merged.arrays), set(merged.integers), types=dict(merged.types))
        env = merged
    return env


def model_of(tu, path: str, text: str):
    """The Model of a parsed file, with the program stage's facts (analyzer.cuda.model.programs.unit_facts)."""
    from dataclasses import replace
    from analyzer.cuda.model import build_model
    from analyzer.cuda.model.dispatch import dispatched
    from analyzer.cuda.model.choices import bound_by_choices
    from analyzer.cuda.model.host_callers import bound_by_callers
    from analyzer.cuda.model.host_instances import instantiated
    from analyzer.cuda.model.programs import unit_facts
    from analyzer.source import flatten, include_tree
    tree = include_tree(path, text) if path != "-" else []
    records: list = []
    model = build_model(tu, (headers := _headers_env(tree, records)))
    launches = bound_by_choices(tu, bound_by_callers(tu, model.launches, headers), headers)
    launches = dispatched(tu, instantiated(tu, launches, headers))
    return replace(model, launches=launches, header_constants=_integers(headers), header_types=_types(headers),
                   header_records=tuple(records), **unit_facts(path, text, tu, flatten(tree)))


def _types(env) -> tuple[tuple[str, tuple[int, int] | None], ...]:
    """The type layouts of an Env and its parents (the innermost name wins)."""
    out: dict[str, tuple[int, int] | None] = {}
    while env is not None:
        for k, v in env.types.items():
            out.setdefault(k, v)
        env = env.parent
    return tuple(out.items())


def _integers(env) -> tuple[tuple[str, int], ...]:
    """The integer constants of an Env and its parents (the innermost name wins)."""
    out: dict[str, int] = {}
    while env is not None:
        for k, v in env.values.items():
            if type(v) is int and k not in out:
                out[k] = v
        env = env.parent
    return tuple(out.items())


def analyze_file(path: str, text: str, settings: Settings | None, selection: Any,
                 index: Any = None) -> FileResult:
    """Analyse one decoded file as a run of its own: its findings, suppressed (see finalize)."""
    _MODELS.clear()
    result = analyze_source(path, text, settings, selection, index)
    enabled = frozenset(getattr(selection, "enabled", selection))
    from analyzer.lint.finalize import finalize

    result.diagnostics = finalize([result], result.diagnostics, settings or Settings(), enabled)
    return result


def analyze_source(path: str, text: str, settings: Settings | None, selection: Any,
                   index: Any = None) -> FileResult:
    """Analyse one decoded file. `selection` is a Selection or an iterable of enabled rule ids;
    `index` a RunIndex (None: the file's own launches only; MODEL_ONLY: parse and model it, run no check, and
    return a partial result). The findings are not yet suppressed: the file's directives ride along
    (FileResult.suppressions) for the run's one finalize()."""
    from analyzer.cuda.model import RunIndex, SourceUnit
    from analyzer.lint.engine import run_checks

    settings = settings or Settings()
    enabled = getattr(selection, "enabled", selection)
    rule_ids = source_rule_ids(enabled)
    from analyzer.lint.defines import file_defines

    tu = parse_file(path, text, defines=file_defines(path, settings))
    kept = _MODELS.get(id(tu))
    if kept is None or kept[0] is not tu:
        # NOTE: kept per process beside its TU: phase 2 analyses a deferred file again (its model is the same:
        # the same text and headers); a few entries suffice, the TU cache keeps the parses
        kept = _MODELS[id(tu)] = (tu, model_of(tu, path, text))
        while len(_MODELS) > 64:
            del _MODELS[next(iter(_MODELS))]
    model = kept[1]
    if index == MODEL_ONLY:
        return FileResult(path, [], model.kernels, model.launches, {}, model=model, partial=True)
    own = RunIndex.build([model])
    mine = settings.targets_for(model.hip) if hasattr(settings, "targets_for") else settings.targets
    if mine != settings.targets:  # NOTE: a HIP file is judged by AMD targets, a CUDA file by NVIDIA ones
        from dataclasses import replace

        settings = replace(settings, targets=mine)
    from analyzer.lint.waves import wave_sizes_for, wider_waves

    sizes = wave_sizes_for(path, model.hip, settings)
    unit = SourceUnit(path, text, tu, model, index if index is not None else own, next(iter(sizes)))
    diagnostics = run_checks("source", unit, path, rule_ids, settings)
    if len(sizes) > 1:  # NOTE: targets of different wave sizes: each judged with its own (docs/configuration.md)
        diagnostics += wider_waves(unit, rule_ids, settings, sizes, diagnostics)
    # NOTE: like yamllint, another finding at exactly a parse error's position is noise from the damage.
    error_starts = {(e.span.line, e.span.column) for e in tu.errors}
    diagnostics = [d for d in diagnostics if d.rule_id == "KL001" or d.span is None
                   or (d.span.line, d.span.column) not in error_starts]
    from analyzer.cuda.pp.guards import FATAL_NOTE

    if any(message.startswith(FATAL_NOTE) for _, message in tu.notes):
        diagnostics = [d for d in diagnostics if d.rule_id == "KL001"]  # NOTE: an `#error` every build reaches
    from analyzer.lint.suppress import parse_suppressions

    suppressions = parse_suppressions(tu.comments, path, text, settings.severities)
    stats = {"files": 1, "kernels": len(model.kernels),
             "kernels_parsed": sum(1 for k in model.kernels if k.parsed), "parse_errors": len(tu.errors)}
    return FileResult(path, sort_diagnostics(diagnostics), model.kernels, model.launches, stats,
                      suppressions, model=model)


def _work(job: tuple) -> FileResult:
    """Worker entry: (path, text or None, settings, enabled, index slice or None[, cache, key, note]); with a
    cache, the result is stored under `key` here, in the worker (atomic writes: workers never collide)."""
    from analyzer.source import SourceError, read_source

    path, text, settings, enabled, index = job[:5]
    note = job[7] if len(job) > 5 else None
    if text is None:
        try:
            source = read_source(path)
        except SourceError as exc:
            return FileResult(path, error=str(exc))
        text, note = source.text, source.note
    result = analyze_source(path, text, settings, enabled, index)
    result.note = note
    if len(job) > 5:
        job[5].put(job[6], result)
    return result


def _cached_map(jobs: Sequence[tuple], workers: int, pool_holder: list, cache: Any,
                defer: Callable[[list[str], dict[str, str]], frozenset[str]] | None = None) -> list[FileResult]:
    """_map, answering from the result cache (analyzer/lint/cache.py) what it holds: files are read and keyed
    here, hits are taken as they are (with this read's decoding note), misses go to the workers.

    `defer(paths, texts)` (phase 1): the paths that are only modelled (MODEL_ONLY). Asked only when a file is
    not answered by the cache (a partial result of an earlier run answers too), over the texts read here for
    the keys, and applied to the files not answered; without a cache, asked of every file."""
    if cache is None:
        later = defer([job[0] for job in jobs], {job[0]: job[1] for job in jobs if job[1] is not None}) \
            if defer else ()
        return _map([(*job[:4], MODEL_ONLY) if job[0] in later else job for job in jobs], workers, pool_holder)
    from analyzer.lint.cache import included_headers
    from analyzer.lint.waves import rdna, wave64_build
    from analyzer.source import SourceError, read_source

    results: list[Any] = [None] * len(jobs)
    todo: list[tuple[int, tuple]] = []
    read: dict[str, str] = {}  # path -> the text keyed (what `defer` reads)
    for i, job in enumerate(jobs):
        path, text, settings, enabled, index = job
        note = None
        if index is not None and text is None and path in cache.keys:
            # NOTE: phase 2 keys a file from its phase-1 key (a miss lets the worker read it; the run keeps
            # phase 1's decoding note)
            key = cache.index_key(path, index)
        else:
            if text is None:
                try:
                    source = read_source(path)
                except SourceError:
                    todo.append((i, job))  # NOTE: the worker reports it, as without a cache
                    continue
                text, note = source.text, source.note
            read[path] = text
            headers = included_headers(path, text)
            if rdna(settings) and wave64_build(path, settings):
                headers.append(("-mwavefrontsize64", b""))  # NOTE: the compile command's wave size keys the result
            key = cache.key(path, text, headers, index)
        if key is None:
            todo.append((i, (path, text, settings, enabled, index)))
            continue
        # NOTE: in phase 1 a partial result (the file was deferred) answers too: phase 2 takes the file
        hit = cache.get(key, cache.partial_key(key)) if index is None and defer else cache.get(key)
        if isinstance(hit, FileResult) and hit.path == path:
            hit.note = note
            results[i] = hit
        else:
            todo.append((i, (path, text, settings, enabled, index, cache, key, note)))
    if defer and todo:
        later = defer([job[0] for job in jobs], read)
        todo = [(i, (*job[:4], MODEL_ONLY, job[5], cache.partial_key(job[6]), job[7]) if job[0] in later and
                 len(job) > 5 else job) for i, job in todo]
    for (i, _), result in zip(todo, _map([job for _, job in todo], workers, pool_holder)):
        results[i] = result
    return results


def _map(jobs: Sequence[tuple], workers: int, pool_holder: list) -> list[FileResult]:
    if workers <= 1 or len(jobs) <= 1:
        # NOTE: deferred files last: phase 2 then finds their parses in the TU cache
        results: list[Any] = [None] * len(jobs)
        for i in sorted(range(len(jobs)), key=lambda i: jobs[i][4] == MODEL_ONLY):
            results[i] = _work(jobs[i])
        return results
    if not pool_holder:
        from analyzer.checks import load_check
        from analyzer.cuda.parse.parser import parse

        # NOTE: load the grammar and the enabled checks once here, so forked workers inherit them (a run the
        # result cache answers whole starts no worker and imports neither)
        parse("", "<warm-up>")
        for rule_id in source_rule_ids(jobs[0][3]):
            load_check(rule_id)

        from analyzer.lint.workers import Workers

        pool_holder.append(Workers(workers, _work))
    return pool_holder[0].map(jobs)


def analyze_paths(paths: Sequence[str], settings: Settings | None, selection: Any, jobs: int | None = None,
                  texts: dict[str, str] | None = None, cache: Any = None) -> RunResult:
    """Analyse files (already discovered). `texts` supplies contents read elsewhere (stdin).

    `jobs`: worker processes (None: min(cpu count, files)); one file or jobs == 1 runs in-process.
    `cache`: an analyzer.lint.cache.ResultCache (None: none): per-file results of both phases."""
    from analyzer.cuda.model import RunIndex

    settings = settings or Settings()
    enabled = frozenset(getattr(selection, "enabled", selection))
    texts = texts or {}
    _MODELS.clear()
    workers = jobs if jobs else min(os.cpu_count() or 1, len(paths))
    pool: list = []
    reanalysed = 0
    try:
        from analyzer.checks import INDEX_FREE_RULES

        needs_index = any(r not in INDEX_FREE_RULES for r in source_rule_ids(enabled))
        from analyzer.lint.context import run_index as build_index
        from analyzer.lint.deferral import deferred

        first = _cached_map([(p, texts.get(p), settings, enabled, None) for p in paths], workers, pool, cache,
                            deferred if needs_index else None)
        models = [r.model for r in first if r.error is None]
        run_index = build_index(models, paths, settings, needs_index, model_of, parse_file)
        again = []
        # NOTE: when every enabled check is in INDEX_FREE_RULES (never reads unit.index), no file needs phase 2.
        for i, result in enumerate(first if needs_index else ()):
            if result.error is None and run_index.view_for(result.model, result.path) != \
                    RunIndex.build([result.model]).view_for(result.model, result.path):
                again.append((i, run_index.slice_for(result.model)))
                reanalysed += 1
            elif result.partial:
                again.append((i, None))  # NOTE: deferred, and its own index was all it needed
        if again:
            redo = _cached_map([(paths[i], texts.get(paths[i]), settings, enabled, wanted) for i, wanted in again],
                               workers, pool, cache)
            for (i, _), result in zip(again, redo):
                result.note = first[i].note
                first[i] = result
    finally:
        if pool:
            pool[0].shutdown()
    diagnostics = sort_diagnostics(d for r in first for d in r.diagnostics)
    errors = [r.error for r in first if r.error]
    totals = {"files": 0, "kernels": 0, "kernels_parsed": 0, "parse_errors": 0}
    for r in first:
        for key in totals:
            totals[key] += r.stats.get(key, 0)
    return RunResult(first, diagnostics, errors, totals, reanalysed)

