"""Streaming line scanner for build logs: find the few lines that may be ours, cheaply, and clean them.

`blocks(stream)` reads a text stream in 1 MiB blocks and searches each block with str.find
for the words every resource line carries (`ptxas`, `nvlink`, `bytes stack frame`, AMD remark
keys), and hands each block on with the starts of the lines that hold a hit (and which line family the
hit names), so make/ninja/gcc chatter never becomes a Python string of its own, let alone reaches the parser. Memory stays at one block plus one line.

`payload(line)` then removes what build systems wrap around a compiler line (ANSI colours, CR, CI
timestamps such as `2026-01-01T10:00:00.1234567Z `, `[12:00:01]`, MSBuild's `1>`, indentation) by
locating the start of the compiler's own text rather than by listing every prefix format.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import IO, Callable, Iterator, NamedTuple

BLOCK = 1 << 20

# NOTE: words that every line we parse contains. Each is found with str.find (a fast substring search
# in C, far faster than one regex alternation scanning every position); all else is skipped unseen. Each
# word costs one pass over the block, the largest part of reading a log: the keys of AMD remarks printed
# bare (without clang's `remark:`) are only looked for once a bare `Function Name:` line has opened a
# record they can belong to (from the block holding it on), so a log of located remarks or of ptxas
# output pays six passes, not eleven.
KEYWORDS = ("ptxas", "nvlink", "nvcc", "bytes stack frame", "remark", "): error", "): catastrophic error")  # and "Function Name" (_name_lines)
# NOTE: the family of a keyword says which of analyzer.logs.fast's line shapes a line found by it may have
FAMILIES = {"ptxas": 0, "bytes stack frame": 1, "remark": 2, "nvlink": 3}
BARE_KEYWORDS = ("GPRs", "ScratchSize", "Occupancy [", "LDS Size", "Dynamic Stack")
_ANSI = re.compile(r"\x1b\[[0-9;:?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")
ANSI = _ANSI  # the escapes clean() drops (also analyzer.logs.ptxas, for coloured lines of the common shapes)
# NOTE: `ptxas /tmp/x.ptx, line 45; error   : Unknown modifier` names the PTX line it complains about
# NOTE: `\b` before the tool's name is checked apart (_tool): without a leading assertion the regex engine
# skips to the first `p`/`n` in C instead of trying every position
_TOOL = re.compile(r"(ptxas|nvlink|nvcc)(?:\s+(\S+?),\s*line\s+(\d+);)?\s+(info|warning|error|fatal)\s*:\s*")
_STACK = re.compile(r"\d+ bytes stack frame\b")
# NOTE: the nvcc front end (cudafe++): `k.cu(5): error: identifier "x" is undefined` (MSVC-style position)
_FRONT_END = re.compile(r"(\S[^()]*)\((\d+)\): (?:catastrophic )?error\s*:\s*")
_LOCATION = re.compile(r"(\S+):(\d+):(\d+):\s*$")
_AMD_KEY = re.compile(r"(?:Function Name|TotalSGPRs|SGPRs|VGPRs|AGPRs|ScratchSize|Dynamic Stack|"
                      r"Occupancy \[waves|LDS Size)\b")


class Payload(NamedTuple):
    """The cleaned compiler text of a line. `kind`: "tool" (starts `ptxas info :` etc.), "stack"
    (`N bytes stack frame, ...`) or "remark" (an AMD key line). `tool`/`level` for "tool" lines;
    `location` is clang's `file:line:col` for remarks that carry one."""

    kind: str
    text: str
    tool: str | None = None
    level: str | None = None
    location: str | None = None


def _line_starts(body: str, words: tuple[str, ...], starts: dict[int, int], family: int | None = None,
                 begin: int = 0) -> None:
    """Add to `starts` the offsets of the lines of `body` (from offset `begin`, a line start) that contain one
    of `words`, with the index of the word's family in FAMILIES (`family` when given); a line keeps the
    family of the first word found in it."""
    find, rfind, setdefault = body.find, body.rfind, starts.setdefault
    for word in words:
        kind = FAMILIES.get(word, -1) if family is None else family
        pos = find(word, begin)
        while pos >= 0:
            setdefault(rfind("\n", 0, pos) + 1, kind)
            end = find("\n", pos)
            if end < 0:
                break
            pos = find(word, end)


def _name_lines(body: str, starts: dict[int, int]) -> int:
    """Add the `Function Name` lines of `body` to `starts`; the offset of the first that is not a `remark:`
    line (AMD's bare form), or -1."""
    find, rfind, bare = body.find, body.rfind, -1
    pos = find("Function Name")
    while pos >= 0:
        start = rfind("\n", 0, pos) + 1
        starts.setdefault(start, 2)
        end = find("\n", pos)
        if end < 0:
            end = len(body)
        if bare < 0 and "remark" not in body[start:end]:
            bare = start
        pos = find("Function Name", end)
    return bare


def blocks(stream: IO[str], block: int = BLOCK, bare: bool = False,
           skip: Callable[[str], list[tuple[int, int]]] | None = None) -> Iterator[tuple[str, dict[int, int], bool]]:
    """(body, {start offset: keyword family}, bare) per block of whole lines; the dict holds the lines that
    contain a keyword (family: FAMILIES' index of the first word found in the line, -1 for the rest), in the
    order they were found (sort the keys for log order). Line numbers are the caller's: count the newlines.
    `bare`: bare AMD remark keys are looked for from the start (a bare `Function Name:` line came before);
    the yielded flag says whether one has been seen up to the block's end. `skip(body)`: spans of whole lines
    (start of the first, end of the last, in order) that the caller reads itself: the keywords are not looked
    for there (their lines are in no dict) (hit_batches: the ptxas records written in a row).

    NOTE: counting newlines costs as much as a keyword pass; the caller counts them once, up to the lines
    that need a number and then to the block's end."""
    carry = ""        # NOTE: `bare`: a bare AMD `Function Name:` line was seen: look for its key lines too
    while True:
        data = stream.read(block)
        final = not data
        text = carry + data if carry else data
        if final:
            body, carry = text, ""
        else:
            cut = text.rfind("\n") + 1
            body, carry = text[:cut], text[cut:]
            if not body:          # one line longer than a block: keep reading
                continue
        spans = skip(body) if skip is not None else None
        text = _without(body, spans) if spans else body
        starts: dict[int, int] = {}
        _line_starts(text, KEYWORDS, starts)
        first = _name_lines(text, starts)
        if bare or first >= 0:
            # NOTE: bare keys count from the first bare name on, wherever the blocks are cut (a key line
            # before any bare name has no record to go to): parallel ranges (chunks.py) agree with one reader
            _line_starts(text, BARE_KEYWORDS, starts, -1, 0 if bare else first)
            bare = True
        if spans:
            starts = _mapped(starts, spans)
        yield body, starts, bare
        if final:
            return


def _without(body: str, spans: list[tuple[int, int]]) -> str:
    """`body` without the text of `spans` (each line's newline kept: the pieces join at line boundaries, an
    empty line where a span was)."""
    pieces, at = [], 0
    for start, end in spans:
        pieces.append(body[at:start])
        at = end
    pieces.append(body[at:])
    return "".join(pieces)


def _mapped(starts: dict[int, int], spans: list[tuple[int, int]]) -> dict[int, int]:
    """Offsets in _without(body, spans) -> offsets in body."""
    cuts, shifts, removed = [0], [0], 0  # NOTE: where each piece starts in the shortened text, and its shift
    for start, end in spans:
        removed += end - start
        cuts.append(end - removed)
        shifts.append(removed)
    return {offset + shifts[bisect_right(cuts, offset) - 1]: family for offset, family in starts.items()}


def clean(text: str) -> str:
    """Drop ANSI escapes and trailing CR/whitespace."""
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    return text.rstrip()


def _tool(text: str) -> re.Match | None:
    """_TOOL's first match that starts a word (`\bptxas`, not `-Xptxas`)."""
    tool = _TOOL.search(text)
    while tool is not None and tool.start() and (text[tool.start() - 1].isalnum() or text[tool.start() - 1] == "_"):
        tool = _TOOL.search(text, tool.start() + 1)
    return tool


def payload(raw: str) -> Payload | None:
    """The compiler's own text in `raw`, or None when the line is not one of ours."""
    text = clean(raw)
    # NOTE: _TOOL needs a level word and _AMD_KEY one of its keys: lines without (a CI log's nvcc command lines,
    # which name ptxas in `-Xptxas=-v`: 7 us each through both searches) skip the search, with the same answer
    if ("ptxas" in text or "nvlink" in text or "nvcc" in text) and (
            "info" in text or "warning" in text or "error" in text or "fatal" in text):
        tool = _tool(text)
        if tool:
            name, where, at, level = tool.groups()
            if where:  # NOTE: said as `ptxas error : msg (x.ptx, line 45)`, the shape the rest expects
                return Payload("tool", f"{name} {level} : {text[tool.end():]} ({where}, line {at})", name, level,
                               f"{where}:{at}")
            return Payload("tool", text[tool.start():], name, level)
    if "): " in text and "error" in text:
        front = _FRONT_END.search(text)
        if front:
            return Payload("tool", f"nvcc error : {text[front.end():]} ({front.group(1)}, line {front.group(2)})",
                           "nvcc", "error", f"{front.group(1)}:{front.group(2)}")
    if "bytes stack frame" in text:
        stack = _STACK.search(text)
        if stack:
            return Payload("stack", text[stack.start():])
    at = text.find("remark:")
    if at >= 0:
        where = _LOCATION.search(text, 0, at)
        location = f"{where.group(1)}:{where.group(2)}:{where.group(3)}" if where else None
        return Payload("remark", text[at + 7:].strip(), location=location)
    if not ("GPRs" in text or "Function Name" in text or "ScratchSize" in text or "Dynamic Stack" in text
            or "Occupancy [waves" in text or "LDS Size" in text):
        return None
    key = _AMD_KEY.search(text)
    if key and _looks_prefixed(text[:key.start()]):
        return Payload("remark", text[key.start():])
    return None


_PREFIX = re.compile(r"^\s*(?:(?:\d{4}-\d\d-\d\dT[\d:.]+Z?|\[[^\]]*\]|\d+>)\s*)*$")


def _looks_prefixed(head: str) -> bool:
    """True when what precedes a bare AMD key is only a CI timestamp / build-tool prefix."""
    return bool(_PREFIX.match(head))
