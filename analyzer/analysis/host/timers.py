"""Which `x.start()` / `x.stop()` member calls time the host (KL501's object timers), by what the methods do,
never by the object's name: an object whose start/stop read a host clock (`std::chrono::...::now()`,
`gettimeofday`, `clock_gettime`, ...) is a CPU timer; one whose start/stop record CUDA events (nvbench's
`cuda_timer`) times the GPU, and an interval on it needs no host wait. The object's type is read from its
declaration before the call; its methods from the class body or out-of-line definitions in the file. A type the
file does not define is a CPU timer only when it is one of the CUDA samples' stopwatches (helper_timer.h, whose
start/stop read gettimeofday or QueryPerformanceCounter); any other is not reported (unknown, not guessed)."""

from __future__ import annotations

import re

from analyzer.analysis.host.apis import CLOCKS
from analyzer.lazyre import lazy

HOST_STOPWATCHES = frozenset({"StopWatchInterface", "StopWatchLinux", "StopWatchWin"})
# NOTE: a host clock read (apis.CLOCKS), the samples' stopwatch calls, or `std::chrono::...::now()`
_CLOCK = lazy(r"\b(?:" + "|".join(sorted(CLOCKS | {"sdkStartTimer", "sdkStopTimer"})) + r")\s*\(|::\s*now\s*\(")
_NOT_TYPE = frozenset({"return", "delete", "new", "throw", "case", "goto", "sizeof", "else", "do"})
_METHOD = r"\b(?:start|stop|Start|Stop)\s*\([^()]*\)\s*(?:const\s*|noexcept\s*|override\s*|final\s*)*\{"


def host_timer(source: str, receiver: str, at: int, memo: dict) -> bool:
    """Whether `receiver`, whose start/stop is called at offset `at` of `source`, is a CPU timer."""
    kind = _declared_type(source, receiver, at)
    if kind is None:
        return False
    if kind not in memo:
        bodies = _method_bodies(source, kind)
        memo[kind] = kind in HOST_STOPWATCHES or any(_CLOCK.search(b) for b in bodies)
    return memo[kind]


def _declared_type(source: str, receiver: str, at: int) -> str | None:
    """The last declaration of `receiver` before `at` (`cuda_timer timer;`, `StopWatchInterface *timer`):
    its type's last name component, without template arguments; None when none is found."""
    if not re.fullmatch(r"[A-Za-z_]\w*", receiver):
        return None
    pattern = re.compile(r"\b([A-Za-z_][\w:]*)\s*(?:<[^;{}()]*>)?\s*[*&]*\s*\b" + receiver + r"\s*[;=,)({\[]")
    found = None
    for m in pattern.finditer(source, 0, at):
        if m.group(1) not in _NOT_TYPE:
            found = m.group(1).split("::")[-1]
    return found


def _method_bodies(source: str, kind: str) -> list[str]:
    """The bodies of `kind`'s start/stop methods: in its class body, or written out of line (`T::start() {`)."""
    from analyzer.analysis.host.events import close_bracket

    bodies = []
    for m in re.finditer(r"\b(?:struct|class)\s+" + re.escape(kind) + r"\b[^;{]*\{", source):
        end = close_bracket(source, m.end(), "{", "}")
        body = source[m.end():end]
        for n in re.finditer(_METHOD, body):
            bodies.append(body[n.end():close_bracket(body, n.end(), "{", "}")])
    for m in re.finditer(r"\b" + re.escape(kind) + r"\s*::\s*" + _METHOD[2:], source):
        bodies.append(source[m.end():close_bracket(source, m.end(), "{", "}")])
    return bodies


__all__ = ["HOST_STOPWATCHES", "host_timer"]
