"""KL108's help for a halo cell (fixtures/rules/KL108/bad_stencil_halo_load.cu): a slot whose load from an array is
skipped under the results' own bound is one the readers' results use, so the help says to load every slot the
readers use (filling 0 or guarding the read changes the stencil's result); padding and a load under a guard the
read is not under keep the 0-fill help."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def _helps():
    _, diagnostics = run_fixture(RULE_FIXTURES / "KL108" / "bad_stencil_halo_load.cu")
    return {d.line: d.help for d in diagnostics if d.rule_id == "KL108"}


def test_a_halo_load_under_the_results_bound_gets_the_load_every_slot_help():
    help_ = _helps()[20]
    assert "halo" in help_ and "`if (gi < len) b[li] = in[gi];`" in help_, help_
    assert "keep only the results under `gi < n - 1`" in help_ and "`b[li] = gi < n - 1 ? in[gi] : 0;`" in help_
    assert "cond ? value : 0" not in help_


def test_padding_and_a_load_the_read_is_not_guarded_by_keep_the_fill_help():
    helps = _helps()
    for line in (28, 36):
        assert "cond ? value : 0" in helps[line] and "halo" not in helps[line], helps[line]
