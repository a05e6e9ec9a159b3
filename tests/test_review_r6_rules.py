"""Fresh-tree review r6, causes D12-D17: helps that keep the code's meaning (KL105 width, KL401 by the
access's shape, KL402 by which lanes collide), severities from how often an access runs (KL401/KL402), and
what is a host clock (KL501) or a lane id (KL301)."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _fixture(name: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return {d.line: d for d in found if d.rule_id == name.split("/")[0]}


def test_kl105_help_carries_every_argument_the_width_included():
    found = _fixture("KL105/bad_subwarp_width.cu")
    assert "`__shfl_sync(0xffffffff, x, 0, 2)`" in found[6].help
    assert "`__shfl_up_sync(0xffffffff, x, 1, 8)`" in found[7].help
    assert "`__shfl_down_sync(0xffffffff, x, 1, 16)`" in found[8].help
    assert "`__shfl_xor_sync(0xffffffff, x, 1, 4)`" in found[9].help
    assert "`__ballot_sync(0xffffffff, x > 3u)`" in found[10].help
    # the unsafe rewrite inserts the mask and keeps the arguments as written
    edits = found[6].fix.edits
    assert [e.text for e in edits] == ["__shfl_sync", "0xffffffff, "]
