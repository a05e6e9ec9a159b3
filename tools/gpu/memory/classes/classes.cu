// Kernels whose shared lane stride is a kernel argument (analyzer/analysis/memory/classes.py), measured alone by
// classes/run.sh at d = 31, 32, 48, 64; a_bank_rows is kept equal to ../kernels.cu's. The others are evidence
// for docs/validation (not in the table): one round of the unpadded Blelloch up-sweep, and eight 2-byte stores
// per lane 16 bytes apart (a row base `blockIdx.x * e` aligned to sectors for e = 64, not for e = 33), and a
// 16x16 block whose x index picks the row of `out[i * n + j]` (review r15 B-M4: narrow_rows at n = 1024, 1023, 1026).
#include <cstdio>
#include <cuda_fp16.h>

template <int TAG>
__global__ void a_bank_rows(float* out, int d) {
    __shared__ float s[32 * 65];
    for (int x = 0; x < d; x++) s[threadIdx.x * d + x] = x;
    __syncthreads();
    out[blockIdx.x * 32 + threadIdx.x] = s[threadIdx.x * d];
}

template <int TAG>
__global__ void up_sweep_round(int* out, int p, int k) {
    extern __shared__ int temp[];
    int t = threadIdx.x;
    temp[2 * t] = t;
    temp[2 * t + 1] = t;
    __syncthreads();
    int offset = 1 << k;
    if (t < (p >> (k + 1))) {
        int ai = offset * (2 * t + 1) - 1;
        int bi = offset * (2 * t + 2) - 1;
        temp[bi] += temp[ai];
    }
    __syncthreads();
    out[t] = temp[2 * t];
}

template <int TAG>
__global__ void emb_f16x8(const half* weight, half* output, int e) {
    int tx = threadIdx.x * 8;
    int bx = blockIdx.x;
    output[bx * e + tx] = weight[tx];
    output[bx * e + tx + 1] = weight[tx + 1];
    output[bx * e + tx + 2] = weight[tx + 2];
    output[bx * e + tx + 3] = weight[tx + 3];
    output[bx * e + tx + 4] = weight[tx + 4];
    output[bx * e + tx + 5] = weight[tx + 5];
    output[bx * e + tx + 6] = weight[tx + 6];
    output[bx * e + tx + 7] = weight[tx + 7];
}

template <int TAG>
__global__ void narrow_rows(float* out, int n) {
    const int i = threadIdx.x + blockIdx.x * blockDim.x;  // a 16x16 block: lanes 0-15 rows apart, 16-31 the next column
    const int j = threadIdx.y + blockIdx.y * blockDim.y;
    out[i * n + j] = 1.0f;
}

int main(int argc, char** argv) {
    const int rt = argc > 99;  // 0 at run time: the arguments stay run-time values
    char *a, *b;
    cudaMalloc(&a, 64 << 20);
    cudaMalloc(&b, 64 << 20);
    cudaMemset(a, 0, 64 << 20);
    float* fo = (float*)b;
    a_bank_rows<31><<<4, 32>>>(fo, 31 + rt);  // arg d = 31
    a_bank_rows<32><<<4, 32>>>(fo, 32 + rt);  // arg d = 32
    a_bank_rows<48><<<4, 32>>>(fo, 48 + rt);  // arg d = 48
    a_bank_rows<64><<<4, 32>>>(fo, 64 + rt);  // arg d = 64
    up_sweep_round<64><<<1, 32, 2 * 64 * 4>>>((int*)b, 64 + rt, 0 + rt);        // the round where d = 32
    up_sweep_round<1024><<<1, 512, 2 * 1024 * 4>>>((int*)b, 1024 + rt, 4 + rt);  // the round where d = 32
    emb_f16x8<64><<<64, 32>>>((const half*)a, (half*)b, 64 + rt);
    emb_f16x8<33><<<64, 32>>>((const half*)a, (half*)b, 33 + rt);
    narrow_rows<1024><<<dim3(4, 4), dim3(16, 16)>>>(fo, 1024 + rt);  // arg n = 1024
    narrow_rows<1023><<<dim3(4, 4), dim3(16, 16)>>>(fo, 1023 + rt);  // arg n = 1023
    narrow_rows<1026><<<dim3(4, 4), dim3(16, 16)>>>(fo, 1026 + rt);  // arg n = 1026
    cudaError_t err = cudaDeviceSynchronize();
    printf("done: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
