"""Declarations the lexer hack (parse/classify.py, parse/words.py) must read by C++'s rules whatever the file
declares: the name after `typedef` is a type (`typedef R (*fn)(args);` with R from a header the front end does
not read), and the same tokens without `typedef` are a call."""

from __future__ import annotations

from pathlib import Path

from analyzer.cuda import ast, query
from analyzer.cuda.parse.parser import parse

PARSER = Path(__file__).resolve().parents[1] / "fixtures/src/parser"


def _function(tu: ast.TranslationUnit, name: str) -> ast.Function:
    return next(f for f in tu.functions() if f.name == name and f.body is not None)


def test_typedef_of_a_function_pointer_declares_it_whatever_its_return_type():
    path = PARSER / "typedef_function_pointer_unseen_return.cu"
    tu = parse(path.read_text(), str(path))
    assert tu.errors == ()
    (typedef, table) = _function(tu, "infer").body.stmts[:2]
    assert isinstance(typedef, ast.Decl) and "typedef" in typedef.storage
    assert [d.name for d in typedef.declarators] == ["func_t"]
    assert table.declarators[0].type.base == "func_t"


def test_cv_qualified_return_type_after_typedef_is_a_type():
    tu = parse("__global__ void f(int *p) {\n  typedef const StatusCode (*fn_t)(int);\n  typedef volatile Flag (*flag_t)();\n}\n"
               "typedef const StatusCode (*top_t)(int);\nusing alias_t = StatusCode (*)(int);\n", "cv.cu")
    assert tu.errors == ()
    names = [d.name for s in _function(tu, "f").body.stmts for d in s.declarators]
    assert names == ["fn_t", "flag_t"]


def test_near_miss_the_same_tokens_without_typedef_are_a_call():
    path = PARSER / "function_pointer_call_statement.cu"
    tu = parse(path.read_text(), str(path))
    assert tu.errors == ()
    stmt = _function(tu, "infer").body.stmts[-1]
    assert isinstance(stmt, ast.ExprStmt) and isinstance(stmt.expr, ast.Call)
    inner = stmt.expr.func
    assert isinstance(inner, ast.Call) and inner.func.id == "pick"
    assert not [n for n in query.nodes(stmt) if isinstance(n, ast.Declarator)]
