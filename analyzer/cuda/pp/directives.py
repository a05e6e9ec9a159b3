"""Directives: conditional compilation, #define/#undef, and the `#include "..."` headers read for macros.

`Directives` is mixed into scanner._Scanner, which provides `src`, `path`, `sh` (the `Shared` state),
`emit`, `depth`, `live`, `frames`, the output lists and `run()`. The conditional policy is stated
in preprocess.py; conditions are evaluated by ppexpr.py.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from analyzer.cuda.pp.pptokens import tokenize
from analyzer.cuda.pp.macros import Expander, Macro, parse_define
from analyzer.cuda.pp.conditions import evaluate, resolve_defined
from analyzer.cuda.pp import guards, toolkit
from analyzer.cuda.pp.archs import per_arch
from analyzer.cuda.pp.output import Comment, directive_name, skippable
from analyzer.lazyre import lazy

USE_BUDGET = 20_000  # token steps for one macro use or one #if condition (real code: < 1,000)
FILE_BUDGET = 1_000_000  # token steps for a file's macro uses, plus 1 per 8 characters of it
MAX_HEADERS = 256
MAX_HEADER_DEPTH = 32
MAX_HEADER_BYTES = 16 << 20

_WORD_AT = lazy(r"\s*((?:[^\W\d]|\$)(?:\w|\$)*)")
_INCLUDE_AT = re.compile(r'\s*(?:"([^"\n]*)"?|<([^>\n]*)>)')
_CUDA_WORDS = lazy(r"\b(?:%s)\b" % "|".join(sorted(guards.CUDA_KEYWORDS)))
_NUMERIC = lazy(r"[\s\w()+\-*/%<>&|^~!?:]*\d[\s\w()+\-*/%<>&|^~!?:]*")  # an integer expression

# NOTE: macros the compiler, the toolkit or system headers define (`__CUDA_ARCH__`, `CUDART_VERSION`,
# `__HIPCC__`, `CUB_VERSION`): whether they are defined is unknown, so both sides of their #if are kept.
_EXTERNAL = lazy(r"_[_A-Z]|CUDA|CUDART|CUB_|THRUST|HIP_|HIPCUB|ROCM|NVCC|NV_|CUTLASS|CUTE_|CCCL|LIBCUDACXX")
# NOTE: names only an editor or an IDE's code model defines (Visual Studio's IntelliSense, ReSharper, CLion,
# Eclipse CDT, Qt Creator, clang's static analyser): no compiler that builds the code defines them, so the stubs
# projects put under them (`#define __syncthreads()`, `#define atomicExch(p, y) (*p) = y`) are never compiled
EDITOR_ONLY = frozenset({"__INTELLISENSE__", "__RESHARPER__", "__CLION_IDE__", "__JETBRAINS_IDE__", "__CDT_PARSER__",
                         "Q_CREATOR_RUN", "__clang_analyzer__"})


class Absent:
    """The names an `#if` reads as not defined: `#undef`ed ones, and project-level names that neither the
    file nor its headers have defined (so far), as in a build without -D flags. Compiler and toolkit
    names stay unknown."""

    def __init__(self, shared: "Shared") -> None:
        self.shared = shared

    def __contains__(self, name: object) -> bool:
        sh = self.shared
        return name not in sh.maybe and (name in sh.undefined or (
            isinstance(name, str) and name not in sh.macros and name not in sh.probing
            and (_EXTERNAL.match(name) is None or name in EDITOR_ONLY)))

    def unknown(self, name: str) -> bool:
        """A project name nobody defined: not the file, its headers, `-D`/`-U`, the compiler or an editor."""
        sh = self.shared
        return (name not in sh.macros and name not in sh.undefined and _EXTERNAL.match(name) is None
                and name not in EDITOR_ONLY and name not in sh.maybe)


class Shared:
    """What the analysed file and its headers share: macros, #undef'ed names, visited headers."""

    def __init__(self, include_dirs: tuple[Path, ...]) -> None:
        self.macros: dict[str, Macro] = {}
        self.undefined: set[str] = set()
        self.flagged: set[str] = set()  # the names of the build's `-D`/`-U` flags
        # NOTE: names an undecided branch defined or undefined (`#if !defined(__LIBXSTREAM) #undef X #elif ...
        # #define X`): whether they are defined is unknown, as is every name defined from them, not what the last
        # branch read did; `uncertain`: headers being read from such a branch
        self.maybe: set[str] = set()
        self.uncertain = 0
        self.visited: set[Path] = set()
        # NOTE: the analysed file's path, added to `visited` resolved when the first header is found (most
        # files include none that exists next to them; resolving costs a system call per path component)
        self.unresolved: str | None = None
        self.include_dirs = include_dirs
        self.headers = 0
        self.budget = FILE_BUDGET
        self.version = 0
        self.firsts: set[str] = set()  # first characters of all macro names ever defined
        # name -> the uncertain branches its live #define sat in: ((frame uid, branch number), ...)
        self.define_context: dict[str, tuple[tuple[int, int], ...]] = {}
        self.frame_uids = 0
        self.absent = Absent(self)
        self.probing: set[str] = set()  # names read as unknown while a guard's dependence on them is tested
        self.device = False  # the analysed file is compiled for a GPU (guards.device_file)
        self.main_text = ""  # the analysed file's text when it is (guards.defines_used_macro)
        self.used: frozenset[str] | None = None  # the macro-call names it writes (for guards.defines_used_macro), on demand
        self.include_line = 0  # the analysed file's #include being read (a header's guard is noted there)
        self.hip = False  # HIP code: the toolkit's version macros and `__CUDA_ARCH__` stay unknown (pp/toolkit.py)
        self.arch_floor: int | None = None  # the oldest configured NVIDIA target (`--cuda-arch-floor=`)
        self.assumed: list[tuple[str, int, str]] = []  # (name taken as defined, line, the directive): guards.py
        self.dropped: list[tuple[int, str]] = []  # (line, directive) of device code left out under project names
        self.fatal: tuple[int, str] | None = None  # (line, text) of an `#error` every build of the file reaches
        self.cuts: dict[int, tuple[int, str, str, str, str]] = {}  # what skipped each group (guards.cut_notes)

    def given(self, flags: list[str] | tuple[str, ...]) -> None:
        """Apply the build's `-DNAME`, `-DNAME=VALUE` and `-UNAME` in order, as the compiler does, before the file."""
        for flag in flags:
            option, operand = flag[:2], flag[2:].strip()
            name, has_value, value = operand.partition("=")
            self.flagged.add(name.strip())
            if option == "-U":
                self.macros.pop(operand, None)
                self.undefined.add(operand)
                self.maybe.discard(operand)
            elif option == "-D" and operand:
                mac = parse_define(f"{name} {value if has_value else '1'}", 0, "<command line>")
                if mac is not None:
                    self.macros[mac.name] = mac
                    self.firsts.add(mac.name[0])
                    self.undefined.discard(mac.name)
                    self.maybe.discard(mac.name)


class Frame:
    """One open #if group. `state`: 0 no branch taken so far, 1 one maybe taken, 2 one surely taken. `certain`: the
    current branch is surely the one compiled; `branch` counts #elif/#else; `conds` the conditions read so far
    (`kind`: the `#if`'s name, `if`, `ifdef` or `ifndef`)."""

    __slots__ = ("parent_live", "state", "live", "uid", "branch", "certain", "start", "conds", "kind")

    def __init__(self, parent_live: bool, state: int, live: bool, uid: int = 0, start: int = 0) -> None:
        self.parent_live, self.state, self.live = parent_live, state, live
        self.uid, self.branch, self.certain, self.start, self.conds, self.kind = uid, 0, state == 2, start, (), ""


def _alternatives(a: tuple[tuple[int, int], ...], b: tuple[tuple[int, int], ...]) -> bool:
    """True when two #define contexts are different branches of one #if (never both compiled)."""
    branches = dict(a)
    return any(uid in branches and branches[uid] != branch for uid, branch in b)


class Directives:
    """Directive handling for the scanner (see the module docstring)."""

    src: str
    path: str | None
    sh: Shared
    emit: bool
    depth: int
    live: bool
    frames: list[Frame]
    dead_from: int
    blank: list[tuple[int, int]]
    skipped: list[tuple[int, int]]
    comments: list[Comment]
    includes: list[str]
    events: list[tuple[int, str, Macro | None]]
    run: Any
    run_header: Any

    def _defined(self, name: str) -> bool | None:
        if self.sh.device and name in guards.CUDA_KEYWORDS:
            return True
        if name in self.sh.maybe:
            return None
        if name in self.sh.macros:
            return True
        return False if name in self.sh.absent else None

    def _condition(self, name: str, rest: str) -> bool | None:
        if name in ("ifdef", "ifndef", "elifdef", "elifndef"):
            w = _WORD_AT.match(rest)
            d = self._defined(w.group(1)) if w else None
            return None if d is None else (d if name.endswith("ifdef") else not d)
        v = self._evaluate(rest)
        if v is None and not self.sh.hip:
            v = self._in_builds(name, rest)
        return v

    def _evaluate(self, rest: str) -> bool | None:
        exp = Expander(self.sh.macros, USE_BUDGET)
        toks = exp.expand(resolve_defined(tokenize(rest), self._defined))
        return None if exp.budget <= 0 else evaluate(toks, self.sh.absent)

    def _in_builds(self, name: str, rest: str) -> bool | None:
        """The value of a condition left undecided by the toolkit's version or `__CUDA_ARCH__` when every
        supported build gives the same one (pp/toolkit.py), else None."""
        return toolkit.in_builds(toolkit.worlds(name, rest, self.sh.macros, self.sh.arch_floor), self.sh,
                                 lambda: self._evaluate(rest))

    def _directive(self, s: int, e: int, l0: int, l1: int, dcomments: list[tuple[int, int, Comment | None]]) -> None:
        if not self.live and skippable(self.src, s, e):
            name, rest = "", ""  # NOTE: in a skipped group only the nesting matters (fast path)
        else:
            name, rest = directive_name(self.src, s, e, dcomments)
        self._act(s, e, l0, l1, dcomments, name, rest, None)

    def _act(self, s: int, e: int, l0: int, l1: int, dcomments: Any, name: str, rest: str,
             define: Macro | None) -> None:
        """Act on the directive `#name rest` (`define`: the Macro of a `#define` when already read from `rest`)."""
        was_live = context_live = self.live
        frames = self.frames
        if name in ("if", "ifdef", "ifndef"):
            if not was_live:
                frames.append(Frame(False, 2, False))
            else:
                v = self._condition(name, rest)
                if v is not None and self.sh.device:
                    v = self._guard(name, rest, v, e, 0, l0)
                self.sh.frame_uids += 1
                one = v or v is None and guards.inside_expression(self.src, s, e)  # NOTE: `? a #if X : b #else : c`
                frames.append(Frame(True, 2 if one else (1 if v is None else 0), v is not False, self.sh.frame_uids, e))
                frames[-1].conds, frames[-1].kind = (rest,), name
            if self.emit:
                self.arch.opened(self._per_arch(name, rest, v) if was_live else None, l1 + 1)
            self.live = frames[-1].live
        elif name in ("elif", "elifdef", "elifndef", "else") and frames:
            f = frames[-1]
            context_live = f.parent_live
            f.branch, f.conds = f.branch + 1, f.conds + (rest,)
            if self.emit:
                self.arch.next(self._per_arch(name, rest, None) if f.parent_live and name != "else" else None,
                               l0, l1 + 1, name == "else")
            if not f.parent_live or f.state == 2:
                f.live = False
            elif name == "else":
                f.live, f.certain, f.state = True, f.state == 0, 2
            else:
                v = self._condition(name, rest)
                if v is not None and self.sh.device and f.state == 0:
                    v = self._guard(name, rest, v, f.start, f.branch, l0)
                f.live, f.certain = v is not False, bool(v) and f.state == 0
                f.state = 2 if v else max(f.state, 1 if v is None else 0)
            self.live = f.live
        elif name == "endif" and frames:
            if self.emit:
                self.arch.closed(l0)
            context_live = frames[-1].parent_live
            self.live = frames.pop().parent_live
        elif was_live and name == "define":
            mac = define or parse_define(rest, l0, None if self.emit else self.path)
            mac = None if mac is not None and self.sh.device and mac.name in guards.CUDA_KEYWORDS else mac
            if amb := mac is not None and self._ambiguous(mac):
                # NOTE: defined differently in two branches of an #if we cannot decide (`#ifdef FAST_PATH
                # #define BS 256 #else #define BS 8`): its value is unknown, not the last one written
                self.sh.macros.pop(mac.name, None)
                self.sh.version += 1
                if self.emit:
                    self.events.append((l0, mac.name, None))
            elif mac is not None and amb is not None:
                self._settled(mac.name, mac.name in self.sh.macros)
                self.sh.macros[mac.name] = mac
                self.sh.firsts.add(mac.name[0])
                self.sh.undefined.discard(mac.name)
                self.sh.version += 1
                if self.emit:
                    self.events.append((l0, mac.name, mac))
        elif was_live and name == "undef" and (u := _WORD_AT.match(rest)):
            self._settled(u.group(1), u.group(1) not in self.sh.macros)
            self.sh.macros.pop(u.group(1), None)
            self.sh.undefined.add(u.group(1))
            self.sh.version += 1
            if self.emit:
                self.events.append((l0, u.group(1), None))
        elif was_live and name == "include" and (inc := _INCLUDE_AT.match(rest)):
            if self.emit:
                self.sh.include_line = l0  # NOTE: where a guard in the headers it reads is noted (_guard)
            unsure = self._unsure()
            self.sh.uncertain += unsure
            try:
                self._include(inc.group(1) or inc.group(2), inc.group(1) is None)
            finally:
                self.sh.uncertain -= unsure
        elif was_live and name == "error" and self.emit and self.sh.fatal is None and all(f.certain for f in frames) \
                and not any(guards.unknown_names(c, self.sh.absent.unknown) for f in frames for c in f.conds):
            self.sh.fatal = (l0, rest.strip())  # NOTE: the compiler stops here in every build: no program
        if not self.emit:
            return
        if context_live:
            self.comments.extend(c for _, _, c in dcomments if c is not None)
        self.blank.append((l0, l1))
        if was_live and not self.live:
            self.dead_from, self.sh.cuts[l1 + 1] = l1 + 1, (l0, name, rest, frames[-1].kind, frames[-1].conds[0])
        elif not was_live and self.live and self.dead_from < l0:
            self.blank.append((self.dead_from, l0 - 1))
            self.skipped.append((self.dead_from, l0 - 1))

    def _unsure(self) -> bool:
        """Whether the live code here is in a branch not every build compiles (an undecided `#if`'s)."""
        return self.sh.uncertain > 0 or any(not f.certain for f in self.frames)

    def _settled(self, name: str, unchanged: bool) -> None:
        """A `#define` or `#undef` of `name`: in an undecided branch one that changes whether it is defined leaves
        that unknown (Shared.maybe); in a branch every build compiles it settles it."""
        if not self._unsure():
            self.sh.maybe.discard(name)
        elif not unchanged or name in self.sh.maybe:
            self.sh.maybe.add(name)

    def _guard(self, name: str, rest: str, v: bool, start: int, branch: int, line: int) -> bool:
        """The truth of a branch whose condition `v` rests on project names nobody defined, read as the build that
        compiles this file for a GPU reads it (guards.py): the branch that holds the group's device code is taken."""
        sh = self.sh
        names = guards.unknown_names(rest, sh.absent.unknown)
        if not names:
            return v
        sh.probing.update(names)
        try:
            depends = self._condition(name, rest) is None
        finally:
            sh.probing.difference_update(names)
        if not depends:
            return v
        bodies = guards.branches(self.src, start)
        if not self.emit and v and branch + 1 >= len(bodies):
            return v  # NOTE: a header's taken last branch (`#ifndef FOO_H`): nothing to choose, no body scanned
        shown = guards.directive_shown(name, rest)
        if not self.emit:  # NOTE: in a header: noted at the analysed file's #include that reads it
            line, shown = sh.include_line, f"{shown}` in `{os.path.basename(self.path or '')}"
        device, head = guards.device_branches(sh, self.src, start, bodies, not self.emit)
        here = device[branch] if branch < len(device) else False
        others = head or any(d for k, d in enumerate(device) if k != branch)  # NOTE: head: an `#else` left out too
        want, shown = guards.wanted(v, here, others, device[branch + 1:], shown, self.src, bodies, branch)
        if want is None:
            if not v and here and self.emit:  # NOTE: a header's device code left out is not the file's
                sh.dropped.append((line, shown))
            return v
        for trial in ([names] + [[n] for n in names] if len(names) > 1 else [names]):
            saved = {n: sh.macros.get(n) for n in trial}
            for n in trial:
                sh.macros[n] = Macro(n, None, "1", line, "<assumed>")
            got = self._condition(name, rest)
            if got is want:
                sh.firsts.update(n[0] for n in trial)
                sh.version += 1
                sh.assumed.extend((n, line, shown) for n in trial)
                return want
            for n, old in saved.items():
                if old is None:
                    sh.macros.pop(n, None)
                else:
                    sh.macros[n] = old
        if self.emit and (want or any(device[branch + 1:])):  # NOTE: else an `#error` no assumption avoids
            at = line if want else self._line_at(bodies[device.index(True, branch + 1)][0])
            sh.dropped.append((at, shown))
        return v

    def _per_arch(self, name: str, rest: str, v: bool | None):
        """The truth of a condition for each target (pp/archs.py `per_arch`)."""
        return per_arch(rest, v, lambda: self._condition(name, rest), self.sh)

    def _line_at(self, offset: int) -> int:
        return self.src.count("\n", 0, offset) + 1

    def _ambiguous(self, mac: Macro) -> bool | None:
        """True: unknown (a value, defined otherwise in another undecided branch); None: that one has CUDA keywords,
        so it stays; False: the definition stands."""
        sh = self.sh
        context = tuple((f.uid, f.branch) for f in self.frames if not f.certain)
        earlier, old = sh.define_context.get(mac.name), sh.macros.get(mac.name)
        sh.define_context[mac.name] = context if earlier is None else earlier + context
        in_another_branch = earlier is not None and _alternatives(earlier, context)
        same_definition = old is not None and (old.params, old.body) == (mac.params, mac.body)
        if not in_another_branch or same_definition:
            return False
        if old is not None and not _CUDA_WORDS.search(mac.body) and _CUDA_WORDS.search(old.body):
            return None  # NOTE: `HD __host__ __device__` / empty: the spelling nvcc's device pass compiles
        # NOTE: only values are withheld (`BS 256` / `BS 8`); spellings (`RESTRICT __restrict__` / empty,
        # `SHFL(x) __shfl_sync(...)` / `__shfl(...)`) keep the last one, which parses either way
        return _NUMERIC.fullmatch(mac.body) is not None and (old is None or _NUMERIC.fullmatch(old.body) is not None)

    def _include(self, name: str, angled: bool = False) -> None:
        """Read the #defines of a `"..."` header next to this file or in the include dirs, or of a project's
        `<...>` header (source.find_header), once."""
        if self.emit and not angled:
            self.includes.append(name)
        sh = self.sh
        if not name or self.depth >= MAX_HEADER_DEPTH or sh.headers >= MAX_HEADERS:
            return
        from analyzer.source import SourceError, decode, find_header

        p = find_header(name, self.path, sh.include_dirs, angled)
        if p is None:
            return
        if sh.unresolved is not None:
            main, sh.unresolved = sh.unresolved, None
            try:
                sh.visited.add(Path(main).resolve())
            except (OSError, ValueError, RuntimeError):
                pass
        try:
            rp = p.resolve()
            if rp in sh.visited:
                return
            sh.visited.add(rp)
            sh.headers += 1
            if p.stat().st_size > MAX_HEADER_BYTES:
                return
            text = decode(p.read_bytes(), str(p)).text
        except (OSError, ValueError, RuntimeError, SourceError):
            return
        type(self)(text, str(p), sh, False, self.depth + 1).run_header()
