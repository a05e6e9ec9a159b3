// Row walks (KL401): each lane sums its own row of `cell` floats, src[i * cell + c], in a loop the compiler does not
// unroll (cell a run-time argument), against the same loop unrolled (cell a template argument) and the transposed
// layout src[c * n + i] (consecutive lanes read consecutive words: coalesced), rolled and unrolled. Times with cudaEvents (median of 15);
// ncu's counters for the same kernels come from run.sh. Question: does L1 serve a lane's later iterations, so that
// the bytes come from DRAM once and the walk costs little more than the coalesced read?
#include <algorithm>
#include <cstdio>
#include <vector>

__global__ void rolled(const float *src, float *dst, int n, int cell) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
#pragma unroll 1
    for (int c = 0; c < cell; ++c) s += src[(size_t)i * cell + c];
    dst[i] = s;
}

template <int C>
__global__ void unrolled(const float *src, float *dst, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
#pragma unroll
    for (int c = 0; c < C; ++c) s += src[(size_t)i * C + c];
    dst[i] = s;
}

__global__ void transposed(const float *src, float *dst, int n, int cell) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
#pragma unroll 1
    for (int c = 0; c < cell; ++c) s += src[(size_t)c * n + i];
    dst[i] = s;
}

static bool once = false;  // NOTE: `bench N once`: each kernel launched once per cell, for ncu

template <int C>
__global__ void transposedUnrolled(const float *src, float *dst, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float s = 0.f;
#pragma unroll
    for (int c = 0; c < C; ++c) s += src[(size_t)c * n + i];
    dst[i] = s;
}

template <typename F>
static float median_ms(F launch) {
    if (once) {
        launch();
        return 1.f;
    }
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    std::vector<float> t;
    for (int r = 0; r < 17; ++r) {
        cudaEventRecord(a);
        launch();
        cudaEventRecord(b);
        cudaEventSynchronize(b);
        float ms;
        cudaEventElapsedTime(&ms, a, b);
        if (r >= 2) t.push_back(ms);
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

template <int C>
static void one(float *src, float *dst, int n) {
    int blocks = (n + 255) / 256;
    float r = median_ms([&] { rolled<<<blocks, 256>>>(src, dst, n, C); });
    float u = median_ms([&] { unrolled<C><<<blocks, 256>>>(src, dst, n); });
    float t = median_ms([&] { transposed<<<blocks, 256>>>(src, dst, n, C); });
    float tu = median_ms([&] { transposedUnrolled<C><<<blocks, 256>>>(src, dst, n); });
    float best = t < tu ? t : tu;  // NOTE: the faster coalesced form
    double gb = (double)n * C * 4 / 1e9;
    printf("cell=%d\tbytes_per_row=%d\trolled_ms=%.4f\tunrolled_ms=%.4f\ttransposed_ms=%.4f\ttransposed_unrolled_ms=%.4f\t"
           "rolled/coalesced=%.2f\tunrolled/coalesced=%.2f\trolled_GBps=%.0f\tcoalesced_GBps=%.0f\n",
           C, C * 4, r, u, t, tu, r / best, u / best, gb / (r / 1e3), gb / (best / 1e3));
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : (1 << 24);
    once = argc > 2;
    float *src, *dst;
    cudaMalloc(&src, (size_t)n * 32 * sizeof(float));
    cudaMalloc(&dst, (size_t)n * sizeof(float));
    cudaMemset(src, 0, (size_t)n * 32 * sizeof(float));
    printf("lanes=%d\n", n);
    one<1>(src, dst, n);
    one<2>(src, dst, n);
    one<3>(src, dst, n);
    one<4>(src, dst, n);
    one<5>(src, dst, n);
    one<6>(src, dst, n);
    one<7>(src, dst, n);
    one<8>(src, dst, n);
    one<10>(src, dst, n);
    one<12>(src, dst, n);
    one<14>(src, dst, n);
    one<16>(src, dst, n);
    one<24>(src, dst, n);
    one<32>(src, dst, n);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) { printf("error: %s\n", cudaGetErrorString(e)); return 1; }
    return 0;
}
