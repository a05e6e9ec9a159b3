#!/usr/bin/env bash
# ldmatrix kernels (ldmatrix.cu, kept equal to ../kernels.cu's), measured with ../run.sh's metrics and the LDSM
# ones ncu lists on the lent H100 (review r5, M6): bash tools/gpu/memory/ldmatrix/run.sh; the rows were appended
# to ../measured/, the raw output kept in results/.
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
nvcc -O3 -arch=sm_90 -o "$WORK/ldmatrix" "$HERE/ldmatrix.cu" 2>>"$OUT/meta.txt" || { echo "compile failed"; cat "$OUT/meta.txt"; exit 1; }
cuobjdump -sass "$WORK/ldmatrix" | grep -E "Function :|LDSM|LDS|STG" > "$OUT/sass.txt" 2>&1
# NOTE: the LDSM metrics this ncu knows (an unknown name fails the whole run)
ncu --query-metrics 2>/dev/null | grep -iE "ldsm|op_shared_ld|mem_shared_op_ld" > "$OUT/metrics.txt"
EXTRA=$(grep -oiE "^[a-z0-9_]*ldsm[a-z0-9_]*" "$OUT/metrics.txt" | sort -u | sed 's/$/.sum/' | paste -sd, -)
echo "extra: $EXTRA" >> "$OUT/meta.txt"
ncu --csv --print-units base --metrics "$METRICS${EXTRA:+,$EXTRA}" "$WORK/ldmatrix" > "$WORK/ncu.raw" 2>"$OUT/ncu.err"
grep '^"' "$WORK/ncu.raw" > "$OUT/ncu.csv"
if [ "$(wc -l < "$OUT/ncu.csv")" -lt 2 ]; then
  echo "retry without the extra metrics" >> "$OUT/meta.txt"
  ncu --csv --print-units base --metrics "$METRICS" "$WORK/ldmatrix" > "$WORK/ncu.raw" 2>>"$OUT/ncu.err"
  grep '^"' "$WORK/ncu.raw" > "$OUT/ncu.csv"
fi
echo "rows: $(wc -l < "$OUT/ncu.csv")"
cat "$OUT/meta.txt"; cat "$OUT/metrics.txt"
cut -d, -f5,13,15 "$OUT/ncu.csv" | grep -v '"0"$'
tail -3 "$OUT/ncu.err"
