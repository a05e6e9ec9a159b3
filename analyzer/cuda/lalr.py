"""A lean LALR(1) driver over lark's parse table that builds the IR while it reduces.

NOTE: why not `Lark.parse` + a Transformer: the C precedence chain makes every operand go through
~16 reductions, and lark's tree builder (child filters, position propagation, Tree objects) followed by
a separate transform pass was 3/4 of the parse time. This driver applies the same tree-shaping rules
lark documents (anonymous tokens filtered unless `!`, `_rule` children spliced, `?rule` with one child
inlined, `[x]` -> None placeholders) and calls the builder's method for each rule directly, with a
small Meta computed from the first and last token of the reduction. It reads lark's table (built and
cached by analyzer.grammar.get_parser); the grammar stays the single source of truth.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree
from lark.parsers.lalr_analysis import Shift


class ParseFailure(Exception):
    """The token sequence does not match the grammar; `token` is where it stopped."""

    def __init__(self, token: Token, expected: list[str]):
        super().__init__(f"unexpected {token.type} {str(token)!r}")
        self.token = token
        self.expected = expected


class Meta:
    """Positions of a reduction (lark's meta fields), from its first and last token."""

    __slots__ = ("empty", "line", "column", "end_line", "end_column", "start_pos", "end_pos")

    def __init__(self, first: Token | None, last: Token | None):
        if first is None or last is None:
            self.empty = True
            return
        self.empty = False
        self.line, self.column, self.start_pos = first.line, first.column, first.start_pos
        self.end_line, self.end_column, self.end_pos = last.end_line, last.end_column, last.end_pos


_UNIT = ("unit",)  # plan of a one-symbol `?rule` alternative that just passes its child up


class _Splice(list):
    """Children of an inlined `_rule`, spliced into the parent's children."""


class Driver:
    """Parses token lists with `lark_parser`'s LALR table, calling `builder.<rule>(meta, children)`."""

    def __init__(self, lark_parser: Any, builder: Any):
        table = lark_parser.parser.parser.parser.parse_table
        self.states = table.states
        self.start_state = table.start_states["start"]
        self.end_state = table.end_states["start"]
        self.builder = builder
        self.plans: dict[Any, tuple] = {}

    def _plan(self, rule: Any) -> tuple:
        """_UNIT, or (size, name, callback, expand1, [(index, splice, nones_before)], trailing nones)."""
        opts = rule.options
        expansion = rule.expansion
        empty = getattr(opts, "empty_indices", ()) or ()
        if empty:
            s = "".join(str(int(b)) for b in empty)
            nones = [len(ones) for ones in s.split("0")]
        else:
            nones = [0] * (len(expansion) + 1)
        include, pending = [], 0
        for i, sym in enumerate(expansion):
            pending += nones[i]
            if opts.keep_all_tokens or not (sym.is_term and sym.filter_out):
                include.append((i, not sym.is_term and sym.name.startswith("_"), pending))
                pending = 0
        pending += nones[len(expansion)]
        name = rule.alias or rule.origin.name
        callback = getattr(self.builder, name, None) if not name.startswith("_") else None
        plan = (len(expansion), name, callback, bool(opts.expand1) and not rule.alias, include, pending)
        if plan[0] == 1 and plan[3] and include == [(0, False, 0)] and not pending:
            plan = _UNIT
        self.plans[rule] = plan
        return plan

    def parse(self, tokens: list[Token]) -> Any:
        """The builder's value for `tokens` (the MODE_* token first); raises ParseFailure."""
        states, plans = self.states, self.plans
        state_stack = [self.start_state]
        values: list[Any] = []
        firsts: list[Token | None] = []
        lasts: list[Token | None] = []
        end = Token("$END", "", 0, 1, 1, 1, 1, 0)
        if tokens:
            end = Token.new_borrow_pos("$END", "", tokens[-1])
        for token in [*tokens, end]:
            ttype = token.type
            while True:
                row = states[state_stack[-1]]
                try:
                    action, arg = row[ttype]
                except KeyError:
                    raise ParseFailure(token, sorted(k for k in row if k.isupper())) from None
                if action is Shift:
                    state_stack.append(arg)
                    values.append(token)
                    firsts.append(token)
                    lasts.append(token)
                    break
                plan = plans.get(arg) or self._plan(arg)
                if plan is _UNIT:
                    # NOTE: `?a: b` chain step (most reductions): the value stays, only the state changes
                    state_stack[-1] = states[state_stack[-2]][arg.origin.name][1]
                    if ttype == "$END" and state_stack[-1] == self.end_state:
                        return values[-1]
                    continue
                size, name, callback, expand1, include, trailing = plan
                if size:
                    popped = values[-size:]
                    first = next((f for f in firsts[-size:] if f is not None), None)
                    last = next((f for f in reversed(lasts[-size:]) if f is not None), None)
                    del state_stack[-size:], values[-size:], firsts[-size:], lasts[-size:]
                else:
                    popped, first, last = [], None, None
                children: list[Any] = []
                for index, splice, nones in include:
                    if nones:
                        children.extend([None] * nones)
                    child = popped[index]
                    if splice and isinstance(child, _Splice):
                        children.extend(child)
                    else:
                        children.append(child)
                if trailing:
                    children.extend([None] * trailing)
                if name.startswith("_"):
                    value: Any = _Splice(children)
                elif expand1 and len(children) == 1:
                    value = children[0]
                elif callback is not None:
                    value = callback(Meta(first, last), children)
                else:
                    value = Tree(name, children)
                _, new_state = states[state_stack[-1]][arg.origin.name]
                state_stack.append(new_state)
                values.append(value)
                firsts.append(first)
                lasts.append(last)
                if ttype == "$END" and new_state == self.end_state:
                    return values[-1]
        raise ParseFailure(end, [])  # pragma: no cover - the loop returns at $END
