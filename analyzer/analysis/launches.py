"""Launch facts: the one place a rule learns what block shapes a kernel runs with.

`launch_facts(unit, kernel, shared, settings) -> Facts` (cached per file and kernel in `shared`, a check's
`ctx.shared`; for a `__device__` helper: no launch, no limits, the stated block or the defaults):

- `Facts.launches`: the launches that reach the kernel in its program (`RunIndex.launches_reaching`: bound by
  C++ name lookup among the translation units that can see it, analyzer/cuda/model/programs.py), each a
  LaunchInfo with grid, block, dynamic shared memory, argument values, pointer offsets (`arg_offsets`) and
  template arguments, file and line; a launch of this file under an `if` that the host function's constants
  decide against (`int bs = 32; ... if (bs == 16) k<16><<<g, dim3(bs, bs)>>>()`) is none (`unmade`);
- `Facts.known`: the distinct block shapes of those launches whose block is known (warps.Shape, labelled with
  the launch's `file:line` and, for a template kernel, the instantiation; `Shape.args`: per launch of that block,
  the integer arguments the host fixes, `launch_dims.fixed`), and `Facts.unknown`: whether some
  launch's block is unknown or no launch reaches the kernel at all;
- `Facts.limits`: what the kernel's own code states about its block: `__launch_bounds__` (at most N threads),
  `assert(blockDim.x == 4)`, `if (blockDim.x != 256) return;` (or `__trap()`), and static `__shared__` extents
  indexed by a bare thread-index component (`tile[16][16]` indexed `[threadIdx.y][threadIdx.x]`: x and y at
  most 16), and a kernel whose threads are alike (it reads no thread index: analysis/alike.py, 1x1x1), each
  with its line or reason;
- `Limits.launch_pins`: the block dimensions every launch of an unknown block still gives one value (`dim3
  threads(nthreads, 1, 1)`: y and z are 1), pinned in `limits` (the reason names the launch); `Facts.narrowing`: the
  shapes a kernel's values are judged uniform over (analysis/flow.Interp.narrow): the known ones, plus, where the
  pins leave one dimension free, the assumed ones at every size of it;
- `Facts.stated`: the block the configuration gives for the kernel (`kernels: {NAME: {block: [x, y, z]}}`,
  or a `block-size` of XxY / XxYxZ), used where no launch tells;
- `Facts.assumed(axes, reads_dim, warp)`: the shapes to judge with where the launches do not tell: the stated
  block, else the default shapes (`block-size` threads, 256 by default, in x; W x 8 for code reading
  threadIdx.y, W x 4 x 2 for z, W = max(32, warp); a condition that reads blockDim gets every size from 64 to
  1024 instead, so that its verdict holds for all of them) fitted to `limits`: a pinned dimension takes its
  value, a dimension over a shared extent's bound is cut to it (the others growing back towards the default's
  thread count within their bounds), and the total stays within `__launch_bounds__`. Every such shape is
  marked `assumed`; its label says which shape and why, and `Shape.why` holds the kernel's facts that decided it;
  for a template kernel no launch reaches, it binds the file's first explicit instantiation of it (`template
  __global__ void k<32, 8>(...)`, `Facts.instantiated`), else the template's defaults (`Facts.defaults`: `k<>`, the
  one instantiation the kernel names itself; instances.binding), and its label names them;
- `Facts.shapes`: the known shapes, plus the assumed ones (for the threadIdx components the kernel reads)
  when `unknown`; `Facts.assumed_reason`: None when every launch's block is known, else why shapes are assumed;
  `Facts.grid`: the config's `kernels:` grid (None: not given); `Facts.kernel`: the KernelInfo.

`unlaunched_threads(kernel_info, settings) -> (threads, why)`: the same for code that has only a kernel's model
(compiler records joined to sources, lint/join.py).
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from analyzer.analysis.launch_dims import fixed
from analyzer.analysis.warps import Shape
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.query import builtin, by_class, iter_nodes
from analyzer.analysis.launch_limits import Limits, kernel_limits, program

NO_LAUNCH = "(no launch with a known block size)"
_X_SIZES = (64, 128, 256, 512, 1024)


@dataclass(frozen=True)
class Facts:
    kernel: Any  # the KernelInfo (None: not in the model)
    launches: tuple  # LaunchInfo reaching the kernel, sorted by (file, line, column)
    known: tuple  # Shape of each distinct known launch block
    unknown: bool  # some launch's block is unknown, or no launch at all
    limits: Limits
    stated: Shape | None  # the configured block (config `kernels:` entry, `block-size` XxY)
    axes: frozenset  # the threadIdx components the kernel reads ("x", "y", "z")
    block_size: int = 256  # the configured threads per block for x-only defaults
    grid: tuple | None = None  # the config's `kernels:` grid for the kernel (None: not given)
    defaults: tuple = ()  # (name, value) a template kernel's defaults give (`W`, `C::kLanes`), when no launch reaches it
    instantiated: bool = False  # the defaults are the file's first explicit instantiation's (`template void k<32, 8>(...)`)

    def narrowing(self, warp: int = 32) -> tuple | None:
        """Where every launch's block is known: the known shapes. Where the launches of unknown blocks pin all but
        one of the dimensions the kernel reads (`dim3 threads(nthreads, 1, 1)`), the known shapes and the assumed
        ones over every size of the free dimension (the largest block holds every smaller one's threads): a value
        the same in each is the same in any block the launches make. Else None (analysis/flow.Interp.narrow)."""
        if not self.unknown:
            return self.known or None
        pins = self.limits.launch_pins
        free = {a for a in self.axes | {"x"} if "xyz".index(a) not in pins}
        if not pins or not self.launches or len(free) > 1:
            return None
        return self.known + tuple(self.assumed(None, True, warp))

    @property
    def assumed_reason(self) -> str | None:
        if not self.unknown:
            return None
        if self.stated is not None:
            return self.stated.label
        return "no analysed launch with a known block size reaches the kernel"

    @property
    def shapes(self) -> tuple:
        if not self.unknown:
            return self.known
        return self.known + tuple(self.assumed(self.axes, False))

    def assumed(self, axes: Any = None, reads_dim: bool = False, warp: int = 32) -> list[Shape]:
        """The shapes to judge with where no launch tells (see the module). `axes`: the threadIdx components
        the judged code reads (default: the kernel's); `reads_dim`: the judged code reads blockDim."""
        if self.stated is not None:
            return [self.stated]
        axes = self.axes if axes is None else axes
        axes = {a for a in axes if self.limits.fixed["xyz".index(a)] != 1}  # NOTE: a dimension of 1: index 0 only
        wide = max(32, warp)
        if "z" in axes:
            dims = [(wide, 2, z) for z in (2, 4, 8, 1024 // (2 * wide))] if reads_dim else [(wide, 4, 2)]
        elif "y" in axes:
            dims = [(wide, y, 1) for y in (2, 4, 8, 16, 1024 // wide)] if reads_dim else [(wide, 8, 1)]
        else:
            size = self.block_size if self.block_size % wide == 0 and self.block_size <= 1024 else 256
            dims = [(x, 1, 1) for x in _X_SIZES if x >= wide] if reads_dim else [(size, 1, 1)]
        out: list[Shape] = []
        of = extra = ""
        if self.defaults:  # NOTE: the instantiation `k<>` names: its parameters' defaults
            of = f" of {self.kernel.name if self.kernel else 'the kernel'}<" \
                 f"{', '.join(f'{k}={v}' for k, v in self.defaults)}>"
            extra = "the file's explicit instantiation; " if self.instantiated else "the template's defaults; "
        for d in dims:
            fitted, why = fit(d, self.limits, single=not reads_dim)
            label = f"an assumed {fitted[0]}x{fitted[1]}x{fitted[2]} block{of} ({extra}{NO_LAUNCH[1:-1]})" if not why \
                else f"a {fitted[0]}x{fitted[1]}x{fitted[2]} block{of} ({why}; {extra}{NO_LAUNCH[1:-1]})"
            shape = Shape(*fitted, label, True, bind=self.defaults, why=why)
            if all((s.x, s.y, s.z) != fitted for s in out):
                out.append(shape)
        return out


def fit(dims: tuple, limits: Limits, single: bool = True) -> tuple[tuple[int, int, int], str]:
    """`dims` (a default shape) made consistent with `limits`: (the shape, the facts that changed it, "" when
    none). A pinned dimension takes its value; one over its bound is cut to it; then, for a single default,
    the other bounded dimensions grow back towards the default's thread count, within their bounds (a 16x16
    tile indexed [threadIdx.y][threadIdx.x] turns 32x8 into 16x16, not 16x8); `__launch_bounds__` cuts z, then
    y, then x. A default the limits allow stays as it is."""
    if not limits.any:
        return tuple(dims), ""
    out = list(dims)
    target = dims[0] * dims[1] * dims[2]
    why: list[str] = []
    for i in range(3):
        if limits.fixed[i] is not None:
            why += limits.reasons[i] if out[i] != limits.fixed[i] or i not in limits.launch_pins else []
            out[i] = limits.fixed[i]
        elif limits.upper[i] is not None and out[i] > limits.upper[i]:
            why += limits.reasons[i]
            out[i] = limits.upper[i]
    for i in (1, 2, 0) if single else ():
        product = out[0] * out[1] * out[2]
        if limits.fixed[i] is None and limits.upper[i] is not None and product < target:
            grown = min(limits.upper[i], out[i] * (target // product))
            if grown > out[i]:
                why += limits.reasons[i]
                out[i] = grown
    cap = min(1024, limits.threads or 1024)
    for i in (2, 1, 0):  # NOTE: z and y give way first: x keeps whole warps where it can
        while out[0] * out[1] * out[2] > cap and limits.fixed[i] is None and out[i] > 1:
            out[i] = max(1, out[i] // 2)
            if limits.bound_reason and limits.bound_reason not in why:
                why.append(limits.bound_reason)
    return (out[0], out[1], out[2]), ", ".join(dict.fromkeys(why))


def launch_facts(unit: Any, kernel: Any, shared: dict | None = None, settings: Any = None) -> Facts:
    """The launch facts of `kernel` (an ast.Function of `unit`'s file), cached in `shared` (see the module)."""
    shared = {} if shared is None else shared
    key = ("launch.facts", id(kernel))
    if key in shared:
        return shared[key]
    settings = settings if settings is not None else getattr(unit, "settings", None)
    if not kernel.is_kernel:  # NOTE: a helper: no launch, no limits of its own; the stated block or the defaults
        shared[key] = Facts(None, (), (), True, Limits(), _stated(kernel, None, settings), frozenset(),
                            _block_size(settings))
        return shared[key]
    info = _kernel_info(unit, kernel)
    index = getattr(unit, "index", None)
    launches = index.launches_reaching(info) if index is not None and info is not None else ()
    if launches:
        dead = unmade(unit, shared)
        launches = tuple(la for la in launches if la.file != unit.path or (la.span.line, la.span.column) not in dead)
    known: list[Shape] = []
    unknown = not launches
    for launch in launches:
        block = launch.block
        if block is None or any(not isinstance(c, int) or c <= 0 for c in block) or block[0] * block[1] * block[2] > 1024:
            unknown = True
            continue
        where = site(unit, launch)
        binds: list = [()]
        if kernel.template_params:
            from analyzer.analysis.instances import binding

            # NOTE: in a host function template: once per instantiation the file names (cuda/model/host_instances)
            binds = [binding(kernel, replace(launch, template_values=tv), program(unit, shared).globals)
                     for tv in launch.host_values or (launch.template_values,)]
        for bind in binds:
            # NOTE: a copy per host instantiation (`launch<16>`), or per call of its host function (`driver(n, 64)`:
            # cuda/model/host_callers), named where the shape is
            call = launch.copy_kind == "call"
            what = f"{launch.host_args}, " if launch.host_args and not call else ""
            if bind:
                from analyzer.analysis.instances import describe

                what += f"{describe(kernel, bind)}, "
            unless = f" unless {launch.block_unless} is given" if launch.block_unless else ""  # NOTE: a run-time override
            through = f" through `{launch.host_args}`" if call else ""
            shape = Shape(block[0], block[1], block[2],
                          f"the launch at {where}{through} ({what}{block[0]}x{block[1]}x{block[2]}{unless})", bind=bind,
                          args=(fixed(kernel, launch),))
            same = [i for i, s in enumerate(known) if (s.x, s.y, s.z, s.bind) == (shape.x, shape.y, shape.z, shape.bind)]
            if same:  # NOTE: one shape per block and binding, labelled by its first launch, with every launch's values
                known[same[0]] = replace(known[same[0]], args=known[same[0]].args + shape.args)
            else:
                known.append(shape)
    defaults, instantiated = (), False
    if not launches and kernel.template_params:
        defaults, instantiated = _unlaunched_binding(unit, kernel, program(unit, shared).globals)
    limits = _pinned(kernel_limits(unit, kernel, shared), launches, unit)
    facts = Facts(info, tuple(launches), tuple(known), unknown, limits,
                  _stated(kernel, info, settings), _axes(kernel), _block_size(settings), _grid(kernel, info, settings),
                  defaults, instantiated)
    shared[key] = facts
    return facts


def _unlaunched_binding(unit: Any, kernel: Any, constants: dict) -> tuple[tuple, bool]:
    """(binding, whether an explicit instantiation gave it) of a template kernel no launch reaches: the first
    explicit instantiation in its file that binds its parameters (`template __global__ void k<32, 8>(...)`, a
    library's instantiation for the launches its users make), else the template's defaults (`k<>`)."""
    from analyzer.analysis.instances import binding
    from analyzer.cuda.model.host_instances import explicit_instantiations

    for args in explicit_instantiations(kernel, unit.tu):
        got = binding(kernel, SimpleNamespace(kernel=f"{kernel.name}<{', '.join(args)}>"), constants)
        if got:
            return got, True
    return binding(kernel, None, constants), False


def _pinned(limits: Limits, launches: tuple, unit: Any) -> Limits:
    """`limits` with the block components that every launch of an unknown block gives one value (`dim3
    threads(nthreads, 1, 1)`: y and z are 1 whatever nthreads is) pinned as the kernel's own facts are (and named in
    `launch_pins`): the shapes assumed for those launches keep them."""
    unknown = [la for la in launches if la.threads is None]
    partial = [la for la in unknown if la.block is not None]
    if not partial or len(partial) < len(unknown):
        return limits
    fixed, reasons, pinned = list(limits.fixed), [list(r) for r in limits.reasons], ""
    for i, axis in enumerate("xyz"):
        values = {la.block[i] for la in partial}
        if fixed[i] is None and len(values) == 1 and isinstance(v := next(iter(values)), int) and v > 0:
            fixed[i], pinned = v, pinned + axis
            reasons[i].append(f"the launch at {site(unit, partial[0])} makes blockDim.{axis} {v}")
    if not pinned:
        return limits
    return replace(limits, fixed=tuple(fixed), reasons=tuple(tuple(r) for r in reasons),
                   launch_pins=frozenset("xyz".index(a) for a in pinned))


def unmade(unit: Any, shared: dict) -> frozenset:
    """(line, column) of the launches of `unit`'s file that no run makes: under an `if` whose condition the
    function's constants decide against the branch (`int bs = 32; dim3 b(bs, bs); if (bs == 16) k<16><<<g, b>>>();`
    is never launched, and the 32x32 block it would read is not the one `k<16>` gets). The condition is evaluated
    in the same env that gives the launch its block (analyzer/cuda/model/envs.FunctionEnv); one it cannot tell
    keeps the launch. Cached per file in `shared`."""
    key = "launch.unmade"
    if key in shared:
        return shared[key]
    from analyzer.cuda.model.envs import FunctionEnv
    from analyzer.cuda.model.evaluate import Env, evaluate
    from analyzer.cuda.query import under_ifs

    out: set = set()
    genv = None
    # NOTE: the file's model lists every launch of its functions with the one that holds it (LaunchInfo.function):
    # a function it names none of holds none, and its body is not walked
    listed = getattr(getattr(unit, "model", None), "launches", None)
    holders = {launch.function for launch in listed} if listed is not None else None
    for func in unit.tu.functions():
        if func.body is None or holders is not None and "::".join(func.scope + (func.name,)) not in holders:
            continue
        env = None
        for node, ifs in under_ifs(func.body, ast.Launch):  # NOTE: the ifs around each launch, no parent chains
            for parent, child in ifs:
                if env is None:
                    genv = genv or Env(dict(program(unit, shared).globals))
                    env = FunctionEnv(func, genv)
                try:
                    value = evaluate(parent.cond, env)
                except (ArithmeticError, TypeError, ValueError, RecursionError):
                    value = None
                if isinstance(value, int) and bool(value) != (child is parent.then):
                    out.add((node.span.line, node.span.column))
                    break
    shared[key] = frozenset(out)
    return shared[key]


def unlaunched_threads(kernel: Any, settings: Any) -> tuple[int, str]:
    """(threads per block, why) a kernel no analysed launch reaches is judged at where only its model is at hand
    (compiler records joined to sources, lint/join.py): the config's `kernels:` block, else its
    `__launch_bounds__`' max threads, else the configured block size (256 by default)."""
    table = getattr(settings, "kernels", None) or {}
    for name in (getattr(kernel, "qualified_name", None), getattr(kernel, "name", None)):
        entry = table.get(name) if name else None
        if entry and "block" in entry:
            x, y, z = entry["block"]
            return x * y * z, f"the config's `kernels: {name}` block"
    bounds = getattr(kernel, "launch_bounds", None)
    if bounds and bounds[0]:
        return bounds[0], f"its `__launch_bounds__({bounds[0]})`"
    size = getattr(settings, "block_size", None)
    return (size, "the configured block size") if isinstance(size, int) and size > 0 else (256, "the default block size")


def site(unit: Any, launch: Any) -> str:
    """Where a launch is written, for a label: its line, with its file (seen from the unit's) when in another one."""
    return f"line {launch.line}" if launch.file == unit.path else f"{near(launch.file, unit.path)}:{launch.line}"


def near(path: str, origin: str) -> str:
    """`path` as seen from the folder of `origin` (the basename when they sit side by side)."""
    import os

    try:
        return os.path.relpath(path, os.path.dirname(origin) or ".")
    except ValueError:  # pragma: no cover - another drive on Windows
        return path


def _kernel_info(unit: Any, func: Any) -> Any:
    model = getattr(unit, "model", None)
    span = getattr(func, "name_span", None)
    for k in getattr(model, "kernels", ()):
        if span is not None and k.span.line == span.line and k.span.column == span.column:
            return k
    return None


def _block_size(settings: Any) -> int:
    shape = getattr(settings, "block_shape", None)
    if shape is not None and shape[1:] == (1, 1):
        return shape[0]
    size = getattr(settings, "block_size", None)
    return size if isinstance(size, int) and size > 0 and shape is None else 256


def _stated(func: Any, info: Any, settings: Any) -> Shape | None:
    table = getattr(settings, "kernels", None) or {}
    names = [getattr(info, "qualified_name", None), getattr(func, "name", None)]
    for name in names:
        entry = table.get(name) if name else None
        if entry and "block" in entry:
            x, y, z = entry["block"]
            return Shape(x, y, z, f"the {x}x{y}x{z} block of the config's `kernels: {name}` entry")
    shape = getattr(settings, "block_shape", None)
    if shape is not None and shape[1:] != (1, 1):
        x, y, z = shape
        return Shape(x, y, z, f"the configured {x}x{y}x{z} block (`block-size`) {NO_LAUNCH}", True)
    return None


def _grid(func: Any, info: Any, settings: Any) -> tuple | None:
    table = getattr(settings, "kernels", None) or {}
    for name in (getattr(info, "qualified_name", None), getattr(func, "name", None)):
        entry = table.get(name) if name else None
        if entry and "grid" in entry:
            return tuple(entry["grid"])
    return None


def _axes(func: Any) -> frozenset:
    found = set()
    groups = by_class(func.body)
    for n in (*groups.get(ast.Member, ()), *groups.get(ast.Name, ())):
        b = builtin(n)
        if b is not None and b[0] == "threadIdx":
            found.add(b[1])
    return frozenset(found)
