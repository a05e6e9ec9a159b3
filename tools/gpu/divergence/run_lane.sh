#!/usr/bin/env bash
# Build kernels_lane.cu and sync_lane.cu, read ncu's branch counters for every lane-model kernel, and run
# every KL106 kernel alone under compute-sanitizer --tool synccheck (both builds).
# Usage (on a machine with an NVIDIA GPU, nvcc, ncu and compute-sanitizer):
#   tools/gpu/divergence/run_lane.sh OUTDIR
# Writes OUTDIR/{env.txt, build.txt, ncu_G.csv, ncu_O3.csv, synccheck.tsv, synccheck.log}.
set -u
out=${1:?usage: run_lane.sh OUTDIR}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
metrics=smsp__sass_branch_targets_threads_divergent.sum,smsp__sass_branch_targets.sum
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  nvcc --version | tail -1
  ncu --version | tail -1
  compute-sanitizer --version | tail -1
} > "$out/env.txt" 2>&1
work=$(mktemp -d)
for build in G O3; do
  flag=$([ $build = G ] && echo -G || echo -O3)
  nvcc $flag -arch=sm_90 -o "$work/lane_$build" "$here/kernels_lane.cu" > "$work/b1_$build.txt" 2>&1 &
  nvcc $flag -arch=sm_90 -o "$work/sync_$build" "$here/sync_lane.cu" > "$work/b2_$build.txt" 2>&1 &
done
wait
cat "$work"/b*.txt > "$out/build.txt"
for build in G O3; do
  timeout 150 ncu --target-processes all --metrics "$metrics" --csv "$work/lane_$build" > "$out/ncu_$build.csv" 2>> "$out/build.txt"
done
"$work/lane_G" >> "$out/build.txt" 2>&1
printf 'build\tkernel\tn\trc\terrors\tfirst\n' > "$out/synccheck.tsv"
: > "$out/synccheck.log"
runs="halfWarpShfl halfWarpMask oddSyncwarp tailReduce:1000 tailReduce:1024 guardedLoads:1000 ballotMask:1000
      activeMask perWarp laneLoop breakShfl earlyExitShfl wholeWarpsExit exitThenVote:1000 exitThenVote:1024
      tileSyncHalf tileShflAll tileShflPerTile"
for build in G O3; do
  for run in $runs; do
    k=${run%%:*}; n=1000; [ "$run" != "$k" ] && n=${run#*:}
    log=$(timeout 30 compute-sanitizer --tool synccheck "$work/sync_$build" "$k" "$n" 2>&1); rc=$?
    errors=$(printf '%s\n' "$log" | sed -n 's/.*ERROR SUMMARY: \([0-9]*\) error.*/\1/p' | tail -1)
    first=$(printf '%s\n' "$log" | grep -m1 -E 'error detected|Invalid|Barrier|Divergent' | sed 's/^=* *//' | tr '\t' ' ')
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$build" "$k" "$n" "$rc" "${errors:-?}" "${first:-}" >> "$out/synccheck.tsv"
    { echo "### $build $k n=$n rc=$rc"; printf '%s\n' "$log" | head -40; } >> "$out/synccheck.log"
  done
done
cat "$out/synccheck.tsv"
tail -3 "$out/ncu_G.csv"
