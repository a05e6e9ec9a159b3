"""Review r5 M4: a shared lane stride that is a kernel argument (`s[threadIdx.x * d + x]`) is judged per class of
the argument (analysis/memory/classes.py): gcd(d, 32)-way for 4-byte words, measured on an H100 at d = 31, 32, 48
and 64 (tools/gpu/memory a_bank_rows, re-judged by test_memory_hardware)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from conftest import run_fixture

from analyzer.analysis.memory.classes import class_of, exponent, representatives
from analyzer.diagnostics import Severity

ROOT = Path(__file__).resolve().parents[1]


def test_the_classes_are_the_valuations_modulo_the_banks_period():
    assert exponent(4) == 5 and exponent(8) == 4 and exponent(2) == 6 and exponent(1) == 7
    assert [class_of(d, 5) for d in (31, 32, 48, 64, 2, 0)] == [0, 5, 4, 5, 1, 5]
    odd = representatives(0, 5)
    assert {d % 32 for d in odd} == set(range(1, 32, 2)) and min(odd) > 32  # every residue, past any guard `tx < d`
    assert {d % 32 for d in representatives(4, 5)} == {16} and all(d % 32 == 0 for d in representatives(5, 5))


def test_a_stride_from_an_argument_is_a_note_when_some_class_is_conflict_free():
    _, found = run_fixture(ROOT / "fixtures/rules/KL402/bad_stride_from_a_kernel_argument.cu")
    by = {d.line: d for d in found}
    for line in (7, 9):  # rows_any: nothing fixes d, and odd d is conflict-free
        assert by[line].severity == Severity.NOTE
        assert "32-way" in by[line].message and "for every d that is a multiple of 32" in by[line].message
        assert "gcd(d, 32)-way in general, conflict-free for every odd d" in by[line].message
        assert "no launch of the kernel fixes d" in by[line].message
    for line in (14, 16):  # rows_even: 2 * d words apart, at least 2-way for every d
        assert by[line].severity == Severity.WARNING
        assert "for every d that is a multiple of 16" in by[line].message and "2-way for every odd d" in by[line].message
    for line in (21, 23):  # rows_fixed: the launch passes d = 64
        assert by[line].severity == Severity.WARNING and "d = 64" in by[line].message
        assert "every d" not in by[line].message


def test_the_class_figures_of_the_memory_command_are_not_plain_known(tmp_path):
    from analyzer.commands.memory import collect
    from analyzer.config import Settings
    from analyzer.reporters.memory import entry, render_text

    figures = collect([str(ROOT / "fixtures/rules/KL402/bad_stride_from_a_kernel_argument.cu")], {}, Settings())[0]
    rows = [f for f in figures if f.classes and f.access.kernel == "rows_any"]
    assert len(rows) == 2
    f = rows[0]
    assert f.classes[0] == "d" and [(v, p) for v, p, _ in f.classes[2]] == [(v, Fraction(2 ** v)) for v in range(6)]
    assert entry(f)["known"] is False
    assert "for every d that is a multiple of 32 (a kernel argument" in render_text(rows)


def test_stores_of_one_record_are_judged_alike_and_reported_once():
    """Review r5 D9 (LeetCUDA embedding_f16x8_kernel): of eight 2-byte stores `out[blockIdx.x * n + 8 * t + k]`,
    the samples left the +1 and +2 stores inside the sector's first half in every sampled block and gave them a
    plain 16 sectors (a warning), and gave the others none (blocks differed): the count depends on whether n keeps
    the rows aligned to the sectors. Now each store has the count of its class of aligned rows (n a multiple of 16,
    measured: tools/gpu/memory emb_f16x8<64>), and the eight are one finding at the first: a warning, as the
    neighbours exemption (L1 serves the rest) holds for loads only."""
    from analyzer.commands.memory import collect
    from analyzer.config import Settings

    path = ROOT / "fixtures/rules/KL401/bad_record_stores_of_a_row_are_one_finding.cu"
    stores = [f for f in collect([str(path)], {}, Settings())[0] if f.access.op == "store"]
    assert len(stores) == 8
    assert {(f.known, f.per_request, f.ideal, f.classes[0], f.classes[1]) for f in stores} == {
        (True, Fraction(16), Fraction(2), "n", 4)}
    _, found = run_fixture(path)
    (d,) = found
    assert d.line == 13 and d.severity == Severity.WARNING and "7 more accesses" in d.message
    assert "for every n that is a multiple of 16" in d.message and "use the rest of the sectors" not in d.message


def test_a_launch_that_passes_a_multiple_of_32_makes_it_a_warning():
    _, found = run_fixture(ROOT / "fixtures/rules/KL402/bad_stride_from_a_kernel_argument.cu")
    by = {d.line: d for d in found}
    assert by[35].severity == Severity.WARNING
    assert "Every launch passes `32 * n`: every d that is a multiple of 32, at least 32-way" in by[35].message
    assert by[45].severity == Severity.WARNING and "has a 8-way bank conflict" in by[45].message  # 16 * n + 8
    assert "for every d that is an odd multiple of 8 (the kernel argument d). Every launch passes" in by[45].message


def test_the_low_bits_a_launch_argument_is_known_to_have():
    from analyzer.checks._kl402_classes import low_bits, reachable
    from analyzer.cuda.parse.parser import parse_expression

    texts = ("64", "2 * n", "n << 5", "32 * n + 1", "16 * n + 8", "n")
    bits = {text: low_bits(parse_expression(text)) for text in texts}
    assert bits["2 * n"] == (0, 1) and bits["n << 5"] == (0, 5) and bits["32 * n + 1"] == (1, 5)
    assert bits["16 * n + 8"] == (8, 4) and bits["n"] == (0, 0) and bits["64"][0] == 64
    rows = tuple((v, Fraction(2 ** v), Fraction(1)) for v in range(6))
    assert [r[0] for r in reachable(rows, 5, (0, 1, ""))] == [1, 2, 3, 4, 5]
    assert [r[0] for r in reachable(rows, 5, (8, 4, ""))] == [3]
    assert [r[0] for r in reachable(rows, 5, (1, 5, ""))] == [0]


def _round_per_request(kernel: str) -> Fraction:
    """Wavefronts per request of one up-sweep round (tools/gpu/memory/classes: up_sweep_round<P>), read off the H100's
    counts: the kernel's shared loads less the last read `temp[2 * t]` (2 per warp), over the round's two loads."""
    import csv

    rows = [r for r in csv.reader(open(ROOT / "tools/gpu/memory/classes/results/ncu.csv")) if kernel in r[4]]
    loads = next(int(r[14]) for r in rows if r[12] == "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum")
    warps = int(rows[0][7].strip("()").split(",")[0]) // 32
    return Fraction(loads - 2 * warps, 2)


def test_an_upsweep_whose_tree_size_is_an_argument_is_judged_per_power_of_two():
    """RC11 (mattdean1-cuda prescan_arbitrary_unoptimized): the loop `for (d = p >> 1; d > 0; d >>= 1)` with
    `if (t < d)` leaves the active lanes of each round to p. Before, no finding (the check's screen saw 16 lanes at
    p = 32, and each round's count depended on p). The worst round is min(32, p / 32)-way, as measured."""
    expected, found = run_fixture(ROOT / "fixtures/rules/KL402/bad_upsweep_runtime_bound.cu")
    assert sorted((d.line, d.column) for d in found) == sorted((line, col) for _, line, col in expected)
    for d in found:
        assert d.severity == Severity.NOTE and "32-way" in d.message
        assert "for every p that is a power of two >= 1024" in d.message and "iteration 4 at p = 1024" in d.message
        assert "16-way at 512, 8-way at 256, 4-way at 128, 2-way at 64, conflict-free at 32 and below" in d.message
        assert "no launch of the kernel fixes p" in d.message
        assert "pad by index" in d.help
    assert _round_per_request("up_sweep_round<64>") == 2 and _round_per_request("up_sweep_round<1024>") == 32


def test_sizes_that_settle_only_at_the_last_samples_give_no_figure():
    from types import SimpleNamespace

    from analyzer.analysis.memory.classes import SIZES, by_size

    loop, arg = ("u", "k@3:1", "iter"), ("u", "p", "arg")
    access = SimpleNamespace(addr=("*", ("t", "x"), loop), path=("<", ("t", "x"), arg), params=frozenset({"p"}))

    def at(ways):
        def one(mapping):
            size = mapping[arg][1]
            return SimpleNamespace(known=True, per_request=Fraction(ways(size)), ideal=Fraction(1), reason="")
        return one

    f = SimpleNamespace(access=access)
    assert by_size(f, loop, at(lambda s: 1 if s < SIZES[-2] else 2), 2) is None  # NOTE: 2 sizes agree: not settled
    assert by_size(f, loop, at(lambda s: 1), 2) is None  # NOTE: conflict-free everywhere: the old path judges it


def _measured_store(kernel: str) -> Fraction:
    """Sectors per store request of one kernel of tools/gpu/memory/classes, read off the committed ncu counts."""
    import csv

    rows = [r for r in csv.reader(open(ROOT / "tools/gpu/memory/classes/results/ncu.csv")) if r[4].startswith(
        f"void {kernel}(")]
    value = {r[12]: int(r[14].replace(",", "")) for r in rows}
    return Fraction(value["l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"],
                    value["l1tex__t_requests_pipe_lsu_mem_global_op_st.sum"])


def test_a_narrow_block_walking_columns_is_judged_per_class_of_the_row_width():
    """Review r15 B-M4 (tsne-cuda AssembleDistances): a 16x16 block with `out[i * n + j]`, i from threadIdx.x, puts
    a warp's 16 lanes of a row in 16 rows of `out` and its two rows side by side. Thread 0's row starts on a sector
    for every n, lane 1's does not: the count was "depends on n" and nothing was reported. Now each class of n has
    its count, the figure that of the aligned class: 16 sectors for n a multiple of 8 (and of 2), 18 for odd n (two
    pairs of sixteen straddle a sector), as measured on an H200 at n = 1024, 1023 and 1026."""
    from analyzer.commands.memory import collect
    from analyzer.config import Settings

    figures = collect([str(ROOT / "tools/gpu/memory/classes/classes.cu")], {}, Settings())[0]
    (f,) = {f.classes: f for f in figures if f.access.kernel == "narrow_rows" and f.classes}.values()
    name, top, rows = f.classes
    assert name == "n" and top == 3 and f.per_request == 16 and f.ideal == 4
    per_class = {v: p for v, p, _ in rows}
    for n in (1024, 1023, 1026):
        assert per_class[class_of(n, top)] == _measured_store(f"narrow_rows<{n}>")
    expected, found = run_fixture(ROOT / "fixtures/rules/KL401/bad_narrow_block_column_walk.cu")
    assert [(d.line, d.severity) for d in found] == [(9, Severity.WARNING)]
    assert "for every n that is a multiple of 8" in found[0].message and "18 sectors" in found[0].message
    assert run_fixture(ROOT / "fixtures/rules/KL401/ok_narrow_block_row_walk.cu")[1] == []


def test_an_access_after_an_exit_on_loaded_data_counts_every_lane_past_it():
    """Review r15 C-M3: `if (k < 0) return;` on a loaded k left the store after it with no figure. It is counted
    with every lane past the exit, the most sectors it moves (lanes that leave move none; those that stay keep
    the layout), and the message says so; its near miss stores side by side and has no finding."""
    _, found = run_fixture(ROOT / "fixtures/rules/KL401/bad_column_walk_after_data_exit.cu")
    by = {d.line: d for d in found}
    assert sorted(by) == [8, 10] and "past the exit" not in by[8].message
    assert "counting every lane past the exit on loaded data at line 9" in by[10].message
    assert run_fixture(ROOT / "fixtures/rules/KL401/ok_row_walk_after_data_exit.cu")[1] == []
