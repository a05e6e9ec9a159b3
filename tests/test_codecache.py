"""analyzer/codecache.py: `@dataclass` whose generated methods are compiled once per interpreter.

The classes must be the ones `dataclasses.dataclass` makes (same signatures, annotations, behaviour), whether
the method texts came from the table or were compiled, and the table must never be a reason to fail."""

from __future__ import annotations

import dataclasses
import inspect
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from analyzer import codecache

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

    @dataclass(frozen=True, order=True)
    class Key:
        major: int
        minor: int = 0
""")


def _module(decorator) -> dict:
    namespace = {"dataclass": decorator}
    exec(compile(BODY, "<test>", "exec", dont_inherit=True), namespace)
    return namespace


def _same_classes(ours: dict, theirs: dict) -> None:
    for name in ("Node", "Bag", "Key"):
        a, b = ours[name], theirs[name]
        assert inspect.signature(a) == inspect.signature(b)
        assert a.__doc__ == b.__doc__
        assert [f.name for f in dataclasses.fields(a)] == [f.name for f in dataclasses.fields(b)]
        for method in ("__init__", "__repr__", "__eq__", "__setattr__", "__hash__", "__lt__"):
            fa, fb = getattr(a, method, None), getattr(b, method, None)
            assert (fa is None) == (fb is None), (name, method)
            if method == "__init__" and name == "Node":
                # NOTE: frozen with slots: codecache._slot_init's own __init__ (slot stores): same signature,
                # annotations and name, compared below by what it stores
                assert fa.__annotations__ == fb.__annotations__ and fa.__qualname__ == fb.__qualname__
                continue
            if hasattr(fa, "__code__") and hasattr(fb, "__code__"):
                # NOTE: code equality covers the bytecode, constants, names, first line and line table
                assert fa.__code__ == fb.__code__, (name, method)
                assert fa.__code__.co_filename == fb.__code__.co_filename, (name, method)
                assert fa.__annotations__ == fb.__annotations__, (name, method)
    node, twin = ours["Node"](1, "a"), theirs["Node"](1, "a")
    assert repr(node) == repr(twin) and hash(node) == hash(ours["Node"](1, "a"))
    full = ours["Node"](2, name="b", kids=(node,), parent=node)
    assert repr(full) == repr(theirs["Node"](2, name="b", kids=(twin,), parent=twin))
    with pytest.raises(TypeError):
        ours["Node"](1)  # NOTE: a required field left out fails as the stdlib's __init__ does
    with pytest.raises(dataclasses.FrozenInstanceError):
        node.name = "b"
    assert ours["Bag"]().items == [] and ours["Bag"]().items is not ours["Bag"]().items
    assert ours["Key"](1) < ours["Key"](1, 2)
    assert dataclasses.replace(node, name="c").name == "c"


def test_classes_match_the_stdlib_decorator_compiled_and_from_the_table():
    theirs = _module(dataclasses.dataclass)
    _same_classes(_module(codecache.dataclass), theirs)  # compiled now (or found: the same text)
    size, _ = codecache.stats()
    _same_classes(_module(codecache.dataclass), theirs)  # every text found in the table
    assert codecache.stats()[0] == size
    assert "exec" not in vars(dataclasses)  # the shadowing `exec` is gone once the class is made


def _spawn(code: str, cache: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "KERNLINT_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin"})


STATS = "import analyzer.cuda.ast, analyzer.codecache as c; print(*c.stats())"


def test_the_table_is_written_at_exit_and_read_by_the_next_run(tmp_path):
    first = _spawn(STATS, tmp_path)
    assert first.returncode == 0, first.stderr
    size, compiled = map(int, first.stdout.split())
    assert compiled > 40 and size == compiled  # the IR's classes, none found in an empty table
    assert len(list((tmp_path / "code").glob("dataclasses-*.marshal"))) == 1
    second = _spawn(STATS, tmp_path)
    assert second.stdout.split() == [str(size), "0"]  # everything found, nothing compiled


@pytest.mark.parametrize("damage", ["torn", "foreign", "unwritable"])
def test_a_bad_table_or_cache_dir_only_costs_the_compilation(tmp_path, damage):
    if damage == "unwritable":
        cache = tmp_path / "file-not-dir"
        cache.write_text("x")  # NOTE: mkdir under a file fails for every user, root included
    else:
        cache = tmp_path
        _spawn(STATS, cache)
        table = next((cache / "code").glob("*.marshal"))
        table.write_bytes(table.read_bytes()[:100] if damage == "torn" else b"\x00not marshal")
    run = _spawn(STATS + "\nfrom analyzer.cuda.ast import Name; print(Name(None, 'x'))", cache)
    assert run.returncode == 0 and run.stderr == ""
    assert int(run.stdout.split()[1]) > 40 and "Name(span=None, id='x')" in run.stdout


SHAPES = """
import json, sys
from pathlib import Path
from analyzer.logs import events
from analyzer.logs.ptxas import read_records
out = []
for log in sorted(Path("fixtures").rglob("*.log")):
    with open(log, encoding="utf-8", errors="replace") as handle:
        out.append([r.to_dict() for r in read_records(handle)])
print(json.dumps([out, "lark" in sys.modules, *events.SHAPES.stats()]))
"""


def test_log_shapes_are_kept_and_a_warm_run_needs_no_grammar(tmp_path):
    """analyzer/logs/events.py keeps each line shape's template in a Table: the second run reads the same
    records from it without importing lark."""
    first = _spawn(SHAPES, tmp_path)
    assert first.returncode == 0, first.stderr
    records, used_lark, size, added = json.loads(first.stdout)
    assert used_lark and size == added > 10
    second = _spawn(SHAPES, tmp_path)
    assert json.loads(second.stdout) == [records, False, size, 0]


def test_a_table_past_its_limit_keeps_its_newest_entries(tmp_path, monkeypatch):
    from analyzer import codecache

    monkeypatch.setenv("KERNLINT_CACHE_DIR", str(tmp_path))
    for run in range(3):  # NOTE: three runs, four entries each, into a table of at most six
        table = codecache.Table("limited", lambda: "stamp", limit=6)
        for i in range(4):
            table.put(f"run{run}-{i}", i)
        table.save()
    kept = codecache.Table("limited", lambda: "stamp", limit=6)
    assert [k for k in kept._load()] == ["run1-2", "run1-3", "run2-0", "run2-1", "run2-2", "run2-3"]


def test_term_functions_come_from_the_table_as_compile_makes_them(tmp_path):
    code = ("import analyzer.analysis.terms as T, analyzer.codecache as c\n"
            "f = T.compile_term(('+', ('t', 'x'), ('c', 3)))\n"
            "g = T.compile_block(('*', ('t', 'x'), ('u', 'n', 'arg')))\n"
            "print(f(2, 0, 0, 2, 0, {}), g(((0, 1, 4, 0, 0),), {'n': 5}), *c.TERMS.stats())")
    first = _spawn(code, tmp_path)
    assert first.returncode == 0, first.stderr
    assert first.stdout.split() == ["5", "[20]", "2", "2"]  # computed right; both compiled, into an empty table
    second = _spawn(code, tmp_path)
    assert second.stdout.split() == ["5", "[20]", "2", "0"]  # read back, nothing compiled


# NOTE: patterns with what the table has to carry: flags set inline and passed, named groups, backreferences,
# look-around, repeats, classes, Unicode, verbose mode; plus every pattern the modules of a source run compile
REGEX_RUN = """
import json, re, sys
from re import _compiler
from analyzer import codecache
PATTERNS = [(r"(?P<a>x+)(?P=a)|(?<!y)z{2,5}?", 0), (r"(?i)caf\\u00e9[^\\W\\d]", 0), ("a.b$", re.M | re.S),
            (r"\\s*(\\w+)  # a word\\n", re.X), (r"[\\x00-\\x1f]|(?=q)\\bqq\\B", re.A), ("(a)|(?P<n>b)(?(1)c|d)", re.I)]
mode = sys.argv[1]
if mode == "fill":
    codecache.cache_regexes()
    import analyzer.cuda.parse.tokens, analyzer.cuda.pp.preprocess, analyzer.lint.suppress
    import analyzer.analysis.host.program
    exec("for p, f in PATTERNS: re.compile(p, f)", {"__name__": "analyzer.x", "re": re, "PATTERNS": PATTERNS})
    re.compile("not kernlint's (?P<own>pattern)")  # NOTE: from __main__: stays out of the table
    print(json.dumps(codecache.REGEXES.stats()))
else:
    keys = list(codecache.REGEXES._load())
    pairs = [(k.split(":", 1)[1], int(k.split(":", 1)[0])) for k in keys]
    theirs = [_compiler.compile(p, f) for p, f in pairs]  # NOTE: re's own, before the hook
    codecache.cache_regexes()
    ours = [_compiler.compile(p, f) for p, f in pairs]
    same = [a == b and a.groupindex == b.groupindex and a.groups == b.groups for a, b in zip(theirs, ours)]
    print(json.dumps([len(pairs), sum(same), codecache.REGEXES.stats()[1],
                      {p for p, _ in PATTERNS} <= {k.split(":", 1)[1] for k in keys},
                      any("not kernlint's" in k for k in keys)]))
"""


def test_patterns_built_from_the_regex_table_are_the_ones_re_compiles(tmp_path):
    """codecache.cache_regexes: the run after the one that filled the table builds kernlint's patterns from it,
    equal to re's own (`Pattern.__eq__` compares pattern, flags and the matcher's code), group names included;
    patterns compiled outside analyzer.* are not kept."""
    first = _spawn(REGEX_RUN, tmp_path, "fill")
    assert first.returncode == 0, first.stderr
    size, added = json.loads(first.stdout)
    assert size == added > 40
    second = _spawn(REGEX_RUN, tmp_path, "check")
    assert second.returncode == 0, second.stderr
    total, equal, compiled, has_ours, has_theirs = json.loads(second.stdout)
    assert total == equal >= size and compiled == 0 and has_ours  # every one equal, none compiled again
    assert not has_theirs  # a pattern compiled outside analyzer.* (a library's) is left to re
