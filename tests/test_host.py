"""Host-flow analysis (analyzer/analysis/host): what the KL501-KL503 fixtures do not pin down — the
selection defaults, the wording of messages and fixes, and that the analysis reuses the driver's parse."""

from __future__ import annotations

from analyzer.lint.sources import analyze_file
from analyzer.select import Selection

SOURCE = """\
#include <chrono>
__global__ void scale(float* x) { x[threadIdx.x] *= 2.0f; }
void run(float* d_x, float* h_x, cudaStream_t s) {
    auto t0 = std::chrono::steady_clock::now();
    scale<<<1, 256, 0, s>>>(d_x);
    auto t1 = std::chrono::steady_clock::now();
    cudaMemcpy(h_x, d_x, 256 * sizeof(float), cudaMemcpyDeviceToHost);
    double ms = std::chrono::duration<double>(t1 - t0).count();
}
"""


def test_kl501_on_by_default_kl502_kl503_only_when_selected():
    default = Selection.build()
    assert default.is_enabled("KL501")
    assert not default.is_enabled("KL502") and not default.is_enabled("KL503")
    extended = Selection.build(extend_select=["KL502", "KL503"])
    assert extended.is_enabled("KL502") and extended.is_enabled("KL503")


def test_messages_name_the_work_and_the_fix_names_the_wait():
    result = analyze_file("t.cu", SOURCE, None, frozenset({"KL501", "KL502", "KL503"}))
    by_rule = {d.rule_id: d for d in result.diagnostics}
    timing = by_rule["KL501"]
    assert timing.line == 6 and "kernel `scale` (line 5)" in timing.message and "from line 4" in timing.message
    assert timing.help.startswith("call cudaStreamSynchronize(s) before this clock reading")
    launch = by_rule["KL502"]
    assert launch.line == 5 and "cudaGetLastError()" in launch.help
    api = by_rule["KL503"]
    assert api.line == 7 and api.message.startswith("the error code `cudaMemcpy` returns is discarded")


def test_the_analysis_reuses_the_parse(monkeypatch):
    """The host program is built from SourceUnit.tu: nothing is parsed or preprocessed again."""
    import analyzer.lint.sources as driver
    import analyzer.cuda.parse.parser as parser
    import analyzer.cuda.pp.preprocess as preprocess

    analyze_file("t.cu", SOURCE, None, frozenset({"KL201"}))  # parse once, cached
    calls = []
    monkeypatch.setattr(parser, "parse", lambda *a, **k: calls.append("parse"))
    monkeypatch.setattr(preprocess, "preprocess", lambda *a, **k: calls.append("preprocess"))
    result = driver.analyze_file("t.cu", SOURCE, None, frozenset({"KL501", "KL502", "KL503"}))
    assert calls == [] and any(d.rule_id == "KL501" for d in result.diagnostics)


def test_unparsed_host_code_is_read_from_its_text():
    source = SOURCE.replace("void run(", "template <class T> struct W { W(int); };\nW<int>::W(int) {}\nvoid run(")
    source += "Foo::Foo(float* d) : p(d) { auto a = clock(); scale<<<1, 32>>>(d); auto b = clock(); use(b - a); }\n"
    result = analyze_file("t.cu", source, None, frozenset({"KL501"}))
    lines = sorted(d.line for d in result.diagnostics if d.rule_id == "KL501")
    assert lines[-1] == source.count("\n")  # the constructor the grammar skips is still analysed


def test_kl503_help_quotes_the_call_as_written():
    """Review r12 B H1: the help rebuilt the call from the IR (casts dropped, macros expanded, `sizeof(int)` as
    `SizeOf`), which does not compile; it quotes the source text of the call."""
    from conftest import RULE_FIXTURES, run_fixture

    _, diagnostics = run_fixture(RULE_FIXTURES / "KL503" / "bad_discarded.cu")
    helps = [d.help for d in diagnostics if d.rule_id == "KL503"]
    assert any("`CHECK(cudaMalloc((void **)d_data, ARRAY_SIZE * sizeof(int)))`" in h for h in helps), helps
    assert any("`CHECK(cudaMalloc(&d_x, n * sizeof(float)))`" in h for h in helps), helps
