"""The device architectures each line of a file is compiled for, as far as its `#if`s on `__CUDA_ARCH__` say.

nvcc compiles a `.cu` file once per target, `__CUDA_ARCH__` set to it (500 for sm_50, 700 for sm_70); the
preprocessor keeps both sides of an `#if __CUDA_ARCH__ == 500` (the value is unknown), so the analyses see code
that only some targets compile. `ArchRegions` evaluates each condition that names `__CUDA_ARCH__` for a set of
real targets (PROBES) and records the line ranges whose branch not every target compiles, with the targets that
do: `#if __CUDA_ARCH__ == 500` ... `#else` gives {500} and every other one. A condition that does not name it
holds alike for every target; an unknown one keeps the branch for every target (nothing is claimed). Nesting
intersects. Used by the race rules: code only pre-Volta targets (before sm_70) compile runs its warps in
lockstep (analysis/race/lockstep.py).
"""

from __future__ import annotations

from typing import Callable

from analyzer.cuda.pp.macros import Macro

# NOTE: the `__CUDA_ARCH__` values of the NVIDIA targets nvcc has compiled for (sm_30 ... sm_120)
PROBES = (300, 320, 350, 370, 500, 520, 530, 600, 610, 620, 700, 720, 750, 800, 860, 870, 890, 900, 1000, 1030,
          1100, 1200, 1210)
ALL = frozenset(PROBES)
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


def per_arch(rest: str, v: bool | None, condition: Callable[[], bool | None], macros: dict):
    """The truth of the condition `rest` for each target: `condition()` evaluated with `__CUDA_ARCH__` set to it in
    `macros` where the condition names it, else `v` (None: `condition()` now) for every target."""
    if "__CUDA_ARCH__" not in rest:
        v = condition() if v is None else v
        return lambda arch: v

    def value(arch: int) -> bool | None:
        saved = macros.get("__CUDA_ARCH__")
        macros["__CUDA_ARCH__"] = Macro("__CUDA_ARCH__", None, str(arch), 0, "<target>")
        try:
            return condition()
        finally:
            if saved is None:
                macros.pop("__CUDA_ARCH__", None)
            else:
                macros["__CUDA_ARCH__"] = saved
    return value


def targets_of(regions, line: int) -> frozenset:
    """The targets that compile `line` (every one where no region says otherwise)."""
    out = ALL
    for first, last, archs in regions:
        if first <= line <= last:
            out = out & archs
    return out
