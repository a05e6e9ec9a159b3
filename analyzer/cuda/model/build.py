"""Building the semantic model of one translation unit (build_model): kernels, device functions, launch sites.
What it hands on is described in analyzer/cuda/model/kernels.py."""

from __future__ import annotations

import re
from functools import lru_cache

from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.model.envs import FunctionEnv, global_env
from analyzer.cuda.model.stores import body_walks
from analyzer.cuda.model.reaching import Reaching, argument_value
from analyzer.cuda.model.inner_consts import launch_env
from analyzer.cuda.model.rounding import grid_facts
from analyzer.cuda.model.swapped import swapped_block
from analyzer.cuda.query import iter_nodes
from analyzer.cuda.model.dims import evaluate_dim3
from analyzer.cuda.model.evaluate import UNKNOWN, Dim3, Env, evaluate, type_key
from analyzer.cuda.model.methods import callees
from analyzer.cuda.model.kernels import DeviceFunctionInfo, Dim, KernelInfo, LaunchInfo, Model
from analyzer.cuda.model.launch_forms import (ARRAY_LAUNCHES, EX_LAUNCHES, array_arguments, callee, config_fields,
                                              dim_arguments, literal_kind, passed_members, pointer_offset, scope_of)
from analyzer.diagnostics import Span
from analyzer.lazyre import lazy

# NOTE: HIP code is `\bhip(...)`, CUDA code `\bcuda[A-Z]\w*\s*\(` or `<<<`; the patterns leave out the leading `\b`
# (re would skip ahead to the literal "hip"/"cuda", 5x slower over a file): code_at checks it on each match.
_HIP_CODE = re.compile(r"hip(?:LaunchKernelGGL\b|[A-Z]\w*\s*\(|(?:ThreadIdx|BlockIdx|BlockDim|GridDim)_)")
_CUDA_CODE = lazy(r"cuda[A-Z]\w*\s*\(")
_WORD = lazy(r"\w")
_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif|include|define)\b(.*)$", re.M)
_PORTABILITY = lazy(r"hip|cuda|rocm|nvcc", re.I)
_HIP_HEADER = lazy(r"\s*[<\"]hip/")
_HEADER_GUARD = lazy(r"^\s*\w+_(?:H|HPP|HH|CUH|INCLUDED)_*\s*$", re.I)


def _portability(kind: str, condition: str) -> bool:
    """Does an #if/#ifdef/#ifndef/#elif condition choose between HIP and CUDA? (`#ifndef CUDA_UTIL_H`, an
    include guard, does not.)"""
    if kind == "ifndef" and _HEADER_GUARD.match(condition):
        return False
    return bool(_PORTABILITY.search(condition))


def is_hip_source(source: str) -> bool:
    """HIP code: HIP API calls, launches or built-ins in code (not in #define lines), or a `#include <hip/...>`
    (HIP's folder first: not `"common/cuda_hip/x.hpp"`), that no portability guard (`#ifdef GGML_USE_HIP`) holds.
    Mentioning `__HIPCC__` in a guard does not make a CUDA file HIP, and a CUDA file's HIP branch
    (`#if defined(GGML_USE_HIP) ... hipGetLastError() ... #endif`, next to CUDA calls outside any guard) is
    its portability layer; a file whose GPU code is all guarded (`#ifdef __HIPCC__`) and HIP is HIP."""
    guards: list[bool] = []  # per open #if: does its condition speak of HIP/CUDA?
    code, guarded, last = [], [], 0
    for m in _DIRECTIVE.finditer(source):
        (guarded if any(guards) else code).append(source[last:m.start()])
        last = m.end()
        kind, rest = m.group(1), m.group(2)
        if kind in ("if", "ifdef", "ifndef"):
            guards.append(_portability(kind, rest))
        elif kind == "elif" and guards:
            guards[-1] = guards[-1] or _portability(kind, rest)
        elif kind == "endif" and guards:
            guards.pop()
        elif kind == "include" and _HIP_HEADER.match(rest) and not any(guards):
            return True
    (guarded if any(guards) else code).append(source[last:])
    free = "".join(code)
    if code_at(_HIP_CODE, free):
        return True
    return "<<<" not in free and not code_at(_CUDA_CODE, free) and code_at(_HIP_CODE, "".join(guarded))


def code_at(pattern: re.Pattern, text: str) -> bool:
    """Whether `pattern` matches in `text` at the start of a word (the `\b` the pattern leaves out)."""
    pos = 0
    while True:
        m = pattern.search(text, pos)
        if m is None:
            return False
        start = m.start()
        if start == 0 or not _WORD.match(text, start - 1):
            return True
        pos = start + 1


def qualified(func: ast.Function) -> str:
    return "::".join(func.scope + (func.name,))


def _overlaps(a: Span, b: Span) -> bool:
    return (a.line, a.column) < (b.end_line, b.end_column) and (b.line, b.column) < (a.end_line, a.end_column)


def kernel_name_of(expr: ast.Expr) -> tuple[str, tuple[str, ...]]:
    """The base name and explicit template arguments of a launched kernel expression (`&ns::k<T>` -> k)."""
    seen = 0
    while seen < 20:
        seen += 1
        if isinstance(expr, ast.Unary) and expr.op in ("&", "*"):
            expr = expr.operand
        elif isinstance(expr, ast.Cast):
            expr = expr.expr
        elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.args and \
                expr.func.id in ("HIP_KERNEL_NAME", "reinterpret_cast", "static_cast"):
            expr = expr.args[0]
        else:
            break
    if isinstance(expr, ast.Name):
        text = expr.id
        args: tuple[str, ...] = ()
        if "<" in text:
            base, _, rest = text.partition("<")
            text, args = base.strip(), tuple(a.strip() for a in rest.rstrip(">").split(","))
        return text.removeprefix("::").split("::")[-1], args
    if isinstance(expr, ast.Member):
        return expr.field, ()
    return "?", ()


def _launch_info(launch: ast.Launch, env: Env, path: str, function: str | None, instance_of,
                 reaching: Reaching | None = None, nodes: list | None = None) -> LaunchInfo:
    """`instance_of(name, template arguments, env)`: (static shared bytes, __launch_bounds__) of the instance
    launched (_instance). `reaching`: the body's index (model.reaching), for a grid or block variable the env cannot
    tell; `nodes`: the body's nodes (cudaLaunchKernelEx fields; a local launched through, launch_forms.callee)."""
    called = callee(launch, nodes or (), env.values if isinstance(env, FunctionEnv) else (), reaching)
    env = launch_env(launch, env, reaching)  # NOTE: the constant locals of the blocks around it (inner_consts)
    name, args = kernel_name_of(called) if called is not None else ("?", ())
    args = launch.template_args or args
    display = f"{name}<{', '.join(args)}>" if args else (name if called is not None else launch.kernel.id)
    cfg = config_fields(launch, nodes or ()) if launch.via in EX_LAUNCHES else launch.config

    def dim(i: int) -> Dim | None:
        value = evaluate_dim3(cfg[i], env) if len(cfg) > i and cfg[i] is not None else None
        # NOTE: also when the function stores a component (`threads.x = 8;`): the env applies the store to
        # every launch; the value that reaches the launch (Reaching.dim3_at) is what it sees
        if reaching is not None and len(cfg) > i and isinstance(cfg[i], ast.Name) and (
                not isinstance(value, Dim3) or None in value.as_tuple()
                or getattr(env, "member_stored", lambda name: False)(cfg[i].id)):  # NOTE: a scoped env forwards it
            value = reaching.dim3_at(launch, cfg[i].id, env) or value
        return value.as_tuple() if isinstance(value, Dim3) else None

    def span(i: int) -> Span | None:
        return cfg[i].span if len(cfg) > i and cfg[i] is not None else None

    smem = 0 if len(cfg) < 3 else evaluate(cfg[2], env) if cfg[2] is not None else None
    passed = array_arguments(launch, nodes or ()) if launch.via in ARRAY_LAUNCHES else launch.args  # NOTE: `args[]`
    return LaunchInfo(display, name, path, launch.span, (grid := dim(0)), (block := dim(1)), span(1), smem, span(2), launch.via,
                      function, scope_of(launch.kernel), *instance_of(name, args, env),
                      arity=len(passed) if passed is not None else None,
                      arg_values=tuple(None if a is None else argument_value(a, launch, env, reaching) for a in passed or ()),
                      arg_offsets=tuple(None if a is None else pointer_offset(a, env) for a in passed or ()),
                      arg_members=tuple(() if a is None else passed_members(a, env) for a in passed or ()),
                      arg_kinds=tuple(None if a is None else literal_kind(a) for a in passed or ()),
                      template_values=tuple(evaluate(_argument(a), env) for a in args),  # in the launch's scope
                      arg_dims=(dims := dim_arguments(cfg[1] if len(cfg) > 1 else None, passed, launch, reaching, nodes)),
                      block_unless=reaching.unless(launch, cfg[1]) if reaching is not None and len(cfg) > 1 else "",
                      block_swapped=swapped_block(launch, grid, env, reaching, nodes or []),
                      **grid_facts(launch, block, env, reaching, nodes or [], passed, dims))


@dataclass
class _Facts:
    """One walk over a function body: what the model needs from it."""
    env: FunctionEnv | None  # NOTE: made on first use (env_of): most functions (host code) never need theirs
    names: set
    shared: list  # (Decl, Declarator)
    launches: list
    calls: list  # ast.Call
    nodes: list  # every node of the body

    def env_of(self, func: ast.Function, genv: Env) -> FunctionEnv:
        """The function's locals over `genv` (made from the walk on the first call)."""
        if self.env is None:
            self.env = FunctionEnv(func, genv, self.nodes)
        return self.env


def _facts(func: ast.Function, genv: Env, cache: dict) -> _Facts:
    facts = cache.get(id(func))
    if facts is None:
        nodes = cache["walks"].get(id(func)) or list(iter_nodes(func.body))  # NOTE: stores.body_walks' walk
        names, shared, launches, calls = set(), [], [], []
        for node in nodes:
            cls = type(node)
            if cls is ast.Name:
                names.add(node.id)
            elif cls is ast.Call:
                calls.append(node)
            elif cls is ast.Launch:
                launches.append(node)
            elif cls is ast.Decl and "__shared__" in node.storage:
                shared.extend((node, d) for d in node.declarators)
        facts = cache[id(func)] = _Facts(None, names, shared, launches, calls, nodes)
    return facts


def _reachable(func: ast.Function, functions: dict[str, list[ast.Function]], genv: Env, cache: dict):
    """The function and the same-file functions it calls, transitively (by name; an object's methods by its class)."""
    order, seen, stack = [], {id(func)}, [func]
    while stack:
        f = stack.pop()
        order.append(f)
        for call in _facts(f, genv, cache).calls:
            for callee in callees(call, f, functions, _facts(f, genv, cache).nodes, cache):
                if id(callee) not in seen and callee.body is not None and not callee.is_kernel:
                    seen.add(id(callee))
                    stack.append(callee)
    return order


def _is_dynamic(decl: ast.Decl, d: ast.Declarator) -> bool:
    return "extern" in decl.storage or bool(d.dims and d.dims[0] is None)


def _static_shared(func: ast.Function, functions, shared_globals, genv: Env, cache: dict,
                   kernel_env: Env | None = None) -> tuple[int | None, bool]:
    """Static shared bytes reachable from a kernel and whether it uses dynamic shared memory.

    Counts each `__shared__` declaration that is referenced by name (ptxas drops unreferenced ones), in
    declaration order with natural alignment padding (ptxas' own layout of one kernel's variables); a
    namespace-scope one only where a function refers to it (`tile`, `detail::tile`) and no declaration or
    parameter of that function of the same name hides it.
    `kernel_env`: the kernel's own declarations are sized in it (one template instantiation)."""
    decls: list[tuple[ast.Declarator, Env]] = []
    used: set[str] = set()  # NOTE: the namespace-scope names the functions refer to
    dynamic = False
    for f in _reachable(func, functions, genv, cache):
        facts = _facts(f, genv, cache)
        own = {d.name for _, d in facts.shared} | {p.name for p in f.params if p.name}
        used |= {n.rsplit("::", 1)[-1] for n in facts.names if "::" in n} | (
            {n for n in facts.names if "::" not in n} - own)
        for decl, d in facts.shared:
            if _is_dynamic(decl, d):
                dynamic = True
            elif d.name in facts.names:
                decls.append((d, kernel_env if kernel_env is not None and f is func else facts.env_of(f, genv)))
    for gdecl, d in shared_globals:
        if d.name in used:
            if _is_dynamic(gdecl.decl, d):
                dynamic = True
            else:
                decls.append((d, genv))
    total = 0
    for d, env in decls:
        layout = env.layout(d.type)
        if layout is None:
            return None, dynamic
        size, align = layout
        for n in d.dims:
            count = evaluate(n, env)
            if count is None or count < 0:
                return None, dynamic
            size *= count
        total = -(-total // align) * align + size
    return total, dynamic


def _kernel_info(func: ast.Function, tu: ast.TranslationUnit, functions, shared_globals, genv: Env,
                 errors: tuple[Span, ...], cache: dict) -> KernelInfo:
    facts = _facts(func, genv, cache)
    bounds = None
    if func.launch_bounds:
        # NOTE: __launch_bounds__ is evaluated at namespace scope plus template parameters (unknown).
        bounds = tuple(evaluate(e, facts.env_of(func, genv)) for e in func.launch_bounds)
    smem, dynamic = _static_shared(func, functions, shared_globals, genv, cache)
    # NOTE: facts.nodes is the walk of func.body already made: no second walk
    parsed = not any(_overlaps(func.span, e) for e in errors) and not any(
        type(n) is ast.Unparsed for n in facts.nodes)
    lb_span = None
    if func.launch_bounds:
        first, last = func.launch_bounds[0].span, func.launch_bounds[-1].span
        lb_span = Span(first.line, first.column, last.end_line, last.end_column)
    return KernelInfo(func.name.rsplit("::", 1)[-1], qualified(func), tu.path, func.name_span,  # NOTE: `ns::k`: k
                      tuple(_template_param_text(p) for p in func.template_params or ()),
                      tuple(p.type.text + (f" {p.name}" if p.name else "") for p in func.params),
                      bounds, lb_span, smem, dynamic, parsed)


def _template_arguments(func: ast.Function, args: tuple[str, ...], env: Env, genv: Env
                        ) -> tuple[dict[str, int], dict[str, tuple[int, int]], dict[str, str]] | None:
    """The bindings of `func<args...>` (see FunctionEnv): explicit arguments are evaluated where the
    launch is written, defaults in the scope of the template (earlier parameters known), with the type each type
    parameter names (`I` -> "int": `I nt = 1024;` is an int). None when the arguments cannot be matched to the
    parameters (a pack, or more arguments than parameters)."""
    params = func.template_params or ()
    if len(args) > len(params) or any("..." in p.kind or p.name is None for p in params):
        return None
    values, types, names = {}, {}, {}
    for i, p in enumerate(params):
        if i < len(args):
            text, scope = args[i], env
        else:
            known = {q.name: values.get(q.name, UNKNOWN) for q in params if q.name}
            text, scope = p.default, Env(known, genv, types=dict(types))
        if not text:
            continue
        if p.kind == "type":
            layout = scope.layout(text)
            if layout is not None:
                types[type_key(p.name)] = layout
            names[p.name] = names.get(text.strip(), text.strip())
        else:
            value = evaluate(_argument(text), scope)
            if value is not None:
                values[p.name] = value
    return values, types, names


@lru_cache(maxsize=1024)
def _argument(text: str) -> ast.Expr | None:
    """A template argument's text as an expression (the same few texts recur at every launch)."""
    from analyzer.cuda.parse.parser import parse_expression

    return parse_expression(text)


def _instance(name: str, args: tuple[str, ...], env: Env, functions, shared_globals, genv: Env,
              cache: dict) -> tuple[int | None, tuple | None]:
    """(static shared bytes, __launch_bounds__) of the instantiation `name<args>`, when the kernel is a
    template defined once in this file; (None, None) otherwise."""
    found = [f for f in functions.get(name, ()) if f.is_kernel and f.template_params and f.body is not None]
    if len(found) != 1:
        return None, None
    func = found[0]
    bindings = _template_arguments(func, args, env, genv)
    if bindings is None or not (bindings[0] or bindings[1]):
        return None, None
    key = ("instance", id(func), *(tuple(sorted(b.items())) for b in bindings))
    if key not in cache:
        kenv = FunctionEnv(func, genv, _facts(func, genv, cache).nodes, bindings)
        smem, _ = _static_shared(func, functions, shared_globals, genv, cache, kenv)
        cache[key] = (smem, tuple(evaluate(e, kenv) for e in func.launch_bounds) if func.launch_bounds else None)
    return cache[key]


def _template_param_text(p: ast.TemplateParam) -> str:
    head = "typename" if p.kind == "type" else p.kind
    text = f"{head} {p.name}" if p.name else head
    return f"{text} = {p.default}" if p.default else text


def _opt_in(call: ast.Call) -> str | None:
    if not isinstance(call.func, ast.Name) or call.func.id.split("::")[-1] not in (
            "cudaFuncSetAttribute", "hipFuncSetAttribute") or len(call.args) < 2:
        return None
    attr = call.args[1]
    if not any(isinstance(n, ast.Name) and "MaxDynamicSharedMemorySize" in n.id for n in iter_nodes(attr)):
        return None
    name, _ = kernel_name_of(call.args[0])
    return "*" if name == "?" else name


def build_model(tu: ast.TranslationUnit, header_env: Env | None = None) -> Model:
    """Kernels, device functions and launch sites of one parsed file.

    `header_env` holds the namespace-scope constants of the headers the file includes (`#include "..."`),
    which the preprocessor does not paste in (it takes only their macros)."""
    genv = global_env(tu, header_env)
    functions: dict[str, list[ast.Function]] = {}
    for f in tu.functions():
        functions.setdefault(f.name, []).append(f)
    shared_globals = [(item, d) for item in tu.items if isinstance(item, ast.GlobalDecl)
                      and "__shared__" in item.decl.storage for d in item.decl.declarators]
    errors = tuple(e.span for e in tu.errors)
    kernels, devices, launches, opt_in = [], [], [], set()
    cache: dict = {"walks": body_walks(tu)}

    def instance_of(name: str, args: tuple[str, ...], env: Env) -> tuple[int | None, tuple | None]:
        return _instance(name, args, env, functions, shared_globals, genv, cache)

    for item in tu.items:
        if isinstance(item, ast.Function):
            if item.body is None:
                continue
            if item.is_kernel:
                kernels.append(_kernel_info(item, tu, functions, shared_globals, genv, errors, cache))
            elif "__device__" in item.qualifiers:
                devices.append(DeviceFunctionInfo(item.name, qualified(item), tu.path, item.name_span,
                                                  tuple(sorted(item.qualifiers))))
            facts = _facts(item, genv, cache)
            env: Env = facts.env_of(item, genv) if facts.launches else genv
            found, calls, where, body, nodes = facts.launches, facts.calls, qualified(item), item.body, facts.nodes
        else:  # NOTE: a namespace-scope declaration, or an unparsed region (launches the parser salvaged from it)
            nodes = list(iter_nodes(item.decl if isinstance(item, ast.GlobalDecl) else item))
            found = [n for n in nodes if isinstance(n, ast.Launch)]
            calls = [n for n in nodes if isinstance(n, ast.Call)]
            env, where, body = genv, None, None
        reaching = Reaching(body, item, nodes) if body is not None and found else None
        for node in found:
            launches.append(_launch_info(node, env, tu.path, where, instance_of, reaching, nodes))
        for call in calls:
            name = _opt_in(call)
            if name:
                opt_in.add(name)
    hip = tu.path.endswith(".hip") or is_hip_source(tu.source) or any(
        launch.via.startswith("hip") for launch in launches)
    launches.sort(key=lambda launch: (launch.span.line, launch.span.column))
    return Model(tu.path, tuple(kernels), tuple(devices), tuple(launches), hip, frozenset(opt_in),
                 len(tu.errors))

