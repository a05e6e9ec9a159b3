"""A lean LALR(1) driver over lark's parse table that builds the IR while it reduces.

NOTE: why not `Lark.parse` + a Transformer: the C precedence chain makes every operand go through
~16 reductions, and lark's tree builder (child filters, position propagation, Tree objects) followed by
a separate transform pass was 3/4 of the parse time. This driver applies the same tree-shaping rules
lark documents (anonymous tokens filtered unless `!`, `_rule` children spliced, `?rule` with one child
inlined, `[x]` -> None placeholders) and calls the builder's method for each rule directly, with a
`meta` of the reduction's first and last token. It reads lark's table (built and
cached by analyzer.grammar.get_parser); the grammar stays the single source of truth.
"""

from __future__ import annotations

from typing import Any


class Token(str):
    """A token: lark's Token fields (1-based line/column, end exclusive; 0-based *_pos), no lark import."""

    __slots__ = ("type", "start_pos", "line", "column", "end_line", "end_column", "end_pos")

    def __new__(cls, type_: str, value: str, start_pos: int, line: int, column: int, end_line: int,
                end_column: int, end_pos: int) -> "Token":
        tok = str.__new__(cls, value)
        tok.type, tok.start_pos, tok.line, tok.column = type_, start_pos, line, column
        tok.end_line, tok.end_column, tok.end_pos = end_line, end_column, end_pos
        return tok

    @classmethod
    def new_borrow_pos(cls, type_: str, value: str, other: "Token") -> "Token":
        return cls(type_, value, other.start_pos, other.line, other.column, other.end_line, other.end_column,
                   other.end_pos)

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {str(self)!r})"


class Tree:
    """A grammar rule without a builder method: its name and children."""

    __slots__ = ("data", "children")

    def __init__(self, data: str, children: list[Any]):
        self.data, self.children = data, children

    def __repr__(self) -> str:
        return f"Tree({self.data!r}, {self.children!r})"


class ParseFailure(Exception):
    """The token sequence does not match the grammar; `token` is where it stopped."""

    def __init__(self, token: Token, expected: list[str]):
        super().__init__(f"unexpected {token.type} {str(token)!r}")
        self.token = token
        self.expected = expected


TABLE_FORMAT = 3  # NOTE: bump when compile_table's output changes (it is part of the cache key)


class _Splice(list):
    """Children of an inlined `_rule`, spliced into the parent's children."""


def compile_table(lark_parser: Any) -> dict[str, Any]:
    """lark's LALR table as plain data (fast to pickle/unpickle): actions are ints, shift >= 0 (the
    next state), reduce < 0 (-1 - rule index); rules are plans (see `_plan`). Each state's row is kept
    marshalled on its own (`rows`, bytes by state number), decoded when the parser first enters the state."""
    import marshal

    from lark.parsers.lalr_analysis import Shift

    table = lark_parser.parser.parser.parser.parse_table
    rules: list[tuple] = []
    index: dict[Any, int] = {}
    states: dict[int, dict[str, int]] = {}
    for state, row in table.states.items():
        out: dict[str, int] = {}
        for sym, (action, arg) in row.items():
            sym = str(sym)  # NOTE: plain str keys (lark's Token.__eq__ is slow and needs lark to unpickle)
            if action is Shift:
                out[sym] = arg
            else:
                if arg not in index:
                    index[arg] = len(rules)
                    rules.append(_plan(arg))
                out[sym] = -1 - index[arg]
        states[state] = out
    rows = tuple(marshal.dumps(states[i]) for i in range(len(states)))  # NOTE: lark numbers its states 0..n-1
    return {"rows": rows, "start": table.start_states["start"], "end": table.end_states["start"], "rules": rules}


def _plan(rule: Any) -> tuple:
    """(goto symbol, name, size, expand1, [(index, splice, nones_before)], trailing nones, unit)."""
    opts = rule.options
    expansion = rule.expansion
    empty = getattr(opts, "empty_indices", ()) or ()
    if empty:
        nones = [len(ones) for ones in "".join(str(int(b)) for b in empty).split("0")]
    else:
        nones = [0] * (len(expansion) + 1)
    include, pending = [], 0
    for i, sym in enumerate(expansion):
        pending += nones[i]
        if opts.keep_all_tokens or not (sym.is_term and sym.filter_out):
            include.append((i, not sym.is_term and sym.name.startswith("_"), pending))
            pending = 0
    pending += nones[len(expansion)]
    expand1 = bool(opts.expand1) and not rule.alias
    unit = len(expansion) == 1 and expand1 and include == [(0, False, 0)] and not pending
    return (str(rule.origin.name), str(rule.alias or rule.origin.name), len(expansion), expand1, include, pending,
            unit)


class Driver:
    """Parses token lists with a compiled table, calling `builder.<rule>(meta, children)` per reduction.

    `meta` is `(first token, last token)` of the reduction, or None when it covers no token (lark's
    `meta.empty`); build_expr.ExprBuilder._span/_text turn it into a Span or the text."""

    def __init__(self, table: dict[str, Any], builder: Any):
        # NOTE: a row is decoded (`row`) when the parser first enters its state: a file visits a fifth to a half
        # of the ~1060 states, and unmarshalling every row was most of loading the table (callgrind: 28 M
        # instructions, 1.2 % of a one-file check). Until then the state's entry is _PENDING, an empty row: every
        # lookahead finds no action there, the one path (`act is None`) that then decodes the row and looks again.
        self.rows = table["rows"]
        self.states: list[dict[str, int]] = [_PENDING] * len(self.rows)
        self.start_state = table["start"]
        self.end_state = table["end"]
        self.builder = builder
        self.rules = [(_UNIT, raw[0]) if raw[6] else _reducer(raw, builder) for raw in table["rules"]]
        # NOTE: lookahead terminal -> state below -> nonterminal -> (the state on top after that goto and
        # the chain of `?a: b` unit reductions (only the state changes) the lookahead then triggers, the
        # lookahead's action there). These depend on nothing else, so a reduction's goto, its chain (most
        # reductions go on with one) and the next action cost one lookup; nested dicts, as a tuple key
        # costs more to build and hash than it saves.
        self.follows: dict[str, dict[int, dict[str, tuple[int, int | None]]]] = {}

    def row(self, state: int) -> dict[str, int]:
        """The actions of `state` (lookahead terminal -> action), decoded on first use."""
        row = self.states[state]
        if row is _PENDING:
            import marshal

            row = self.states[state] = marshal.loads(self.rows[state])
        return row

    def _follow(self, follows: dict[int, dict[str, tuple[int, int | None]]], below: int, origin: str,
                ttype: str) -> tuple[int, int | None]:
        """The `follows[ttype]` entry for (below, origin), computed and remembered."""
        rules, row = self.rules, self.row
        top = row(below)[origin]
        act = row(top).get(ttype)
        while act is not None and act < 0 and rules[~act][0] is _UNIT:
            top = row(below)[rules[~act][1]]
            act = row(top).get(ttype)
        entry = follows.setdefault(below, {})[origin] = (top, act)
        return entry

    def parse(self, tokens: list[Token]) -> Any:
        """The builder's value for `tokens` (the MODE_* token first); raises ParseFailure."""
        states, rules, all_follows, end_state = self.states, self.rules, self.follows, self.end_state
        # NOTE: three parallel stacks: LR states, values, and the index in `toks` of each value's first
        # token. The values on the stack cover toks[0:at] in order, so a reduction of the top `size`
        # covers toks[starts[-size]:at] (empty when that start is `at`): its first and last tokens come
        # without scanning its children. A reduction replaces the top entry (its first child's) in place.
        state_stack = [self.start_state]
        values: list[Any] = []
        starts: list[int] = []
        end = Token("$END", "", 0, 1, 1, 1, 1, 0)
        if tokens:
            end = Token.new_borrow_pos("$END", "", tokens[-1])
        toks = [*tokens, end]
        for at, token in enumerate(toks):
            ttype = token.type
            follows = all_follows.get(ttype)
            if follows is None:
                follows = all_follows[ttype] = {}
            act = states[state_stack[-1]].get(ttype)
            while True:
                if act is None:
                    if states[state_stack[-1]] is _PENDING:  # NOTE: the state's first visit: decode its row
                        act = self.row(state_stack[-1]).get(ttype)
                        continue
                    row = states[state_stack[-1]]
                    raise ParseFailure(token, sorted(k for k in row if k.isupper()))
                if act >= 0:
                    state_stack.append(act)
                    values.append(token)
                    starts.append(at)
                    break
                plan = rules[~act]
                kind = plan[0]
                if kind is _GENERAL:
                    _, origin, size, name, expand1, include, trailing, callback, identity = plan
                    if size:
                        start = starts[-size]
                        popped = values[-size:]
                        if size > 1:
                            del state_stack[1 - size:], values[1 - size:], starts[1 - size:]
                    else:
                        start, popped = at, []
                        state_stack.append(-1)
                        values.append(None)
                        starts.append(at)
                    if identity:
                        children = popped
                    else:
                        children = []
                        for index, splice, nones in include:
                            if nones:
                                children.extend([None] * nones)
                            child = popped[index]
                            if splice and isinstance(child, _Splice):
                                if not children and name[0] == "_":
                                    children = child  # NOTE: grow `x*` lists in place (copying is quadratic)
                                else:
                                    children.extend(child)
                            else:
                                children.append(child)
                        if trailing:
                            children.extend([None] * trailing)
                    if name[0] == "_":
                        value: Any = children if isinstance(children, _Splice) else _Splice(children)
                    elif expand1 and len(children) == 1:
                        value = children[0]
                    elif callback is not None:
                        value = callback((toks[start], toks[at - 1]) if start < at else None, children)
                    else:
                        value = Tree(name, children)
                    values[-1] = value
                    if origin == "start":  # NOTE: only a reduction to `start` can end the parse
                        state_stack[-1] = self.row(state_stack[-2])[origin]
                        if state_stack[-1] == end_state and ttype == "$END":
                            return value
                        act = states[state_stack[-1]].get(ttype)
                        continue
                elif kind is _LEAF:
                    # NOTE: `a: X -> name` with a builder method (name_ref, int_lit, ...)
                    start = starts[-1]
                    values[-1] = plan[2]((toks[start], toks[at - 1]) if start < at else None, [values[-1]])
                elif kind is _APPEND:
                    # NOTE: `_x: _x [SEP] item`: the list grows in place (copying it would be quadratic);
                    # a `_x` value is always a _Splice (no `_x` rule is a unit one)
                    size = plan[2]
                    values[-size].append(values[-1])
                    del state_stack[1 - size:], values[1 - size:], starts[1 - size:]
                # NOTE: else a `?a: b` unit reduction right after a shift: the value stays
                try:
                    state_stack[-1], act = follows[state_stack[-2]][plan[1]]
                except KeyError:
                    state_stack[-1], act = self._follow(follows, state_stack[-2], plan[1], ttype)
        raise ParseFailure(end, [])  # pragma: no cover - the loop returns at $END


_PENDING: dict[str, int] = {}  # the row of a state not entered yet (Driver.row); never filled
_UNIT = "unit"  # kinds of reduction plans (Driver.parse tests them by identity)
_LEAF = "leaf"
_APPEND = "append"
_GENERAL = "general"


def _reducer(raw: tuple, builder: Any) -> tuple:
    """A Driver's plan for one compiled rule (see `_plan`), specialised for the commonest shapes."""
    origin, name, size, expand1, include, trailing, _ = raw
    callback = None if name.startswith("_") else getattr(builder, name, None)
    if origin != "start":  # NOTE: a reduction to `start` takes the general path, which checks for the end
        if size == 1 and include == [(0, False, 0)] and not trailing and not expand1 and callback is not None:
            return (_LEAF, origin, callback)
        # NOTE: `_x: _x [SEP] item` whose `_x` value is a _Splice to grow: not a `?_x` rule (no unit rule starts
        # with `_` in cuda.lark; one that did would pass its child up as it is)
        if name.startswith("_") and size >= 2 and not trailing and not expand1 and \
                include == [(0, True, 0), (size - 1, False, 0)]:
            return (_APPEND, origin, size)
    identity = not trailing and include == [(i, False, 0) for i in range(size)]
    return (_GENERAL, origin, size, name, expand1, include, trailing, callback, identity)
