"""The value a dim3 grid/block variable holds at a launch, when the flow-insensitive function env merges
several assignments of a variable reused for several launches (HeCBench's match: `threads` set before each
of eight launches) into unknown: the last whole-value assignment or declaration in a block around the
launch, with nothing in between mentioning the variable. Likewise the value an integer argument variable holds
at a launch through the compound assignments before it (`n = 4; n *= 1024; k<<<g, b>>>(n)`: `(4) * (1024)`).
A dim3 whose components the function stores (`block.x = 32; block.y = 4;`) holds at a launch the whole value that
reaches it with the stores on the way applied (`dim3_at`). The way back from a launch (`_backward`) leaves a switch
at a case entered only from its head (the statement before the label jumps): another case's stores do not reach it;
a case also entered by falling through from one that mentions the variable leaves it unknown.

`Reaching(body)` indexes one function body once (the statement trail to each launch, the dim3 names it
declares, the names each statement mentions) so that a file with many launches does not walk the body again
for every launch and statement.

A default written in code and overridden by a run-time input (`int bs = 1024; if (argc > 1) bs = atoi(argv[1]);`:
an if with no else whose one statement assigns the local from `main`'s argument vector or `getenv`) is the value
the program uses when the input is absent: `scalar` takes the default, and `unless(launch, block)` names the
input (`argv[1]`) for the launch's label ("1024x1x1 unless argv[1] is given")."""

from __future__ import annotations

from typing import Any

from analyzer.cuda import ast
from analyzer.cuda.model.dims import evaluate_dim3
from analyzer.cuda.model.envs import _declared_value, _is_dim3
from analyzer.cuda.model.evaluate import Dim3, Env, evaluate
from analyzer.cuda.model.scopes import scoped_names, unparsed_writes
from analyzer.cuda.model.trails import block_trails
from analyzer.cuda.query import iter_nodes

_LOOPS = (ast.For, ast.While, ast.DoWhile)
_FIELDS = ("x", "y", "z")


class Reaching:
    """One function body's index for `value` (built on the first call)."""

    def __init__(self, body: Any, func: Any = None, nodes: list | None = None):
        """`nodes`: the walk of `body` (`list(iter_nodes(body))`) when the caller has it."""
        self.body, self.nodes = body, nodes
        # NOTE: the run-time inputs a default may be overridden by: `main`'s argument vector (its second parameter)
        self.inputs = frozenset(p.name for p in func.params[1:2] if p.name) if getattr(func, "name", "") == "main" \
            else frozenset()
        self.overridden: dict[int, str] = {}  # id(launch or declaration) -> the input a default it reads yields to
        self.dim3: set[str] | None = None  # NOTE: indexed on the first `value` call: most launches never need it
        self.trails: dict[int, list[tuple[Any, int]]] = {}
        self._names: dict[int, frozenset[str]] = {}
        self._indexed = False
        self._decls: dict[int, ast.Decl] = {}  # id(Declarator) -> its Decl
        # NOTE: answers per launch and name, and per statement: the same launches are asked about by several parts
        # of the model, and every query scans the statements before its launch (the IR is immutable)
        self._values: dict[tuple[int, str], Any] = {}
        self._reads: dict[int, bool] = {}  # id(Decl) -> _reads_only
        self._member: dict[tuple[int, str], bool] = {}  # (id(statement), name) -> _member_reads
        self._scalars: dict[tuple[int, str], tuple[Any, str | None]] = {}  # (id(launch), name) -> _scalar
        self._marked: dict[tuple[int, str], tuple[list[int], list[int]]] = {}  # _marks, and how far

    def _index(self) -> None:
        """The trail of (block, index) pairs from the body down to each launch, in one walk."""
        if self._indexed:
            return
        self._indexed = True
        block_trails(self.body, self.trails, self._decls)  # NOTE: a Decl's trail: the dim3 it builds (declared_env)

    def mentions(self, stmt: Any, name: str) -> bool:
        """`name` appears in `stmt` other than as a launch's grid or block (read there, never written)."""
        names = self._names.get(id(stmt))
        if names is None:
            found, launches, declared = [], [], []  # NOTE: one walk of the statement, its launches' configs apart
            for n in iter_nodes(stmt):
                cls = type(n)
                if cls is ast.Name:
                    found.append(n)
                elif cls is ast.Declarator:
                    declared.append(n.name)
                elif cls is ast.Launch:
                    launches.append(n)
                elif cls is ast.Unparsed:  # NOTE: a skipped region: the names it may write
                    found.extend(ast.Name(n.span, w) for w in unparsed_writes(n.text))
            configs = {id(n) for launch in launches for c in launch.config for n in iter_nodes(c)}
            if declared and type(stmt) is not ast.Decl:
                names = self._names[id(stmt)] = scoped_names(stmt, configs)  # NOTE: inner declarations shadow
            else:
                names = self._names[id(stmt)] = frozenset(
                    [n.id for n in found if id(n) not in configs] + declared)
        return name in names

    def value(self, launch: ast.Launch, name: str) -> Any:
        """The value the dim3 `name` holds at `launch` when a whole-value assignment (`threads = dim3(16, 16);`)
        or the declaration in a block around the launch sets it last and nothing in between writes it. None:
        not found (or `name` is no dim3 of this function: an int may be written through a reference or `>>`)."""
        if self.dim3 is None:
            self.dim3 = {n.name for n in (self.nodes if self.nodes is not None else iter_nodes(self.body))
                         if type(n) is ast.Declarator and _is_dim3(n.type)}
            self._index()
        if name not in self.dim3:
            return None
        key = (id(launch), name)
        if key not in self._values:
            self._values[key] = self._value(launch, name)
        return self._values[key]

    def _backward(self, launch: ast.Launch | ast.Decl, name: str):
        """The statements that run before `launch` in the blocks around it, the nearest first (a `case` label's
        statement unwrapped). None, last, where an earlier path that may write `name` joins: a loop around the
        launch that mentions it (the previous iteration), or a switch case also entered by falling through from
        cases that mention it. A case entered only from the switch's head (the statement before its label
        breaks, returns or jumps) goes on with the statements before the switch: another case's store cannot
        reach it."""
        for block, i in reversed(self.trails.get(id(launch), [])):
            if isinstance(block.stmts[i], _LOOPS) and self.mentions(block.stmts[i], name):
                yield None
                return
            for j in [i, *reversed(self._marks(block, name, i))]:
                if j < i and (stmt := _labelled(block.stmts[j])) is not None and self.mentions(stmt, name):
                    yield stmt
                if isinstance(block.stmts[j], ast.Case):
                    if j > 0 and not _jumps(block.stmts[j - 1]) and any(self.mentions(s, name)
                                                                        for s in block.stmts[:j]):
                        yield None
                        return
                    break

    def _marks(self, block: ast.Block, name: str, i: int) -> list[int]:
        """The indexes below `i` of `block`'s case labels and of its statements that mention `name`, in order: all
        `_backward` yields (its callers pass over the others), each looked at once per block and name, not per launch."""
        marks, upto = self._marked.setdefault((id(block), name), ([], [0]))
        marks.extend(j for j in range(upto[0], i) if isinstance(block.stmts[j], ast.Case)
                     or self.mentions(block.stmts[j], name))
        upto[0] = max(upto[0], i)
        return [j for j in marks if j < i]

    def _value(self, launch: ast.Launch, name: str) -> Any:
        for stmt in self._backward(launch, name):
            if stmt is None:
                return None  # NOTE: the launch may see the previous iteration's (or another case's) value
            if isinstance(stmt, ast.ExprStmt) and isinstance(stmt.expr, ast.Assign) and stmt.expr.op == "=" \
                    and isinstance(stmt.expr.target, ast.Name) and stmt.expr.target.id == name:
                return stmt.expr.value if not self.mentions(stmt.expr.value, name) else None
            if isinstance(stmt, ast.Decl):
                d = next((d for d in stmt.declarators if d.name == name), None)
                if d is not None:
                    return d if d.init is not None or d.ctor_args is not None else None  # `dim3 threads(256);`
                if self.reads_only(stmt):
                    continue  # NOTE: `dim3 grid((n - 1) / block.x + 1);` reads it
            if not self.mentions(stmt, name) or self.member_reads(stmt, name):
                continue  # NOTE: `printf("%d", block.x);` reads a component by value
            return None  # NOTE: a member store, a call that may write it, a write in a branch: the env decides
        return None

    def dim3_at(self, launch: ast.Launch, name: str, env: Env) -> Dim3 | None:
        """The dim3 local `name` at `launch`: the whole value that reaches it (its declaration, `dim3 b;` being
        1x1x1, or a whole-value assignment) with the component stores after it applied (`b.x = 32; b.y = 4;`),
        the last store of each component only, and only those on the way to the launch: a store in another
        switch case or after the launch does not reach it, though the flow-insensitive env applies them all.
        None: anything else on the way mentions it (a compound store, a store in a branch, a call)."""
        if self.dim3 is None:
            self.value(launch, name)
        if name not in (self.dim3 or ()):
            return None
        stores: dict[str, Any] = {}
        for stmt in self._backward(launch, name):
            if stmt is None:
                return None
            expr = stmt.expr if isinstance(stmt, ast.ExprStmt) else None
            target = expr.target if isinstance(expr, ast.Assign) else None
            if isinstance(target, ast.Member) and isinstance(target.base, ast.Name) and target.base.id == name:
                if expr.op != "=" or target.arrow or target.field not in _FIELDS or self.mentions(expr.value, name):
                    return None
                stores.setdefault(target.field, expr.value)
                continue
            if isinstance(target, ast.Name) and target.id == name:
                if expr.op != "=" or self.mentions(expr.value, name):
                    return None
                base = evaluate_dim3(expr.value, env)
                break
            if isinstance(stmt, ast.Decl):
                d = next((d for d in stmt.declarators if d.name == name), None)
                if d is not None:
                    base = _declared_value(d, self.declared_env(d, env))
                    break
                if self.reads_only(stmt):
                    continue
            if not self.mentions(stmt, name) or self.member_reads(stmt, name):
                continue
            return None
        else:
            return None
        if not isinstance(base, Dim3):
            return None
        parts = dict(zip(_FIELDS, base.as_tuple()))
        for field, e in stores.items():
            value = evaluate(e, env)
            parts[field] = value if isinstance(value, int) else None
        return Dim3(**parts)

    def reads_only(self, decl: ast.Decl) -> bool:
        """_reads_only, remembered per declaration."""
        found = self._reads.get(id(decl))
        if found is None:
            found = self._reads[id(decl)] = _reads_only(decl)
        return found

    def member_reads(self, stmt: Any, name: str) -> bool:
        """_member_reads, remembered per statement and name."""
        key = (id(stmt), name)
        found = self._member.get(key)
        if found is None:
            found = self._member[key] = _member_reads(stmt, name)
        return found

    def visible(self, launch: ast.Launch | ast.Call, name: str) -> ast.Declarator | None:
        """The declaration of the local `name` that C++ lookup finds at `launch` (or a call): the last one before it in the
        innermost block around it that declares the name (a macro expanded in three branches declares three
        `kernel`s, each seen only by its own branch's launch). None: no block around the launch declares it."""
        self._index()
        for block, i in reversed(self.trails.get(id(launch), [])):
            for stmt in reversed(block.stmts[:i]):
                if isinstance(stmt, ast.Decl):
                    d = next((d for d in stmt.declarators if d.name == name), None)
                    if d is not None:
                        return d
        return None

    def block_level(self, d: ast.Declarator) -> bool:
        """`d` is declared by a statement of a block (not in a `for` or `if` header, where `visible` cannot see
        it)."""
        self._index()
        stmt = self._decls.get(id(d))
        trail = self.trails.get(id(stmt)) if stmt is not None else None
        return bool(trail) and trail[-1][0].stmts[trail[-1][1]] is stmt

    def declared_env(self, d: ast.Declarator, env: Env) -> Env:
        """`env` with the integer locals that `d`'s arguments read bound to the values they hold at its declaration
        (`int tpb = 1024; dim3 b1(tpb); tpb = 768;`: b1 is 1024 whatever `tpb` holds later), where the merged env
        cannot tell them (several assignments)."""
        self._index()
        stmt = self._decls.get(id(d))
        bound: dict[str, Any] = {}
        for arg in (*(d.ctor_args or ()), *((d.init,) if d.init is not None else ())):
            for n in iter_nodes(arg):
                if isinstance(n, ast.Name) and n.id not in bound and env.is_integer(n.id) \
                        and evaluate(n, env) is None and stmt is not None:
                    found = self.scalar(stmt, n.id)
                    if found is not None and (value := evaluate(found, env)) is not None:
                        bound[n.id] = value
        return Env(bound, env) if bound else env

    def scalar(self, launch: ast.Launch | ast.Decl, name: str) -> Any:
        """The expression the integer local `name` holds at `launch` (an argument): its declaration's
        initialiser or last whole-value assignment in a block around the launch, followed by the compound
        assignments (`name *= 1024;`) after it, folded into one expression (`(init) * (1024)`); launches in
        between only read it. None: anything else in between mentions it, a loop around the launch writes it,
        a compound right-hand side reads it, or no such definition is found (a parameter)."""
        key = (id(launch), name)
        found = self._scalars.get(key)
        if found is None:
            self._index()
            found = self._scalars[key] = self._scalar(launch, name)
        base, given = found
        if given is not None:  # NOTE: the default holds unless the input is given (`unless`)
            self.overridden[id(launch)] = given
        return base

    def _scalar(self, launch: ast.Launch | ast.Decl, name: str) -> tuple[Any, str | None]:
        """(scalar's answer, the last run-time input found overriding a default on the way, or None)."""
        ops: list[tuple[str, Any]] = []
        given_last = None
        base = None
        for stmt in self._backward(launch, name):
            if stmt is None:
                return None, given_last
            expr = stmt.expr if isinstance(stmt, ast.ExprStmt) else None
            if isinstance(expr, ast.Assign) and isinstance(expr.target, ast.Name) and expr.target.id == name:
                if self.mentions(expr.value, name):
                    return None, given_last
                if expr.op == "=":
                    base = expr.value
                    break
                if expr.op not in _COMPOUND:
                    return None, given_last
                ops.append((expr.op[:-1], expr.value))
                continue
            if isinstance(stmt, ast.Decl):
                d = next((d for d in stmt.declarators if d.name == name), None)
                if d is not None:
                    if d.init is None or d.dims:
                        return None, given_last
                    base = d.init
                    break
            given = _override(stmt, name, self.inputs)
            if given is not None:
                given_last = given
                continue  # NOTE: the default holds unless the input is given
            if isinstance(expr, ast.Launch) and not any(self.mentions(c, name) for c in expr.config):
                continue  # NOTE: a launch copies its arguments: it reads `name`, never writes it
            if isinstance(stmt, ast.Decl) and self.reads_only(stmt):
                continue  # NOTE: `dim3 grid((n + tpb - 1) / tpb);` reads it
            if self.mentions(stmt, name):
                return None, given_last
        if base is None:
            return None, given_last
        for op, value in reversed(ops):
            base = ast.Binary(value.span, op, base, value, True, True)
        return base, given_last


    def unless(self, launch: ast.Launch, block: Any) -> str:
        """The run-time input that overrides the default the launch's dim3 `block` was built from ("" if none)."""
        if not self.overridden or not isinstance(block, ast.Name):
            return ""
        found = self.value(launch, block.id)
        return self.overridden.get(id(self._decls.get(id(found))), "") if isinstance(found, ast.Declarator) else ""


def _override(stmt: Any, name: str, inputs: frozenset) -> str | None:
    """The run-time input of `if (...) name = f(argv[1]);` (`argv[1]`; `$VAR` for `getenv("VAR")`): an if with no
    else whose one statement assigns `name` from main's argument vector or the environment. None otherwise."""
    if not isinstance(stmt, ast.If) or stmt.other is not None or stmt.init is not None:
        return None
    arm = stmt.then.stmts[0] if isinstance(stmt.then, ast.Block) and len(stmt.then.stmts) == 1 else stmt.then
    expr = arm.expr if isinstance(arm, ast.ExprStmt) else None
    if not (isinstance(expr, ast.Assign) and expr.op == "=" and isinstance(expr.target, ast.Name)
            and expr.target.id == name):
        return None
    for n in iter_nodes(expr.value):
        if isinstance(n, ast.Index) and isinstance(n.base, ast.Name) and n.base.id in inputs:
            return f"{n.base.id}[{n.index.value if isinstance(n.index, ast.IntLit) else '...'}]"
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("getenv", "std::getenv"):
            arg = n.args[0] if n.args else None
            return f"${arg.text.strip(chr(34))}" if isinstance(arg, ast.StrLit) else "an environment variable"
    return None


def _labelled(stmt: Any) -> Any:
    """The statement under a chain of `case` labels (None: a label that ends the switch)."""
    while isinstance(stmt, ast.Case):
        stmt = stmt.stmt
    return stmt


def _jumps(stmt: Any) -> bool:
    """`stmt` never falls through to the next statement: break, continue, return, goto."""
    return isinstance(_labelled(stmt), ast.Jump)


def _member_reads(stmt: Any, name: str) -> bool:
    """`name` appears in `stmt` only as the base of component reads (`name.x` passed or read by value): never
    assigned, incremented, its address taken, nor passed whole (a reference parameter could write it)."""
    found, bases, written = False, set(), set()
    for n in iter_nodes(stmt):
        if isinstance(n, ast.Member) and isinstance(n.base, ast.Name) and n.base.id == name and not n.arrow:
            bases.add(id(n.base))
        elif isinstance(n, ast.Assign) or isinstance(n, ast.Unary) and n.op in ("&", "++", "--"):
            written.update(id(m) for m in iter_nodes(n.target if isinstance(n, ast.Assign) else n.operand))
        elif isinstance(n, ast.Declarator) and n.name == name:
            return False
    for n in iter_nodes(stmt):
        if isinstance(n, ast.Name) and n.id == name:
            found = True
            if id(n) not in bases or id(n) in written:
                return False
    return found


def _reads_only(decl: ast.Decl) -> bool:
    """A declaration that can only read the names it mentions: no reference declarator, and no assignment,
    call, lambda, increment or address-of in its initialisers."""
    return not any(d.type.reference for d in decl.declarators) and not any(
        isinstance(n, (ast.Assign, ast.Call, ast.Lambda)) or isinstance(n, ast.Unary) and n.op in ("&", "++", "--")
        for n in iter_nodes(decl))


_COMPOUND = frozenset({"+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="})


def argument_value(e: ast.Expr, launch: ast.Launch, env: Env, reaching: Reaching | None) -> int | None:
    """The integer value of a launch argument; an integer local the env cannot tell (several assignments) is
    evaluated through the definition and compound assignments that reach the launch (Reaching.scalar)."""
    value = evaluate(e, env)
    if value is None and reaching is not None and isinstance(e, ast.Name) and env.is_integer(e.id):
        found = reaching.scalar(launch, e.id)
        if found is not None:
            value = evaluate(found, env)
    return value


__all__ = ["Reaching", "argument_value"]
