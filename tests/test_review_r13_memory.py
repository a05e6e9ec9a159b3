"""Review r13 A's memory causes: a row width the host bounds before the launch is judged on the values it admits
(Q5); a branch on runs of the thread index whose length is a count the arguments give is taken by the whole
warp (Q6); a slice per thread is fixed where the slices start (Q8)."""

from conftest import RULE_FIXTURES, run_fixture

from analyzer.analysis.launch_guards import admitted_values, least_text, most


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == name.split("/")[0]}


def test_kl401_a_row_width_the_host_bounds_is_figured_on_the_values_it_admits():
    store = _fixture("KL401/bad_host_guarded_row_width.cu")[9]
    assert "16 sectors per request where its lanes need 4" in store.message
    assert "for planes = 4 (kernel argument; smaller values differ, larger ones the host excludes" in store.message
    assert ">= 8" not in store.message


def test_host_tests_keep_the_samples_and_name_their_bounds():
    admits = (("c", "<=", 4),)
    assert admitted_values((1, 3, 32, 96, 4097), "c", admits) == (1, 3, 4)
    assert admitted_values((1, 3, 32), "n", admits) == (1, 3, 32)  # NOTE: no test names n
    assert admitted_values((1, 3), "c", (("c", ">", 9), ("c", "<", 5))) == (1, 3)  # NOTE: none admitted: no claim
    assert most("c", admits) == 4 and most("c", (("c", "<", 1025),)) == 1024 and most("c", (("c", ">", 4),)) is None
    assert least_text((("c", 4),), admits) == "c = 4"
    assert least_text((("n", 8),), (("n", "<=", 1024),)) == "every n from 8 to 1024"
    assert least_text((("n", 8),), ()) == "every n >= 8"


def test_kl401_a_branch_on_runs_of_a_count_is_taken_by_the_whole_warp():
    found = _fixture("KL401/bad_stage_runs_of_a_count.cu")
    assert set(found) == {15}
    assert "32 sectors per request where its lanes need 4" in found[15].message
    near = _fixture("KL401/bad_stage_runs_of_a_constant.cu")  # NOTE: runs of 8 lanes: the arm's 8 lanes
    assert "8 sectors per request where its lanes need 1" in near[12].message


def test_kl402_a_slice_per_thread_is_fixed_where_the_slices_start():
    found = _fixture("KL402/bad_thread_slices.cu")
    assert set(found) == {10, 12, 13, 14, 16}
    for d in found.values():
        assert "Start the slices 33 words apart instead (`&buf[33 * t]` where it is `&buf[32 * t]`" in d.help
        assert "leaves every other access of it conflict-free (recounted)" in d.help
        assert "k + k / 32" not in d.help and "together as" not in d.help
