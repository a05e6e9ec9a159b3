#!/usr/bin/env bash
# The shared lane stride from a kernel argument (a_bank_rows at d = 31, 32, 48, 64, kept equal to ../kernels.cu's)
# and two evidence kernels (classes.cu), measured with ../run.sh's metrics on the lent H100 (review r5, M4 and D9):
# bash tools/gpu/memory/classes/run.sh; the a_bank_rows rows were appended to ../measured/, the rest kept in results/.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="${OUT:-$HERE/out}"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
METRICS=l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
METRICS=$METRICS,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum
METRICS=$METRICS,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
METRICS=$METRICS,smsp__sass_inst_executed_op_shared_ld.sum,smsp__sass_inst_executed_op_shared_st.sum
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  nvcc --version | tail -2
  ncu --version | tail -1
} > "$OUT/meta.txt" 2>&1
nvcc -O3 -arch=sm_90 -o "$WORK/classes" "$HERE/classes.cu" 2>>"$OUT/meta.txt" || { echo "compile failed"; cat "$OUT/meta.txt"; exit 1; }
cuobjdump -sass "$WORK/classes" | grep -E "Function :|LDG|STG|LDS|STS" > "$OUT/sass.txt" 2>&1
ncu --csv --print-units base --metrics "$METRICS" "$WORK/classes" > "$WORK/ncu.raw" 2>"$OUT/ncu.err"
grep '^"' "$WORK/ncu.raw" > "$OUT/ncu.csv"
echo "rows: $(wc -l < "$OUT/ncu.csv")"
cat "$OUT/ncu.csv" | cut -d, -f5,13,15
tail -3 "$OUT/ncu.err"
