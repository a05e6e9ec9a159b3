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
    assert one.severity == Severity.NOTE  # NOTE: the kernel only reads `a`: its layout is the cost (review r10 B C11)
    assert "no access of the kernel reads or writes the words in between" in one.help


def test_kl401_a_record_written_whole_byte_by_byte_gets_one_vector_store_first():
    found = _fixture("KL401/bad_record_bytes_one_vector_access.cu")
    whole, three = found[10].help, found[21].help
    assert "store the record as one 4-byte `uchar4` through a cast of its aligned address" in whole
    assert "`reinterpret_cast<uchar4 *>(px)[r]`" in whole and "one request where there are 4" in whole
    assert whole.index("uchar4") < whole.index("structure of arrays")
    assert "uchar4" not in three and "structure of arrays" in three
