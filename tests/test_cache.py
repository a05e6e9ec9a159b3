"""The result cache (analyzer/lint/cache.py): a run with it gives exactly the findings of a run without it, for
any --jobs, cold or warm, after edits to a file, to a header it includes, or to another file whose launches
it sees; torn entries are misses; the CLI's default directory and flags."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from analyzer.lint.sources import _HEADER_CACHE, _TU_CACHE, analyze_paths
from analyzer.config import Settings
from analyzer.lint.cache import FORMAT, ResultCache, decode, encode
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]

KERNEL = """#include "cfg.cuh"
__global__ void scale(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x % 2 == 0) { x[i] *= 2.0f; }
    if (i < n) { __syncthreads(); }
}
"""
LAUNCH = """#include "cfg.cuh"
__global__ void scale(float *x, int n);
void run(float *x, int n) {
    scale<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(x, n);
}
"""


def tree(tmp_path: Path, block: str = "2048") -> Path:
    src = tmp_path / "src"
    src.mkdir(exist_ok=True)
    (src / "cfg.cuh").write_text(f"#define BLOCK {block}\n")
    (src / "kernel.cu").write_text(KERNEL)
    (src / "launch.cu").write_text(LAUNCH)
    (src / "alone.cu").write_text("__global__ void k(int *p) { if (threadIdx.x < 7) p[0] = __shfl(p[0], 1); }\n"
                                  "void go(int *p) { k<<<1, 100>>>(p); }\n")
    return src


def findings(src: Path, jobs: int, cache: ResultCache | None) -> tuple:
    """The run's findings and statistics, as a fresh process would give them (NOTE: the driver's in-process
    parse and header caches key on a file's own text and a header's mtime, so they are emptied first)."""
    _TU_CACHE.clear()
    _HEADER_CACHE.clear()
    settings = Settings()
    paths = sorted(str(p) for p in src.iterdir() if p.suffix == ".cu")
    result = analyze_paths(paths, settings, settings.enabled_rules(), jobs=jobs, cache=cache)
    return tuple(result.diagnostics), result.statistics


def cache_for(directory: Path) -> ResultCache:
    settings = Settings()
    return ResultCache(directory, settings, settings.enabled_rules())


def test_cached_runs_equal_uncached_runs_for_any_jobs_and_edits(tmp_path: Path) -> None:
    src = tree(tmp_path)
    store = tmp_path / "cache"
    plain = findings(src, 1, None)
    assert plain[0], "the tree should have findings to compare"
    assert findings(src, 2, None) == plain
    cold = cache_for(store)
    assert findings(src, 2, cold) == plain and cold.hits == 0
    warm = cache_for(store)
    assert findings(src, 1, warm) == plain and warm.misses == 0 and warm.hits >= 3
    assert findings(src, 2, cache_for(store)) == plain
    # an edited header (the launch's block size) reaches both files: launch.cu directly, kernel.cu through
    # the run-wide index (phase 2)
    tree(tmp_path, block="48")
    edited = findings(src, 1, None)
    assert edited != plain
    assert findings(src, 2, cache_for(store)) == edited
    assert findings(src, 1, cache_for(store)) == edited
    # an edited launching file, header unchanged
    (src / "launch.cu").write_text(LAUNCH.replace("(n + BLOCK - 1) / BLOCK, BLOCK", "1, 2048"))
    assert findings(src, 2, cache_for(store)) == findings(src, 1, None)


def test_torn_or_foreign_entries_are_misses(tmp_path: Path) -> None:
    src = tree(tmp_path)
    store = tmp_path / "cache"
    plain = findings(src, 1, None)
    findings(src, 1, cache_for(store))
    entries = [p for p in (store / f"v{FORMAT}").rglob("*") if p.is_file()]
    assert entries
    for i, entry in enumerate(entries):
        entry.write_bytes(b"" if i % 2 else b"\x80\x05garbage")
    again = cache_for(store)
    assert findings(src, 2, again) == plain and again.hits == 0


class _Planted:
    """Unpickling this runs open(MARKER, "w"): the entry a repository could ship under a key a known
    kernlint computes."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (open, (str(self.marker), "w"))


def test_planted_entries_are_never_loaded(tmp_path: Path) -> None:
    """Every entry replaced by a pickle that would create a file, by JSON or marshal data under a wrong MAC,
    or by a genuine entry's payload altered under its old MAC: all misses, nothing run, the same findings."""
    import marshal
    import pickle

    from analyzer.resources import mac

    src = tree(tmp_path)
    store = tmp_path / "cache"
    plain = findings(src, 1, None)
    findings(src, 1, cache_for(store))
    entries = sorted(p for p in (store / f"v{FORMAT}").rglob("*") if p.is_file())
    assert len(entries) >= 3
    marker = tmp_path / "PWNED"
    for i, entry in enumerate(entries):
        genuine = entry.read_bytes()
        if i % 4 == 0:
            planted = pickle.dumps(_Planted(marker))
        elif i % 4 == 1:
            planted = b"0" * 32 + json.dumps({"path": "x", "diagnostics": []}).encode()
        elif i % 4 == 2:
            payload = marshal.dumps(encode(("forged",)))
            planted = mac(b"another account's key".ljust(32), entry.name.encode() + b"\0" + payload) + payload
        else:
            planted = genuine[:-1] + bytes([genuine[-1] ^ 1])
        entry.write_bytes(planted)
    again = cache_for(store)
    assert findings(src, 2, again) == plain and again.hits == 0
    assert not marker.exists()
    pickle.loads(pickle.dumps(_Planted(marker)))  # NOTE: the planted pickle does run when pickle reads it
    assert marker.exists()


def test_entries_round_trip_exactly() -> None:
    """Every fixture's FileResult (findings with their fixes and extras, the model, suppressions) comes back
    from an entry's data equal, with the same repr."""
    import marshal

    from analyzer.lint.sources import analyze_source

    settings = Settings()
    enabled = settings.enabled_rules()
    paths = sorted((ROOT / "fixtures").rglob("*.cu"))
    assert len(paths) > 50
    for path in paths:
        result = analyze_source(str(path), path.read_text(encoding="utf-8", errors="replace"), settings, enabled)
        back = decode(marshal.loads(marshal.dumps(encode(result))))
        assert back == result and repr(back) == repr(result), path
        assert [(d.extra, d.fix) for d in back.diagnostics] == [(d.extra, d.fix) for d in result.diagnostics]


def test_unwritable_cache_only_costs_speed(tmp_path: Path) -> None:
    src = tree(tmp_path)
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    assert findings(src, 1, cache_for(blocker / "cache")) == findings(src, 1, None)


def kernlint(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd)


@pytest.mark.parametrize("config", [False, True])
def test_cli_default_dir_flags_and_identical_output(tmp_path: Path, config: bool) -> None:
    src = tree(tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    if config:  # NOTE: found like the config: next to it, not in the cwd below it
        (tmp_path / ".kernlint.yaml").write_text("block-size: 256\n")
        work = src
    home = tmp_path if config else work
    uncached = kernlint(["check", str(src), "--format", "json", "--no-cache"], work)
    assert uncached.returncode == 1, uncached.stderr
    assert not (home / ".kernlint_cache").exists()
    cold = kernlint(["check", str(src), "--format", "json", "--jobs", "2"], work)
    warm = kernlint(["check", str(src), "--format", "json", "--jobs", "1"], work)
    assert uncached.stdout == cold.stdout == warm.stdout
    assert json.loads(warm.stdout)["diagnostics"]
    assert (home / ".kernlint_cache" / ".gitignore").read_text().splitlines()[-1] == "*"
    assert (home / ".kernlint_cache" / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172")
    other = tmp_path / "elsewhere"
    kernlint(["check", str(src), "--cache-dir", str(other)], work)
    assert any((other / f"v{FORMAT}").rglob("*"))


@pytest.mark.parametrize("form", ["text", "concise", "sarif"])
def test_cold_and_warm_output_is_byte_identical(tmp_path: Path, form: str) -> None:
    src = tree(tmp_path)
    args = ["check", str(src), "--format", form, "--cache-dir", str(tmp_path / "c")]
    uncached = kernlint(["check", str(src), "--format", form, "--no-cache"], tmp_path)
    cold, warm = kernlint(args, tmp_path), kernlint(args, tmp_path)
    assert uncached.stdout and uncached.stdout == cold.stdout == warm.stdout
