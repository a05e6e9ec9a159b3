"""Statements and top-level items of the lark tree -> IR; `Builder` is the complete transformer."""

from __future__ import annotations

from analyzer.cuda import ast
from analyzer.cuda.parse.lalr import Token, Tree
from analyzer.cuda.parse.build_expr import fix, keep
from analyzer.cuda.parse.build_decl import DeclBuilder, Direct, Specs


def _stmts(items) -> tuple:
    out = []
    for s in items:
        if isinstance(s, (list, tuple)) and not isinstance(s, Token):
            out.extend(s)
        elif s is not None and not isinstance(s, Token):
            out.append(s)
    return tuple(out)


class Builder(DeclBuilder):
    """lark tree of grammars/cuda.lark -> IR. Set `pre`, `source` and `blocks` before parsing."""

    source: str = ""

    # ----------------------------------------------------------------------------- entry points
    def start(self, meta, ch):
        return ch[1]

    def stmts(self, meta, ch):
        return list(_stmts(ch[1:]))

    def expr_only(self, meta, ch):
        return fix(ch[1])

    def top_item(self, meta, ch):
        return ch[0]

    def top_skip(self, meta, ch):
        return None

    # -------------------------------------------------------------------------------- templates
    def template_params(self, meta, ch):
        return [c for c in ch if isinstance(c, ast.TemplateParam)]

    def template_head(self, meta, ch):
        return ch[0]

    def type_param(self, meta, ch):
        name = next((c for c in ch if isinstance(c, Token) and c.type in ("IDENT", "TYPE_NAME")), None)
        default = ch[-1] if isinstance(ch[-1], ast.TypeRef) else None
        return ast.TemplateParam(self._span(meta), "type", str(name) if name else None,
                                 default.text if default else None)

    def value_param(self, meta, ch):
        specs: Specs = ch[0]
        name = next((c for c in ch if isinstance(c, Token) and c.type == "IDENT"), None)
        default = fix(ch[-1]) if len(ch) > 1 and not isinstance(ch[-1], (Token, tuple, Specs)) else None
        ptrs = "".join(p for c in ch if isinstance(c, tuple) for p in c[0])
        return ast.TemplateParam(self._span(meta), (specs.text + ptrs).strip(), str(name) if name else None,
                                 ast.source_text(self.source, default.span) if default is not None else None)

    # ---------------------------------------------------------------------------- definitions
    def _function(self, meta, tparams, specs: Specs, d: Direct, body) -> ast.Function:
        span = self._span(meta)
        storage = set(specs.storage)
        return ast.Function(span, d.name, d.span, frozenset(storage), self._typeref(specs, d.ptrs, span),
                            tuple(d.params or ()), body, tuple(tparams) if tparams is not None else None,
                            specs.bounds, (), tuple(specs.attrs), d.const)

    def function_def(self, meta, ch):
        tparams = ch[0] if isinstance(ch[0], list) else None
        rest = ch[1:] if tparams is not None or ch[0] is None else ch
        specs, d, body = [c for c in rest if c is not None][:3]
        return self._function(meta, tparams, specs, d, body)

    def top_declaration(self, meta, ch):
        tparams = ch[0] if isinstance(ch[0], list) else None
        specs = next(c for c in ch if isinstance(c, Specs))
        inits = [c for c in ch if isinstance(c, tuple)]
        if "typedef" in specs.storage:
            return None
        items, plain = [], []
        for init in inits:
            _, d, value, ctor, _span = init
            if d.params is not None and value is None and ctor is None:
                items.append(self._function(meta, tparams, specs, d, None))
            else:
                plain.append(init)
        if plain or not inits:
            decl = self._make_decl(meta, specs, plain)
            items.append(ast.GlobalDecl(decl.span, decl))
        return items

    # ------------------------------------------------------------------------------ statements
    def compound(self, meta, ch):
        return ast.Block(self._span(meta), _stmts(ch))

    def placeholder_block(self, meta, ch):
        block = self.blocks.get(str(keep(ch)[0]))
        return ast.Block(self._span(meta), block.stmts if block is not None else ())

    def expr_stmt(self, meta, ch):
        return ast.ExprStmt(self._span(meta), fix(keep(ch)[0]))

    def decl_stmt(self, meta, ch):
        return ch[0]

    def empty(self, meta, ch):
        return ast.Empty(self._span(meta))

    using_decl = empty  # NOTE: `using namespace ns;`, `using ns::f;`, `namespace a = b;` in a body declare no type

    def alias_decl(self, meta, ch):
        """`using X = T;`: as `typedef T X;`, a Decl with storage `typedef` (a local alias a launch may name)."""
        name = next(c for c in ch if isinstance(c, Token))
        tref = next(c for c in ch if isinstance(c, ast.TypeRef))
        return ast.Decl(self._span(meta), frozenset({"typedef"}), (ast.Declarator(self._tspan(name), str(name), tref),))

    def enumerator(self, meta, ch):
        return (str(ch[0]), self._span(meta), fix(ch[1]) if len(ch) > 1 and ch[1] is not None else None)

    def local_enum(self, meta, ch):
        """`enum { ROWS = Traits::ROWS, COLS };` in a body: its enumerators as `constexpr int` declarations."""
        out, prev = [], None
        for c in ch:
            if not (isinstance(c, tuple) and len(c) == 3 and isinstance(c[0], str)):
                continue
            name, span, value = c
            if value is None:
                value = ast.IntLit(span, 0, "0") if prev is None else \
                    ast.Binary(span, "+", ast.Name(span, prev), ast.IntLit(span, 1, "1"))
            out.append(ast.Declarator(span, name, ast.TypeRef(span, "int", "int"), (), value))
            prev = name
        return ast.Decl(self._span(meta), frozenset({"constexpr"}), tuple(out))

    def do_while(self, meta, ch):
        c = [x for x in ch if not isinstance(x, Token)]
        return ast.DoWhile(self._span(meta), c[0], fix(c[1]))

    def break_stmt(self, meta, ch):
        return ast.Jump(self._span(meta), "break")

    def continue_stmt(self, meta, ch):
        return ast.Jump(self._span(meta), "continue")

    def return_stmt(self, meta, ch):
        c = [x for x in ch if x is not None and not isinstance(x, Token)]
        return ast.Jump(self._span(meta), "return", fix(c[0]) if c else None)

    def goto_stmt(self, meta, ch):
        return ast.Jump(self._span(meta), "goto", None, str(keep(ch)[0]))

    def asm_stmt(self, meta, ch):
        return ast.ExprStmt(self._span(meta), ast.Opaque(self._span(meta), self._text(meta)))

    def if_cond(self, meta, ch):
        return (None, fix([c for c in ch if not isinstance(c, (Token, Tree))][0]))

    def if_init_expr(self, meta, ch):
        c = [fix(x) for x in ch if not isinstance(x, (Token, Tree))]
        return (ast.ExprStmt(c[0].span, c[0]), c[1])

    def if_init_decl(self, meta, ch):
        c = [x for x in ch if not isinstance(x, (Token, Tree))]
        return (c[0], fix(c[1]))

    def if_only(self, meta, ch):
        (init, cond), then = ch[0], ch[1]
        return ast.If(self._span(meta), cond, then, None, init)

    def if_else(self, meta, ch):
        (init, cond), then, other = ch[0], ch[1], ch[2]
        return ast.If(self._span(meta), cond, then, other, init)

    def handler(self, meta, ch):
        """`catch (T e) { ... }`: its body, the exception a declaration of unknown value."""
        param = next((c for c in ch if isinstance(c, ast.Param)), None)
        body = ch[-1]
        if param is None or param.name is None:
            return body
        decl = ast.Decl(param.span, frozenset(), (ast.Declarator(param.span, param.name, param.type),))
        return ast.Block(body.span, (decl,) + body.stmts)

    def try_stmt(self, meta, ch):
        """`try { A } catch (...) { B } ...`: A, then each handler under a condition nobody knows (the
        exception A may throw): a variable A assigns keeps A's value after it, or a handler's."""
        span = self._span(meta)
        body, handlers = ch[0], [c for c in ch[1:] if isinstance(c, ast.Block)]
        other = None
        for h in reversed(handlers):
            other = ast.If(h.span, ast.Opaque(h.span, "catch"), h, other)
        return ast.Block(span, (body,) if other is None else (body, other))

    def while_stmt(self, meta, ch):
        return ast.While(self._span(meta), fix(ch[0]), ch[1])

    def switch_stmt(self, meta, ch):
        return ast.Switch(self._span(meta), fix(ch[0]), ch[1])

    def for_classic(self, meta, ch):
        c = [x for x in ch if not isinstance(x, Token)]
        init = c[0] if c and not isinstance(c[0], Tree) else None
        cond = fix(c[1]) if len(c) > 1 and c[1] is not None else None
        step = fix(c[2]) if len(c) > 2 and c[2] is not None else None
        return ("for", init, cond, step, None)

    def for_range(self, meta, ch):
        specs, d, rng = [c for c in ch if not isinstance(c, Token)]
        decl = self._make_decl(meta, specs, [("decl", d, None, None, d.span)])
        return ("for", decl, None, None, fix(rng))

    def for_init_expr(self, meta, ch):
        e = fix(keep(ch)[0])
        return ast.ExprStmt(self._span(meta), e)

    def for_init_decl(self, meta, ch):
        return ch[0]

    def for_init_empty(self, meta, ch):
        return Tree("empty_init", [])

    def for_stmt(self, meta, ch):
        _, init, cond, step, rng = ch[0]
        return ast.For(self._span(meta), init, cond, _compound(step), ch[1], rng)

    def labeled(self, meta, ch):
        return ast.Labeled(self._span(meta), str(ch[0]), ch[-1])

    def case_stmt(self, meta, ch):
        c = keep(ch)
        return ast.Case(self._span(meta), fix(c[0]), c[-1])

    def case_range(self, meta, ch):
        c = [x for x in keep(ch) if not isinstance(x, Token)]
        return ast.Case(self._span(meta), fix(c[0]), c[-1])

    def default_stmt(self, meta, ch):
        return ast.Case(self._span(meta), None, keep(ch)[-1])

    # --------------------------------------------------------------------------------- lambdas
    def capture(self, meta, ch):
        return ("capture", self._text(meta))

    def lambda_expr(self, meta, ch):
        captures = tuple(c[1] for c in ch if isinstance(c, tuple) and c and c[0] == "capture")
        lp = next((c for c in ch if isinstance(c, Tree) and c.data == "lambda_params"), None)
        params = [p for p in (lp.children[0] or [] if lp is not None else []) if isinstance(p, ast.Param)]
        # NOTE: attributes after the parameters (`__attribute__((always_inline))`) are no specifier words
        spec_trees = [c for c in ch if isinstance(c, Tree) and c.data == "lambda_word"]
        spec_trees += [c for c in (lp.children[1:] if lp is not None else []) if isinstance(c, Tree)
                       and c.data == "lambda_word"]
        specs = frozenset(str(c.children[0]) for c in spec_trees)
        body = next(c for c in reversed(ch) if isinstance(c, ast.Block))
        return ast.Lambda(self._span(meta), captures, tuple(params), body, specs)


_COMPOUND = frozenset(("+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"))


def _compound(step):
    """A loop step `x = x op e` as the compound assignment it is, `x op= e` (`d = d >> 1` is `d >>= 1`; `i = s + i`,
    of a commutative op, `i += s`), so every reader of a loop's step (trip counts, variance, the interpreters) sees
    one form; its span stays the source's."""
    if type(step) is not ast.Assign or step.op != "=" or type(step.target) is not ast.Name:
        return step
    v, name = step.value, step.target.id
    if type(v) is not ast.Binary or v.op not in _COMPOUND:
        return step
    if type(v.left) is ast.Name and v.left.id == name:
        return ast.Assign(step.span, v.op + "=", step.target, v.right)
    if v.op in ("+", "*", "&", "|", "^") and type(v.right) is ast.Name and v.right.id == name:
        return ast.Assign(step.span, v.op + "=", step.target, v.left)
    return step
