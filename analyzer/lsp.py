"""`kernlint lsp`: a Language Server over stdio (pygls 2) publishing kernlint's findings for .cu/.cuh/.hip
documents on open, change and save, and offering their fixes as quick fixes.

Each document is linted from the editor's text (not the file on disk) with the settings found from the
document's folder upward (`.kernlint.yaml` / `pyproject.toml`, as `kernlint check` run there would find
them). A diagnostic carries the rule code (with a link to its docs), the severity (error, warning, note ->
Information), the range (1-based code-point spans converted to the position encoding agreed with the
client, UTF-16 by default), the message and, on its own line, the fix; `data` holds the fix's edits for
textDocument/codeAction. A config error is one diagnostic at the top of the document.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from analyzer import __version__
from analyzer.diagnostics import Diagnostic, Severity

SUFFIXES = (".cu", ".cuh", ".hip")
DOCS = "https://github.com/kernlint/kernlint/blob/main/docs/rules.md"
SEVERITY = {Severity.ERROR: types.DiagnosticSeverity.Error, Severity.WARNING: types.DiagnosticSeverity.Warning,
            Severity.NOTE: types.DiagnosticSeverity.Information}

server = LanguageServer("kernlint", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Full)


def lint(path: str, text: str) -> list[Diagnostic]:
    """kernlint's findings for one document's text, with the config found from its folder."""
    from analyzer.config import resolve_settings
    from analyzer.lint.finalize import finalize
    from analyzer.lint.sources import analyze_paths
    from analyzer.select import Selection

    settings = resolve_settings(None, cwd=Path(path).parent)
    selection = Selection.build(settings.select, settings.extend_select, settings.ignore)
    result = analyze_paths([path], settings, selection, jobs=1, texts={path: text})
    return finalize(result.files, result.diagnostics, settings, selection.enabled)


def _range(doc, line: int, column: int, end_line: int, end_column: int) -> types.Range:
    """1-based code-point span -> the client's 0-based range (pygls converts to the agreed encoding)."""
    last = max(len(doc.lines), 1)
    start = types.Position(min(max(line - 1, 0), last - 1), max(column - 1, 0))
    end = types.Position(min(max(end_line - 1, 0), last), max(end_column - 1, 0))
    if (end.line, end.character) <= (start.line, start.character):
        end = types.Position(start.line, start.character + 1)
    return doc.range_to_client_units(types.Range(start, end))


def to_lsp(doc, diag: Diagnostic) -> types.Diagnostic:
    span = diag.span
    where = _range(doc, span.line, span.column, span.end_line, span.end_column) if span else \
        types.Range(types.Position(0, 0), types.Position(0, 1))
    message = diag.message + (f"\nFix: {diag.help}" if diag.help else "")
    data: dict[str, Any] | None = None
    if diag.fix is not None:
        data = {"title": diag.fix.title or f"fix {diag.rule_id}", "applicability": diag.fix.applicability,
                "edits": [{"range": _as_json(_edit_range(doc, e.span)), "newText": e.text} for e in diag.fix.edits]}
    return types.Diagnostic(range=where, message=message, severity=SEVERITY[diag.severity], code=diag.rule_id,
                            code_description=types.CodeDescription(f"{DOCS}#{diag.rule_id.lower()}-{diag.name}"),
                            source="kernlint", data=data)


def _edit_range(doc, span) -> types.Range:
    """An edit's span in client units; empty spans (insertions) stay empty."""
    start = types.Position(span.line - 1, span.column - 1)
    end = types.Position(span.end_line - 1, span.end_column - 1)
    return doc.range_to_client_units(types.Range(start, end))


def _as_json(r: types.Range) -> dict[str, Any]:
    return {"start": {"line": r.start.line, "character": r.start.character},
            "end": {"line": r.end.line, "character": r.end.character}}


def publish(ls: LanguageServer, uri: str) -> None:
    doc = ls.workspace.get_text_document(uri)
    path = to_fs_path(uri) or uri
    if not path.endswith(SUFFIXES):
        return
    from analyzer.errors import KernlintError

    try:
        found = [to_lsp(doc, d) for d in lint(path, doc.source)]
    except KernlintError as exc:  # a bad config: said where the user looks, the server keeps running
        found = [types.Diagnostic(range=types.Range(types.Position(0, 0), types.Position(0, 1)),
                                  message=f"kernlint: {exc}", severity=types.DiagnosticSeverity.Error,
                                  source="kernlint")]
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, version=doc.version,
                                                                        diagnostics=found))


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: LanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: LanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: LanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: LanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=params.text_document.uri,
                                                                        diagnostics=[]))


@server.feature(types.TEXT_DOCUMENT_CODE_ACTION,
                types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]))
def code_action(ls: LanguageServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    """Each kernlint diagnostic in the request that carries a fix becomes a quick fix (safe ones preferred)."""
    actions = []
    for diag in params.context.diagnostics:
        data = diag.data if isinstance(diag.data, dict) else None
        if diag.source != "kernlint" or not data or not data.get("edits"):
            continue
        edits = [types.TextEdit(range=types.Range(types.Position(**e["range"]["start"]),
                                                  types.Position(**e["range"]["end"])), new_text=e["newText"])
                 for e in data["edits"]]
        unsafe = data.get("applicability") != "safe"
        actions.append(types.CodeAction(
            title=f"kernlint {diag.code}: {data['title']}" + (" (unsafe: check the mask)" if unsafe else ""),
            kind=types.CodeActionKind.QuickFix, diagnostics=[diag], is_preferred=not unsafe,
            edit=types.WorkspaceEdit(changes={params.text_document.uri: edits})))
    return actions


def main() -> None:
    server.start_io()
