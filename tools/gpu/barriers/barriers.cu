// KL102 warp-specialised splits on the GPU (kernlint tools/gpu/barriers/): does a split that is uniform per
// warp, with paired barrier counts, complete and compute the right values; and what do a mismatched split
// and a split inside warps do. Usage: barriers KERNEL (paired | mismatched | lanesplit).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

// Producers (warps 0..3) fill tile and exit; consumers (warps 4..7) read it. Paired: 2 and 2 per step.
__global__ void paired(const float *in, float *out, int steps) {
    __shared__ float tile[128];
    int warp = threadIdx.x / 32;
    const float *blk = in + (size_t)blockIdx.x * steps * 128;
    if (warp < 4) {
        for (int s = 0; s < steps; ++s) {
            float v = blk[s * 128 + threadIdx.x];
            if (s != 0) __syncthreads();
            tile[threadIdx.x] = v;
            __syncthreads();
        }
        return;
    }
    float acc = 0.0f;
    for (int s = 0; s < steps; ++s) {
        __syncthreads();
        acc += tile[threadIdx.x - 128];
        __syncthreads();
    }
    out[blockIdx.x * 128 + threadIdx.x - 128] = acc;
}

// Producers reach three barriers per step, consumers two.
__global__ void mismatched(const float *in, float *out, int steps) {
    __shared__ float tile[128];
    int warp = threadIdx.x / 32;
    const float *blk = in + (size_t)blockIdx.x * steps * 128;
    if (warp < 4) {
        for (int s = 0; s < steps; ++s) {
            float v = blk[s * 128 + threadIdx.x];
            if (s != 0) __syncthreads();
            tile[threadIdx.x] = v;
            __syncthreads();
            __syncthreads();
        }
        return;
    }
    float acc = 0.0f;
    for (int s = 0; s < steps; ++s) {
        __syncthreads();
        acc += tile[threadIdx.x - 128];
        __syncthreads();
    }
    out[blockIdx.x * 128 + threadIdx.x - 128] = acc;
}

// The paired counts, but lanes 0..15 of every warp produce and lanes 16..31 consume.
__global__ void lanesplit(const float *in, float *out, int steps) {
    __shared__ float tile[128];
    int lane = threadIdx.x % 32, slot = (threadIdx.x / 32) * 16 + lane % 16;
    const float *blk = in + (size_t)blockIdx.x * steps * 128;
    if (lane < 16) {
        for (int s = 0; s < steps; ++s) {
            float v = blk[s * 128 + slot];
            if (s != 0) __syncthreads();
            tile[slot] = v;
            __syncthreads();
        }
        return;
    }
    float acc = 0.0f;
    for (int s = 0; s < steps; ++s) {
        __syncthreads();
        acc += tile[slot];
        __syncthreads();
    }
    out[blockIdx.x * 128 + slot] = acc;
}

int main(int argc, char **argv) {
    const char *which = argc > 1 ? argv[1] : "paired";
    const int blocks = argc > 3 ? atoi(argv[3]) : 528, steps = 256;
    size_t n_in = (size_t)blocks * steps * 128, n_out = (size_t)blocks * 128;
    std::vector<float> in(n_in), out(n_out), want(n_out, 0.0f);
    for (size_t i = 0; i < n_in; ++i) in[i] = (float)((i * 2654435761u) % 17);
    for (int b = 0; b < blocks; ++b)
        for (int s = 0; s < steps; ++s)
            for (int t = 0; t < 128; ++t) want[b * 128 + t] += in[((size_t)b * steps + s) * 128 + t];
    float *d_in, *d_out;
    cudaMalloc(&d_in, n_in * sizeof(float));
    cudaMalloc(&d_out, n_out * sizeof(float));
    cudaMemcpy(d_in, in.data(), n_in * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(d_out, 0, n_out * sizeof(float));
    int reps = argc > 2 ? atoi(argv[2]) : 20, wrong_runs = 0;
    size_t wrong_values = 0;
    for (int r = 0; r < reps; ++r) {
        if (!strcmp(which, "paired")) paired<<<blocks, 256>>>(d_in, d_out, steps);
        else if (!strcmp(which, "mismatched")) mismatched<<<blocks, 256>>>(d_in, d_out, steps);
        else lanesplit<<<blocks, 256>>>(d_in, d_out, steps);
        cudaError_t e = cudaDeviceSynchronize();
        if (e != cudaSuccess) { printf("%s: error %s\n", which, cudaGetErrorString(e)); return 1; }
        cudaMemcpy(out.data(), d_out, n_out * sizeof(float), cudaMemcpyDeviceToHost);
        size_t bad = 0;
        for (size_t i = 0; i < n_out; ++i) bad += out[i] != want[i];
        wrong_values += bad;
        wrong_runs += bad != 0;
    }
    printf("%s: completed %d launches of %d blocks x 256 threads, %d steps; launches with wrong sums: %d; "
           "wrong values: %zu of %zu\n", which, reps, blocks, steps, wrong_runs, wrong_values, n_out * reps);
    return 0;
}
