"""kernlint: static analysis of CUDA/HIP kernels and GPU compiler resource reports."""

__version__ = "0.1.0"
