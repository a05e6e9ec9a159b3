"""Streaming line scanner for build logs: find the few lines that may be ours, cheaply, and clean them.

`candidates(stream)` reads a text stream in 1 MiB blocks and searches each block with str.find
for the words every resource line carries (`ptxas`, `nvlink`, `bytes stack frame`, AMD remark
keys); only the lines around a hit are sliced out, so make/ninja/gcc chatter never becomes a Python
string of its own, let alone reaches the parser. Memory stays at one block plus one line.

`payload(line)` then removes what build systems wrap around a compiler line (ANSI colours, CR, CI
timestamps such as `2026-01-01T10:00:00.1234567Z `, `[12:00:01]`, MSBuild's `1>`, indentation) by
locating the start of the compiler's own text rather than by listing every prefix format.
"""

from __future__ import annotations

import re
from typing import IO, Iterator, NamedTuple

BLOCK = 1 << 20

# NOTE: words that every line we parse contains. Each is found with str.find (a fast substring search
# in C, far faster than one regex alternation scanning every position); all else is skipped unseen.
KEYWORDS = ("ptxas", "nvlink", "nvcc", "bytes stack frame", "remark", "Function Name", "GPRs", "ScratchSize",
            "Occupancy [", "LDS Size", "Dynamic Stack")
_ANSI = re.compile(r"\x1b\[[0-9;:?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")
# NOTE: `ptxas /tmp/x.ptx, line 45; error   : Unknown modifier` names the PTX line it complains about
_TOOL = re.compile(r"\b(ptxas|nvlink|nvcc)(?:\s+(\S+?),\s*line\s+(\d+);)?\s+(info|warning|error|fatal)\s*:\s*")
_STACK = re.compile(r"\d+ bytes stack frame\b")
_LOCATION = re.compile(r"(\S+):(\d+):(\d+):\s*$")
_AMD_KEY = re.compile(r"(?:Function Name|TotalSGPRs|SGPRs|VGPRs|AGPRs|ScratchSize|Dynamic Stack|"
                      r"Occupancy \[waves|LDS Size)\b")


class Candidate(NamedTuple):
    """A log line that may be ours: its 1-based line number and raw text (no newline)."""

    line: int
    text: str


class Payload(NamedTuple):
    """The cleaned compiler text of a line. `kind`: "tool" (starts `ptxas info :` etc.), "stack"
    (`N bytes stack frame, ...`) or "remark" (an AMD key line). `tool`/`level` for "tool" lines;
    `location` is clang's `file:line:col` for remarks that carry one."""

    kind: str
    text: str
    tool: str | None = None
    level: str | None = None
    location: str | None = None


def _line_starts(body: str) -> list[int]:
    """Sorted offsets of the lines of `body` that contain a keyword."""
    starts: set[int] = set()
    find, rfind = body.find, body.rfind
    for word in KEYWORDS:
        pos = find(word)
        while pos >= 0:
            starts.add(rfind("\n", 0, pos) + 1)
            end = find("\n", pos)
            if end < 0:
                break
            pos = find(word, end)
    return sorted(starts)


def candidates(stream: IO[str], block: int = BLOCK) -> Iterator[Candidate]:
    """Yield the lines of `stream` that contain a keyword, with their 1-based line numbers."""
    base = 1          # line number of the first line of `body`
    carry = ""
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
        line, counted = base, 0
        for start in _line_starts(body):
            end = body.find("\n", start)
            if end < 0:
                end = len(body)
            line += body.count("\n", counted, start)
            counted = start
            yield Candidate(line, body[start:end])
        base += body.count("\n")
        if final:
            return


def clean(text: str) -> str:
    """Drop ANSI escapes and trailing CR/whitespace."""
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    return text.rstrip()


def payload(raw: str) -> Payload | None:
    """The compiler's own text in `raw`, or None when the line is not one of ours."""
    text = clean(raw)
    if "ptxas" in text or "nvlink" in text or "nvcc" in text:
        tool = _TOOL.search(text)
        if tool:
            name, where, at, level = tool.groups()
            if where:  # NOTE: said as `ptxas error : msg (x.ptx, line 45)`, the shape the rest expects
                return Payload("tool", f"{name} {level} : {text[tool.end():]} ({where}, line {at})", name, level,
                               f"{where}:{at}")
            return Payload("tool", text[tool.start():], name, level)
    if "bytes stack frame" in text:
        stack = _STACK.search(text)
        if stack:
            return Payload("stack", text[stack.start():])
    at = text.find("remark:")
    if at >= 0:
        where = _LOCATION.search(text, 0, at)
        location = f"{where.group(1)}:{where.group(2)}:{where.group(3)}" if where else None
        return Payload("remark", text[at + 7:].strip(), location=location)
    key = _AMD_KEY.search(text)
    if key and _looks_prefixed(text[:key.start()]):
        return Payload("remark", text[key.start():])
    return None


_PREFIX = re.compile(r"^\s*(?:(?:\d{4}-\d\d-\d\dT[\d:.]+Z?|\[[^\]]*\]|\d+>)\s*)*$")


def _looks_prefixed(head: str) -> bool:
    """True when what precedes a bare AMD key is only a CI timestamp / build-tool prefix."""
    return bool(_PREFIX.match(head))
