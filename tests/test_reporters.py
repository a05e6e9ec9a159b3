"""Every output format, on hand-made diagnostics over a real file; SARIF against the OASIS schema."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from analyzer.catalogue import load_catalogue
from analyzer.diagnostics import Diagnostic, Severity, Span
from analyzer.reporters import ReportContext, render, render_to_string, resolve_format, write_output
from analyzer.reporters.github import escape_data, escape_property

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = Path(__file__).resolve().parent / "data" / "sarif-schema-2.1.0.json"  # vendored: see tests/data/README.md

SOURCE = """__global__ void k(float* out) {
\tint tid = threadIdx.x;
  if (tid % 2 == 0) out[tid] = 1.f;  // ünïcode
}
"""


@pytest.fixture()
def tree(tmp_path: Path, monkeypatch) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "k.cu").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "build.log").write_text("ptxas info    : Used 200 registers\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    return tmp_path


def diag(rule: str, path: str, span: Span | None, message: str, severity=Severity.WARNING, **kw) -> Diagnostic:
    return Diagnostic(rule, load_catalogue()[rule].name, severity, message, path, span, **kw)


def sample() -> list[Diagnostic]:
    return [
        diag("KL206", "build.log", Span.at(1), "`k` on sm_90: 200 registers, budget 128", Severity.WARNING,
             symbol="k(float*)", arch="sm_90"),
        diag("KL201", "src/k.cu", Span(3, 7, 3, 19), "condition `tid % 2 == 0` differs, lanes: 50%, a,b",
             symbol="k"),
        diag("KL001", "src/k.cu", Span(2, 2, 2, 5), "could not parse x", Severity.NOTE),
    ]


def test_text_headline_snippet_and_caret(tree: Path) -> None:
    out = render_to_string("text", sample(), context=ReportContext(color=False))
    lines = out.splitlines()
    # sorted by path: build.log first
    assert lines[0] == "build.log:1:1: KL206 [warning] `k` on sm_90: 200 registers, budget 128 (register-budget)"
    i = lines.index("src/k.cu:3:7: KL201 [warning] condition `tid % 2 == 0` differs, lanes: 50%, a,b (divergent-branch)")
    assert lines[i + 1] == "3 |   if (tid % 2 == 0) out[tid] = 1.f;  // ünïcode"
    # the caret sits under column 7 (`(`) and spans 12 code points
    assert lines[i + 2] == "  | " + " " * 6 + "^" + "~" * 11
    j = lines.index("src/k.cu:2:2: KL001 [note] could not parse x (parse-error)")
    assert lines[j + 2] == "  | \t^~~"  # tabs are copied so the caret lines up in any terminal
    assert "\x1b[" not in out


def test_text_colour_only_when_asked_or_tty(tree: Path, monkeypatch) -> None:
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Tty()
    render("text", sample(), out, context=ReportContext())
    assert "\x1b[" in out.getvalue()
    monkeypatch.setenv("NO_COLOR", "1")
    out = Tty()
    render("text", sample(), out, context=ReportContext())
    assert "\x1b[" not in out.getvalue()
    plain = io.StringIO()
    monkeypatch.delenv("NO_COLOR")
    render("text", sample(), plain, context=ReportContext())
    assert "\x1b[" not in plain.getvalue()
    monkeypatch.setenv("FORCE_COLOR", "1")
    forced = io.StringIO()
    render("text", sample(), forced, context=ReportContext())
    assert "\x1b[" in forced.getvalue()


def test_text_neutralises_control_characters(tree: Path) -> None:
    Path("evil.cu").write_text("int x; /* \x1b[2J */\n", encoding="utf-8")
    out = render_to_string("text", [diag("KL201", "evil.cu", Span(1, 1, 1, 4), "m")], context=ReportContext(color=False))
    assert "\x1b" not in out


def test_concise_is_gcc_shaped(tree: Path) -> None:
    out = render_to_string("concise", sample(), context=ReportContext())
    assert out.splitlines() == [
        "build.log:1:1: warning: `k` on sm_90: 200 registers, budget 128 [KL206]",
        "src/k.cu:2:2: note: could not parse x [KL001]",
        "src/k.cu:3:7: warning: condition `tid % 2 == 0` differs, lanes: 50%, a,b [KL201]",
    ]


def test_github_annotations_and_escaping(tree: Path) -> None:
    out = render_to_string("github", sample(), context=ReportContext()).splitlines()
    assert out[2] == ("::warning file=src/k.cu,line=3,col=7,endLine=3,endColumn=18,title=KL201 divergent-branch::"
                      "condition `tid %25 2 == 0` differs, lanes: 50%25, a,b")
    assert out[1].startswith("::notice file=src/k.cu,line=2,col=2,")
    assert escape_property("a:b,c%\n") == "a%3Ab%2Cc%25%0A"
    assert escape_data("50%\r\nx,y:z") == "50%25%0D%0Ax,y:z"


def test_auto_picks_github_under_actions(tree: Path, monkeypatch) -> None:
    assert resolve_format("auto") == "text"
    monkeypatch.setenv("GITHUB_ACTIONS", "true")
    assert resolve_format("auto") == "github"
    assert render_to_string("auto", sample()[:1]).startswith("::warning ")


def test_json_shapes_keep_command_document(tree: Path) -> None:
    doc = {"diagnostics": None, "statistics": {"files": 1}}
    out = json.loads(render_to_string("json", sample(), context=ReportContext(command="check", document=doc)))
    assert list(out) == ["diagnostics", "statistics"] and out["statistics"] == {"files": 1}
    first = out["diagnostics"][0]
    assert list(first) == ["rule", "name", "severity", "message", "file", "line", "column", "end_line",
                           "end_column", "kernel", "help"]
    assert first["kernel"] == "k(float*)" and first["line"] == 1
    ptxas = json.loads(render_to_string("json", sample()[:1], context=ReportContext(command="ptxas",
                                                                                   document={"records": []})))
    assert list(ptxas) == ["records", "diagnostics"]
    assert ptxas["diagnostics"] == [{"rule": "KL206", "name": "register-budget", "severity": "warning",
                                     "message": "`k` on sm_90: 200 registers, budget 128", "kernel": "k(float*)",
                                     "arch": "sm_90", "line": 1, "help": None}]


def _schema() -> dict:
    return json.loads(SCHEMA.read_text(encoding="utf-8"))


def sarif(diags, **kw) -> dict:
    return json.loads(render_to_string("sarif", diags, context=ReportContext(**kw)))


def test_sarif_validates_against_the_schema(tree: Path) -> None:
    import jsonschema  # a test dependency (pyproject's [test] extra): the schema test never skips

    log = sarif(sample() + [diag("KL000", "src/k.cu", None, "KL201 crashed: boom", Severity.ERROR)])
    jsonschema.validate(log, _schema())
    empty = sarif([])
    jsonschema.validate(empty, _schema())
    assert empty["runs"][0]["results"] == [] and empty["runs"][0]["invocations"][0]["executionSuccessful"] is True


def test_sarif_rules_results_and_locations(tree: Path) -> None:
    log = sarif(sample())
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == list(load_catalogue())
    by_id = {r["id"]: r for r in rules}
    assert by_id["KL002"]["defaultConfiguration"] == {"level": "note", "enabled": False}
    assert by_id["KL201"]["defaultConfiguration"] == {"level": "warning"}
    assert by_id["KL201"]["properties"]["tags"][0] == "performance"
    assert "```cuda" in by_id["KL201"]["help"]["markdown"] and by_id["KL201"]["help"]["text"]
    assert run["columnKind"] == "unicodeCodePoints"
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == tree.resolve().as_uri() + "/"
    results = {r["ruleId"]: r for r in run["results"]}
    kl201 = results["KL201"]
    assert rules[kl201["ruleIndex"]]["id"] == "KL201"
    loc = kl201["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"] == {"uri": "src/k.cu", "uriBaseId": "%SRCROOT%"}
    assert loc["region"] == {"startLine": 3, "startColumn": 7, "endLine": 3, "endColumn": 19}
    ptx = results["KL206"]["locations"][0]
    assert ptx["logicalLocations"] == [{"name": "k(float*)", "fullyQualifiedName": "k(float*)", "kind": "function"}]
    notes = run["invocations"][0]["toolExecutionNotifications"]
    assert [n["associatedRule"]["id"] for n in notes] == ["KL001"]


def test_sarif_ptxas_finding_points_at_kernel_source_when_known(tree: Path) -> None:
    log = sarif(sample()[:1], command="ptxas", kernel_sources={"k(float*)": ("src/k.cu", Span(1, 17, 1, 18))})
    result = log["runs"][0]["results"][0]
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "src/k.cu"
    assert result["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "build.log"


def test_sarif_fingerprints_survive_line_moves_and_crashes_mark_failure(tree: Path) -> None:
    before = sarif(sample())["runs"][0]["results"]
    Path("src/k.cu").write_text("// a new header line\n" + SOURCE, encoding="utf-8")
    moved = [Diagnostic(d.rule_id, d.name, d.severity, d.message, d.path,
                        Span(d.span.line + 1, d.span.column, d.span.end_line + 1, d.span.end_column)
                        if d.path == "src/k.cu" else d.span, d.symbol, d.arch) for d in sample()]
    after = sarif(moved)["runs"][0]["results"]
    assert [r["partialFingerprints"] for r in before] == [r["partialFingerprints"] for r in after]
    assert [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in before] != \
           [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in after]
    twins = sarif([sample()[1], sample()[1]])["runs"][0]["results"]
    assert twins[0]["partialFingerprints"] != twins[1]["partialFingerprints"]
    crashed = sarif([diag("KL000", "src/k.cu", Span.at(1), "KL201 crashed: x", Severity.ERROR)])
    assert crashed["runs"][0]["invocations"][0]["executionSuccessful"] is False


def test_paths_outside_the_root_become_absolute_uris(tree: Path, tmp_path_factory) -> None:
    other = tmp_path_factory.mktemp("elsewhere") / "x y.cu"
    other.write_text("int x;\n", encoding="utf-8")
    log = sarif([diag("KL201", str(other), Span.at(1), "m")])
    location = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert location == {"uri": other.as_uri()} and "%20" in location["uri"]


@pytest.mark.parametrize("fmt", ["text", "concise", "json", "sarif", "github"])
def test_output_is_deterministic_whatever_the_input_order(tree: Path, fmt: str) -> None:
    items = sample()
    assert render_to_string(fmt, items, context=ReportContext(color=False)) == \
           render_to_string(fmt, list(reversed(items)), context=ReportContext(color=False))


def test_write_output_is_atomic_and_never_overwrites_an_input(tree: Path) -> None:
    from analyzer.errors import KernlintError

    write_output("report\n", "src/../report.txt", inputs=["src/k.cu"])
    assert Path("report.txt").read_text() == "report\n"
    assert not [p for p in os.listdir(".") if p.endswith(".tmp")]
    with pytest.raises(KernlintError, match="one of the inputs"):
        write_output("x", "src/k.cu", inputs=["src/k.cu"])
    assert Path("src/k.cu").read_text(encoding="utf-8") == SOURCE


def test_unknown_format_is_a_user_error() -> None:
    from analyzer.errors import KernlintError

    with pytest.raises(KernlintError, match="unknown output format 'xml'"):
        resolve_format("xml")


LOG = """ptxas info    : Compiling entry function '_Z5heavyPKfPfi' for 'sm_90'
ptxas info    : Function properties for _Z5heavyPKfPfi
    176 bytes stack frame, 304 bytes spill stores, 308 bytes spill loads
ptxas info    : Used 32 registers, used 0 barriers, 368 bytes cmem[0]
"""


@pytest.mark.parametrize("fmt", ["text", "concise", "json", "sarif", "github"])
def test_ptxas_command_speaks_every_format(tree: Path, fmt: str) -> None:
    from cli_runner import run_kernlint

    Path("spill.log").write_text(LOG, encoding="utf-8")
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("GITHUB_ACTIONS", None)
    result = run_kernlint("ptxas", "spill.log", "--output-format", fmt, "--output-file", "report.out", env=env)
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    out = Path("report.out").read_text(encoding="utf-8")
    if fmt == "concise":
        assert out.startswith("spill.log:1:1: warning: ") and out.rstrip().endswith("[KL205]")
    elif fmt == "github":
        assert out.startswith("::warning file=spill.log,line=1,") and "title=KL205 register-spill::" in out
    elif fmt == "json":
        doc = json.loads(out)
        assert doc["records"][0]["spill_store_bytes"] == 304
        assert [(d["rule"], d["arch"], d["line"]) for d in doc["diagnostics"]] == [("KL205", "sm_90", 1)]
    elif fmt == "sarif":
        import jsonschema  # a test dependency (pyproject's [test] extra): the schema test never skips

        log = json.loads(out)
        jsonschema.validate(log, _schema())
        result0 = log["runs"][0]["results"][0]
        assert result0["ruleId"] == "KL205" and result0["locations"][0]["logicalLocations"][0]["kind"] == "function"
        assert result0["locations"][0]["logicalLocations"][0]["name"] == "heavy(float const*, float*, int)"
    else:
        assert "KL205" in out and "304 bytes spill stores" in out


DIVERGENT = """__global__ void scale(float* out, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid % 2 == 0) out[tid] = sinf(expf(out[tid]));
  out[n + tid] = 1.0f;
}
"""  # NOTE: a costly arm (expf and sinf stay a branch at -O3, with work after it, about a quarter of the kernel's issue
# time, analysis/share.py): a warning; `out[tid] = 100.0f` alone is a note


@pytest.mark.parametrize("fmt", ["text", "concise", "json", "sarif", "github"])
def test_check_command_speaks_every_format(tree: Path, fmt: str) -> None:
    import subprocess
    import sys

    Path("src/div.cu").write_text(DIVERGENT, encoding="utf-8")
    env = {**os.environ, "NO_COLOR": "1"}
    env.pop("GITHUB_ACTIONS", None)
    result = subprocess.run([sys.executable, "-m", "analyzer", "check", "src/div.cu", "--select", "KL201",
                             "--format", fmt], capture_output=True, text=True, env=env)
    assert result.returncode == 1, result.stderr
    out = result.stdout
    if fmt == "text":
        lines = out.splitlines()
        assert lines[0].startswith("src/div.cu:3:7: KL201 [warning] ") and lines[0].endswith("(divergent-branch)")
        assert lines[1] == "3 |   if (tid % 2 == 0) out[tid] = sinf(expf(out[tid]));"
        assert lines[2].startswith("  |       ^~")
    elif fmt == "concise":
        assert out.startswith("src/div.cu:3:7: warning: ") and out.rstrip().endswith("[KL201]")
    elif fmt == "github":
        assert out.startswith("::warning file=src/div.cu,line=3,col=7,endLine=3,") and "title=KL201 divergent-branch::" in out
    elif fmt == "json":
        doc = json.loads(out)
        assert [(d["rule"], d["file"], d["line"], d["column"]) for d in doc["diagnostics"]] == [("KL201", "src/div.cu", 3, 7)]
        assert "statistics" in doc
    else:
        import jsonschema  # a test dependency (pyproject's [test] extra): the schema test never skips

        log = json.loads(out)
        jsonschema.validate(log, _schema())
        (res,) = log["runs"][0]["results"]
        assert res["ruleId"] == "KL201"
        assert res["locations"][0]["physicalLocation"]["artifactLocation"] == {"uri": "src/div.cu", "uriBaseId": "%SRCROOT%"}
        assert res["locations"][0]["physicalLocation"]["region"]["startLine"] == 3


def test_colour_is_decided_for_the_final_destination(tree: Path, monkeypatch) -> None:
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert "\x1b[" in render_to_string("text", sample())
    assert "\x1b[" not in render_to_string("text", sample(), output_file="report.txt")
    monkeypatch.delenv("FORCE_COLOR")
    assert "\x1b[" not in render_to_string("text", sample())  # pytest's stdout is not a terminal


def test_output_file_on_a_device_or_a_link_is_written_through(tmp_path: Path) -> None:
    """`-o /dev/null` must not rename a regular file over the device node (root can), and a symlinked
    report path keeps its link."""
    import stat

    write_output("report\n", os.devnull)
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    import threading

    got: list[str] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    write_output("through the fifo\n", str(fifo))
    reader.join(timeout=10)
    assert got == ["through the fifo\n"] and stat.S_ISFIFO(os.stat(fifo).st_mode)
    (tmp_path / "real.sarif").write_text("old")
    (tmp_path / "link.sarif").symlink_to("real.sarif")
    write_output("new\n", str(tmp_path / "link.sarif"))
    assert (tmp_path / "link.sarif").is_symlink() and (tmp_path / "real.sarif").read_text() == "new\n"


def test_fingerprints_do_not_depend_on_the_working_directory(tmp_path: Path) -> None:
    """Code scanning matches results across runs by fingerprint: running from the checkout's root or from
    a subdirectory (or from outside it) must give the same ones."""
    import subprocess
    import sys

    project = tmp_path / "proj"
    (project / ".git").mkdir(parents=True)
    (project / "src").mkdir()
    (project / "src" / "k.cu").write_text("__global__ void k(float* c) { if (threadIdx.x % 2) c[0] = expf(c[1]); }\n")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}

    def prints(cwd: Path, target: str) -> list[str]:
        out = subprocess.run([sys.executable, "-m", "analyzer", "check", target, "--format", "sarif"], cwd=cwd,
                             capture_output=True, text=True, env=env).stdout
        return [r["partialFingerprints"]["kernlint/v1"] for r in json.loads(out)["runs"][0]["results"]]

    first = prints(project, "src/k.cu")
    assert first and prints(project / "src", "k.cu") == first == prints(tmp_path, "proj/src/k.cu")
