"""The device architectures each line of a file is compiled for, as far as its `#if`s on `__CUDA_ARCH__` say.

nvcc compiles a `.cu` file once per target, `__CUDA_ARCH__` set to it (500 for sm_50, 700 for sm_70); the
preprocessor keeps both sides of an `#if __CUDA_ARCH__ == 500` (the value is unknown), so the analyses see code
that only some targets compile. `ArchRegions` evaluates each condition that names `__CUDA_ARCH__` for a set of
real targets (PROBES) and records the line ranges whose branch not every target compiles, with the targets that
do: `#if __CUDA_ARCH__ == 500` ... `#else` gives {500} and every other one. A condition that does not name it
holds alike for every target; an unknown one keeps the branch for every target (nothing is claimed). Nesting
intersects. The AMD build (hip-clang for gfx*) is one more target, `AMD`: a condition on the platform macros
(`#if defined(__CUDACC__)` ... `#else`, `#if defined(__HIP_PLATFORM_NVCC__)`) is evaluated as nvcc and hip-clang
define them, so the `#else` of `#if defined(__CUDACC__)` is compiled for AMD only and its `#if` branch for NVIDIA
only. Used by the race rules: code only pre-Volta targets (before sm_70) compile runs its warps in lockstep
(analysis/race/lockstep.py); and by the rules of one platform: KL105 judges what an sm_70+ target compiles, KL301
what the AMD build compiles.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Iterator

from analyzer.cuda.pp.macros import Macro
from analyzer.lazyre import lazy

# NOTE: the `__CUDA_ARCH__` values of the NVIDIA targets nvcc has compiled for (sm_30 ... sm_120)
PROBES = (300, 320, 350, 370, 500, 520, 530, 600, 610, 620, 700, 720, 750, 800, 860, 870, 890, 900, 1000, 1030,
          1100, 1200, 1210)
AMD = -1  # NOTE: the AMD build (hip-clang, gfx*), a target of every line as the NVIDIA ones are; no `__CUDA_ARCH__`
ALL = frozenset(PROBES) | {AMD}
VOLTA = 700  # independent thread scheduling from sm_70 on


class _Group:
    __slots__ = ("parent", "open", "branch", "start")

    def __init__(self, parent: frozenset, open_: frozenset, branch: frozenset, start: int) -> None:
        self.parent, self.open, self.branch, self.start = parent, open_, branch, start


class ArchRegions:
    """Follows the `#if` groups of one file; `regions`: (first line, last line, the targets that compile it)."""

    def __init__(self) -> None:
        self.stack: list[_Group] = []
        self.regions: list[tuple[int, int, frozenset]] = []

    def opened(self, value: Callable[[int], bool | None] | None, first: int) -> None:
        """An `#if` whose body starts at line `first`; `value(arch)` its truth for a target (None: a dead group)."""
        parent = self.stack[-1].branch if self.stack else ALL
        branch, open_ = self._split(parent, value)
        self.stack.append(_Group(parent, open_, branch, first))

    def next(self, value: Callable[[int], bool | None] | None, line: int, first: int, last: bool) -> None:
        """An `#elif` (or, `last`, an `#else`) at `line`, its body from `first`."""
        if not self.stack:
            return
        g = self.stack[-1]
        self._close(g, line - 1)
        if last:
            g.branch, g.open = g.open, frozenset()
        else:
            g.branch, g.open = self._split(g.open, value)
        g.start = first

    def closed(self, line: int) -> None:
        if self.stack:
            self._close(self.stack.pop(), line - 1)

    def _close(self, g: _Group, last: int) -> None:
        if g.branch != ALL and last >= g.start:
            self.regions.append((g.start, last, g.branch))

    @staticmethod
    def _split(among: frozenset, value) -> tuple[frozenset, frozenset]:
        if value is None:
            return among, among
        values = {a: value(a) for a in among}
        return (frozenset(a for a, v in values.items() if v is not False),
                frozenset(a for a, v in values.items() if v is not True))


# NOTE: what each compiler defines in every build of a file, by platform (None: undefined; a name not listed stays
# as the file leaves it, unknown where nothing defines it). nvcc (also HIP on NVIDIA, which is nvcc) defines
# `__CUDACC__` and `__NVCC__` and never AMD's HIP names; hip-clang for AMD defines `__HIP__`, `__HIPCC__` and
# `__HIP_PLATFORM_AMD__` and none of nvcc's (`__HIP_PLATFORM_HCC__`, its older spelling, stays unknown: ROCm 6
# dropped it). `__HIPCC__` and `__HIP_PLATFORM_NVIDIA__` stay unknown on NVIDIA (defined by HIP there, not by CUDA).
_NVIDIA = {"__CUDACC__": "1", "__NVCC__": "1", "__HIP__": None, "__HIP_PLATFORM_AMD__": None,
           "__HIP_PLATFORM_HCC__": None}
_AMD = {"__HIP__": "1", "__HIPCC__": "1", "__HIP_PLATFORM_AMD__": "1", "__CUDACC__": None, "__NVCC__": None,
        "__CUDA_ARCH__": None, "__HIP_PLATFORM_NVCC__": None, "__HIP_PLATFORM_NVIDIA__": None}
_PLATFORM = lazy(r"\b(?:__CUDACC__|__NVCC__|__HIP__|__HIPCC__|__HIP_PLATFORM_\w+)\b")


def per_arch(rest: str, v: bool | None, condition: Callable[[], bool | None], sh):
    """The truth of the condition `rest` for each target: `condition()` evaluated in that target's build where the
    condition names `__CUDA_ARCH__` or a platform macro (`sh`, the preprocessor's Shared state, set meanwhile:
    `__CUDA_ARCH__` to an NVIDIA target's value, the platform macros as its compiler sets them), else `v` (None:
    `condition()` now) for every target. The AMD build's truth of a condition that names no platform macro is
    unknown (`#ifdef __CUDA_ARCH__`: hip-clang's device pass leaves it undefined, as nvcc's host pass does, and
    the two are not told apart): its branches keep AMD."""
    arch, platform = "__CUDA_ARCH__" in rest, _PLATFORM.search(rest) is not None
    if not arch and not platform:
        v = condition() if v is None else v
        return lambda target: v

    def value(target: int) -> bool | None:
        if target == AMD:
            return _in_world(sh, _AMD, condition) if platform else None
        world = dict(_NVIDIA) if platform else {}
        return _in_world(sh, {**world, "__CUDA_ARCH__": str(target)} if arch else world, condition)
    return value


def _in_world(sh, world: dict[str, str | None], condition: Callable[[], bool | None]) -> bool | None:
    """`condition()` with the names of `world` defined (to their values) or undefined (None), restored after."""
    with macros_set(sh, world, "<target>"):
        return condition()


@contextmanager
def macros_set(sh, world: dict[str, str | None], origin: str) -> Iterator[None]:
    """Meanwhile the names of `world` defined in `sh` (directives.Shared) to their values, or undefined (None), as a
    build's compiler sets them (`origin`: the Macro's file), whatever the file did to them: not unknown even where an
    undecided branch defined or undefined one (Shared.maybe, which `defined()` reads first). Restored after."""
    macros, undefined, maybe = sh.macros, sh.undefined, sh.maybe
    saved = {n: (macros.get(n), n in undefined, n in maybe) for n in world}
    for n, body in world.items():
        maybe.discard(n)
        if body is None:
            macros.pop(n, None)
            undefined.add(n)
        else:
            macros[n] = Macro(n, None, body, 0, origin)
            undefined.discard(n)
    try:
        yield
    finally:
        for n, (old, was_undefined, was_maybe) in saved.items():
            if old is None:
                macros.pop(n, None)
            else:
                macros[n] = old
            (undefined.add if was_undefined else undefined.discard)(n)
            if was_maybe:
                maybe.add(n)


def volta_compiles(regions, line: int) -> bool:
    """Whether a target with independent thread scheduling (sm_70 and later) compiles `line`."""
    return any(t >= VOLTA for t in targets_of(regions, line))


def nvidia(targets: frozenset) -> frozenset:
    """The NVIDIA targets (`__CUDA_ARCH__` values) among `targets`."""
    return targets - {AMD}


def targets_of(regions, line: int) -> frozenset:
    """The targets that compile `line` (every one where no region says otherwise)."""
    out = ALL
    for first, last, archs in regions:
        if first <= line <= last:
            out = out & archs
    return out
