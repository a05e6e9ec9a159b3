"""The launches a kernel is judged under (`race_launches`) and the per-file judgement (`kernel_races`)."""

from __future__ import annotations

import re

from typing import Any

from analyzer.analysis.memory.address import Access
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes, nodes_of
from analyzer.analysis.race.log import Launch, MAX_CONFIGURED, pp_branches
from analyzer.analysis.race.interp import RaceInterp
from analyzer.analysis.warps import Shape
from analyzer.analysis.race.locks import critical_sections, mark_critical_sections
from analyzer.analysis.race.pairs import find_races
from analyzer.analysis.race.rows import past_rows
from analyzer.analysis.race.scatter import scatters
from analyzer.analysis.race.log import flat_accesses
from analyzer.analysis.race.uninit import uninit_reads


def _dims(text: Any) -> tuple[int, int, int] | None:
    if text is None or text == "":
        return None
    if isinstance(text, int):
        return (text, 1, 1)
    parts = [p for p in str(text).lower().replace(",", "x").replace(" ", "").split("x") if p]
    try:
        vals = [int(p) for p in parts]
    except ValueError:
        return None
    if not 1 <= len(vals) <= 3 or any(v <= 0 for v in vals):
        return None
    return tuple(vals + [1] * (3 - len(vals)))  # type: ignore[return-value]


def race_launches(func: ast.Function, unit: Any, ctx: Any, accesses: list[Access] | None = None) -> list[Launch]:
    """The launches a kernel is judged under: the `block`/`grid` options of the rule (a config's
    `rules: {KL107: {block: 16x16, grid: 4}}`) when given, else each distinct launch configuration the
    launch-facts service (analysis/launches.py, through memory/kernels.py's `launch_configs`) gives, else the shape
    it assumes from what the kernel states (`__launch_bounds__`, blockDim asserts, tiles indexed by
    threadIdx, the config's `kernels:` and `block-size`), for the thread axes the kernel reads."""
    options = getattr(ctx, "options", {}) or {}
    block = _dims(options.get("block"))
    grid = _dims(options.get("grid"))
    if block is not None and block[0] * block[1] * block[2] <= MAX_CONFIGURED:
        return [Launch(block, grid, f"the configured {block[0]}x{block[1]}x{block[2]} block")]
    from analyzer.analysis.launches import launch_facts
    from analyzer.analysis.memory.kernels import launch_configs
    settings = getattr(ctx, "settings", None)
    shared = ctx.shared
    scalars = frozenset(p.name for p in func.params if p.name and not p.type.pointers and not p.dims)
    out = []
    configs = launch_configs(func, unit, shared, settings, lambda args: scalars)
    for blk, grd, label, args, bound, _shift, admits in configs:
        args, label = _stand_in(func, unit, args, label, shared)
        g = tuple(grd) if grd is not None and all(isinstance(c, int) and c > 0 for c in grd) else None
        out.append(Launch(tuple(blk), g or grid, label, args, bound, axes=() if g or grid else _axes([grd]), admits=admits))
    if out:
        return out
    facts = launch_facts(unit, func, shared, settings)
    shape = facts.assumed()[0]  # NOTE: for the threadIdx components the kernel reads (Facts.axes)
    if shape.y * shape.z > 1 and not shape.why and facts.stated is None:
        return []  # NOTE: a 2-D or 3-D block no launch, config or fact of the kernel gives: its tiles are made for a shape we would guess
    fgrid = tuple(facts.grid) if facts.grid else None
    label, args = shape.label, ()
    params = func.template_params or ()
    if params and all(p.kind == "type" and p.name for p in params):
        # NOTE: a template no launch instantiates: each type parameter stands for `int`. Where the kernel indexes
        # its arrays in units of their element type (`y[i]` against `y[i + 1]` of a `T *y`), whether two threads
        # meet does not depend on the element's size; an access the stand-in cannot place gives no claim
        args = tuple("int" for _ in params)
        names = ", ".join(f"`{p.name}`" for p in params)
        label = f"{label[:-1]}; {names} taken as `int`, no launch instantiates it)" if label.endswith(")") else label
    label = _said(label, unsized_types(func, unit, ctx.shared))
    axes = () if grid or fgrid else _axes([launch.grid for launch in facts.launches])
    return [Launch((shape.x, shape.y, shape.z), grid or fgrid, label, args, assumed=True, axes=axes)]


STAND_IN = " not known at the launch: taken as `int`, the race found in elements"  # NOTE: a label's (_stand_in)


def _stand_in(func: ast.Function, unit: Any, args: tuple, label: str, shared: dict) -> tuple[tuple, str]:
    """A launch's template arguments with each one for a type parameter that no type in view sizes (`gs3<V, 170>`
    inside `template <typename V> void run(...)`, no instantiation of which the file names) replaced by `int`, and the
    label saying so, with the element types of the kernel's own no type in view sizes (`unsized_types`). Two accesses
    at the same element index meet whatever the element's size (any size >= 1): the race is found in elements, as for a
    kernel no launch instantiates; an access the stand-in cannot place gives no claim."""
    from analyzer.cuda.model.evaluate import Env, type_key
    known = _known_types(unit)
    params = func.template_params or ()
    unknown = [a for p, a in zip(params, args) if p.kind == "type" and a.isidentifier() and a not in known
               and type_key(a) not in known and Env().layout(a) is None]
    typed = _element_types(func)  # NOTE: the label names only a parameter some shared array or pointer is made of
    named = [a for p, a in zip(params, args) if p.kind == "type" and a in unknown and p.name in typed]
    args = tuple("int" if p.kind == "type" and a in unknown else a for p, a in zip(params, args)) + args[len(params):]
    return args, _said(label, (*unsized_types(func, unit, shared), *named))


def _said(label: str, names: tuple) -> str:
    """`label` ending with the clause that the element types `names` are taken as `int` (once each)."""
    if not names or not label.endswith(")"):
        return label
    return f"{label[:-1]}; element type {', '.join(f'`{a}`' for a in dict.fromkeys(names))}{STAND_IN})"


def _known_types(unit: Any) -> set[str]:
    """The type names in view: the file's records, class templates and aliases, and those its headers declare (the
    memory interpreter sizes them: memory/kernels.py)."""
    types, model = unit.tu.types, getattr(unit, "model", None)
    known = {r.name for r in (*types.records, *types.class_templates, *types.aliases)} if types else set()
    known |= {k for k, _ in getattr(model, "header_types", ())}
    return known | {r.name for r in getattr(model, "header_records", ())}


def unsized_types(func: ast.Function, unit: Any, shared: dict) -> tuple[str, ...]:
    """The element types of the kernel's `__shared__` arrays and pointer parameters that no type in view sizes and
    no template parameter names (`real_t` of a header not found): the race interpreter takes each as `int`
    (stand_in_layouts), whose accesses meet by element index whatever the real size. Cached per file in `shared`."""
    key = ("race.unsized", id(func))
    if key not in shared:
        shared[key] = _unsized(func, unit)
    return shared[key]


def _unsized(func: ast.Function, unit: Any) -> tuple[str, ...]:
    from analyzer.cuda.model.evaluate import Env, type_key
    known = _known_types(unit)
    tparams = {p.name for p in func.template_params or ()}
    bases = [p.type.base for p in func.params if p.type.pointers]
    bases += [d.type.base for n in iter_nodes(func.body) if type(n) is ast.Decl and "__shared__" in n.storage
              for d in n.declarators]
    return tuple(dict.fromkeys(b for b in bases if b.isidentifier() and b not in tparams and b not in known
                               and type_key(b) not in known and Env().layout(b) is None))


def stand_in_layouts(interp: Any, names: tuple[str, ...]) -> None:
    """`unsized_types` sized as `int` in the interpreter's own environment (no other analysis sees them)."""
    from analyzer.cuda.model.evaluate import type_key
    for name in names:
        interp.layouts.env.types[type_key(name)] = (4, 4)


def _element_types(func: ast.Function) -> set[str]:
    """The words of the element types of the kernel's `__shared__` arrays and pointer parameters (`V` of
    `__shared__ volatile V s[3 * P]` or `const T *in`): the template parameters a stand-in can change the races of."""
    texts = [p.type.text for p in func.params if p.type.pointers or "*" in p.type.text or "&" in p.type.text]
    texts += [d.type.text for n in iter_nodes(func.body) if type(n) is ast.Decl and "__shared__" in n.storage
              for d in n.declarators]
    return {w for t in texts for w in re.findall(r"\w+", t)}


def _axes(grids: list) -> tuple:
    """Launch.axes of grids not fully known: per axis, whether a grid may have more than one block there (a
    dimension no launch fixes, or one above 1); () when a launch's whole grid is unknown, or there is none."""
    if not grids or any(g is None or len(g) != 3 for g in grids):
        return ()
    axes = tuple(any(not (isinstance(g[i], int) and g[i] == 1) for g in grids) for i in range(3))
    return axes if any(axes) else ()


def one_warp(block: tuple[int, int, int], warp: int = 32) -> tuple[int, int, int]:
    """A one-warp block of the same rank as `block` (32x1x1, 8x4x1, 4x4x2): without a launch a race is
    claimed only when it also holds in a block of one warp (code written for one warp is race-free there)."""
    if block[2] > 1:
        return (warp // 8, 4, 2)
    if block[1] > 1:
        return (warp // 4, 4, 1)
    return (warp, 1, 1)


@dataclass(frozen=True)
class KernelRaces:
    func: Any
    races: tuple
    uninit: tuple
    past_rows: tuple = ()  # rows.PastRow: indices past a row of a multi-dimensional array, or past an array
    scatters: tuple = ()  # scatter.Scatter: plain updates through an index loaded from memory (`h[in[i]]++`)


def _escaped(interp: RaceInterp) -> set:
    """Roots of shared arrays the model cannot follow all writes of."""
    out: set = set()
    externs = [r for r in interp.roots if interp.roots[r] == "shared" and r[1][1:] in interp.arrays
               and interp.arrays[r[1][1:]].dims[:1] in ((None,), ())]
    if len(externs) > 1:
        out.update(externs)
    for call, _name, reached, _passed in interp.escapes:
        # NOTE: a walk of the call alone: by_class (nodes_of) keeps a function body's grouping for the analyses
        # that share it, and an entry per call would push the bodies out of it
        names = {n.id for n in iter_nodes(call) if type(n) is ast.Name} | reached
        for r in interp.roots:
            if interp.roots[r] == "shared" and r[1][1:] in names:
                out.add(r)
    return out


def has_asm(func: ast.Function, tu: Any, memo: dict | None = None) -> bool:
    """Inline assembly in the kernel or a function it calls (one level), other than the PTX barriers the model
    knows: it may hold barriers or shared stores the model does not see (`bar.arrive`, `st.shared`), so the
    kernel gets no claim. `memo`: per file (kernel_races), the helpers and what each helper's body holds."""
    from analyzer.cuda.query import callee_name
    memo = {} if memo is None else memo
    helpers = memo.get("helpers")
    if helpers is None:
        helpers = memo["helpers"] = {f.name: f for f in tu.functions() if f.body is not None and not f.is_kernel}
    bodies = {id(func.body): func.body}
    # NOTE: nodes_of groups a body's nodes in one walk: the calls and the inline assembly of the kernel's share it
    for n in nodes_of(func.body, ast.Call):
        h = helpers.get(callee_name(n) or "")
        if h is not None:
            bodies.setdefault(id(h.body), h.body)
    from analyzer.analysis.intrinsics import asm_sync
    from analyzer.analysis.memory.ldmatrix import only_ldmatrix
    # NOTE: PTX barriers are modelled (flow.Interp.note_asm_sync), in a helper only an aligned or a warp one
    # (what its summary carries); `ldmatrix` is a shared read (memory/ldmatrix.py)

    def unknown(b: Any) -> bool:
        return any(n.text.lstrip().startswith(("asm", "__asm")) and not only_ldmatrix(n.text)
                   and asm_sync(n.text) not in (("aligned", "warp") if b is not func.body else ("aligned", "warp",
                                                                                                "block", "subset"))
                   for n in nodes_of(b, ast.Opaque))
    # NOTE: a helper called from several kernels is looked at once (kept with its body: its id is not reused)
    for b in bodies.values():
        if b is func.body:
            if unknown(b):
                return True
            continue
        got = memo.get(id(b))
        if got is None or got[0] is not b:
            got = memo[id(b)] = (b, unknown(b))
        if got[1]:
            return True
    return False


def lockstep(unit: Any, ctx: Any, warp: int) -> bool:
    """Whether the lanes of a warp run in lockstep on every target the file is judged for at `warp` lanes: AMD
    wavefronts (wave32 on RDNA, wave64 on GCN/CDNA) do; NVIDIA warps schedule their threads independently
    (sm_70 and later). In lockstep two different accesses of one wavefront are ordered by program order, and
    only the same access by two lanes (`s[0] = t`, `s[0] += v`) races inside it."""
    if not getattr(unit.model, "hip", False):
        return False
    from analyzer.archs import all_archs, parse_target
    from analyzer.errors import KernlintError
    settings = getattr(ctx, "settings", None)
    # NOTE: every target of the file (a warp of `warp` lanes judges for the narrowest of them): one NVIDIA
    # target among them runs the same code with independent thread scheduling
    targets = settings.targets_for(True) if hasattr(settings, "targets_for") else getattr(settings, "targets", ())
    try:
        return bool(targets) and all(all_archs()[parse_target(t)[0]].vendor == "amd" for t in targets)
    except KernlintError:
        return False


def kernel_races(unit: Any, ctx: Any) -> list[KernelRaces]:
    """Every kernel of the file, judged under each of its launches (cached per file in ctx.shared)."""
    key = ("races", tuple(sorted((ctx.options or {}).items())) if isinstance(ctx.options, dict) else ())
    shared = ctx.shared
    if key in shared:
        return shared[key]
    out: list[KernelRaces] = []
    warp = getattr(unit, "warp_size", 32) or 32
    lock = lockstep(unit, ctx, warp)
    branches = pp_branches(unit.tu.source or unit.text or "") if "#" in (unit.tu.source or unit.text or "") else []
    from analyzer.analysis.memory.kernels import make_interp
    from analyzer.analysis.program import deep_enough
    values: dict = {}  # NOTE: find_races' evaluations, shared by the file's kernels (pairs._side_values)
    asm_memo: dict = {}  # NOTE: has_asm's helpers and bodies, shared by the file's kernels
    names: dict = {}
    for func in unit.tu.functions():
        if not func.is_kernel or func.body is None:
            continue
        races: list = []
        uninit: list = []
        past: dict = {}
        scattered: dict = {}
        if has_asm(func, unit.tu, asm_memo):
            out.append(KernelRaces(func, (), ()))
            continue
        launches = race_launches(func, unit, ctx)
        params = frozenset(p.name for p in func.params if p.name)
        logs: dict = {}
        sections = None  # NOTE: the kernel's spin-lock sections (race/locks.py), the same for every launch
        for launch in launches:
            lk = (launch.args, launch.bound)
            if lk not in logs:
                interp = make_interp(func, unit, shared, launch.args, launch.bound, RaceInterp)
                stand_in_layouts(interp, unsized_types(func, unit, shared))
                interp.branches, interp.names = branches, names  # NOTE: names: used_only_under's memo, per file
                # NOTE: the blocks this log is judged with: a thread's own shared slot reads back what it stored
                interp.block_shapes = tuple({Shape(*la.block, "") for la in launches if (la.args, la.bound) == lk})
                try:
                    with deep_enough():
                        interp.run()
                    if sections is None:
                        sections = critical_sections(func, interp.program)
                    mark_critical_sections(interp.seq, sections)
                    logs[lk] = (interp.seq, _escaped(interp), {})
                except RecursionError:
                    logs[lk] = ([], set(), {})
            log, escaped, sides = logs[lk]
            if not log:
                continue
            if launch.assumed:
                # NOTE: no launch: the race must also hold in a block of one warp (see one_warp). That block is
                # judged first: it costs an eighth, and most kernels have no race there, so the assumed block is
                # judged only for the pairs that race in it
                small = Launch(one_warp(launch.block, warp), launch.grid, launch.label, launch.args, launch.bound, True,
                               launch.axes)
                first = find_races(log, small, warp, sides, None, branches, lock, values)
                keep = {(id(r.witness.first.acc), id(r.witness.second.acc)) for r in first}
                found = find_races(log, launch, warp, sides, keep, branches, lock, values) if keep else []
                found = [r for r in found if (id(r.witness.first.acc), id(r.witness.second.acc)) in keep]
            else:
                found = find_races(log, launch, warp, sides, None, branches, lock, values)
            if any(r.kind == "race" and r.witness.first.acc is r.witness.second.acc for r in found):
                from dataclasses import replace
                from analyzer.analysis.race.samevalue import same_value
                memo = sides.setdefault("same", {})  # NOTE: per log, as the sides
                found = [replace(r, same=same_value(r, log, func, warp, memo) or _same_in_every_block(r, log)) for r in found]
            races.extend(found)
            judged = small if launch.assumed else launch  # NOTE: a guessed block: what holds in one warp of it
            flat = flat_accesses(log)
            for row in past_rows(flat, judged, warp, params):
                past.setdefault(id(row.acc.access.node), row)
            for got in scatters(flat, unit, judged):
                scattered.setdefault(id(got.acc.access.node), got)
            guess = launch.assumed or STAND_IN in launch.label
            # NOTE: which slots a block fills depends on its shape, and on its element type (the stand-in's elements
            # are found for the races only): no claim on a guess, but for a variable no store writes at all (never)
            uninit.extend(u for u in uninit_reads(log, launch, escaped, warp, func) if u.never or not guess)
        # NOTE: a read past its extent is out of bounds (race/rows.py), not a read of a slot no thread wrote
        uninit = [u for u in uninit if id(u.read.access.node) not in past]
        out.append(KernelRaces(func, tuple(races), tuple(uninit), tuple(past.values()), tuple(scattered.values())))
    shared[key] = out
    return out


def _same_in_every_block(race: Any, log: list) -> str:
    """The block axes (`blockIdx.x`) two blocks of a race differ in where the race is one store that a thread-index
    test picks in every block (perblock.picked_in_every_block) of the same value in every block, else ""."""
    from analyzer.analysis.race.pairs import same_in_every_block
    from analyzer.analysis.race.perblock import block_loads
    w = race.witness
    acc = w.first.acc
    if not race.cross_block or race.kind != "race" or acc is not w.second.acc \
            or not same_in_every_block(acc, block_loads(log)):
        return ""
    return ", ".join(f"blockIdx.{c}" for c, x, y in zip("xyz", w.b1 or (0, 0, 0), w.b2 or (0, 0, 0)) if x != y)
