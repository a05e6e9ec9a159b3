// Two-word records (review r14 B Q5, KL401): each thread writes its own 8-byte record with two 4-byte stores
// (`o[t * 2 + 0]`, `o[t * 2 + 1]`: 8 sectors a request where 4 would do, L2 merging the halves) against one
// float2 store of the same bytes. Bodies as bench.cu's: `store` (a few integer ops) and `work` (16 FP64 FMAs per
// word first). Prints the median of 21 timed launches of each, in ms. Build and run:
// nvcc -O3 -arch=sm_90 -o /tmp/pair pair.cu && /tmp/pair (results/NVIDIA_H200_pair.txt).
#include <cstdio>
#include <vector>
#include <algorithm>
template <bool W> __device__ __forceinline__ float value(int t, int k) {
 if (!W) return (float)(t * 7 + k);
 double x = t * 1e-7 + k;
#pragma unroll
 for (int i = 0; i < 16; ++i) x = x * 0.999 + 1e-3;
 return (float)x;
}
template <bool W> __global__ void strided(float *o, int n) {
 int t = blockIdx.x * blockDim.x + threadIdx.x; if (t >= n) return;
 o[(size_t)t * 2 + 0] = value<W>(t, 0); o[(size_t)t * 2 + 1] = value<W>(t, 1);
}
template <bool W> __global__ void paired(float *o, int n) {
 int t = blockIdx.x * blockDim.x + threadIdx.x; if (t >= n) return;
 reinterpret_cast<float2 *>(o)[t] = make_float2(value<W>(t, 0), value<W>(t, 1));
}
template <typename K> float time_it(K k, float *o, int n) {
 cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
 int g = (n + 255) / 256; for (int i = 0; i < 3; ++i) k<<<g, 256>>>(o, n);
 std::vector<float> ms;
 for (int i = 0; i < 21; ++i) { cudaEventRecord(a); k<<<g, 256>>>(o, n); cudaEventRecord(b); cudaEventSynchronize(b);
  float m; cudaEventElapsedTime(&m, a, b); ms.push_back(m); }
 std::sort(ms.begin(), ms.end()); return ms[10];
}
int main() {
 float *o; cudaMalloc(&o, (size_t)(1 << 26) * 2 * sizeof(float));
 for (int n : {1 << 22, 1 << 24, 1 << 26}) {
  printf("n=%d store: two-4B %.4f one-float2 %.4f ms\n", n, time_it(strided<false>, o, n), time_it(paired<false>, o, n));
  printf("n=%d work:  two-4B %.4f one-float2 %.4f ms\n", n, time_it(strided<true>, o, n), time_it(paired<true>, o, n));
 }
 return 0;
}
