"""Review r5 M6: `ldmatrix` in inline assembly is a shared load (analysis/memory/ldmatrix.py): the lanes that give
an address (x1: 0-7, x2: 0-15, x4: 0-31) each name one 16-byte row, one 8x8 matrix served per phase, measured on an
H100 (tools/gpu/memory/ldmatrix, re-judged by test_memory_hardware)."""

from __future__ import annotations

from pathlib import Path

from conftest import run_fixture

from analyzer.analysis.memory.ldmatrix import only_ldmatrix
from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

ROOT = Path(__file__).resolve().parents[1]

_HEAD = """#include <cuda_fp16.h>
__global__ void k(const uint4* in, unsigned* out) {
    __shared__ half s[32][%(cols)s];
    unsigned lane = threadIdx.x %% 32, r0, r1, r2, r3;
    reinterpret_cast<uint4*>(&s[0][0])[threadIdx.x] = in[threadIdx.x];
    %(sync)s
    unsigned a = __cvta_generic_to_shared(&s[lane %% 16][(lane / 16) * 8]);
    asm volatile(%(asm)s : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}
void run(const uint4* in, unsigned* out) { k<<<4, 32>>>(in, out); }
"""

_X4 = '"ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"'


def _findings(cols: int = 32, sync: str = "__syncthreads();", asm: str = _X4, rules=("KL402",)):
    text = _HEAD % {"cols": cols, "sync": sync, "asm": asm}
    result = analyze_file("t.cu", text, Settings(), frozenset(rules))
    return [d for d in result.diagnostics if d.rule_id in rules]


def test_the_fixtures_name_ldmatrix_and_its_fix():
    _, found = run_fixture(ROOT / "fixtures/rules/KL402/bad_ldmatrix_rows.cu")
    assert {d.line for d in found} == {22, 35}
    for d in found:
        assert d.severity == Severity.WARNING and "4-way" in d.message and "ldmatrix.x" in d.message
        assert "`c ^ (r / 2 % 4)` in 64-byte rows" in d.help and "pad each row by 16 bytes" in d.help
    assert "16 wavefronts per request where 4" in next(d for d in found if d.line == 22).message
    assert "8 wavefronts per request where 2" in next(d for d in found if d.line == 35).message  # lanes 0-15 only
    _, ok = run_fixture(ROOT / "fixtures/rules/KL402/ok_ldmatrix_layouts.cu")
    assert not ok


def test_rows_of_64_bytes_conflict_and_padded_rows_do_not():
    assert len(_findings(32)) == 1
    assert not _findings(40)  # 80-byte rows: 8 rows in 8 bank groups
    # NOTE: an offset in the operand, and the state space's qualifier, are read
    assert len(_findings(32, asm='"ldmatrix.sync.aligned.m8n8.x4.shared::cta.b16 {%0, %1, %2, %3}, [%4+16];"')) == 1


def test_an_asm_of_ldmatrix_only_is_a_shared_read_to_the_races():
    assert only_ldmatrix('asm volatile(' + _X4 + ' : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "r"(x))')
    assert not only_ldmatrix('asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4]; '
                             'st.shared.u32 [%4], %0;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "r"(x))')
    assert not only_ldmatrix('asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 ..." : : )')
    races = _findings(40, sync="", rules=("KL107", "KL108", "KL109"))
    assert [d.rule_id for d in races] == ["KL107"] and races[0].line == 8
    assert not _findings(40, rules=("KL107", "KL108", "KL109"))


_BASE = """#include <cuda_fp16.h>
__global__ void k(const uint4* in, unsigned* out, const unsigned* where) {
    __shared__ half s[32 * 32];
    reinterpret_cast<uint4*>(s)[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    unsigned lane = threadIdx.x % 32, r0, r1, r2, r3;
    uint32_t base = __cvta_generic_to_shared(s);
    uint32_t a = base + ((lane % 16) * 32 + (lane / 16) * 8) * 2;
    asm volatile(ASM : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(ADDR));
    out[blockIdx.x * 128 + threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}
void run(const uint4* in, unsigned* out, const unsigned* w) { k<<<4, 128>>>(in, out, w); }
"""


def _accesses(text: str):
    import tempfile

    from analyzer.commands.memory import collect
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "t.cu"
        path.write_text(text)
        return [f for f in collect([str(path)], {}, Settings())[0] if f.access.node.span.line == 9]


def test_a_32_bit_register_of_a_shared_base_plus_an_offset_is_the_address():
    (f,) = _accesses(_BASE.replace("ASM", _X4).replace("ADDR", "a"))  # NOTE: `(uint32_t)cvta(s) + offset`: the conversion is dropped
    assert f.access.space == "shared" and f.access.instruction == "ldmatrix.x4"
    assert f.known and (f.per_request, f.ideal) == (16, 4)
    (f,) = _accesses(_BASE.replace("ASM", _X4).replace("ADDR", "where[threadIdx.x]"))  # NOTE: an address loaded from memory: still shared
    assert f.access.space == "shared" and not f.known
