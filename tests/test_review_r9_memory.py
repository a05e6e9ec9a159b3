"""Review r9's memory causes: a brace initializer's loads are accesses (B C4), and a record the lane moves whole in
narrow accesses gets one vector access of the record first (A C3). The vector fields nvcc merges (A C2, B C6):
test_memory_merged.py."""

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == name.split("/")[0]}


def test_kl401_a_record_read_in_a_brace_initializer_uses_the_words_between():
    found = _fixture("KL401/bad_record_read_in_initializer.cu")
    whole, one = found[10], found[20]
    assert whole.severity == Severity.NOTE and "(line 11) use the rest of the sectors" in whole.message
    assert "no access of the kernel reads or writes the words in between" not in whole.help
    assert one.severity == Severity.WARNING
    assert "no access of the kernel reads or writes the words in between" in one.help

