// Differential-test harness: runs NVIDIA's cuda_occupancy.h (host-compiled with g++) on configurations
// read from stdin, one per line, and prints the header's answers, one line each.
//
// Input line (whitespace separated integers):
//   major minor maxThreadsPerBlock maxThreadsPerMultiprocessor regsPerBlock regsPerMultiprocessor warpSize
//   sharedMemPerBlock sharedMemPerMultiprocessor sharedMemPerBlockOptin reservedSharedMemPerBlock
//   blockSize numRegs staticSmem dynamicSmem carveout(-1 = default) barriers potential(0|1)
// Output line:
//   status activeBlocks limitingFactors blockLimitRegs blockLimitSharedMem blockLimitWarps blockLimitBlocks
//   blockLimitBarriers allocatedRegistersPerBlock allocatedSharedMemPerBlock potentialBlockSize
//
// The function attributes are those the runtime holds for a kernel (cudaOccFuncAttributes converted from
// cudaFuncAttributes): opt-in shared-memory config, maxDynamicSharedSizeBytes = 48 KiB - static, or
// sharedMemPerBlockOptin - static when static + dynamic needs the opt-in (the user called
// cudaFuncSetAttribute(MaxDynamicSharedMemorySize)); partitioned global caching off; no virtual resources.
#include <cstdio>
#include <climits>
#include <cuda_occupancy.h>

int main() {
    long long v[18];
    while (true) {
        for (int i = 0; i < 18; ++i) {
            if (std::scanf("%lld", &v[i]) != 1) return 0;
        }
        cudaOccDeviceProp prop;
        prop.computeMajor = (int)v[0];
        prop.computeMinor = (int)v[1];
        prop.maxThreadsPerBlock = (int)v[2];
        prop.maxThreadsPerMultiprocessor = (int)v[3];
        prop.regsPerBlock = (int)v[4];
        prop.regsPerMultiprocessor = (int)v[5];
        prop.warpSize = (int)v[6];
        prop.sharedMemPerBlock = (size_t)v[7];
        prop.sharedMemPerMultiprocessor = (size_t)v[8];
        prop.sharedMemPerBlockOptin = (size_t)v[9];
        prop.reservedSharedMemPerBlock = (size_t)v[10];
        prop.numSms = 1;

        long long staticSmem = v[13], dynamicSmem = v[14];
        cudaOccFuncAttributes attr;
        attr.maxThreadsPerBlock = INT_MAX;
        attr.numRegs = (int)v[12];
        attr.sharedSizeBytes = (size_t)staticSmem;
        attr.partitionedGCConfig = PARTITIONED_GC_OFF;
        attr.shmemLimitConfig = FUNC_SHMEM_LIMIT_OPTIN;
        long long perBlock = (staticSmem + dynamicSmem > v[7]) ? v[9] : v[7];
        long long maxDyn = perBlock - staticSmem;
        attr.maxDynamicSharedSizeBytes = (size_t)(maxDyn > 0 ? maxDyn : 0);
        attr.numBlockBarriers = (int)v[16];
        attr.virtualResourceCount = 0;

        cudaOccDeviceState state;
        state.carveoutConfig = (int)v[15];

        cudaOccResult r = {};
        cudaOccError st = cudaOccMaxActiveBlocksPerMultiprocessor(&r, &prop, &attr, &state, (int)v[11], (size_t)dynamicSmem);
        int potential = -1;
        if (v[17]) {
            int minGrid = 0;
            if (cudaOccMaxPotentialOccupancyBlockSize(&minGrid, &potential, &prop, &attr, &state, (size_t)dynamicSmem) != CUDA_OCC_SUCCESS) {
                potential = -2;
            }
        }
        std::printf("%d %d %u %d %d %d %d %d %d %zu %d\n", (int)st, r.activeBlocksPerMultiprocessor, r.limitingFactors,
                    r.blockLimitRegs, r.blockLimitSharedMem, r.blockLimitWarps, r.blockLimitBlocks, r.blockLimitBarriers,
                    r.allocatedRegistersPerBlock, r.allocatedSharedMemPerBlock, potential);
    }
}
