"""The worker processes of a source run (analyzer/lint/sources.py): which process analyses which file."""

from __future__ import annotations

import heapq
import os
from collections import deque
from typing import Any, Callable, Sequence


class WorkerDied(RuntimeError):
    """A worker process ended without answering (killed, out of memory)."""


class Workers:
    """`n` worker processes that run `work(job)`, fed one job at a time each, over a pipe of their own.

    NOTE: which process takes a job is chosen, not left to a shared queue: a free process takes the largest
    waiting file of a folder it took the first file of, else the largest of a folder no process has yet, else
    the largest left (_Schedule). A folder's files then share one process's parses (per-process TU cache): the
    headers they include are parsed once (model_of), and phase 2 finds a file's phase-1 parse. With one
    shared queue, cuda-samples with --jobs 2 parsed 80 of its 308 files and headers twice. Largest first keeps
    the processes busy to the end (a big file drawn late leaves the others idle).
    The processes are all started here, before this process has any other thread (a ProcessPoolExecutor per
    process would fork the later ones beside the earlier ones' feeder threads)."""

    def __init__(self, n: int, work: Callable[[tuple], Any]):
        import multiprocessing

        self.home: dict[str, int] = {}  # folder -> the process that took its first file (kept across phases)
        self.conns: list[Any] = []
        self.procs: list[Any] = []
        for _ in range(n):
            mine, theirs = multiprocessing.Pipe()
            proc = multiprocessing.Process(target=_serve, args=(theirs, work), daemon=True)
            proc.start()
            theirs.close()
            self.conns.append(mine)
            self.procs.append(proc)

    def map(self, jobs: Sequence[tuple]) -> list:
        """`[work(job) for job in jobs]`, run in the processes; a job's exception is raised here, as
        ProcessPoolExecutor.map raises it."""
        from multiprocessing.connection import wait

        schedule = _Schedule(jobs, self.home)
        results: list[Any] = [None] * len(jobs)
        flying: list[deque] = [deque() for _ in self.procs]  # per process, the jobs sent and not answered

        def feed(worker: int) -> None:
            i = schedule.take(worker)
            self.conns[worker].send(jobs[i])
            flying[worker].append(i)

        for _ in range(2):  # NOTE: two jobs in flight per process: the next is there when one ends
            for worker in range(len(self.procs)):
                if schedule.left:
                    feed(worker)
        while any(flying):
            busy = [w for w in range(len(self.procs)) if flying[w]]
            ready = set(wait([self.conns[w] for w in busy] + [self.procs[w].sentinel for w in busy]))
            for worker in busy:
                conn = self.conns[worker]
                if conn not in ready:
                    if self.procs[worker].sentinel in ready and not conn.poll():
                        self._died(worker, jobs[flying[worker][0]])
                    continue
                try:
                    ok, value = conn.recv()
                except (EOFError, OSError):  # NOTE: the pipe closed: the process is gone
                    self._died(worker, jobs[flying[worker][0]])
                i = flying[worker].popleft()
                if not ok:
                    raise value
                results[i] = value
                if schedule.left:
                    feed(worker)
        return results

    def _died(self, worker: int, job: tuple) -> None:
        self.procs[worker].join(1)
        raise WorkerDied(f"a worker process ended (exit code {self.procs[worker].exitcode}) while analysing {job[0]}")

    def shutdown(self) -> None:
        for conn in self.conns:
            try:
                conn.send(None)
            except OSError:
                pass
        for proc in self.procs:
            proc.join(5)
            if proc.is_alive():
                proc.terminate()
                proc.join()
        for conn in self.conns:
            conn.close()


def _serve(conn: Any, work: Callable[[tuple], Any]) -> None:
    """A worker process: answer each job with (True, result) or (False, the exception), until None or EOF.
    Ctrl-C is the parent's to handle (it ends the workers): a worker ignores it, and prints no traceback."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        if job is None:
            from analyzer.codecache import flush

            flush()  # NOTE: the term functions this process compiled, for the next run's workers
            return
        try:
            answer: tuple = (True, work(job))
        except Exception as exc:  # noqa: BLE001 - raised again in the parent
            answer = (False, exc)
        try:
            conn.send(answer)
        except Exception as exc:  # noqa: BLE001 - an answer pickle cannot carry
            conn.send((False, RuntimeError(f"a worker's answer could not be sent back ({type(exc).__name__}: {exc})")))


class _Schedule:
    """Which waiting job a free process takes (Workers), in O(log n) a take: the first, in largest-first order,
    of a folder that process took the first file of, else of a folder no process has, else the first.

    Each folder's waiting jobs are a queue in that order, so a folder's best job is its head; three heaps of
    (the head's rank, folder) answer the three questions: one per process (its folders), one of the folders
    no process has, one of all. An entry whose head has been taken since is dropped when it comes up."""

    def __init__(self, jobs: Sequence[tuple], home: dict[str, int]):
        order = sorted(range(len(jobs)), key=lambda i: -size(jobs[i]))
        self.rank = {i: r for r, i in enumerate(order)}
        self.folder = {i: os.path.dirname(jobs[i][0]) for i in order}
        self.queues: dict[str, deque] = {}
        for i in order:
            self.queues.setdefault(self.folder[i], deque()).append(i)
        self.home = home
        self.left = len(jobs)
        self.mine: dict[int, list] = {}
        self.free: list = []
        self.all: list = []
        for folder, queue in self.queues.items():
            self._push(folder)

    def _push(self, folder: str) -> None:
        entry = (self.rank[self.queues[folder][0]], folder)
        heapq.heappush(self.all, entry)
        owner = self.home.get(folder)
        heapq.heappush(self.free if owner is None else self.mine.setdefault(owner, []), entry)

    def _best(self, heap: list, unowned: bool = False) -> str | None:
        while heap:
            rank, folder = heap[0]
            queue = self.queues[folder]
            if queue and self.rank[queue[0]] == rank and not (unowned and folder in self.home):
                return folder
            heapq.heappop(heap)
        return None

    def take(self, worker: int) -> int:
        folder = self._best(self.mine.get(worker, [])) or self._best(self.free, True) or self._best(self.all)
        assert folder is not None, "take() with no job left"
        i = self.queues[folder].popleft()
        self.left -= 1
        self.home.setdefault(folder, worker)
        if self.queues[folder]:
            self._push(folder)
        return i


def size(job: tuple) -> int:
    """The work a job stands for, roughly: its text's length (read from the file's size when not given)."""
    if job[1] is not None:
        return len(job[1])
    try:
        return os.stat(job[0]).st_size
    except OSError:
        return 0
