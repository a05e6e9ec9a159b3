// KL102 (review r12 A Q4): loops whose leaving threads exit at once (-DTAIL=0: the loop is the kernel's last
// statement) or after barrier-free code (-DTAIL=1). perwarp (argv[1] = 0): per-warp trip counts (`row = warp;
// row < rows; row += warps`), barriers ordering the warp's own shared slice, then a barrier-free copy loop.
// lanesplit (argv[1] = 1): per-thread trip counts (`i = tid; i < n; i += 256`, n splits a warp in the last round),
// then an atomicAdd. 20 launches of 132 blocks of 256 threads; the host checks every result (leaving.sh).
#include <cstdio>
#include <cstdlib>
#define MAXX 64
__global__ void perwarp(const int* rowStart, const int* items, int* out, int* copy, int rows) {
    __shared__ int lists[MAXX * 8];
    int lane = threadIdx.x % 32;
    int* mine = lists + MAXX * (threadIdx.x / 32);
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int warps = blockDim.x * gridDim.x / 32;
    for (int row = warp; row < rows; row += warps) {
        int b = rowStart[row], n = rowStart[row + 1] - b;
        for (int j = lane; j < n && j < MAXX; j += 32) mine[j] = items[b + j];
        __syncthreads();
        int s = 0;
        for (int j = 0; j < n && j < MAXX; j++) s += mine[j];
        out[row * 32 + lane] = s;
        __syncthreads();
    }
#if TAIL
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < rows; i += blockDim.x * gridDim.x) copy[i] = rowStart[i];
#endif
}
__global__ void lanesplit(const int* in, int* out, int* count, int n) {
    __shared__ int s[256];
    for (int i = threadIdx.x; i < n; i += 256) {
        s[threadIdx.x] = in[blockIdx.x * n + i];
        __syncthreads();
        out[blockIdx.x * n + i] = s[threadIdx.x] + 1;
        __syncthreads();
    }
#if TAIL
    atomicAdd(count, 1);
#endif
}
int main(int argc, char** argv) {
    int which = atoi(argv[1]), tail = TAIL;
    const int blocks = 132, rows = 132 * 8 * 3 + 77, n = 256 * 3 + 17;
    int *rs, *items, *out, *copy, *in, *cnt;
    cudaMallocManaged(&rs, (rows + 1) * 4); cudaMallocManaged(&items, rows * MAXX * 4);
    cudaMallocManaged(&out, rows * 32 * 4 + blocks * n * 4); cudaMallocManaged(&copy, rows * 4);
    cudaMallocManaged(&in, blocks * n * 4); cudaMallocManaged(&cnt, 4);
    for (int r = 0; r <= rows; r++) rs[r] = r * MAXX;
    for (int i = 0; i < rows * MAXX; i++) items[i] = i % 7;
    for (int i = 0; i < blocks * n; i++) in[i] = i % 5;
    *cnt = 0;
    for (int rep = 0; rep < 20; rep++) {
        if (which == 0) perwarp<<<blocks, 256>>>(rs, items, out, copy, rows);
        else lanesplit<<<blocks, 256>>>(in, out, cnt, n);
    }
    cudaError_t e = cudaDeviceSynchronize();
    long bad = 0;
    if (which == 0) for (int r = 0; r < rows; r++) { int s = 0; for (int j = 0; j < MAXX; j++) s += (r * MAXX + j) % 7; bad += out[r * 32] != s; }
    else for (int i = 0; i < blocks * n; i++) bad += out[i] != i % 5 + 1;
    printf("%s_%s: %s, %ld wrong%s\n", which == 0 ? "perwarp" : "lanesplit", tail ? "tail" : "last", cudaGetErrorString(e),
           bad, tail && which ? (*cnt == 20 * blocks * 256 ? ", count right" : ", count wrong") : "");
    return 0;
}
