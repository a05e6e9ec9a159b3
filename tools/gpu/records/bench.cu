// Whole-record stores (review r11 A C12, KL401): each thread writes every byte of its own W-float record with W
// scalar stores (`out[t * W + k]`, lanes 4W bytes apart), against the layout-keeping alternatives (one or more
// 16-byte vector stores per record where W is a multiple of 4; staging the block's records through shared memory,
// consecutive lanes storing consecutive words) and a coalesced store of the same bytes (`out[k * n + t]`, another
// layout). Two bodies: `store` (the value a few integer ops, store-bound) and `work` (16 FP64 FMAs per word first).
// Prints one line per case: the median of 21 timed launches, in ms, and the bytes written per ns.
// Build and run: tools/gpu/records/run.sh (nvcc -O3 -arch=sm_90).
#include <cstdio>
#include <vector>
#include <algorithm>

template <int W, bool WORK>
__device__ __forceinline__ float value(int t, int k) {
    if (!WORK) return (float)(t * 7 + k);
    double x = t * 1e-7 + k;
#pragma unroll
    for (int i = 0; i < 16; ++i) x = x * 0.999 + 1e-3;
    return (float)x;
}

template <int W, bool WORK>
__global__ void strided(float *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
#pragma unroll
    for (int k = 0; k < W; ++k) out[(size_t)t * W + k] = value<W, WORK>(t, k);
}

template <int W, bool WORK>
__global__ void vectored(float *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    float4 *o = reinterpret_cast<float4 *>(out) + (size_t)t * (W / 4);
#pragma unroll
    for (int v = 0; v < W / 4; ++v)
        o[v] = make_float4(value<W, WORK>(t, 4 * v), value<W, WORK>(t, 4 * v + 1), value<W, WORK>(t, 4 * v + 2),
                           value<W, WORK>(t, 4 * v + 3));
}

template <int W, bool WORK>
__global__ void staged(float *out, int n) {
    extern __shared__ float s[];
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll
    for (int k = 0; k < W; ++k) s[threadIdx.x * W + k] = t < n ? value<W, WORK>(t, k) : 0.0f;
    __syncthreads();
    size_t base = (size_t)blockIdx.x * blockDim.x * W;
    size_t end = (size_t)n * W;
#pragma unroll
    for (int k = 0; k < W; ++k) {
        size_t i = base + threadIdx.x + (size_t)blockDim.x * k;
        if (i < end) out[i] = s[threadIdx.x + blockDim.x * k];
    }
}

template <int W, bool WORK>
__global__ void coalesced(float *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
#pragma unroll
    for (int k = 0; k < W; ++k) out[(size_t)k * n + t] = value<W, WORK>(t, k);
}

template <typename K>
float time_it(K kernel, float *out, int n, int block, size_t smem) {
    cudaEvent_t a, b;
    cudaEventCreate(&a);
    cudaEventCreate(&b);
    int grid = (n + block - 1) / block;
    for (int i = 0; i < 3; ++i) kernel<<<grid, block, smem>>>(out, n);
    std::vector<float> ms;
    for (int i = 0; i < 21; ++i) {
        cudaEventRecord(a);
        kernel<<<grid, block, smem>>>(out, n);
        cudaEventRecord(b);
        cudaEventSynchronize(b);
        float m;
        cudaEventElapsedTime(&m, a, b);
        ms.push_back(m);
    }
    std::sort(ms.begin(), ms.end());
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) printf("error %s\n", cudaGetErrorString(e));
    return ms[ms.size() / 2];
}

template <int W, bool WORK>
void cases(float *out, int n) {
    const int block = 256;
    const char *body = WORK ? "work" : "store";
    double bytes = (double)n * W * 4;
    auto line = [&](const char *name, float ms) {
        printf("W=%d bytes=%d body=%s n=%d %-9s %.4f ms %.1f B/ns\n", W, 4 * W, body, n, name, ms, bytes / (ms * 1e6));
    };
    line("strided", time_it(strided<W, WORK>, out, n, block, 0));
    if (W % 4 == 0) line("vectored", time_it(vectored<W, WORK>, out, n, block, 0));
    line("staged", time_it(staged<W, WORK>, out, n, block, block * W * sizeof(float)));
    line("coalesced", time_it(coalesced<W, WORK>, out, n, block, 0));
}

int main() {
    float *out;
    const size_t most = (size_t)(1 << 24) * 24;
    cudaMalloc(&out, most * sizeof(float));
    for (int n : {1 << 22, 1 << 24}) {
        cases<4, false>(out, n);
        cases<6, false>(out, n);
        cases<8, false>(out, n);
        cases<24, false>(out, n);
        cases<4, true>(out, n);
        cases<6, true>(out, n);
        cases<8, true>(out, n);
        cases<24, true>(out, n);
    }
    cudaFree(out);
    return 0;
}
