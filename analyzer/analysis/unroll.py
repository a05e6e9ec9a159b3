"""What the compiler knows of one instance of a function when it builds it: compile-time constants,
constant trip counts and `#pragma unroll` (KL201's cost model, analyzer/analysis/cost.py).

`CompileTime(func, constants, bind, source)`:
- `static(expr)`: the expression is a compile-time constant of every instance: made of literals, the
  template's parameters (whatever their value: each instance fixes them), the file's constants, and
  locals that nothing stores to whose every definition is itself such an expression (`const int per =
  32 / GROUPS;`). A kernel parameter, a thread index or a call is not;
- `value(expr)`: its value in the instance judged (`bind`: the template arguments of the launch the
  finding names, instances.binding), None where unknown;
- `floating(expr)`: the expression reads a floating-point literal or variable; `slow_division(node)`: why a
  `/` or `%` is a slow path in this instance ("" when it is not: a divisor the instance fixes, save a float
  divided by a constant that is not a power of two);
- `unrolled(loop)`: the compiler unrolls the loop completely: a `for` whose start and bound are
  compile-time constants (`for (l = 0; l < LOOP; l++)` with LOOP a template parameter; counting down too,
  `for (i = 7; i >= 0; i--)`), unless a `#pragma unroll 1` (or `unroll N` with fewer than its trips) stands
  before it; `copies(loop)`: the copies of its body it becomes (straight code, analysis/cost.py), at most what
  its local arrays allow where the instance does not fix the count (`array_bound`: `prev[k - 1]` of `prev[4]`).
"""

from __future__ import annotations

import re
from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.query import iter_nodes

_PRAGMA = re.compile(r"^\s*#\s*pragma\s+unroll\b\s*\(?\s*(\d*)")
_FLOATS = frozenset({"float", "double", "half", "__half", "__nv_bfloat16", "float2", "float4", "double2"})


class CompileTime:
    def __init__(self, func: ast.Function, constants: dict[str, int] | None = None,
                 bind: tuple[tuple[str, int], ...] = (), source: str = ""):
        self.func, self.constants, self.bind = func, dict(constants or {}), tuple(bind)
        self.params = {p.name for p in func.template_params or () if p.name}
        self.runtime = {p.name for p in func.params if p.name}
        self.floats = {p.name for p in func.params if p.name and p.type.base in _FLOATS and not p.type.pointers}
        self.defs: dict[str, list[Any]] = {}
        self.stored: set[str] = set()
        for node in iter_nodes(func.body) if func.body is not None else ():
            if isinstance(node, ast.Declarator):
                self.defs.setdefault(node.name, []).append(None if node.dims or node.type.pointers else node.init)
                if node.type.base in _FLOATS and not node.type.pointers:
                    self.floats.add(node.name)
            elif isinstance(node, ast.Assign) and isinstance(node.target, ast.Name):
                self.stored.add(node.target.id)
            elif isinstance(node, ast.Unary) and node.op in ("++", "--", "&") and isinstance(node.operand, ast.Name):
                self.stored.add(node.operand.id)
        self.lines = source.split("\n") if source else []
        self._static: dict[str, bool] = {}
        self._env = None

    def static(self, expr: Any) -> bool:
        for node in iter_nodes(expr):
            if isinstance(node, (ast.Call, ast.Assign, ast.Index, ast.Member)):
                return False  # NOTE: a Member is threadIdx.x, s.n ...: run time (a Cast or SizeOf is fine)
            if isinstance(node, ast.Unary) and node.op in ("*", "++", "--", "&"):
                return False
            if isinstance(node, ast.Name) and not self._name(node.id):
                return False
        return True

    def _name(self, name: str) -> bool:
        if name in self._static:
            return self._static[name]
        self._static[name] = False  # NOTE: a definition that reads itself is not constant
        defs = self.defs.get(name)
        if defs is not None:
            ok = name not in self.stored and name not in self.runtime and all(
                d is not None and self.static(d) for d in defs)
        else:
            ok = (name in self.params or name.split("::")[0] in self.params or name in self.constants) \
                and name not in self.runtime
        self._static[name] = ok
        return ok

    def value(self, expr: Any) -> int | None:
        from analyzer.cuda.model.envs import FunctionEnv
        from analyzer.cuda.model.evaluate import Env, evaluate

        if self._env is None:
            self._env = FunctionEnv(self.func, Env(dict(self.constants)), bindings=(dict(self.bind), {}))
        value = evaluate(expr, self._env)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def floating(self, expr: Any) -> bool:
        return any(isinstance(n, ast.FloatLit) or isinstance(n, ast.Name) and n.id in self.floats
                   for n in iter_nodes(expr))

    def slow_division(self, node: Any) -> str:
        """Why `node`, a `/` or `%` by a non-literal, is a slow path ("" when it is not): a divisor known only at
        run time is a subroutine; one the instance fixes is a multiply-high and shifts for an integer, a multiply
        for a power of two, and stays an IEEE division (a slow-path branch) for a floating-point value otherwise."""
        if not self.static(node.right):
            return f"{node.op} by a variable"
        value = self.value(node.right)
        if value is not None and value > 0 and value & (value - 1) == 0 or not self.floating(node.left):
            return ""
        return f"{node.op} of a floating-point value by a constant that is not a power of two"

    def trips(self, loop: Any) -> tuple[bool, int | None]:
        """(the trip count is a compile-time constant, its value in this instance or None) of `for (k = a;
        k < b; k++ / k += c / ...)`: counted by analysis/trips.counted_trips with this instance's values."""
        from analyzer.analysis.trips import counted_parts, counted_trips

        parts = counted_parts(loop)
        if parts is None or not self.static(parts[1]) or not self.static(parts[2]):
            return False, None
        return True, counted_trips(loop, self.value)

    def pragma(self, loop: Any) -> int | None:
        """The count of the `#pragma unroll` right before the loop (0: no count), None when there is none."""
        line = loop.span.line - 2
        while 0 <= line < len(self.lines) and not self.lines[line].strip():
            line -= 1
        m = _PRAGMA.match(self.lines[line]) if 0 <= line < len(self.lines) else None
        return None if m is None else int(m.group(1) or 0)

    def unrolled(self, loop: Any) -> bool:
        constant, count = self.trips(loop)
        pragma = self.pragma(loop)
        return constant and (not pragma or (count is not None and count <= pragma))

    def copies(self, loop: Any) -> int | None:
        """How many copies of its body a loop the compiler unrolls completely becomes (its trips in this
        instance, else at most what its local arrays allow: `array_bound`), None for a loop that stays a loop or
        whose trips are not known."""
        if not self.unrolled(loop):
            return None
        count = self.trips(loop)[1]
        return count if count is not None else self.array_bound(loop)

    def array_bound(self, loop: Any) -> int | None:
        """The most iterations a loop `for (k = s; k < B; k++)` can run whose body subscripts a local array of
        constant size with its counter (`prev[k - 1]` of `float prev[4]`, k from 1: 4; `c[k]` of `float c[4]`: 3):
        past that the access is out of bounds, so a template bound no instance here fixes (`k < TAPS`) makes at
        most that many copies. None where no such subscript bounds it."""
        from analyzer.analysis.trips import counted_parts

        parts = counted_parts(loop)
        step, start = loop.step, self.value(parts[1]) if parts is not None else None
        if start is None or loop.cond.op not in ("<", "<=", "!=") or not (
                isinstance(step, ast.Unary) and step.op == "++" and getattr(step.operand, "id", None) == parts[0]):
            return None
        sizes = {n.name: self.value(n.dims[0]) for n in iter_nodes(self.func.body)
                 if isinstance(n, ast.Declarator) and len(n.dims) == 1 and not n.type.pointers}
        best = None
        for node in iter_nodes(loop.body):
            if not isinstance(node, ast.Index) or not isinstance(node.base, ast.Name) \
                    or not isinstance(sizes.get(node.base.id), int):
                continue
            index, shift = node.index, 0
            if isinstance(index, ast.Binary) and index.op in ("+", "-") and isinstance(index.left, ast.Name):
                by = self.value(index.right)
                index, shift = index.left, (by if index.op == "+" else -by) if by is not None else None
            if isinstance(index, ast.Name) and index.id == parts[0] and shift is not None:
                most = max(sizes[node.base.id] - shift - start, 0)
                best = most if best is None else min(best, most)
        return best

