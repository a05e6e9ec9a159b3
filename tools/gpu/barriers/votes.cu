// A loop that a warp vote ends, with barriers in it (KL102, analysis/votes.py): each warp ballots its row of a
// window of keys, a barrier publishes the ballots, and lane j reads ballot word j. `same` (32x4 blocks, as
// fixtures/rules/KL102/ok_vote_same_in_every_warp.cu): lane j of every warp reads the same word, so every warp votes
// alike and the block leaves the loop together. `split` (64x2 blocks, one word per warp, as
// bad_vote_differs_between_warps.cu with `end < n` added so that it ends): the warps holding threadIdx.x 32..63 read
// no word, vote 1, and run on alone to the end of the keys. Each block searches from its own start; every result is
// checked against the host. `votes same|split` runs one.
#include <cstdio>
#include <cstring>
#include <vector>

__global__ void same(const int *sorted, int n, int *out) {
    __shared__ unsigned int ballot[32];
    const int start = blockIdx.x * 37;
    const int key = sorted[start];
    int end = start + 1;
    int none;
    do {
        int idx = end + threadIdx.x + threadIdx.y * blockDim.x;
        int v = idx < n ? sorted[idx] : -1;
        ballot[threadIdx.y] = __ballot_sync(0xffffffffu, v != key);
        __syncthreads();
        none = threadIdx.x < blockDim.y ? (ballot[threadIdx.x] == 0) : 1;
        end += blockDim.x * blockDim.y;
        __syncthreads();
    } while (__all_sync(0xffffffffu, none) && end < n);
    if (threadIdx.x == 0 && threadIdx.y == 0) out[blockIdx.x] = end;
}

__global__ void split(const int *sorted, int n, int *out) {
    __shared__ unsigned int ballot[32];
    const int start = blockIdx.x * 37;
    const int key = sorted[start];
    const int warps = blockDim.x * blockDim.y / 32;
    int end = start + 1;
    int none;
    do {
        int idx = end + threadIdx.x + threadIdx.y * blockDim.x;
        int v = idx < n ? sorted[idx] : -1;
        ballot[(threadIdx.x + threadIdx.y * blockDim.x) / 32] = __ballot_sync(0xffffffffu, v != key);
        __syncthreads();
        none = threadIdx.x < warps ? (ballot[threadIdx.x] == 0) : 1;
        end += blockDim.x * blockDim.y;
        __syncthreads();
    } while (__all_sync(0xffffffffu, none) && end < n);
    if (threadIdx.x == 0 && threadIdx.y == 0) out[blockIdx.x] = end;
}

int main(int argc, char **argv) {
    const bool is_same = argc < 2 || strcmp(argv[1], "same") == 0;
    const int blocks = 132, n = blocks * 37 + 4096;
    std::vector<int> keys(n), got(blocks);
    for (int i = 0; i < n; ++i) keys[i] = i / 300;  // runs of 300 equal keys: an edge every 300
    int *d_keys, *d_out;
    cudaMalloc(&d_keys, n * sizeof(int));
    cudaMalloc(&d_out, blocks * sizeof(int));
    cudaMemcpy(d_keys, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    int wrong = 0;
    for (int r = 0; r < 20; ++r) {
        cudaMemset(d_out, 0, blocks * sizeof(int));
        if (is_same) same<<<blocks, dim3(32, 4)>>>(d_keys, n, d_out);
        else split<<<blocks, dim3(64, 2)>>>(d_keys, n, d_out);
        cudaError_t e = cudaDeviceSynchronize();
        if (e != cudaSuccess) { printf("%s: error %s\n", argv[1], cudaGetErrorString(e)); return 1; }
        cudaMemcpy(got.data(), d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
        for (int b = 0; b < blocks; ++b) {  // NOTE: the host's `same`: windows of 128 keys until one holds an edge
            int start = b * 37, end = start + 1;
            bool edge;
            do {
                edge = false;
                for (int k = 0; k < 128; ++k) edge |= (end + k < n ? keys[end + k] : -1) != keys[start];
                end += 128;
            } while (!edge && end < n);
            wrong += got[b] != end;
        }
    }
    printf("%s: 20 launches of %d blocks, %d results differ from the host's\n", is_same ? "same" : "split", blocks, wrong);
    return 0;
}
