"""KL101 on a block written as `max(c, h)`: at least c threads whatever h is. With c = 1024 the launch fails for
every h over 1024 and gives 1024 threads otherwise; with c over 1024 it fails for every h, and the message says so
(fixtures/rules/KL101/bad_block_max_of_the_limit.cu)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def test_the_message_says_whether_the_max_launch_ever_runs():
    _, found = run_fixture(RULE_FIXTURES / "KL101" / "bad_block_max_of_the_limit.cu")
    by_line = {d.line: d.message for d in found if d.rule_id == "KL101"}
    assert "gives 1024 threads otherwise" in by_line[14] and "whatever" not in by_line[14]
    assert "whatever `h` is (2048 is more than the 1024 threads" in by_line[16]
    assert "otherwise" not in by_line[16]
