// KL106 exited-lane model on hardware: two 16-lane groups per warp each sum one row of 16; for an odd row
// count the second group of the last warp skips the reduction and exits. rowPairSums (offsets 8..1) reads
// only its own group; stepSixteen (16..1) reads the exited group; syncAfter meets a __syncwarp() instead.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__global__ void rowPairSums(const float *rows, float *sums, int nrows) {
    int lane = threadIdx.x;
    int row = blockIdx.x * 2 + lane / 16;
    if (row < nrows) {
        float acc = rows[row * 16 + lane % 16];
        for (int step = 8; step >= 1; step /= 2) acc += __shfl_xor_sync(0xffffffff, acc, step);
        if (lane % 16 == 0) sums[row] = acc;
    }
}

__global__ void stepSixteen(const float *rows, float *sums, int nrows) {
    int lane = threadIdx.x;
    int row = blockIdx.x * 2 + lane / 16;
    if (row < nrows) {
        float acc = rows[row * 16 + lane % 16];
        for (int step = 16; step >= 1; step /= 2) acc += __shfl_xor_sync(0xffffffff, acc, step);
        if (lane % 16 == 0) sums[row] = acc;
    }
}

__global__ void syncAfter(const float *rows, float *sums, int nrows) {
    int lane = threadIdx.x;
    int row = blockIdx.x * 2 + lane / 16;
    if (row < nrows) {
        float acc = rows[row * 16 + lane % 16];
        for (int step = 8; step >= 1; step /= 2) acc += __shfl_xor_sync(0xffffffff, acc, step);
        if (lane % 16 == 0) sums[row] = acc;
    }
    __syncwarp();
}

int main(int argc, char **argv) {
    const char *k = argv[1];
    int n = argc > 2 ? atoi(argv[2]) : 1001;
    int cap = n + 1;
    float *h = (float *)malloc(cap * 16 * sizeof(float)), *r = (float *)malloc(cap * sizeof(float));
    for (int i = 0; i < cap * 16; i++) h[i] = (float)(i % 7 + 1);
    float *d, *s;
    cudaMalloc(&d, cap * 16 * sizeof(float));
    cudaMalloc(&s, cap * sizeof(float));
    cudaMemcpy(d, h, cap * 16 * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(s, 0, cap * sizeof(float));
    int g = (n + 1) / 2;
    if (!strcmp(k, "rowPairSums")) rowPairSums<<<g, 32>>>(d, s, n);
    else if (!strcmp(k, "stepSixteen")) stepSixteen<<<g, 32>>>(d, s, n);
    else syncAfter<<<g, 32>>>(d, s, n);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(r, s, cap * sizeof(float), cudaMemcpyDeviceToHost);
    int wrong = 0, wrongLast = 0;
    for (int m = 0; m < n; m++) {
        float want = 0;
        for (int j = 0; j < 16; j++) want += h[m * 16 + j];
        if (r[m] != want) { wrong++; if (m == n - 1) wrongLast = 1; }
    }
    printf("%s n=%d err=%s wrong_rows=%d last_row_wrong=%d last=%g\n", k, n, cudaGetErrorString(e), wrong, wrongLast, r[n - 1]);
    return 0;
}
