"""One regex per log line for the few line shapes that make up nearly all of a CI log's compiler output.

`fast_event(raw)` is a shortcut through `payload()` (analyzer/logs/lines.py) and `parse_payload()`
(analyzer/logs/events.py): for a raw candidate line it returns the same event those two would produce, or
None when the line is not one of the shapes below (the caller then takes the general path). The shapes,
exactly as ptxas and clang print them, after an optional prefix of CI timestamps, `[12:00:01]`, `1>` (a line
with ANSI colours, as CI logs store them, is matched once its escapes are dropped: hits.hit_batches):

    ptxas info    : Compiling entry function 'K' for 'sm_86'        -> ("entry", "ptxas", K, arch)
    ptxas info    : Function properties for K                       -> ("props", "ptxas", K)
        N bytes stack frame, N bytes spill stores, N bytes spill loads -> ("stack", N, N, N)
    ptxas info    : Used N registers[, used N barriers][, N bytes cumulative stack size][, N bytes smem]
                    [, N bytes cmem[B]][, N bytes lmem]                -> ("usage", "ptxas", {...})
    ptxas info    : Compile time = F ms                             -> ("time", F)
    ptxas info    : N bytes gmem[, N bytes cmem[B]]...              -> SKIP (the grammar's unit_globals: no event)
    nvlink info    : Function properties for 'K':  /  used N registers, ...  /  N bytes gmem, ...
                                                                    -> SKIP (the assembler drops nvlink's totals)
    file:L:C: remark: Function Name: K [-Rpass-analysis=...]         -> ("amd_name", K), location
    file:L:C: remark:     VGPRs: N [-Rpass-analysis=...]  (and the other AMD keys) -> ("amd", key, N), location

Why the answers are the same (tests/test_logs_fast.py checks it line by line against the general path):
- the prefix holds no lowercase letter, no parenthesis and no ESC/CR, so it holds no tool name (`payload()`
  takes the first `ptxas`/`nvlink`/`nvcc` at a word start), no `remark:`, no front-end `(N): error` and no
  `bytes stack frame`; `ptxas` must start a word (`(?<!\\w)`, as `_tool()` asks) and a stack frame's number
  must not continue a longer run of digits (`(?<!\\d)`, as `_STACK.search` starts at the run's first digit);
- the line must end where the shape ends (no trailing blank: `clean()` strips it, the shape would differ);
- values are plain: quoted names hold no quote or ESC, bare names no blank, quote, colon, bracket or comma,
  remark file names no colon, blank or parenthesis, numbers ASCII digits; clang's location is then the one
  `_LOCATION` finds;
- a usage line with two cmem banks, `A+B bytes smem`, textures or another order takes the general path.
"""

from __future__ import annotations

import re
from json import dumps
from json.encoder import encode_basestring_ascii

from analyzer.logs.names import demangle, demangled_once
from analyzer.logs.records import NAME_KEY

SKIP = ("skip",)  # a line of ours that yields no event (ptxas's per-unit `N bytes gmem` line)

# NOTE: one regex per family, picked by a substring test, and a prefix that cannot backtrack much: the
# possessive `*+` run stops at the first lowercase letter (a tool name cannot start earlier), the remark's
# prefix ends at the blank before clang's file name, the stack line's at a character that is no digit.
_PRE = r"[^a-z()\x1b\r\n]"
_NAME = r"[^\s'\[\]:,\x1b]+"
# NOTE: no part of a shape matches a newline, so `match(block, start)` ends at the line's end or fails: the
# same answer as fullmatch on the line, without finding its end first
_EOL = r"(?=\n|\Z)"
# NOTE: SGR colour escapes (`\x1b[36m`, gcc's `\x1b[K`) where CI logs put them: between the prefix and the tool's
# name and at the line's end. Each is one whole match of lines.ANSI, which clean() drops, and the text between
# them holds no ESC, so the line without its escapes has the same shape and values; `(?<!\w)` is asked before
# them (of the character before the tool's name once they are gone). Escapes anywhere else: hits._plain_match.
# NOTE: possessive (`*+`, `++`): nothing after an escape starts with ESC, so giving one back never helps a match, and
# sre runs a possessive repeat without the bookkeeping a backtracking group repeat costs (half of RECORD's time)
_ESC = r"(?:\x1b\[[0-9;]*+[mK])*+"
_PTXAS = re.compile(
    _PRE + r"*+(?<!\w)" + _ESC + r"ptxas info    : (?:"
    r"Compiling entry function '([^'\x1b\n]*)' for '([^'\x1b\n]*)'(?P<entry>)"                     # 1, 2 (3)
    r"|Function properties for (" + _NAME + r")(?P<props>)"                                     # 4 (5)
    r"|Used ([0-9]+) registers(?:, used ([0-9]+) barriers)?(?:, ([0-9]+) bytes cumulative stack size)?"  # 6-8
    r"(?:, ([0-9]+) bytes smem)?(?:, ([0-9]+) bytes cmem\[([0-9]+)\])?(?:, ([0-9]+) bytes lmem)?(?P<usage>)"  # 9-12
    r"|Compile time = ([0-9]+(?:\.[0-9]+)?) ms(?P<time>)"                                      # 14 (15)
    r"|[0-9]+ bytes gmem(?:, [0-9]+ bytes cmem\[[0-9]+\])*(?P<gmem>)"                          # (16)
    r")" + _ESC + _EOL)
_LEAD = r"(?:" + _PRE + r"*[^\da-z()\x1b\r\n])?"  # a prefix that ends in no digit (or none)
# NOTE: escapes between the prefix and the number: the text around them each ends in no digit, so once they are
# gone the number still starts its run of digits
_STACK_LEAD = _LEAD + r"(?:(?:\x1b\[[0-9;]*+[mK])++" + _LEAD + r")?"  # the stack line's prefix (_STACK, RECORD)
_STACK = re.compile(_STACK_LEAD + r"([0-9]+) bytes stack frame, ([0-9]+) bytes spill stores, "
                    r"([0-9]+) bytes spill loads" + _ESC + _EOL)
# NOTE: nvlink -v repeats each kernel's linked totals; the assembler drops its `Function properties` and `used`
# lines (ptxas's records stay the truth: analyzer/logs/ptxas.Assembler.event_of) and its gmem line yields no event,
# so the shapes below are SKIP; anything else nvlink prints (warnings, other names) takes the general path
_NVLINK = re.compile(
    _PRE + r"*+(?<!\w)nvlink info    : (?:"
    r"Function properties for '[A-Za-z0-9_$.]+':"
    r"|used [0-9]+ registers(?:, used [0-9]+ barriers)?(?:, [0-9]+ stack)?(?:, [0-9]+ bytes smem)?"
    r"(?:, [0-9]+ bytes cmem\[[0-9]+\])?(?:, [0-9]+ bytes lmem)?"
    r"|[0-9]+ bytes gmem(?:, [0-9]+ bytes cmem\[[0-9]+\])*"
    r")(?P<nvlink>)" + _EOL)
_AMD_KEYS = {"VGPRs": "vgprs", "SGPRs": "sgprs", "TotalSGPRs": "sgprs", "AGPRs": "agprs",
             "ScratchSize [bytes/lane]": "scratch", "Occupancy [waves/SIMD]": "occupancy",
             "SGPRs Spill": "sgpr_spill", "VGPRs Spill": "vgpr_spill", "LDS Size [bytes/block]": "lds"}
_REMARK = re.compile(
    r"(?:" + _PRE + r"*[^\S\r\n])?([\w./+-]+:[0-9]+:[0-9]+): remark: (?:"                          # 1
    r"Function Name: ([A-Za-z0-9_$.]+)"                                                         # 2
    r"| +(" + "|".join(re.escape(k) for k in sorted(_AMD_KEYS, key=len, reverse=True)) + r"): ([0-9]+)"  # 3, 4
    r"| +Dynamic Stack: (True|False)"                                                           # 5
    r") \[-Rpass-analysis=kernel-resource-usage\]" + _EOL)


def _usage(m: re.Match) -> tuple:
    values: dict = {"registers": int(m[6]), "cmem": {}}
    if m[7] is not None:
        values["barriers"] = int(m[7])
    if m[8] is not None:
        values["cumulative_stack_bytes"] = int(m[8])
    if m[9] is not None:
        values["shared_bytes"] = (int(m[9]),)
    if m[10] is not None:
        values["cmem"][m[11]] = int(m[10])
    if m[12] is not None:
        values["local_bytes"] = (int(m[12]),)
    return ("usage", "ptxas", values)


def _remark(m: re.Match) -> tuple:
    if m[2] is not None:
        return ("amd_name", m[2])
    if m[3] is not None:
        return ("amd", _AMD_KEYS[m[3]], int(m[4]))
    return ("amd", "dynamic_stack", m[5] == "True")


# A match of family f's regex -> its event: MATCH[f](text, start[, end]) then EVENT[f](match)
_PTXAS_EVENTS = {"entry": lambda m: ("entry", "ptxas", m[1], m[2]), "props": lambda m: ("props", "ptxas", m[4]),
                 "usage": _usage, "time": lambda m: ("time", float(m[14])), "gmem": lambda m: SKIP}
MATCH = (_PTXAS.match, _STACK.match, _REMARK.match, _NVLINK.match)
EVENT = (lambda m: _PTXAS_EVENTS[m.lastgroup](m), lambda m: ("stack", int(m[1]), int(m[2]), int(m[3])), _remark,
         lambda m: SKIP)


# NOTE: a whole ptxas record as ptxas writes it, its lines in a row: `Compiling entry function 'K'`, `Function
# properties for K` (the same K), the stack frame line, `Used N registers, ...` and, when printed, `Compile time`;
# each line one of the shapes above with a prefix of its own (CRLF endings too: clean() strips the CR, so the
# general path reads those lines as the same shapes). One match instead of five lines' (the reader's "record"
# event: ptxas.Assembler._record does what the five lines' handlers do in a row; tests/test_logs_fused.py).
_LINE = _PRE + r"*+(?<!\w)" + _ESC + r"ptxas info    : "
_NL = _ESC + r"\r?\n"
RECORD = re.compile(
    _LINE + r"Compiling entry function '(" + _NAME + r")' for '([^'\x1b\n]*)'" + _NL                   # 1, 2
    + _LINE + r"Function properties for \1" + _NL
    + _STACK_LEAD + r"(?P<stack>([0-9]+) bytes stack frame, ([0-9]+) bytes spill stores, "
    r"([0-9]+) bytes spill loads)" + _NL                                                          # 3 (4-6)
    + _LINE + r"Used (?P<usage>([0-9]+) registers(?:, used ([0-9]+) barriers)?+"
    r"(?:, ([0-9]+) bytes cumulative stack size)?+(?:, ([0-9]+) bytes smem)?+(?:, ([0-9]+) bytes cmem\[([0-9]+)\])?+"
    r"(?:, ([0-9]+) bytes lmem)?+)"                                                               # 7 (8-14)
    + _ESC + r"\r?(?:\n" + _LINE + r"Compile time = ([0-9]+(?:\.[0-9]+)?+) ms" + _ESC + r"\r?)?+"      # 15
    r"(?=\n|\Z)")
# NOTE: possessive repeats (`?+`) commit to their first way, as the repeats of one line's shape may not, so RECORD
# matches a subset of what the five lines' shapes in a row match, never more, and with the same groups: what it
# misses is read line by line. Possessive repeats cost sre less than backtracking ones (the time and the usage's
# optional parts at 3.6 us a record before, 2.x after).
# NOTE: what a record's field holds when its usage line leaves it out (analyzer.logs.records.ResourceRecord's
# defaults: tests/test_logs_fused.py), by the index of its group in m.groups(): shared, barriers, local, cumulative
_USAGE_DEFAULTS = {10: 0, 8: None, 13: 0, 9: 0}
_STACK_TEXT, _USAGE_TEXT, _TIME = RECORD.groupindex["stack"], RECORD.groupindex["usage"], RECORD.groups


def record_event(m: re.Match, memo: dict) -> tuple:
    """The "record" event of a RECORD match: ("record", (kernel, the JSON of the kernel and its name, the demangled
    name), (arch, (stack frame, spill stores, spill loads), (registers, shared bytes, barriers, local bytes, cumulative
    stack bytes, (cmem bank, bytes) or None), key), the JSON of the compile time or "null"). The JSON as
    analyzer.reporters.ptxas.render_json writes it into the record's, made here (in the processes that scan a log,
    chunks.py: a fifth of the main process's time on a CI log), the name for the texts of the record's findings, and
    the key: a str that is equal for equal (arch, stack, usage) (analyzer.lint.records looks records up by it: a str's
    hash is kept, a tuple's of tuples is made anew and compared item by item, a sixth of its time). The kernel's part
    and the numbers' part are shared by the records of that kernel and of those numbers (`memo`, _KERNELS: events are
    never changed), so a worker's events pickle each once and a record costs a 4-tuple and its time's text.
    analyzer.logs.records.whole makes the ResourceRecord (its compile time is float() of the JSON)."""
    kernel, arch, stack, usage, time = m.group(1, 2, _STACK_TEXT, _USAGE_TEXT, _TIME)
    # NOTE: the numbers by the text of the arch, the stack line's numbers and the usage line's (three str hashed, not
    # the eleven of m.groups()); the arch too, one str per target: pickled once by a worker, made once by the main
    numbers = memo.get((arch, stack, usage))
    if numbers is None:
        if len(memo) >= 4096:
            memo.clear()
        g = m.groups()
        parts = (int(g[3]), int(g[4]), int(g[5])), (
            int(g[7]), *(_USAGE_DEFAULTS[i] if g[i] is None else int(g[i]) for i in (10, 8, 13, 9)),
            None if g[11] is None else (g[12], int(g[11])))
        numbers = memo[(arch, stack, usage)] = (arch, *parts, repr((arch, *parts)))
    names = _KERNELS.get(kernel)
    if names is None:
        if len(_KERNELS) >= 4096:
            _KERNELS.clear()
        name = demangled_once(kernel) if kernel.startswith("_Z") else demangle(kernel)
        names = _KERNELS[kernel] = (
            kernel, f"{encode_basestring_ascii(kernel)}{NAME_KEY}{encode_basestring_ascii(name)}", name)
    return ("record", names, numbers, "null" if time is None else time_json(time))


def time_json(text: str) -> str:
    """The JSON of float(text) as json.dumps writes it, for a compile time as ptxas prints it (`[0-9]+(.[0-9]+)?`):
    the text itself where it is the float's repr (a point, at most 15 digits, no zero that repr leaves out: a leading
    one, a trailing one after another digit, four after `0.`, where repr writes `1e-05`), else the repr; json's
    `Infinity` for a number too large for a float (a finite float's repr is JSON's: reporters.ptxas._scalar)."""
    dot = text.find(".")
    if 0 < dot and len(text) <= 16 and (text[-1] != "0" or text[-2] == ".") and (
            text[0] != "0" or dot == 1 and not text.startswith("0.0000")):
        return text
    value = float(text)
    return repr(value) if value - value == 0 else dumps(value)


# NOTE: a kernel's part of its records' events (record_event): (kernel, the JSON of its names `"K", "name": "N"`,
# its demangled name N), by kernel: a kernel is compiled for each of a build's targets, its records a few lines apart
_KERNELS: dict[str, tuple[str, str, str]] = {}


def fast_event(text: str, family: int | None = None, start: int = 0, end: int | None = None
               ) -> tuple[tuple, str | None] | None:
    """(event, clang location or None) of the line `text[start:end]` when it has one of the shapes above;
    SKIP as the event for a line that yields none; None when the line needs the general path. `family`
    (analyzer.logs.lines.FAMILIES: 0 ptxas, 1 stack frame, 2 remark, 3 nvlink, -1 none) says which shapes to try;
    None: tell by the line's words."""
    if end is None:
        end = len(text)
    if family is None:
        line = text[start:end]
        family = 0 if "ptxas info" in line else 1 if "bytes stack frame" in line else 2 if "remark" in line else \
            3 if "nvlink info" in line else -1
    if family < 0:
        return None
    m = MATCH[family](text, start, end)
    if m is None:
        return None
    return EVENT[family](m), m[1] if family == 2 else None
