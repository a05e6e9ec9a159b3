"""KL401's fix follows the access pattern (analyzer/analysis/memory/patterns.py): a per-lane row walk in a loop
and a record read get their own fixes, not the shared-memory transpose of a column walk."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture


def test_fix_matches_the_pattern():
    _, found = run_fixture(RULE_FIXTURES / "KL401" / "bad_row_walk_and_record.cu")
    fixes = {d.line: d.help for d in found if d.rule_id == "KL401"}
    assert fixes[10].startswith("each lane walks its own row or record (the loop at line 9") and "a row apart" in fixes[10]
    assert "shared memory" not in fixes[10]
    assert fixes[17].startswith("each lane reads 8 bytes at a fixed place of its own 32-byte record")
    assert "structure of arrays" in fixes[17]
    assert fixes[26].startswith("consecutive lanes are a whole row apart (a column walk): stage")
    assert fixes[35].startswith("consecutive lanes are 32 bytes apart: let consecutive lanes read consecutive")


def test_layout_fix_names_every_view_of_the_array():
    _, found = run_fixture(RULE_FIXTURES / "KL402" / "bad_tile_with_two_views.cu")
    fixes = {d.line: d.help for d in found if d.rule_id == "KL402"}
    assert "`tile` is also reached as `row`: make the same change in every view's accesses" in fixes[10]
    assert "also reached as" not in fixes[20]  # NOTE: `b = smem + 1024` is a separate array carved from the buffer


def test_views_follow_casts_and_thread_indexed_pointers():
    from analyzer.analysis.sharednames import views
    from analyzer.cuda.parse.parser import parse

    tu = parse("__global__ void k(unsigned *o) {\n extern __shared__ unsigned char x[];\n"
               " unsigned ((*X)[8][20]) = (unsigned (*)[8][20]) x;\n int w = threadIdx.x / 32, t = threadIdx.x % 32;\n"
               " unsigned *XX = X[w][t];\n unsigned ((*XB)[20]) = (unsigned (*)[20])&X[w][t / 4][4 * (t % 4)];\n"
               " unsigned *other = (unsigned *)&x[4096];\n o[0] = XX[0] + XB[0][0] + other[0];\n}\n", "v.cu")
    func = next(f for f in tu.functions() if f.name == "k")
    assert views(func, "XX") == ("x", ["X", "XB"])
    assert views(func, "other") == (None, [])


def test_one_field_per_block_is_no_decimation():
    # NOTE: review r15 C Q2: `rec[i * 9 + blockIdx.x]` with 9 blocks: the other blocks read the words in between, so
    # the layout is not the cost; the help splits the records among the blocks (near miss: the decimation fixture)
    from conftest import RULE_FIXTURES, run_fixture
    found = [d for d in run_fixture(RULE_FIXTURES / "KL401/bad_one_field_per_block.cu")[1] if d.rule_id == "KL401"]
    assert len(found) == 1 and "no access order" not in found[0].message
    assert "split the records among the blocks" in found[0].help
