"""The semantic model of a translation unit: constant evaluation (evaluate.py, ctype_layout.py), launch
dimensions (dims.py), environments (envs.py), kernels and launch sites (build.py builds, kernels.py holds them) and the run-wide index
(index.py). `build_model(tu)` hands on a Model; checks receive a SourceUnit."""

from importlib import import_module
from typing import Any

# NOTE: imported on first use (PEP 562): a run the result cache answers unpickles models and builds the run's
# index without loading the builder, the IR and the evaluator
_WHERE = {"build_model": "build", "is_hip_source": "build", "kernel_name_of": "build", "qualified": "build",
          "DeviceFunctionInfo": "kernels", "KernelInfo": "kernels", "LaunchInfo": "kernels", "Model": "kernels",
          "RunIndex": "index", "SourceUnit": "index"}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = globals()[name] = getattr(import_module(f"analyzer.cuda.model.{_WHERE[name]}"), name)
        return value  # NOTE: kept as a module attribute: later imports of it find it without this call
    raise AttributeError(f"module 'analyzer.cuda.model' has no attribute {name!r}")


__all__ = sorted(_WHERE)
