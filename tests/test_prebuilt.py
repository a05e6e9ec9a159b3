"""analyzer/prebuilt.py: `@dataclass` with its generated methods written ahead of time (analyzer/_prebuilt/).

The classes must behave as the ones `dataclasses.dataclass` makes (signatures, docstrings, fields, reprs,
equality, hashing, frozenness, ordering, replace, pickling), and the checked-in builders must be current."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from analyzer import prebuilt

ROOT = Path(__file__).resolve().parents[1]

# one module body, made twice: with the stdlib decorator and with ours
BODY = textwrap.dedent("""
    from dataclasses import field
    from typing import Optional

    @dataclass(frozen=True, slots=True)
    class Node:
        span: int
        name: str
        kids: tuple = ()
        parent: Optional["Node"] = None

    @dataclass
    class Bag:
        items: list = field(default_factory=list)
        count: int = 0
        hidden: str = field(default="h", repr=False, compare=False)

    @dataclass(frozen=True, order=True)
    class Key:
        major: int
        minor: int = 0

    @dataclass(frozen=True, slots=True, order=True)
    class Pos:
        line: int
        column: int
        tag: str = field(default="", compare=False, hash=False)

    @dataclass(slots=True)
    class Cell:
        value: int
        late: list = field(default_factory=list, init=False)

    @dataclass
    class Kw:
        a: int
        b: int = field(default=2, kw_only=True)
""")
NAMES = ("Node", "Bag", "Key", "Pos", "Cell", "Kw")


def _module(decorator, name: str) -> dict:
    namespace = {"dataclass": decorator, "__name__": name}
    exec(compile(BODY, "<test>", "exec", dont_inherit=True), namespace)
    for cls in NAMES:  # NOTE: findable by pickle
        namespace[cls].__module__ = __name__
    return namespace


OURS = _module(prebuilt.dataclass, __name__)
THEIRS = _module(dataclasses.dataclass, "theirs")
Node, Pos = OURS["Node"], OURS["Pos"]  # NOTE: module globals, for pickle


@pytest.mark.parametrize("name", NAMES)
def test_classes_match_the_stdlib_decorator(name):
    a, b = OURS[name], THEIRS[name]
    assert str(inspect.signature(a)) == str(inspect.signature(b))
    assert a.__doc__ == b.__doc__
    assert [(f.name, f.default, f.default_factory, f.init, f.repr, f.compare, f.hash, f.kw_only)
            for f in dataclasses.fields(a)] == [(f.name, f.default, f.default_factory, f.init, f.repr, f.compare,
                                                 f.hash, f.kw_only) for f in dataclasses.fields(b)]
    assert a.__match_args__ == b.__match_args__
    assert hasattr(a, "__slots__") == hasattr(b, "__slots__")
    for method in ("__init__", "__repr__", "__eq__", "__setattr__", "__delattr__", "__hash__", "__lt__",
                   "__getstate__"):
        fa, fb = a.__dict__.get(method), b.__dict__.get(method)
        assert (fa is None) == (fb is None), (name, method)
        if callable(fa) and method != "__getstate__":
            assert fa.__qualname__ == fb.__qualname__ == f"{name}.{method}"
    assert a.__init__.__annotations__ == b.__init__.__annotations__


def test_instances_behave_alike():
    for ns in (OURS, THEIRS):
        node = ns["Node"](1, "a")
        assert repr(node) == "Node(span=1, name='a', kids=(), parent=None)"
        full = ns["Node"](2, name="b", kids=(node,), parent=node)
        assert "parent=Node(span=1" in repr(full) and hash(node) == hash(ns["Node"](1, "a"))
        with pytest.raises(TypeError):
            ns["Node"](1)
        with pytest.raises(dataclasses.FrozenInstanceError):
            node.name = "b"
        with pytest.raises(dataclasses.FrozenInstanceError):
            del node.name
        assert dataclasses.replace(node, name="c").name == "c"
        bag = ns["Bag"]()
        assert bag.items == [] and bag.items is not ns["Bag"]().items and repr(bag) == "Bag(items=[], count=0)"
        assert bag == ns["Bag"](hidden="other") and ns["Bag"].__hash__ is None
        assert ns["Key"](1) < ns["Key"](1, 2) and sorted([ns["Key"](2), ns["Key"](1, 5)])[0].major == 1
        assert ns["Pos"](1, 2, "x") == ns["Pos"](1, 2, "y") and hash(ns["Pos"](1, 2, "x")) == hash(ns["Pos"](1, 2))
        assert ns["Cell"](3).late == [] and ns["Kw"](1, b=3).b == 3
        with pytest.raises(TypeError):
            ns["Kw"](1, 3)
        assert dataclasses.asdict(ns["Key"](1)) == {"major": 1, "minor": 0}
    node = Node(1, "a", parent=Node(0, "root"))
    assert pickle.loads(pickle.dumps(node)) == node and pickle.loads(pickle.dumps(Pos(1, 2))) == Pos(1, 2)


def test_a_shape_not_prebuilt_is_compiled_alike():
    body = "@dataclass(frozen=True)\nclass Odd:\n    zz_unusual_name: int = 7\n"
    namespace = {"dataclass": prebuilt.dataclass, "__name__": __name__}
    exec(body, namespace)
    assert repr(namespace["Odd"]()) == "Odd(zz_unusual_name=7)"
    assert any("zz_unusual_name" in shape for shape in prebuilt._COMPILED)


def test_the_prebuilt_module_is_current_and_covers_every_class():
    """tools/gen_prebuilt.py --check: analyzer/_prebuilt/ is what the script writes from today's classes
    (run the script after adding or editing a record or IR class); and importing every declaring module
    compiles no builder."""
    check = subprocess.run([sys.executable, "tools/gen_prebuilt.py", "--check"], capture_output=True, text=True,
                           cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert check.returncode == 0, check.stdout + check.stderr
    code = ("import importlib, sys; sys.path.insert(0, 'tools'); import gen_prebuilt as g\n"
            "from analyzer import prebuilt\n"
            "for name in g.declaring_modules(): importlib.import_module(name)\n"
            "print(len(prebuilt.SEEN), len(prebuilt._COMPILED))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    seen, compiled = map(int, run.stdout.split())
    assert seen > 80 and compiled == 0
