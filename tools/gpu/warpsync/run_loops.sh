#!/usr/bin/env bash
# KL106 loops whose leaving lanes run to the kernel's end: results, hangs (timeout 20 s) and synccheck, -O3 and -G.
set -u
cd "$(dirname "$0")"
o=${OUT:-.}/loops.txt
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvcc --version | tail -1; } > "$o" 2>&1
nvcc -O3 -arch=sm_90 -o lp_O3 loops.cu >> "$o" 2>&1 &
nvcc -G -arch=sm_90 -o lp_G loops.cu >> "$o" 2>&1 &
wait
for b in O3 G; do
  for kn in "rows4Last 37" "rows4Last 1000" "laneLoopStore 40" "laneLoopWork 40"; do
    echo "## $b $kn" >> "$o"
    timeout 20 ./lp_$b $kn >> "$o" 2>&1 || echo "exit $? (124: timed out, a hang)" >> "$o"
    timeout 40 compute-sanitizer --tool synccheck ./lp_$b $kn 2>&1 | grep -E "ERROR SUMMARY|error detected|Invalid" | head -3 >> "$o"
  done
done
cat "$o"
