"""A finding's severity never depends on another kernel, file or folder (issue 28).

Every CUDA rule fixture is analysed alone, then (1) in one file with every other fixture's kernels (each
part's names renamed apart, its macros undefined after it, so that nothing but the other kernels' presence
differs), and (2) in one folder with every other fixture. The findings of the original kernels must be the
same: rule, line, severity and message (kernel names and line numbers aside, which the renaming and
the shift change). KL402's padded twin in the folder and KL201/KL401's sibling-kernel demotions failed
here before they were removed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import RULE_FIXTURES, read_expectations

from analyzer.config import Settings

_KEYWORDS = {"if", "for", "while", "switch", "return", "sizeof", "main", "defined", "operator", "assert", "catch"}  # NOTE: `assert(...)` in a comment before a definition matches _DEFINITION
_KEYWORDS |= {"void", "bool", "char", "short", "int", "long", "unsigned", "float", "double"}
_KEYWORDS |= {"template", "typename", "struct", "class", "union", "enum", "const", "static", "constexpr"}  # NOTE: `a class template` in a comment  # NOTE: `f(float (*t)[32]) {`
_DEFINITION = re.compile(r"\b([A-Za-z_]\w*)\s*(?:<[^<>;{}()]*>\s*)?\([^;{}]*\)\s*(?:const\s*)?\{")
_KERNEL = re.compile(r"__global__[^;{(]*?\b([A-Za-z_]\w*)\s*\(")
_TYPE = re.compile(r"\b(?:struct|class|union|enum)\s+([A-Za-z_]\w*)")
_GLOBAL = re.compile(r"^\s*(?:static\s+)?(?:__constant__|__device__)\s+(?!.*\()[^;=\[]*?\b([A-Za-z_]\w*)\s*[\[=;]", re.M)
_ALIAS = re.compile(r"\busing\s+([A-Za-z_]\w*)\s*=|\btypedef\b[^;]*?\b([A-Za-z_]\w*)\s*;")
_MACRO = re.compile(r"^\s*#\s*define\s+([A-Za-z_]\w*)", re.M)


def _fixtures() -> list[Path]:
    out = []
    for path in sorted(RULE_FIXTURES.glob("KL*/*.cu")):
        text = path.read_text(encoding="utf-8")
        config, _ = read_expectations(text)
        # NOTE: an `#error` that stops the combined file, or an `#else` of one that picks the group's first branch
        no_program = re.search(r"^\s*#\s*error\b.*expect: KL001|^\s*#\s*else\b.*\n\s*#\s*error\b", text, re.M)
        if not config and not no_program and "kernlint: file-ignore" not in text and "kernlint: disable" not in text:
            out.append(path)
    return out


def _enabled(path: Path) -> frozenset[str]:
    _, expected = read_expectations(path.read_text(encoding="utf-8"))
    return frozenset({path.parent.name, "KL001"} | {code for code, _, _ in expected})


def _renamed(text: str, suffix: str) -> str:
    """The fixture with every function, type, global and macro it defines renamed apart (the macros that
    wrap builtins undefined after it)."""
    code = re.sub(r"//[^\n]*|/\*.*?\*/", " ", text, flags=re.S)  # NOTE: names a comment's prose seems to define
    macros = _MACRO.findall(code)
    names = {m for m in _DEFINITION.findall(code) + _KERNEL.findall(code) + _TYPE.findall(code)
             + _GLOBAL.findall(code) + macros if m not in _KEYWORDS}
    names |= {a or b for a, b in _ALIAS.findall(code)}
    names = {n for n in names if not n.startswith("__")}  # NOTE: builtins a part wraps keep their names
    names -= set(re.findall(r"(?:\.|->)\s*([A-Za-z_]\w*)\s*\(", code))  # NOTE: methods live in their class
    if names:
        pattern = re.compile(r"\b(" + "|".join(sorted(map(re.escape, names), key=len, reverse=True)) + r")\b")
        lines = [line if line.lstrip().startswith("#include") else pattern.sub(lambda m: m.group(1) + suffix, line)
                 for line in text.split("\n")]
        text = "\n".join(lines)
    undef = "".join(f"#undef {m}\n" for m in dict.fromkeys(macros) if m not in names)
    return text.rstrip("\n") + "\n" + undef


def _key(d, shift: int, suffix: str = "") -> tuple:
    message = d.message.replace(suffix, "") if suffix else d.message
    message = re.sub(r"\b(?:line|lines) \d+(?:, \d+)*", "line N", message)
    message = re.sub(r"\bat \d+:\d+", "at L:C", message)  # NOTE: KL001's position moves with the renaming
    help_text = re.sub(r"\b(?:line|lines) \d+", "line N", (d.help or "").replace(suffix, "") if suffix else d.help or "")
    return (d.rule_id, d.line - shift, d.severity, message, help_text)  # NOTE: renaming moves columns


def _alone(path: Path, enabled: frozenset[str]) -> list[tuple]:
    from analyzer.lint.sources import analyze_file

    result = analyze_file(str(path), path.read_text(encoding="utf-8"), Settings(), enabled)
    return sorted(_key(d, 0) for d in result.diagnostics)


@pytest.fixture(scope="module")
def alone() -> dict[Path, list[tuple]]:
    found = {path: _alone(path, _enabled(path)) for path in _fixtures()}
    # NOTE: the comparisons below mean nothing if the fixtures alone find nothing: each that expects a finding has one
    silent = [p.name for p in found if read_expectations(p.read_text(encoding="utf-8"))[1] and not found[p]]
    assert len(found) > 100 and not silent, (len(found), silent)
    return found


def _project_headers(into: Path) -> None:
    """The fixtures' project headers (folders beside them, reached as `#include <folder/x.h>`), copied next to
    the combined files, where a build's `-I` would find them."""
    import shutil

    for folder in RULE_FIXTURES.glob("KL*/*/"):
        shutil.copytree(folder, into / folder.name, dirs_exist_ok=True)


@pytest.mark.slow
def test_findings_do_not_change_beside_every_other_fixtures_kernels_in_one_file(tmp_path, alone):
    from analyzer.lint.sources import analyze_file

    _project_headers(tmp_path)
    paths = list(alone)
    parts, spans, text = [], {}, ""
    for i, path in enumerate(paths):
        part = _renamed(path.read_text(encoding="utf-8"), f"_p{i}")
        start = text.count("\n")
        text += part
        spans[path] = (start, text.count("\n"), f"_p{i}")
        parts.append(part)
    enabled = frozenset().union(*(_enabled(p) for p in paths))
    together = tmp_path / "together.cu"
    together.write_text(text)
    found = analyze_file(str(together), text, Settings(), enabled).diagnostics
    changed = []
    for path in paths:
        start, end, suffix = spans[path]
        mine = _enabled(path)
        here = sorted(_key(d, start, suffix) for d in found if start < d.line <= end and d.rule_id in mine)
        if here != alone[path]:
            changed.append(f"{path.relative_to(RULE_FIXTURES)}:\n  alone:    {alone[path]}\n  together: {here}")
    assert not changed, "\n".join(changed)


@pytest.mark.slow
def test_findings_do_not_change_in_one_folder_with_every_other_fixture(tmp_path, alone):
    from analyzer.lint.sources import analyze_paths

    _project_headers(tmp_path)
    copies = {}
    for path in alone:
        copy = tmp_path / f"{path.parent.name}_{path.name}"
        copy.write_text(path.read_text(encoding="utf-8"))
        copies[str(copy)] = path
    enabled = frozenset().union(*(_enabled(p) for p in alone))
    result = analyze_paths(sorted(copies), Settings(), enabled, jobs=1)
    changed = []
    for copy, path in copies.items():
        mine = _enabled(path)
        here = sorted(_key(d, 0) for d in result.diagnostics if d.path == copy and d.rule_id in mine)
        if here != alone[path]:
            changed.append(f"{path.relative_to(RULE_FIXTURES)}:\n  alone:  {alone[path]}\n  folder: {here}")
    assert not changed, "\n".join(changed)


_BOUNDED = """__global__ void __launch_bounds__(128) heavy(float *out) {
    __shared__ float tile[10240];
    tile[threadIdx.x] = out[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = tile[(threadIdx.x + 1) % 128];
}
"""
_UNKNOWN_LAUNCH = """__global__ void heavy(float *out);
void run(float *out, int threads) { heavy<<<64, threads>>>(out); }
"""
_RECORD = ("ptxas info    : Compiling entry function '_Z5heavyPf' for 'sm_90'\n"
           "ptxas info    : Used 16 registers, used 1 barriers, 40960 bytes smem\n")


def test_a_launch_with_an_unknown_block_in_another_file_keeps_the_kernels_occupancy_findings(tmp_path):
    """A kernel alone is judged at the block its launch facts give it (here its `__launch_bounds__(128)`:
    5 blocks of 128 threads, 31 %, a KL203 warning). Another file of the program that launches it with an
    unknown block must not change that: the launch was judged at the configured 256 threads (62.5 %, a KL204
    note) before."""
    import json

    from cli_runner import run_kernlint

    (tmp_path / "a.cu").write_text(_BOUNDED)
    (tmp_path / "b.cu").write_text(_UNKNOWN_LAUNCH)
    (tmp_path / "b.log").write_text(_RECORD)
    (tmp_path / ".kernlint.yaml").write_text("rules:\n  KL203: {min-occupancy: 0.5}\n")

    def found(*files: str) -> list[tuple]:
        result = run_kernlint("check", *files, "--ptxas", "b.log", "--target", "sm_90", "--select", "KL203,KL204",
                              "--format", "json", "--no-cache", "--exit-zero", cwd=tmp_path)
        doc = json.loads(result.stdout)
        return sorted((d["rule"], d["severity"], d["message"].split(";")[0]) for d in doc["diagnostics"])

    alone, together = found("a.cu"), found("a.cu", "b.cu")
    assert alone and alone[0][:2] == ("KL203", "warning") and "of 128 threads" in alone[0][2], alone
    assert together == alone
    result = run_kernlint("check", "a.cu", "b.cu", "--ptxas", "b.log", "--target", "sm_90", "--select", "KL203",
                          "--no-cache", "--exit-zero", cwd=tmp_path)
    assert "unknown (judged at 128 threads, its `__launch_bounds__(128)`" in result.stdout, result.stdout


def test_a_local_shared_array_hides_a_namespace_one_of_the_same_name():
    """A namespace-scope `__shared__` array is counted in a kernel's static shared memory only where the kernel
    refers to it: a kernel's own `tile` hides `detail::tile` (it counted both, 56 KiB, a KL103 error, when a
    file of the same program, or a fixture beside it, declared the namespace one), while `detail::tile` named
    by its qualified name is counted."""
    from analyzer.lint.sources import analyze_file

    text = """namespace detail { __shared__ float tile[4096]; }
__global__ void own(float *out) {
    __shared__ float tile[10240];
    tile[threadIdx.x] = out[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = tile[threadIdx.x + 1];
}
__global__ void both(float *out) {
    __shared__ float tile[10240];
    tile[threadIdx.x] = detail::tile[threadIdx.x];
    __syncthreads();
    out[threadIdx.x] = tile[threadIdx.x + 1];
}
"""
    found = analyze_file("t.cu", text, Settings(), frozenset({"KL103"})).diagnostics
    assert [(d.rule_id, d.line) for d in found] == [("KL103", 8)], [d.message for d in found]
    assert "57344 bytes" in found[0].message
