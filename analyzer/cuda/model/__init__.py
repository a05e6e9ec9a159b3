"""The semantic model of a translation unit: constant evaluation (evaluate.py, ctype_layout.py), launch
dimensions (dims.py), environments (envs.py), kernels and launch sites (build.py builds, kernels.py holds them) and the run-wide index
(index.py). `build_model(tu)` hands on a Model; checks receive a SourceUnit."""

from analyzer.cuda.model.build import build_model, is_hip_source, kernel_name_of, qualified
from analyzer.cuda.model.kernels import DeviceFunctionInfo, KernelInfo, LaunchInfo, Model
from analyzer.cuda.model.index import RunIndex, SourceUnit

__all__ = ["DeviceFunctionInfo", "KernelInfo", "LaunchInfo", "Model", "RunIndex", "SourceUnit", "build_model",
           "is_hip_source", "kernel_name_of", "qualified"]
