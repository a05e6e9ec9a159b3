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

// A strip of 5 floats per thread at t * 4, no barrier in the loop: thread t's iteration 4 writes the slot thread
// t + 1 writes at iteration 0 (a race only from iteration 4 on); the near-miss fills strips of 4.
__global__ void strip_fill_racy(float *out, const float *in) {
    __shared__ float s[4 * B + 4];
    int t = threadIdx.x;
    for (int k = 0; k < 5; ++k)
        s[t * 4 + k] = in[(t * 4 + k) % (4 * B)] + k;  // NOTE: + k: the two writes differ (racecheck is silent on equal ones)
    __syncthreads();
    out[t] = s[t * 4];
}

__global__ void strip_fill_ok(float *out, const float *in) {
    __shared__ float s[4 * B];
    int t = threadIdx.x;
    for (int k = 0; k < 4; ++k)
        s[t * 4 + k] = in[t * 4 + k] + k;
    __syncthreads();
    out[t] = s[t * 4];
}

// Thread 0 of every block updates data[0] (global memory: racecheck checks shared memory only); the near-miss
// lets one thread of the grid do it.
__global__ void thread_zero_global_racy(float *data, const float *in) {
    if (threadIdx.x == 0) data[0] += in[blockIdx.x];
}

__global__ void grid_thread_zero_ok(float *data, const float *in) {
    if (threadIdx.x == 0 && blockIdx.x == 0) data[0] += in[0];
}

// A barrier in inline PTX orders the store and the neighbour read (kernlint makes no claim on inline assembly).
__global__ void asm_barrier_ok(float *out, const float *in) {
    __shared__ float s[B];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * B + t];
    asm volatile("bar.sync 0;" ::: "memory");
    out[blockIdx.x * B + t] = s[(t + 1) % B];
}

// Launched with a block the host reads at run time (16x16 unless told): kernlint assumes the 16x16 block the
// tile indexed [threadIdx.y][threadIdx.x] states. The row below is another warp's for odd rows.
__global__ void tile_assumed_racy(float *out, const float *in) {
    __shared__ float tile[16][16];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[blockIdx.x * 256 + y * 16 + x];
    out[blockIdx.x * 256 + y * 16 + x] = tile[(y + 1) % 16][x];
}

__global__ void tile_assumed_ok(float *out, const float *in) {
    __shared__ float tile[16][16];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[blockIdx.x * 256 + y * 16 + x];
    __syncthreads();
    out[blockIdx.x * 256 + y * 16 + x] = tile[(y + 1) % 16][x];
}

// Only tile_copy<32> is launched (with 32x32): the 16-wide instance's launch sits in a branch the host's
// constants rule out, and with a 32x32 block its rows would overlap.
template <int TILE>
__global__ void tile_copy(float *out, const float *in) {
    __shared__ float tile[TILE][TILE];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[blockIdx.x * TILE * TILE + y * TILE + x];
    __syncthreads();
    out[blockIdx.x * TILE * TILE + y * TILE + x] = tile[y][(x + 1) % TILE];
}

void copy_tiles(float *out, const float *in) {
    int tile = 32;
    dim3 block(tile, tile);
    if (tile == 16)
        tile_copy<16><<<4, block>>>(out, in);
    else
        tile_copy<32><<<4, block>>>(out, in);
}

int main(int argc, char **argv) {
    const char *k = argc > 1 ? argv[1] : "";
    int n = argc > 2 ? atoi(argv[2]) : 1000;
    int grid = 4, rounds = 4;
    int side = argc > 3 ? atoi(argv[3]) : 16;
    dim3 tiles(side, side);
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
    else if (!strcmp(k, "strip_fill_racy")) strip_fill_racy<<<1, B>>>(out, in);
    else if (!strcmp(k, "strip_fill_ok")) strip_fill_ok<<<1, B>>>(out, in);
    else if (!strcmp(k, "thread_zero_global_racy")) thread_zero_global_racy<<<grid, B>>>(out, in);
    else if (!strcmp(k, "grid_thread_zero_ok")) grid_thread_zero_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "asm_barrier_ok")) asm_barrier_ok<<<grid, B>>>(out, in);
    else if (!strcmp(k, "tile_assumed_racy")) tile_assumed_racy<<<grid, tiles>>>(out, in);
    else if (!strcmp(k, "tile_assumed_ok")) tile_assumed_ok<<<grid, tiles>>>(out, in);
    else if (!strcmp(k, "tile_copy")) copy_tiles(out, in);
    else { fprintf(stderr, "unknown kernel %s\n", k); return 2; }
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s: %s\n", k, cudaGetErrorString(err));
    return err == cudaSuccess ? 0 : 1;
}
