"""Applying the fixes checks attach to findings (`Diagnostic.fix`): `kernlint check --fix / --diff`.

A file is rewritten as it was read: the same encoding (UTF-8, or the Windows-1252/Latin-1 that
analyzer.source fell back to), the BOM kept, every line ending kept as it was (CRLF, LF, lone CR,
even mixed), atomically (a temporary file in the same directory, then a rename; the mode is kept).
Edits use the positions of the LF-normalised text the checks saw. Fixes whose edits touch each other
are not applied together: the first wins, the caller analyses again and applies the rest (ruff's loop).
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Iterable, Sequence

from analyzer.prebuilt import dataclass
from analyzer.diagnostics import Diagnostic, Fix
from analyzer.errors import KernlintError
from analyzer.source import text_of

_BOM = b"\xef\xbb\xbf"
_LINE = re.compile(r"([^\r\n]*)(\r\n|\r|\n|$)")


@dataclass
class Original:
    """A file's text split into lines without their endings, and what is needed to write it back."""

    lines: list[str]
    endings: list[str]
    encoding: str
    bom: bool

    @classmethod
    def read(cls, path: str) -> "Original":
        try:
            data = Path(path).read_bytes()
        except OSError as exc:
            raise KernlintError(f"{path}: cannot read ({exc.strerror or exc})") from None
        bom = data.startswith(_BOM)
        data = data[3:] if bom else data
        for encoding in ("utf-8", "cp1252", "latin-1"):  # NOTE: analyzer.source.decode's order
            try:
                return cls.from_text(data.decode(encoding), encoding, bom)
            except UnicodeDecodeError:
                continue
        raise KernlintError(f"{path}: cannot decode")  # pragma: no cover - latin-1 decodes anything

    @classmethod
    def from_text(cls, text: str, encoding: str = "utf-8", bom: bool = False) -> "Original":
        lines, endings = [], []
        for match in _LINE.finditer(text):
            lines.append(match.group(1))
            endings.append(match.group(2))
            if not match.group(2):
                break
        return cls(lines, endings, encoding, bom)

    @property
    def text(self) -> str:
        """The LF-normalised text, as the checks saw it."""
        return "\n".join(self.lines)

    def with_text(self, text: str) -> "Original":
        """The same file with new (LF) text: line endings are kept line by line (edits add no lines)."""
        lines = text.split("\n")
        endings = list(self.endings)
        if len(lines) != len(endings):  # NOTE: not produced by our fixes; use the file's first ending
            first = next((e for e in endings if e), "\n")
            endings = [first] * (len(lines) - 1) + [endings[-1] if endings else ""]
        return Original(lines, endings, self.encoding, self.bom)

    def to_bytes(self) -> bytes:
        body = "".join(line + end for line, end in zip(self.lines, self.endings)).encode(self.encoding)
        return (_BOM if self.bom else b"") + body


def _position(starts: Sequence[int], text: str, line: int, column: int) -> int | None:
    if not 1 <= line <= len(starts):
        return None
    end = starts[line] - 1 if line < len(starts) else len(text)
    offset = starts[line - 1] + column - 1
    return offset if starts[line - 1] <= offset <= end else None


def applicable(diagnostics: Iterable[Diagnostic], unsafe: bool = False) -> list[Diagnostic]:
    """The findings whose fix `--fix` applies (safe ones; unsafe ones too with `--unsafe-fixes`)."""
    return [d for d in diagnostics if d.fix is not None and (d.fix.safe or unsafe)]


def apply_fixes(text: str, fixes: Iterable[Fix]) -> tuple[str, int]:
    """(new text, number of fixes applied). Fixes whose edits overlap or touch an applied one, or whose
    positions fall outside the text, are left for the next round."""
    starts = text_of(text).line_starts  # NOTE: lines as the reporters count them
    taken: list[tuple[int, int]] = []
    edits: list[tuple[int, int, str]] = []
    applied = 0
    for fix in fixes:
        ranges = []
        for edit in fix.edits:
            s = _position(starts, text, edit.span.line, edit.span.column)
            e = _position(starts, text, edit.span.end_line, edit.span.end_column)
            if s is None or e is None or e < s:
                ranges = None
                break
            ranges.append((s, e, edit.text))
        if not ranges or any(s <= te and ts <= e for s, e, _ in ranges for ts, te in taken):
            continue
        taken.extend((s, e) for s, e, _ in ranges)
        edits.extend(ranges)
        applied += 1
    for s, e, new in sorted(edits, key=lambda x: (x[0], x[1]), reverse=True):
        text = text[:s] + new + text[e:]
    return text, applied


def unified_diff(path: str, before: "Original", after: "Original") -> str:
    """The patch from `before` to `after` as `git apply` and `patch` read it: the files' lines with their own
    endings (CRLF kept), no line that is not in the file, and "\\ No newline at end of file" after a last
    line that has none."""
    def lines(original: "Original") -> list[str]:
        out = [line + end for line, end in zip(original.lines, original.endings)]
        return out[:-1] if out and out[-1] == "" else out

    marked = []
    for line in difflib.unified_diff(lines(before), lines(after), fromfile=f"a/{path}", tofile=f"b/{path}"):
        marked.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(marked)


def write_atomically(path: str, data: bytes) -> None:
    """Replace `path` by `data` (analyzer/atomic.py), keeping its permission bits."""
    from analyzer.atomic import write_atomic

    target = Path(path).resolve()  # NOTE: a symlink stays a link; the file it names is rewritten
    try:
        write_atomic(target, data, mode="keep")
    except OSError as exc:
        raise KernlintError(f"cannot fix {path}: {exc.strerror or exc}") from None
