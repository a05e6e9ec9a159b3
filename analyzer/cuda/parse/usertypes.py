"""User-defined types at namespace scope: structs/unions, typedef/using aliases and enum constants.

The front end does not parse class bodies (they are host C++ more often than not), but shared-memory
arrays of a struct, of a `typedef`, or sized by an enum constant are common in kernels. This module
reads those declarations from the token stream (`collect`, called by the parser on each top-level
region) and `layouts` turns them into sizes with the evaluator, on the device ABI of ctypes_table:

- a struct's members are laid out in order, each aligned to its own alignment; the size is rounded up
  to the largest alignment (or `__align__(N)` / `alignas(N)` on the struct); a union is its largest
  member. Static members and member functions take no room.
- what cannot be sized exactly stays unknown (never guessed): bit-fields, virtual functions, base
  classes, members of unknown type, templates, aligned members.
- enum constants count up from 0 or from their last explicit value; `enum class` constants are known
  only as `Name::X`; a struct's `static constexpr`/`static const` integer members with an initialiser are
  constants of the same kind, known as `Name::X` (a template kernel's `typename C = Cfg` reads `C::X`), and so are
  its `static constexpr dim3` members (`UserTypes.dim3s`: `k<<<n, Cfg::block>>>`).

A class template's declarations are read by parse/classtemplates.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, Callable

from analyzer.prebuilt import dataclass
from analyzer.cuda import ast

#: parse a token slice as an expression (the parser's MODE_EXPR), None when it does not parse
ExprParser = Callable[[list], "ast.Expr | None"]


@dataclass(frozen=True, slots=True)
class Member:
    type_text: str
    pointers: int
    dims: tuple[ast.Expr | None, ...] = ()
    name: str = ""  # the member's name (field offsets for the memory model)
    init: ast.Expr | None = None  # its default member initialiser (`int threads = 256;`, `int n{4};`)


@dataclass(frozen=True, slots=True)
class Constructor:
    """A constructor with an empty body (`constexpr Cfg(int h, int e) : heads(h), dim(e) {}`): its parameters'
    names and the members its initialisers set, read with the arguments of an object's declaration."""

    params: tuple[str, ...]
    inits: tuple[tuple[str, ast.Expr], ...]


@dataclass(frozen=True, slots=True)
class Record:
    """A struct/union; `members` None when its layout cannot be known exactly."""

    name: str
    union: bool
    members: tuple[Member, ...] | None
    align: int | None = None
    constructed: bool = False  # declares a constructor (its initialisers may override the members' defaults)
    constructors: tuple[Constructor, ...] = ()  # those with an empty body (cuda/model/objects.py); () if any other
    params: tuple[tuple[str, str], ...] = ()  # a class template's (UserTypes.class_templates), as TemplateStatics'


@dataclass(frozen=True, slots=True)
class Alias:
    name: str
    target: Member


@dataclass(frozen=True, slots=True)
class Enumerator:
    names: tuple[str, ...]  # `A`, and `E::A` (only the latter for `enum class`)
    value: ast.Expr | None  # None: one more than the previous (0 for the first)
    first: bool  # the first constant of its enum


@dataclass(frozen=True, slots=True)
class TemplateStatics:
    """A struct template's integer `static constexpr` members (`template <int kN_> struct Traits { static
    constexpr int kN = kN_; };`): its parameters ((kind "type" or "value", name), ...) and (member, initialiser)
    in order, evaluated per instantiation (`Traits<16>::kN`: cuda/model/host_instances.py)."""

    name: str
    params: tuple[tuple[str, str], ...]
    members: tuple[tuple[str, ast.Expr], ...]


@dataclass
class UserTypes:
    records: list[Record]
    aliases: list[Alias]
    enumerators: list[Enumerator]
    templates: list[TemplateStatics] = field(default_factory=list)
    class_templates: list[Record] = field(default_factory=list)  # members as written (`T *data`), for memory/
    dim3s: list[Enumerator] = field(default_factory=list)  # `static constexpr dim3` members: names, initialiser

    def __bool__(self) -> bool:
        return bool(self.records or self.aliases or self.enumerators or self.templates or self.class_templates
                    or self.dim3s)


def _text(tok: Any) -> str:
    return "" if tok.type in ("STRING_LIT", "CHAR_LIT") else str(tok)


def _matching(words: list[str], at: int) -> int:
    """The index of the bracket that closes `words[at]` (the last index where none does)."""
    depth = 0
    for end in range(at, len(words)):
        depth += (words[end] in ("(", "[", "{")) - (words[end] in (")", "]", "}"))
        if depth == 0:
            return end
    return len(words) - 1


def _split(toks: list, sep: str) -> list[list]:
    """Split at `sep` outside brackets."""
    out, cur, depth = [], [], 0
    for tok in toks:
        v = _text(tok)
        if v in ("(", "[", "{"):
            depth += 1
        elif v in (")", "]", "}"):
            depth -= 1
        if v == sep and depth == 0:
            out.append(cur)
            cur = []
        else:
            cur.append(tok)
    if cur:
        out.append(cur)
    return out


def _alignment(toks: list) -> int | None:
    """N from `__align__(N)` / `alignas(N)` among `toks` (an integer literal only)."""
    for i, tok in enumerate(toks):
        if _text(tok) in ("__align__", "alignas", "__attribute__") and i + 2 < len(toks):
            for t in toks[i + 1:i + 8]:
                if t.type == "INT_LIT":
                    try:
                        return int(str(t).rstrip("uUlL"), 0)
                    except ValueError:
                        return None
    return None


def _declarators(toks: list, expr: ExprParser) -> list[Member] | None:
    """`float a, *b, c[4][N]` -> Members (names dropped); None when the shape is not understood."""
    parts = _split(toks, ",")
    if not parts:
        return None
    first = parts[0]
    name_at = None  # the first declarator's name: the last name before its dimensions
    for i, tok in enumerate(first):
        if _text(tok) in ("[", "=", "{"):
            break
        if tok.type == "IDENT" or tok.type == "TYPE_NAME":
            name_at = i
    if name_at is None or name_at == 0:
        return None
    base = [t for t in first[:name_at] if _text(t) not in ("*", "&")]
    base_text = " ".join(str(t) for t in base)
    out = []
    for n, part in enumerate(parts):
        decl = part[name_at:] if n == 0 else part
        stars = sum(1 for t in (first[:name_at] if n == 0 else decl) if _text(t) == "*")
        dims: list[ast.Expr | None] = []
        i = 0
        while i < len(decl):
            if _text(decl[i]) == "[":
                j = _matching([_text(t) for t in decl], i) + 1
                dims.append(expr(decl[i + 1:j - 1]) if j - 1 > i + 1 else None)
                i = j
            elif _text(decl[i]) == ":":
                return None  # a bit-field: its packing is not modelled
            elif _text(decl[i]) in ("=", "{"):
                break  # a default member initialiser takes no room
            else:
                i += 1
        init = None
        if i < len(decl) and not dims:
            inner = decl[i + 1:] if _text(decl[i]) == "=" else decl[i + 1:-1]
            init = expr(inner) if inner else None
        names = [_text(t) for t in decl[:i] if t.type in ("IDENT", "TYPE_NAME")]
        out.append(Member(base_text, stars, tuple(dims), _text(decl[0]) if n == 0 and decl else
                          (names[0] if names else ""), init))
    return out


def _record(toks: list, body: tuple[int, int], all_toks: list, name: str, expr: ExprParser) -> Record | None:
    """A struct/union from its head tokens and body range."""
    head = [_text(t) for t in toks]
    union = "union" in head[:2]
    if ":" in head or "template" in head:
        return None if not name else Record(name, union, None)  # base classes, templates
    members: list[Member] | None = []
    constructed, ctors, short = False, [], name.rsplit("::", 1)[-1]
    for stmt in (piece for whole in _split(all_toks[body[0]:body[1]], ";") for piece in _bodies(whole)):
        words = [_text(t) for t in stmt]
        while len(words) >= 2 and words[0] in ("public", "private", "protected") and words[1] == ":":
            stmt, words = stmt[2:], words[2:]
        if short and "(" in words and words.index("(") > 0 and words[words.index("(") - 1] == short \
                and words[max(words.index("(") - 2, 0)] != "~" \
                and words[0] not in ("static", "friend", "template", "using", "typedef"):  # NOTE: not `~Cfg()`
            constructed = True
            ctors.append(_constructor(stmt, words.index("("), expr))  # NOTE: `constexpr Cfg(...)` too
            continue
        if not stmt or words[0] in ("static", "using", "typedef", "friend", "template", "enum") \
                or words[0] == "constexpr":
            continue
        if "virtual" in words or "{" in words and "(" not in words and (
                words[0] in ("struct", "class", "union") or "=" not in words and words[words.index("{") - 1]
                in ("struct", "class", "union")):
            members = None  # virtual functions, nested definitions (not a brace initialiser: `int n{4};`)
            break
        if "(" in words:
            constructed = constructed or short in words[:words.index("(")]
            continue  # a member function (or constructor): no room in the object
        if "__align__" in words or "alignas" in words:
            members = None
            break
        got = _declarators([t for t in stmt if _text(t) not in ("const", "volatile", "mutable")], expr)
        if got is None:
            members = None
            break
        members.extend(got)
    return Record(name, union, tuple(members) if members is not None else None, _alignment(toks), constructed,
                  tuple(ctors) if all(ctors) else ())


def _bodies(stmt: list) -> list[list]:
    """A statement split after each function body it holds (`S(int a) : x(a) {} int x`: no `;` ends a body)."""
    out, start, depth, call, body = [], 0, 0, False, False
    for i, tok in enumerate(stmt):
        v = _text(tok)
        call = call or v == "(" and depth == 0
        if v == "{" and depth == 0:  # NOTE: not a member's brace initialiser (`: x{b}`: a name before it)
            body = call and i > 0 and stmt[i - 1].type not in ("IDENT", "TYPE_NAME")
        depth += (v in ("(", "[", "{")) - (v in (")", "]", "}"))
        if v == "}" and depth == 0 and body:
            out.append(stmt[start:i + 1])
            start, call, body = i + 1, False, False
    return out + ([stmt[start:]] if start < len(stmt) else [])


def _constructor(stmt: list, at: int, expr: ExprParser) -> Constructor | None:
    """The Constructor of `stmt` (its `(` at `at`), None where its body is not empty or an initialiser is not
    `member(expr)` / `member{expr}`."""
    words = [_text(t) for t in stmt]
    end = _matching(words, at)
    params = []
    for part in _split(stmt[at + 1:end], ",") if words[at + 1:end] != ["void"] else ():
        texts = [_text(t) for t in part]
        names = [str(t) for t in part[:texts.index("=") if "=" in texts else len(part)] if t.type == "IDENT"]
        if not names or "..." in texts:
            return None
        params.append(names[-1])
    i, inits = end + 1, []
    if i < len(words) and words[i] == ":":
        i += 1
        while i + 1 < len(words) and stmt[i].type in ("IDENT", "TYPE_NAME") and words[i + 1] in ("(", "{"):
            j = _matching(words, i + 1)
            value = expr(stmt[i + 2:j]) if j > i + 2 else None
            if value is None:
                return None
            inits.append((words[i], value))
            i = j + 1
            if i < len(words) and words[i] == ",":
                i += 1
    return Constructor(tuple(params), tuple(inits)) if words[i:] == ["{", "}"] else None


def collect(region_toks: list, all_toks: list, body: tuple[int, int] | None, scope: tuple[str, ...],
            expr: ExprParser, into: UserTypes) -> None:
    """Add the types and constants a top-level region declares (`struct S {...};`, `typedef T N;`,
    `using N = T;`, `enum [class] E {...};`) to `into`; anything else is ignored."""
    words = [_text(t) for t in region_toks]
    if not words:
        return
    prefix = "::".join(scope)

    def names(name: str) -> list[str]:
        return [name] + ([f"{prefix}::{name}"] if prefix else [])

    if words[0] == "using" and len(words) > 3 and words[2] == "=" and region_toks[1].type in ("IDENT", "TYPE_NAME"):
        # NOTE: `using N = T;` is read as the declaration `T N`
        target = _declarators(region_toks[3:-1] + [region_toks[1]], expr) if words[-1] == ";" else None
        if target and len(target) == 1:
            for n in names(str(region_toks[1])):
                into.aliases.append(Alias(n, target[0]))
        return
    typedef = words[0] == "typedef"
    rest = region_toks[1:] if typedef else region_toks
    rwords = words[1:] if typedef else words
    if body is not None and rwords and rwords[0] in ("struct", "union", "class", "enum"):
        open_at = next(i for i, t in enumerate(region_toks) if _text(t) == "{")
        head = region_toks[:open_at]
        tag = next((str(t) for t in reversed(head) if t.type in ("IDENT", "TYPE_NAME")
                    and _text(t) not in ("struct", "union", "class", "enum", "typedef")), "")
        tail = [t for t in all_toks[body[1] + 1:body[1] + 8] if _text(t) != ";"]
        alias = str(tail[0]) if typedef and tail and tail[0].type in ("IDENT", "TYPE_NAME") else ""
        if rwords[0] == "enum":
            _enum(all_toks[body[0]:body[1]], tag or alias, "class" in rwords[:2] or "struct" in rwords[1:2],
                  prefix, expr, into)
            return
        record = _record(head, body, all_toks, tag or alias, expr)
        if tag and "template" not in words[:words.index("{")]:
            static_members(all_toks[body[0]:body[1]], names(tag), expr, into)
        if record is not None:
            for label in {tag, alias} - {""}:
                for n in names(label):
                    into.records.append(Record(n, record.union, record.members, record.align, record.constructed,
                                               record.constructors))
        return
    if typedef and "(" not in rwords and len(rest) >= 3 and words[-1] == ";":
        target = _declarators(rest[:-1], expr)
        name = next((str(t) for t in reversed(rest[:-1]) if t.type in ("IDENT", "TYPE_NAME")), "")
        if target and len(target) == 1 and name:
            for n in names(name):
                into.aliases.append(Alias(n, target[0]))


_INTEGER_WORDS = frozenset("int unsigned signed long short char size_t int32_t uint32_t int64_t uint64_t "
                           "static constexpr const inline".split())


def static_members(toks: list, owners: list[str], expr: ExprParser, into: UserTypes) -> None:
    """`static constexpr int kWidth = 8;` in a struct body: the constant `Owner::kWidth` (an enumerator
    with its own value), for a member of an integer type whose initialiser evaluates; a `static constexpr dim3`
    member (`= dim3(32, 1, 8)`, `{32, 1, 8}`) is one of `into.dim3s`, its initialiser a launch dimension."""
    for stmt in _split(toks, ";"):
        words = [_text(t) for t in stmt]
        if "static" not in words or not ("constexpr" in words or "const" in words):
            continue
        last = len(words) - 1 - words[::-1].index("static")
        if "}" in words[:last]:  # NOTE: a member function's body or a nested type ends before it, with no `;`
            cut = last - words[:last][::-1].index("}")
            stmt, words = stmt[cut:], words[cut:]
        while len(words) >= 2 and words[1] == ":" and words[0] in ("public", "private", "protected"):
            stmt, words = stmt[2:], words[2:]
        if "dim3" in words:  # NOTE: `static constexpr dim3 b = dim3(32, 1, 8);` or `... dim3 b{32, 1, 8};`
            at = words.index("dim3") + 2
            init = stmt[at + (at < len(words) and words[at] == "="):]
            init = [stmt[at - 2]] + init if init and _text(init[0]) == "{" else init  # NOTE: `{32, 1, 8}` a dim3's
            if at < len(words) and words[at] in ("=", "{") and stmt[at - 1].type == "IDENT" \
                    and set(words[:at - 2]) <= _INTEGER_WORDS and (value := expr(init)):
                into.dim3s.append(Enumerator(tuple(f"{o}::{words[at - 1]}" for o in owners), value, True))
            continue
        at = words.index("=") if "=" in words else 0
        if at >= 2 and stmt[at - 1].type == "IDENT" and set(words[:at - 1]) <= _INTEGER_WORDS:
            value = expr(stmt[at + 1:])
            if value is not None:
                into.enumerators.append(Enumerator(tuple(f"{o}::{words[at - 1]}" for o in owners), value, True))


def _enum(toks: list, name: str, scoped: bool, prefix: str, expr: ExprParser, into: UserTypes) -> None:
    first = True
    for entry in _split(toks, ","):
        if not entry or entry[0].type not in ("IDENT", "TYPE_NAME"):
            continue
        const = str(entry[0])
        value = expr(entry[2:]) if len(entry) > 2 and _text(entry[1]) == "=" else None
        labels: list[str] = []
        if not scoped:
            labels.append(const)
            if prefix:
                labels.append(f"{prefix}::{const}")
        if name:
            labels.append(f"{name}::{const}")
            if prefix:
                labels.append(f"{prefix}::{name}::{const}")
        into.enumerators.append(Enumerator(tuple(labels), value, first))
        first = False
