"""`parse(source, path) -> TranslationUnit`: the CUDA/HIP front end, tolerant region by region.

Pipeline: analyzer.cuda.pp.preprocess (comments/directives blanked, macros expanded, same line count)
-> analyzer.cuda.parse.tokens (lexing; analyzer.cuda.parse.classify decides types and template brackets)
-> top-level regions (analyzer.cuda.parse.regions) -> each region through the LALR(1) table of
grammars/cuda.lark (analyzer.cuda.parse.lalr, which builds the IR with analyzer.cuda.parse.build_expr*.Builder
while it reduces) -> IR with spans in original coordinates (Preprocessed.origin_span).

Recovery: a region that does not parse is retried in smaller pieces. A function whose body fails is
re-parsed statement by statement; a failing statement with `{...}` blocks is re-parsed with each block
replaced by a placeholder parsed on its own, so only the innermost unparsable statement is lost. What
is still unparsable becomes an `Unparsed` node (its launches salvaged into `Unparsed.salvaged`) and a
`ParseError` in `TranslationUnit.errors`. Nothing here raises: any internal failure ends in a
ParseError. Nesting deeper than MAX_NESTING brackets, or an IR deeper than MAX_IR_DEPTH, is refused
as unparsable so that recursive consumers stay safe.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.parse.hostskip import file_scope_names, host_only, without_array_elements, writes_no_global
from analyzer.cuda.parse.lalr import ParseFailure, Token
from analyzer.cuda.parse.recover import constructor, declares_nothing, local_aggregate
from analyzer.cuda.parse.regions import Region, bare_macro, launch_ranges, match_brackets, statement_ranges, top_regions
from analyzer.cuda.parse.table import grammar_tables
from analyzer.cuda.parse.classtemplates import collect_template
from analyzer.cuda.parse.usertypes import UserTypes, collect
from analyzer.diagnostics import Span

_DECLARES_TYPES = frozenset({"struct", "union", "class", "enum", "typedef", "using"})
MAX_NESTING = 96  # brackets ((, [, {) open at once inside one region
MAX_IR_DEPTH = 400  # nodes on one root-to-leaf path of an item's IR
MAX_ERRORS = 200  # ParseErrors kept per file
TOO_LARGE = "file too large to parse"  # the start of the one error of a file over MAX_SOURCE_CHARS
MAX_SOURCE_CHARS = 8_000_000  # NOTE: ~4 min of parsing on a slow core; larger files are generated code


class _Unit:
    """Parsing state of one file."""

    def __init__(self, source: str, path: str, expression: bool = False, defines: tuple[str, ...] = ()):
        from analyzer.cuda.pp.preprocess import preprocess
        from analyzer.cuda.parse.tokens import tokenize

        self.path = path
        self.source = source
        kw, punct, self.driver = grammar_tables()
        self.pre = preprocess(source, path, defines=defines)
        self.tokens: list[Token] = tokenize(self.pre.text, kw, punct, expression)
        self.match, self.depth = match_brackets(self.tokens)
        self.errors: list[ast.ParseError] = []
        # NOTE: one builder per process, re-armed per file (parse() is not re-entrant)
        self.builder = self.driver.builder
        self.builder.pre, self.builder.source, self.builder.blocks = self.pre, source, {}
        self.placeholders = 0
        self.strict_ir = False  # statement by statement, each checked for IR depth (see item())
        self.types = UserTypes([], [], [])
        self.file_names: set[str] | None = None  # set by parse(): host functions may then be skipped
        self.constants_only = False  # a header read for its constants: see parse()

    def expression(self, toks: list[Token]) -> ast.Expr | None:
        result, exc = self.try_feed("MODE_EXPR", toks)
        return result if exc is None and result is not None and not isinstance(result, list) else None

    # ------------------------------------------------------------------------------ plumbing
    def span(self, lo: int, hi: int) -> Span:
        a, b = self.tokens[lo], self.tokens[max(lo, hi - 1)]
        return Span(*self.pre.origin_span(a.line, a.column, b.end_line, b.end_column))

    def feed(self, mode: str, toks: list[Token]) -> Any:
        """Parse `toks` in `mode` (MODE_TOP/MODE_STMTS/MODE_EXPR) into IR; raises ParseFailure."""
        if not toks:
            return [] if mode == "MODE_STMTS" else None
        return self.driver.parse([Token.new_borrow_pos(mode, "", toks[0]), *toks])

    def try_feed(self, mode: str, toks: list[Token]) -> tuple[Any, Exception | None]:
        try:
            return self.feed(mode, toks), None
        except ParseFailure as exc:
            return None, exc
        except (Exception, RecursionError) as exc:  # noqa: BLE001 - a builder bug must not escape
            return None, exc

    def too_deep(self, lo: int, hi: int) -> bool:
        if hi <= lo:
            return False
        base = self.depth[lo]
        return max(self.depth[lo:hi]) - base > MAX_NESTING

    def brace_initialised(self, lo: int, hi: int) -> list[Token] | None:
        """`constexpr int kWarp{32};` at namespace scope as `constexpr int kWarp = {32};` (the grammar
        cannot tell a brace initialiser from a function body there), else None."""
        toks = self.tokens
        if hi - lo < 4 or str(toks[hi - 1]) != ";":
            return None
        for k in range(lo, hi):
            v = str(toks[k]) if toks[k].type not in ("STRING_LIT", "CHAR_LIT") else ""
            if v in ("(", "=", "typedef", "using", "struct", "class", "union", "enum", "template"):
                return None
            if v == "{":
                if k == lo or toks[k - 1].type != "IDENT" or self.match[k] != hi - 2:
                    return None
                return toks[lo:k] + [Token.new_borrow_pos("EQUAL", "=", toks[k])] + toks[k:hi]
        return None

    def deep_reason(self, lo: int, hi: int) -> str:
        """The message for a region nested too deeply, naming where the limit is crossed."""
        base = self.depth[lo]
        k = next((k for k in range(lo, hi) if self.depth[k] - base > MAX_NESTING), lo)
        return f"nesting deeper than {MAX_NESTING} brackets at {self.tokens[k].line}:{self.tokens[k].column}"

    def longest_statement(self, lo: int, hi: int) -> int:
        """Most tokens between two `;`/`{`/`}` in [lo, hi) (an IR path needs two tokens a level)."""
        best, run = 0, 0
        for tok in self.tokens[lo:hi]:
            if tok.type in ("SEMICOLON", "LBRACE", "RBRACE"):
                best, run = max(best, run), 0
            else:
                run += 1
        return max(best, run)

    def error(self, lo: int, hi: int, reason: str) -> ast.Unparsed:
        """Record a ParseError for tokens [lo, hi) and return the Unparsed node (launches salvaged)."""
        span = self.span(lo, hi)
        if len(self.errors) < MAX_ERRORS:
            self.errors.append(ast.ParseError(span, reason))
        salvaged = [] if self.too_deep(lo, hi) else self.salvage(lo, hi)
        text = " ".join(str(t) for t in self.tokens[lo:hi])  # NOTE: whole: what it may write is read from it
        return ast.Unparsed(span, text, reason, tuple(salvaged))

    def salvage(self, lo: int, hi: int) -> list[ast.Stmt]:
        out: list[ast.Stmt] = []
        for s, e in launch_ranges(self.tokens, self.match, lo, hi):
            expr, _ = self.try_feed("MODE_EXPR", self.tokens[s:e])
            if isinstance(expr, ast.Launch):
                out.append(ast.ExprStmt(expr.span, expr))
        return out

    # ---------------------------------------------------------------------------- recovery
    def statements(self, lo: int, hi: int) -> list[ast.Stmt]:
        """The statements of a block body [lo, hi), parsed whole or piece by piece."""
        if not self.too_deep(lo, hi) and not self.strict_ir:
            result, exc = self.try_feed("MODE_STMTS", self.tokens[lo:hi])
            if exc is None:
                return result
        out: list[ast.Stmt] = []
        for s, e in statement_ranges(self.tokens, self.match, lo, hi):
            out.extend(self.statement(s, e))
        return out

    def statement(self, lo: int, hi: int) -> list[ast.Stmt]:
        if self.too_deep(lo, hi):
            return [self.error(lo, hi, self.deep_reason(lo, hi))]
        toks = self.tokens[lo:hi]
        if hi - lo == 1 and toks[0].type == "IDENT" and bare_macro(self.tokens, lo, len(self.tokens)):
            return [self.error(lo, hi, f"could not parse `{toks[0]}`: a macro whose definition is not visible")]
        if toks and toks[-1].type == "RPAR" and toks[0].type == "IDENT":
            # NOTE: a macro invocation used as a statement without `;` (statement_ranges cut it there)
            toks = toks + [Token.new_borrow_pos("SEMICOLON", ";", toks[-1])]
        result, exc = self.try_feed("MODE_STMTS", toks)
        if exc is None:
            if self.strict_ir and any(_ir_depth(stmt) > MAX_IR_DEPTH for stmt in result or ()):
                return [self.error(lo, hi, f"expression nesting deeper than {MAX_IR_DEPTH} levels")]
            return result
        local = local_aggregate(self, lo, hi)
        if local is not None:
            return local
        rebuilt = self.with_placeholders(lo, hi, "MODE_STMTS")
        if rebuilt is not None:
            return rebuilt
        return [self.error(lo, hi, self.reason(lo, hi, exc))]

    def with_placeholders(self, lo: int, hi: int, mode: str) -> Any:
        """Parse [lo, hi) with each outermost `{...}` block replaced by a separately parsed placeholder."""
        toks, groups, i = self.tokens, [], lo
        assigned, angle = False, 0
        while i < hi:
            v = str(toks[i]) if toks[i].type not in ("STRING_LIT", "CHAR_LIT") else ""
            angle += (toks[i].type == "TLT") - (toks[i].type == "TGT")
            if v in ("(", "[") and self.match[i] > i:
                i = self.match[i]
            elif v == "=" and angle <= 0:
                assigned = True  # NOTE: `x = {...}` / lambdas: the braces are not statement blocks
            elif v == "{" and not assigned and i < self.match[i] < hi:
                groups.append((i, self.match[i]))
                i = self.match[i]
            i += 1
        if not groups:
            return None
        mark = len(self.errors)
        pieces: list[Token] = []
        prev = lo
        for open_, close in groups:
            self.placeholders += 1
            key = f"#{self.placeholders}"
            block = ast.Block(self.span(open_, close + 1), tuple(self.statements(open_ + 1, close)))
            self.builder.blocks[key] = block
            pieces.extend(toks[prev:open_ + 1])
            pieces.append(Token.new_borrow_pos("PLACEHOLDER", key, toks[open_]))
            prev = close
        pieces.extend(toks[prev:hi])
        result, exc = self.try_feed(mode, pieces)
        if exc is not None:
            del self.errors[mark:]
            return None
        return result if result is not None else []

    def reason(self, lo: int, hi: int, exc: Exception | None) -> str:
        """A friendly message for an unparsable region."""
        toks = self.tokens
        words = {str(t) for t in toks[lo:min(hi, lo + 4000)] if t.type not in ("STRING_LIT", "CHAR_LIT")}
        for k in range(lo, min(hi, lo + 4000)):
            if str(toks[k]) == "[" and toks[k].type == "LSQB":
                prev = toks[k - 1] if k > lo else None
                if prev is None or prev.type not in ("IDENT", "RPAR", "RSQB", "TGT", "TYPE_NAME", "STRING_LIT"):
                    return "could not parse a lambda"
        if "operator" in words:
            return "could not parse an operator overload (host C++)"
        if words & {"try", "catch"}:
            return "could not parse exception handling (host C++)"
        if any(toks[k].type == "TLT" and k + 1 < hi and toks[k + 1].type == "TGT" and str(toks[k - 1]) == "template"
               for k in range(lo + 1, min(hi, lo + 4000))):
            return "could not parse a template specialisation"
        if words & {"class", "struct"}:
            return "could not parse a class or struct definition"
        bad = next((t for t in toks[lo:hi] if t.type == "BAD"), None)
        if bad is not None:
            return f"unexpected character {str(bad)[:1]!r} at {bad.line}:{bad.column}"
        if isinstance(exc, ParseFailure) and getattr(exc, "token", None) is not None:
            tok = exc.token
            if tok.type == "$END":
                return "could not parse: unexpected end of code"
            return f"could not parse: unexpected `{str(tok)[:20]}` at {tok.line}:{tok.column}"
        if exc is not None and not isinstance(exc, ParseFailure):
            return f"internal error while building the IR ({type(exc).__name__})"
        return "could not parse this code"

    # ----------------------------------------------------------------------------- top level
    def items(self, lo: int, hi: int, scope: tuple[str, ...]) -> list[Any]:
        out: list[Any] = []
        # NOTE: the last item was an Unparsed region (adjacent failures are merged); "macro": a macro's use
        failed: bool | str = False
        for region in top_regions(self.tokens, self.match, lo, hi):
            if region.kind != "macro" and str(self.tokens[region.start]) in _DECLARES_TYPES:
                try:
                    collect(self.tokens[region.start:region.end], self.tokens,
                            region.body if region.kind in ("skip", "scope") else None, scope, self.expression,
                            self.types)
                except (Exception, RecursionError):  # noqa: BLE001 - a type we cannot read is only unknown
                    pass
            elif region.kind in ("skip", "scope") and region.body and str(self.tokens[region.start]) == "template":
                try:  # NOTE: a struct template's static constants (`Traits<16>::kNThreads`), its data members
                    collect_template(self.tokens[region.start:region.end], self.tokens, region.body, scope,
                                     self.expression, self.types)
                except (Exception, RecursionError):  # noqa: BLE001 - a type we cannot read is only unknown
                    pass
            if region.kind == "scope":
                name = tuple(p for p in region.name.replace("::", " ").split() if p not in ("inline",))
                out.extend(self.items(region.body[0], region.body[1], scope + name))
                failed = False
            elif region.kind == "macro":
                name = str(self.tokens[region.start]) + ("" if region.end - region.start == 1 else "(...)")
                got = self.error(region.start, region.end,
                                 f"could not parse `{name}`: a macro whose definition is not visible")
                if failed == "macro" and len(self.errors) > 1 and self.errors[-1].span == got.span:
                    # NOTE: a run of uses (`BLOCK_SELECT_DECL(float, true, 1);` per line): one note
                    out[-1], self.errors[-2] = self.merge(out[-1], got, self.errors[-2])
                    del self.errors[-1]
                else:
                    out.append(got)
                failed = "macro" if region.end - region.start > 1 else False
            elif region.kind == "item":
                if self.file_names is not None and (
                        host_only(self.tokens, self.match, region, self.file_names) or self.constants_only
                        and writes_no_global(self.tokens, self.match, region, self.file_names)):
                    failed = False  # NOTE: host code nothing needs is not parsed (analyzer/cuda/parse/hostskip.py)
                    continue
                if declares_nothing(self.tokens, region):
                    failed = False
                    continue
                mark = len(self.errors)
                got = self.item(region, scope)
                if failed is True and len(got) == 1 and isinstance(got[0], ast.Unparsed) and out and \
                        isinstance(out[-1], ast.Unparsed) and len(self.errors) == mark + 1 and mark > 0:
                    out[-1], self.errors[mark - 1] = self.merge(out[-1], got[0], self.errors[mark - 1])
                    del self.errors[mark:]
                    continue
                failed = len(got) == 1 and isinstance(got[0], ast.Unparsed)
                out.extend(got)
        return out

    @staticmethod
    def merge(a: ast.Unparsed, b: ast.Unparsed, err: ast.ParseError) -> tuple[ast.Unparsed, ast.ParseError]:
        """One Unparsed/ParseError for two adjacent unparsable top-level regions."""
        span = Span(a.span.line, a.span.column, b.span.end_line, b.span.end_column)
        return (ast.Unparsed(span, f"{a.text} {b.text}", a.reason, a.salvaged + b.salvaged),
                ast.ParseError(span, err.message))

    def item(self, region: Region, scope: tuple[str, ...]) -> list[Any]:
        lo, hi = region.start, region.end
        if self.too_deep(lo, hi):
            # NOTE: a function with one pathological statement keeps the rest of its body (and its name)
            result = self.with_placeholders(lo, hi, "MODE_TOP") if str(self.tokens[hi - 1]) == "}" else None
            if result is None:
                return [self.error(lo, hi, self.deep_reason(lo, hi))]
            exc = None
        else:
            toks = self.brace_initialised(lo, hi) or self.tokens[lo:hi]
            if self.constants_only and str(self.tokens[hi - 1]) == ";":
                toks = without_array_elements(toks)
            result, exc = self.try_feed("MODE_TOP", toks)
        if exc is not None:
            ctor = constructor(self, lo, hi, scope)
            if ctor is not None:
                result, exc = self.try_feed("MODE_TOP", ctor)
        if exc is not None and str(self.tokens[hi - 1]) == "}":
            # NOTE: a function whose body does not parse: header + placeholder, body statement by statement
            result = self.with_placeholders(lo, hi, "MODE_TOP")
            exc = exc if result is None else None
        if exc is not None:
            return [self.error(lo, hi, self.reason(lo, hi, exc))]
        items = result if isinstance(result, list) else [result]
        out = []
        for item in items:
            if item is None:
                continue
            if hi - lo > 2 * MAX_IR_DEPTH and self.longest_statement(lo, hi) > 2 * MAX_IR_DEPTH \
                    and _ir_depth(item) > MAX_IR_DEPTH:
                # NOTE: keep the function; only the statements that are too deep become notes
                self.strict_ir = True
                try:
                    rebuilt = self.with_placeholders(lo, hi, "MODE_TOP") if str(self.tokens[hi - 1]) == "}" else None
                finally:
                    self.strict_ir = False
                kept = [x for x in (rebuilt if isinstance(rebuilt, list) else [rebuilt]) if x is not None]
                if len(kept) == 1 and _ir_depth(kept[0]) <= MAX_IR_DEPTH:
                    item = kept[0]
                else:
                    out.append(self.error(lo, hi, f"expression nesting deeper than {MAX_IR_DEPTH} levels"))
                    continue
            out.append(dataclasses.replace(item, scope=scope) if scope else item)
        return out


def _ir_depth(root: Any) -> int:
    """The longest root-to-leaf path of an IR tree (iterative)."""
    best, stack = 0, [(root, 1)]
    while stack:
        node, d = stack.pop()
        best = max(best, d)
        for name in getattr(node, "__slots__", ()):
            value = getattr(node, name)
            if isinstance(value, tuple):
                stack.extend((v, d + 1) for v in value if hasattr(v, "__slots__") and not isinstance(v, Span))
            elif hasattr(value, "__slots__") and not isinstance(value, (Span, str)):
                stack.append((value, d + 1))
    return best


def parse(source: str, path: str = "<string>", constants_only: bool = False,
          defines: tuple[str, ...] = ()) -> ast.TranslationUnit:
    """Parse CUDA/HIP source text into a TranslationUnit (never raises; see the module docstring).

    `constants_only`: a header read for what analyzer.cuda.model.envs.global_env takes from it (its constants,
    types and out-parameters): function definitions that can change none of it are left out
    (hostskip.writes_no_global), and the unit is no place to look for anything else. `defines`: the build's
    -D/-U flags (analyzer.cuda.pp.preprocess)."""
    if len(source) > MAX_SOURCE_CHARS:
        lines = source.count("\n") + 1
        return ast.TranslationUnit(path, (), (ast.ParseError(Span(1, 1, lines, 1), (
            f"{TOO_LARGE} ({len(source) // 1_000_000} MB; the limit is "
            f"{MAX_SOURCE_CHARS // 1_000_000} MB)")),), source)
    try:
        unit = _Unit(source, path, defines=defines)
        unit.file_names = file_scope_names(unit.tokens, unit.match, 0, len(unit.tokens))
        unit.constants_only = constants_only
        items = unit.items(0, len(unit.tokens), ())
        errors = unit.errors
        return ast.TranslationUnit(path, tuple(items), tuple(errors), source, unit.types or None,
                                   unit.pre.macros or None, tuple(unit.pre.comments), tuple(unit.pre.notes),
                                   tuple(unit.pre.archs), tuple(unit.pre.events))
    except (Exception, RecursionError, MemoryError) as exc:  # noqa: BLE001 - "never raises" is the contract
        lines = source.count("\n") + 1
        err = ast.ParseError(Span(1, 1, lines, 1), f"could not parse this file ({type(exc).__name__}: {exc})"[:200])
        return ast.TranslationUnit(path, (), (err,), source)


def parse_expression(text: str) -> ast.Expr | None:
    """One C/C++ expression (spans relative to `text`), or None when it does not parse."""
    try:
        unit = _Unit(text, "<expr>", expression=True)
        result, exc = unit.try_feed("MODE_EXPR", unit.tokens)
        return result if exc is None else None
    except (Exception, RecursionError):  # noqa: BLE001 - same contract as parse()
        return None
