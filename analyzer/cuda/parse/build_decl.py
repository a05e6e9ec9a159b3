"""Declarations, statements and top-level items of the lark tree -> IR (see analyzer/cuda/parse/build_expr.py)."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.parse.lalr import Token, Tree
from analyzer.cuda.parse.build_expr import Dim, Direct, ExprBuilder, Specs, TName, fix, keep

_SCALARS = {"void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "bool", "auto",
            "wchar_t", "char16_t", "char32_t", "__int128", "_Bool"}


_ATTRIBUTE_STORAGE = {"global": "__global__", "device": "__device__", "host": "__host__", "shared": "__shared__",
                      "constant": "__constant__", "managed": "__managed__"}


def _word(tree: Any) -> str:
    return str(tree.children[0]) if isinstance(tree, Tree) else str(tree)


class DeclBuilder(ExprBuilder):
    """Types, declarators and declarations (expressions come from ExprBuilder)."""

    # --------------------------------------------------------------------------------- types
    def decl_specs(self, meta, ch):
        # NOTE: every field passed, so the dataclass's default factories are not run
        s = Specs(storage=set(), quals=set(), words=[], targs=(), bounds=None, attrs=[], text="",
                  span=self._span(meta))
        pieces = []
        for c in ch:
            if isinstance(c, Tree):
                word = _word(c)
                if c.data == "storage":
                    s.storage.add(" ".join(str(t) for t in c.children))
                elif c.data == "cv":
                    s.quals.add(word)
                    pieces.append(word)
                elif c.data == "type_kw":
                    s.words.append(word)
                    pieces.append(word)
                elif c.data == "elaborated":
                    s.words.append(f"{_word(c.children[0])} {c.children[1]}")
                    if len(c.children) > 2:  # NOTE: `struct W<4>`: a specialisation, its arguments as W<4>'s
                        s.targs = self._targs(c.children[2].children)
                    pieces.append(s.words[-1] + (f"<{', '.join(s.targs)}>" if len(c.children) > 2 else ""))
            elif isinstance(c, TName):
                s.words.append(c.name.id)
                s.targs = c.targs
                pieces.append(c.full.id)
            elif isinstance(c, tuple) and c and c[0] == "bounds":
                s.bounds = c[1]
            elif isinstance(c, tuple) and c and c[0] == "attrs":
                s.attrs.extend(c[1])
                for a in c[1]:
                    # NOTE: HIP spells `__global__` as `__attribute__((global))` (also device, host, shared)
                    word = a.id if isinstance(a, ast.Name) else a.func.id if isinstance(a, ast.Call) and not a.args \
                        and isinstance(a.func, ast.Name) else ""
                    if word in _ATTRIBUTE_STORAGE:
                        s.storage.add(_ATTRIBUTE_STORAGE[word])
            elif isinstance(c, tuple) and c and c[0] == "align":
                s.attrs.append(c[1])
            elif isinstance(c, ast.Opaque):
                s.words.append(c.text)
                pieces.append(c.text)
        s.text = " ".join(pieces)
        return s

    def type_name_ref(self, meta, ch):
        # NOTE: `A<B>::C<D>` keeps the whole spelling (less the last argument list) as the name.
        span, full = self._span(meta), self._text(meta)
        ta = ch[-1] if isinstance(ch[-1], Tree) and ch[-1].data == "template_args" else None
        targs = self._targs(ta.children) if ta is not None else ()
        if isinstance(ch[0], TName):
            base = full.rsplit("<", 1)[0].strip() if ta is not None else full
        else:
            base = str(ch[0])
        return TName(ast.Name(span, base), targs, ast.Name(span, full))

    def template_args(self, meta, ch):
        return Tree("template_args", ch)

    def launch_bounds(self, meta, ch):
        return ("bounds", tuple(keep(ch)[0]))

    def gnu_attribute(self, meta, ch):
        return ("attrs", [c for c in ch if not isinstance(c, Token) and c is not None])

    def cluster_dims(self, meta, ch):
        # NOTE: `__cluster_dims__(x, y, z)` and `__maxnreg__(n)` kept as attributes (a call named by the keyword)
        span = self._span(meta)
        word = self._text(meta).split("(", 1)[0].strip()
        return ("attrs", [ast.Call(span, ast.Name(span, word), tuple(keep(ch)[0]))])

    def attr_item(self, meta, ch):
        head = ch[0]
        name = ast.Name(self._tspan(head) if isinstance(head, Token) else self._span(meta), _word(head))
        args = [c for c in ch[1:] if c is not None and not isinstance(c, Token)]
        return ast.Call(self._span(meta), name, tuple(args[0]) if args else ()) if len(ch) > 1 else name

    def align_attr(self, meta, ch):
        return ("align", ast.Call(self._span(meta), ast.Name(self._span(meta), "alignas"),
                                  tuple(fix(c) for c in keep(ch) if not isinstance(c, ast.TypeRef))))

    def decltype_spec(self, meta, ch):
        return ast.Opaque(self._span(meta), self._text(meta))

    def ptr(self, meta, ch):
        return ("*", frozenset(_word(c) for c in ch if isinstance(c, Tree)))

    def ref(self, meta, ch):
        return ("&", frozenset())

    def rref(self, meta, ch):
        return ("&&", frozenset())

    def ptr_ops(self, meta, ch):
        return list(ch)

    def _typeref(self, specs: Specs, ptrs, span, extra: str = "") -> ast.TypeRef:
        if not ptrs:
            # NOTE: most types have no pointer ops: what the general path below gives for them
            return ast.TypeRef(specs.span or span, (specs.text + extra).strip(), " ".join(specs.words) or "int", 0,
                               False, frozenset(specs.quals), specs.targs)
        quals = set(specs.quals)
        for _, cv in ptrs:
            quals |= cv
        pointers = sum(1 for p, _ in ptrs if p == "*")
        reference = any(p in ("&", "&&") for p, _ in ptrs)
        base = " ".join(specs.words) or "int"
        text = specs.text + (" " + " ".join(p + (" " + " ".join(sorted(cv)) if cv else "") for p, cv in ptrs)
                             if ptrs else "") + extra
        return ast.TypeRef(specs.span or span, text.strip(), base, pointers, reference, frozenset(quals),
                           specs.targs)

    def abstract_declarator(self, meta, ch):
        return ch

    def type_id(self, meta, ch):
        specs = ch[0]
        ptrs = [c for c in (ch[1] if len(ch) > 1 and ch[1] else []) if isinstance(c, tuple)]
        ref = self._typeref(specs, ptrs, self._span(meta))
        return ast.TypeRef(self._span(meta), ref.text, ref.base, ref.pointers, ref.reference, ref.qualifiers,
                           ref.template_args)

    def trailing_type(self, meta, ch):
        ptrs = [("*", frozenset()) for c in ch[1:] if isinstance(c, Tree)]
        ref = self._typeref(ch[0], ptrs, self._span(meta))
        return ast.TypeRef(self._span(meta), ref.text, ref.base, ref.pointers, ref.reference, ref.qualifiers,
                           ref.template_args)

    # --------------------------------------------------------------------------- declarators
    def decl_name(self, meta, ch):
        return Direct(str(ch[0]), self._tspan(ch[0]))

    def decl_structured(self, meta, ch):
        names = [str(c) for c in ch if isinstance(c, Token) and c.type == "IDENT"]
        return Direct(f"[{', '.join(names)}]", self._span(meta))

    def decl_template_name(self, meta, ch):
        return Direct(str(ch[0]), self._tspan(ch[0]), targs=self._targs(ch[1].children))

    def array_dim(self, meta, ch):
        c = [x for x in ch if not isinstance(x, Token)]
        return Dim(fix(c[0]) if c and c[0] is not None else None)

    def decl_array(self, meta, ch):
        ch[0].dims.append(ch[1].expr)
        return ch[0]

    def decl_function(self, meta, ch):
        d = ch[0]
        if d.params is None:
            d.params = [p for p in (ch[1] or []) if isinstance(p, ast.Param)] if len(ch) > 1 else []
            d.const = any(isinstance(c, Tree) and c.data == "fn_suffix" and str(c.children[0]) == "const"
                          for c in ch[2:])
        return d

    def declarator(self, meta, ch):
        d = ch[-1]
        if len(ch) > 1 and ch[0]:
            d.ptrs = list(ch[0]) + d.ptrs
        return d

    def params(self, meta, ch):
        return [c for c in ch if isinstance(c, ast.Param)]

    def param(self, meta, ch):
        specs = ch[0]
        ptrs = [c for c in ch[1:] if isinstance(c, tuple)]
        name = next((c for c in ch[1:] if isinstance(c, Token) and c.type == "IDENT"), None)
        dims = tuple(c.expr for c in ch if isinstance(c, Dim))
        default = ch[-1] if len(ch) > 1 and not isinstance(ch[-1], (Token, tuple, Dim, Specs)) else None
        span = self._span(meta)
        return ast.Param(span, str(name) if name else None, self._typeref(specs, ptrs, span), dims,
                         fix(default) if default is not None else None)

    param_pack = param

    def _declarator_ir(self, specs: Specs, d: Direct, span, init=None, ctor=None) -> ast.Declarator:
        tref = self._typeref(specs, d.ptrs, span)
        if ctor is not None and len(ctor) == 1 and init is None and not d.dims and _scalar(tref):
            init, ctor = ctor[0], None  # NOTE: `int r{0}`, `size_t i(0U)`, `T *const p{q}`: the same as `int r = 0`
        return ast.Declarator(span, d.name, tref, tuple(d.dims), fix(init) if init is not None else None, ctor)

    def init_plain(self, meta, ch):
        return ("decl", ch[0], None, None, self._span(meta))

    def init_assign(self, meta, ch):
        return ("decl", ch[0], ch[-1], None, self._span(meta))

    def init_ctor(self, meta, ch):
        ptrs = ch[0] if len(ch) == 3 and isinstance(ch[0], list) else []
        d = [c for c in ch if isinstance(c, Direct)][0]
        d.ptrs = list(ptrs or []) + d.ptrs
        return ("decl", d, None, tuple(ch[-1]), self._span(meta))

    def init_brace(self, meta, ch):
        if ch[1].names:  # NOTE: `P p{.n = 4}`: the designators go with the items
            return ("decl", ch[0], ch[1], None, self._span(meta))
        return ("decl", ch[0], None, tuple(ch[1].items), self._span(meta))

    def init_list(self, meta, ch):
        return ast.InitList(self._span(meta), tuple(fix(c) for c in ch if not isinstance(c, Token)))

    def designated_init(self, meta, ch):
        items = tuple(fix(c) for c in ch if not isinstance(c, Token))
        names = tuple(str(c) for c in ch if isinstance(c, Token))
        return ast.InitList(self._span(meta), items, names if len(names) == len(items) else ())

    def _make_decl(self, meta, specs: Specs, inits) -> ast.Decl:
        storage = set(specs.storage) | ({"const"} & specs.quals)
        decls = tuple([self._declarator_ir(specs, d, span, init, ctor) for _, d, init, ctor, span in inits])
        return ast.Decl(self._span(meta), frozenset(storage), decls)

    def declaration(self, meta, ch):
        return self._make_decl(meta, ch[0], [c for c in ch[1:] if isinstance(c, tuple)])

    def functional(self, meta, ch):
        tname, args = ch[0], [fix(a) for a in (ch[1] if len(ch) > 1 and ch[1] is not None else [])]
        span = self._span(meta)
        base = tname.name.id
        if len(args) == 1 and "::" not in base.rsplit(">", 1)[-1] and base != "dim3":
            return ast.Cast(span, self._tref(tname), args[0], "functional")
        return ast.Call(span, tname.full if "::" in tname.full.id.rsplit(">", 1)[-1] else tname.name,
                        tuple(args), tname.targs)

    def _tref(self, tname: TName) -> ast.TypeRef:
        return ast.TypeRef(tname.full.span, tname.full.id, tname.name.id, template_args=tname.targs)

    def scoped_value(self, meta, ch):
        return ast.Name(self._span(meta), self._text(meta))

    def functional_brace(self, meta, ch):
        return ast.Cast(self._span(meta), self._tref(ch[0]), ch[-1], "functional")

    def decltype_brace(self, meta, ch):
        tref = ast.TypeRef(ch[0].span, ch[0].text, ch[0].text)
        return ast.Cast(self._span(meta), tref, ch[-1], "functional")

    def functional_kw_brace(self, meta, ch):
        word = _word(ch[0])
        tref = ast.TypeRef(self._tspan(ch[0].children[0]), word, word)
        return ast.Cast(self._span(meta), tref, ch[-1], "functional")

    def functional_kw(self, meta, ch):
        word = _word(ch[0])
        args = [fix(a) for a in (ch[1] if len(ch) > 1 and ch[1] is not None else [])]
        span = self._span(meta)
        tref = ast.TypeRef(self._tspan(ch[0].children[0]), word, word)
        if len(args) == 1:
            return ast.Cast(span, tref, args[0], "functional")
        return ast.Call(span, ast.Name(tref.span, word), tuple(args))


_SCALAR_WORDS = frozenset(("auto bool char short int long signed unsigned float double size_t ssize_t ptrdiff_t "
                           "intptr_t uintptr_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t "
                           "const volatile constexpr").split())


def _scalar(t: ast.TypeRef) -> bool:
    """A pointer or a built-in arithmetic type (or `auto`), whose direct initialisation with one value, `{v}` or
    `(v)`, gives it that value as `= v` does (a class's constructor is no such value)."""
    return bool(t.pointers) or bool(t.base) and all(w in _SCALAR_WORDS for w in t.base.replace("std::", "").split())
