"""The host APIs the host-flow analysis recognises, CUDA and HIP side by side (tables only).

Each table maps a callee's last `::` component to what the call does to the GPU work the host has
issued. Names not here are ordinary calls (or helpers, when the analysed file defines them)."""

from __future__ import annotations

import re

from analyzer.lazyre import lazy

# Wait for every earlier GPU operation of the device (cudaFree and friends synchronise implicitly).
DEVICE_SYNC = frozenset({
    "cudaDeviceSynchronize", "cudaThreadSynchronize", "hipDeviceSynchronize", "cuCtxSynchronize",
    "cudaFree", "hipFree", "cudaFreeHost", "hipHostFree", "hipFreeHost", "cudaFreeArray", "hipFreeArray",
})
# Blocking copies: they run in the (legacy) default stream, which waits for the work issued before them,
# and return when the copy is done (a host-to-device copy from pageable memory returns once it is staged,
# after the work before it has finished).
BLOCKING_COPY = frozenset({
    "cudaMemcpy", "cudaMemcpy2D", "cudaMemcpy3D", "cudaMemcpyToSymbol", "cudaMemcpyFromSymbol",
    "cudaMemcpyToArray", "cudaMemcpyFromArray", "cudaMemcpy2DToArray", "cudaMemcpy2DFromArray",
    "cudaMemcpyPeer", "cudaMemcpy3DPeer",
    "hipMemcpy", "hipMemcpy2D", "hipMemcpy3D", "hipMemcpyToSymbol", "hipMemcpyFromSymbol", "hipMemcpyDtoH",
    "hipMemcpyHtoD", "hipMemcpyDtoD", "hipMemcpyToArray", "hipMemcpyFromArray", "hipMemcpy2DToArray",
    "hipMemcpyPeer", "hipMemcpyParam2D",
    "cuMemcpy", "cuMemcpyDtoH", "cuMemcpyHtoD", "cuMemcpyDtoD", "cuMemcpy2D", "cuMemcpy3D",
    "cublasGetVector", "cublasGetMatrix", "cublasSetVector", "cublasSetMatrix",
})
# Hand the work to the graphics API, which waits for it before its own work (cudaGraphicsUnmapResources
# orders the CUDA work before later graphics calls): a frame timer around it times the frame.
INTEROP_HANDOFF = frozenset({"cudaGraphicsUnmapResources", "hipGraphicsUnmapResources", "cuGraphicsUnmapResources",
                             "cudaEGLStreamProducerPresentFrame", "cuEGLStreamProducerPresentFrame"})
# (callee -> index of the stream argument): wait for one stream; the Query forms are polled in a loop.
STREAM_SYNC = {"cudaStreamSynchronize": 0, "hipStreamSynchronize": 0, "cuStreamSynchronize": 0,
               "cudaStreamQuery": 0, "hipStreamQuery": 0, "cuStreamQuery": 0}
# Create a stream (its handle is the first argument): two streams a function creates are two streams.
STREAM_CREATE = frozenset({"cudaStreamCreate", "cudaStreamCreateWithFlags", "cudaStreamCreateWithPriority",
                           "hipStreamCreate", "hipStreamCreateWithFlags", "hipStreamCreateWithPriority",
                           "cuStreamCreate", "cuStreamCreateWithPriority"})
# (callee -> index of the event argument): wait for one event.
EVENT_SYNC = {"cudaEventSynchronize": 0, "hipEventSynchronize": 0, "cuEventSynchronize": 0,
              "cudaEventQuery": 0, "hipEventQuery": 0, "cuEventQuery": 0}
EVENT_RECORD = frozenset({"cudaEventRecord", "hipEventRecord", "cuEventRecord", "cudaEventRecordWithFlags",
                          "hipEventRecordWithFlags", "cuEventRecordWithFlags"})
ELAPSED = frozenset({"cudaEventElapsedTime", "hipEventElapsedTime", "cuEventElapsedTime"})
ERROR_CHECK = frozenset({"cudaGetLastError", "cudaPeekAtLastError", "hipGetLastError", "hipPeekAtLastError",
                         "hipExtGetLastError"})
# Checking macros and helpers of well-known code bases whose definitions are usually not in the
# analysed file (helper_cuda.h is included with <>, PyTorch's c10 macros live in headers).
ERROR_CHECK_MACROS = frozenset({
    "getLastCudaError", "__getLastCudaError", "C10_CUDA_KERNEL_LAUNCH_CHECK", "C10_HIP_KERNEL_LAUNCH_CHECK",
    "CUDA_KERNEL_LAUNCH_CHECK", "CUDA_POST_KERNEL_CHECK", "CUDA_CHECK_LAST_ERROR", "CUDA_CHECK_LAST",
    "cudaCheckError", "CudaCheckError", "checkLastCudaError", "HIP_CHECK_LAST_ERROR", "hipCheckLastError",
    "CHECK_LAST_CUDA_ERROR", "KERNEL_LAUNCH_CHECK", "CUT_CHECK_ERROR", "cutilCheckMsg", "checkCUDAError",
})
# GPU work outside the `*Async` family: plain memsets (asynchronous for device memory), graphs, the
# driver API's launch.
WORK = {"cudaMemset": None, "cudaMemset2D": None, "cudaMemset3D": None, "hipMemset": None,
        "hipMemsetD32": None, "hipMemsetD8": None, "cudaGraphLaunch": 1, "hipGraphLaunch": 1,
        "cuGraphLaunch": 1, "cuLaunchKernel": 9, "hipModuleLaunchKernel": 9, "cuLaunchCooperativeKernel": 9,
        "hipExtLaunchKernelGGL": 5, "hipExtModuleLaunchKernel": None}
# GPU libraries' compute calls: asynchronous work on the stream of their handle (cublasSetStream, ...),
# which the analysis does not follow: LIBRARY_STREAM stands for it, and any stream's synchronisation is
# taken to wait for it (a missed finding costs less than a false one). cuBLAS/hipBLAS/rocBLAS reductions
# that return a scalar (dot, nrm2, asum, amax, amin) write it to host memory in the default pointer mode
# and so block: they stay unseen calls (a wait), as do cublasXt (host memory, blocking) and the handle,
# descriptor and workspace calls.
LIBRARY_STREAM = "<the library handle's stream>"
_LIBRARY_WORK = re.compile(
    r"^(?:(?:cublas|hipblas)(?:Lt)?|rocblas_)(?!Xt)\w+$"
    r"|^(?:cufft|hipfft)Exec\w+$|^rocfft_execute$"
    r"|^(?:cusparse|hipsparse)(?:SpMV|SpMM|SpSV_solve|SpSM_solve|SpGEMM_compute|SDDMM)$"
    r"|^(?:cudnn|miopen)\w*(?:Forward|Backward)\w*$")
_LIBRARY_PREFIX = lazy(r"^(?:cublasLt|cublas|hipblasLt|hipblas|rocblas_|cufft|hipfft|rocfft_|cusparse|hipsparse|"
                       r"cudnn|miopen)")
_LIBRARY_NOT_WORK = lazy(
    r"^(?i:create|destroy|set|get|init|alloc|free|shutdown|logger|version|find|query)"  # handles, plans, searches
    r"|Desc|Preference|Heuristic|Workspace|BufferSize|bufferSize|_size$|Handle|handle"
    r"|^[SDCZHIsdczhi]{0,2}(?:dot[uc]?|nrm2|asum|amax|amin)(?:_v2)?(?:_64)?(?:_batched|_strided_batched)?$")


def is_library_work(name: str) -> bool:
    """A GPU library's asynchronous compute call (cublasSgemm, cufftExecC2C, cudnnConvolutionForward)."""
    if not _LIBRARY_WORK.match(name):
        return False
    rest = name[_LIBRARY_PREFIX.match(name).end():]
    return not _LIBRARY_NOT_WORK.search(rest)


# `*Async` calls whose stream is optional: the argument count without it (the stream is then the next one).
ASYNC_ARGS = {"cudaMemcpyAsync": 4, "hipMemcpyAsync": 4, "cudaMemsetAsync": 3, "hipMemsetAsync": 3,
              "cudaMemcpy2DAsync": 7, "hipMemcpy2DAsync": 7, "cudaMemcpy3DAsync": 1, "hipMemcpy3DAsync": 1,
              "cudaMemcpyToSymbolAsync": 5, "cudaMemcpyFromSymbolAsync": 5, "hipMemcpyToSymbolAsync": 5,
              "hipMemcpyFromSymbolAsync": 5, "cudaMemPrefetchAsync": 3, "hipMemPrefetchAsync": 3,
              "cudaMemcpyPeerAsync": 5, "hipMemcpyPeerAsync": 5, "hipMemcpyDtoHAsync": 3,
              "hipMemcpyHtoDAsync": 3, "hipMemcpyDtoDAsync": 3, "cuMemcpyDtoHAsync": 3, "cuMemcpyHtoDAsync": 3,
              "cuMemcpyDtoDAsync": 3, "cuMemcpyAsync": 3}
_ASYNC = re.compile(r"^(?:cuda|hip|cu)\w*Async$")
_NOT_WORK_ASYNC = lazy(r"^(?:cuda|hip|cu)(?:Malloc|Free|Mem(?:Alloc|Free|Pool))\w*Async$")

# A call the analysis cannot see into (a method of a class in a header, a function of another file) whose
# name says it waits for the GPU or brings results back: taken as a wait (a missed finding costs less than
# a false one). API names (cuda*, hip*, cu*) are judged by the tables above only.
_WAIT_LIKE = re.compile(r"(?i)sync|wait|finish|to_?host|copy_?back|download|d2h|dtoh|readback|fetch_?result")
_API_PREFIX = re.compile(r"^(?:cuda|hip|cu)[A-Z]")


def is_wait_like(name: str) -> bool:
    return bool(_WAIT_LIKE.search(name)) and not _API_PREFIX.match(name)


# An argument that hands the callee GPU state: the stream, a device pointer by the usual naming. A call the
# analysis cannot see into that gets one may well wait (copy a result back, synchronise the stream).
_DEVICE_ARG = re.compile(r"(?i)(?:^|[^\w.>])(?:&\s*)?(?:d_|dev_?|gpu_?|device_?)\w*|\bstream\w*")
# Callees known not to touch the GPU (the C and C++ libraries, printing, host allocation).
_HOST_ONLY = re.compile(r"^(?:printf|fprintf|sprintf|snprintf|puts|memset|memcpy|malloc|calloc|free|fopen|fclose|"
                        r"fwrite|fread|exit|abort|assert|strcmp|strlen|rand|srand|sqrt|abs|fabs|min|max|"
                        r"make_\w+|dim3)$")


def may_wait(name: str, args: list[str]) -> bool:
    """An unseen call (not an API, not defined in the file) that receives the stream or a device pointer."""
    return not _API_PREFIX.match(name) and not _HOST_ONLY.match(name) and any(_DEVICE_ARG.search(a) for a in args)


# CPU clocks. Generic readings (both ends of an interval) by callee; timers that start and stop apart.
CLOCKS = frozenset({"clock", "gettimeofday", "clock_gettime", "omp_get_wtime", "MPI_Wtime", "timeGetTime",
                    "QueryPerformanceCounter", "mach_absolute_time", "GetTickCount", "GetTickCount64"})
TIMER_START = frozenset({"sdkStartTimer", "cutStartTimer", "startTimer", "StartTimer", "cutilCheckError_start"})
TIMER_STOP = frozenset({"sdkStopTimer", "cutStopTimer", "stopTimer", "StopTimer"})

# Runtime calls that return something other than an error code (or whose discarded error is the point).
NOT_ERROR_RETURNING = frozenset({
    "cudaGetErrorString", "cudaGetErrorName", "cudaCreateChannelDesc", "cudaGetLastError",
    "cudaPeekAtLastError", "hipGetErrorString", "hipGetErrorName", "hipCreateChannelDesc", "hipGetLastError",
    "hipPeekAtLastError", "hipExtGetLastError", "hipLaunchKernelGGL", "hipGetStreamDeviceId",
    "cudaGetChannelDesc_",
})
_RUNTIME = lazy(r"^(?:cuda|hip)[A-Z]\w*$")
# HIP's functions returning hipError_t with no CUDA runtime or driver counterpart of the same name
# (the driver's counterparts of `hipModuleX`/`hipDrvX` are found as cuX and cuModuleX by is_runtime_call)
HIP_ONLY = frozenset({"hipHostMalloc", "hipExtMallocWithFlags", "hipExtStreamCreateWithCUMask", "hipExtStreamGetCUMask",
                      "hipExtLaunchMultiKernelMultiDevice", "hipExtModuleLaunchKernel", "hipHccModuleLaunchKernel",
                      "hipExtGetLinkTypeAndHopCount", "hipExtLaunchKernel", "hipMemcpyWithStream", "hipMemPtrGetInfo",
                      "hipMemcpyParam2D", "hipMemcpyParam2DAsync"})
# Status queries (cudaErrorNotReady is an answer, not a failure: `cudaEventQuery(e);` flushes the queue on
# purpose) and teardown (an error from freeing or destroying at the end is not one anyone can act on).
_NOT_ACTIONABLE = lazy(r"Query$|Free|Destroy|Unregister|Unbind|DeviceReset|ProfilerSt(?:art|op)")
# A checking function or macro whose definition is not visible, by its name (checkCUDAError("msg"),
# cudaCheckAsyncError(...)): it reads the last error, which a discarded failing call has set.
_CHECK_NAME = re.compile(r"(?i)check\w*err|err\w*check|check_?cuda|cuda_?check|check_?hip|hip_?check")


def is_async_work(name: str) -> bool:
    return bool(_ASYNC.match(name)) and not _NOT_WORK_ASYNC.match(name)


def async_stream_index(name: str, nargs: int) -> int | None:
    """Index of the stream argument of an `*Async` call with `nargs` arguments (None: default stream)."""
    least = ASYNC_ARGS.get(name)
    if least is None:
        return nargs - 1 if nargs else None
    return least if nargs > least else None


def is_runtime_call(name: str) -> bool:
    """A CUDA/HIP runtime function returning an error code whose loss matters: one the toolkit's table names
    (runtime_names.py; hipX for the runtime's cudaX and the driver's cuX), never an unknown function named like
    one (`cudaSafeCall`, a project's checking wrapper whose header was not found)."""
    if not _RUNTIME.match(name) or name in NOT_ERROR_RETURNING or name.endswith("_t") or _NOT_ACTIONABLE.search(name):
        return False
    from analyzer.analysis.host.runtime_names import DRIVER, RUNTIME  # NOTE: loaded on the first call only
    if name.startswith("cuda"):
        return name in RUNTIME
    rest = name[3:]
    plain = rest[6:] if rest.startswith("Module") and rest[6:7].isupper() else rest[3:] if rest.startswith("Drv") \
        else rest
    return f"cuda{rest}" in RUNTIME or f"cu{rest}" in DRIVER or f"cu{plain}" in DRIVER or name in HIP_ONLY


def is_check_name(name: str) -> bool:
    """A call that reads the last error: the API's own, known checking macros, or a name that says so."""
    return name in ERROR_CHECK or name in ERROR_CHECK_MACROS or bool(_CHECK_NAME.search(name))


def is_check_macro(name: str) -> bool:
    """An object-like macro written as a statement of its own that reads the last error: a checking name, or an
    upper-case one named for the error it checks (`CUERR;`, `CUDA_ERR;`; not a call such as `LOG_ERROR("x")`)."""
    return is_check_name(name) or bool(_ERR_MACRO.match(name))


_ERR_MACRO = re.compile(r"[A-Z0-9_]*ERR(?:OR)?S?\Z")


def is_default_stream(text: str | None) -> bool:
    return text is None or text.strip() in ("", "0", "NULL", "nullptr", "0x0", "cudaStreamLegacy",
                                            "hipStreamLegacy", "cudaStreamDefault", "hipStreamDefault", "0L")


def family(name: str) -> str:
    """"hip" for HIP names, "cuda" otherwise (for fix texts)."""
    return "hip" if name.startswith("hip") else "cuda"


# ------------------------------------------------------------------ device buffers (host/buffers.py, KL504)
# Allocations whose memory is not cleared (CUDA Runtime API: cudaMalloc "The memory is not cleared", and
# likewise cudaMallocManaged, the stream-ordered cudaMallocAsync; HIP's alike): the pointer is written through
# the first argument (`&d`). Managed memory may also be written by the host.
ALLOC = frozenset({"cudaMalloc", "hipMalloc", "cudaMallocAsync", "hipMallocAsync"})
ALLOC_MANAGED = frozenset({"cudaMallocManaged", "hipMallocManaged"})
# (callee -> index of the argument it writes the device memory of): memsets and copies to the buffer.
FILL = {"cudaMemset": 0, "hipMemset": 0, "cudaMemsetAsync": 0, "hipMemsetAsync": 0, "cudaMemset2D": 0,
        "hipMemset2D": 0, "cudaMemset2DAsync": 0, "hipMemset2DAsync": 0, "hipMemsetD8": 0, "hipMemsetD16": 0,
        "hipMemsetD32": 0, "hipMemsetD8Async": 0, "hipMemsetD16Async": 0, "hipMemsetD32Async": 0,
        "cuMemsetD8": 0, "cuMemsetD16": 0, "cuMemsetD32": 0, "cudaMemcpy": 0, "hipMemcpy": 0,
        "cudaMemcpyAsync": 0, "hipMemcpyAsync": 0, "cudaMemcpy2D": 0, "hipMemcpy2D": 0, "cudaMemcpy2DAsync": 0,
        "hipMemcpy2DAsync": 0, "cudaMemcpyFromSymbol": 0, "hipMemcpyFromSymbol": 0, "cudaMemcpyFromSymbolAsync": 0,
        "hipMemcpyFromSymbolAsync": 0, "hipMemcpyHtoD": 0, "hipMemcpyHtoDAsync": 0, "hipMemcpyDtoD": 0,
        "hipMemcpyDtoDAsync": 0, "cudaMemcpyPeer": 0, "cudaMemcpyPeerAsync": 0, "hipMemcpyWithStream": 0,
        "cuMemcpyHtoD": 0, "cuMemcpyDtoD": 0, "cuMemcpyHtoDAsync": 0, "cublasSetVector": 4, "cublasSetMatrix": 5}
# (callee -> index of the argument it only reads): copies from the buffer (to the host or elsewhere).
COPY_FROM = {"cudaMemcpy": 1, "hipMemcpy": 1, "cudaMemcpyAsync": 1, "hipMemcpyAsync": 1, "cudaMemcpy2D": 2,
             "hipMemcpy2D": 2, "cudaMemcpy2DAsync": 2, "hipMemcpy2DAsync": 2, "cudaMemcpyToSymbol": 1,
             "hipMemcpyToSymbol": 1, "cudaMemcpyToSymbolAsync": 1, "hipMemcpyToSymbolAsync": 1, "hipMemcpyDtoH": 1,
             "hipMemcpyDtoHAsync": 1, "hipMemcpyDtoD": 1, "cuMemcpyDtoH": 1, "cuMemcpyDtoHAsync": 1,
             "cublasGetVector": 2, "cublasGetMatrix": 3}
# Calls that neither write nor read the buffer's contents.
BUFFER_NEUTRAL = frozenset({"cudaFree", "hipFree", "cudaFreeAsync", "hipFreeAsync", "cudaMemPrefetchAsync",
                            "hipMemPrefetchAsync", "cudaMemAdvise", "hipMemAdvise", "cudaStreamAttachMemAsync",
                            "hipStreamAttachMemAsync", "cudaPointerGetAttributes", "hipPointerGetAttributes",
                            "printf", "fprintf"})
# Stream capture: the launches between these record graph nodes that run later, when the graph is launched.
CAPTURE_BEGIN = frozenset({"cudaStreamBeginCapture", "cudaStreamBeginCaptureToGraph", "hipStreamBeginCapture",
                           "hipStreamBeginCaptureToGraph", "cuStreamBeginCapture", "cuStreamBeginCaptureToGraph"})
CAPTURE_END = frozenset({"cudaStreamEndCapture", "hipStreamEndCapture", "cuStreamEndCapture"})
