"""Device buffers a kernel reads before anything wrote them (KL504): the host's flow of one allocation, joined with
what each kernel does first to the memory its pointer parameters point to (analysis/race/firstuse.py).

`cudaMalloc` (hipMalloc, the stream-ordered and managed allocators alike) does not clear memory: its contents are
whatever the memory held before (the CUDA Runtime API: "The memory is not cleared"). Within one host function, from
the allocation of a local pointer `d` (`cudaMalloc(&d, n)`, `(void **)&d`), every use of `d` and of the locals
copied or offset from it (`float *row = d + k;`) is read in source order:

- writes: a memset or a copy to it (apis.FILL), a launch of a kernel whose first access through that parameter is
  a plain store (an init kernel: writing any of it counts, no claim on coverage), for managed memory any host
  access (`d[i] = v`);
- a call of a host function of the file (one definition of that name and arity, three calls deep): its parameter is
  followed through its body the same way, and the call is a write, a launch that reads first, or neither;
- no claim from there on: the pointer handed to anything else (a library, a function of another file, a launch of
  a kernel the file does not define or whose body the model cannot follow), its address taken, the local assigned
  again, a use the parser could not read; a device pointer dereferenced on the host;
- neutral: a copy from it, a free, prefetch/advise calls, a comparison with null.

The first launch that passes the buffer to a kernel that reads or read-modify-writes it first (an atomic, `p[i] +=
v`, a plain load) with no write and no claim-ending use before it is reported. A launch inside a stream capture
(`cudaStreamBeginCapture` ... `cudaStreamEndCapture`) only records a graph node, run when the graph is launched:
no claim from there on. A write or claim-ending use inside a loop that also holds the launch (a writing launch
included) counts as before it: the next iteration runs it first. Both arms of a branch are read in source order: a
write in either arm counts, so a claim never rests on one path being taken."""

from __future__ import annotations

from typing import Any

from analyzer.analysis.host import apis
from analyzer.cuda import ast
from analyzer.cuda.query import callee_name, loops_around, nodes_of, walk
from analyzer.prebuilt import dataclass


@dataclass(frozen=True)
class Unwritten:
    buffer: str  # the local the allocation writes
    api: str  # the allocating call
    alloc: Any  # its ast.Call
    launch: Any  # the ast.Launch (or hipLaunchKernelGGL call) of the kernel that reads it first
    kernel: Any  # the ast.Function launched
    arg: str  # the local passed at the launch (the buffer or an alias of it)
    use: Any  # race.firstuse.FirstUse of the kernel's parameter
    back: Any = None  # the first copy from the buffer after the launch (ast.Call), if any
    inner: Any = None  # where `launch` is a call of a host function of the file: the launch inside it


_ALLOCS = apis.ALLOC | apis.ALLOC_MANAGED
_NEUTRAL_OPS = frozenset({"==", "!=", "!"})


def unwritten_reads(unit: Any, shared: dict) -> list[Unwritten]:
    """Every allocation of a host function of `unit` that a launch reads before anything writes it."""
    tu = unit.tu
    source = tu.source or ""
    if "alloc" not in source or ("<<<" not in source and "LaunchKernelGGL" not in source):
        return []
    kernels = {(f.name_span.line, f.name_span.column): f for f in tu.functions() if f.is_kernel and f.body is not None}
    if not kernels:
        return []
    hosts = [f for f in tu.functions() if f.body is not None and not f.is_kernel and (
        "__device__" not in f.qualifiers or "__host__" in f.qualifiers)]
    flow = _Flow(kernels, {id(f) for f in hosts}, unit, shared)
    out: list[Unwritten] = []
    for func in hosts:
        if any(callee_name(c) in _ALLOCS for c in nodes_of(func.body, ast.Call)):
            flow.caller = func
            out.extend(_function(func, flow))
    return out


class _Flow:
    """What a scan needs besides the function: the file's kernels (by the position of their names, as the model's
    KernelInfo.span) and host functions (ids), the unit, the check's shared cache, the function scanned (the caller
    of its calls' name lookup), and the helper verdicts found so far."""

    def __init__(self, kernels: dict, hosts: set, unit: Any, shared: dict) -> None:
        self.kernels, self.hosts, self.unit, self.shared = kernels, hosts, unit, shared
        self.caller: ast.Function | None = None
        self.helpers: dict[tuple[int, int], Any] = {}
        self.busy: set[int] = set()


def _pos(node: Any) -> tuple[int, int]:
    return node.span.line, node.span.column


def _events(func: ast.Function, names: set[str]) -> list[tuple[tuple[int, int], str, tuple, Any]]:
    """(position, name, use, the Name node) of every mention of `names` in the body, in source order."""
    events: list[tuple[tuple[int, int], str, tuple, Any]] = []
    for node, parents in walk(func.body):
        if type(node) is ast.Name and node.id in names:
            use = _use(node, parents)
            if use[0] == "alias" and use[1] not in names:
                use = ("unknown",)  # NOTE: a global, a member, a reference: its later uses are not this body's
            events.append((_pos(node), node.id, use, node))
        elif type(node) is ast.Unparsed:
            words = set(node.text.replace("(", " ").replace(")", " ").replace(",", " ").split())
            events.extend((_pos(node), n, ("unknown",), node) for n in words & names)
    events.sort(key=lambda e: e[0])
    return events


def _pointer_locals(func: ast.Function) -> set[str]:
    return {d.name for d in nodes_of(func.body, ast.Declarator) if d.type.pointers and not d.type.reference}


def _function(func: ast.Function, flow: _Flow) -> list[Unwritten]:
    events = _events(func, _pointer_locals(func))
    around, captures = loops_around(func.body), _captures(func.body)
    out = []
    for i, (pos, name, use, node) in enumerate(events):
        if use[0] != "alloc":
            continue
        mine = _range(name, events[i + 1:])
        got = _scan(mine, around, captures, flow)
        if isinstance(got, tuple):
            kernel, kuse, arg, site, inner = got
            back = next((ev[2][1] for ev in mine if ev[2][0] == "copy" and ev[0] > _pos(site)), None)
            out.append(Unwritten(name, use[2], use[1], site, kernel, arg, kuse, back, inner))
    return out


def _range(buffer: str, events: list) -> list:
    """The events of an allocation: those of the local and of its aliases, up to its next allocation."""
    names = {buffer}
    mine: list = []
    for ev in events:
        pos, name, use, node = ev
        if name == buffer and use[0] == "alloc":
            break
        if name in names:
            mine.append(ev)
            if use[0] == "alias":
                names.add(use[1])
    return mine


def _captures(body: Any) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) positions of the stream captures of a function body: a launch there records a graph node that
    runs when the graph is launched, after whatever the host does between (no claim on it)."""
    calls = sorted((c for c in nodes_of(body, ast.Call)
                    if callee_name(c) in apis.CAPTURE_BEGIN or callee_name(c) in apis.CAPTURE_END), key=_pos)
    out, start = [], None
    for c in calls:
        if callee_name(c) in apis.CAPTURE_BEGIN:
            start = start or _pos(c)
        elif start is not None:
            out.append((start, _pos(c)))
            start = None
    if start is not None:
        out.append((start, (1 << 30, 0)))
    return out


def _scan(mine: list, around: dict, captures: list, flow: _Flow):
    """(kernel, FirstUse, local passed, site, launch inside a helper or None) of the first launch (or call of a host
    function of the file that makes one) that reads the buffer before a write; "blocked" when a write or a use that
    ends the claim comes first; "untouched" when nothing reads or writes it (see the module docstring)."""
    # NOTE: "host": a host access through the pointer: a write of managed memory, a bug of device memory; either
    # way no claim after it
    blocking = [ev for ev in mine if ev[2][0] in ("write", "unknown", "reassign", "host")]
    sites: dict[int, list] = {}
    for ev in mine:
        if ev[2][0] in ("launch", "call"):
            sites.setdefault(id(ev[2][1]), []).append(ev)
    verdicts = []
    for group in sorted(sites.values(), key=lambda g: g[0][0]):
        if group[0][2][0] == "call":
            verdict = _helper_verdict(group, flow)
        elif any(a <= group[0][0] <= b for a, b in captures):
            verdict = "blocked"  # NOTE: captured into a graph: it runs when the graph does
        else:
            verdict = _launch_verdict(group, flow)
        if verdict is None or verdict == "blocked":
            blocking.append(group[0])  # NOTE: a writer, or one the model cannot judge: nothing after it is claimed
        verdicts.append((group, verdict))
    for group, verdict in verdicts:
        site, pos = group[0][2][1], group[0][0]
        loops = around.get(id(site), ())
        if any(ev[0] < pos or ev[3] is not group[0][3] and any(_holds(loop, around, ev[3]) for loop in loops)
               for ev in blocking):
            return "blocked"
        if verdict is None or verdict == "blocked":
            return "blocked"
        if verdict == "untouched":
            continue
        if group[0][2][0] == "call":
            kernel, use, _arg, inner, _ = verdict
            return kernel, use, group[0][1], site, inner
        kernel, use, arg = verdict
        return kernel, use, arg, site, None
    return "blocked" if blocking else "untouched"


def _helper_verdict(group: list, flow: _Flow):
    """What a call of a host function of the file does to the buffer passed at `group`'s argument positions: its
    parameter followed through its body like a local (the one definition C++'s name lookup reaches,
    analysis/program.Program.lookup; three calls deep)."""
    from analyzer.analysis.program import file_program

    call = group[0][2][1]
    if type(call.func) is not ast.Name:
        return "blocked"
    funcs = file_program(flow.unit, flow.shared).lookup(call.func.id, len(call.args), flow.caller)
    scope = tuple(p.strip() for p in call.func.id.split("<", 1)[0].split("::")[:-1] if p.strip())
    if scope:  # NOTE: Program.lookup keeps every function of the name when none is of the scope: not this one
        funcs = [f for f in funcs if f.scope[len(f.scope) - len(scope):] == scope]
    if len(funcs) != 1 or id(funcs[0]) not in flow.hosts or len(group) != 1 or len(flow.busy) >= 3 or \
            id(funcs[0]) in flow.busy:
        return "blocked"
    func, index = funcs[0], group[0][2][2]
    param = func.params[index]
    if not param.name or not param.type.pointers or param.type.reference:
        return "blocked"
    key = (id(func), index)
    if key not in flow.helpers:
        flow.busy.add(id(func))
        caller, flow.caller = flow.caller, func
        try:
            names = _pointer_locals(func) | {param.name}
            mine = _range(param.name, [ev for ev in _events(func, names) if ev[2][0] != "alloc"])
            flow.helpers[key] = _scan(mine, loops_around(func.body), _captures(func.body), flow)
        finally:
            flow.busy.discard(id(func))
            flow.caller = caller
    return flow.helpers[key]


def _holds(loop: Any, around: dict, node: Any) -> bool:
    """Whether `loop` holds `node` (the loops around it include it)."""
    return any(x is loop for x in around.get(id(node), ()))


def _launch_verdict(group: list, flow: _Flow):
    """("untouched"), None (the launch writes the buffer or cannot be judged), or (kernel, FirstUse, local) of the
    first argument whose parameter the kernel reads first."""
    from analyzer.analysis.race.firstuse import first_uses

    funcs = _launched(group[0][2][1], group[0][2][4], flow)
    if not funcs:
        return None
    found = None
    for f in funcs:
        uses = first_uses(f, flow.unit, flow.shared)
        if uses is None:
            return None
        for ev in group:
            param = f.params[ev[2][2]].name if ev[2][2] < len(f.params) else None
            use = uses.get(param) if param else None
            if param is None or use is not None and use.kind in ("store", "unknown"):
                return None
            if use is not None and found is None:
                found = (f, use, ev[1])
    return found if found is not None else "untouched"


def _launched(site: Any, nargs: int, flow: _Flow) -> list:
    """The kernels of the file the launch at `site` binds to by C++'s name lookup (cuda/model/programs.lookup over
    the file's definitions, its using-directives; none where lookup cannot tell or a kernel is not defined here)."""
    from analyzer.cuda.model.programs import lookup

    model = flow.unit.model
    launch = next((x for x in model.launches if (x.span.line, x.span.column) == _pos(site)), None)
    if launch is None:
        return []
    pool = [k for k in model.kernels if k.file == launch.file and (k.span.line, k.span.column) in flow.kernels]
    funcs = [flow.kernels[k.span.line, k.span.column] for k in lookup(launch, pool, model.usings, exact=True)]
    return [f for f in funcs if len(f.params) == nargs]


def _use(node: ast.Name, parents: tuple) -> tuple:
    """What a mention of a tracked local does to the buffer it points to (see the module docstring)."""
    e, k = node, len(parents) - 1
    while k >= 0:
        p = parents[k]
        t = type(p)
        if t is ast.Lambda:
            return ("unknown",)  # NOTE: a lambda's body runs where it is called
        if t is ast.Cast or t is ast.Binary and p.op in ("+", "-"):
            e, k = p, k - 1
            continue
        if t is ast.Index and p.base is e and k >= 1 and type(parents[k - 1]) is ast.Unary and parents[k - 1].op == "&":
            e, k = parents[k - 1], k - 2  # NOTE: `&d[k]`: an offset
            continue
        break
    if k < 0:
        return ("unknown",)
    p = parents[k]
    t = type(p)
    if t is ast.Unary and p.op == "&" and e is node:
        j = k - 1
        while j >= 0 and type(parents[j]) is ast.Cast:
            j -= 1
        call = parents[j] if j >= 0 else None
        if type(call) is ast.Call and callee_name(call) in _ALLOCS and call.args and \
                _stripped(call.args[0]) is p:
            return ("alloc", call, callee_name(call))
        return ("unknown",)
    if t is ast.Call:
        name = callee_name(p)
        idx = next((i for i, a in enumerate(p.args) if a is e), None)
        if idx is None:
            return ("unknown",)
        if apis.FILL.get(name) == idx:
            return ("write", p)
        if apis.COPY_FROM.get(name) == idx:
            return ("copy", p)
        if name in apis.BUFFER_NEUTRAL:
            return ("neutral",)
        if name == "hipLaunchKernelGGL" and idx >= 5:
            return ("launch", p, idx - 5, p.args[0], len(p.args) - 5)
        return ("call", p, idx) if type(p.func) is ast.Name and e is p.args[idx] else ("unknown",)
    if t is ast.Launch:
        idx = next((i for i, a in enumerate(p.args) if a is e), None)
        return ("launch", p, idx, p.kernel, len(p.args)) if idx is not None else ("unknown",)
    if t is ast.Declarator and p.init is e:
        return ("alias", p.name) if p.type.pointers and not p.type.reference else ("unknown",)
    if t is ast.Assign and p.op == "=":
        if p.target is e and e is node:
            return ("reassign",)
        if p.value is e and type(p.target) is ast.Name:
            return ("alias", p.target.id)
        return ("unknown",)
    if t is ast.Binary and p.op in _NEUTRAL_OPS or t is ast.Unary and p.op == "!" or t is ast.SizeOf:
        return ("neutral",)
    if (t is ast.If or t is ast.While) and p.cond is e:
        return ("neutral",)
    if t is ast.Index and p.base is e or t is ast.Unary and p.op == "*":
        return ("host",)
    return ("unknown",)


def _stripped(e: Any) -> Any:
    while type(e) is ast.Cast:
        e = e.expr
    return e
