"""Which files phase 1 of a source run only models (analyzer/lint/sources.py): those whose checks would likely
have to run again in phase 2, found from their text before anything is parsed.

A file is analysed again in phase 2 when its view of the run-wide launch index differs from its view of its
own (RunIndex.view_for): when a kernel of it is reached by a launch in another file of its program, a launch of
it binds to a kernel defined in another (analyzer/cuda/model/programs.py), or a kernel of the same name is
defined in another file of its folder (KL402's padded twin); these are the files deferred. A file that defines
and launches its own kernel is not deferred for another program's kernel of that name: the binding keeps each
launch to the kernels its translation unit sees. Running
such a file's checks in phase 1 is wasted work (a fifth of NVIDIA's cuda-samples, ~10 % of a run): phase 1
parses and models it, without checks, and phase 2 analyses it once, with the run-wide slice when its view
differs and its own index otherwise.

The guess reads kernel names off the text (`__global__ ... name(`, `name<<<`, `name<T><<<`, the launch
calls of regions.LAUNCH_CALLS) and may be wrong either way, which costs time only: a file deferred that
needed no second look is analysed once, in phase 2, as phase 1 would have; a file missed is analysed twice,
as before.
"""

from __future__ import annotations

import os
import re
import stat

from analyzer.cuda.parse.regions import LAUNCH_CALLS
from analyzer.lazyre import lazy

MAX_BYTES = 8_000_000  # NOTE: the parser's own limit (larger files are one KL001 note): not worth a guess

_DEFINED = lazy(rb"__global__\b([^;{}]{0,400}?)\b([A-Za-z_]\w*)\s*\(")
_NOT_NAMES = frozenset({b"__launch_bounds__", b"__attribute__", b"__declspec", b"alignas", b"decltype",
                        b"__cluster_dims__", b"__maxnreg__"})
_CHEVRONS = lazy(rb"<<\s*<")  # NOTE: nvcc accepts `k<< <g, b>> >(x)`
# NOTE: matched backwards from a `<<<`, on the reversed text before it: the name, after template arguments
_BEFORE = lazy(rb"\s*(?:>[^<>;(){}]*(?:>[^<>;(){}]*<[^<>;(){}]*)*<\s*)?(\w*[A-Za-z_])(?!\w)")
_CALL_NAMES = tuple(name.encode() for name in sorted(LAUNCH_CALLS))
_CALLED = lazy(rb"\b(?:" + b"|".join(_CALL_NAMES) +
               rb")\s*\(\s*(?:HIP_KERNEL_NAME\s*\(\s*)?(?:\([^()]*\)\s*)?&?([A-Za-z_]\w*)")


def _names(data: bytes) -> tuple[set[bytes], set[bytes]]:
    """(kernel names the text defines, kernel names it launches)."""
    defined = set()
    for m in _DEFINED.finditer(data):
        name = m.group(2)
        if name in _NOT_NAMES:  # NOTE: `__global__ void __launch_bounds__(256) k(`: the name follows the (...)
            after = re.match(rb"\s*\([^()]*(?:\([^()]*\)[^()]*)*\)[^;{}(]*?\b([A-Za-z_]\w*)\s*\(", data[m.end() - 1:])
            if after is None:
                continue
            name = after.group(1)
        defined.add(name)
    # NOTE: the call scan is the slow pass: only over a text that names one of the calls
    launched = set(_CALLED.findall(data)) if any(name in data for name in _CALL_NAMES) else set()
    for m in _CHEVRONS.finditer(data):
        before = data[max(0, m.start() - 200):m.start()][::-1]
        found = _BEFORE.match(before)
        if found is not None:
            launched.add(found.group(1)[::-1])
    return defined, launched


def _read(path: str) -> bytes | None:
    """The bytes of a regular file of at most MAX_BYTES, else None (never blocks: a path that became a FIFO
    after discovery is opened without waiting for a writer and left to its worker, which reports it)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError):
        return None
    with open(fd, "rb") as handle:
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_BYTES:
                return None
            return handle.read()
        except OSError:
            return None


def deferred(paths: list[str], texts: dict[str, str]) -> frozenset[str]:
    """The paths whose checks phase 1 leaves to phase 2 (see the module); unreadable files are not deferred
    (their worker reports them)."""
    if len(paths) < 2:
        return frozenset()
    names: dict[str, tuple[set[bytes], set[bytes]]] = {}
    for path in paths:
        data = texts[path].encode("utf-8", "surrogatepass") if path in texts else _read(path)
        if data is not None:
            names[path] = _names(data)
    defined_in: dict[bytes, set[str]] = {}
    launched_in: dict[bytes, set[str]] = {}
    for path, (defined, launched) in names.items():
        for name in defined:
            defined_in.setdefault(name, set()).add(path)
        for name in launched:
            launched_in.setdefault(name, set()).add(path)
    out = set()
    for path, (defined, launched) in names.items():
        folder = os.path.dirname(path)
        if any(defined_in.get(n, set()) - {path} for n in launched - defined) or \
                any(launched_in.get(n, set()) - {path} for n in defined - launched) or \
                any(os.path.dirname(p) == folder for n in defined for p in defined_in[n] - {path}):
            out.add(path)
    return frozenset(out)
