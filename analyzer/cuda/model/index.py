"""The run-wide index of kernels and launches, and the SourceUnit a source check receives."""

from __future__ import annotations

from typing import TYPE_CHECKING

from analyzer.prebuilt import dataclass

if TYPE_CHECKING:
    from analyzer.cuda import ast
    from analyzer.cuda.model.kernels import KernelInfo, LaunchInfo, Model

def launch_key(launch: LaunchInfo) -> tuple:
    return (launch.file, launch.span.line, launch.span.column, launch.kernel)


def kernel_key(kernel: KernelInfo) -> tuple:
    return (kernel.file, kernel.span.line, kernel.span.column)


@dataclass(frozen=True)
class RunIndex:
    """Launches and kernel definitions of the whole run, and which definitions each launch binds to.

    Built after every file is modelled (phase 1 of analyzer.lint.sources). A launch binds only to the kernels
    its translation unit can see, found by C++ name lookup (analyzer.cuda.model.programs: the file, its
    includes, the other translation units of its program): `bound` (launch_key -> definitions) and its
    inverse `reaching` (kernel_key -> launches) are computed once here. `launches`/`kernels` are every launch
    and definition by unqualified name (the inventory, KL402's folder twins). Lists are sorted by (file, line,
    column)."""

    launches: dict[str, tuple[LaunchInfo, ...]]
    kernels: dict[str, tuple[KernelInfo, ...]]
    bound: dict[tuple, tuple[KernelInfo, ...]]
    reaching: dict[tuple, tuple[LaunchInfo, ...]]

    @classmethod
    def build(cls, models, groups: dict | None = None) -> "RunIndex":
        """`groups`: path -> its programs' names, from the `programs:` config key (programs.program_groups)."""
        from analyzer.cuda.model.programs import Programs, bind

        models = [m for m in models if m is not None]
        launches: dict[str, list[LaunchInfo]] = {}
        kernels: dict[str, list[KernelInfo]] = {}
        for model in models:
            for launch in model.launches:
                launches.setdefault(launch.kernel_name, []).append(launch)
            for kernel in model.kernels:
                kernels.setdefault(kernel.name, []).append(kernel)

        by_name = {k: tuple(sorted(v, key=kernel_key)) for k, v in kernels.items()}
        programs = Programs(models, groups)
        bound: dict[tuple, tuple[KernelInfo, ...]] = {}
        reaching: dict[tuple, list[LaunchInfo]] = {}
        for model in models:
            includes = frozenset(getattr(model, "includes", ()))
            for launch in model.launches:
                found = bind(launch, by_name.get(launch.kernel_name, ()), includes, programs,
                             getattr(model, "usings", ()))
                bound[launch_key(launch)] = found
                for kernel in found:
                    reaching.setdefault(kernel_key(kernel), []).append(launch)
        return cls({k: tuple(sorted(v, key=kernel_key)) for k, v in launches.items()}, by_name, bound,
                   {k: tuple(sorted(v, key=kernel_key)) for k, v in reaching.items()})

    def launches_reaching(self, kernel: KernelInfo) -> tuple[LaunchInfo, ...]:
        """The launches that bind to the definition `kernel` (its own program's, by C++ name lookup)."""
        return self.reaching.get(kernel_key(kernel), ())

    def kernels_named(self, kernel_name: str) -> tuple[KernelInfo, ...]:
        return self.kernels.get(kernel_name, ())

    def kernels_launched(self, launch: LaunchInfo) -> tuple[KernelInfo, ...]:
        """The definitions `launch` binds to (see the class)."""
        return self.bound.get(launch_key(launch), ())

    def launched_bounds(self, launch: LaunchInfo) -> set:
        """The `__launch_bounds__` thread limits of the definitions `launch` may reach (KL101)."""
        return {k.launch_bounds[0] for k in self.kernels_launched(launch)
                if k.launch_bounds and k.launch_bounds[0] is not None}

    def launched_static_shared(self, launch: LaunchInfo) -> set:
        """The static shared memory sizes (None: unknown) of the definitions `launch` may reach (KL103)."""
        return {k.static_shared_bytes for k in self.kernels_launched(launch)}

    def view_for(self, model: Model, path: str) -> tuple:
        """All that a source check of `model`'s file reads from this index: the launches reaching each kernel
        it defines and the definitions each of its launches binds to (all their fields: bounds, shared sizes,
        where); checks read the index only through these. Two indexes with equal views give the file equal
        findings, so phase 2 of a run re-analyses a file only when its view in the run-wide index differs from
        the one in its own."""
        return (tuple(self.launches_reaching(k) for k in model.kernels),
                tuple(self.kernels_launched(launch) for launch in model.launches))

    def slice_for(self, model: Model) -> "RunIndex":
        """The part of the index that can matter to `model`: its kernels' launches, its launches' kernels."""
        names = _names(model)
        return RunIndex({n: self.launches[n] for n in sorted(names) if n in self.launches},
                        {n: self.kernels[n] for n in sorted(names) if n in self.kernels},
                        {launch_key(x): self.kernels_launched(x) for x in model.launches},
                        {kernel_key(k): self.launches_reaching(k) for k in model.kernels})


def _names(model: Model) -> set[str]:
    """The kernel names a file's checks can ask the index about: the kernels it defines and launches."""
    return {k.name for k in model.kernels} | {launch.kernel_name for launch in model.launches}


@dataclass
class SourceUnit:
    """What a source check (KIND = "source") receives: one parsed file, its model, the run's index.

    `warp_size` is 64 for HIP code (.hip, hip headers/API) or when an AMD wave64 target is configured,
    else 32: the strictest lane count the code may run with."""

    path: str
    text: str
    tu: ast.TranslationUnit
    model: Model
    index: RunIndex
    warp_size: int = 32
