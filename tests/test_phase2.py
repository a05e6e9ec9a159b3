"""Phase 2 of a source run (analyzer/lint/sources.py) re-analyses only the files whose view of the run-wide
index (RunIndex.view_for) differs from their own: the findings equal those of a run that re-analyses every
file with the run-wide slice, and files whose kernels share a name without sharing launches or facts are
analysed once."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzer.config import Settings
from analyzer.cuda.model import RunIndex
from analyzer.lint.sources import _HEADER_CACHE, _TU_CACHE, analyze_paths

OWN = """__global__ void k(float *x) {{
    if (threadIdx.x % 2 == 0) {{ x[threadIdx.x * 32] = 1.0f; }}
}}
void go(float *x) {{ k<<<1, {block}>>>(x); }}
"""
BOUNDED = """__global__ void __launch_bounds__(64) k(float *x) { if (threadIdx.x < 7) x[0] = 2.0f; }
void go2(float *x) { k<<<1, 128>>>(x); }
"""
ELSEWHERE_KERNEL = """__global__ void only_here(float *x) { if (threadIdx.x % 3 == 0) x[threadIdx.x] = 0.0f; }
"""
ELSEWHERE_LAUNCH = """__global__ void only_here(float *x);
void run(float *x) { only_here<<<2, 96>>>(x); }
"""

TWIN = """__global__ void flip(const float *in, float *out) {{
    __shared__ float t[32][{cols}];
    t[threadIdx.y][threadIdx.x] = in[(blockIdx.y * 32 + threadIdx.y) * 4096 + blockIdx.x * 32 + threadIdx.x];
    __syncthreads();
    out[(blockIdx.x * 32 + threadIdx.y) * 4096 + blockIdx.y * 32 + threadIdx.x] = t[threadIdx.x][threadIdx.y];
}}
void run(const float *a, float *b) {{ flip<<<dim3(128, 128), dim3(32, 32)>>>(a, b); }}
"""


def run(paths: list[str], jobs: int = 1):
    _TU_CACHE.clear()
    _HEADER_CACHE.clear()
    settings = Settings()
    result = analyze_paths(paths, settings, settings.enabled_rules(), jobs=jobs)
    return result


def write(tmp_path: Path, files: dict[str, str]) -> list[str]:
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return sorted(str(tmp_path / name) for name in files)


@pytest.mark.parametrize("files, again", [
    ({"a.cu": OWN.format(block=64), "b.cu": OWN.format(block=128)}, 0),  # same name, own launches: once
    # NOTE: each file defines and launches its own k: c's bound never reaches a's launch (the program stage)
    ({"a.cu": OWN.format(block=64), "c.cu": BOUNDED}, 0),
    ({"k.cu": ELSEWHERE_KERNEL, "l.cu": ELSEWHERE_LAUNCH}, 2),  # launches in l.cu, definition in k.cu
    ({"naive.cu": TWIN.format(cols=32), "solved.cu": TWIN.format(cols=33)}, 0),  # a same-named kernel beside it: no view changes
])
def test_skipping_equal_views_changes_no_finding(tmp_path: Path, monkeypatch, files: dict, again: int) -> None:
    paths = write(tmp_path, files)
    result = run(paths)
    assert result.reanalysed == again
    # NOTE: the reference re-analyses every file with its run-wide slice (views never compare equal)
    monkeypatch.setattr(RunIndex, "view_for", lambda self, model, path: object())
    reference = run(paths)
    assert reference.reanalysed == len(paths)
    assert result.diagnostics == reference.diagnostics
    assert result.diagnostics  # NOTE: the cases have findings, so equality is not vacuous


CASES = [{"a.cu": OWN.format(block=64), "b.cu": OWN.format(block=128)},
         {"a.cu": OWN.format(block=64), "c.cu": BOUNDED},
         {"k.cu": ELSEWHERE_KERNEL, "l.cu": ELSEWHERE_LAUNCH},
         {"naive.cu": TWIN.format(cols=32), "solved.cu": TWIN.format(cols=33)}]


@pytest.mark.parametrize("files", CASES)
@pytest.mark.parametrize("jobs", [1, 2])
def test_deferring_files_changes_no_finding(tmp_path: Path, monkeypatch, files: dict, jobs: int) -> None:
    """Phase 1 only models the files analyzer/lint/deferral.py guesses phase 2 will need: whatever it guesses
    (nothing, everything), the findings and statistics are those of a run that defers nothing."""
    from analyzer.lint import deferral

    paths = write(tmp_path, files)
    guessed = run(paths, jobs)
    monkeypatch.setattr(deferral, "deferred", lambda paths, texts: frozenset())
    reference = run(paths, jobs)
    monkeypatch.setattr(deferral, "deferred", lambda paths, texts: frozenset(paths))
    everything = run(paths, jobs)
    for other in (reference, everything):
        assert guessed.diagnostics == other.diagnostics and guessed.statistics == other.statistics
        assert guessed.reanalysed == other.reanalysed
        assert not any(f.partial for f in other.files)
    assert guessed.diagnostics


def test_the_guess_finds_the_cross_file_kernels(tmp_path: Path) -> None:
    from analyzer.lint.deferral import deferred

    files = {"k.cu": ELSEWHERE_KERNEL, "l.cu": ELSEWHERE_LAUNCH,
             "t.cu": "template <int N> __global__ void __launch_bounds__(256, 2) tk(float *x) {}\n",
             "u.cu": "void run(float *x) { tk<8><<<1, 256>>>(x); hipLaunchKernelGGL(HIP_KERNEL_NAME(hk), 1, 64, 0, 0); }\n",
             "h.cu": "__global__ void hk() {}\n",
             "alone.cu": OWN.format(block=64), "alone2.cu": ELSEWHERE_KERNEL.replace("only_here", "mine")}
    paths = write(tmp_path, files)
    assert {Path(p).name for p in deferred(paths, {})} == {"k.cu", "l.cu", "t.cu", "u.cu", "h.cu"}


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no FIFOs here")
def test_the_guess_never_waits_on_a_fifo(tmp_path: Path) -> None:
    """A path that is a FIFO by the time the guess reads it (it was a file at discovery) is left to its worker."""
    import os

    from analyzer.lint.deferral import deferred

    os.mkfifo(tmp_path / "late.cu")
    paths = write(tmp_path, {"k.cu": ELSEWHERE_KERNEL, "l.cu": ELSEWHERE_LAUNCH}) + [str(tmp_path / "late.cu")]
    assert {Path(p).name for p in deferred(paths, {})} == {"k.cu", "l.cu"}


def _first_of(waiting: list[int], folders: list[str], home: dict[str, int], worker: int) -> int:
    """The rule, as plainly as it reads: the first waiting job of the worker's folders, else of a folder nobody
    has, else the first."""
    new = None
    for k, i in enumerate(waiting):
        owner = home.get(folders[i])
        if owner == worker:
            return k
        if owner is None and new is None:
            new = k
    return new if new is not None else 0


@pytest.mark.parametrize("seed", range(40))
def test_a_free_process_takes_its_own_folders_files_first(seed: int) -> None:
    """lint/workers._Schedule (heaps, O(log n) a take) takes what the plain rule takes, over two phases that
    share the folders' owners: a folder's files go to the process that took its first one, a new folder's to a
    free process, and a process with neither takes the largest."""
    import random

    from analyzer.lint.workers import _Schedule, size

    rnd = random.Random(seed)
    jobs = [(f"/d{rnd.randint(0, 6)}/f{i}.cu", "x" * rnd.randint(0, 5), None, None, None)
            for i in range(rnd.randint(1, 40))]
    folders = [job[0].rsplit("/", 1)[0] for job in jobs]
    theirs: dict[str, int] = {}
    ours: dict[str, int] = {}
    for _ in range(2):
        schedule = _Schedule(jobs, ours)
        waiting = sorted(range(len(jobs)), key=lambda i: -size(jobs[i]))
        while waiting:
            worker = rnd.randrange(3)
            i = waiting.pop(_first_of(waiting, folders, theirs, worker))
            theirs.setdefault(folders[i], worker)
            assert schedule.take(worker) == i


def _fails_on_b(job: tuple) -> str:
    if job[0] == "b":
        raise ValueError("b")
    if job[0] == "die":
        import os

        os._exit(3)
    return job[0].upper()


def test_workers_answer_in_order_raise_a_jobs_error_and_a_dead_worker() -> None:
    from analyzer.lint.workers import WorkerDied, Workers

    workers = Workers(2, _fails_on_b)
    try:
        assert workers.map([(name, None) for name in "acdef"]) == list("ACDEF")
        with pytest.raises(ValueError):
            workers.map([("a", None), ("b", None)])
    finally:
        workers.shutdown()
    workers = Workers(1, _fails_on_b)
    try:
        with pytest.raises(WorkerDied, match="while analysing die"):
            workers.map([("die", None)])
    finally:
        workers.shutdown()


def test_a_header_edited_between_two_runs_of_one_process_changes_the_model(tmp_path: Path) -> None:
    """The per-process memos (the TU cache, the model kept beside it) answer within a run: `kernlint lsp`
    analyses an unchanged file again after its header changed, and sees the header's new constant."""
    import os

    header, source = tmp_path / "c.h", tmp_path / "k.cu"
    header.write_text("constexpr int B = 64;\n")
    source.write_text('#include "c.h"\n__global__ void k(float* x) { x[threadIdx.x] = 0.0f; }\n'
                      "void run(float* x) { k<<<1, B>>>(x); }\n")

    def block() -> tuple:
        result = analyze_paths([str(source)], Settings(), {"KL202"}, jobs=1)
        return result.launches[0].block

    assert block() == (64, 1, 1)
    header.write_text("constexpr int B = 32;\n")
    os.utime(header, (1, 1))  # NOTE: another mtime, however fast the file system's clock
    assert block() == (32, 1, 1)


@pytest.mark.parametrize("jobs", [1, 2])
def test_program_trees_equal_a_full_second_phase(monkeypatch, jobs: int) -> None:
    """The program-scoped binding keeps phase 2 exact on trees of several programs (fixtures/programs)."""
    from analyzer.source import discover

    paths, _ = discover([str(Path(__file__).resolve().parents[1] / "fixtures" / "programs")])
    result = run(paths, jobs)
    monkeypatch.setattr(RunIndex, "view_for", lambda self, model, path: object())
    reference = run(paths, jobs)
    assert result.diagnostics == reference.diagnostics and result.diagnostics
    assert result.reanalysed < reference.reanalysed


def test_a_rule_alone_sees_the_program_its_check_reads(tmp_path: Path) -> None:
    """KL202 judges a kernel's `__launch_bounds__` by the launches of its program (unit.index): selected alone it
    must still get the second phase (USES_INDEX), or the launch in main.cu, one block of 16 threads (serial work,
    exempt), would not reach the bound in k.cu and a warning would appear that a run of every rule does not give."""
    paths = write(tmp_path, {"k.cu": "__global__ void __launch_bounds__(16) serial(float *p) { p[threadIdx.x] = 1; }\n",
                             "main.cu": "__global__ void serial(float *p);\n"
                                        "int main() { float *p = 0; serial<<<1, 16>>>(p); return 0; }\n"})
    _TU_CACHE.clear()
    _HEADER_CACHE.clear()
    settings = Settings()
    alone = analyze_paths(paths, settings, frozenset({"KL202"}), jobs=1)
    assert [d for d in alone.diagnostics if d.rule_id == "KL202"] == []
