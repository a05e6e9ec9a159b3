"""Switches on a value that is one for the whole launch (`switch (L)` on a template parameter no launch binds,
`switch (mode)` on a scalar parameter of the kernel): each access of the race log is tagged with the case values
it runs under, and two accesses of cases no one value selects are never paired (one launch runs one of them).
A switch on a constant of the instantiation runs only its case (memory/interp.py: MemInterp._Switch)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.analysis.memory.interp import _constant, pure_value
from analyzer.analysis.race.log import HELD
from analyzer.analysis.switchpaths import case_labels
from analyzer.cuda import ast


class SwitchCases:
    """RaceInterp's part that tags accesses with the cases they run under (`Acc.cases`)."""

    kernel_params: frozenset
    func: Any
    recording: bool
    guards: list
    loop_stack: list

    def init_cases(self) -> None:
        self_: Any = self
        # the names whose value is one for the whole launch: the kernel's scalar and template parameters
        self.launch_names = self_.kernel_params | {p.name for p in self_.func.template_params or () if p.name}
        # [value's term or None, case values now running, guard depth, loop depth, {id(label): its value}]
        self.switches: list = []
        self.case_outer: tuple = ()  # the cases of the caller's switches around an inlined helper

    def case_tags(self) -> tuple:
        return self.case_outer + tuple((entry[0], frozenset(entry[1])) for entry in self.switches
                                       if entry[0] is not None)

    def _Switch(self, s: ast.Switch) -> frozenset[str]:
        """A switch on a value that is one for the whole launch (`switch (L)` on a template parameter no launch
        binds, `switch (mode)` on a scalar parameter): each access is tagged with the case values it runs
        under (falling through from one label into the next keeps both), and pairs.py never pairs two accesses of
        different cases: one launch runs one of them. (A constant one runs only its case: MemInterp._Switch.)"""
        key = None
        if self.recording and _constant(self, s.cond) is None:
            key = _launch_term(self, s.cond)
        self.switches.append([key, set(), len(self.guards) + 1, len(self.loop_stack),
                              _case_values(self, s) if key is not None else {}])
        try:
            return super()._Switch(s)
        finally:
            self.switches.pop()

    def _Case(self, s: ast.Case) -> frozenset[str]:
        if self.switches and self.switches[-1][0] is not None:
            self.switches[-1][1].add(self.switches[-1][4].get(id(s), DEFAULT))
        return super()._Case(s)

    def _Jump(self, s: ast.Jump) -> frozenset[str]:
        if self.switches and s.kind in ("break", "continue", "return"):
            entry = self.switches[-1]
            if len(self.guards) == entry[2] and (s.kind == "return" or len(self.loop_stack) == entry[3]):
                entry[1].clear()  # NOTE: the case ends here: the next label does not fall through from it
        return super()._Jump(s)


def cases_exclusive(a: Any, b: Any) -> bool:
    """Whether two accesses lie under different cases of switches on one launch-wide value (a template or scalar
    parameter of the kernel, the same in every thread of the launch): no launch runs both. Or both inside critical
    sections of one spin lock (race/locks.py: a key (HELD, lock)): no two threads run them at once."""
    for key, values in a.cases:
        for other, theirs in b.cases:
            if key == other and key[0] == HELD:
                return True
            if key == other and values and theirs and not any(_compatible(x, y) for x in values for y in theirs):
                return True
    return False


def _compatible(x: Any, y: Any) -> bool:
    """Whether one value can select both case entries: a case value (an int), `default:` of a switch whose
    labels are S (("not", S)), or DEFAULT (a label that is not a constant: any value)."""
    if x == DEFAULT or y == DEFAULT:
        return True
    if isinstance(x, tuple) and isinstance(y, tuple):
        return True  # NOTE: two defaults: a value outside both (finite) label sets selects both
    if isinstance(x, tuple):
        return y not in x[1]
    if isinstance(y, tuple):
        return x not in y[1]
    return x == y


DEFAULT = ("any",)  # a case label that is not a constant: any value


def _launch_term(interp: Any, cond: ast.Expr) -> Any:
    """The term of a condition whose every symbol is a kernel's scalar or template parameter (one value for the
    whole launch), else None."""
    val = pure_value(interp, cond)
    if val is None or val.term is None or val.thread or val.data:
        return None
    syms = T.symbols(val.term)
    if not syms or any(s[2] != "arg" or s[1] not in interp.launch_names for s in syms):
        return None
    return val.term


def _case_values(interp: Any, s: ast.Switch) -> dict[int, Any]:
    """{id(label): its value} of the labels of a switch body's statements (`default:` is ("not", the other
    values); a label that is not a constant, and a default beside one, is DEFAULT: any value)."""
    labels = [c for st in (s.body.stmts if isinstance(s.body, ast.Block) else (s.body,)) for c in case_labels(st)]
    values = {id(c): _constant(interp, c.value) if c.value is not None else None for c in labels}
    known = frozenset(v for v in values.values() if v is not None)
    unknown = any(v is None and c.value is not None for c, v in zip(labels, values.values()))
    default = DEFAULT if unknown else ("not", known)
    return {k: (default if v is None else v) for k, v in values.items()}
