"""The run-wide index of kernels and launches, and the SourceUnit a source check receives."""

from __future__ import annotations

from typing import TYPE_CHECKING

from analyzer.prebuilt import dataclass

if TYPE_CHECKING:
    from analyzer.cuda import ast
    from analyzer.cuda.model.kernels import KernelInfo, LaunchInfo, Model

@dataclass(frozen=True)
class RunIndex:
    """Launches and kernel definitions of the whole run, keyed by unqualified kernel name.

    Built after every file is modelled (phase 1 of analyzer.lint.sources), so a rule looking at kernel K sees
    every launch of K in the analysed sources, whichever file it is in. Lists are sorted by (file, line,
    column). Overloads and template instances share their base name's entry."""

    launches: dict[str, tuple[LaunchInfo, ...]]
    kernels: dict[str, tuple[KernelInfo, ...]]

    @classmethod
    def build(cls, models) -> "RunIndex":
        launches: dict[str, list[LaunchInfo]] = {}
        kernels: dict[str, list[KernelInfo]] = {}
        for model in models:
            for launch in model.launches:
                launches.setdefault(launch.kernel_name, []).append(launch)
            for kernel in model.kernels:
                kernels.setdefault(kernel.name, []).append(kernel)

        def key(item):
            return (item.file, item.span.line, item.span.column)
        return cls({k: tuple(sorted(v, key=key)) for k, v in launches.items()},
                   {k: tuple(sorted(v, key=key)) for k, v in kernels.items()})

    def launches_of(self, kernel_name: str) -> tuple[LaunchInfo, ...]:
        """Every launch of the kernel named `kernel_name` (unqualified, no template arguments)."""
        return self.launches.get(kernel_name, ())

    def launches_for(self, kernel_name: str, defined_in: str) -> tuple[LaunchInfo, ...]:
        """The launches that reach the kernel `kernel_name` defined in the file `defined_in`: those in
        that file when it launches the kernel itself, else those in files that define no kernel of the
        same name (another program's `mathKernel2` is not this one)."""
        launches = self.launches_of(kernel_name)
        own = tuple(launch for launch in launches if launch.file == defined_in)
        if own:
            return own
        rivals = {k.file for k in self.kernels_named(kernel_name)} - {defined_in}
        return tuple(launch for launch in launches if launch.file not in rivals)

    def kernels_named(self, kernel_name: str) -> tuple[KernelInfo, ...]:
        return self.kernels.get(kernel_name, ())

    def kernels_launched(self, launch: LaunchInfo) -> tuple[KernelInfo, ...]:
        """The definitions a launch may reach: by name, narrowed by the qualification written at the
        launch (`b::k` is not `a::k`) when that leaves any."""
        found = self.kernels_named(launch.kernel_name)
        scope = getattr(launch, "scope", "")
        if scope:
            suffix = f"{scope}::{launch.kernel_name}"
            narrowed = tuple(k for k in found if k.qualified_name == suffix or k.qualified_name.endswith("::" + suffix))
            return narrowed or found
        return found

    def launched_bounds(self, launch: LaunchInfo) -> set:
        """The `__launch_bounds__` thread limits of the definitions `launch` may reach (KL101)."""
        return {k.launch_bounds[0] for k in self.kernels_launched(launch)
                if k.launch_bounds and k.launch_bounds[0] is not None}

    def launched_static_shared(self, launch: LaunchInfo) -> set:
        """The static shared memory sizes (None: unknown) of the definitions `launch` may reach (KL103)."""
        return {k.static_shared_bytes for k in self.kernels_launched(launch)}

    def view_for(self, model: Model, path: str) -> tuple:
        """All that a source check of `model`'s file reads from this index: `launches_for` of each name the
        file defines or launches, `launched_bounds`/`launched_static_shared` of each of its launches (checks
        read the index only through these). Two indexes with equal views give the file equal
        findings (a name outside the file's slice finds nothing in either), so phase 2 of a run re-analyses
        a file only when its view in the run-wide index differs from the one in its own."""
        names = sorted(_names(model))
        return (tuple(self.launches_for(n, path) for n in names),
                tuple((self.launched_bounds(launch), self.launched_static_shared(launch)) for launch in model.launches))

    def slice_for(self, model: Model) -> "RunIndex":
        """The part of the index that can matter to `model`: its kernels' launches, its launches' kernels."""
        names = _names(model)
        return RunIndex({n: self.launches[n] for n in sorted(names) if n in self.launches},
                        {n: self.kernels[n] for n in sorted(names) if n in self.kernels})


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
