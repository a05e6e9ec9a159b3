"""Keyword and built-in type tables of the C++ "lexer hack" (classify.py, typenames.py)."""

from __future__ import annotations

# NOTE: names a CUDA/HIP file uses as types without declaring them (headers are not parsed).
BUILTIN_TYPES = frozenset("""
size_t ssize_t ptrdiff_t intptr_t uintptr_t int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t
uint64_t uint dim3 half2 __half __half2 __nv_bfloat16 __nv_bfloat162 nv_bfloat16 nv_bfloat162
hip_bfloat16 __hip_bfloat16 __nv_fp8_e4m3 __nv_fp8_e5m2 cudaStream_t cudaEvent_t cudaError_t
cudaDeviceProp cudaTextureObject_t cudaSurfaceObject_t cudaArray_t cudaGraph_t cudaGraphExec_t
hipStream_t hipEvent_t hipError_t hipDeviceProp_t hipTextureObject_t cudaExtent cudaPitchedPtr
cudaChannelFormatDesc cudaResourceDesc cudaTextureDesc cudaLaunchConfig_t cudaFuncAttributes
curandState curandState_t curandStatePhilox4_32_10_t cublasHandle_t cusparseHandle_t FILE
std::size_t std::string std::vector std::array std::pair std::tuple std::unique_ptr std::shared_ptr
std::mutex std::thread std::function std::atomic std::map std::unordered_map std::ostream
""".split()) | frozenset(f"{b}{n}" for b in ("char", "uchar", "short", "ushort", "int", "uint", "long",
                                              "ulong", "longlong", "ulonglong", "float", "double")
                         for n in (1, 2, 3, 4))

DECL_KW = frozenset("""const volatile static extern inline __inline__ __forceinline__ __noinline__ __global__
__device__ __host__ __shared__ __constant__ __managed__ constexpr register typedef __restrict__ __restrict
thread_local mutable virtual explicit friend new __grid_constant__""".split())
TYPE_KW = frozenset("void char short int long float double signed unsigned bool auto wchar_t char16_t "
                    "char32_t __int128 _Bool".split())
CV = frozenset("const volatile __restrict__ __restrict restrict".split())
DECLARATOR_MARKS = frozenset({"*", "&", "&&"}) | CV  # NOTE: between a declaration's type and a declarator's name
CASTS = frozenset("static_cast reinterpret_cast const_cast dynamic_cast".split())
OPERAND_START = frozenset("sizeof this true false nullptr __builtin_bit_cast alignof typeid".split()) | CASTS

# NOTE: the attribute-like macros of CUTLASS and CuTe (cutlass/detail/helper_macros.hpp, cute/config.hpp,
# CUTLASS 4.x, as nvcc compiles them), for code whose include path kernlint was not given: an identifier left
# after preprocessing (no definition was visible) reads as its definition. The unroll pragmas read as nothing.
LIBRARY_MACROS: dict[str, tuple[str, ...]] = {
    "CUTLASS_HOST_DEVICE": ("__forceinline__", "__device__", "__host__"),
    "CUTLASS_DEVICE": ("__forceinline__", "__device__"),
    "CUTLASS_HOST": ("__host__",),
    "CUTLASS_GLOBAL": ("__global__", "static"),
    "CUTLASS_PRAGMA_UNROLL": (),
    "CUTLASS_PRAGMA_NO_UNROLL": (),
    "CUTE_HOST_DEVICE": ("__forceinline__", "__host__", "__device__"),
    "CUTE_DEVICE": ("__forceinline__", "__device__"),
    "CUTE_HOST": ("__forceinline__", "__host__"),
    "CUTE_HOST_RTC": ("__forceinline__", "__host__", "__device__"),
    "CUTE_UNROLL": (),
    "CUTE_NO_UNROLL": (),
    "CUTE_GRID_CONSTANT": ("__grid_constant__",),
    "CUTLASS_GRID_CONSTANT": ("__grid_constant__",),  # NOTE: cutlass/device_kernel.h
    "CUTE_INLINE_CONSTANT": ("static", "const", "__device__"),
}

# NOTE: function-like macros of the toolkits' headers, for code whose include path kernlint was not given: a call
# left after preprocessing (no definition was visible) reads as the definition, the parameters replaced by the
# arguments' tokens. HIP's hip_runtime.h (amd_detail/amd_hip_runtime.h, nvidia_detail/nvidia_hip_runtime.h, and
# hipify's output): `HIP_DYNAMIC_SHARED(type, var)` declares the kernel's dynamic shared memory. The grid-stride loop
# heads of ATen's ATen/cuda/detail/KernelUtils.h (`CUDA_KERNEL_LOOP(i, n)`, `CUDA_KERNEL_LOOP_TYPE(i, n, type)`; its
# int64 counter read as the loop variable) and of Caffe2/Detectron (`CUDA_1D_KERNEL_LOOP(i, n)`).
_GRID_STRIDE = ("for", "(", "type", "i", "=", "blockIdx", ".", "x", "*", "blockDim", ".", "x", "+", "threadIdx", ".",
                "x", ";", "i", "<", "(", "n", ")", ";", "i", "+=", "blockDim", ".", "x", "*", "gridDim", ".", "x", ")")
_INT_GRID_STRIDE = tuple("int" if t == "type" else t for t in _GRID_STRIDE)
LIBRARY_CALLS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "HIP_DYNAMIC_SHARED": (("type", "var"), ("extern", "__shared__", "type", "var", "[", "]", ";")),
    "CUDA_KERNEL_LOOP_TYPE": (("i", "n", "type"), _GRID_STRIDE),
    "CUDA_KERNEL_LOOP": (("i", "n"), _INT_GRID_STRIDE),
    "CUDA_1D_KERNEL_LOOP": (("i", "n"), _INT_GRID_STRIDE),
}
