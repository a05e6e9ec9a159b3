"""KL107/KL109 judge each kernel's races on their own: a helper inlined into two kernels is judged in each (its
kernel named), whatever else the file holds; the same race (the same two accesses, the same hazard) found in
two kernels is one finding, at the first kernel's, naming the other."""

from __future__ import annotations

from analyzer.config import Settings

HELPER = """
__device__ void publish(float *s, float v) {
    s[threadIdx.x] = v;
    float w = s[(threadIdx.x + 1) % 256];
    s[0] = w;
}
__global__ void first(float *out) {
    __shared__ float s[256];
    publish(s, out[threadIdx.x]);
    out[threadIdx.x] = s[0];
}
__global__ void second(float *out) {
    __shared__ float t[256];
    publish(t, 2.0f * out[threadIdx.x]);
    out[threadIdx.x] = t[0];
}
void run(float *d) { first<<<1, 256>>>(d); second<<<1, 256>>>(d); }
"""


def _kl107(text: str) -> list[tuple[int, str]]:
    from analyzer.lint.sources import analyze_file

    found = analyze_file("helper.cu", text, Settings(), frozenset({"KL107"})).diagnostics
    return sorted((d.line, d.symbol) for d in found)


def test_a_helper_inlined_into_two_kernels_is_one_finding_naming_both():
    from analyzer.lint.sources import analyze_file

    found = _kl107(HELPER)
    assert {symbol for _, symbol in found} == {"first"}
    alone = _kl107(HELPER.replace("second<<<1, 256>>>(d); ", "").split("__global__ void second")[0]
                   + "void run(float *d) { first<<<1, 256>>>(d); }\n")
    assert found == alone
    texts = [d.message for d in analyze_file("helper.cu", HELPER, Settings(), frozenset({"KL107"})).diagnostics]
    assert all("the same race is in `second` too" in t for t in texts)



def test_one_finding_per_race_counts_the_other_accesses():
    """One missing barrier is one finding: the fill of s_K and its four reads give one KL107 at the first read,
    whose message counts the other three; another interval's races on another array, and another kind of hazard
    on that array, are findings of their own."""
    from pathlib import Path

    from analyzer.lint.sources import analyze_file

    path = Path(__file__).resolve().parents[1] / "fixtures" / "rules" / "KL107" / "bad_one_finding_per_race.cu"
    found = analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL107"})).diagnostics
    messages = {d.line: d.message for d in found}
    assert sorted(messages) == [10, 16, 18], messages
    assert "3 more accesses of `s_K` between the same barriers race the same way" in messages[10]
    assert "the write of `s_K[threadIdx.x]` at line 8 by thread 0 and the read of `s_K[0]` at line 10" in messages[10]
    assert "2 more accesses of `s_W`" in messages[16]
    assert messages[18].startswith("write-write race") and "more access" not in messages[18]


def test_races_no_barrier_can_order_get_the_atomic_their_write_needs():
    """A global location every block writes, one access made by two threads, or two writes in the two arms of
    one `if`: the fix is the atomic that does what the write does, never a barrier; a block's own slots read by a
    neighbour keep the barrier."""
    from pathlib import Path

    from analyzer.lint.sources import analyze_file

    path = Path(__file__).resolve().parents[1] / "fixtures" / "rules" / "KL109" / "bad_result_slot_fixes.cu"
    found = analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL109"})).diagnostics
    fixes = {d.line: d.help for d in found}
    assert "`atomicAdd(&hits[0], h[i] & 1u)`" in fixes[7]
    assert "`atomicMin(&best[0], blockIdx.x)`" in fixes[12]
    assert "`atomicCAS(&res[1], EMPTY, i)`" in fixes[19] and "`atomicCAS(&res[0], EMPTY, i)`" in fixes[20]
    assert "`atomicExch(&found[0], i)`" in fixes[26]
    assert fixes[31].startswith("the accesses at line 30 and line 31 are in the two arms of one `if`")
    assert fixes[37] == "put `__syncthreads()` between line 36 and line 37"
    assert all("different blocks" in fixes[line] for line in (7, 12, 19, 20, 26))
    assert not any("__syncthreads" in fixes[line] for line in (7, 12, 19, 20, 26, 30, 31))


def test_an_assumed_configured_block_is_named_with_its_own_article():
    """A 2-D `block-size` from the config is `the configured 16x16x1 block`: the message says `assuming the
    configured ...`, not `assuming a the configured ...` (a block kernlint picks keeps `a`:
    tests/test_race_exactness.py)."""
    from analyzer.config import resolve_settings
    from analyzer.lint.sources import analyze_file
    text = ("__global__ void k(float *x) {\n    __shared__ float t[16][16];\n"
            "    t[threadIdx.y][threadIdx.x] = x[threadIdx.x];\n    x[threadIdx.x] = t[threadIdx.x][threadIdx.y];\n}\n")
    settings = resolve_settings(block_size="16x16", use_config=False)
    (d,) = analyze_file("k.cu", text, settings, frozenset({"KL107"})).diagnostics
    assert "race assuming the configured 16x16x1 block (`block-size`)" in d.message, d.message


def test_a_race_through_a_pointer_cast_names_the_byte_not_an_element_of_the_cast_type():
    """`*reinterpret_cast<int4 *>(&c[i])` of a `__half *c` meets the next thread's chunk at byte 512: `c[32]` (the
    offset in int4 units) would name the wrong element of `c`; the message names the byte."""
    from pathlib import Path

    from analyzer.lint.sources import analyze_file

    path = Path(__file__).resolve().parents[1] / "fixtures" / "rules" / "KL109" / "bad_vector_width_written.cu"
    found = analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL109"})).diagnostics
    assert [d.line for d in found] == [16]
    assert "(byte 512 of `c`)" in found[0].message, found[0].message


def test_the_launch_named_is_one_the_host_guard_admits_the_race_for():
    """`if (s <= 256) k<256><<<1, 256>>>(.., s); else k<1024><<<1, 1024>>>(.., s);`: the tile loop runs twice only
    for the `else` launch, so the finding names it, with an s its `else` admits (launch_guards.host_guards)."""
    from pathlib import Path

    from analyzer.lint.sources import analyze_file

    path = Path(__file__).parent.parent / "fixtures/rules/KL107/bad_launch_guard_admits_two_tiles.cu"
    found = analyze_file(str(path), path.read_text(), Settings(), frozenset({"KL107"})).diagnostics
    assert len(found) == 1
    assert "the launch at line 22 (1024x1x1)" in found[0].message and "`s` = 4096" in found[0].message
