// Hardware validation of kernlint's divergence verdicts (KL201): our own kernels, one pattern each.
// Built with `nvcc -G -arch=sm_90` (so the compiler keeps the branches) and profiled with
//   ncu --metrics smsp__sass_branch_targets_threads_divergent.sum,smsp__sass_branch_targets.sum
// by tools/gpu/divergence/run_ncu.sh; tools/gpu/divergence/table.py joins ncu's counts with
// kernlint's verdicts into docs/validation/divergence.md.
// Each kernel's comment names what we expect: "diverges", "uniform", or an idiomatic exclusion.
#include <cstdio>
#include <cuda_runtime.h>

#define N 1024
#define BLOCK 256

// ---- the book's mathKernel1..4 (Professional CUDA C Programming, ch. 3) ----
__global__ void mathKernel1(float *c) {  // diverges: tid % 2
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float a, b;
    a = b = 0.0f;
    if (tid % 2 == 0) {
        a = 100.0f;
    } else {
        b = 200.0f;
    }
    c[tid] = a + b;
}

__global__ void mathKernel2(float *c) {  // uniform: (tid / warpSize) % 2
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float a, b;
    a = b = 0.0f;
    if ((tid / warpSize) % 2 == 0) {
        a = 100.0f;
    } else {
        b = 200.0f;
    }
    c[tid] = a + b;
}

__global__ void mathKernel3(float *c) {  // diverges: bool predicate tid % 2
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float ia, ib;
    ia = ib = 0.0f;
    bool ipred = (tid % 2 == 0);
    if (ipred) {
        ia = 100.0f;
    }
    if (!ipred) {
        ib = 200.0f;
    }
    c[tid] = ia + ib;
}

__global__ void mathKernel4(float *c) {  // uniform: itid & (0x01 == 0) is always 0 (KL104)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float ia, ib;
    ia = ib = 0.0f;
    int itid = tid >> 5;
    if (itid & 0x01 == 0) {
        ia = 100.0f;
    } else {
        ib = 200.0f;
    }
    c[tid] = ia + ib;
}

// ---- warp-granular partitions ----
__global__ void shiftAnd(float *c) {  // uniform: (tid >> 5) & 1
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if ((tid >> 5) & 1) v = 2.0f;
    c[tid] = v;
}

__global__ void txLt64(float *c) {  // uniform: threadIdx.x < 64
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (threadIdx.x < 64) v = 2.0f;
    c[tid] = v;
}

__global__ void txLt16(float *c) {  // diverges: threadIdx.x < 16
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (threadIdx.x < 16) v = 2.0f;
    c[tid] = v;
}

__global__ void txLt100(float *c) {  // diverges: threadIdx.x < 100 (warp 3 split)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (threadIdx.x < 100) v = 2.0f;
    c[tid] = v;
}

__global__ void blockIdxMod(float *c) {  // uniform: blockIdx.x % 2
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (blockIdx.x % 2 == 0) v = 2.0f;
    c[tid] = v;
}

__global__ void warpIdMod(float *c) {  // uniform: warp_id % 2 with warp_id = threadIdx.x / 32
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int warp_id = threadIdx.x / 32;
    float v = 1.0f;
    if (warp_id % 2) v = 2.0f;
    c[tid] = v;
}

__global__ void laneMaskLt8(float *c) {  // diverges: (threadIdx.x & 31) < 8
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if ((threadIdx.x & 31) < 8) v = 2.0f;
    c[tid] = v;
}

__global__ void bit5(float *c) {  // uniform: threadIdx.x & 32
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (threadIdx.x & 32) v = 2.0f;
    c[tid] = v;
}

__global__ void offset16(float *c) {  // diverges: ((threadIdx.x + 16) / 32) % 2
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (((threadIdx.x + 16) / 32) % 2 == 0) v = 2.0f;
    c[tid] = v;
}

__global__ void offset32(float *c) {  // uniform: ((threadIdx.x + 32) / 32) % 2
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (((threadIdx.x + 32) / 32) % 2 == 0) v = 2.0f;
    c[tid] = v;
}

__global__ void gidMod(float *c) {  // diverges: global index % 2 via a local
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    int parity = gid & 1;
    if (parity) v = 2.0f;
    c[gid] = v;
}

// ---- threadIdx.y: warp-uniform exactly when blockDim.x is a multiple of 32 ----
__global__ void tyModBx16(float *c) {  // diverges: launched with block (16, 16)
    int tid = (threadIdx.y * blockDim.x + threadIdx.x) + blockIdx.x * blockDim.x * blockDim.y;
    float v = 1.0f;
    if (threadIdx.y % 2 == 0) v = 2.0f;
    c[tid] = v;
}

__global__ void tyModBx32(float *c) {  // uniform: launched with block (32, 8)
    int tid = (threadIdx.y * blockDim.x + threadIdx.x) + blockIdx.x * blockDim.x * blockDim.y;
    float v = 1.0f;
    if (threadIdx.y % 2 == 0) v = 2.0f;
    c[tid] = v;
}

// ---- __device__ helpers (interprocedural summaries) ----
__device__ __noinline__ int laneId() { return threadIdx.x % 32; }
__device__ __noinline__ int warpId() { return threadIdx.x / 32; }
__device__ __noinline__ bool isOdd(int v) { return v & 1; }

__global__ void helperLane(float *c) {  // diverges: laneId() < 16
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (laneId() < 16) v = 2.0f;
    c[tid] = v;
}

__global__ void helperWarp(float *c) {  // uniform: warpId() % 2
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (warpId() % 2 == 0) v = 2.0f;
    c[tid] = v;
}

__global__ void helperOddTid(float *c) {  // diverges: isOdd(threadIdx.x)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (isOdd(threadIdx.x)) v = 2.0f;
    c[tid] = v;
}

__global__ void helperOddBid(float *c) {  // uniform: isOdd(blockIdx.x)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (isOdd(blockIdx.x)) v = 2.0f;
    c[tid] = v;
}

// ---- switch and ternary ----
__device__ __noinline__ float slowA(float x) { return x * 3.0f + 1.0f; }
__device__ __noinline__ float slowB(float x) { return x * 5.0f - 1.0f; }

__global__ void switchLane(float *c) {  // diverges: switch (threadIdx.x % 4)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    switch (threadIdx.x % 4) {
    case 0: v = 1.0f; break;
    case 1: v = 2.0f; break;
    case 2: v = 3.0f; break;
    default: v = 4.0f; break;
    }
    c[tid] = v;
}

__global__ void switchWarp(float *c) {  // uniform: switch ((threadIdx.x / 32) % 4)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    switch ((threadIdx.x / 32) % 4) {
    case 0: v = 1.0f; break;
    case 1: v = 2.0f; break;
    case 2: v = 3.0f; break;
    default: v = 4.0f; break;
    }
    c[tid] = v;
}

__global__ void ternaryCallLane(float *c) {  // diverges: (tid & 1) ? slowA() : slowB()
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    c[tid] = (tid & 1) ? slowA(c[tid]) : slowB(c[tid]);
}

__global__ void ternaryCallWarp(float *c) {  // uniform: ((tid / 32) & 1) ? slowA() : slowB()
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    c[tid] = ((tid / 32) & 1) ? slowA(c[tid]) : slowB(c[tid]);
}

// ---- loops ----
__global__ void loopArgBound(float *c, int n) {  // uniform: bound from a kernel argument
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int i = 0; i < n; ++i) acc += 1.0f;
    c[tid] = acc;
}

__global__ void loopLaneBound(float *c) {  // diverges: trip count threadIdx.x % 4
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int i = 0; i < threadIdx.x % 4; ++i) acc += 1.0f;
    c[tid] = acc;
}

__global__ void loopWarpBound(float *c) {  // uniform: trip count threadIdx.x / 32
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int i = 0; i < threadIdx.x / 32; ++i) acc += 1.0f;
    c[tid] = acc;
}

__global__ void whileLane(float *c) {  // diverges: while (x > 0) with x = threadIdx.x & 7
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    int x = threadIdx.x & 7;
    while (x > 0) {
        acc += 1.0f;
        x--;
    }
    c[tid] = acc;
}

__global__ void warpTreeShared(float *c) {  // diverges: lane < offset from offset = 16
    __shared__ float s[BLOCK];
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    s[threadIdx.x] = c[tid];
    __syncwarp();
    for (int offset = 16; offset > 0; offset >>= 1) {
        if (lane < offset) s[threadIdx.x] += s[threadIdx.x + offset];
        __syncwarp();
    }
    c[tid] = s[threadIdx.x];
}

// ---- idiomatic exclusions: tail guards, grid-stride loops, single leaders, loaded data ----
__global__ void tailGuard(float *c, int n) {  // tail guard: splits the last warp when n % 32 != 0
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = 2.0f * c[i];
}

__global__ void gridStride(float *c, int n) {  // tail guard: grid-stride loop
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        c[i] = 2.0f * c[i];
    }
}

__global__ void leaderTid0(float *c) {  // single leader: threadIdx.x == 0
    if (threadIdx.x == 0) c[blockIdx.x] = 1.0f;
}

__global__ void leaderLane0(float *c) {  // single leader: lane == 0
    int lane = threadIdx.x % 32;
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    if (lane == 0) c[warp] = 1.0f;
}

__global__ void loadedData(float *c, const int *data) {  // data-dependent: data is all ones here
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (data[tid] > 0) v = 2.0f;
    c[tid] = v;
}

__global__ void rowLeader16(float *c) {  // single leader: tx == 0 in a 16x16 block (one lane per row)
    if (threadIdx.x == 0) c[threadIdx.y] = 1.0f;
}

__global__ void groupLeader4(float *c) {  // diverges: lane % 4 == 0 (8 of 32 lanes)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    if (lane % 4 == 0) c[tid / 4] = 1.0f;
}

__global__ void thirdOfBlock(float *c) {  // diverges: threadIdx.x < blockDim.x / 3 with 128 threads
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (threadIdx.x < blockDim.x / 3) v = 2.0f;
    c[tid] = v;
}

__global__ void gridStrideParity(float *c, int n) {  // diverges: i % 2 inside a grid-stride loop
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        if (i % 2 == 0) c[i] = 2.0f * c[i];
    }
}

__global__ void voteBranch(float *c) {  // uniform: a warp vote is the same for every lane of a warp
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 1.0f;
    if (__any_sync(0xffffffff, tid % 64 == 0)) v = 2.0f;
    c[tid] = v;
}

__global__ void lateTrips(float *c) {  // diverges: trip counts differ only from iteration 4 on
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int i = 0; i < 4 + (threadIdx.x & 1); i++) v += c[(tid + i) % N];
    c[tid] = v;
}

__global__ void laneTripsPlus8(float *c) {  // diverges: lane + 8 iterations
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    float v = 0.0f;
    for (int i = 0; i < lane + 8; i++) v += c[(tid + i) % N];
    c[tid] = v;
}

__global__ void unitStrideLoop(float *c) {  // diverges: j runs from the lane to 32, a different count per lane
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int j = threadIdx.x % 32; j < 32; j++) v += c[(tid + j) % N];
    c[tid] = v;
}

__global__ void unitStrideBranch(float *c) {  // diverges: threadIdx.x + k < 16 splits warp 0 every round
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int k = 0; k < 4; k++) {
        if (threadIdx.x + k < 16) v += c[(tid + k) % N];
    }
    c[tid] = v;
}

__global__ void ballotCompact(float *c, const int *data) {  // data-dependent: per-lane test of a vote result
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x & 31;
    unsigned m = __ballot_sync(0xffffffff, data[tid] > 0);
    if (m & (1u << lane)) c[tid] = (float)__popc(m & ((1u << lane) - 1));
}

__global__ void shflSegment16(float *c) {  // diverges: a width-16 shuffle broadcasts per half-warp
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int v = __shfl_sync(0xffffffff, (int)threadIdx.x, 0, 16);
    float r = c[tid];
    if (v % 32 == 0) r = r * 2.0f + 1.0f;
    c[tid] = r;
}

__global__ void shflWarpWide(float *c) {  // uniform: a warp-wide broadcast is the same in every lane
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int v = __shfl_sync(0xffffffff, (int)threadIdx.x, 0, 32);
    float r = c[tid];
    if (v % 64 == 0) r = r * 2.0f + 1.0f;
    c[tid] = r;
}

__global__ void unsignedRange(float *c) {  // diverges: threadIdx.x - 48 wraps below 48: threads 48..63 only
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float r = c[tid];
    if (threadIdx.x - 48 < 16) r = r * 2.0f + 1.0f;
    c[tid] = r;
}

__global__ void unsignedAlwaysTrue(float *c) {  // uniform: an unsigned difference is never negative
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float r = c[tid];
    if (threadIdx.x - 16 >= 0) r = r * 2.0f + 1.0f;
    c[tid] = r;
}

// ---- the book's reductions (ch. 3.4); in-place over a block's slice ----
__global__ void reduceNeighbored(int *g_idata, int *g_odata, unsigned int n) {  // diverges
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x + threadIdx.x;
    int *idata = g_idata + blockIdx.x * blockDim.x;
    if (idx >= n) return;
    for (int stride = 1; stride < blockDim.x; stride *= 2) {
        if ((tid % (2 * stride)) == 0) {
            idata[tid] += idata[tid + stride];
        }
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

__global__ void reduceNeighboredLess(int *g_idata, int *g_odata, unsigned int n) {  // final rounds
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x + threadIdx.x;
    int *idata = g_idata + blockIdx.x * blockDim.x;
    if (idx >= n) return;
    for (int stride = 1; stride < blockDim.x; stride *= 2) {
        int index = 2 * stride * tid;
        if (index < blockDim.x) {
            idata[index] += idata[index + stride];
        }
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

__global__ void reduceInterleaved(int *g_idata, int *g_odata, unsigned int n) {  // final rounds
    unsigned int tid = threadIdx.x;
    unsigned int idx = blockIdx.x * blockDim.x + threadIdx.x;
    int *idata = g_idata + blockIdx.x * blockDim.x;
    if (idx >= n) return;
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride) {
            idata[tid] += idata[tid + stride];
        }
        __syncthreads();
    }
    if (tid == 0) g_odata[blockIdx.x] = idata[0];
}

// ---- cost of the arms (issue 17): what an optimised build keeps as a branch ----
__global__ void oneSidedLoad(float *c, const float *d) {  // diverges: a register loaded on one side only
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    if (tid % 2 == 0) v = d[tid];
    c[tid] = v;
}

__global__ void mathArms(float *c) {  // diverges: expf / sinf arms (slow-path math stays a branch)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = c[tid];
    if (tid % 2 == 0) {
        v = expf(v);
    } else {
        v = sinf(v);
    }
    c[tid] = v;
}

__global__ void longArm(float *c) {  // diverges: 16 dependent multiply-adds in one arm
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = c[tid];
    if (tid & 1) {
        v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f;
        v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
        v = v * v + 9.0f; v = v * v + 10.0f; v = v * v + 11.0f; v = v * v + 12.0f;
        v = v * v + 13.0f; v = v * v + 14.0f; v = v * v + 15.0f; v = v * v + 16.0f;
    }
    c[tid] = v;
}

__global__ void accumulateLoad(float *c, const float *d) {  // diverges: `v += d[i]` on one side (predicated)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = c[tid];
    if (tid % 2 == 0) v += d[tid];
    c[tid] = v;
}

// ---- reductions the lane model now follows (issue 17 misses) ----
__global__ void doubleStep(int *d) {  // diverges: i = 2 * i as the loop step
    __shared__ int s[BLOCK];
    unsigned int tid = threadIdx.x;
    s[tid] = d[blockIdx.x * BLOCK + tid];
    __syncthreads();
    for (int i = 1; i < BLOCK; i = 2 * i) {
        if (tid % (2 * i) == 0) s[tid] += s[tid + i];
        __syncthreads();
    }
    if (tid == 0) d[blockIdx.x] = s[0];
}

__global__ void powStride(int *d) {  // diverges: stride = __powf(2, k)
    __shared__ int s[BLOCK];
    unsigned int tid = threadIdx.x;
    s[tid] = d[blockIdx.x * BLOCK + tid];
    __syncthreads();
    for (int k = 0; k < 8; k++) {
        int stride = __powf(2, k);
        if (tid % (2 * stride) == 0) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) d[blockIdx.x] = s[0];
}

__global__ void plusOneMod(float *d) {  // diverges: (tx + 1) % i == 0 (Rodinia srad's reduction)
    __shared__ float s[BLOCK];
    int tx = threadIdx.x;
    s[tx] = d[blockIdx.x * BLOCK + tx];
    __syncthreads();
    for (int i = 2; i <= BLOCK; i = 2 * i) {
        if ((tx + 1) % i == 0) s[tx] += s[tx - i / 2];
        __syncthreads();
    }
    if (tx == 0) d[blockIdx.x] = s[BLOCK - 1];
}

// ---- idioms that are not findings (issue 17) ----
#define RADIUS 3
__global__ void haloLoad(const float *in, float *out) {  // halo load: the first RADIUS threads fetch the borders
    __shared__ float s[BLOCK + 2 * RADIUS];
    int g = blockIdx.x * blockDim.x + threadIdx.x + RADIUS;
    int l = threadIdx.x + RADIUS;
    s[l] = in[g];
    if (threadIdx.x < RADIUS) {
        s[l - RADIUS] = in[g - RADIUS];
        s[l + BLOCK] = in[g + BLOCK];
    }
    __syncthreads();
    out[g] = s[l - 1] + s[l] + s[l + 1];
}

#define TILE 16
__global__ void wavefront(int *score) {  // wavefront: step m of an anti-diagonal sweep has m + 1 cells
    __shared__ int t[TILE + 1][TILE + 1];
    int tx = threadIdx.x;
    if (tx < TILE + 1) { t[tx][0] = -tx; t[0][tx] = -tx; }
    __syncthreads();
    for (int m = 0; m < TILE; m++) {
        if (tx <= m) {
            int x = tx + 1, y = m - tx + 1;
            t[y][x] = max(t[y - 1][x - 1] + score[y * TILE + x], max(t[y - 1][x], t[y][x - 1]) - 1);
        }
        __syncthreads();
    }
    if (tx < TILE) score[tx] = t[TILE][tx + 1];
}

// ---- issue 28: models instead of fitted exemptions ----
__global__ void earlyReturnLoop(float *c) {  // diverges, idle lanes: three lanes of four return before a loop of expf
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x % 4 != 0) return;
    float v = 0.0f;
    for (int k = 0; k < 64; k++) v += expf(c[(tid + k) % N]);
    c[tid] = v;
}

__global__ void earlyReturnCheap(float *c) {  // diverges: three lanes of four return before one store
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x % 4 != 0) return;
    c[tid] = 2.0f * c[tid];
}

#define HALF_BLOCK 48
__global__ void twoHalvesLoops(float *c) {  // diverges: warp 1 of a 96-thread block holds both halves' loops
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    if (threadIdx.x < HALF_BLOCK) {
        for (int k = 0; k < 32; k++) v += c[(tid + 2 * k) % N];
    } else {
        for (int k = 0; k < 32; k++) v += c[(tid + 3 * k) % N] * 0.5f;
    }
    c[tid] = v;
}

__global__ void laneWindowLoop(float *c) {  // diverges: lanes 10..19 of every warp run a loop of expf
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32;
    float v = 0.0f;
    if (lane >= 10 && lane < 20) {
        for (int k = 0; k < 32; k++) v += expf(c[(tid + k) % N]);
    }
    c[tid] = v;
}

__global__ void quarterWarpHalo(float *c) {  // diverges: tid % 32 < 8 around a loop of expf into shared memory
    __shared__ float s[BLOCK];
    int tid = threadIdx.x;
    if (tid % 32 < 8) {
        float v = 0.0f;
        for (int k = 0; k < 32; k++) v += expf(c[(blockIdx.x * BLOCK + tid + k) % N]);
        s[tid] = v;
    }
    __syncthreads();
    c[blockIdx.x * BLOCK + tid] = s[tid ^ 1];
}

__global__ void wideningTrips(float *c) {  // diverges: lanes 64 iterations apart (j < tx * 64 + blockIdx.x)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int j = 0; j < (threadIdx.x % 32) * 64 + blockIdx.x; j++) v += c[(tid + j) % N];
    c[tid] = v;
}

__global__ void causalFour(float *c) {  // diverges: lanes 4 iterations apart (u <= tx << 2)
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    int t = (threadIdx.x % 32) << 2;
    float v = 0.0f;
    for (int u = 0; u <= t; u++) v += c[(tid + u) % N];
    c[tid] = v;
}

__global__ void warpStrideRow(float *c, int n) {  // tail guard: a warp-stride loop over a row (i = lane; i += 32)
    int lane = threadIdx.x % 32, row = blockIdx.x * (BLOCK / 32) + threadIdx.x / 32;
    float v = 0.0f;
    for (int i = lane; i < n; i += 32) v += c[(row * n + i) % N];
    c[(row * 32 + lane) % N] = v;
}

__global__ void unrelatedShuffleLeader(float *c, int n) {  // diverges, idle lanes: idx % 2 around a loop, after a shuffle it does not read
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    float v = c[idx];
    float total = v + __shfl_xor_sync(0xffffffff, v, 1);
    c[idx] = total;
    if (idx % 2 == 0) {
        float acc = 0.0f;
        for (int k = 0; k < n; k++) acc += expf(c[(k * 2 + idx) % N]);
        c[idx] += acc;
    }
}

// ---- idle lanes at -O3: which early exits and tails keep a divergent branch in the optimised build ----
__global__ void returnInLoop(float *c, int n) {  // diverges, idle lanes: lanes return inside a loop before a loop of expf
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int r = 0; r < n; r++) {
        if ((threadIdx.x & 3) == r) return;
        for (int k = 0; k < 16; k++) v += expf(c[(tid + k + r) % N]);
        c[tid] = v;
    }
}

__global__ void continueBeforeLoop(float *c, int n) {  // diverges, idle lanes: lanes continue before the iteration's loop of expf
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int r = 0; r < n; r++) {
        if ((threadIdx.x & 1) == r % 2) continue;
        for (int k = 0; k < 16; k++) v += expf(c[(tid + k + r) % N]);
    }
    c[tid] = v;
}

__global__ void breakBeforeLoop(float *c) {  // diverges, idle lanes: lanes break out before the iteration's loop of expf
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    for (int r = 0; r < 4; r++) {
        if ((threadIdx.x & 3) == r) break;
        for (int k = 0; k < 16; k++) v += expf(c[(tid + k + r) % N]);
    }
    c[tid] = v;
}

__global__ void tailLoop(float *c, int n) {  // diverges, idle lanes: idx % 2 around a loop of expf that ends the kernel
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    c[idx] = 1.0f;
    if (idx % 2 == 0) {
        float acc = 0.0f;
        for (int k = 0; k < n; k++) acc += expf(c[(k * 2 + idx) % N]);
        c[idx] += acc;
    }
}

__global__ void nestedTailLoop(float *c, int n) {  // diverges, idle lanes: a lane test around a loop, last in a block-uniform if
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (blockIdx.x < 64) {
        c[idx] = 1.0f;
        if (threadIdx.x % 4 == 0) {
            float acc = 0.0f;
            for (int k = 0; k < n; k++) acc += expf(c[(k * 2 + idx) % N]);
            c[idx] += acc;
        }
    }
}

__global__ void tailInLoopBody(float *c, int n) {  // diverges, idle lanes: a lane test around a loop, last in an outer loop's body
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    for (int r = 0; r < n; r++) {
        if ((idx + r) % 2 == 0) {
            float acc = 0.0f;
            for (int k = 0; k < 16; k++) acc += expf(c[(k * 2 + idx + r) % N]);
            c[idx] = acc;
        }
    }
}

__global__ void tailTwoLoops(float *c, int n) {  // diverges: idx % 2 chooses one of two loops that end the kernel
    int idx = blockIdx.x * blockDim.x + threadIdx.x;
    if (idx % 2 == 0) {
        float acc = 0.0f;
        for (int k = 0; k < n; k++) acc += expf(c[(k * 2 + idx) % N]);
        c[idx] = acc;
    } else {
        float acc = 0.0f;
        for (int k = 0; k < n; k++) acc += logf(c[(k * 3 + idx) % N] + 2.0f);
        c[idx] = acc;
    }
}

__global__ void returnAfterBarrier(float *c) {  // diverges, idle lanes: three lanes of four return after a barrier, before a loop
    __shared__ float s[BLOCK];
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    s[threadIdx.x] = c[tid];
    __syncthreads();
    if (threadIdx.x % 4 != 0) return;
    float v = 0.0f;
    for (int k = 0; k < 64; k++) v += expf(s[(threadIdx.x + k) % BLOCK]);
    c[tid] = v;
}

__global__ void returnFromHeavyArm(float *c) {  // diverges, idle lanes: an arm with a loop of its own ends in return
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x % 4 != 0) {
        float w = 0.0f;
        for (int k = 0; k < 16; k++) w += expf(c[(tid + k) % N]);
        c[tid] = w;
        return;
    }
    float v = 0.0f;
    for (int k = 0; k < 64; k++) v += logf(c[(tid + k) % N] + 2.0f);
    c[tid] = v;
}

__device__ void quarterWork(float *c, int tid) {
    if (threadIdx.x % 4 != 0) return;
    float v = 0.0f;
    for (int k = 0; k < 64; k++) v += expf(c[(tid + k) % N]);
    c[tid] = v;
}

__global__ void helperReturnLast(float *c) {  // diverges, idle lanes, helper: a helper's early return, the call ends the kernel
    quarterWork(c, blockIdx.x * blockDim.x + threadIdx.x);
}

__global__ void helperReturnThenStore(float *c) {  // diverges, idle lanes, helper: a helper's early return, a store after the call
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    quarterWork(c, tid);
    c[(tid + 1) % N] += 1.0f;
}

__global__ void popcountTrips(float *c) {  // diverges: m &= m - 1 over lane bits, a trip per set bit
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned m = threadIdx.x % 32;
    float v = 0.0f;
    while (m) {
        m &= m - 1;
        v += c[(tid + m) % N];
    }
    c[tid] = v;
}

// ---- a grid's edge (KL201 edges): a threshold on the global index splits only the warp that straddles it ----
__global__ void gridEdgeLoop(float *c) {  // diverges: x - d >= 16 splits, per d, the one warp holding thread d + 16
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int d = 0; d < 64; d++) {
        if (x - d >= 16) {
            for (int k = 0; k < 9; ++k) acc += c[(x + k) % N] * (k + 1);
        } else {
            for (int k = 0; k < 9; ++k) acc += c[k] * (k + 2);
        }
    }
    c[x] = acc;
}

__global__ void gridEdgeWarpAligned(float *c) {  // uniform: x - 32 * d >= 0 falls on a warp boundary for every d
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    for (int d = 0; d < 64; d++) {
        if (x - 32 * d >= 0) {
            for (int k = 0; k < 9; ++k) acc += c[(x + k) % N] * (k + 1);
        } else {
            for (int k = 0; k < 9; ++k) acc += c[k] * (k + 2);
        }
    }
    c[x] = acc;
}

int main() {
    float *c;
    int *data, *idata, *odata;
    cudaMalloc(&c, N * sizeof(float));
    cudaMalloc(&data, N * sizeof(int));
    cudaMalloc(&idata, N * sizeof(int));
    cudaMalloc(&odata, N * sizeof(int));
    int ones[N];
    for (int i = 0; i < N; ++i) ones[i] = 1;
    cudaMemcpy(data, ones, sizeof(ones), cudaMemcpyHostToDevice);
    cudaMemcpy(idata, ones, sizeof(ones), cudaMemcpyHostToDevice);
    cudaMemset(c, 0, N * sizeof(float));

    dim3 block(BLOCK);
    dim3 grid(N / BLOCK);
    mathKernel1<<<grid, block>>>(c);
    mathKernel2<<<grid, block>>>(c);
    mathKernel3<<<grid, block>>>(c);
    mathKernel4<<<grid, block>>>(c);
    shiftAnd<<<grid, block>>>(c);
    txLt64<<<grid, block>>>(c);
    txLt16<<<grid, block>>>(c);
    txLt100<<<grid, block>>>(c);
    blockIdxMod<<<grid, block>>>(c);
    warpIdMod<<<grid, block>>>(c);
    laneMaskLt8<<<grid, block>>>(c);
    bit5<<<grid, block>>>(c);
    offset16<<<grid, block>>>(c);
    offset32<<<grid, block>>>(c);
    gidMod<<<grid, block>>>(c);
    dim3 block16(16, 16);
    dim3 block32(32, 8);
    tyModBx16<<<grid, block16>>>(c);
    tyModBx32<<<grid, block32>>>(c);
    helperLane<<<grid, block>>>(c);
    helperWarp<<<grid, block>>>(c);
    helperOddTid<<<grid, block>>>(c);
    helperOddBid<<<grid, block>>>(c);
    switchLane<<<grid, block>>>(c);
    switchWarp<<<grid, block>>>(c);
    ternaryCallLane<<<grid, block>>>(c);
    ternaryCallWarp<<<grid, block>>>(c);
    loopArgBound<<<grid, block>>>(c, 7);
    loopLaneBound<<<grid, block>>>(c);
    loopWarpBound<<<grid, block>>>(c);
    whileLane<<<grid, block>>>(c);
    warpTreeShared<<<grid, block>>>(c);
    tailGuard<<<grid, block>>>(c, 1000);
    gridStride<<<2, 128>>>(c, 1000);
    leaderTid0<<<grid, block>>>(c);
    leaderLane0<<<grid, block>>>(c);
    loadedData<<<grid, block>>>(c, data);
    rowLeader16<<<grid, block16>>>(c);
    groupLeader4<<<grid, block>>>(c);
    thirdOfBlock<<<8, 128>>>(c);
    gridStrideParity<<<2, 128>>>(c, N);
    voteBranch<<<grid, block>>>(c);
    lateTrips<<<grid, block>>>(c);
    laneTripsPlus8<<<grid, block>>>(c);
    unitStrideLoop<<<grid, block>>>(c);
    unitStrideBranch<<<grid, block>>>(c);
    ballotCompact<<<grid, block>>>(c, data);
    shflSegment16<<<grid, block>>>(c);
    shflWarpWide<<<grid, block>>>(c);
    unsignedRange<<<grid, block>>>(c);
    unsignedAlwaysTrue<<<grid, block>>>(c);
    reduceNeighbored<<<grid, block>>>(idata, odata, N);
    cudaMemcpy(idata, ones, sizeof(ones), cudaMemcpyHostToDevice);
    reduceNeighboredLess<<<grid, block>>>(idata, odata, N);
    cudaMemcpy(idata, ones, sizeof(ones), cudaMemcpyHostToDevice);
    reduceInterleaved<<<grid, block>>>(idata, odata, N);
    oneSidedLoad<<<grid, block>>>(c, c + N / 2);
    mathArms<<<grid, block>>>(c);
    longArm<<<grid, block>>>(c);
    accumulateLoad<<<grid, block>>>(c, c + N / 2);
    cudaMemcpy(idata, ones, sizeof(ones), cudaMemcpyHostToDevice);
    doubleStep<<<grid, block>>>(idata);
    cudaMemcpy(idata, ones, sizeof(ones), cudaMemcpyHostToDevice);
    powStride<<<grid, block>>>(idata);
    plusOneMod<<<grid, block>>>(c);
    haloLoad<<<1, block>>>(c, c + N / 2);
    wavefront<<<1, 32>>>(data);
    earlyReturnLoop<<<grid, block>>>(c);
    gridEdgeLoop<<<grid, block>>>(c);
    gridEdgeWarpAligned<<<grid, block>>>(c);
    earlyReturnCheap<<<grid, block>>>(c);
    twoHalvesLoops<<<8, 2 * HALF_BLOCK>>>(c);
    laneWindowLoop<<<grid, block>>>(c);
    quarterWarpHalo<<<grid, block>>>(c);
    wideningTrips<<<grid, block>>>(c);
    causalFour<<<grid, block>>>(c);
    warpStrideRow<<<grid, block>>>(c, 100);
    unrelatedShuffleLeader<<<grid, block>>>(c, 16);
    returnInLoop<<<grid, block>>>(c, 4);
    continueBeforeLoop<<<grid, block>>>(c, 4);
    breakBeforeLoop<<<grid, block>>>(c);
    tailLoop<<<grid, block>>>(c, 16);
    nestedTailLoop<<<grid, block>>>(c, 16);
    tailInLoopBody<<<grid, block>>>(c, 4);
    tailTwoLoops<<<grid, block>>>(c, 16);
    returnAfterBarrier<<<grid, block>>>(c);
    returnFromHeavyArm<<<grid, block>>>(c);
    helperReturnLast<<<grid, block>>>(c);
    helperReturnThenStore<<<grid, block>>>(c);
    popcountTrips<<<grid, block>>>(c);
    cudaError_t err = cudaDeviceSynchronize();
    printf("done: %s\n", cudaGetErrorString(err));
    return err == cudaSuccess ? 0 : 1;
}
