"""The worker processes of a source run (analyzer/lint/sources.py): which process analyses which file."""

from __future__ import annotations

import os
from typing import Any, Callable, Sequence


class Workers:
    """`n` worker processes, one single-process executor each, fed a job at a time as each frees up.

    NOTE: which process takes a job is chosen, not left to a shared queue: a free process takes the largest
    waiting file of a folder it has worked in, else the largest of a folder no process has yet, else the
    largest left. A folder's files then share one process's parses (per-process TU cache): the headers they
    include are parsed once (header_env), and phase 2 finds a file's phase-1 parse. With one shared queue,
    cuda-samples with --jobs 2 parsed 80 of its 308 files and headers twice. Largest first keeps the processes
    busy to the end (a big file drawn late leaves the others idle)."""

    def __init__(self, n: int):
        from concurrent.futures import ProcessPoolExecutor

        self.pools = [ProcessPoolExecutor(max_workers=1) for _ in range(n)]
        self.home: dict[str, int] = {}  # folder -> the process that took its first file

    def map(self, work: Callable[[tuple], Any], jobs: Sequence[tuple]) -> list:
        """`[work(job) for job in jobs]`, run in the processes (`work` a module-level function)."""
        from concurrent.futures import FIRST_COMPLETED, wait

        waiting = sorted(range(len(jobs)), key=lambda i: -size(jobs[i]))
        folders = [os.path.dirname(job[0]) for job in jobs]
        results: list[Any] = [None] * len(jobs)
        running: dict[Any, tuple[int, int]] = {}  # future -> (job, process)

        def feed(worker: int) -> None:
            i = waiting.pop(next_job(waiting, folders, self.home, worker))
            self.home.setdefault(folders[i], worker)
            running[self.pools[worker].submit(work, jobs[i])] = (i, worker)

        for _ in range(2):  # NOTE: two jobs in flight per process: the next is there when one ends
            for worker in range(len(self.pools)):
                if waiting:
                    feed(worker)
        while running:
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                i, worker = running.pop(future)
                results[i] = future.result()
                if waiting:
                    feed(worker)
        return results

    def shutdown(self) -> None:
        for pool in self.pools:
            pool.shutdown()


def next_job(waiting: list[int], folders: list[str], home: dict[str, int], worker: int) -> int:
    """The position in `waiting` (jobs, largest first) of the job process `worker` takes next: the first of a
    folder it has worked in, else the first of a folder no process has, else the first (Workers)."""
    new = None
    for k, i in enumerate(waiting):
        owner = home.get(folders[i])
        if owner == worker:
            return k
        if owner is None and new is None:
            new = k
    return new if new is not None else 0


def size(job: tuple) -> int:
    """The work a job stands for, roughly: its text's length (read from the file's size when not given)."""
    if job[1] is not None:
        return len(job[1])
    try:
        return os.stat(job[0]).st_size
    except OSError:
        return 0
