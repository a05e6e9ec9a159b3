"""Review r16's causes (docs/validation/review-r16-before-*.md), each with a fixture and its near miss: the helps and
severities its reviewers judged wrong on code nobody here had used."""

from __future__ import annotations

from conftest import RULE_FIXTURES, run_fixture

from analyzer.diagnostics import Severity


def _found(name: str, rule: str):
    _, found = run_fixture(RULE_FIXTURES / name)
    return [d for d in found if d.rule_id == rule]


def test_a_layout_conversion_gets_a_transpose_tiled_across_blocks():
    """A-Q2 (flownet2 channels_first): one pixel per block, the load's lanes a channel plane apart, the store's side
    by side. The help was that no staging can coalesce it and the layout is the cost; it is a tiled transpose."""
    found = _found("KL401/bad_layout_conversion_one_pixel_per_block.cu", "KL401")
    assert len(found) == 2  # NOTE: the copy in one assignment, and through a local (after-review A-Q2r)
    for d in found:
        assert "the kernel converts a layout" in d.help and "transpose across blocks" in d.help and "`[32][33]`" in d.help
    (table,) = [d for d in _found("KL401/bad_block_column_row_width.cu", "KL401") if d.line == 10][:1]
    assert "converts a layout" not in table.help


def test_a_shift_by_a_sum_is_a_note():
    """C-Q7 (GPUSorting's radix digits `key >> b + shift`): C's grouping is the one meant; a note, while a
    comparison inside a bitwise `&` stays a warning."""
    found = _found("KL104/bad_shift_precedence.cu", "KL104")
    assert found and all(d.severity == Severity.NOTE and "a note: C's grouping" in d.message for d in found)
    compares = _found("KL104/bad_precedence.cu", "KL104")
    assert compares and all(d.severity == Severity.WARNING for d in compares)


def test_grid_and_block_swapped_is_an_error_unless_the_count_is_tested():
    """A-M2 (r15): `k<<<threads, blocks>>>` with blocks a count of the data over the constant `threads`."""
    (d,) = _found("KL101/bad_grid_and_block_swapped.cu", "KL101")
    assert d.severity == Severity.ERROR and "look swapped" in d.message and "swap the launch's first two" in d.help
    assert _found("KL101/ok_grid_and_block_in_order.cu", "KL101") == []
    assert _found("KL101/ok_grid_and_block_swapped_count_tested.cu", "KL101") == []


def test_a_grid_rounded_up_by_a_one_return_helper_is_rounded():
    """B-M1 (r15, h2o4gpu calc_grid_dim): KL110 for the launch rounded up by a helper; none where it rounds down."""
    (d,) = _found("KL110/bad_grid_rounded_by_helper.cu", "KL110")
    assert "rounds the grid up to whole blocks of 256 threads" in d.message
    assert _found("KL110/ok_grid_floored_by_helper.cu", "KL110") == []


def test_a_condition_no_one_argument_decides_names_the_lanes_stride():
    """After-review A-N1 (flownet2's correlation backward): the condition named every argument >= 16, the base's
    too (item, pad, s1), which the launch passes small; it names those that move the lanes' stride."""
    (d,) = _found("KL401/bad_lane_stride_of_two_arguments.cu", "KL401")
    assert "for every C >= 16 and s2 >= 16 (kernel arguments" in d.message
    assert not any(f"{n} >= " in d.message for n in ("item", "pad", "s1", "maxd"))


def test_a_range_launched_from_its_length_is_judged_at_its_end():
    """After-review B-Q2r (GPUMD): the index starts at a run-time N1 and the grid is rounded up from `N2 - N1`; the
    kernel's only check is of a loop counter over loaded data: "never bounds-checks", as before the binary search
    hid it; the near miss tests `n1 < N2`."""
    (d,) = _found("KL110/bad_range_grid_from_a_difference.cu", "KL110")
    assert "never bounds-checks" in d.message and "rounds the grid up to whole blocks of 64" in d.message
    assert _found("KL110/ok_range_grid_from_a_difference.cu", "KL110") == []
    (b,) = _found("KL110/bad_binary_search_compares_data.cu", "KL110")
    assert "never bounds-checks" in b.message and "is bounds-checked (line" not in b.message
    assert _found("KL110/ok_binary_search_after_a_real_check.cu", "KL110") == []


def test_a_helper_templates_tail_guard_alone_in_its_header_is_a_note(tmp_path):
    """After-review C-Q5r (GPUSorting): the helper template `scan<RADIX>` in a header that no file of the run calls,
    judged on an assumed block with RADIX unknown: at most a note; beside its caller, RADIX = 256 and no finding."""
    import json

    from cli_runner import run_kernlint

    (tmp_path / "scan.cuh").write_text(
        "template <unsigned RADIX>\n__device__ void scan(unsigned *s) {\n"
        "    for (unsigned i = threadIdx.x; i < RADIX; i += blockDim.x) {\n        unsigned v = s[i];\n"
        "        for (int d = 1; d < 32; d <<= 1) { unsigned t = __shfl_up_sync(0xffffffff, v, d);"
        " if ((threadIdx.x & 31) >= d) v += t; }\n        s[i] = v;\n    }\n}\n")
    result = run_kernlint("check", "scan.cuh", "--format", "json", "--select", "KL106", cwd=tmp_path)
    (d,) = json.loads(result.stdout)["diagnostics"]
    assert d["severity"] == "note" and "tail guard `i < RADIX`" in d["message"]
    # NOTE: beside its caller in one file, RADIX is the instantiation's: 256 in 256-thread blocks, no finding; 200,
    # an error at that launch (a caller in another file that includes the header does not bind it: README's
    # "Limits worth knowing")
    body = (tmp_path / "scan.cuh").read_text()
    for radix, want in ((256, []), (200, ["error"])):
        (tmp_path / "one.cu").write_text(
            body + "__global__ void k(unsigned *g) {\n    __shared__ unsigned s[256];\n"
            f"    s[threadIdx.x] = g[threadIdx.x];\n    __syncthreads();\n    scan<{radix}>(s);\n}}\n"
            "void run(unsigned *g) { k<<<1, 256>>>(g); }\n")
        result = run_kernlint("check", "one.cu", "--format", "json", "--select", "KL106", cwd=tmp_path)
        assert [d["severity"] for d in json.loads(result.stdout)["diagnostics"]] == want, radix


def test_a_histograms_strided_heads_are_no_record_per_lane():
    """After-review C-H1 (GPUSorting): `s[threadIdx.x << 5]` of a 256-bin histogram is one word per lane at a stride,
    no record the lane walks: the help pads or swizzles (and names the array's views), never "lengthen each record"."""
    found = _found("KL402/bad_histogram_heads_with_a_view.cu", "KL402")
    assert found and all("record" not in d.help and "also reached as `v`" in d.help for d in found)
