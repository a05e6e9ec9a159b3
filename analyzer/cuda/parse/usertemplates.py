"""The data members of a class template (`template <int K> struct Window { float *data; int width; ... };`): they
are its members in every instantiation, so a method of `Window<8>` followed on an object sees them as the
object's fields (analysis/memory/methods.py, members.py). The record has no layout where a member's type or
extent is a template parameter (`T x`, `float a[N]`: the parameter is no type or constant here), as for any
member of a type kernlint does not know."""

from __future__ import annotations

from analyzer.cuda.parse.usertypes import ExprParser, Record, UserTypes, _record, _text, collect_template


def template_record(region_toks: list, all_toks: list, body: tuple[int, int], scope: tuple[str, ...],
                    expr: ExprParser, into: UserTypes, statics: bool = False) -> None:
    """Add the Record of `template <...> struct Name {...}` (the region's tokens; `body`: its braces' inside) to
    `into`; nothing for a specialisation (`struct S<int>`), a class with base classes, or anything else. With
    `statics`, its static constants too (usertypes.collect_template)."""
    if statics:
        collect_template(region_toks, all_toks, body, scope, expr, into)
    words = [_text(t) for t in region_toks]
    if len(words) < 6 or words[1] != "<" or "{" not in words:
        return
    depth, i = 0, 1
    while i < len(words):
        depth += (words[i] == "<") - (words[i] == ">") - 2 * (words[i] == ">>")
        if depth <= 0:
            break
        i += 1
    head = region_toks[i + 1:words.index("{")]
    if len(head) != 2 or _text(head[0]) not in ("struct", "class") or head[1].type not in ("IDENT", "TYPE_NAME"):
        return
    name = str(head[1])
    record = _record(head, body, all_toks, name, expr)
    if record is None or record.members is None:
        return
    for n in [name] + (["::".join(scope + (name,))] if scope else []):
        into.records.append(Record(n, record.union, record.members, record.align, record.constructed,
                                   record.constructors))
