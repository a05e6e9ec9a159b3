"""Timing that ends before the GPU work does (KL501), over one host function's events.

Walking the events in order, the host tracks the GPU work it has issued and not yet waited for:
- a device synchronisation (cudaDeviceSynchronize, cudaFree...) or a blocking copy waits for all of it;
- cudaStreamSynchronize(s) waits for the work issued on `s` (the default stream: for all of it; a stream
  that no pending work names is taken as an alias of theirs, and waits for all of it);
- cudaEventSynchronize(e) waits for the work issued before the last cudaEventRecord(e) (all of it when
  no record of `e` is seen); the Query forms count as waits (they are polled until ready).

A CPU interval runs from one clock reading to the next (generic clocks) or from a timer's start to its
stop (sdkStartTimer/sdkStopTimer, `timer.start()`/`timer.stop()`). It is unsynchronised when work issued
inside it is still pending at its end. An interval whose work is followed by a cudaEventRecord before the
second reading is not reported: the events time the GPU, and the clock then times issuing on purpose.

`cudaEventElapsedTime(&ms, a, b)` is unsynchronised when `b` was recorded in the function and nothing
waited for it since (its own synchronize, the stream's, the device's, a blocking copy)."""

from __future__ import annotations

from dataclasses import dataclass

from analyzer.analysis.host import apis
from analyzer.analysis.host.events import Event
from analyzer.diagnostics import Span


@dataclass(frozen=True)
class TimingFinding:
    span: Span
    message: str
    help: str


def _describe(work: Event) -> str:
    what = f"kernel `{work.name}`" if work.launch else f"`{work.name}`"
    where = f" (line {work.span.line}" + (f", in `{work.helper}`" if work.helper else "") + ")"
    return what + where


def _fix_sync(pending: list[Event], hip: bool) -> str:
    fam = "hip" if hip or any(w.name.startswith("hip") for w in pending) else "cuda"
    streams = {w.args[0] if w.args else None for w in pending}
    if len(streams) == 1:
        stream = next(iter(streams))
        if not apis.is_default_stream(stream):
            return f"{fam}StreamSynchronize({stream})"
    return f"{fam}DeviceSynchronize()"


class _State:
    def __init__(self) -> None:
        self.pending: list[tuple[int, Event]] = []
        self.records: dict[str, tuple[int, str | None]] = {}
        self.waited: dict[str, bool] = {}
        self.other_wait: dict[str, Event] = {}  # event recorded -> a wait for another event since

    def sync(self, pos: int, e: Event) -> None:
        target = e.args[0] if e.args else None
        if e.scope in ("device", "copy") or (e.scope == "stream" and apis.is_default_stream(target)):
            self.pending.clear()
            self.waited = dict.fromkeys(self.waited, True)
            return
        if e.scope == "stream":
            named = [p for p in self.pending if p[1].args and p[1].args[0] == target]
            recorded = [k for k, (_, s) in self.records.items() if s == target]
            if named or not self.pending:
                self.pending = [p for p in self.pending if p not in named]
            else:
                self.pending.clear()
            for k in (recorded if recorded else list(self.waited)):
                self.waited[k] = True
            return
        # an event wait
        record = self.records.get(target) if target is not None else None
        if record is None:
            self.pending.clear()
            self.waited = dict.fromkeys(self.waited, True)
            return
        self.pending = [p for p in self.pending if p[0] > record[0]]
        for k, (at, _) in self.records.items():
            if at <= record[0]:
                self.waited[k] = True
            elif not self.waited.get(k):
                self.other_wait[k] = e


def timing_findings(events: list[Event], hip: bool) -> list[TimingFinding]:
    found: list[TimingFinding] = []
    state = _State()
    generic: int | None = None
    generic_event: Event | None = None
    timers: dict[str, tuple[int, Event]] = {}

    def interval(start: int, start_event: Event, pos: int, stop: Event) -> None:
        late = [w for at, w in state.pending if start < at < pos]
        if not late:
            return
        last_at = max(at for at, w in state.pending if start < at < pos)
        if any(e.kind == "record" for e in events[last_at + 1:pos]):
            return  # NOTE: events time the GPU; the clock times issuing the work on purpose
        if stop.helper and all(w.helper and w.site == stop.site for w in late):
            return  # NOTE: all of it happens inside one helper call: reported in the helper itself
        last = late[-1]
        more = f" and {len(late) - 1} more GPU operation{'s' if len(late) > 2 else ''}" if len(late) > 1 else ""
        message = (f"the interval timed from line {start_event.where.line} ends here while {_describe(last)}{more} "
                   "may still be running: launches and *Async calls return before the GPU finishes, so the "
                   "interval measures issuing the work, not doing it")
        fix = (f"call {_fix_sync(late, hip)} before this clock reading (after the last GPU work, line "
               f"{last.where.line}), or time the GPU with events")
        found.append(TimingFinding(stop.where, message, fix))

    for pos, e in enumerate(events):
        kind = e.kind
        if kind == "work":
            state.pending.append((pos, e))
        elif kind == "sync":
            state.sync(pos, e)
        elif kind == "record":
            name = e.args[0]
            if name:
                state.records[name] = (pos, e.args[1] if len(e.args) > 1 else None)
                state.waited[name] = False
                state.other_wait.pop(name, None)
        elif kind == "elapsed":
            stop = e.args[1] if len(e.args) > 1 else None
            if stop and stop in state.records and not state.waited.get(stop, True):
                record = events[state.records[stop][0]]
                if e.helper and record.helper and record.site == e.site:
                    continue  # NOTE: reported in the helper itself
                found.append(_elapsed_finding(e, stop, events[state.records[stop][0]], state.other_wait.get(stop), hip))
                state.waited[stop] = True  # NOTE: one finding per record
        elif kind == "clock":
            if generic is not None:
                interval(generic, generic_event, pos, e)
            generic, generic_event = pos, e
        elif kind == "timer_start":
            timers[e.args[0] or ""] = (pos, e)
        elif kind == "timer_stop":
            started = timers.pop(e.args[0] or "", None)
            if started is not None:
                interval(started[0], started[1], pos, e)
    return found


def _elapsed_finding(e: Event, stop: str, record: Event, other: Event | None, hip: bool) -> TimingFinding:
    fam = "hip" if hip or e.name.startswith("hip") else "cuda"
    also = ""
    if other is not None:
        also = (f"; `{other.name}({other.args[0]})` at line {other.where.line} waits for `{other.args[0]}`, "
                f"not for `{stop}`")
    message = (f"`{e.name}` reads the stop event `{stop}` recorded at line {record.where.line} before anything waited "
               f"for it{also}: while the GPU work before the record runs, the call fails with "
               f"{fam}ErrorNotReady and leaves the time unset")
    fix = f"call {fam}EventSynchronize({stop}) after {fam}EventRecord({stop}) and before {e.name}"
    return TimingFinding(e.where, message, fix)
