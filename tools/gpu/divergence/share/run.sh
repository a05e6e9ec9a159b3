#!/bin/bash
# KL201's share model against an H100: nvcc 13 -O3 sm_90, each kernel the best of 6 timed runs (cudaEvent).
set -e
nvcc -arch=sm_90 -O3 -o share kernels.cu
nvidia-smi --query-gpu=name,clocks.sm --format=csv,noheader > $OUT/device.txt
./share > $OUT/share.csv
cat $OUT/device.txt $OUT/share.csv
