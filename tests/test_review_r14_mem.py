"""Review r14's memory causes (KL401, KL402): what the fixtures' `expect` lines cannot say, the severities and the
helps."""

from conftest import RULE_FIXTURES, run_fixture


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == name.split("/")[0]}


def test_kl401_a_word_inside_the_warps_wider_load_is_a_note_with_a_shuffle():
    found = _fixture("KL401/bad_word_inside_wider_load.cu")
    assert {line: d.severity.name.lower() for line, d in found.items()} == {14: "note", 22: "note"}
    assert "__shfl_up_sync(0xffffffff, v, 1)" in found[14].help and "16-byte load at line 15" in found[14].help
    assert "__shfl_down_sync(0xffffffff, v, 1)" in found[22].help
    assert "contiguous dimension" not in found[14].help
    near = _fixture("KL401/bad_word_without_wider_load.cu")[9]
    assert near.severity.name.lower() == "warning" and "17 sectors per request where its lanes need 4" in near.message


def test_kl401_two_stores_of_an_8_byte_record_are_a_note_four_of_a_16_byte_one_a_warning():
    pair = _fixture("KL401/bad_record_pair_stores.cu")[11]
    assert pair.severity.name.lower() == "note" and "tools/gpu/records/pair.cu" in pair.message
    quad = _fixture("KL401/bad_record_quad_stores.cu")[9]
    assert quad.severity.name.lower() == "warning" and "pair.cu" not in quad.message


def test_kl401_the_rest_of_a_record_read_under_a_data_branch_is_a_note():
    found = _fixture("KL401/bad_record_rest_under_branch.cu")[11]
    assert found.severity.name.lower() == "note" and "(line 13) use the rest of the sectors" in found.message
    near = _fixture("KL401/bad_record_word_under_branch.cu")[8]
    assert near.severity.name.lower() == "warning" and "Minor here" not in near.message


def test_kl402_lanes_rows_apart_in_padded_rows_get_the_rows_interleaved():
    found = _fixture("KL402/bad_padded_rows_lanes_rows_apart.cu")[15]
    assert "4-way" in found.message and "row % 1" not in found.help
    assert "lane j takes row j + 32c instead of 4j + c" in found.help and "no padding of the rows" in found.help
    assert "`tile[row][col ^ (row / 4 % 32)]`" in found.help
    assert not _fixture("KL402/ok_padded_rows_interleaved.cu")


def test_kl401_a_word_of_a_wider_declared_element_is_a_note_naming_the_element_type():
    found = _fixture("KL401/bad_word_of_wider_element.cu")
    assert {line: d.severity.name.lower() for line, d in found.items()} == {11: "note", 12: "note"}
    for d in found.values():
        assert "whole `uint64_t` elements of `keys`" in d.message and "use the rest" not in d.message
        assert "one 8-byte access of each (`keys[i]`, coalesced)" in d.help
        assert "contiguous dimension" not in d.help and "structure of arrays" not in d.help
    assert not _fixture("KL401/ok_wider_element_read_whole.cu")
