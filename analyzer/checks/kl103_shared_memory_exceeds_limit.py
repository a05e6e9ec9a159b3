"""KL103 shared-memory-exceeds-limit — docs: rules/KL103.yaml.

Three cases, all in bytes:
- a kernel whose static `__shared__` total is over the static limit (48 KiB on NVIDIA: ptxas rejects it;
  the AMD targets' LDS per workgroup when only AMD targets are configured);
- a launch whose dynamic (+ the kernel's static) shared memory is over the per-block maximum of the
  strictest configured target (NVIDIA `shared_mem_per_block_optin`, AMD `lds.max_per_workgroup`);
- on NVIDIA, a launch over 48 KiB in total without a visible
  `cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, ...)` in the same file.
A kernel's static part is taken from its definition anywhere in the run; unknown counts as 0 (so the
finding is a lower bound, never a guess upward). For a template kernel whose shared arrays depend on its
parameters, the static part of the instantiation a launch names (`reduce<1024, double><<<..>>>`) is used,
and an instantiation over the static limit is reported at its first launch in the file."""

from __future__ import annotations

from typing import Iterator

from analyzer.checks.base import Context
from analyzer.diagnostics import Diagnostic

ID = "KL103"
KIND = "source"
STATIC_LIMIT = 48 * 1024


def _kib(n: int) -> str:
    return f"{n / 1024:g} KiB"


def _limits(settings) -> tuple[int | None, tuple[int, str] | None, bool]:
    """(static limit, (strictest per-block maximum, its target), any NVIDIA target)."""
    from analyzer.archs import get_arch

    strictest: tuple[int, str] | None = None
    nvidia, amd_static = False, []
    for target in settings.targets:
        try:
            arch = get_arch(target)
        except Exception:  # NOTE: unknown targets are reported by the command
            continue
        if arch.vendor == "nvidia":
            nvidia = True
            limit = arch.params.get("shared_mem_per_block_optin")
        else:
            limit = (arch.params.get("lds") or {}).get("max_per_workgroup")
            if limit:
                amd_static.append(int(limit))
        if limit and (strictest is None or int(limit) < strictest[0]):
            strictest = (int(limit), arch.name)
    static = STATIC_LIMIT if nvidia or not amd_static else min(amd_static)
    return static, strictest, nvidia


_DYNAMIC_FIX = ("declare the array `extern __shared__`, pass its size as the launch's dynamic shared memory and "
                "opt in with `cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes)`")


def check(unit, ctx: Context) -> Iterator[Diagnostic]:
    static_limit, strictest, nvidia = _limits(ctx.settings)
    for kernel in unit.model.kernels:
        smem = kernel.static_shared_bytes
        if smem is not None and static_limit is not None and smem > static_limit:
            yield ctx.report(kernel.span, symbol=kernel.qualified_name, detail=(
                f"static shared memory of `{kernel.qualified_name}` is {smem} bytes ({_kib(smem)}), "
                f"{smem - static_limit} bytes over the {_kib(static_limit)} static limit; the build fails"),
                help=_DYNAMIC_FIX)
    reported: set = set()
    for launch in unit.model.launches:
        instance = launch.static_shared_bytes
        if instance is not None and static_limit is not None and instance > static_limit and \
                launch.kernel not in reported and not any(
                    s is not None for s in unit.index.launched_static_shared(launch)):
            reported.add(launch.kernel)
            yield ctx.report(launch.span, symbol=launch.kernel, detail=(
                f"static shared memory of the instantiation `{launch.written}` is {instance} bytes "
                f"({_kib(instance)}), {instance - static_limit} bytes over the {_kib(static_limit)} static "
                f"limit; the build fails"), help=_DYNAMIC_FIX)
        dynamic = launch.dynamic_shared_bytes
        if not dynamic or dynamic <= 0:
            continue
        where = ""
        if instance is not None:
            static = instance
        else:
            reached = unit.index.kernels_launched(launch)
            statics = {k.static_shared_bytes for k in reached}
            static = statics.pop() if len(statics) == 1 else None
            other = next((k for k in reached if k.file != unit.path), None)
            if static and other is not None:  # NOTE: a fact from another file says where it is
                where = f" (of `{other.qualified_name}` at {_near(other.file, unit.path)}:{other.span.line})"
        total = dynamic + (static or 0)
        if launch.host_args and (launch.span, total) in reported:
            continue  # NOTE: the copies of a launch per host instantiation (host_instances.py) ask the same
        reported.add((launch.span, total))  # type: ignore[arg-type]
        parts = f"{dynamic} dynamic + {static} static{where} = {total} bytes" if static else f"{total} bytes dynamic"
        span = launch.smem_span or launch.span
        if strictest is not None and total > strictest[0]:
            limit, arch = strictest
            yield ctx.report(span, symbol=launch.kernel, arch=arch, detail=(
                f"launch of `{launch.written}` asks for {parts} of shared memory, "
                f"{total - limit} over the {limit}-byte ({_kib(limit)}) per-block maximum on {arch}; "
                f"the launch fails"))
            continue
        opted = launch.kernel_name in unit.model.smem_opt_in or "*" in unit.model.smem_opt_in
        if nvidia and not unit.model.hip and total > STATIC_LIMIT and not opted:
            yield ctx.report(span, symbol=launch.kernel, detail=(
                f"launch of `{launch.written}` asks for {parts} of shared memory, over 48 KiB, "
                f"with no opt-in in this file; without it the launch fails"),
                help=(f"call `cudaFuncSetAttribute({launch.kernel_name}, "
                      f"cudaFuncAttributeMaxDynamicSharedMemorySize, {dynamic})` before the launch"))


def _near(path: str, origin: str) -> str:
    """`path` as seen from the folder of `origin`."""
    import os

    try:
        return os.path.relpath(path, os.path.dirname(origin) or ".")
    except ValueError:  # pragma: no cover - another drive on Windows
        return path
