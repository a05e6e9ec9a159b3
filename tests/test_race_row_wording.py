"""The note/warning of an index past its row (race/rows.py, checks/_race_report.past_row): only kernel arguments
(a parameter or a member path of one) make it conditional and are named, as their source text (a macro's argument,
not the macro), with the value that decides and its threshold; a loop counter's value is the first past the row."""

from __future__ import annotations

from analyzer.config import Settings
from analyzer.diagnostics import Severity
from analyzer.lint.sources import analyze_file

_LOOP_VALUE = """
__global__ void rows_of_nine(float *out, int n) {
    __shared__ float s[4][9];
    int lane = threadIdx.x;
    int len = 64;
    for (int k = 0; k < n; k += 8) {
        len = min(len, n - k);
        if (lane < len) s[1][lane] = 1.f;
        __syncthreads();
        out[k] = s[1][0];
        __syncthreads();
    }
}
void run(float *a) { rows_of_nine<<<1, 32>>>(a, 100); }
"""

_MACRO = """
#define FIRST_ID(tid, Q) const int tid = blockIdx.x * blockDim.x + threadIdx.x; if (tid >= Q) return
struct Batch { int n; __device__ int size(int) const { return n; } };
struct Shape { int dim; int sh; const float *basis; };
__global__ void clear_rows(Shape shape, float *out, Batch batch) {
  FIRST_ID(tid, int(batch.size(0)) * 32);
  __shared__ float row[4][9];
  const int w = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (lane >= shape.sh) return;
  if (lane < shape.dim) row[w][lane] = shape.basis[lane];
  __syncwarp();
  if (lane == 0) out[tid >> 5] = row[w][0];
}
void run(Shape s, float *o, Batch b, int g) { clear_rows<<<g, 128>>>(s, o, b); }
"""

_COUNTER = """
__global__ void fill(float *out, int n) {
    __shared__ float row[4][9];
    int w = threadIdx.x >> 5;
    if ((threadIdx.x & 31) == 0)
        for (int i = 0; i < n; i++) row[w][i] = 1.f;
    __syncthreads();
    out[threadIdx.x] = row[w][threadIdx.x % 9];
}
void run(float *o) { fill<<<1, 128>>>(o, 32); }
"""


def _rows(text: str) -> list:
    found = analyze_file("rows.cu", text, Settings(), frozenset({"KL107"})).diagnostics
    return [d for d in found if "indexes past its row" in d.message]


def test_a_loop_value_is_no_kernel_argument_and_a_launch_fixing_n_makes_a_warning():
    [d] = _rows(_LOOP_VALUE)
    assert "loop:" not in d.message and "@" not in d.message, d.message
    assert d.severity == Severity.WARNING, d.message


def test_the_deciding_member_and_its_threshold_are_named_not_the_macro():
    [d] = _rows(_MACRO)
    assert "FIRST_ID" not in d.message, d.message
    assert "where `shape.dim` > 9" in d.message, d.message


def test_a_loop_counter_is_given_at_its_first_value_past_the_row():
    [d] = _rows(_COUNTER)
    assert "`i` is 9" in d.message, d.message


_MACRO_ARGUMENT = """
#define IN_ROW(lane, v) if ((lane) < (v))
struct Shape { int dim; int sh; const float *basis; };
__global__ void clear_rows(Shape shape, float *out) {
  __shared__ float row[4][9];
  const int w = threadIdx.x >> 5, lane = threadIdx.x & 31;
  IN_ROW(lane, shape.dim) row[w][lane] = shape.basis[lane];
  __syncwarp();
  if (lane == 0) out[blockIdx.x * 4 + w] = row[w][0];
}
void run(Shape s, float *o, int g) { clear_rows<<<g, 128>>>(s, o); }
"""


def test_a_member_written_in_a_macros_argument_is_named_as_written_there():
    """The deciding member sits in the argument of the macro that makes the test: the message names it as the
    argument's text, `shape.dim`, not the macro, and it is a kernel argument (the finding holds only for some)."""
    [d] = _rows(_MACRO_ARGUMENT)
    assert "IN_ROW" not in d.message and "member@" not in d.message, d.message
    assert "`lane` is 9 in thread 9 where `shape.dim` > 9 (a run-time value the launch does not fix" in d.message, \
        d.message
    assert d.severity == Severity.NOTE, d.message


def test_a_local_objects_member_is_no_run_time_value_a_parameters_member_is():
    """`Win win = ws[blockIdx.x]; win.put(...)`: `win.len` is loaded data, no kernel argument; `Win win` a parameter."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "fixtures/rules/KL107/bad_row_bound_member_local_or_parameter.cu"
    local, parameter = sorted(_rows(path.read_text()), key=lambda d: d.line)
    assert "run-time value" not in local.message and "whatever the kernel's arguments" not in local.message
    assert "for some values of `win.len` (read from memory by the kernel)" in local.message, local.message
    assert local.severity == Severity.NOTE, local.message  # NOTE: out of bounds only where the loaded value > 9
    assert "where `win.len` > 9 (a run-time value the launch does not fix" in parameter.message, parameter.message
    assert parameter.severity == Severity.NOTE, parameter.message


def test_a_loop_counter_bounded_by_a_member_names_the_member_past_the_row():
    """`for (k = 0; k < spec.dim; k++) s += row[w][k];` of rows of 9: k first leaves the row at 9, where dim > 9."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "fixtures/rules/KL107/bad_row_bound_runtime_or_constant.cu"
    [d] = [d for d in _rows(path.read_text()) if d.line == 14]
    assert "`k` is 9 in thread 0 where `spec.dim` > 9" in d.message, d.message
