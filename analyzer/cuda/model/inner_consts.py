"""The constant locals a launch sees in the blocks around it: `if (c) { const int BS = 128; k<BS><<<g, BS>>>(); }
else { const int BS = 32; k<BS><<<g, BS>>>(); }`. The function's env (envs.FunctionEnv) knows a name once for the
whole body, and a name declared again with another value has none there; C++ scopes give each launch the nearest
declaration before it in its enclosing blocks, so `launch_env` binds the constant locals of those blocks, outer
first, each evaluated with those before it (`const int GS = (dim + BS - 1) / BS;`). A non-constant declaration
in an inner block hides an outer one (the function's env decides its value, as before)."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.envs import _declared_value, _is_const
from analyzer.cuda.model.evaluate import UNKNOWN, Env, int_type
from analyzer.cuda.query import iter_nodes


class _Scoped(Env):
    """The constant locals of a launch's blocks over the function's env, which resolves its own names on demand."""

    def lookup(self, name: str) -> Any:
        return self.values[name] if name in self.values else self.parent.lookup(name)

    def is_integer(self, name: str) -> bool:
        return name in self.integers or name not in self.values and self.parent.is_integer(name)

    def lookup_array(self, name: str):
        return self.parent.lookup_array(name)

    def member_stored(self, name: str) -> bool:
        return name not in self.values and bool(getattr(self.parent, "member_stored", lambda n: False)(name))

    def member_value(self, name: str, field: str) -> Any:
        if name in self.values or not hasattr(self.parent, "member_value"):
            return UNKNOWN  # NOTE: a constant local of the launch's blocks hides the function's aggregate
        return self.parent.member_value(name, field)

    def object_members(self, name: str, env: Env | None = None) -> dict[str, Any]:
        if name in self.values or not hasattr(self.parent, "object_members"):
            return {}
        return self.parent.object_members(name, env or self)


def launch_env(launch: ast.Launch, env: Env, reaching: Any) -> Env:
    """`env`, or a child of it with the constant locals declared before `launch` in the blocks around it."""
    # NOTE: a name the function declares once has its value in the function's env already: only one declared
    # again needs the launch's scope (most functions have none, and skip the index of their launches)
    again = {name for name, defs in getattr(env, "_defs", {}).items()
             if sum(type(d) is ast.Declarator for d in defs) > 1}
    if reaching is None or not again:
        return env
    read = {n.id for c in launch.config if c is not None for n in iter_nodes(c) if type(n) is ast.Name}
    if not again & (read | {a.strip() for a in launch.template_args or ()}):
        return env  # NOTE: its grid, block and template arguments read none of them (a loop's `i` declared twice)
    reaching._index()
    trail = reaching.trails.get(id(launch), [])
    child = _Scoped(values={}, parent=env)
    for block, i in trail:  # NOTE: outer blocks first, statements in order: the nearest declaration wins
        for s in block.stmts[:i]:
            if type(s) is not ast.Decl:
                continue
            for d in s.declarators:
                if d.name not in again:
                    continue
                if _is_const(s, d) and not d.dims and (d.init is not None or d.ctor_args):
                    child.values[d.name] = _declared_value(d, child)
                    if int_type(d.type) is not None:
                        child.integers.add(d.name)  # NOTE: an unknown value of an int (`GS`): a grid `(?, 1, 1)`
                else:
                    child.values.pop(d.name, None)
                    child.integers.discard(d.name)
    return child if child.values else env
