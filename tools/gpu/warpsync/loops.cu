// KL106: lanes that leave a loop holding a full-mask shuffle, then run to the kernel's end (our kernels, the
// pattern of fixtures/rules/KL106/ok_row_loop_then_exit.cu). Does a shuffle whose mask names lanes that left the
// loop (not yet exited) complete, at -O3 and -G? `loops <kernel> <n>`: prints the result check; run under a timeout
// (a hang is a timeout).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define NPR 4
// the loop is the kernel's last statement: the leaving lanes exit at once
__global__ void rows4Last(int n, const int *rp, const float *v, float *y) {
    const int me = threadIdx.x % 32 % NPR;
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / NPR;
    const int inc = gridDim.x * blockDim.x / NPR;
    while (row < n) {
        float s = 0.0f;
        for (int j = rp[row] + me; j < rp[row + 1]; j += NPR) s += v[j];
        for (int off = NPR / 2; off > 0; off /= 2) s += __shfl_down_sync(0xffffffffu, s, off);
        if (me == 0) y[row] = s;
        row += inc;
    }
}
// a store after the loop: the leaving lanes run it before they exit
__global__ void laneLoopStore(float *out, int n) {
    float v = threadIdx.x % 32;
    for (int k = threadIdx.x % 32; k < n; k += 8) v += __shfl_sync(0xffffffffu, v, 0);
    out[threadIdx.x] = v;
}
// a loop of global work after the loop: the leaving lanes run longer code before they exit
__global__ void laneLoopWork(float *out, int n) {
    float v = threadIdx.x % 32;
    for (int k = threadIdx.x % 32; k < n; k += 8) v += __shfl_sync(0xffffffffu, v, 0);
    for (int i = 0; i < 64; ++i) v = v * 0.5f + out[(threadIdx.x + i) % 32];
    out[threadIdx.x] = v;
}

int main(int argc, char **argv) {
    const char *k = argv[1];
    int n = atoi(argv[2]);
    if (!strcmp(k, "rows4Last")) {
        std::vector<int> rp(n + 1);
        for (int r = 0; r <= n; ++r) rp[r] = r * 5;  // 5 values a row: lanes 0 and 1 take two, 2 and 3 one
        std::vector<float> v(n * 5);
        for (int i = 0; i < n * 5; ++i) v[i] = i % 7;
        int *drp; float *dv, *dy;
        cudaMalloc(&drp, (n + 1) * sizeof(int)); cudaMalloc(&dv, n * 5 * sizeof(float)); cudaMalloc(&dy, n * sizeof(float));
        cudaMemcpy(drp, rp.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemcpy(dv, v.data(), n * 5 * sizeof(float), cudaMemcpyHostToDevice);
        rows4Last<<<1, 64>>>(n, drp, dv, dy);
        cudaError_t e = cudaDeviceSynchronize();
        std::vector<float> y(n);
        cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost);
        int bad = 0;
        for (int r = 0; r < n; ++r) {
            float s = 0; for (int j = rp[r]; j < rp[r + 1]; ++j) s += v[j];
            bad += y[r] != s;
        }
        printf("%s n=%d: %s, %d of %d rows wrong\n", k, n, cudaGetErrorString(e), bad, n);
    } else {
        float *d; cudaMalloc(&d, 64 * sizeof(float)); cudaMemset(d, 0, 64 * sizeof(float));
        if (!strcmp(k, "laneLoopStore")) laneLoopStore<<<1, 32>>>(d, n); else laneLoopWork<<<1, 32>>>(d, n);
        cudaError_t e = cudaDeviceSynchronize();
        float h[32]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        printf("%s n=%d: %s, out[0]=%g out[31]=%g\n", k, n, cudaGetErrorString(e), h[0], h[31]);
    }
    return 0;
}
