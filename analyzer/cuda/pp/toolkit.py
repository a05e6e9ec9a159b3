"""The toolkits and device targets an `#if` on the compiler's version or `__CUDA_ARCH__` can meet.

kernlint judges code for the CUDA toolkits it supports, 12 and 13 (unless the build says otherwise with
`-D__CUDACC_VER_MAJOR__=N`), and for the device targets they build: sm_50 and up (CUDA 13: sm_75), or the
oldest of the configured `targets`. An `#if` that such a macro leaves undecided (`__CUDACC_VER_MAJOR__`,
`CUDART_VERSION`, `CUDA_VERSION`, `__CUDA_ARCH__` are not defined while a file is read) is evaluated in each
of those builds (`worlds`); when every one gives the same answer, that is the answer: the `#else` of
`#if __CUDACC_VER_MAJOR__ >= 9` (CUDA 8's fallback) and the body of `#if __CUDA_ARCH__ < 300` (sm_2x only) are
compiled by none of them. A comparison of `__CUDA_ARCH__` is evaluated in the device passes only (undefined
in the host pass, it compares as 0, which is not a target: a kernel body under it is device code); a condition
that also tests `defined(__CUDA_ARCH__)` is evaluated in the host pass too. Not in HIP code (hipcc defines
none of these for AMD targets: their `#else` is HIP's branch)."""

from __future__ import annotations

from analyzer.cuda.pp.archs import PROBES, macros_set
from analyzer.lazyre import lazy

# NOTE: the oldest target each CUDA major version builds (nvcc -arch; CUDA 12: sm_50, CUDA 13: sm_75)
FLOOR = {8: 200, 9: 300, 10: 300, 11: 350, 12: 500, 13: 750}
SUPPORTED = (12, 13)
FLOOR_FLAG = "--cuda-arch-floor="  # NOTE: the oldest configured NVIDIA target, passed with the -D flags
_PROBES = (200, 210) + PROBES  # NOTE: and the Fermi targets (sm_20, sm_21) CUDA 8 still built (FLOOR)
_VERSION = ("__CUDACC_VER_MAJOR__", "CUDART_VERSION", "CUDA_VERSION")
_NAMES = lazy(r"\b(__CUDACC_VER_MAJOR__|CUDART_VERSION|CUDA_VERSION|__CUDA_ARCH__)\b")
_DEFINED_ARCH = lazy(r"\bdefined\s*\(?\s*__CUDA_ARCH__\b")


def worlds(kind: str, rest: str, macros: dict, floor: int | None) -> list[dict[str, str | None]]:
    """The builds to evaluate the condition `rest` of `#kind` in: each a map of the names it reads that nobody
    defined to their values (None: left undefined); empty when it reads none."""
    if kind not in ("if", "elif"):
        return []
    names = {n for n in _NAMES.findall(rest) if n not in macros}
    if not names:
        return []
    majors: tuple[int, ...] = SUPPORTED
    if "__CUDACC_VER_MAJOR__" in macros and macros["__CUDACC_VER_MAJOR__"].body.strip().isdigit():
        majors = (int(macros["__CUDACC_VER_MAJOR__"].body.strip()),)
    builds: list[dict[str, str | None]] = []
    for major in majors:
        version = {n: (str(major) if n == "__CUDACC_VER_MAJOR__" else str(major * 1000)) for n in _VERSION if n in names}
        if "__CUDA_ARCH__" not in names:
            builds.append(version)
            continue
        low = max(FLOOR.get(major, 500), floor or 0)
        builds.extend({**version, "__CUDA_ARCH__": str(a)} for a in _PROBES if a >= low)
        if _DEFINED_ARCH.search(rest):
            builds.append({**version, "__CUDA_ARCH__": None})
    return builds


def in_builds(builds: list[dict[str, str | None]], sh, evaluate) -> bool | None:
    """The value `evaluate()` gives in every one of `builds` (their names set in `sh`, directives.Shared, meanwhile:
    archs.macros_set), or None when they differ or one leaves it undecided (or there are none)."""
    if not builds:
        return None
    seen: set = set()
    for build in builds:
        with macros_set(sh, build, "<toolkit>"):
            seen.add(evaluate())
        if len(seen) > 1 or None in seen:
            return None
    return seen.pop()


def floor_of(flags) -> int | None:
    """The configured target floor among the preprocessing flags (`--cuda-arch-floor=700`), or None."""
    for flag in flags:
        if flag.startswith(FLOOR_FLAG) and flag[len(FLOOR_FLAG):].isdigit():
            return int(flag[len(FLOOR_FLAG):])
    return None
