"""Integer constant evaluation with C semantics, on hand-built IR (independent of the parser)."""

from __future__ import annotations

import pytest

from analyzer.cuda import ast
from analyzer.cuda.model.dims import evaluate_dim3
from analyzer.cuda.model.evaluate import UNKNOWN, Dim3, Env, evaluate, type_layout
from analyzer.diagnostics import Span

S = Span(1, 1, 1, 2)


def lit(v: int, text: str | None = None) -> ast.IntLit:
    return ast.IntLit(S, v, text or str(v))


def b(op: str, left, right) -> ast.Binary:
    left = lit(left) if isinstance(left, int) else left
    right = lit(right) if isinstance(right, int) else right
    return ast.Binary(S, op, left, right)


def name(n: str) -> ast.Name:
    return ast.Name(S, n)


def tref(base: str, pointers: int = 0) -> ast.TypeRef:
    return ast.TypeRef(S, base, base, pointers)


@pytest.mark.parametrize("expr, expected", [
    (b("/", -7, 2), -3),                          # C truncates toward zero (Python's // gives -4)
    (b("%", -7, 2), -1),
    (b("%", 7, -2), 1),
    (b("/", 1, 0), None),                         # undefined: unknown, not an exception
    (b("<<", 1, 31), -2 ** 31),                   # int wraps at 32 bits
    (b("<<", 1, 32), None),                       # shift past the width: undefined
    (b("<<", lit(1, "1u"), 31), 2 ** 31),
    (b("<", -1, lit(0, "0u")), 0),                # -1 converts to UINT_MAX
    (b("<", -1, lit(0, "0l")), 1),                # but long holds it
    (b("+", lit(4294967295, "4294967295u"), 1), 0),
    (b("+", lit(0xFFFFFFFF, "0xFFFFFFFF"), 1), 0),  # a hex literal that does not fit int is unsigned
    (b("+", lit(4294967295), 1), 4294967296),     # a decimal one is long
    (b("&&", 0, name("q")), 0),                   # short-circuit over an unknown
    (b("||", 1, name("q")), 1),
    (b("&&", 1, name("q")), None),
    (ast.Conditional(S, lit(0), name("q"), lit(5)), 5),
    (ast.Unary(S, "~", lit(0)), -1),
    (ast.Unary(S, "!", lit(3)), 0),
    (ast.Cast(S, tref("unsigned char"), lit(300)), 44),
    (ast.Cast(S, tref("int"), ast.FloatLit(S, 3.9, "3.9f")), 3),
    (ast.Cast(S, tref("float"), lit(3)), None),
    (ast.SizeOf(S, tref("float4"), None), 16),
    (ast.SizeOf(S, tref("__half"), None), 2),
    (ast.SizeOf(S, tref("unsigned long long"), None), 8),
    (ast.SizeOf(S, tref("MyStruct"), None), None),
    (ast.SizeOf(S, tref("float", 1), None), 8),
    (ast.Call(S, name("min"), (lit(3), lit(9))), 3),
    (ast.Call(S, name("std::max"), (lit(3), lit(9))), 9),
    (ast.Call(S, name("foo"), (lit(3),)), None),
    (ast.FloatLit(S, 1.0, "1.0"), None),
    (b("/", b("+", name("n"), 255), 256), 4),     # n = 1000 below
    (b("*", name("T"), 2), None),                  # unknown name stays unknown
])
def test_evaluate(expr, expected):
    assert evaluate(expr, {"n": 1000}) == expected


def test_dim3_forms():
    env = Env({"b": Dim3(40, 2, 1), "n": 1000, "m": UNKNOWN})
    assert evaluate_dim3(name("b"), env) == Dim3(40, 2, 1)
    assert evaluate(ast.Member(S, name("b"), "x"), env) == 40
    assert evaluate_dim3(ast.Call(S, name("dim3"), (lit(16), lit(16))), env) == Dim3(16, 16, 1)
    assert evaluate_dim3(ast.InitList(S, (lit(8), name("m"), lit(2))), env) == Dim3(8, None, 2)
    grid = b("/", b("+", name("n"), 255), 256)
    assert evaluate_dim3(grid, env) == Dim3(4, 1, 1)
    assert evaluate_dim3(name("m"), env) == Dim3(None, None, None)


def test_sizeof_array_and_layout():
    env = Env(arrays={"tile": ((4, 4), (32, 33))})
    assert evaluate(ast.SizeOf(S, None, name("tile")), env) == 4 * 32 * 33
    assert type_layout("float3") == (12, 4)
    assert type_layout("double2") == (16, 16)
