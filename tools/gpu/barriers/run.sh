#!/bin/bash
# One batch: build at -O3 and -G for sm_90, run each kernel with a timeout, then under synccheck.
cd "$(dirname "$0")"
R=${OUT:-/tmp}/barriers.txt
{
echo "# $(date -u) $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
nvcc --version | tail -2
for opt in O3 G; do
  flags="-O3"; [ $opt = G ] && flags="-G"
  echo "## nvcc -arch=sm_90 $flags barriers.cu -o barriers_$opt"
  nvcc -arch=sm_90 $flags barriers.cu -o barriers_$opt 2>&1 | tail -3
  for k in paired mismatched lanesplit; do
    echo "### $opt $k: plain run (timeout 30 s)"
    timeout 30 ./barriers_$opt $k; echo "exit $?"
    echo "### $opt $k: compute-sanitizer --tool synccheck (timeout 60 s)"
    timeout 60 compute-sanitizer --tool synccheck --print-limit 3 ./barriers_$opt $k 2 132 2>&1 | tail -12; echo "exit ${PIPESTATUS[0]}"
  done
done
} > "$R" 2>&1
cat "$R"
