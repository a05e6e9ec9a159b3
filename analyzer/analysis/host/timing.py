"""Timing that ends before the GPU work does (KL501), over one host function's events.

Walking the events in order, the host tracks the GPU work it has issued and not yet waited for:
- a device synchronisation (cudaDeviceSynchronize, cudaFree...) or a blocking copy waits for all of it;
- cudaStreamSynchronize(s) waits for the work issued on `s` (the default stream: for all of it; a stream
  that no pending work names is taken as an alias of theirs, and waits for all of it, unless both are streams
  the function created itself with cudaStreamCreate*: those are distinct, and the wait is for `s` only);
- cudaEventSynchronize(e) waits for the work issued before the last cudaEventRecord(e) (all of it when
  no record of `e` is seen); the Query forms count as waits (they are polled until ready).

A CPU interval runs from one clock reading to the next (generic clocks) or from a timer's start to its
stop (sdkStartTimer/sdkStopTimer, `timer.start()`/`timer.stop()`). It is unsynchronised when work issued
inside it is still pending at its end. An interval whose work is followed by a cudaEventRecord before the
second reading is not reported: the events time the GPU, and the clock then times issuing on purpose; nor
is one that reads the same start again after a wait (`api = now(); sync; total = now()` times both on
purpose), nor work issued in a loop whose body waits (only the last round's tail is unmeasured).

`cudaEventElapsedTime(&ms, a, b)` is unsynchronised when `b` was recorded in the function and nothing
waited for it since (its own synchronize, the stream's, the device's, a blocking copy)."""

from __future__ import annotations


from analyzer.analysis.host import apis
from analyzer.analysis.host.events import Event
from analyzer.prebuilt import dataclass
from analyzer.diagnostics import Span


@dataclass(frozen=True)
class TimingFinding:
    span: Span
    message: str
    help: str
    start_line: int = 0  # the interval's first reading (0: an elapsed-time finding)


def _describe(work: Event) -> str:
    what = f"kernel `{work.name}`" if work.launch else f"`{work.name}`"
    where = f" (line {work.span.line}" + (f", in `{work.helper}`" if work.helper else "") + ")"
    return what + where


def _returns_early(work: list[Event]) -> str:
    """What kind of call returns before its GPU work is done, for the message."""
    if any(w.args and w.args[0] == apis.LIBRARY_STREAM for w in work):
        return "launches, *Async calls and GPU library calls (cuBLAS, cuFFT, cuDNN, ...)"
    return "launches and *Async calls"


def _fix_sync(pending: list[Event], hip: bool) -> str:
    fam = "hip" if hip or any(w.name.startswith("hip") for w in pending) else "cuda"
    streams = {w.args[0] if w.args else None for w in pending}
    if len(streams) == 1 and apis.LIBRARY_STREAM not in streams:
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
        self.created: set[tuple[str, str]] = set()  # (helper, stream) of the streams created in the function
        self.record_scope: dict[str, str] = {}  # event recorded -> the helper its record came from
        self.missed: dict[int, Event] = {}  # position of pending work -> a wait on another created stream since

    def distinct(self, stream: str | None, helper: str, e: Event) -> bool:
        """Whether `stream` (named in `helper`) is for certain not the stream the wait `e` names: both are
        streams created in the same function, under different names."""
        target = e.args[0] if e.args else None
        return (stream is not None and target is not None and stream != target and helper == e.helper
                and (helper, stream) in self.created and (helper, target) in self.created)

    def sync(self, pos: int, e: Event) -> None:
        target = e.args[0] if e.args else None
        if e.scope in ("device", "copy", "unseen") or (e.scope == "stream" and apis.is_default_stream(target)):
            self.pending.clear()
            self.waited = dict.fromkeys(self.waited, True)
            return
        if e.scope == "stream":
            # NOTE: a library call's stream is its handle's, not followed: any stream's wait may be for it
            named = [p for p in self.pending if p[1].args and p[1].args[0] in (target, apis.LIBRARY_STREAM)]
            recorded = [k for k, (_, s) in self.records.items() if s == target]
            if named or not self.pending:
                self.pending = [p for p in self.pending if p not in named]
            else:  # NOTE: an alias of the pending work's stream, unless it is certainly another stream
                self.pending = [p for p in self.pending
                                if self.distinct(p[1].args[0] if p[1].args else None, p[1].helper, e)]
                for at, _ in self.pending:
                    self.missed.setdefault(at, e)
            for k in (recorded if recorded else list(self.waited)):
                if recorded or not self.distinct(self.records[k][1] if k in self.records else None,
                                                 self.record_scope.get(k, ""), e):
                    self.waited[k] = True
                elif not self.waited.get(k):
                    self.other_wait[k] = e
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


def _pairs(events: list[Event]) -> dict[int, list[int]]:
    """For each generic clock reading that ends intervals, the readings that start them.

    B ends the interval from A when A's value is used in B's statement (`omp_get_wtime() - t0`) or the
    two values are used together in a later statement (`t1 - t0`, `elapsed(t0, t1)`) before either
    variable is assigned again. A reading read from unparsed text (no statement number) pairs with the
    reading before it."""
    readings = [i for i, e in enumerate(events) if e.kind == "clock"]
    if len(readings) < 2:
        return {}
    var: dict[int, str | None] = {}
    defs: dict[str, list[int]] = {}
    for i, e in enumerate(events):
        if e.kind == "bind" and not e.helper:
            defs.setdefault(e.args[0], []).append(i)
    for i in readings:
        e = events[i]
        v = e.args[0] if e.args and not e.helper else None
        if v is None:
            j = i + 1
            while j < len(events) and events[j].kind == "call":
                j += 1
            if j < len(events) and events[j].kind == "bind":
                v = events[j].args[0]
        else:
            defs.setdefault(v, []).append(i)
        var[i] = v
    for positions in defs.values():
        positions.sort()
    uses: dict[int, dict[str, list[int]]] = {}
    for i, e in enumerate(events):
        if e.kind == "use" and not e.helper and e.scope:
            uses.setdefault(int(e.scope), {}).setdefault(e.args[0], []).append(i)

    def live(v: str, at: int, use: int) -> bool:
        """No assignment of `v` after the reading at `at` (its own bind aside) and before `use`."""
        return not any(at + 1 < d < use for d in defs.get(v, ()))

    pairs: dict[int, list[int]] = {}
    for n, b in enumerate(readings[1:], start=1):
        eb = events[b]
        if not eb.scope:
            pairs[b] = [readings[n - 1]]
            continue
        sb, vb = int(eb.scope), var[b]
        found = []
        for a in readings[:n]:
            va = var[a]
            if va is None or va == vb:
                continue
            if any(live(va, a, p) for p in uses.get(sb, {}).get(va, ())):
                found.append(a)
                continue
            if vb is None:
                continue
            for s, by_var in uses.items():
                if s >= sb and any(live(va, a, p) for p in by_var.get(va, ())) and \
                        any(p > b and live(vb, b, p) for p in by_var.get(vb, ())):
                    found.append(a)
                    break
        if found:
            pairs[b] = found
    return pairs


def timing_findings(events: list[Event], hip: bool) -> list[TimingFinding]:
    found: list[TimingFinding] = []
    state = _State()
    pairs = _pairs(events)
    starts_of: dict[int, list[int]] = {}
    for b, starts in pairs.items():
        for a in starts:
            starts_of.setdefault(a, []).append(b)
    timers: dict[str, tuple[int, Event]] = {}
    loops = _loops(events)

    def tail_only(at: int, start: int, stop: int) -> bool:
        """Work issued in a loop, inside the interval, whose body waits: only the last round is not waited for."""
        return any(start < s and e < stop and s < at < e and any(x.kind == "sync" for x in events[s:e])
                   for s, e in loops)

    def interval(start: int, start_event: Event, pos: int, stop: Event) -> bool:
        inside = [(at, w) for at, w in state.pending if start < at < pos and not tail_only(at, start, pos)]
        if not inside:
            return False
        late = [w for _, w in inside]
        last_at = inside[-1][0]
        if any(e.kind == "record" for e in events[last_at + 1:pos]):
            return False  # NOTE: events time the GPU; the clock times issuing the work on purpose
        if any(b > pos for b in starts_of.get(start, ())):
            return False  # NOTE: a later reading from the same start times the whole: this one times issuing
        if stop.helper and all(w.helper and w.site == stop.site for w in late):
            return False  # NOTE: all of it happens inside one helper call: reported in the helper itself
        last = late[-1]
        more = f" and {len(late) - 1} more GPU operation{'s' if len(late) > 2 else ''}" if len(late) > 1 else ""
        missed = next((state.missed[at] for at, _ in inside if at in state.missed), None)
        also = ""
        if missed is not None:
            work = next(w for at, w in inside if state.missed.get(at) is missed)
            also = (f"; `{missed.name}({missed.args[0]})` at line {missed.where.line} waits for `{missed.args[0]}`, "
                    f"not for `{work.args[0]}`")
        message = (f"the interval timed from line {start_event.where.line} ends here while {_describe(last)}{more} "
                   f"may still be running{also}: {_returns_early(late)} return before the GPU finishes, so the "
                   "interval measures issuing the work, not doing it")
        fix = (f"call {_fix_sync(late, hip)} before this clock reading (after the last GPU work, line "
               f"{last.where.line}), or time the GPU with events")
        found.append(TimingFinding(stop.where, message, fix, start_event.where.line))
        return True

    for pos, e in enumerate(events):
        kind = e.kind
        if kind == "work":
            state.pending.append((pos, e))
        elif kind == "sync":
            state.sync(pos, e)
        elif kind == "create":
            if e.args and e.args[0]:
                state.created.add((e.helper, e.args[0]))
        elif kind == "record":
            name = e.args[0]
            if name:
                state.record_scope[name] = e.helper
                state.records[name] = (pos, e.args[1] if len(e.args) > 1 else None)
                state.waited[name] = False
                state.other_wait.pop(name, None)
        elif kind == "elapsed":
            stop = e.args[1] if len(e.args) > 1 else None
            if stop and stop in state.records and not state.waited.get(stop, True):
                record = events[state.records[stop][0]]
                if e.helper and record.helper and record.site == e.site:
                    continue  # NOTE: reported in the helper itself
                found.append(_elapsed_finding(e, stop, record, state.other_wait.get(stop), hip))
                state.waited[stop] = True  # NOTE: one finding per record
        elif kind == "clock":
            for start in pairs.get(pos, ()):
                if interval(start, events[start], pos, e):
                    break
        elif kind == "timer_start":
            timers[e.args[0] or ""] = (pos, e)
        elif kind == "timer_stop":
            started = timers.pop(e.args[0] or "", None)
            if started is not None:
                interval(started[0], started[1], pos, e)
    return found


def _loops(events: list[Event]) -> list[tuple[int, int]]:
    """(start, end) positions of the loop markers."""
    out, stack = [], []
    for i, e in enumerate(events):
        if e.kind == "loop_start":
            stack.append(i)
        elif e.kind == "loop_end" and stack:
            out.append((stack.pop(), i))
    return out


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
