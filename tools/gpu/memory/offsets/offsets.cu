// The launch-offset kernels of ../kernels.cu alone, for offsets/run.sh (kept equal to them).
// Memory-access validation kernels for kernlint's memory model (tools/gpu/memory/README.md).
// Each kernel has at most one global load, one global store, one shared load and one shared store
// instruction, so per-kernel Nsight Compute metrics map to one access each (run.sh, sass_check.py).
#include <cstdio>
#include <cuda_fp16.h>

#define N (1 << 22)

struct P3 { float x, y, z; };            // 12 bytes
struct P4 { float x, y, z, w; };         // 16 bytes
struct P2 { float a, b; };               // 8 bytes
struct PD { double v; int tag; };        // 16 bytes (aligned 8)

__device__ int twice(int v) { return 2 * v; }

// ---------------------------------------------------------------- global: float strides and offsets
// Launch-site pointer offsets (analyzer.analysis.memory.kernels._shifts): the launch passes `in + 1`, so every
// lane's address is 4 bytes past the allocation's 256-byte-aligned start (5 sectors a request, not 4);
// `&in[8]` moves it by a whole sector (4 again) and `out + 2` by 8 bytes (5).
__global__ void g_launch_offset(const float* in, float* out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i];
}
__global__ void g_launch_offset_sector(const float* in, float* out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i];
}

int main() {
    char *a, *b;
    cudaMalloc(&a, 64 << 20);
    cudaMalloc(&b, 64 << 20);
    cudaMemset(a, 0, 64 << 20);
    const float* fi = (const float*)a;
    float* fo = (float*)b;
    g_launch_offset<<<4, 128>>>(fi + 1, fo);
    g_launch_offset_sector<<<4, 128>>>(&fi[8], fo + 2);
    cudaError_t err = cudaDeviceSynchronize();
    printf("done: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
