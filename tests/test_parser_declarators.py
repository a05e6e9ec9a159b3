"""Declarations the lexer hack (parse/classify.py, parse/words.py) must read by C++'s rules whatever the file
declares: the name after `typedef` is a type (`typedef R (*fn)(args);` with R from a header the front end does
not read), and the same tokens without `typedef` are a call; a declarator's name after a type is a name, whatever
the file declares it as (`Bag<int, 4> set(&s[0], n);`), and `typename set<T>::iterator` declares no `set`."""

from __future__ import annotations

from pathlib import Path

from analyzer.cuda import ast, query
from analyzer.cuda.parse.parser import parse
from analyzer.cuda.parse.tokens import lex
from analyzer.cuda.parse.typenames import learn_types

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


def test_typename_of_a_specialisations_member_declares_no_type():
    types, _ = learn_types(lex("template <typename T> int f() { typedef typename set<T>::iterator It;\n"
                               "  typedef typename Traits::value_type V; return 0; }"))
    assert "set" not in types
    assert {"It", "V", "Traits::value_type"} <= types  # NOTE: a typedef's name, and the member `typename` names


def test_a_declarator_after_template_arguments_reuses_any_name():
    path = PARSER / "declarator_reuses_type_name.cu"
    tu = parse(path.read_text(), str(path))
    assert tu.errors == ()
    for kernel, name in (("uses_set", "set"), ("uses_counter", "counter")):
        decl = _function(tu, kernel).body.stmts[1]
        assert isinstance(decl, ast.Decl) and decl.declarators[0].name == name
        assert decl.declarators[0].type.base == "Bag" and decl.declarators[0].ctor_args is not None
        calls = [n for n in query.nodes(_function(tu, kernel)) if isinstance(n, ast.Call)
                 and isinstance(n.func, ast.Member) and n.func.field == "insert"]
        assert [c.func.base.id for c in calls] == [name]
    (param,) = _function(tu, "first_key").params
    assert (param.name, param.type.base) == ("tally", "Bag")


def test_near_miss_the_names_stay_types_after_a_template_head_and_as_arguments():
    path = PARSER / "type_name_after_template_head.cu"
    tu = parse(path.read_text(), str(path))
    assert tu.errors == ()
    assert _function(tu, "make").return_type.base == "counter"
    bag, _, c, _ = _function(tu, "fill").body.stmts
    assert bag.declarators[0].type.template_args == ("counter", "4")
    assert (c.declarators[0].name, c.declarators[0].type.base) == ("c", "counter")


def test_operator_of_a_class_template_defined_outside_is_its_member():
    """`Stream<T> &Stream<T>::operator++()` and `void Stream<T>::operator--()` are the functions `Stream::operator++`
    and `Stream::operator--` with their own return types (the class's name is no part of `void`'s)."""
    path = PARSER / "class_template_operators_outside.cu"
    tu = parse(path.read_text(), str(path))
    returns = {f.name: f.return_type.text for f in tu.functions() if f.body is not None and not f.scope}
    assert returns == {"Stream::operator++": "Stream<T> &", "Stream::operator--": "void",
                       "Stream::operator[]": "T", "Stream::next": "Stream<T> &", "walk": "void", "run": "void"}


def test_typeid_is_an_opaque_value_of_a_type_or_an_expression():
    """`typeid(unsigned int)` and `typeid(n)` alike: a type_info whose operand is unevaluated, no call."""
    path = PARSER / "typeid_type_operand.cu"
    tu = parse(path.read_text(), str(path))
    nodes = list(query.nodes(_function(tu, "run")))
    assert not [n for n in nodes if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "typeid"]
    texts = sorted(n.text for n in nodes if isinstance(n, ast.Opaque))
    assert texts == ["typeid(float)", "typeid(n)", "typeid(scale)", "typeid(unsigned int)"]
