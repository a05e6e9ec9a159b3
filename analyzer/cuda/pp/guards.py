"""Project guards around device code: what the build that compiles a `.cu` file for a GPU defines.

A project wraps its CUDA code in a configuration guard (`#ifdef USE_CUDA`, `#if defined(USE_GPU)`) that its build
system defines with `-D`. Read as a plain `nvcc file.cu` would (the name undefined), the kernels vanish; the build
that compiles this file for a GPU takes them. So, in a file nvcc or hipcc compiles (`.cu`, `.cuh`, `.hip`), a group
of `#if` branches whose choice depends only on project names nobody defined (not the file, its headers, the
compiler, nor `-D`/`-U` given to kernlint) is read so that the one branch holding device code (`__global__` or
`__device__` functions, launches; in a header it includes, also an `#include` of the toolkit's headers or a
`#define` of a function-like macro the file calls and nothing else defines; never a branch that defines CUDA's
keywords away, `#define __device__`, the stubs of the CPU build: `stubs_keywords`) is compiled: each such name is taken as defined (`1`, as `-DNAME` does), from
there on for the whole file. Where no such reading exists (several branches hold device code, or no assumption
selects it), the device code left out is recorded; a group inside a device function's declaration
(`in_device_head`: `#ifdef DECLARATION_ONLY` / `;` / `#else` / `{ body }`) holds device code in every branch, so
the file's own macros choose, as the compiler's do. Either way the file gets one note (directives.Directives keeps
`Shared.assumed` and `Shared.dropped`; the parser hands them on as KL001 notes).
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right

from analyzer.cuda.pp.predefined import COMPILER
from analyzer.lazyre import lazy

DEVICE_SUFFIXES = (".cu", ".cuh", ".hip")
_DEVICE = lazy(r"\b__global__\b|\b__device__\b|<<<")
_GROUP = lazy(r"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef|else|endif)\b", re.M)
_WORD = lazy(r"(?:[^\W\d]|\$)(?:\w|\$)*")
_NOT_NAMES = frozenset({"defined", "true", "false"})
FATAL_NOTE = "this file does not compile"
# NOTE: CUDA's execution and memory space keywords are macros of the toolkit (crt/host_defines.h, which nvcc includes
# before the file; HIP's hip_runtime.h likewise): in a file compiled for a GPU they are defined, and a project's
# `#ifndef __global__ / #define __global__` (the stub for a host-only compiler) never applies
CUDA_KEYWORDS = frozenset({"__global__", "__device__", "__host__", "__shared__", "__constant__", "__managed__",
                           "__forceinline__", "__noinline__", "__launch_bounds__", "__grid_constant__"})
# NOTE: how the notes start (note_lines): lint/parse_notes.py does not fold them with the KL001 notes on regions
GUARD_NOTES = ("analysed as if ", "device code under ", FATAL_NOTE)


def device_file(path: str | None) -> bool:
    """Whether nvcc or hipcc compiles `path` for a GPU (by its suffix)."""
    return bool(path) and path.lower().endswith(DEVICE_SUFFIXES)


def branches(src: str, start: int) -> list[tuple[int, int]]:
    """(start, end) offsets of the bodies of the branches of the `#if` group whose first body starts at `start`
    (just after the `#if` line), in order; the last one ends at its `#endif` (or at the end of the text)."""
    out: list[tuple[int, int]] = []
    depth, begin = 0, start
    for m in _GROUP.finditer(src, start):
        word = m.group(1)
        if word.startswith("if"):
            depth += 1
        elif word == "endif":
            if depth == 0:
                out.append((begin, m.start()))
                return out
            depth -= 1
        elif depth == 0:
            out.append((begin, m.start()))
            begin = src.find("\n", m.end())
            begin = len(src) if begin < 0 else begin
    out.append((begin, len(src)))
    return out


def holds_device_code(src: str, start: int, end: int) -> bool:
    """Whether `src[start:end]` holds device code: a `__global__`/`__device__` function or a launch; a `#define
    __device__` (the host-only compiler's stub of a keyword, `#else` of `#ifdef USE_GPU`) is the CPU build's."""
    return any(not _STUB.match(src, src.rfind("\n", 0, m.start()) + 1, m.start())
               for m in _DEVICE.finditer(src, start, end))


_STUB = lazy(r"[ \t]*#[ \t]*(?:define|undef)[ \t]+\Z")


# NOTE: what `in_device_head` looks back over for the head's start; comments and directive lines are not code
HEAD_WINDOW = 4096
_NOT_CODE = lazy(r"//[^\n]*|/\*[\s\S]*?\*/|^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.M)
_FUNCTION_SPACE = lazy(r"\b__global__\b|\b__device__\b")


def in_device_head(src: str, at: int) -> bool:
    """Whether the `#if` group whose first line ends at `at` sits in the declaration of a `__global__` or
    `__device__` function, after its parameter list and before the `;` or `{` that ends it (`__global__ void
    k(float *x)` / `#ifdef DECLARATION_ONLY` / `;` / `#else` / `{ ... }` / `#endif`): every branch of the group,
    and the code after it where the group has no `#else`, finishes that function, so each holds device code."""
    code = _NOT_CODE.sub(" ", src[max(0, at - HEAD_WINDOW):at])
    head = code[max(code.rfind(";"), code.rfind("{"), code.rfind("}")) + 1:]
    return ")" in head and _FUNCTION_SPACE.search(head) is not None


def device_branches(sh, src: str, start: int, bodies: list[tuple[int, int]], header: bool) -> tuple[list[bool], bool]:
    """Which branches of the `#if` group whose first body starts at `start` hold device code (`bodies`: theirs,
    `branches`; in a `header` the analysed file includes, also a branch `defines_used_macro` names), and whether the
    group sits in a device function's head (`in_device_head`: then every branch does, as the code after the group
    does where it has no `#else`: no branch is the one that holds the device code, and the analysed file's own
    macros choose, as the compiler's do)."""
    if in_device_head(src, start):
        return [True] * len(bodies), True
    return [holds_device_code(src, a, b) or (header and not stubs_keywords(src, a, b) and defines_used_macro(
        sh, src, a, b)) for a, b in bodies], False


_KEYWORD_STUB = lazy(r"^[ \t]*#[ \t]*define[ \t]+(?:__global__|__device__|__host__)\b", re.M)


def stubs_keywords(src: str, start: int, end: int) -> bool:
    """Whether the branch `src[start:end]` defines CUDA's keywords away (`#define __device__`): the stubs a host-only
    compiler needs, so the branch is the CPU build's, whatever else it defines (`#ifdef USE_GPU` / `#else` /
    `#define __device__` / `#define KERNEL_LOOP(i, n) for (i = 0; ...)`)."""
    return _KEYWORD_STUB.search(src, start, end) is not None


_ERROR = lazy(r"^[ \t]*#[ \t]*error\b", re.M)
# NOTE: starts the directive text of an assumption made because the branch is an `#error` (note_lines' wording)
ERROR_MARK = "\x01"
ELSE_ERROR_MARK = "\x02"  # NOTE: likewise, because the group's `#else` is one
_ELSE = lazy(r"[ \t]*#[ \t]*else\b")


def wanted(v: bool, here: bool, others: bool, later: list[bool], shown: str, src: str,
           bodies: list[tuple[int, int]], branch: int) -> tuple[bool | None, str]:
    """The truth the GPU build gives a branch whose condition `v` rests on names nobody defined (None: no
    assumption to make), and the directive as its note shows it: the one branch holding the group's device code
    is taken (`here`, `others`: whether this and the group's other branches hold some; `later`: the branches after
    this one), a taken branch that stops at an `#error` (`#if ! USE_GPU` / `#error`) is not, and where the group
    ends in an `#else` that stops at one (`#if GOOGLE_CUDA` / `#elif TENSORFLOW_USE_ROCM` / `#else` / `#error`),
    which no build compiles, its first branch is taken: the build defines one of the names, and this is CUDA's."""
    if not v and here and not others:
        return True, shown
    if v and not here and any(later):
        return False, shown
    if v and not here and stops(src, *bodies[branch]):
        return False, ERROR_MARK + shown
    if not v and branch == 0 and len(bodies) > 1 and _else_stops(src, bodies):
        return True, ELSE_ERROR_MARK + shown
    return None, shown


def _else_stops(src: str, bodies: list[tuple[int, int]]) -> bool:
    """Whether the group's last branch is an `#else` whose body stops at an `#error`."""
    start = bodies[-1][0]
    line = src[src.rfind("\n", 0, max(start - 1, 0)) + 1:start]
    return _ELSE.match(line) is not None and stops(src, *bodies[-1])


def stops(src: str, start: int, end: int) -> bool:
    """Whether the branch body `src[start:end]` holds an `#error` outside any `#if` group nested in it: the build
    that takes the branch stops there (`#if ! USE_GPU` / `#error "needs USE_GPU"`), so a build that compiles the
    file takes another one."""
    depth, at = 0, start
    for m in _GROUP.finditer(src, start, end):
        if depth == 0 and _ERROR.search(src, at, m.start()):
            return True
        word = m.group(1)
        depth += 1 if word.startswith("if") else -1 if word == "endif" else 0
        at = m.end()
    return depth == 0 and _ERROR.search(src, at, end) is not None


_CALL = lazy(r"\b([A-Za-z_]\w*)[ \t]*\(")
# NOTE: unanchored (`^` under re.M tries every line start: ten times slower on a large header); a hit is a
# directive when only blanks stand before its `#` on its line (_line_start)
_DEFINE = lazy(r"#[ \t]*define[ \t]+([A-Za-z_]\w*)\(")
_TOOLKIT = lazy(r"#[ \t]*include[ \t]*<(?:cuda|cub|cublas|curand|cufft|cusparse|cusolver|cudnn|nccl|"
                r"thrust/|cub/|cuda/|mma|hip/|hipcub|rocprim)")


def _line_start(src: str, at: int) -> bool:
    """Whether only blanks stand between the start of the line and `at`."""
    return not src[src.rfind("\n", 0, at) + 1:at].strip(" \t")


def defines_used_macro(sh, src: str, start: int, end: int) -> bool:
    """Whether a header's branch `src[start:end]` is the CUDA build's, for a device file that includes it: it
    includes the toolkit's headers (`#ifdef WITH_CUDA` / `#include <cuda_runtime.h>`), or it defines a
    function-like macro that the analysed file calls and nothing else defines (`#define CUDA_1D_KERNEL_LOOP(i, n)
    for (...)` in the header, `CUDA_1D_KERNEL_LOOP(i, n) { ... }` in the kernel): the build that compiles that
    file for a GPU takes the branch, as it takes one that holds device code."""
    if not sh.device or not sh.main_text:
        return False
    if any(_line_start(src, m.start()) for m in _TOOLKIT.finditer(src, start, end)):
        return True
    if sh.used is None:
        sh.used = frozenset(m.group(1) for m in _CALL.finditer(sh.main_text))
    return any(m.group(1) in sh.used and m.group(1) not in sh.macros and _line_start(src, m.start())
               for m in _DEFINE.finditer(src, start, end))


def unknown_names(text: str, known) -> list[str]:
    """The names a condition reads that `known(name)` says nobody defined (in order, once each)."""
    out: list[str] = []
    for m in _WORD.finditer(text):
        name = m.group()
        if name not in _NOT_NAMES and not name.startswith("__has_") and name not in out and known(name):
            out.append(name)
    return out


def note_lines(assumed: list[tuple[str, int, str]], dropped: list[tuple[int, str]],
               fatal: tuple[int, str] | None = None) -> list[tuple[int, str]]:
    """The file's notes: (line, message), at most one for the names assumed, one for device code left out, and
    one for an `#error` that every build reaches (then the file is no program: lint/sources reports nothing else)."""
    notes = []
    if fatal is not None:
        line, text = fatal
        notes.append((line, (
            f"{FATAL_NOTE}: `#error {text}` is reached whatever is defined, so the compiler stops "
            f"there (an exercise template or an unfinished port?); no other rule was run on it")))
    if assumed:
        names = ", ".join(dict.fromkeys(n for n, _, _ in assumed))
        line, text = assumed[0][1], assumed[0][2]
        plural = len({n for n, _, _ in assumed}) > 1
        why = "guards device code, which the build that compiles this file for a GPU takes"
        if text.startswith(ERROR_MARK):
            text, why = text[1:], "leads to an `#error`, which the build that compiles this file does not reach"
        elif text.startswith(ELSE_ERROR_MARK):
            text, why = text[1:], ("is the first of a group whose `#else` stops at an `#error`, which the build that "
                                   "compiles this file does not reach")
        notes.append((line, (
            f"analysed as if {names} were defined: `{text}` {why}, and nothing here defines "
            f"{'them' if plural else 'it'}; set `compile: defines:` in "
            f"the configuration (or pass `-D`/`-U`) to say otherwise")))
    if dropped:
        line, text = dropped[0]
        more = f" (and {len(dropped) - 1} more group{'s' if len(dropped) > 2 else ''})" if len(dropped) > 1 else ""
        notes.append((line, (
            f"device code under `{text}`{more} was not analysed: the branch depends on project names nothing here "
            f"defines; set `compile: defines:` in the configuration (or pass `-D`) to choose the build")))
    return notes


_KERNEL = lazy(r"__global__\b")  # NOTE: no leading \b, which stops re's literal search (17 MB: 1.3 s, 0.01 s)
_NEWLINE = lazy(r"\n")


def directive_shown(name: str, rest: str) -> str:
    """A directive as a note shows it: `#name` and its condition (blanks collapsed), cut after 60 characters."""
    text = " ".join(rest.split())
    return f"#{name} {text[:60]}{'...' if len(text) > 60 else ''}".rstrip()


def cut_notes(src: str, skipped: list[tuple[int, int]], sh) -> list[tuple[int, str]]:
    """A note for a device file whose every kernel (`__global__`) sits in a group the conditionals skipped because
    of what the file or its headers `#define` or `#undef` (`#if !defined(__NO_OFFLOAD_PW)` after a header's
    `#define __NO_OFFLOAD_PW`): the file is not silently left without kernels. None where another note already
    speaks of its guards, or the group rests only on the build's `-D`/`-U`, the toolkit's version or target, or
    no name at all (`#if 0`). The scanner records the directive that skipped each group (`sh.cuts`: first line of
    the group -> the directive's line, name and condition, and the name and condition of its group's `#if`)."""
    if not sh.device or sh.assumed or sh.dropped or sh.fatal is not None or not skipped:
        return []
    starts = [0]
    starts.extend(m.end() for m in _NEWLINE.finditer(src))  # NOTE: not a loop over every character (big files)
    lines = []
    for m in _KERNEL.finditer(src):
        if m.start() and (src[m.start() - 1].isalnum() or src[m.start() - 1] == "_"):
            continue  # NOTE: the word boundary before it
        line = bisect_right(starts, m.start())
        if "//" not in src[starts[line - 1]:m.start()]:
            lines.append(line)
    groups = [next((g for g in skipped if g[0] <= k <= g[1]), None) for k in lines]
    if not groups or None in groups:
        return []
    cut = sh.cuts.get(min(g[0] for g in groups if g is not None))  # NOTE: the directive that cut the first off
    if cut is None:
        return []
    at, word, rest, opening_word, opening = cut
    shown = directive_shown(word, rest)
    if word in ("elif", "else", "elifdef", "elifndef"):  # NOTE: the names of the group's `#if` too
        shown += f"` of `{directive_shown(opening_word, opening)}"
        rest = f"{opening} {rest}"
    why = []
    for name in unknown_names(rest, lambda n: n not in sh.flagged):
        mac = sh.macros.get(name)
        if mac is not None and mac.file not in ("<command line>", "<toolkit>", "<assumed>", "<target>", COMPILER):
            where = os.path.basename(mac.file) if mac.file else "this file"
            why.append(f"`{name}` is defined at {where}:{mac.line}")
        elif name in sh.undefined:
            why.append(f"`{name}` is `#undef`ed")
    if not why:
        return []
    return [(at, (f"device code under `{shown}` was not analysed: every kernel of this file is under it, and the "
                  f"macros as read here rule it out ({'; '.join(why)}); set `compile: defines:` in the "
                  f"configuration (or pass `-D`/`-U`) to choose the build"))]


_OPERATOR_START = lazy(r"[ \t]*(?:[:?,.|&^%/*+\-]|<<|>>)")
_CODE_END = lazy(r"[\w)\]][ \t]*$")


def inside_expression(src: str, start: int, end: int) -> bool:
    """Does the `#if` directive at src[start:end] sit inside an expression: the code line before it ends with an
    operand and its first line starts with an operator (`cond ? a` / `#if defined(__gfx942__)` / `: b` / `#else` /
    `: c`)? Then only its first branch is read when its condition is unknown: the branches of one expression are
    alternatives, and both together are no C++."""
    body = src.find("\n", end)
    if body < 0 or not _OPERATOR_START.match(src, body + 1):
        return False
    line_end = start
    for _ in range(8):  # NOTE: back over blank and directive lines
        line_start = src.rfind("\n", 0, max(0, line_end - 1)) + 1
        line = src[line_start:line_end].split("//", 1)[0]
        if line.strip() and not line.lstrip().startswith("#"):
            return _CODE_END.search(line) is not None
        if line_start == 0:
            return False
        line_end = line_start - 1
    return False
