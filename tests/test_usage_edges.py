"""A newcomer's day, part B (compile failures, wrong-stream waits, --diff, kernels in findings, wording, permission errors and FIFOs, usage help, the action, KL104 shifts, KL110). Each test failed before its fix."""

from __future__ import annotations

import json
import os
import stat
import subprocess
from pathlib import Path

import pytest

from cli_runner import run_kernlint

ROOT = Path(__file__).resolve().parents[1]


def _json(proc) -> dict:
    return json.loads(proc.stdout)


# --- 3: `check --compile` turns a failed nvcc into KL209, exit 1 -------------------------------------------

FAKE_NVCC = """#!/bin/sh
if [ "$1" = "--version" ]; then echo "fake nvcc"; exit 0; fi
for last; do :; done
echo "$last(2): error: identifier \\"undefined_thing\\" is undefined" >&2
echo "" >&2
echo "1 error detected in the compilation of \\"$last\\"." >&2
exit 1
"""


def test_compile_failure_is_kl209_and_exit_1(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    nvcc = bin_dir / "nvcc"
    nvcc.write_text(FAKE_NVCC)
    nvcc.chmod(0o755)
    (tmp_path / "e.cu").write_text("__global__ void k(int* p) {\n  p[0] = undefined_thing;\n}\n")
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
           "KERNLINT_CACHE_DIR": str(tmp_path / "cache")}
    proc = run_kernlint("check", "e.cu", "--compile", "--arch", "sm_80", "--arch", "sm_90", "-f", "json",
                        cwd=tmp_path, env=env)
    assert proc.returncode == 1, (proc.stdout, proc.stderr)
    found = [d for d in _json(proc)["diagnostics"] if d["rule"] == "KL209"]
    assert len(found) == 1, found  # one error, not one per target
    assert found[0]["file"] == "e.cu" and found[0]["line"] == 2
    assert "undefined_thing" in found[0]["message"]


# --- 9: KL104/KL105 inside a __global__ carry the kernel ----------------------------------------------------

def test_kl104_kl105_findings_name_their_kernel(tmp_path):
    (tmp_path / "p.cu").write_text("namespace ns {\n__global__ void k(int* p, int i) {\n  p[0] = i & 1 == 0;\n"
                                   "  p[1] = __shfl(i, 0);\n}\n}\n"
                                   "__device__ int f(int i) { return i & 1 == 0; }\n")
    proc = run_kernlint("check", "p.cu", "-f", "json", "--select", "KL104,KL105", cwd=tmp_path)
    got = {(d["rule"], d["line"]): d["kernel"] for d in _json(proc)["diagnostics"]}
    assert got == {("KL104", 3): "ns::k", ("KL105", 4): "ns::k", ("KL104", 7): None}, got
    sarif = json.loads(run_kernlint("check", "p.cu", "-f", "sarif", "--select", "KL104,KL105", cwd=tmp_path).stdout)
    results = sarif["runs"][0]["results"]
    lines = {3, 4}
    assert all("ns::k" in json.dumps(r) for r in results
               if r["locations"][0]["physicalLocation"]["region"]["startLine"] in lines)
    run_kernlint("check", "p.cu", "--select", "KL104,KL105", "--write-baseline", "b.json", cwd=tmp_path)
    assert "ns::k" in (tmp_path / "b.json").read_text()


# --- 7: --diff output is a patch git apply accepts ------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "__global__ void k(int *p, int i) {\n    p[0] = i & 1 == 0;\n}\n",           # ends with a newline
    "__global__ void k(int *p, int i) {\n    p[0] = i & 1 == 0;\n}",             # no newline at the end
    "__global__ void k(int *p, int i) {\r\n    p[0] = i & 1 == 0;\r\n}\r\n",     # CRLF
    "__global__ void k(int *p, int i) {\n    p[0] = i & 1 == 0; }",              # the fixed line is the last
])
def test_diff_is_a_patch_git_applies(tmp_path, text):
    (tmp_path / "a.cu").write_bytes(text.encode())
    subprocess.run(["git", "init", "-q"], cwd=tmp_path, check=True)
    proc = run_kernlint("check", "a.cu", "--diff", cwd=tmp_path)
    assert proc.returncode == 1 and proc.stdout.startswith("--- a/a.cu"), proc.stdout
    assert "@@ -1,3 +1,3 @@" in proc.stdout or "@@ -1,2 +1,2 @@" in proc.stdout, proc.stdout
    (tmp_path / "p.diff").write_bytes(proc.stdout.encode())
    check = subprocess.run(["git", "apply", "--check", "p.diff"], cwd=tmp_path, capture_output=True, text=True)
    assert check.returncode == 0, (proc.stdout, check.stderr)
    subprocess.run(["git", "apply", "p.diff"], cwd=tmp_path, check=True)
    assert (tmp_path / "a.cu").read_bytes() == text.replace("i & 1 == 0", "(i & 1) == 0").encode()


# --- 10: output wording ----------------------------------------------------------------------------------------

PRECEDENCE = "__global__ void k(int *p, int i) {\n    p[0] = i & 1 == 0;\n}\n"


def test_sarif_and_github_end_the_message_before_the_fix(tmp_path):
    (tmp_path / "a.cu").write_text(PRECEDENCE)
    sarif = json.loads(run_kernlint("check", "a.cu", "-f", "sarif", cwd=tmp_path).stdout)
    text = sarif["runs"][0]["results"][0]["message"]["text"]
    assert ". Fix: write `(i & 1) == 0`" in text, text
    github = run_kernlint("check", "a.cu", "-f", "github", cwd=tmp_path).stdout
    assert ". Fix: write `(i & 1) == 0`" in github, github


def test_kl103_says_a_dynamic_request_once():
    from analyzer.checks import kl103_shared_memory_exceeds_limit  # noqa: F401  (the rule exists)

    src = ("__global__ void k(float* x) { extern __shared__ float s[]; s[threadIdx.x] = x[0]; }\n"
           "void run(float* x) { k<<<1, 256, 104448>>>(x); }\n")
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "a.cu").write_text(src)
        proc = run_kernlint("check", "a.cu", "--arch", "sm_90", "-f", "json", "--select", "KL103", cwd=tmp)
    (diag,) = _json(proc)["diagnostics"]
    assert "asks for 104448 bytes dynamic of shared memory" in diag["message"], diag["message"]


def test_smem_sweep_rows_keep_one_unit():
    import re

    out = run_kernlint("occupancy", "--arch", "sm_90", "--threads", "256", "--regs", "32", "--smem", "13K",
                       "--sweep", "smem").stdout
    rows = [ln for ln in out.splitlines() if re.match(r"^\d", ln)]
    assert rows and all(re.match(r"^\d+(\.\d+)? - \d+(\.\d+)? (B|KiB) ", row) for row in rows), rows


def test_parse_note_lists_each_line_once_and_no_hint_when_listed(tmp_path):
    from analyzer.diagnostics import Diagnostic, Severity, Span
    from analyzer.lint.parse_notes import count_line, summarize

    notes = [Diagnostic("KL001", "parse-error", Severity.NOTE, f"could not parse {i}", "a.cu", Span.at(line, col))
             for i, (line, col) in enumerate([(3, 1), (3, 20), (5, 1)])]
    (folded,) = summarize(notes)
    assert "(lines 3, 5)" in folded.message, folded.message
    assert "--show-parse-errors" in count_line(notes, 3)
    assert "--show-parse-errors" not in count_line(notes, 3, listed=True)


@pytest.mark.parametrize("fmt", ["sarif", "github"])
def test_statistics_refuses_a_format_it_cannot_print(tmp_path, fmt):
    (tmp_path / "a.cu").write_text(PRECEDENCE)
    proc = run_kernlint("check", "a.cu", "--statistics", "-f", fmt, cwd=tmp_path)
    assert proc.returncode == 2 and proc.stdout == "", (proc.stdout, proc.stderr)
    assert len(proc.stderr.strip().splitlines()) == 1 and "--statistics" in proc.stderr, proc.stderr


def test_no_test_prints_past_pytest_capture():
    """pytest -q printed a stray "preprocess: 20.0 MB ..." line into the progress dots."""
    offenders = [p.name for p in (ROOT / "tests").glob("test_*.py") if p.name != Path(__file__).name
                 and ("capsys.disabled()" in p.read_text() or "capfd.disabled()" in p.read_text())]
    assert offenders == []


DOUBLE_TILE = """__global__ void transpose(double *out, const double *in, int n) {
    __shared__ double tile[32][32];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = in[y * n + x];
    __syncthreads();
    out[x * n + y] = tile[threadIdx.x][threadIdx.y];
}
void run(double *out, const double *in, int n) { transpose<<<dim3(n / 32, n / 32), dim3(32, 32)>>>(out, in, n); }
"""


def test_kl402_help_names_the_element_size_of_a_double_tile(tmp_path):
    (tmp_path / "t.cu").write_text(DOUBLE_TILE)
    (diag,) = _json(run_kernlint("check", "t.cu", "--select", "KL402", "-f", "json", cwd=tmp_path))["diagnostics"]
    assert "4-byte" not in diag["help"] and "one 8-byte element" in diag["help"], diag["help"]


# --- 11: permission errors are one line and exit 2, in every command -------------------------------------------

import shutil  # noqa: E402
import sys  # noqa: E402


def _without_dac(tmp_path) -> list[str] | None:
    """A command prefix that runs kernlint without the power to read files its mode forbids: as root, the
    capabilities that override file modes dropped (setpriv); as another user, nothing. None: cannot."""
    if os.geteuid() != 0:
        return []
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        return None
    probe = tmp_path / "probe"
    probe.write_text("x")
    probe.chmod(0)
    prefix = [setpriv, "--bounding-set=-dac_override,-dac_read_search"]
    done = subprocess.run([*prefix, "cat", str(probe)], capture_output=True)
    return prefix if done.returncode != 0 else None


def _locked_run(prefix, *args, cwd):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "KERNLINT_CACHE_DIR": str(cwd / "cache")}
    return subprocess.run([*prefix, sys.executable, "-m", "analyzer", *args], cwd=cwd, capture_output=True,
                          text=True, env=env, timeout=300)


LOCKED_CASES = [
    ("check", "locked/p.cu"),
    ("check", "locked/p.cu", "-f", "json"),
    ("kernels", "locked/p.cu"),
    ("memory", "locked/p.cu"),
    ("ptxas", "locked/build.log"),
    ("check", "ok.cu", "--ptxas", "locked/build.log"),
    ("check", "ok.cu", "--config", "locked/c.yaml"),
    ("check", "ok.cu", "--baseline", "locked/b.json"),
    ("check", "ok.cu", "--write-baseline", "locked/b.json"),
    ("ptxas", "ok.log", "--write-baseline", "locked/b.json"),
    ("check", "ok.cu", "-o", "locked/out.txt"),
    ("kernels", "locked"),
    ("check", "locked/p.cu", "ok.cu"),
]


@pytest.mark.parametrize("args", LOCKED_CASES, ids=[" ".join(a) for a in LOCKED_CASES])
def test_permission_denied_is_one_line_and_exit_2(tmp_path, args):
    prefix = _without_dac(tmp_path)
    if prefix is None:
        pytest.skip("cannot drop the power to read any file here")
    locked = tmp_path / "locked"
    locked.mkdir()
    (locked / "p.cu").write_text(PRECEDENCE)
    (locked / "build.log").write_text("ptxas info    : Used 8 registers\n")
    (locked / "c.yaml").write_text("select: [KL104]\n")
    (locked / "b.json").write_text("{}\n")
    (tmp_path / "ok.cu").write_text("__global__ void k(int *p) { p[0] = 1; }\n")
    (tmp_path / "ok.log").write_text((ROOT / "fixtures" / "logs").joinpath(
        sorted(p.name for p in (ROOT / "fixtures" / "logs").glob("*.log"))[0]).read_text())
    locked.chmod(0)
    try:
        proc = _locked_run(prefix, *args, cwd=tmp_path)
    finally:
        locked.chmod(0o755)
    err = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "internal error" not in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
    assert any("permission denied" in ln.lower() and "locked" in ln for ln in err), proc.stderr
    assert len([ln for ln in err if "permission denied" in ln.lower()]) == 1, proc.stderr
    if "json" in args:
        assert any("permission denied" in e for e in json.loads(proc.stdout)["errors"])


# --- 12: a FIFO is bad input --------------------------------------------------------------------------------

@pytest.mark.parametrize("command", ["check", "kernels", "memory"])
def test_a_fifo_is_bad_input(tmp_path, command):
    os.mkfifo(tmp_path / "f.cu")
    proc = run_kernlint(command, "f.cu", "-f", "json", cwd=tmp_path) if command != "memory" else \
        run_kernlint(command, "f.cu", cwd=tmp_path)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert lines == ["kernlint: f.cu: not a regular file (a FIFO)"], lines
    if command == "check":
        assert _json(proc)["errors"] == ["f.cu: not a regular file (a FIFO)"]


# --- 13: `kernels` and `memory` say when a file is over the size limit -----------------------------------------

@pytest.mark.parametrize("command", ["kernels", "memory"])
def test_a_file_over_the_size_limit_is_said(tmp_path, command):
    from analyzer.cuda.parse.parser import MAX_SOURCE_CHARS

    line = "// " + "x" * 96 + "\n"
    kernel = "__global__ void k(int *p) { p[0] = 1; }\n"
    (tmp_path / "big.cu").write_text(kernel + line * (MAX_SOURCE_CHARS // len(line) + 1))
    proc = run_kernlint(command, "big.cu", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "kernlint: big.cu: file too large to parse" in proc.stderr and "skipped" in proc.stderr, proc.stderr


# --- 14: an excluded path says so; a log without the asked arch names the ones it has ---------------------------

@pytest.mark.parametrize("named", ["third_party/reduce.cu", "third_party"])
def test_a_path_the_config_excludes_says_so(tmp_path, named):
    (tmp_path / "third_party").mkdir()
    (tmp_path / "third_party" / "reduce.cu").write_text(PRECEDENCE)
    (tmp_path / ".kernlint.yaml").write_text("exclude: [third_party]\n")
    proc = run_kernlint("check", named, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert f"{named}: excluded by `exclude` in .kernlint.yaml" in proc.stderr, proc.stderr
    assert "no CUDA/HIP files" not in proc.stderr


def test_ptxas_arch_missing_from_the_log_names_the_archs_it_has():
    proc = run_kernlint("ptxas", str(ROOT / "fixtures" / "logs" / "maxrreg32_spills.log"), "--arch", "sm_75")
    assert "sm_75" in proc.stderr and "sm_80, sm_90" in proc.stderr, proc.stderr
    assert "-Xptxas -v" not in proc.stderr  # the log has records: the build flags are not what is missing


# --- 15: usage errors name the subcommand's help; memory takes -f; kernels --help lists what it accepts --------

@pytest.mark.parametrize("args", [("check", "a.cu", "--ignore"), ("occupancy", "--arch"), ("kernels", "-f")])
def test_a_missing_option_value_names_the_subcommands_help(args):
    proc = run_kernlint(*args)
    assert proc.returncode == 2
    assert f"`kernlint {args[0]} --help` shows the usage" in proc.stderr, proc.stderr


def test_memory_takes_short_format_option(tmp_path):
    (tmp_path / "a.cu").write_text("__global__ void k(float *p) { p[threadIdx.x] = 0.f; }\n")
    proc = run_kernlint("memory", "a.cu", "-f", "json", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    json.loads(proc.stdout)


@pytest.mark.parametrize("command", ["kernels", "memory"])
def test_help_lists_only_the_formats_the_command_accepts(command):
    import re

    out = re.sub(r"[│\s]+", " ", run_kernlint(command, "--help", env={**os.environ, "COLUMNS": "200"}).stdout)
    assert "text or json" in out, out
    for refused in ("sarif", "github", "concise"):
        assert refused not in out, out


# --- 19: install commands that work from a clone; an action reference that exists ------------------------------

def _user_docs() -> dict[str, str]:
    docs = {p.name: p.read_text() for p in (ROOT / "docs").glob("*.md") if p.name != "rules.md"}
    docs["README.md"] = (ROOT / "README.md").read_text()
    return docs


def test_no_install_of_an_unreleased_package_name():
    import re

    for name, text in _user_docs().items():
        assert not re.search(r"pip install '?kernlint\[", text), name  # no release on PyPI yet
    from analyzer.commands import lsp

    assert "'.[lsp]'" in Path(lsp.__file__).read_text()


def test_action_references_name_a_ref_that_exists():
    import re

    for name, text in _user_docs().items():
        for ref in re.findall(r"uses: kernlint/kernlint@(\S+)", text):
            assert ref == "main" or re.fullmatch(r"<[^>]*commit[^>]*>|[0-9a-f]{40}", ref), (name, ref)


# --- 4: KL501 says which stream the wait was on -----------------------------------------------------------------

def test_kl501_names_the_wait_on_the_wrong_stream():
    proc = run_kernlint("check", str(ROOT / "fixtures" / "rules" / "KL501" / "bad_wrong_stream.cu"),
                        "--select", "KL501", "-f", "json")
    messages = [d["message"] for d in _json(proc)["diagnostics"]]
    assert any("`cudaStreamSynchronize(s2)` at line 13 waits for `s2`, not for `s`" in m for m in messages), messages
    assert any("waits for `s2`, not for `stop`" in m for m in messages), messages
