"""A launch's type argument that no type in view sizes (`k<V, H><<<...>>>` inside a host template no instantiation
of which the file names) stands for `int` (race/driver._stand_in); the launch's label says so only for a parameter
that is the element type of one of the kernel's shared arrays or pointers: a wrapper passed by value (`H`) changes
no race (review r13 after A, row 6: `element type auto ...` beside a race on a `__shared__ int` array)."""

from __future__ import annotations

from analyzer.config import Settings
from analyzer.lint.sources import analyze_file

TEMPLATE = """
template <typename V, typename H>
__global__ void scan(ELEM *out, H h) {
    __shared__ int c[256];
    c[threadIdx.x] = threadIdx.x + h.base;
    out[threadIdx.x] = c[(threadIdx.x + 1) % 256];
}
template <typename V, typename H> void run(ELEM *out, H h) { scan<V, H><<<1, 256>>>(out, h); }
"""


def _messages(elem: str) -> list[str]:
    result = analyze_file("k.cu", TEMPLATE.replace("ELEM", elem), Settings(), frozenset({"KL107"}))
    return [d.message for d in result.diagnostics if d.rule_id == "KL107"]


def test_the_stand_in_is_named_only_for_an_element_type():
    by_value = _messages("float")  # V types nothing, H is passed by value: no label
    assert by_value and all("not known at the launch" not in m for m in by_value)
    typed = _messages("V")  # V is the element type of `out`
    assert typed and all("element type `V` not known at the launch" in m and "`H`" not in m for m in typed)


def test_an_element_type_an_included_header_declares_takes_no_stand_in():
    from conftest import RULE_FIXTURES, run_fixture

    _, found = run_fixture(RULE_FIXTURES / "KL107/bad_header_element_type.cu")
    races = [d for d in found if d.rule_id == "KL107"]
    assert races and all("not known at the launch" not in d.message for d in races)


def test_an_unsized_type_is_named_once_in_the_label():
    # NOTE: a type both unsized in the kernel (`__shared__ real_t s[]`) and the launch's template argument (`flat<real_t>`)
    from analyzer.config import Settings
    from analyzer.lint.sources import analyze_file
    text = """#include "not_here/real.h"
template <typename T>
__global__ void flat(T *y, const real_t *v) {
    __shared__ real_t s[256];
    s[threadIdx.x % 128] = v[threadIdx.x];
    __syncthreads();
    y[threadIdx.x] = s[threadIdx.x];
}
template <typename V> void run(V *y, const real_t *v) { flat<V><<<1, 256>>>(y, v); }
void go(real_t *y, const real_t *v) { run<real_t>(y, v); }
"""
    found = [d for d in analyze_file("flat.cu", text, Settings(), frozenset({"KL107"})).diagnostics
             if d.rule_id == "KL107"]
    assert found and all(d.message.count("element type") == 1 for d in found)
