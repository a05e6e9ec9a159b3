// Prints NVIDIA's own per-architecture constants (CCCL cuda/__device/arch_traits.h) for every compute
// capability CCCL knows, one line each: cc then the fields in the order FIELDS lists in
// tests/test_arch_traits_cccl.py. Host code only; compiled by that test with nvcc, never run on a GPU.
#include <cuda/__device/arch_traits.h>
#include <cstdio>

int main() {
  const int known[] = {_CCCL_KNOWN_CUDA_ARCH_LIST};
  for (int cc : known) {
    const cuda::arch_traits_t t = cuda::arch_traits_for(cuda::compute_capability{cc});
    std::printf("%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", cc, t.compute_capability_major,
                t.compute_capability_minor, t.max_threads_per_block, t.warp_size, t.max_registers_per_block,
                t.max_registers_per_multiprocessor, t.max_registers_per_thread, (int)t.max_shared_memory_per_block,
                (int)t.max_shared_memory_per_multiprocessor, t.max_blocks_per_multiprocessor,
                t.max_threads_per_multiprocessor, t.max_warps_per_multiprocessor,
                (int)t.reserved_shared_memory_per_block, (int)t.max_shared_memory_per_block_optin);
  }
  return 0;
}
