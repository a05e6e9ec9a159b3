// KL201's share model against the GPU (tools/gpu/divergence/share/README.md): each divergent kernel `*_div` beside
// the same work with a warp-uniform partition `*_uni` (the same number of threads on each path). The measured share
// of the divergence is (t_div - t_uni) / t_div; KL201's message gives the model's share for `*_div`.
#include <cstdio>
#include <cuda_runtime.h>

#define CHAIN(v, n) _Pragma("unroll") for (int q = 0; q < n; q++) v = v * 1.0001f + 0.5f

__global__ void alu_div_16_8(float *out, int iters) {
    float v = out[blockIdx.x * blockDim.x + threadIdx.x], w = v;
    for (int it = 0; it < iters; it++) {
        if (threadIdx.x & 1) {
            CHAIN(v, 16);
        }
        CHAIN(w, 8);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + w;
}

__global__ void alu_uni_16_8(float *out, int iters) {
    float v = out[blockIdx.x * blockDim.x + threadIdx.x], w = v;
    for (int it = 0; it < iters; it++) {
        if ((threadIdx.x >> 5) & 1) {
            CHAIN(v, 16);
        }
        CHAIN(w, 8);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + w;
}

__global__ void alu_div_16_64(float *out, int iters) {
    float v = out[blockIdx.x * blockDim.x + threadIdx.x], w = v;
    for (int it = 0; it < iters; it++) {
        if (threadIdx.x & 1) {
            CHAIN(v, 16);
        }
        CHAIN(w, 64);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + w;
}

__global__ void alu_uni_16_64(float *out, int iters) {
    float v = out[blockIdx.x * blockDim.x + threadIdx.x], w = v;
    for (int it = 0; it < iters; it++) {
        if ((threadIdx.x >> 5) & 1) {
            CHAIN(v, 16);
        }
        CHAIN(w, 64);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + w;
}

__global__ void alu_div_32_16(float *out, int iters) {
    float v = out[blockIdx.x * blockDim.x + threadIdx.x], w = v;
    for (int it = 0; it < iters; it++) {
        if (threadIdx.x & 1) {
            CHAIN(v, 32);
        }
        CHAIN(w, 16);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + w;
}

__global__ void alu_uni_32_16(float *out, int iters) {
    float v = out[blockIdx.x * blockDim.x + threadIdx.x], w = v;
    for (int it = 0; it < iters; it++) {
        if ((threadIdx.x >> 5) & 1) {
            CHAIN(v, 32);
        }
        CHAIN(w, 16);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + w;
}

__global__ void alu_div_64_64(float *out, int iters) {
    float v = out[blockIdx.x * blockDim.x + threadIdx.x], w = v;
    for (int it = 0; it < iters; it++) {
        if (threadIdx.x & 1) {
            CHAIN(v, 64);
        }
        CHAIN(w, 64);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + w;
}

__global__ void alu_uni_64_64(float *out, int iters) {
    float v = out[blockIdx.x * blockDim.x + threadIdx.x], w = v;
    for (int it = 0; it < iters; it++) {
        if ((threadIdx.x >> 5) & 1) {
            CHAIN(v, 64);
        }
        CHAIN(w, 64);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = v + w;
}

__global__ void leader_div_8(const float *k, float *out, int iters) {
    const int item = (blockIdx.x * blockDim.x + threadIdx.x) >> 2;
    float acc = 0.f;
    for (int it = 0; it < iters; it++) {
        float x = k[(it * gridDim.x * blockDim.x + blockIdx.x * blockDim.x + threadIdx.x) & 0xFFFFF];
        CHAIN(x, 8);
        acc += x;
        acc += __shfl_xor_sync(0xffffffff, acc, 1);
        acc += __shfl_xor_sync(0xffffffff, acc, 2);
        if ((threadIdx.x & 3) == 0) {
            out[(item + it) & 0xFFFFF] = acc;
            out[(item + it + 7) & 0xFFFFF] = acc * acc + 1.f;
        }
    }
}

__global__ void leader_uni_8(const float *k, float *out, int iters) {
    const int item = (blockIdx.x * blockDim.x + threadIdx.x) >> 2;
    float acc = 0.f;
    for (int it = 0; it < iters; it++) {
        float x = k[(it * gridDim.x * blockDim.x + blockIdx.x * blockDim.x + threadIdx.x) & 0xFFFFF];
        CHAIN(x, 8);
        acc += x;
        acc += __shfl_xor_sync(0xffffffff, acc, 1);
        acc += __shfl_xor_sync(0xffffffff, acc, 2);
        if (((threadIdx.x >> 5) & 3) == 0) {
            out[(item + it) & 0xFFFFF] = acc;
            out[(item + it + 7) & 0xFFFFF] = acc * acc + 1.f;
        }
    }
}

__global__ void leader_div_64(const float *k, float *out, int iters) {
    const int item = (blockIdx.x * blockDim.x + threadIdx.x) >> 2;
    float acc = 0.f;
    for (int it = 0; it < iters; it++) {
        float x = k[(it * gridDim.x * blockDim.x + blockIdx.x * blockDim.x + threadIdx.x) & 0xFFFFF];
        CHAIN(x, 64);
        acc += x;
        acc += __shfl_xor_sync(0xffffffff, acc, 1);
        acc += __shfl_xor_sync(0xffffffff, acc, 2);
        if ((threadIdx.x & 3) == 0) {
            out[(item + it) & 0xFFFFF] = acc;
            out[(item + it + 7) & 0xFFFFF] = acc * acc + 1.f;
        }
    }
}

__global__ void leader_uni_64(const float *k, float *out, int iters) {
    const int item = (blockIdx.x * blockDim.x + threadIdx.x) >> 2;
    float acc = 0.f;
    for (int it = 0; it < iters; it++) {
        float x = k[(it * gridDim.x * blockDim.x + blockIdx.x * blockDim.x + threadIdx.x) & 0xFFFFF];
        CHAIN(x, 64);
        acc += x;
        acc += __shfl_xor_sync(0xffffffff, acc, 1);
        acc += __shfl_xor_sync(0xffffffff, acc, 2);
        if (((threadIdx.x >> 5) & 3) == 0) {
            out[(item + it) & 0xFFFFF] = acc;
            out[(item + it + 7) & 0xFFFFF] = acc * acc + 1.f;
        }
    }
}

__global__ void reduce_div(int *g_idata, int *g_odata) {
    unsigned int tid = threadIdx.x;
    int *idata = g_idata + blockIdx.x * blockDim.x;
    for (int stride = 1; stride < blockDim.x; stride *= 2) {
        if ((tid % (2 * stride)) == 0) {
            idata[tid] += idata[tid + stride];
        }
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

__global__ void reduce_uni(int *g_idata, int *g_odata) {
    unsigned int tid = threadIdx.x;
    int *idata = g_idata + blockIdx.x * blockDim.x;
    for (int stride = 1; stride < blockDim.x; stride *= 2) {
        int index = 2 * stride * tid;
        if (index < blockDim.x) {
            idata[index] += idata[index + stride];
        }
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

__global__ void onesided_div(float *c, const float *d, int iters) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int it = 0; it < iters; it++) {
        if (threadIdx.x % 2 == 0) v += d[(tid + it * 4096) & 0xFFFFF];
        v = v * 0.999f + 1.0f;
    }
    c[tid] = v;
}

__global__ void onesided_uni(float *c, const float *d, int iters) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int it = 0; it < iters; it++) {
        if ((threadIdx.x / 32) % 2 == 0) v += d[(tid + it * 4096) & 0xFFFFF];
        v = v * 0.999f + 1.0f;
    }
    c[tid] = v;
}

__global__ void tail_div(const float *in, float *out, int n) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int end = n - (threadIdx.x == blockDim.x - 1);
    float s = 0.f;
    for (int i = 0; i < end; i++) s = s * 0.999f + in[(i * 256 + threadIdx.x) & 0xFFFFF];
    out[tid] = s;
}

__global__ void tail_uni(const float *in, float *out, int n) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int end = n - (threadIdx.x >= blockDim.x - 32);
    float s = 0.f;
    for (int i = 0; i < end; i++) s = s * 0.999f + in[(i * 256 + threadIdx.x) & 0xFFFFF];
    out[tid] = s;
}

__global__ void reduce_unimod(int *g_idata, int *g_odata) {
    unsigned int tid = threadIdx.x;
    int *idata = g_idata + blockIdx.x * blockDim.x;
    for (int stride = 1; stride < blockDim.x; stride *= 2) {
        int index = 2 * stride * tid;
        if (index % (2 * stride * blockDim.x) < blockDim.x) {
            idata[index] += idata[index + stride];
        }
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

__global__ void onesided_alu_div(float *c, const float *d, int iters) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f, w = 1.0f;
    for (int it = 0; it < iters; it++) {
        if (threadIdx.x % 2 == 0) v += d[(tid + it * 4096) & 0xFFFFF];
        CHAIN(w, 16);
    }
    c[tid] = v + w;
}

__global__ void onesided_alu_uni(float *c, const float *d, int iters) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f, w = 1.0f;
    for (int it = 0; it < iters; it++) {
        if ((threadIdx.x / 32) % 2 == 0) v += d[(tid + it * 4096) & 0xFFFFF];
        CHAIN(w, 16);
    }
    c[tid] = v + w;
}

void launch_all(float *f, float *g, int *a, int *b, int iters) {
    alu_div_16_8<<<1024, 256>>>(f, iters);
    alu_uni_16_8<<<1024, 256>>>(f, iters);
    alu_div_16_64<<<1024, 256>>>(f, iters);
    alu_uni_16_64<<<1024, 256>>>(f, iters);
    alu_div_32_16<<<1024, 256>>>(f, iters);
    alu_uni_32_16<<<1024, 256>>>(f, iters);
    alu_div_64_64<<<1024, 256>>>(f, iters);
    alu_uni_64_64<<<1024, 256>>>(f, iters);
    leader_div_8<<<1024, 256>>>(f, g, iters);
    leader_uni_8<<<1024, 256>>>(f, g, iters);
    leader_div_64<<<1024, 256>>>(f, g, iters);
    leader_uni_64<<<1024, 256>>>(f, g, iters);
    reduce_div<<<4096, 512>>>(a, b);
    reduce_uni<<<4096, 512>>>(a, b);
    onesided_div<<<1024, 256>>>(f, g, iters);
    onesided_uni<<<1024, 256>>>(f, g, iters);
    tail_div<<<1024, 256>>>(f, g, iters);
    tail_uni<<<1024, 256>>>(f, g, iters);
    reduce_unimod<<<4096, 512>>>(a, b);
    onesided_alu_div<<<1024, 256>>>(f, g, iters);
    onesided_alu_uni<<<1024, 256>>>(f, g, iters);
}

#ifndef KL_NO_MAIN
#define TIME(name, call) do { float best = 1e30f; for (int r = 0; r < 7; r++) { cudaEventRecord(e0); call; \
    cudaEventRecord(e1); cudaEventSynchronize(e1); float ms; cudaEventElapsedTime(&ms, e0, e1); if (r && ms < best) best = ms; } \
    printf("%s,%.4f\n", name, best); } while (0)

int main() {
    float *f, *g; int *a, *b; const int iters = 256;
    cudaMalloc(&f, (1 << 22) * sizeof(float)); cudaMalloc(&g, (1 << 22) * sizeof(float));
    cudaMalloc(&a, 4096 * 512 * sizeof(int)); cudaMalloc(&b, 4096 * sizeof(int));
    cudaMemset(f, 0, (1 << 22) * sizeof(float)); cudaMemset(g, 0, (1 << 22) * sizeof(float));
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    TIME("alu_div_16_8", (alu_div_16_8<<<1024, 256>>>(f, iters)));
    TIME("alu_uni_16_8", (alu_uni_16_8<<<1024, 256>>>(f, iters)));
    TIME("alu_div_16_64", (alu_div_16_64<<<1024, 256>>>(f, iters)));
    TIME("alu_uni_16_64", (alu_uni_16_64<<<1024, 256>>>(f, iters)));
    TIME("alu_div_32_16", (alu_div_32_16<<<1024, 256>>>(f, iters)));
    TIME("alu_uni_32_16", (alu_uni_32_16<<<1024, 256>>>(f, iters)));
    TIME("alu_div_64_64", (alu_div_64_64<<<1024, 256>>>(f, iters)));
    TIME("alu_uni_64_64", (alu_uni_64_64<<<1024, 256>>>(f, iters)));
    TIME("leader_div_8", (leader_div_8<<<1024, 256>>>(f, g, iters)));
    TIME("leader_uni_8", (leader_uni_8<<<1024, 256>>>(f, g, iters)));
    TIME("leader_div_64", (leader_div_64<<<1024, 256>>>(f, g, iters)));
    TIME("leader_uni_64", (leader_uni_64<<<1024, 256>>>(f, g, iters)));
    TIME("reduce_div", (reduce_div<<<4096, 512>>>(a, b)));
    TIME("reduce_uni", (reduce_uni<<<4096, 512>>>(a, b)));
    TIME("onesided_div", (onesided_div<<<1024, 256>>>(f, g, iters)));
    TIME("onesided_uni", (onesided_uni<<<1024, 256>>>(f, g, iters)));
    TIME("tail_div", (tail_div<<<1024, 256>>>(f, g, iters)));
    TIME("tail_uni", (tail_uni<<<1024, 256>>>(f, g, iters)));
    TIME("reduce_unimod", (reduce_unimod<<<4096, 512>>>(a, b)));
    TIME("onesided_alu_div", (onesided_alu_div<<<1024, 256>>>(f, g, iters)));
    TIME("onesided_alu_uni", (onesided_alu_uni<<<1024, 256>>>(f, g, iters)));
    cudaError_t err = cudaDeviceSynchronize();
    printf("status,%s\n", cudaGetErrorString(err));
    return 0;
}
#endif
