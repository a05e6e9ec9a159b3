"""analyzer/codecache.py: tables kept in the per-user cache, read only when this account wrote them.

A table must never be a reason to fail, and a table file kernlint did not write on this account (planted,
another user's, torn) is never unmarshalled: its code objects never run."""

from __future__ import annotations

import json
import os
import marshal
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer import resources

ROOT = Path(__file__).resolve().parents[1]

def _spawn(code: str, cache: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "KERNLINT_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin"})


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


TERM = ("import analyzer.analysis.terms as T, analyzer.codecache as c\n"
        "f = T.compile_term(('+', ('t', 'x'), ('c', 3)))\n"
        "print(f(2, 0, 0, 2, 0, {}), *c.TERMS.stats())")


def _terms_table(cache: Path) -> Path:
    return next((cache / "code").glob("terms-*.marshal"))


@pytest.mark.parametrize("damage", ["planted", "torn", "resigned-by-another-key", "unwritable"])
def test_a_table_kernlint_did_not_write_here_is_never_loaded(tmp_path, damage):
    """A terms table whose code object would print "PWNED" if it ran (its MAC made with another key, or
    none): the run compiles its own term instead, right; a torn table or an unwritable cache the same."""
    cache = tmp_path / "cache"
    if damage == "unwritable":
        cache = tmp_path / "file-not-dir"
        cache.write_text("x")  # NOTE: mkdir under a file fails for every user, root included
    else:
        assert _spawn(TERM, cache).stdout.split() == ["5", "1", "1"]
        table = _terms_table(cache)
        evil = compile("__import__('sys').stdout.write('PWNED ') or (lambda *a: 666)", "<string>", "eval")
        payload = marshal.dumps({"eval:lambda x, y, z, L, W, S: (x + 3)": evil})
        if damage == "planted":
            table.write_bytes(b"\0" * 32 + payload)
        elif damage == "torn":
            table.write_bytes(table.read_bytes()[:100])
        else:
            table.write_bytes(resources.mac(b"k" * 32, b"terms\0" + payload) + payload)
    run = _spawn(TERM, cache)
    assert run.returncode == 0 and run.stderr == ""
    assert "PWNED" not in run.stdout and run.stdout.split()[0] == "5"


def test_the_secret_is_private_and_a_foreign_one_is_not_trusted(tmp_path):
    first = _spawn(TERM, tmp_path)
    key = tmp_path / resources.SECRET_NAME
    assert first.returncode == 0 and key.stat().st_mode & 0o777 == 0o600 and len(key.read_bytes()) == 32
    assert _spawn(TERM, tmp_path).stdout.split() == ["5", "1", "0"]  # read back: nothing compiled
    key.chmod(0o644)  # NOTE: a key others can read (a cache dir prepared by someone else): no table is trusted
    assert _spawn(TERM, tmp_path).stdout.split() == ["5", "1", "1"]  # not read: compiled again


def test_mac_is_hmac_sha256():
    import hmac

    for key, data in ((b"k" * 32, b""), (bytes(range(32)), b"x" * 1000)):
        assert resources.mac(key, data) == hmac.digest(key, data, "sha256")


def test_a_term_the_small_table_dropped_comes_from_the_cold_one(tmp_path):
    """TERMS keeps the terms used last; COLD keeps every term, as bytes: a term TERMS no longer holds is read
    back from COLD (not compiled again) and TERMS holds it again."""
    first = _spawn(TERM, tmp_path)
    assert first.returncode == 0, first.stderr
    assert first.stdout.split() == ["5", "1", "1"]
    for hot in (tmp_path / "code").glob("terms-*.marshal"):
        hot.unlink()  # NOTE: as a tree's thousands of terms push a file's out of TERMS
    code = TERM.replace("*c.TERMS.stats())", "*c.TERMS.stats(), *c.COLD.stats())")
    again = _spawn(code, tmp_path)
    assert again.stdout.split() == ["5", "1", "1", "1", "0"]  # TERMS got it back; COLD compiled nothing
    assert _spawn(code, tmp_path).stdout.split() == ["5", "1", "0", "0", "0"]  # COLD not even read


def test_the_terms_worker_processes_compile_are_kept(tmp_path):
    """A run with worker processes (`--jobs 2`) keeps the term functions they compiled: multiprocessing ends a
    worker without atexit's functions, so the worker writes its tables itself (codecache.flush) before it ends."""
    folder = ROOT / "fixtures" / "rules" / "KL107"
    files = [str(folder / f) for f in sorted(os.listdir(folder)) if f.endswith(".cu")][:2]
    run = subprocess.run([sys.executable, "-m", "analyzer", "check", "--no-cache", "--exit-zero", "--jobs", "2",
                          *files],
                         capture_output=True, text=True, cwd=ROOT,
                         env={"PYTHONPATH": str(ROOT), "KERNLINT_CACHE_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    count = ("from analyzer import codecache as c\n"
             "c.TERMS.get(''); c.COLD.get(''); print(len(c.TERMS.entries), len(c.COLD.entries))")
    hot, cold = map(int, _spawn(count, tmp_path).stdout.split())
    assert hot == cold > 0


def test_an_entry_a_run_read_counts_as_new_when_the_table_is_written(tmp_path, monkeypatch):
    """The limit drops the entries no recent run used: a file's terms TERMS still held when a tree's run pushed
    the others out are kept when its next run adds the rest (not dropped as the oldest)."""
    from analyzer import codecache

    monkeypatch.setenv("KERNLINT_CACHE_DIR", str(tmp_path))
    first = codecache.Table("recent", lambda: "stamp", limit=3)
    for key in "abc":
        first.put(key, 1)
    first.save()
    second = codecache.Table("recent", lambda: "stamp", limit=3)
    assert second.get("a") == 1
    second.put("d", 1)
    second.save()
    assert list(codecache.Table("recent", lambda: "stamp", limit=3)._load()) == ["c", "d", "a"]



def test_terms_are_kept_as_bytes_and_built_only_when_asked_for(tmp_path, monkeypatch):
    """TERMS holds each term's marshal, as COLD does: a run builds the code objects of the terms it asks for, not of
    every term a tree's run left in it; a TERMS file of code objects (as kernlint wrote it before) is another file."""
    from analyzer import codecache

    first = _spawn(TERM, tmp_path)
    assert first.returncode == 0, first.stderr
    monkeypatch.setenv("KERNLINT_CACHE_DIR", str(tmp_path))
    entries = codecache.Table("terms", codecache.TERMS.stamp)._load()
    assert entries and all(type(v) is bytes for v in entries.values())
    old = codecache.Table("terms", codecache._bytecode)
    old.entries = {"eval:lambda x, y, z, L, W, S: 0": compile("0", "<string>", "eval")}
    old.added = list(old.entries)
    old.save()
    assert old.path != codecache.Table("terms", codecache.TERMS.stamp)._store()
    assert _spawn(TERM, tmp_path).stdout.split() == first.stdout.split()[:1] + ["1", "0"]
