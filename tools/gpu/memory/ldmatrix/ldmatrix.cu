// ldmatrix kernels (analyzer/analysis/memory/ldmatrix.py), measured alone by ldmatrix/run.sh and kept equal to
// ../kernels.cu's: each warp loads 8x8 matrices of halves, 8 lanes per matrix giving the address of one 16-byte
// row. 64-byte rows (s[..][32]) put rows r, r+2, r+4, r+6 on the same banks (4-way); a row padded by 16 bytes,
// the 16-byte chunk XORed with the row (swizzled) or permuted as cuda_hgemm's mma_permuted does are conflict-free.
// x2 and x1 take their addresses from lanes 0-15 and 0-7 only: lanes 16-31 here point at rows that would add
// conflicts if they counted.
#include <cstdint>
#include <cstdio>
#include <cuda_fp16.h>

#define LDSM_X4(R0, R1, R2, R3, addr)                                                              \
    asm volatile("ldmatrix.sync.aligned.x4.m8n8.shared.b16 {%0, %1, %2, %3}, [%4];\n"              \
                 : "=r"(R0), "=r"(R1), "=r"(R2), "=r"(R3)                                          \
                 : "r"(addr))
#define LDSM_X4_T(R0, R1, R2, R3, addr)                                                            \
    asm volatile("ldmatrix.sync.aligned.x4.trans.m8n8.shared.b16 {%0, %1, %2, %3}, [%4];\n"        \
                 : "=r"(R0), "=r"(R1), "=r"(R2), "=r"(R3)                                          \
                 : "r"(addr))
#define LDSM_X2(R0, R1, addr) \
    asm volatile("ldmatrix.sync.aligned.x2.m8n8.shared.b16 {%0, %1}, [%2];\n" : "=r"(R0), "=r"(R1) : "r"(addr))
#define LDSM_X1(R0, addr) \
    asm volatile("ldmatrix.sync.aligned.x1.m8n8.shared.b16 {%0}, [%1];\n" : "=r"(R0) : "r"(addr))

__global__ void ldsm_x4_rows64(unsigned* out) {
    __shared__ half s[32][32];
    unsigned lane = threadIdx.x % 32;
    uint32_t a = __cvta_generic_to_shared(&s[lane % 16][(lane / 16) * 8]);
    uint32_t r0, r1, r2, r3;
    LDSM_X4(r0, r1, r2, r3, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

__global__ void ldsm_x4_trans_rows64(unsigned* out) {
    __shared__ half s[32][32];
    unsigned lane = threadIdx.x % 32;
    uint32_t a = __cvta_generic_to_shared(&s[lane % 16][(lane / 16) * 8]);
    uint32_t r0, r1, r2, r3;
    LDSM_X4_T(r0, r1, r2, r3, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

__global__ void ldsm_x2_rows64(unsigned* out) {
    __shared__ half s[32][32];
    unsigned lane = threadIdx.x % 32;
    uint32_t a = __cvta_generic_to_shared(&s[lane][0]);
    uint32_t r0, r1;
    LDSM_X2(r0, r1, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1;
}

__global__ void ldsm_x1_rows64(unsigned* out) {
    __shared__ half s[32][32];
    unsigned lane = threadIdx.x % 32;
    uint32_t a = __cvta_generic_to_shared(&s[lane][0]);
    uint32_t r0;
    LDSM_X1(r0, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0;
}

__global__ void ldsm_x4_padded(unsigned* out) {
    __shared__ half s[32][64 + 8];
    unsigned lane = threadIdx.x % 32;
    uint32_t a = __cvta_generic_to_shared(&s[lane % 16][(lane / 16) * 8]);
    uint32_t r0, r1, r2, r3;
    LDSM_X4(r0, r1, r2, r3, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

__global__ void ldsm_x2_padded(unsigned* out) {
    __shared__ half s[32][64 + 8];
    unsigned lane = threadIdx.x % 32;
    uint32_t a = __cvta_generic_to_shared(&s[lane][0]);
    uint32_t r0, r1;
    LDSM_X2(r0, r1, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1;
}

__global__ void ldsm_x4_swizzled(unsigned* out) {
    __shared__ half s[32][64];
    unsigned lane = threadIdx.x % 32;
    unsigned row = lane % 16;
    uint32_t a = __cvta_generic_to_shared(&s[row][((lane / 16) ^ (row % 8)) * 8]);
    uint32_t r0, r1, r2, r3;
    LDSM_X4(r0, r1, r2, r3, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

__global__ void ldsm_x2_swizzled(unsigned* out) {
    __shared__ half s[32][64];
    unsigned lane = threadIdx.x % 32;
    uint32_t a = __cvta_generic_to_shared(&s[lane][(lane % 8) * 8]);
    uint32_t r0, r1;
    LDSM_X2(r0, r1, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1;
}

__global__ void ldsm_x4_permuted(unsigned* out) {
    __shared__ half s[32][32];
    unsigned lane = threadIdx.x % 32;
    uint32_t a = __cvta_generic_to_shared(&s[lane % 16][((lane / 16) * 8 + (lane % 8 / 2) * 8) % 32]);
    uint32_t r0, r1, r2, r3;
    LDSM_X4(r0, r1, r2, r3, a);
    out[blockIdx.x * 32 + threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

int main() {
    unsigned* b;
    cudaMalloc(&b, 1 << 20);
    ldsm_x4_rows64<<<4, 32>>>(b);
    ldsm_x4_trans_rows64<<<4, 32>>>(b);
    ldsm_x2_rows64<<<4, 32>>>(b);
    ldsm_x1_rows64<<<4, 32>>>(b);
    ldsm_x4_padded<<<4, 32>>>(b);
    ldsm_x2_padded<<<4, 32>>>(b);
    ldsm_x4_swizzled<<<4, 32>>>(b);
    ldsm_x2_swizzled<<<4, 32>>>(b);
    ldsm_x4_permuted<<<4, 32>>>(b);
    cudaError_t err = cudaDeviceSynchronize();
    printf("done: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
