#!/usr/bin/env bash
# KL106 exited lanes: results and synccheck, -O3 and -G, odd (1001) and even (1000) row counts.
set -u
o=${OUT:-.}/exited.txt
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvcc --version | tail -1; compute-sanitizer --version | tail -1; } > "$o" 2>&1
nvcc -O3 -arch=sm_90 -o ex_O3 exited.cu >> "$o" 2>&1 &
nvcc -G -arch=sm_90 -o ex_G exited.cu >> "$o" 2>&1 &
wait
for b in O3 G; do
  for k in rowPairSums stepSixteen syncAfter; do
    for n in 1001 1000; do
      echo "## $b $k n=$n" >> "$o"
      ./ex_$b $k $n >> "$o" 2>&1
      timeout 30 compute-sanitizer --tool synccheck ./ex_$b $k $n 2>&1 | grep -E "ERROR SUMMARY|Barrier|error detected|Invalid" | head -3 >> "$o"
    done
  done
done
cat "$o"
