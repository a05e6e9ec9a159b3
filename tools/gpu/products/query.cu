// The product figures kernlint's analyzer/data/products.yaml states, read from the lent GPU:
// one `key: value` line each (tests/test_products.py compares them with the product named in the file).
#include <cstdio>
#include <cuda_runtime.h>

int main() {
    int device = 0;
    cudaDeviceProp prop;
    if (cudaGetDeviceProperties(&prop, device) != cudaSuccess) {
        std::fprintf(stderr, "no device\n");
        return 1;
    }
    int sms = 0, mem_khz = 0, bus = 0, major = 0, minor = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
    cudaDeviceGetAttribute(&mem_khz, cudaDevAttrMemoryClockRate, device);
    cudaDeviceGetAttribute(&bus, cudaDevAttrGlobalMemoryBusWidth, device);
    cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, device);
    cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, device);
    std::printf("device_name: %s\n", prop.name);
    std::printf("target: sm_%d%d\n", major, minor);
    std::printf("multiprocessors: %d\n", sms);
    std::printf("memory_clock_mhz: %d\n", mem_khz / 1000);
    std::printf("memory_clock_khz: %d\n", mem_khz);
    std::printf("bus_width_bits: %d\n", bus);
    std::printf("total_global_mem_bytes: %zu\n", prop.totalGlobalMem);
    return 0;
}
