"""Result slots (KL109): plain stores of the threads' values to one global location, each under a test of loaded data,
that the kernel never reads back: if several threads pass their tests one value survives, the last writer's, and
nothing is lost unless which one wins matters (`if (hash <= target) res[0] = nonce`; an error flag set with a code
per failing test, `*error = 1` / `*error = 2`)."""

from __future__ import annotations

from typing import Any

from analyzer.analysis import terms as T
from analyzer.checks._race_fix import _function, _plain_store, _text


def result_slot(unit: Any, race: Any, races: Any) -> tuple[int, str, str] | None:
    """(line of the guard, the slot, the value) of a benign result slot, else None: plain stores (not a
    read-modify-write, not atomic) made by two threads to one global location, each under a test of loaded data (the
    path holds the race model's opaque guard): one store, or two (an error flag set with a code per test, `*error =
    1` / `*error = 2`), of a slot that no access of the kernel reads unordered (no race of the kernel has a load of
    the array). If several threads pass the tests, one of their values survives."""
    from analyzer.analysis.race.log import OPAQUE

    w = race.witness
    if race.space != "global" or race.kind != "race":
        return None
    found = []
    for side in (w.first, w.second) if w.first is not w.second else (w.first,):
        a = side.acc.access
        if side.acc.atomic or a.op != "store" or a.root is None or a.root != w.first.acc.access.root:
            return None
        guards = [s[1] for s in T.symbols(a.path)] if a.path is not None else []
        line = next((int(g[len(OPAQUE):].split(":")[0]) if g.startswith(OPAQUE) else a.node.span.line
                     for g in guards if g.startswith((OPAQUE, "call@"))), None)
        assign = _plain_store(_function(unit, a.node), a.node)  # NOTE: `call@`: a value an unseen call returned
        if line is None or assign is None:
            return None
        found.append((line, a, assign))
    root = w.first.acc.access.root
    for other in races:
        ow = other.witness
        if any(x.acc.access.root == root and x.acc.access.op == "load" for x in (ow.first, ow.second)):
            return None  # NOTE: other threads read the slot in the kernel: which winner matters
    source = unit.tu.source or unit.text or ""
    values = " or ".join(dict.fromkeys(_text(source, assign.value) for _, _, assign in found))
    return found[0][0], _text(source, found[0][1].node), values


def slot_finding(slot: tuple[int, str, str], what: str, launch: str) -> tuple[str, str]:
    """(message, fix) of a benign result slot (result_slot): a note."""
    line, where, value = slot
    where = where[1:] if where.startswith("*") else f"&{where}"  # NOTE: the address: `error` for `*error`
    if " or " in value:  # NOTE: two stores of their own codes (`*error = 1`, `*error = 2`)
        return (f"write-write race {launch}: {what}, plain stores of {value} under tests of loaded data (line {line}): "
                f"if several threads pass their tests, one of their values survives (the last writer's), and nothing "
                f"the kernel reads is lost; it matters only if which one wins does",
                f"nothing to change if any of the values will do; if the winner matters, make each store "
                f"`atomicMin({where}, v)` (v its value: the smallest code wins) or `atomicCAS({where}, EMPTY, v)` (the "
                f"first)")
    return (f"write-write race {launch}: {what}, a plain store under a test of loaded data (line {line}): if several "
            f"threads pass the test, one of their values survives (the last writer's), and nothing the kernel reads "
            f"is lost; it matters only if which one wins does",
            f"nothing to change if any of the values will do; if the winner matters, keep the smallest with "
            f"`atomicMin({where}, {value})` or the first with `atomicCAS({where}, EMPTY, {value})`")


__all__ = ["result_slot", "slot_finding"]
