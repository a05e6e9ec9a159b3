"""The semantic model of one translation unit: kernels, device functions and launch sites.

Everything here is plain, picklable data (no IR nodes), so worker processes can return it and the run
can build a run-wide launch index (analyzer.lint.sources). Conventions:
- positions are 1-based (line, column) of the original file; a launch written through a macro points
  at the macro's use;
- a dim3 is a tuple (x, y, z) whose components are ints or None (unknown); a whole dim is None only
  when the front end could not see its expression at all (e.g. a missing config argument);
- sizes are bytes; `static_shared_bytes` is None when any reachable static `__shared__` declaration has an
  unknown element type (struct, template parameter) or dimension.
"""

from __future__ import annotations


from analyzer.prebuilt import dataclass
from analyzer.diagnostics import Span

Dim = tuple  # (int | None, int | None, int | None)


@dataclass(frozen=True)
class KernelInfo:
    name: str
    qualified_name: str
    file: str
    span: Span  # the kernel's name
    template_params: tuple[str, ...]
    params: tuple[str, ...]  # parameter declarations as written
    launch_bounds: tuple[int | None, ...] | None  # (max_threads, min_blocks[, max_blocks_per_cluster]) evaluated
    launch_bounds_span: Span | None
    static_shared_bytes: int | None
    dynamic_shared: bool  # uses `extern __shared__ T x[]`
    parsed: bool  # no parse error inside the kernel

    @property
    def line(self) -> int:
        return self.span.line


@dataclass(frozen=True)
class DeviceFunctionInfo:
    name: str
    qualified_name: str
    file: str
    span: Span
    qualifiers: tuple[str, ...]


@dataclass(frozen=True)
class LaunchInfo:
    kernel: str  # as launched, with explicit template arguments: "scale<float, 4>"
    kernel_name: str  # the unqualified base name, the key for matching definitions: "scale"
    file: str
    span: Span  # the whole launch expression
    grid: Dim | None
    block: Dim | None
    block_span: Span | None
    dynamic_shared_bytes: int | None  # None: unknown; 0 when the launch passes none
    smem_span: Span | None
    via: str  # "chevrons", "hipLaunchKernelGGL", "cudaLaunchKernel"
    function: str | None  # the enclosing function's qualified name
    scope: str = ""  # the qualification as written: "b" for `b::k<<<...>>>`, "" for `k<<<...>>>`
    # Of the instantiation launched, when the kernel is a template of this file whose arguments are
    # known here (written at the launch, or defaults): its static shared bytes and evaluated
    # __launch_bounds__ (None: not a template launch of this file, or unknown).
    static_shared_bytes: int | None = None
    launch_bounds: tuple[int | None, ...] | None = None
    arity: int | None = None  # arguments passed to the kernel (None: not known, as through cudaLaunchKernel)
    # the integer value of each argument where the host code fixes it (`k<<<g, b>>>(out, 1024)`), else None
    arg_values: tuple[int | None, ...] = ()
    # per argument: how many elements past a pointer it passes (`k<<<g, b>>>(p + 1)`: 1, `&p[4]`: 4, `p`: 0), None
    # where the argument is no pointer expression of that form (the memory analysis shifts every lane's address)
    arg_offsets: tuple[int | None, ...] = ()
    # per argument: "float" or "int" for a literal (`k<<<g, b>>>(x, 2.0f)`), None where the type is not read off
    # the launch (overloads are told apart by it, analyzer/cuda/model/programs.lookup)
    arg_kinds: tuple[str | None, ...] = ()
    # per explicit template argument: its integer value evaluated where the launch is written (the launching
    # function's locals, `constexpr int kBlock = 256; k<kBlock><<<...>>>`: 256), None for a type or an unknown value
    template_values: tuple[int | None, ...] = ()
    # the grid's x is a ceiling division of a count by the block's x (`(n + 255) / 256`): True when the host does
    # not fix the count to a multiple of the block (the last block has threads past it), False when it does
    # (an exact grid), None: no such division (analyzer/cuda/model/rounding.py)
    grid_rounded: bool | None = None
    # per argument: the block dimension ("x", "y", "z") the launch passes the same host value as (`k<<<n, K>>>(a, K)`:
    # (None, "x"), analyzer/cuda/model/launch_forms.py dim_arguments), else None; () when no argument is one
    arg_dims: tuple[str | None, ...] = ()
    # a launch in a host function template: `template_values` once per instantiation the file names, each evaluated
    # with that instantiation's arguments (analyzer/cuda/model/host_instances.py); () when not all are known
    host_values: tuple[tuple[int | None, ...], ...] = ()
    grid_rounded_y: bool | None = None  # the same of the grid's y and the block's y
    # the elements per thread of a grid whose ceiling division counts V elements per thread of the block
    # (`(n + 255) / 256` blocks of 64: 4, V >= 2), when the host does not fix the count to a multiple of its divisor
    # (the last block has threads past the count), else None (analyzer/cuda/model/rounding.py)
    grid_elements: int | None = None
    # the same of a block whose x is a ceiling division (`<<<1, (n + 1) / 2>>>`: 2 elements per thread of threadIdx.x)
    block_elements: int | None = None
    # the run-time input that overrides the default the block was built from (`argv[1]`): the block holds without it
    block_unless: str = ""
    # per argument: (the index of the argument passing a count, the divisor, the line of the division) where the
    # argument is a ceiling division of that count by a constant (`Tc = ceil((float) N / 32)`, a tile count) and the
    # host does not fix the count to a multiple of it, else None; () when none is (analyzer/cuda/model/rounding.py)
    arg_ceils: tuple[tuple[int, int, int] | None, ...] = ()
    # per grid dimension rounded DOWN: (the dimension 0-2, the divisor, the index of the argument passing the count,
    # the line of the division, the count's name, whether it is no local of the launching function: a parameter its
    # callers choose) of a grid component `n / d` (d >= 2, no ceiling) whose count the host does not fix to a
    # multiple of d (`dim3 grid(M / 4)` with `k<<<grid, b>>>(.., M)`; the index -1 where the launch does not pass the
    # count), and whether the function takes the count's remainder by a multiple of d (a check, or a tail handled
    # apart): the kernel's range may end in a part no block covers (checks/kl111; analyzer/cuda/model/rounding.py)
    grid_floors: tuple[tuple[int, int, int, int, str, bool, bool], ...] = ()
    # (c, the other operand's name) of a block x written `max(c, v)` with a constant c and a run-time v: at least c
    # threads (`std::max(1024, h)`: KL101; analyzer/cuda/model/rounding.py)
    block_least: tuple[int, str] | None = None
    # the block x (printed) where it is a run-time value the launch also passes to the kernel (`dim3 block(len)` with
    # `k<<<g, block>>>(p, len)`: as large as the data) that nothing bounds (no clamp, no comparison of it in the
    # launching function): KL101's note, the launch fails above 1024 (cuda/model/rounding.py free_block)
    block_free: str = ""
    # the block's components (printed) that are ceiling divisions of a run-time count by the grid's constant
    # component of the same axis (`k<<<threads, blocks>>>`: grid and block swapped; cuda/model/swapped.py, KL101)
    block_swapped: tuple[str, ...] = ()
    # the host template instantiation (`launch<16>`) this launch is the copy of, where the block is that template's
    # parameter (`k<<<b, kNThreads>>>`): one copy per instantiation, each with its block (host_instances.py)
    host_args: str = ""
    # per grid component rounded up to whole blocks from a count the launch also passes (`dim3 grid((n + 31) / 32)`
    # with `k<<<grid, 32>>>(.., n)`): (the component 0/1, the index of that argument); the kernel covers the indices
    # below it there, so a guard that lets that index itself through is one short (KL110; cuda/model/rounding.py)
    grid_counts: tuple[tuple[int, int], ...] = ()
    # per argument: the integer members the host fixes of a local object passed by value (`Shape s{out, 100, 64};
    # k<<<g, b>>>(s)`: (("width", 100), ("height", 64))), as `arg_values` of a scalar (cuda/model/objects.py)
    arg_members: tuple[tuple[tuple[str, int], ...], ...] = ()

    @property
    def line(self) -> int:
        return self.span.line

    @property
    def written(self) -> str:
        """The kernel as the launch names it, with its qualification (`b::k`): what a message calls it."""
        return f"{self.scope}::{self.kernel}" if self.scope else self.kernel

    @property
    def copy_kind(self) -> str:
        """What kind of copy of a launch this is, from `host_args`: "choice" (an arm of a run-time choice of its
        block, model/choices.py: `when ...`), "call" (a call of its host function, host_callers.py: `driver(x, 48)`),
        "instance" (a host template's instantiation, host_instances.py: `launch<16>`), "" for a launch as written."""
        args = self.host_args
        return "" if not args else "choice" if args.startswith("when ") else "call" if "(" in args else "instance"

    @property
    def copy_of(self) -> str:
        """What this copy of a launch stands for, for a message: the host instantiation or call quoted as code
        (`` `launch<16>` ``, `` `driver(x, 48)` ``), the run-time choice as the words model/choices.py wrote (`when
        `wide``); "" for a launch as written."""
        return self.host_args if self.copy_kind in ("", "choice") else f"`{self.host_args}`"

    @property
    def threads(self) -> int | None:
        """Threads per block, when every block component is known."""
        if self.block is None or any(c is None for c in self.block):
            return None
        return self.block[0] * self.block[1] * self.block[2]


@dataclass(frozen=True)
class Model:
    path: str
    kernels: tuple[KernelInfo, ...]
    device_functions: tuple[DeviceFunctionInfo, ...]
    launches: tuple[LaunchInfo, ...]
    hip: bool  # HIP source: .hip file, hip headers or hip* API calls
    smem_opt_in: frozenset[str]  # kernels given cudaFuncAttributeMaxDynamicSharedMemorySize here ("*": unresolved)
    parse_errors: int
    # The program stage's facts of the translation unit (cuda/model/programs.py): the `#include "..."` headers it
    # reads, transitively (normalised paths); the base names of the kernels it declares without defining
    # (prototypes, here or in those headers) and of those its headers define; whether it defines `main`.
    includes: tuple[str, ...] = ()
    declared: tuple[str, ...] = ()
    header_kernels: tuple[str, ...] = ()
    has_main: bool = False
    # namespaces named by `using namespace N;` in the file, and "=N::f" of its using-declarations `using N::f;` (name
    # lookup of launches, cuda/model/programs.lookup, and of calls, analysis/program.Program.lookup)
    usings: tuple[str, ...] = ()
    # the integer namespace constants of the headers it includes (`const int WARP_SIZE = 32;`), which every
    # analysis of the file knows as the model does (analysis/program.Program.globals)
    header_constants: tuple[tuple[str, int], ...] = ()
    # the (size, alignment) of the structs and aliases those headers define (`typedef double real_t;`), by
    # type_key, None where not sizeable: the element sizes of the memory analysis
    header_types: tuple[tuple[str, tuple[int, int] | None], ...] = ()
    # the structs and class templates those headers define, their data members as written (parse/usertypes Record):
    # the fields of a kernel's by-value argument of such a type, a member function's data members (memory/methods)
    header_records: tuple = ()
