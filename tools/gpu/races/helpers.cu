// Device helpers for kernels.cu whose bodies kernlint does not see (another unit, linked with -rdc; the hardware
// test analyses kernels.cu alone): my_slot() swaps neighbouring threads' slots, zero_slot() is 0 for every thread.
__device__ int my_slot() { return threadIdx.x ^ 1; }
__device__ int zero_slot() { return 0; }
