// Hardware validation of KL106 (warp-sync-mask-mismatch): our own kernels, one pattern each, each run
// alone (`sync_lane NAME [n]`) under `compute-sanitizer --tool synccheck` by run_lane.sh; lane_table.py
// joins synccheck's error counts with kernlint's KL106 verdicts. Each kernel's comment names what we
// expect: "mismatch" (KL106) or "ok".
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define FULL 0xffffffffu

__device__ float warp_sum(float v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL, v, o);
    return v;
}

__global__ void halfWarpShfl(float *out) {  // ok: lanes >= 16 skip the xor-1 shuffle and exit
    float v = out[threadIdx.x];
    int lane = threadIdx.x % 32;
    if (lane < 16) {
        v += __shfl_xor_sync(FULL, v, 1);
    }
    out[threadIdx.x] = v;
}

__global__ void halfWarpMask(float *out) {  // ok: mask 0xffff under lane < 16
    float v = out[threadIdx.x];
    int lane = threadIdx.x % 32;
    if (lane < 16) {
        v += __shfl_xor_sync(0xffff, v, 1);
    }
    out[threadIdx.x] = v;
}

__global__ void oddSyncwarp(float *out) {  // ok: even lanes skip __syncwarp() and exit
    float v = out[threadIdx.x];
    if (threadIdx.x & 1) {
        out[threadIdx.x] = v + 1.0f;
        __syncwarp();
    }
}

__global__ void tailReduce(const float *x, float *out, int n) {  // mismatch: warp_sum under i < n
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = warp_sum(x[i]);
        if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
    }
}

__global__ void guardedLoads(const float *x, float *out, int n) {  // ok: every lane reaches warp_sum
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    v = warp_sum(v);
    if ((threadIdx.x & 31) == 0) atomicAdd(out, v);
}

__global__ void ballotMask(const float *x, float *out, int n) {  // ok: mask = ballot of the same condition
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned m = __ballot_sync(FULL, i < n);
    if (i < n) {
        float v = x[i];
        v += __shfl_down_sync(m, v, 1);
        out[i] = v;
    }
}

__global__ void activeMask(float *out) {  // ok: __activemask() under threadIdx.x % 3 == 0
    if (threadIdx.x % 3 == 0) {
        unsigned m = __activemask();
        out[threadIdx.x] = __shfl_sync(m, out[threadIdx.x], 0);
    }
}

__global__ void perWarp(float *out) {  // ok: warp_sum under warp == 0
    int warp = threadIdx.x / 32;
    float v = out[threadIdx.x];
    if (warp == 0) v = warp_sum(v);
    out[threadIdx.x] = v;
}

__global__ void laneLoop(float *out) {  // ok: shuffle in a loop whose trip count differs by lane; leavers exit, lane 0 runs longest
    float v = out[threadIdx.x];
    for (int k = threadIdx.x % 32; k < 40; k += 8) {
        v += __shfl_sync(FULL, v, 0);
    }
    out[threadIdx.x] = v;
}

__global__ void breakShfl(float *out) {  // mismatch: shuffle after a lane-dependent break
    float v = out[threadIdx.x];
    int lane = threadIdx.x % 32;
    for (int k = 0; k < 4; ++k) {
        if (lane > 8 * k + 20) break;
        v += __shfl_xor_sync(FULL, v, 1);
    }
    out[threadIdx.x] = v;
}

__global__ void earlyExitShfl(const float *x, float *out) {  // mismatch: shuffle reads lanes that returned
    if (threadIdx.x >= 48) return;
    float v = x[threadIdx.x];
    v += __shfl_down_sync(FULL, v, 8);
    out[threadIdx.x] = v;
}

__global__ void wholeWarpsExit(float *out) {  // ok: whole warps return
    if (threadIdx.x >= 64) return;
    out[threadIdx.x] = __shfl_down_sync(FULL, out[threadIdx.x], 1);
}

__global__ void exitThenVote(const float *x, int *out, int n) {  // ok: exited lanes do not take part in a vote
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned m = __ballot_sync(FULL, x[i] > 0.0f);
    if ((threadIdx.x & 31) == 0) out[i / 32] = __popc(m);
}

__global__ void tileSyncHalf(float *out) {  // ok: ranks >= 8 skip the tile's sync() and exit
    auto tile = cg::tiled_partition<16>(cg::this_thread_block());
    float v = out[threadIdx.x];
    if (tile.thread_rank() < 8) {
        out[threadIdx.x] = v + 1.0f;
        tile.sync();
    }
}

__global__ void tileShflAll(float *out) {  // ok: a 16-lane tile's shfl_down reached by the whole tile
    auto tile = cg::tiled_partition<16>(cg::this_thread_block());
    float v = out[threadIdx.x];
    for (int o = 8; o > 0; o /= 2) v += tile.shfl_down(v, o);
    out[threadIdx.x] = v;
}

__global__ void tileShflPerTile(float *out) {  // ok: a 16-lane tile's shfl under meta_group_rank() == 0
    auto tile = cg::tiled_partition<16>(cg::this_thread_block());
    float v = out[threadIdx.x];
    if (tile.meta_group_rank() == 0) v += tile.shfl(v, 0);
    out[threadIdx.x] = v;
}

int main(int argc, char **argv) {
    const char *name = argc > 1 ? argv[1] : "";
    int n = argc > 2 ? atoi(argv[2]) : 1000;
    float *x, *out;
    int *o;
    cudaMalloc(&x, 4096 * sizeof(float));
    cudaMalloc(&out, 4096 * sizeof(float));
    cudaMalloc(&o, 4096 * sizeof(int));
    cudaMemset(x, 0, 4096 * sizeof(float));
    cudaMemset(out, 0, 4096 * sizeof(float));
    if (!strcmp(name, "halfWarpShfl")) halfWarpShfl<<<1, 64>>>(out);
    else if (!strcmp(name, "halfWarpMask")) halfWarpMask<<<1, 64>>>(out);
    else if (!strcmp(name, "oddSyncwarp")) oddSyncwarp<<<1, 64>>>(out);
    else if (!strcmp(name, "tailReduce")) tailReduce<<<(n + 255) / 256, 256>>>(x, out, n);
    else if (!strcmp(name, "guardedLoads")) guardedLoads<<<(n + 255) / 256, 256>>>(x, out, n);
    else if (!strcmp(name, "ballotMask")) ballotMask<<<(n + 255) / 256, 256>>>(x, out, n);
    else if (!strcmp(name, "activeMask")) activeMask<<<1, 64>>>(out);
    else if (!strcmp(name, "perWarp")) perWarp<<<1, 128>>>(out);
    else if (!strcmp(name, "laneLoop")) laneLoop<<<1, 32>>>(out);
    else if (!strcmp(name, "breakShfl")) breakShfl<<<1, 64>>>(out);
    else if (!strcmp(name, "earlyExitShfl")) earlyExitShfl<<<1, 64>>>(x, out);
    else if (!strcmp(name, "wholeWarpsExit")) wholeWarpsExit<<<1, 256>>>(out);
    else if (!strcmp(name, "exitThenVote")) exitThenVote<<<(n + 255) / 256, 256>>>(x, o, n);
    else if (!strcmp(name, "tileSyncHalf")) tileSyncHalf<<<1, 64>>>(out);
    else if (!strcmp(name, "tileShflAll")) tileShflAll<<<1, 64>>>(out);
    else if (!strcmp(name, "tileShflPerTile")) tileShflPerTile<<<1, 64>>>(out);
    else { printf("unknown kernel %s\n", name); return 2; }
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s n=%d: %s\n", name, n, cudaGetErrorString(err));
    return err == cudaSuccess ? 0 : 1;
}
