#!/usr/bin/env bash
# On the lent GPU: compile query.cu and print the device's product figures into $OUT/<device>.txt
set -euo pipefail
cd "$(dirname "$0")"
nvcc -O2 -o /tmp/kl_query query.cu
name=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1 | tr ' ' '_')
{ /tmp/kl_query; echo "driver: $(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -1)";
  echo "nvcc: $(nvcc --version | tail -2 | head -1)"; echo "measured: $(date -u +%Y-%m-%dT%H:%MZ)"; } > "$OUT/$name.txt"
cat "$OUT/$name.txt"
