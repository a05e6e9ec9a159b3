#!/usr/bin/env bash
# Build tools/gpu/divergence/kernels.cu and read ncu's branch counters for every kernel launch.
# Usage (on a machine with an NVIDIA GPU, nvcc and ncu; as root or with profiling permission):
#   tools/gpu/divergence/run_ncu.sh OUTDIR
# Writes OUTDIR/ncu_G.csv (built with -G: branches kept) and OUTDIR/ncu_O3.csv (optimised build, for
# comparison), plus OUTDIR/env.txt (GPU, driver, nvcc and ncu versions, date) and OUTDIR/sass_O3.txt (the
# optimised build's branch, exit and barrier instructions per kernel: which splits -O3 keeps as branches).
set -u
out=${1:?usage: run_ncu.sh OUTDIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
metrics=smsp__sass_branch_targets_threads_divergent.sum,smsp__sass_branch_targets.sum
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  nvcc --version | tail -1
  ncu --version | tail -1
} > "$out/env.txt" 2>&1
work=$(mktemp -d)
nvcc -G -arch=sm_90 -o "$work/div_G" "$here/kernels.cu" > "$out/build.txt" 2>&1
nvcc -O3 -arch=sm_90 -o "$work/div_O3" "$here/kernels.cu" >> "$out/build.txt" 2>&1
for build in G O3; do
  ncu --target-processes all --metrics "$metrics" --csv "$work/div_$build" > "$out/ncu_$build.csv" 2> "$out/ncu_$build.err"
done
"$work/div_G" >> "$out/build.txt" 2>&1
(cuobjdump -sass "$work/div_O3" 2>&1 || echo "no cuobjdump") | awk '/Function :/{print; next}
  /EXIT|BRA|BSSY|BSYNC|CALL|WARPSYNC|BAR/{gsub(/ +\/\*[^*]*\*\/ *$/,""); print}' > "$out/sass_O3.txt"
tail -3 "$out/ncu_G.csv"
