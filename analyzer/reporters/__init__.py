"""Reporters: one module per output format, imported lazily, all driven through render().

    render(format, diagnostics, out, context=ReportContext(...))

`format` is one of FORMATS (plus the alias "auto": github under GitHub Actions, else text). Every
reporter sorts the diagnostics first, so output is identical whatever order or parallelism produced them.
`write_output()` is the `--output-file` helper: it writes atomically and refuses to overwrite an input.
"""

from __future__ import annotations

import importlib
import io
import os
import sys
from dataclasses import field
from pathlib import Path
from typing import IO, Any, Callable, Iterable, TextIO

from analyzer.prebuilt import dataclass
from analyzer.diagnostics import Diagnostic, Span
from analyzer.errors import KernlintError
from analyzer.source import SourceError, SourceText, read_source

FORMATS = ("text", "concise", "json", "sarif", "github")
CHOICES = FORMATS + ("auto",)
_MODULES = {"text": "text", "concise": "concise", "json": "json_", "sarif": "sarif", "github": "github"}


@dataclass
class ReportContext:
    """What a reporter may need beyond the diagnostics.

    `command` ("check" or "ptxas") picks the JSON diagnostic shape. `document` is the command's own JSON
    document; the json reporter fills its "diagnostics" key and keeps every other key as given.
    `root` is the directory SARIF URIs are made relative to (%SRCROOT%) and github paths are shown from.
    `color`: True/False forces, None decides (TTY, NO_COLOR, FORCE_COLOR). `read_source(path)` returns
    a file's text for snippets and fingerprints (default: read it from disk, None when unreadable).
    `kernel_sources` maps a kernel's (demangled) name to its (path, Span) in source, for log findings.
    `execution_successful` is False when the run hit an error that cut analysis short; `input_errors` are
    the one-line errors of inputs that were skipped (missing, binary, unreadable), also said on stderr.
    """

    command: str = "check"
    document: dict[str, Any] | None = None
    root: Path = field(default_factory=Path.cwd)
    color: bool | None = None
    read_source: Callable[[str], str | None] | None = None
    kernel_sources: dict[str, tuple[str, Span]] = field(default_factory=dict)
    execution_successful: bool = True
    input_errors: list[str] = field(default_factory=list)
    _cache: dict[str, SourceText | None] = field(default_factory=dict, repr=False)

    def source(self, path: str) -> SourceText | None:
        """The file as the analysis read it (the same decoder and line breaks), cached; None when not readable."""
        if path not in self._cache:
            text = self.read_source(path) if self.read_source else _read_text(path)
            self._cache[path] = None if text is None else SourceText(path, text)
        return self._cache[path]

    def source_lines(self, path: str) -> tuple[str, ...] | None:
        """The file's lines (split on "\\n" only, as the lexer counts them), cached; None when not readable."""
        source = self.source(path)
        return None if source is None else source.lines

    def source_line(self, path: str, line: int) -> str | None:
        lines = self.source_lines(path)
        if not lines or line < 1 or line > len(lines):
            return None
        return lines[line - 1]


def _read_text(path: str) -> str | None:
    """A source file's text through the one decoder (analyzer.source.read_source); None when unreadable."""
    if path in ("-", "") or not os.path.isfile(path):
        return None
    try:
        return read_source(path).text
    except SourceError:
        return None


def resolve_format(name: str) -> str:
    """Map a user's --format value (any case, incl. auto) to one of FORMATS."""
    key = (name or "text").strip().lower()
    if key == "auto":
        return "github" if os.environ.get("GITHUB_ACTIONS") else "text"
    if key not in FORMATS:
        raise KernlintError(f"unknown output format {name!r} (expected one of {', '.join(CHOICES)})")
    return key


def render(format: str, diagnostics: Iterable[Diagnostic], out: TextIO, *,
           context: ReportContext | None = None) -> None:
    """Write `diagnostics` to `out` in `format`."""
    fmt = resolve_format(format)
    module = importlib.import_module(f"analyzer.reporters.{_MODULES[fmt]}")
    module.render(list(diagnostics), out, context or ReportContext())


def render_to_string(format: str, diagnostics: Iterable[Diagnostic], *, context: ReportContext | None = None,
                     output_file: str | None = None) -> str:
    """The report as a string, for write_output(text, output_file). Colour (text format, `context.color`
    None): decided for the final destination, i.e. stdout's terminal unless `output_file` names a file."""
    context = context or ReportContext()
    if context.color is None:
        if output_file and output_file != "-":
            context.color = False
        else:
            from analyzer.reporters.text import use_color

            context.color = use_color(sys.stdout, None)
    buffer = io.StringIO()
    render(format, diagnostics, buffer, context=context)
    return buffer.getvalue()


class Document:
    """Where a document is rendered before write_output (document_buffer()): written as str, kept as UTF-8 in memory
    up to 8 MiB, then in a temporary file, so a report of a huge log is written whole at the end without being held
    in memory; _emit copies its bytes to a UTF-8 destination as they are (a 126 MB JSON document read back as text
    was decoded and encoded again: 0.1 s of CPU after the last record)."""

    def __init__(self) -> None:
        import tempfile  # NOTE: here, not at the top: a check's report is a str (tempfile imports random, shutil)

        self.file = tempfile.SpooledTemporaryFile(max_size=8 << 20, mode="w+b")

    def write(self, text: str) -> int:
        self.file.write(text.encode("utf-8"))
        return len(text)

    def isatty(self) -> bool:
        return False

    def close(self) -> None:
        self.file.close()

    def __enter__(self) -> "Document":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def document_buffer() -> Document:
    """A new Document (see there)."""
    return Document()


def _emit(text: str | Document, handle: IO[str]) -> None:
    if isinstance(text, str):
        handle.write(text)
        return
    import shutil

    text.file.seek(0)
    raw = getattr(handle, "buffer", None)
    encoding = getattr(handle, "encoding", None) or ""
    if raw is not None and os.linesep == "\n" and encoding.lower().replace("-", "").replace("_", "") == "utf8":
        # NOTE: a UTF-8 text file with no line-end translation (POSIX): the document's bytes are what it would write
        handle.flush()
        shutil.copyfileobj(text.file, raw, 1 << 20)
        raw.flush()
        return
    import codecs

    decode = codecs.getincrementaldecoder("utf-8")().decode
    for chunk in iter(lambda: text.file.read(1 << 20), b""):
        handle.write(decode(chunk))
    handle.write(decode(b"", True))


def write_output(text: str | Document, output_file: str | None, inputs: Iterable[str] = (),
                 stdout: IO[str] | None = None) -> None:
    """See _write_output; any OSError (a directory we may not search, /proc) is one line."""
    try:
        _write_output(text, output_file, inputs, stdout)
    except OSError as exc:
        why = "permission denied" if isinstance(exc, PermissionError) else (exc.strerror or str(exc))
        raise KernlintError(f"cannot write {output_file}: {why}") from None


def _write_output(text: str | Document, output_file: str | None, inputs: Iterable[str] = (),
                  stdout: IO[str] | None = None) -> None:
    """Write a rendered report (a string, or a document_buffer()) to `stdout` (default sys.stdout), or
    atomically to `output_file` (temp file + rename).

    Refuses (KernlintError) to write over one of the run's `inputs`: a report must never clobber a source.
    """
    if not output_file or output_file == "-":
        stdout = stdout or sys.stdout
        _emit(text, stdout)
        stdout.flush()
        return
    target = Path(output_file)
    for item in inputs:
        try:
            if item != "-" and target.exists() and target.resolve() == Path(item).resolve():
                raise KernlintError(f"--output-file {output_file} is one of the inputs; refusing to overwrite it")
        except OSError:
            continue
    if target.is_dir():
        raise KernlintError(f"--output-file {output_file} is a directory")
    if target.exists() and not target.is_file():
        # NOTE: /dev/null, /dev/stdout, a FIFO: written to, never renamed over (as root a rename would
        # replace the device node itself)
        try:
            with open(target, "w", encoding="utf-8", newline="\n") as handle:
                _emit(text, handle)
        except OSError as exc:
            raise KernlintError(f"cannot write {output_file}: {exc.strerror or exc}") from None
        return
    if target.is_symlink():
        target = target.resolve()  # NOTE: write the file the link points to; the link stays a link
    from analyzer.atomic import NoTempFile, text_writer, write_atomic

    try:
        write_atomic(target, text_writer(lambda handle: _emit(text, handle)))
    except NoTempFile as exc:
        if not target.exists():
            raise exc.__cause__ from None
        # NOTE: no temporary file beside it (/proc, a read-only directory): write the file in place, so the
        # error, if any, is about the file the user named, not about a temporary one
        try:
            with open(target, "w", encoding="utf-8", newline="\n") as handle:
                _emit(text, handle)
        except OSError as again:
            raise again from exc
    except OSError as exc:
        raise KernlintError(f"cannot write {output_file}: {exc.strerror or exc}") from None


def relative_path(path: str, root: Path) -> str:
    """`path` relative to `root` in POSIX form when it lies under it, else as given (POSIX separators)."""
    if path in ("-", ""):
        return path
    try:
        rel = Path(os.path.abspath(path)).relative_to(os.path.abspath(root))
        return rel.as_posix()
    except ValueError:
        return Path(path).as_posix()
