#!/usr/bin/env bash
# Row walks against the coalesced layout (bench.cu), on the GPU of this machine: results/<gpu>.txt (times) and
# results/<gpu>-ncu.csv (per kernel: L1 sectors and requests, the L2 sectors L1 asked for, DRAM bytes).
set -e
cd "$(dirname "$0")"
mkdir -p results
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1 | tr ' ' '_')
nvcc -O3 -arch=sm_90 -lineinfo -o /tmp/rowwalk bench.cu
{ nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader; nvcc --version | tail -1;
  /tmp/rowwalk; } | tee "results/$gpu.txt"
# each kernel once per cell at 4M lanes
ncu --csv --page raw -k regex:'rolled|unrolled|transposed|transposedUnrolled' \
    --metrics l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,lts__t_sectors_srcunit_tex_op_read.sum,dram__bytes_read.sum,gpu__time_duration.sum \
    --replay-mode kernel /tmp/rowwalk 4194304 once > "results/$gpu-ncu.csv"
