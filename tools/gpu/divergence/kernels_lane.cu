// Hardware validation of the lane model's new values (KL201): cooperative groups, out-parameters,
// integer intrinsics, ballot bits, shuffles of every width, template instantiations. Our own kernels,
// one pattern each; built and profiled like kernels.cu by run_lane.sh, joined by lane_table.py.
// Each kernel's comment names what we expect: "diverges", "uniform", or an idiomatic exclusion.
#include <cstdio>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define N 1024
#define FULL 0xffffffffu

__global__ void cgTile16Meta(float *c) {  // diverges: 16-lane tile's meta_group_rank() % 2
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition<16>(block);
    float v = 1.0f;
    if (tile.meta_group_rank() % 2 == 0) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void cgTile32Meta(float *c) {  // uniform: 32-lane tile's meta_group_rank() % 2
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    float v = 1.0f;
    if (tile.meta_group_rank() % 2 == 0) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void cgTileRank(float *c) {  // diverges: tiled_partition(block, 8).thread_rank() < 2
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition(block, 8);
    float v = 1.0f;
    if (tile.thread_rank() < 2) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void cgBlockRankWarp(float *c) {  // uniform: block.thread_rank() / 32 == 1
    cg::thread_block block = cg::this_thread_block();
    float v = 1.0f;
    if (block.thread_rank() / 32 == 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__device__ void lane_into(int &lane) { lane = threadIdx.x % 32; }
__device__ void warp_into(int *warp) { *warp = threadIdx.x / 32; }

__global__ void outRefLane(float *c) {  // diverges: lane from a reference out-parameter < 8
    int lane;
    lane_into(lane);
    float v = 1.0f;
    if (lane < 8) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void outPtrWarp(float *c) {  // uniform: warp from a pointer out-parameter % 2
    int warp;
    warp_into(&warp);
    float v = 1.0f;
    if (warp % 2) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void popcLane(float *c) {  // diverges: __popc(threadIdx.x) & 1
    float v = 1.0f;
    if (__popc(threadIdx.x) & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void popcWarp(float *c) {  // uniform: __popc(threadIdx.x >> 5) & 1
    float v = 1.0f;
    if (__popc(threadIdx.x >> 5) & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void clzLane(float *c) {  // diverges: __clz(threadIdx.x & 31) > 28
    float v = 1.0f;
    if (__clz(threadIdx.x & 31) > 28) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void ffsLane(float *c) {  // diverges: __ffs(threadIdx.x) == 2
    float v = 1.0f;
    if (__ffs(threadIdx.x) == 2) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void brevLane(float *c) {  // diverges: __brev(threadIdx.x) >> 31
    float v = 1.0f;
    if (__brev(threadIdx.x) >> 31) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void bytePermLane(float *c) {  // diverges: __byte_perm(threadIdx.x, 0, 0x3210) & 4
    float v = 1.0f;
    if (__byte_perm(threadIdx.x, 0, 0x3210) & 4) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void bytePermWarp(float *c) {  // uniform: __byte_perm(threadIdx.x, 0, 0x4440) >> 5 & 1
    float v = 1.0f;
    if ((__byte_perm(threadIdx.x, 0, 0x4440) >> 5) & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void mul24Lane(float *c) {  // diverges: __mul24(threadIdx.x, 3) & 1
    float v = 1.0f;
    if (__mul24(threadIdx.x, 3) & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void umulhiLane(float *c) {  // diverges: __umulhi(threadIdx.x << 27, 16) & 1
    float v = 1.0f;
    if (__umulhi(threadIdx.x << 27, 16) & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void umulhiZero(float *c) {  // uniform: __umulhi(threadIdx.x, 64) == 0
    float v = 1.0f;
    if (__umulhi(threadIdx.x, 64) == 0) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void minLane(float *c) {  // diverges: min(threadIdx.x % 32, 7u) == 7u
    float v = 1.0f;
    if (min(threadIdx.x % 32, 7u) == 7u) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void absLane(float *c) {  // diverges: abs(lane - 16) < 4
    float v = 1.0f;
    if (abs((int)(threadIdx.x % 32) - 16) < 4) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void ballotBit(float *c) {  // diverges: (__ballot_sync(lane < 12) >> lane) & 1
    int lane = threadIdx.x % 32;
    unsigned m = __ballot_sync(FULL, lane < 12);
    float v = 1.0f;
    if ((m >> lane) & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void ballotBitAll(float *c) {  // uniform: every lane's own bit of __ballot_sync(lane < 32)
    int lane = threadIdx.x % 32;
    unsigned m = __ballot_sync(FULL, lane < 32);
    float v = 1.0f;
    if (m & (1u << lane)) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void ballotPopc(float *c) {  // uniform: __popc(__ballot_sync(lane & 1)) > 8
    int lane = threadIdx.x % 32;
    unsigned m = __ballot_sync(FULL, lane & 1);
    float v = 1.0f;
    if (__popc(m) > 8) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void matchAnyBit(float *c) {  // data-dependent: __match_any_sync(lane / 8) & 1
    int lane = threadIdx.x % 32;
    unsigned m = __match_any_sync(FULL, lane / 8);
    float v = 1.0f;
    if (m & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void shflWidth8(float *c) {  // diverges: __shfl_sync(lane, 0, 8) == 8
    int lane = threadIdx.x % 32;
    int b = __shfl_sync(FULL, lane, 0, 8);
    float v = 1.0f;
    if (b == 8) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void shflLaneXor(float *c) {  // diverges: __shfl_sync(lane, lane ^ 1) & 1
    int lane = threadIdx.x % 32;
    int s = __shfl_sync(FULL, lane, lane ^ 1);
    float v = 1.0f;
    if (s & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void shflDown16(float *c) {  // uniform: __shfl_down_sync(lane, 16) >= 16
    int lane = threadIdx.x % 32;
    int d = __shfl_down_sync(FULL, lane, 16);
    float v = 1.0f;
    if (d >= 16) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void shflXorWidth8(float *c) {  // diverges: __shfl_xor_sync(lane / 4, 4, 8) & 1
    int lane = threadIdx.x % 32;
    int x = __shfl_xor_sync(FULL, lane / 4, 4, 8);
    float v = 1.0f;
    if (x & 1) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void shflUpRows(float *c) {  // diverges: __shfl_up_sync(threadIdx.y, 1) == 0 in 16x4 blocks
    int u = __shfl_up_sync(FULL, (int)threadIdx.y, 1);
    float v = 1.0f;
    if (u == 0) v = 2.0f;
    c[threadIdx.y * 16 + threadIdx.x] = v;
}

__global__ void shflRows16(float *c) {  // uniform: __shfl_sync(threadIdx.x, 0, 16) == 0 in 16x4 blocks
    int r = __shfl_sync(FULL, (int)threadIdx.x, 0, 16);
    float v = 1.0f;
    if (r == 0) v = 2.0f;
    c[threadIdx.y * 16 + threadIdx.x] = v;
}

template <int S> __global__ void stripesT16(float *c) {  // diverges: (threadIdx.x / S) % 2 launched as <16>
    float v = 1.0f;
    if ((threadIdx.x / S) % 2) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

template <int S> __global__ void stripesT64(float *c) {  // uniform: (threadIdx.x / S) % 2 launched as <64>
    float v = 1.0f;
    if ((threadIdx.x / S) % 2) v = 2.0f;
    c[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

int main() {
    float *c;
    cudaMalloc(&c, N * sizeof(float));
    cgTile16Meta<<<4, 256>>>(c);
    cgTile32Meta<<<4, 256>>>(c);
    cgTileRank<<<4, 256>>>(c);
    cgBlockRankWarp<<<4, 256>>>(c);
    outRefLane<<<4, 256>>>(c);
    outPtrWarp<<<4, 256>>>(c);
    popcLane<<<4, 256>>>(c);
    popcWarp<<<4, 256>>>(c);
    clzLane<<<4, 256>>>(c);
    ffsLane<<<4, 256>>>(c);
    brevLane<<<4, 256>>>(c);
    bytePermLane<<<4, 256>>>(c);
    bytePermWarp<<<4, 256>>>(c);
    mul24Lane<<<4, 256>>>(c);
    umulhiLane<<<4, 256>>>(c);
    umulhiZero<<<4, 256>>>(c);
    minLane<<<4, 256>>>(c);
    absLane<<<4, 256>>>(c);
    ballotBit<<<4, 256>>>(c);
    ballotBitAll<<<4, 256>>>(c);
    ballotPopc<<<4, 256>>>(c);
    matchAnyBit<<<4, 256>>>(c);
    shflWidth8<<<4, 256>>>(c);
    shflLaneXor<<<4, 256>>>(c);
    shflDown16<<<4, 256>>>(c);
    shflXorWidth8<<<4, 256>>>(c);
    shflUpRows<<<1, dim3(16, 4)>>>(c);
    shflRows16<<<1, dim3(16, 4)>>>(c);
    stripesT16<16><<<4, 256>>>(c);
    stripesT64<64><<<4, 256>>>(c);
    cudaError_t err = cudaDeviceSynchronize();
    printf("lane kernels: %s\n", cudaGetErrorString(err));
    cudaFree(c);
    return err == cudaSuccess ? 0 : 1;
}
