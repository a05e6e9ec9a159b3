// KL102 (review r12 A Q4): the loop-last and if-last forms of issue 17 (ok_loop_then_exit drainQueue, ok_guard_then_exit
// tailGuardedTile) with a warp split in the last round / block: leaving.sh runs it as `leaving2 0|1` after leaving.cu.
#include <cstdio>
#include <cstdlib>
__global__ void drain(const int* work, int* out, int n) {
    __shared__ int staged[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    while (i < n) {
        staged[threadIdx.x] = work[i] * 2;
        __syncthreads();
        out[i] = staged[threadIdx.x] + 1;
        i += blockDim.x * gridDim.x;
    }
}
__global__ void guardtile(const int* in, int* out, int n) {
    __shared__ int s[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        s[threadIdx.x] = in[i];
        __syncthreads();
        out[i] = s[threadIdx.x] * 2 + 1;
    }
}
int main(int argc, char** argv) {
    int which = atoi(argv[1]);
    const int n = 132 * 256 * 3 + 17;
    int *in, *out;
    cudaMallocManaged(&in, n * 4); cudaMallocManaged(&out, n * 4);
    for (int i = 0; i < n; i++) in[i] = i % 5;
    for (int rep = 0; rep < 20; rep++) {
        if (which == 0) drain<<<132, 256>>>(in, out, n);
        else guardtile<<<(n + 255) / 256, 256>>>(in, out, n);
    }
    cudaError_t e = cudaDeviceSynchronize();
    long bad = 0;
    for (int i = 0; i < n; i++) bad += out[i] != (i % 5) * 2 + 1;
    printf("%s: %s, %ld wrong\n", which == 0 ? "drain_last" : "guardtile_last", cudaGetErrorString(e), bad);
}
