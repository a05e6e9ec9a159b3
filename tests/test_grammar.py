"""grammars/cuda.lark: conflict-free LALR, exact C precedence, fast warm load."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzer.cuda import ast
from analyzer.cuda.parse.parser import parse_expression
from analyzer.resources import data_dir

GRAMMAR = data_dir("grammars") / "cuda.lark"


@pytest.mark.slow
def test_grammar_builds_cold_in_strict_mode():
    """strict=True turns every shift/reduce conflict and terminal collision into an error."""
    pytest.importorskip("interegular")
    import lark

    parser = lark.Lark(GRAMMAR.read_text(), parser="lalr", lexer="contextual", strict=True,
                       propagate_positions=True, maybe_placeholders=True)
    assert parser.parser is not None


def test_grammar_has_no_conflicts_without_strict(caplog):
    import logging

    import lark
    from lark import logger

    logger.setLevel(logging.DEBUG)
    try:
        with caplog.at_level(logging.DEBUG, logger="lark"):
            lark.Lark(GRAMMAR.read_text(), parser="lalr", maybe_placeholders=True, debug=True)
    finally:
        logger.setLevel(logging.WARNING)
    assert not [r for r in caplog.records if "conflict" in r.getMessage().lower()]


# ------------------------------------------------------------------------------ precedence
# C operator table (C17 6.5, highest first), written from the standard, not from the grammar.
BINARY_PRECEDENCE = {
    "*": 13, "/": 13, "%": 13,
    "+": 12, "-": 12,
    "<<": 11, ">>": 11,
    "<": 10, ">": 10, "<=": 10, ">=": 10,
    "==": 9, "!=": 9,
    "&": 8, "^": 7, "|": 6, "&&": 5, "||": 4,
}
TERNARY, ASSIGN, UNARY, ATOM = 3, 2, 14, 15

leaves = st.sampled_from(["a", "b", "c", "1", "2u", "x.y", "p[i]", "f(a)"]).map(lambda s: ("atom", s))


def _extend(children):
    return st.one_of(
        st.tuples(st.just("bin"), st.sampled_from(sorted(BINARY_PRECEDENCE)), children, children),
        st.tuples(st.just("un"), st.sampled_from(["-", "!", "~"]), children),
        st.tuples(st.just("cond"), children, children, children),
        st.tuples(st.just("assign"), st.sampled_from(["=", "+=", "<<="]), st.just(("atom", "v")), children),
    )


trees = st.recursive(leaves, _extend, max_leaves=12)


def prec(t) -> int:
    return {"atom": ATOM, "un": UNARY, "cond": TERNARY, "assign": ASSIGN}.get(t[0]) or BINARY_PRECEDENCE[t[1]]


def full(t) -> str:
    """Every sub-expression parenthesised."""
    kind = t[0]
    if kind == "atom":
        return t[1]
    if kind == "bin":
        return f"({full(t[2])} {t[1]} {full(t[3])})"
    if kind == "un":
        return f"({t[1]}{full(t[2])})"
    if kind == "cond":
        return f"({full(t[1])} ? {full(t[2])} : {full(t[3])})"
    return f"({full(t[2])} {t[1]} {full(t[3])})"


def minimal(t) -> str:
    """Parentheses only where C's precedence and associativity need them."""
    kind = t[0]
    if kind == "atom":
        return t[1]

    def wrap(child, need: bool) -> str:
        return f"({minimal(child)})" if need else minimal(child)

    if kind == "bin":
        p = BINARY_PRECEDENCE[t[1]]
        # left-associative: a right operand of equal precedence needs parentheses
        return f"{wrap(t[2], prec(t[2]) < p)} {t[1]} {wrap(t[3], prec(t[3]) <= p)}"
    if kind == "un":
        inner = wrap(t[2], prec(t[2]) < UNARY)
        return f"{t[1]} {inner}" if inner[:1] in "-!~" else f"{t[1]}{inner}"  # NOTE: `- -a`, not `--a`
    if kind == "cond":
        # cond: logical-OR-expression ? expression : assignment-expression (C++), right-associative
        return f"{wrap(t[1], prec(t[1]) <= TERNARY)} ? {minimal(t[2])} : {wrap(t[3], prec(t[3]) < TERNARY)}"
    return f"{minimal(t[2])} {t[1]} {wrap(t[3], prec(t[3]) < ASSIGN)}"


def shape(e):
    """The IR without spans and parenthesis flags."""
    if isinstance(e, ast.Binary):
        return ("bin", e.op, shape(e.left), shape(e.right))
    if isinstance(e, ast.Unary):
        return ("un", e.op, shape(e.operand))
    if isinstance(e, ast.Conditional):
        return ("cond", shape(e.cond), shape(e.then), shape(e.other))
    if isinstance(e, ast.Assign):
        return ("assign", e.op, shape(e.target), shape(e.value))
    if isinstance(e, ast.Name):
        return ("name", e.id)
    if isinstance(e, ast.IntLit):
        return ("int", e.value)
    if isinstance(e, ast.Member):
        return ("member", shape(e.base), e.field)
    if isinstance(e, ast.Index):
        return ("index", shape(e.base), shape(e.index))
    if isinstance(e, ast.Call):
        return ("call", shape(e.func), tuple(shape(a) for a in e.args))
    raise AssertionError(f"unexpected node {e!r}")


@settings(max_examples=150, deadline=None)
@given(trees)
def test_minimal_and_full_parenthesisation_parse_alike(tree):
    a, b = parse_expression(full(tree)), parse_expression(minimal(tree))
    assert a is not None and b is not None, (full(tree), minimal(tree))
    assert shape(a) == shape(b), (full(tree), minimal(tree))


@pytest.mark.parametrize("text,expected", [
    ("a - b - c", ("bin", "-", ("bin", "-", ("name", "a"), ("name", "b")), ("name", "c"))),
    ("a = b = c", ("assign", "=", ("name", "a"), ("assign", "=", ("name", "b"), ("name", "c")))),
    ("x & 1 == 0", ("bin", "&", ("name", "x"), ("bin", "==", ("int", 1), ("int", 0)))),
    ("a << 1 + 2", ("bin", "<<", ("name", "a"), ("bin", "+", ("int", 1), ("int", 2)))),
    ("a || b && c", ("bin", "||", ("name", "a"), ("bin", "&&", ("name", "b"), ("name", "c")))),
    ("a ? b : c ? d : e", ("cond", ("name", "a"), ("name", "b"),
                           ("cond", ("name", "c"), ("name", "d"), ("name", "e")))),
    ("-a * b", ("bin", "*", ("un", "-", ("name", "a")), ("name", "b"))),
    ("a >> 2 > b", ("bin", ">", ("bin", ">>", ("name", "a"), ("int", 2)), ("name", "b"))),
])
def test_known_precedence_cases(text, expected):
    assert shape(parse_expression(text)) == expected


def test_parenthesised_operands_are_flagged():
    e = parse_expression("(x & 1) == 0")
    assert isinstance(e, ast.Binary) and e.op == "==" and e.paren_left and not e.paren_right
    e = parse_expression("x & 1 == 0")
    assert isinstance(e, ast.Binary) and e.op == "&" and not e.paren_left and not e.paren_right


def test_warm_grammar_load_time(tmp_path):
    """Cold build once, then a fresh process loads the cached tables (printed, not asserted)."""
    code = ("import time; t=time.perf_counter(); from analyzer.cuda.parse.table import grammar_tables; grammar_tables(); "
            "print(round((time.perf_counter()-t)*1000, 1))")
    env = {"KERNLINT_CACHE_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    root = Path(__file__).resolve().parents[1]
    cold = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True)
    warm = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True)
    assert list(tmp_path.iterdir()), "the grammar cache was not written"
    print(f"\ncuda grammar: cold {cold.stdout.strip()} ms, warm {warm.stdout.strip()} ms (incl. import lark)")


def test_parse_time_of_a_typical_file_is_printed():
    src = (Path(__file__).resolve().parents[1] / "fixtures/src/parser/simple_divergence.cu").read_text()
    from analyzer.cuda.parse.parser import parse

    parse(src)
    text = src * 4  # ~540 lines
    t = time.perf_counter()
    tu = parse(text)
    dt = time.perf_counter() - t
    assert len(tu.kernels()) == 20
    print(f"\nparse: {text.count(chr(10))} lines in {dt * 1000:.1f} ms")
