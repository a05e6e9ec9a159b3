// Racy and clean kernels for KL107/KL108/KL109, run one at a time under compute-sanitizer's racecheck and
// synccheck by run.sh (the table is table.tsv; tests/test_races_hardware.py re-judges kernlint against it).
// Usage: ./races KERNEL [n]
#include <cstdio>
#include <cstring>
#include <cstdlib>

#define B 256

__global__ void tree_no_barrier(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    __syncthreads();
    for (int stride = B / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void tree_ok(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    __syncthreads();
    for (int stride = B / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void neighbour_racy(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    out[blockIdx.x * B + t] = s[(t + 1) % B];
}

__global__ void neighbour_ok(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    __syncthreads();
    out[blockIdx.x * B + t] = s[(t + 1) % B];
}

__global__ void war_loop_racy(float *out, const float *in, int rounds) {
    __shared__ float s[B];
    int t = threadIdx.x;
    float acc = 0.0f;
    for (int r = 0; r < rounds; ++r) {
        s[t] = in[r * B + t];
        __syncthreads();
        acc += s[(t + 1) % B];
    }
    out[t] = acc;
}

__global__ void war_loop_ok(float *out, const float *in, int rounds) {
    __shared__ float s[B];
    int t = threadIdx.x;
    float acc = 0.0f;
    for (int r = 0; r < rounds; ++r) {
        s[t] = in[r * B + t];
        __syncthreads();
        acc += s[(t + 1) % B];
        __syncthreads();
    }
    out[t] = acc;
}

__global__ void volatile_warp_racy(float *out, const float *in) {
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * 64 + t];
    __syncthreads();
    if (t < 32) {
        volatile float *v = s;
        v[t] += v[t + 32];
        v[t] += v[t + 16];
        v[t] += v[t + 8];
        v[t] += v[t + 4];
        v[t] += v[t + 2];
        v[t] += v[t + 1];
    }
    if (t == 0) out[blockIdx.x] = s[0];
}

__global__ void syncwarp_ok(float *out, const float *in) {
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * 64 + t];
    __syncthreads();
    if (t < 32) {
        float v = s[t] + s[t + 32];
        __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 16]; __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 8]; __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 4]; __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 2]; __syncwarp();
        s[t] = v; __syncwarp();
        v += s[t + 1];
        if (t == 0) out[blockIdx.x] = v;
    }
}

__global__ void tail_uninit(float *out, const float *in, int n) {
    __shared__ float s[B];
    int t = threadIdx.x;
    int i = blockIdx.x * B + t;
    if (i < n) {
        s[t] = in[i];
        __syncthreads();
        out[i] = s[(t + 1) % B];
    }
}

__global__ void tail_filled_ok(float *out, const float *in, int n) {
    __shared__ float s[B];
    int t = threadIdx.x;
    int i = blockIdx.x * B + t;
    s[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (i < n) out[i] = s[(t + 1) % B];
}

__global__ void scalar_racy(float *out) {
    __shared__ int last;
    last = threadIdx.x;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = last;
}

__global__ void same_value_ok(float *out) {
    __shared__ int flag;
    flag = 1;
    __syncthreads();
    out[blockIdx.x * B + threadIdx.x] = flag;
}

__global__ void atomic_read_note(float *out) {
    __shared__ int count;
    if (threadIdx.x == 0) count = 0;
    __syncthreads();
    atomicAdd(&count, 1);
    if (count == B) out[blockIdx.x] = 1.0f;
}

__global__ void global_sum_racy(float *data, const float *in) {
    int i = blockIdx.x * B + threadIdx.x;
    data[0] += in[i];
}

__global__ void global_atomic_ok(float *data, const float *in) {
    int i = blockIdx.x * B + threadIdx.x;
    atomicAdd(&data[0], in[i]);
}

int main(int argc, char **argv) {
    const char *k = argc > 1 ? argv[1] : "";
    int n = argc > 2 ? atoi(argv[2]) : 1000;
    int grid = 4, rounds = 4;
    float *out, *in;
    cudaMalloc(&out, 64 * B * sizeof(float));
    cudaMalloc(&in, 64 * B * sizeof(float));
    cudaMemset(in, 0, 64 * B * sizeof(float));
    cudaMemset(out, 0, 64 * B * sizeof(float));
    if (!strcmp(k, "tree_no_barrier")) tree_no_barrier<<<grid, B>>>(out, in);
    else if (!strcmp(k, "tree_ok")) tree_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "neighbour_racy")) neighbour_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "neighbour_ok")) neighbour_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "war_loop_racy")) war_loop_racy<<<1, B>>>(out, in, rounds);
    else if (!strcmp(k, "war_loop_ok")) war_loop_ok<<<1, B>>>(out, in, rounds);
    else if (!strcmp(k, "volatile_warp_racy")) volatile_warp_racy<<<grid, 64>>>(out, in);
    else if (!strcmp(k, "syncwarp_ok")) syncwarp_ok<<<grid, 64>>>(out, in);
    else if (!strcmp(k, "tail_uninit")) tail_uninit<<<(n + B - 1) / B, B>>>(out, in, n);
    else if (!strcmp(k, "tail_filled_ok")) tail_filled_ok<<<(n + B - 1) / B, B>>>(out, in, n);
    else if (!strcmp(k, "scalar_racy")) scalar_racy<<<grid, B>>>(out);
    else if (!strcmp(k, "same_value_ok")) same_value_ok<<<grid, B>>>(out);
    else if (!strcmp(k, "atomic_read_note")) atomic_read_note<<<grid, B>>>(out);
    else if (!strcmp(k, "global_sum_racy")) global_sum_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "global_atomic_ok")) global_atomic_ok<<<grid, B>>>(out, in);
    else { fprintf(stderr, "unknown kernel %s\n", k); return 2; }
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s: %s\n", k, cudaGetErrorString(err));
    return err == cudaSuccess ? 0 : 1;
}
