"""The typed IR of the CUDA/HIP front end: frozen dataclasses, every node with a Span.

Spans are in ORIGINAL file coordinates (1-based, end exclusive; see analyzer.diagnostics.Span): the
parser maps positions in the preprocessed text back through Preprocessed.origin_span, so a node that
came out of a macro expansion points at the macro use.

The node classes live in ast_expr.py (types, expressions) and ast_stmt.py (statements, top-level items);
this module is the one to import (`from analyzer.cuda import ast`; `ast.If`, `ast.Name`, ...).

This is the contract between the parser (analyzer/cuda/parse/parser.py), the semantic model
(analyzer/cuda/model/build.py), the variance analysis and the checks. Extend it compatibly (new node types,
new fields with defaults at the end); do not rename.
"""

from __future__ import annotations

from dataclasses import is_dataclass
from typing import Union

from analyzer.cuda import ast_expr, ast_stmt
from analyzer.cuda.ast_expr import (TypeRef, Name, IntLit, FloatLit, BoolLit, StrLit, CharLit, Member, Index, Call,
                                    Unary, Binary, Assign, Conditional, Cast, SizeOf, Comma, InitList, Launch,
                                    Lambda, Opaque, Expr, SWAPPED, NEGATED)
from analyzer.cuda.ast_stmt import (Declarator, Decl, ExprStmt, Block, If, For, While, DoWhile, Switch, Case, Jump,
                                    Labeled, Empty, Unparsed, Param, TemplateParam, Function, GlobalDecl, ParseError,
                                    TranslationUnit, Stmt)
from analyzer.diagnostics import Span

__all__ = ["TypeRef", "Name", "IntLit", "FloatLit", "BoolLit", "StrLit", "CharLit", "Member", "Index", "Call",
           "Unary", "Binary", "Assign", "Conditional", "Cast", "SizeOf", "Comma", "InitList", "Launch", "Lambda",
           "Opaque", "Expr", "Declarator", "Decl", "ExprStmt", "Block", "If", "For", "While", "DoWhile", "Switch",
           "Case", "Jump", "Labeled", "Empty", "Unparsed", "Param", "TemplateParam", "Function", "GlobalDecl",
           "ParseError", "TranslationUnit", "Stmt", "Node", "NODE_TYPES", "source_text", "SWAPPED", "NEGATED"]

Node = Union[Expr, Stmt, Function, GlobalDecl, TranslationUnit, TypeRef, Declarator, Param, Case]

# Every IR node class (TypeRef included): what the walkers of analyzer.cuda.query recognise as a node.
NODE_TYPES = frozenset(cls for module in (ast_expr, ast_stmt) for cls in vars(module).values()
                       if isinstance(cls, type) and is_dataclass(cls) and cls.__module__ == module.__name__)


def source_text(source: str, span: Span) -> str:
    """The original text of `span` (joined with spaces when it crosses lines); see SourceText.snippet."""
    from analyzer.source import text_of

    return text_of(source).snippet(span)
