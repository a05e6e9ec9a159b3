// KL401's note on a lane's own run from a loaded offset (analysis/memory/segments.py), measured: each thread sums
// its run of `len` floats from `start[t] = t * len` (consecutive runs, as a CSR row or a neighbour list lays them
// out). ncu's global load sectors and requests of the kernel, minus the one coalesced request of `start[t]` per warp
// (4 sectors), give the walk's sectors per request. Usage: walk LEN (run.sh runs it under ncu for several LEN).
#include <cstdio>
#include <cstdlib>

__global__ void walk(const int *start, const int *len, const float *x, float *y, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        float s = 0.f;
        for (int i = 0; i < len[0]; ++i) s += x[start[t] + i];
        y[t] = s;
    }
}

int main(int argc, char **argv) {
    int len = argc > 1 ? atoi(argv[1]) : 8, n = 32768;
    int *start, *d_len, *h = (int *)malloc(n * sizeof(int));
    float *x, *y;
    for (int t = 0; t < n; ++t) h[t] = t * len;
    cudaMalloc(&start, n * sizeof(int));
    cudaMalloc(&d_len, sizeof(int));
    cudaMalloc(&x, (size_t)n * len * sizeof(float));
    cudaMalloc(&y, n * sizeof(float));
    cudaMemcpy(start, h, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_len, &len, sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(x, 0, (size_t)n * len * sizeof(float));
    walk<<<n / 128, 128>>>(start, d_len, x, y, n);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
