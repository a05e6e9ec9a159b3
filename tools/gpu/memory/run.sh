#!/usr/bin/env bash
# Measure validation kernels with Nsight Compute on the lent GPU (one run):
#   bash tools/gpu/memory/run.sh [SRC.cu]      (default: kernels.cu beside this script)
# Writes $OUT/ncu.csv (one row per kernel launch and metric), $OUT/sass.txt and $OUT/meta.txt.
# SASS_GREP: the instructions kept in sass.txt; EXTRA_QUERY: a regex of further metrics to add where this ncu
# lists them (`ldsm`: ldmatrix/run.sh), the run retried without them if ncu refuses them.
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
SRC="${1:-$HERE/kernels.cu}"
OUT="${OUT:-$(dirname "$SRC")/out}"
SASS_GREP="${SASS_GREP:-Function :|LDG|STG|LDS|STS}"
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
nvcc -O3 -arch=sm_90 -o "$WORK/kernels" "$SRC" 2>>"$OUT/meta.txt" || { echo "compile failed"; cat "$OUT/meta.txt"; exit 1; }
cuobjdump -sass "$WORK/kernels" | grep -E "$SASS_GREP" > "$OUT/sass.txt" 2>&1
EXTRA=""
if [ -n "${EXTRA_QUERY:-}" ]; then  # NOTE: an unknown metric name fails the whole run: only those this ncu lists
  ncu --query-metrics 2>/dev/null | grep -iE "$EXTRA_QUERY|op_shared_ld|mem_shared_op_ld" > "$OUT/metrics.txt"
  EXTRA=$(grep -oiE "^[a-z0-9_]*($EXTRA_QUERY)[a-z0-9_]*" "$OUT/metrics.txt" | sort -u | sed 's/$/.sum/' | paste -sd, -)
  echo "extra: $EXTRA" >> "$OUT/meta.txt"
fi
ncu --csv --print-units base --metrics "$METRICS${EXTRA:+,$EXTRA}" "$WORK/kernels" > "$WORK/ncu.raw" 2>"$OUT/ncu.err"
grep '^"' "$WORK/ncu.raw" > "$OUT/ncu.csv"
if [ -n "$EXTRA" ] && [ "$(wc -l < "$OUT/ncu.csv")" -lt 2 ]; then
  echo "retry without the extra metrics" >> "$OUT/meta.txt"
  ncu --csv --print-units base --metrics "$METRICS" "$WORK/kernels" > "$WORK/ncu.raw" 2>>"$OUT/ncu.err"
  grep '^"' "$WORK/ncu.raw" > "$OUT/ncu.csv"
fi
echo "rows: $(wc -l < "$OUT/ncu.csv")"
tail -3 "$OUT/ncu.err"
