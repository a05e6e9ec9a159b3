#!/usr/bin/env bash
# Measure walk.cu's global load sectors and requests under ncu for runs of 1, 2, 4, 8, 16 and 32 floats.
# Usage (a machine with an NVIDIA GPU, nvcc and ncu): tools/gpu/segments/run.sh OUT.tsv
set -eu
out=${1:?usage: run.sh OUT.tsv}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
nvcc -O3 -arch=sm_90 -o "$work/walk" "$here/walk.cu"
printf 'len\tsectors\trequests\n' > "$out"
for len in 1 2 4 8 16 32; do
  got=$(ncu --csv --metrics l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum \
        "$work/walk" "$len" 2>/dev/null | grep -E 'l1tex__t_(sectors|requests)' | awk -F'","' '{gsub(/"/,"",$NF); gsub(/,/,"",$NF); print $(NF-2) "=" $NF}')
  sectors=$(printf '%s\n' "$got" | sed -n 's/.*sectors.*=\(.*\)/\1/p')
  requests=$(printf '%s\n' "$got" | sed -n 's/.*requests.*=\(.*\)/\1/p')
  printf '%s\t%s\t%s\n' "$len" "$sectors" "$requests" >> "$out"
done
cat "$out"
