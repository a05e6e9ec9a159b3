"""Evaluation environments for the semantic model: which names have known integer / dim3 values.

Flow-insensitive and conservative (unknown is never guessed):
- namespace scope: `const`/`constexpr` integer and dim3 variables with a constant initialiser (also
  under a namespace: known both as `name` and `ns::name`); a name defined twice with different values,
  and every non-const global, is unknown;
- function scope: parameters and template parameters are unknown (they shadow globals); a local
  integer or dim3 variable is known when every definition of it in the function (its initialiser, plain `=`
  assignments, `b.x = 64` component stores for dim3) gives the same value; `+=`, `++`, `&x` and similar make it
  unknown. Same-named locals in different blocks are merged the same way (shadowing: unknown, never wrong)."""

from __future__ import annotations

from dataclasses import replace
from itertools import takewhile
from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes
from analyzer.cuda.model.dims import _dim3, makes_dim3
from analyzer.cuda.model.evaluate import UNKNOWN, Dim3, Env, evaluate, int_type, type_key
from analyzer.cuda.model.objects import member, members
from analyzer.cuda.model.scopes import unparsed_writes
from analyzer.cuda.model.specnames import local_aliases, through_alias
from analyzer.cuda.model.staticconsts import integer_aliases, static_constants
from analyzer.cuda.model.launch_forms import ARRAY_LAUNCHES
from analyzer.cuda.model.inline import one_returns
from analyzer.cuda.model.stores import _INDIRECT, _written_names, indirect_writes, out_params

def _is_const(decl: ast.Decl, d: ast.Declarator) -> bool:
    return bool({"const", "constexpr"} & (decl.storage | d.type.qualifiers)) or "const " in d.type.text


def _is_dim3(t: ast.TypeRef) -> bool:
    return t.pointers == 0 and type_key(t.base) in ("dim3", "uint3")


def _declared_value(d: ast.Declarator, env: Env) -> Any:
    """The value a declarator gives its name, or UNKNOWN. A local whose type is a type parameter of the
    instantiation the env binds (`I nt = 1024;` with I = int) has that type's value."""
    if d.dims:
        return UNKNOWN
    named = getattr(env, "type_args", None)
    if named and d.type.base in named and not d.type.template_args:
        d = replace(d, type=replace(d.type, base=named[d.type.base]))
    elif int_type(d.type) is None and isinstance(aliased := env.lookup(f"typedef {type_key(d.type.base)}"), str):
        d = replace(d, type=replace(d.type, base=aliased))  # NOTE: `typedef int idx_t; idx_t n = 1;`: an int's value
    if _is_dim3(d.type):
        if d.ctor_args is not None:
            return _dim3(ast.InitList(d.span, d.ctor_args), env, 0)
        if d.init is None:
            return Dim3(1, 1, 1)
        return _dim3(d.init, env, 0) or UNKNOWN
    kind = int_type(d.type)
    if kind is None and type_key(d.type.base) != "auto":
        return UNKNOWN
    if kind is None and makes_dim3(d.init):
        return _dim3(d.init, env, 0) or UNKNOWN  # `auto b = dim3(64);`
    expr = d.init if d.init is not None else (d.ctor_args[0] if d.ctor_args and len(d.ctor_args) == 1 else None)
    if expr is None:
        return UNKNOWN
    if isinstance(expr, ast.InitList) and len(expr.items) == 1:
        expr = expr.items[0]
    if kind is not None:
        expr = ast.Cast(d.span, d.type, expr)
    value = evaluate(expr, env)
    return UNKNOWN if value is None else value


def _merge(values: list[Any]) -> Any:
    if not values or any(v is UNKNOWN or v is None for v in values):
        return UNKNOWN
    first = values[0]
    if all(isinstance(v, Dim3) for v in values):
        seen = [{getattr(v, axis) for v in values} for axis in ("x", "y", "z")]
        return Dim3(*(s.pop() if len(s) == 1 else None for s in seen))
    return first if all(v == first for v in values) else UNKNOWN


def _array_entry(d: ast.Declarator, env: Env):
    return (env.layout(d.type), tuple(evaluate(n, env) if n is not None else None for n in d.dims))


def _user_types(types: Any, env: Env) -> None:
    """Enum constants and static members into `env.values` (model/specnames), struct and alias layouts into
    `env.types` (see usertypes)."""
    static_constants(types, env)
    pending = {type_key(a.name): a.target for a in types.aliases}
    integer_aliases(pending, env)
    records = {type_key(r.name): r for r in types.records}
    resolving: set[str] = set()

    def member(m: Any) -> tuple[int, int] | None:
        layout = (8, 8) if m.pointers else resolve(type_key(m.type_text), m.type_text)
        if layout is None:
            return None
        size, align = layout
        for n in m.dims:
            count = evaluate(n, env) if n is not None else None
            if not isinstance(count, int) or count < 0:
                return None
            size *= count
        return size, align

    def resolve(key: str, text: str) -> tuple[int, int] | None:
        if key in env.types:
            return env.types[key]
        if key in resolving or (key not in pending and key not in records):
            return env.layout(text)
        resolving.add(key)
        try:
            layout = member(pending[key]) if key in pending else record(records[key])
        finally:
            resolving.discard(key)
        env.types[key] = layout
        return layout

    def record(r: Any) -> tuple[int, int] | None:
        if r.members is None:
            return None
        size, align = 0, 1
        for m in r.members:
            got = member(m)
            if got is None:
                return None
            msize, malign = got
            align = max(align, malign)
            size = max(size, msize) if r.union else -(-size // malign) * malign + msize
        align = max(align, r.align or 1)
        return max(-(-size // align) * align, 1), align

    for key, target in list(pending.items()):
        resolve(key, target.type_text)
    for key in records:
        resolve(key, key)
    for key, r in records.items():
        if r.constructors and r.members is not None:  # NOTE: objects.member runs them
            env.values[key + "()"] = (r.constructors, tuple(m.name for m in r.members))
        if r.members is None or r.constructed or r.union:
            continue  # NOTE: a constructor's initialisers override the members' defaults
        env.values[key + "."] = tuple(m.name for m in takewhile(lambda m: not m.dims and (m.pointers or int_type(
            m.type_text) or m.type_text in ("float", "double", "bool")), r.members))  # NOTE: brace elision: below
        for m in r.members:
            if m.init is not None and m.name and not m.pointers and not m.dims and int_type(m.type_text):
                env.values[f"{key}.{m.name}"] = _declared_value(ast.Declarator(m.init.span, m.name, ast.TypeRef(
                    m.init.span, m.type_text, m.type_text), (), m.init), env)


def global_env(tu: ast.TranslationUnit, parent: Env | None = None) -> Env:
    """Known namespace-scope constants of a translation unit (over `parent`: included headers' constants).

    `const`/`constexpr` variables count; so do other integer/dim3 globals that no function of the file
    stores to (`dim3 block(512);` used as a launch configuration), since nothing here can change them."""
    env = Env(parent=parent, out_params=out_params(tu), inline=one_returns(tu))
    if tu.types is not None:
        try:
            _user_types(tu.types, env)
        except (ArithmeticError, TypeError, ValueError, RecursionError):  # NOTE: what fails stays unknown
            pass
    defs: dict[str, list[Any]] = {}
    written: set[str] | None = None
    for item in tu.items:
        if not isinstance(item, ast.GlobalDecl):
            continue
        for d in item.decl.declarators:
            const = _is_const(item.decl, d) or _is_dim3(d.type) and "const" in d.type.text
            if not const and "extern" not in item.decl.storage and not d.dims and not (
                    {"__shared__", "__device__", "__constant__", "__managed__"} & item.decl.storage):
                if written is None:
                    written = _written_names(tu, env)
                const = d.name not in written
            value = _declared_value(d, env) if const else UNKNOWN
            fields = members(d, env) if const and value is UNKNOWN and not d.dims else {}
            for name in [d.name] + (["::".join(item.scope + (d.name,))] if item.scope else []):
                env.values.update({f"{name}.{f}": v for f, v in fields.items()})  # NOTE: `cfg.num_heads`
                if int_type(d.type) is not None and not d.dims:
                    env.integers.add(name)
                defs.setdefault(name, []).append(value)
                env.values[name] = _merge(defs[name])
                if d.dims:
                    env.arrays[name] = _array_entry(d, env)
    return env


# (id(func), id(parent)) -> (func, parent, what FunctionEnv._collect found: defs, integer locals, arrays)
_COLLECTED: dict[tuple[int, int], tuple[Any, Any, tuple[dict, tuple[str, ...], dict]]] = {}
MAX_COLLECTED = 1_024


class FunctionEnv(Env):
    """A function's locals over the namespace env, resolved lazily (a value may use other locals)."""

    def __init__(self, func: ast.Function, parent: Env, nodes: list | None = None,
                 bindings: tuple | None = None):
        """`nodes`: the walk of the body (`list(iter_nodes(func.body))`) when the caller has it (only a speed-up:
        the collected facts are kept per function and parent env, whoever passed the walk); `bindings`: template
        arguments of one instantiation, (value parameter -> int, type key of a type parameter -> (size,
        alignment)[, type parameter -> the type it names]); parameters left out stay unknown.

        NOTE: what the body defines and stores depends on the function and the parent env only (the out
        parameters it sees), not on the bindings: each template instantiation of a function (the model's
        and the memory analysis' own) reuses the first one's walk, remembered per process with strong
        references (ids cannot be reused while the entry lives)."""
        super().__init__({}, parent)
        # NOTE: name -> declarators / assigned exprs / ("member", axis, expr); an alias `A` -> its TypeRefs under `A::`
        self._defs: dict[str, list[Any]] = {}
        self._resolving: set[str] = set()
        for p in func.params:
            if p.name:
                self.values[p.name] = UNKNOWN
                if int_type(p.type) is not None and not p.dims:
                    self.integers.add(p.name)
        for tp in func.template_params or ():
            if tp.name:
                self.values[tp.name] = UNKNOWN
        self.type_args: dict[str, str] = {}
        if bindings is not None:
            self.values.update(bindings[0])
            self.integers.update(bindings[0])
            self.types.update(bindings[1])
            if len(bindings) > 2:
                self.type_args.update(bindings[2])
        if func.body is not None:
            key = (id(func), id(parent))
            hit = _COLLECTED.get(key)
            if hit is not None and hit[0] is func and hit[1] is parent:
                defs, integers, arrays = hit[2]
                self._defs.update(defs)
                self.integers.update(integers)
                self.arrays.update(arrays)
            else:
                integers = self._collect(nodes if nodes is not None else iter_nodes(func.body))
                if len(_COLLECTED) >= MAX_COLLECTED:
                    _COLLECTED.clear()
                # NOTE: after _collect, _defs and its lists are only read; `arrays` entries are replaced when
                # resolved (lookup_array), so each env gets its own dict of the unresolved declarators
                _COLLECTED[key] = (func, parent, (dict(self._defs), tuple(integers), dict(self.arrays)))
        self.values.update(local_aliases(self._defs))
        if self.type_args:  # NOTE: `I n` (a parameter or local) with I = int is an integer of this instantiation
            typed = [(p.name, p.type) for p in func.params if p.name and not p.dims]
            typed += [(n, d[0].type) for n, d in self._defs.items() if d and isinstance(d[0], ast.Declarator)
                      and not d[0].dims]
            self.integers.update(n for n, t in typed if not t.pointers and t.base in self.type_args
                                 and int_type(self.type_args[t.base]) is not None)

    def _collect(self, nodes) -> list[str]:
        """Every definition and store of the body's names; returns the integer locals, in order."""
        integers: list[str] = []
        # NOTE: `void *args[] = {&a, &n}; cudaLaunchKernel(f, g, b, args, ...)`: the launch copies the values the
        # array points to; an `&n` of such an initialiser stores nothing when the array is used only by launches
        # of that form (every use of its name is such a launch's argument array). Deferred until the walk
        # has seen every use: the `&` items by node id -> the array's name; per array, its uses and launches.
        deferred: dict[int, tuple[str, Any]] = {}
        uses: dict[str, list[int]] = {}
        for node in nodes:
            cls = type(node)  # NOTE: the IR has no subclasses: `is` tests, not an isinstance chain per node
            if cls is ast.Decl and "typedef" in node.storage:  # NOTE: an alias's type under `A::` (specnames)
                for d in node.declarators:
                    self._defs.setdefault(d.name + "::", []).append(d.type)
            if cls is ast.Declarator:
                self._defs.setdefault(node.name, []).append(node)
                if int_type(node.type) is not None and not node.dims:
                    self.integers.add(node.name)
                    integers.append(node.name)
                if node.dims:
                    self.arrays[node.name] = node  # resolved on demand
                    if isinstance(node.init, ast.InitList):
                        for item in node.init.items:
                            while isinstance(item, ast.Cast):
                                item = item.expr
                            if isinstance(item, ast.Unary) and item.op == "&":
                                deferred[id(item)] = (node.name, item.operand)
                                uses.setdefault(node.name, [0, 0])
            elif cls is ast.Assign:
                self._store(node.target, node.value if node.op == "=" else None)
            elif cls is ast.Unary and node.op in ("++", "--", "&"):
                if id(node) not in deferred:
                    self._store(node.operand, None)
            elif cls is ast.Call and isinstance(node.func, ast.Member) and not node.func.arrow \
                    and isinstance(node.func.base, ast.Name):
                self._store(node.func.base, None)  # NOTE: `p.set(...)` may change any member of p
            elif cls is ast.Unparsed:  # NOTE: what a skipped region may write is unknown after it
                for name in unparsed_writes(node.text):
                    self._defs.setdefault(name, []).append(None)
            elif uses and cls is ast.Name and node.id in uses:
                uses[node.id][0] += 1
            elif uses and cls is ast.Launch and node.via in ARRAY_LAUNCHES and len(node.args) == 1:
                arg = node.args[0]
                while isinstance(arg, ast.Cast):
                    arg = arg.expr
                if isinstance(arg, ast.Name) and arg.id in uses:
                    uses[arg.id][1] += 1
            if cls in _INDIRECT:  # NOTE: no generator for the other nodes (most of them)
                for target in indirect_writes(node, self):
                    self._store(target, None)
        for array, operand in deferred.values():
            named, launched = uses[array]
            if named != launched or not launched:
                self._store(operand, None)
        return integers

    def _store(self, target: Any, value: Any) -> None:
        if isinstance(target, ast.Name):
            self._defs.setdefault(target.id, []).append(value)
        elif isinstance(target, ast.Member) and isinstance(target.base, ast.Name) and not target.arrow:
            self._defs.setdefault(target.base.id, []).append(("member", target.field, value))

    def member_value(self, name: str, field: str) -> Any:
        """Member `field` of local object `name` that nothing stores to, assigns, takes the address of or calls a
        method on (cuda/model/objects.py: an aggregate's item or default, a constructor's initialiser, a copy's),
        or of a namespace-scope constant object; UNKNOWN otherwise (a parameter, a member of `this`)."""
        if name not in self._defs:
            return UNKNOWN if name in self.values else self.lookup(f"{name}.{field}")
        one = self._object(name)
        return UNKNOWN if one is None else member(one, field, self)

    def object_members(self, name: str, env: Env | None = None) -> dict[str, Any]:
        """Every member of local object `name` as member_value reads one (objects.members, evaluated in `env`,
        default this env); {} where member_value would give UNKNOWN."""
        one = self._object(name)
        return {} if one is None else members(one, env or self)

    def _object(self, name: str) -> ast.Declarator | None:
        defs = self._defs.get(name)  # NOTE: one declaration and no store, assignment, address or method call
        return defs[0] if defs and len(defs) == 1 and isinstance(defs[0], ast.Declarator) else None

    def member_stored(self, name: str) -> bool:
        """Whether the function stores a component of local `name` (`threads.x = 8;`): its value then holds
        from that store on, but lookup() applies it everywhere (flow-insensitive)."""
        return any(isinstance(entry, tuple) for entry in self._defs.get(name, ()))

    def lookup(self, name: str) -> Any:
        if name in self.values:
            return self.values[name]
        defs = self._defs.get(name)
        if defs is None:
            value = self.parent.lookup(name) if self.parent else UNKNOWN
            return through_alias(self, name, value) if value is UNKNOWN else value
        if name in self._resolving:
            return UNKNOWN
        self._resolving.add(name)
        try:
            value = self._resolve(defs)
        finally:
            self._resolving.discard(name)
        self.values[name] = value
        return value

    def _resolve(self, defs: list[Any]) -> Any:
        decls = [d for d in defs if isinstance(d, ast.Declarator)]
        if not decls:
            return UNKNOWN  # assigned but declared elsewhere (a global or a parameter): not constant
        assigned = any(not isinstance(e, (ast.Declarator, tuple)) for e in defs)
        # NOTE: `int n; n = 5;` / `dim3 b; b = dim3(64);`: a declaration without initialiser defines nothing
        # when a whole-value assignment exists.
        values = [_declared_value(d, self) for d in decls
                  if not (assigned and d.init is None and d.ctor_args is None)]
        members: dict[str, list[Any]] = {}
        for entry in defs:
            if isinstance(entry, ast.Declarator):
                continue
            if isinstance(entry, tuple):
                members.setdefault(entry[1], []).append(entry[2])
                continue
            if entry is None:
                return UNKNOWN
            if _is_dim3(decls[0].type):
                values.append(_dim3(entry, self, 0) or UNKNOWN)
            else:
                values.append(_declared_value(ast.Declarator(decls[0].span, "", decls[0].type, (), entry), self))
        value = _merge(values)
        if members:
            if not isinstance(value, Dim3):
                return UNKNOWN
            comps = list(value.as_tuple())
            # NOTE: flow-insensitive: a launch may see the value before or after any store, unless nothing but
            # the stores gives the component (`dim3 b; b.x = 64;`: the declaration's 1 is overwritten before
            # any use). Where the stores on the way to a launch are known, Reaching.dim3_at answers per launch.
            whole = assigned or any(d.init is not None or d.ctor_args is not None for d in decls)
            for axis, exprs in members.items():
                if axis not in ("x", "y", "z"):
                    continue
                index = "xyz".index(axis)
                stored = {evaluate(e, self) if e is not None else None for e in exprs}
                if whole:
                    stored.add(comps[index])
                comps[index] = stored.pop() if len(stored) == 1 else None
            value = Dim3(*comps)
        return value

    def lookup_array(self, name: str):
        entry = self.arrays.get(name)
        if isinstance(entry, ast.Declarator):
            entry = _array_entry(entry, self)
            self.arrays[name] = entry
        if entry is not None:
            return entry
        if name in self._defs or name in self.values:
            return None
        return self.parent.lookup_array(name) if self.parent else None
