#!/usr/bin/env bash
# Whole-record stores against staging and vector stores (bench.cu), on the GPU of this machine: results/<gpu>.txt
set -e
cd "$(dirname "$0")"
mkdir -p results
out=results/$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1 | tr ' ' '_').txt
nvcc -O3 -arch=sm_90 -o /tmp/records_bench bench.cu
{ nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader; nvcc --version | tail -1;
  /tmp/records_bench; } | tee "$out"
