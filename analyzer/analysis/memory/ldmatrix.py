"""`ldmatrix` in inline assembly as a shared load of the memory interpreter (MemInterp.note_asm).

`ldmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}.shared{::cta}.b16 {regs}, [addr];` loads one, two or four 8x8
matrices of 16-bit elements: each row of a matrix is 16 contiguous bytes, and lanes 0-7 (x1), 0-15 (x2) or 0-31
(x4) each give the shared address of one row (lane 8m + r: row r of matrix m); the other lanes' addresses are
ignored. The hardware serves one matrix (8 rows of 16 bytes) per wavefront when its rows fall on distinct banks:
a 16-byte load of those lanes served in quarter-warp phases, which is banks.warp_wavefronts' rule for 16-byte
accesses. So the statement is recorded as a 16-byte load at its address operand, by the lanes that give an
address (a guard `lane < 8 * N` around it); `.trans` moves data between lanes, not the addresses. Measured on an
H100 (tools/gpu/memory/ldmatrix: LDSM's wavefronts are in `l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld`,
its instructions in `smsp__sass_inst_executed_op_ldsm`, not in `..._op_shared_ld`).

The address operand is usually a variable set from `__cvta_generic_to_shared(&s[r][c])`, whose value is the
pointer's (intrinsics.call_value); its conversion to a 32-bit register is dropped here (a shared address fits).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from analyzer import lazyre
from analyzer.analysis import terms as T
from analyzer.analysis.intrinsics import asm_sections
from analyzer.analysis.sites import Guard
from analyzer.analysis.variance import Val
from analyzer.cuda import ast

# NOTE: the instruction, its qualifiers (any order), its destination registers and its address operand `[%n]`
_LDMATRIX = lazyre.lazy(r"\bldmatrix((?:\.[\w:]+)+)\s*\{[^{}]*\}\s*,\s*\[\s*%(\d+)\s*(?:\+\s*(\d+)\s*)?\]")
_STRING = lazyre.lazy(r'"((?:[^"\\]|\\.)*)"')
_OPERAND = lazyre.lazy(r'(?s)"[^"]*"\s*\((.*)\)\s*$')

ROW_TYPE = "uint4"  # NOTE: the 16 bytes one lane's row address names

_KEPT: dict[int, tuple[Any, list]] = {}  # id(statement) -> (statement, [(count, node, offset)])


def loads(stmt: ast.ExprStmt) -> list[tuple[int, Any, int]]:
    """(matrices, node standing for the access, byte offset) of every `ldmatrix` of an `asm` statement whose
    address operand parses: the node is `*(operand)` spanning the statement, the same node on every pass."""
    kept = _KEPT.get(id(stmt))
    if kept is not None and kept[0] is stmt:
        return kept[1]
    if len(_KEPT) > 4096:
        _KEPT.clear()
    found = _loads(stmt)
    _KEPT[id(stmt)] = (stmt, found)
    return found


def _loads(stmt: ast.ExprStmt) -> list[tuple[int, Any, int]]:
    text = stmt.expr.text if isinstance(stmt.expr, ast.Opaque) else ""
    template, operands = _parts(text) if "ldmatrix" in text else ("", [])
    out = []
    for m in _LDMATRIX.finditer(template):
        count, expr = _matrices(m, operands)
        if count and expr is not None:
            out.append((count, ast.Unary(stmt.span, "*", _respan(expr, stmt.span)), int(m.group(3) or 0)))
    return out


def _parts(text: str) -> tuple[str, list[str]]:
    """(template, operand expressions in their `%n` order) of an `asm(...)` statement's text."""
    sections = asm_sections(text)
    template = "".join(_STRING.findall(sections[0])).replace("%%", "%") if sections else ""
    return template, [op for sec in sections[1:3] for op in _operands(sec)]


def _matrices(m: Any, operands: list[str]) -> tuple[int | None, ast.Expr | None]:
    """(1, 2 or 4, the parsed address operand) of an `ldmatrix` match from shared memory; (None, None) else."""
    quals = m.group(1).split(".")
    count = next((int(q[1]) for q in quals if q in ("x1", "x2", "x4")), None)
    n = int(m.group(2))
    if count is None or not any(q.startswith("shared") for q in quals) or n >= len(operands):
        return None, None
    return count, _parse(operands[n])


def note(interp: Any, stmt: ast.ExprStmt) -> None:
    """Record each `ldmatrix` of the statement as a 16-byte shared load by the lanes that give an address."""
    from analyzer.analysis.memory.address import CType
    for count, node, offset in loads(stmt):
        recording, interp.recording = interp.recording, False
        try:  # NOTE: the operand's own reads are not recorded (its nodes are placed past the line's real columns)
            val = interp.ev(node.operand)
        finally:
            interp.recording = recording
        term = _unwrapped(val.term, interp.roots)
        if term is not None and offset:
            term = T.binary("+", term, T.const(offset))
        addr = Val(term, val.thread, val.data)
        lanes = Val(T.binary("<", ("lane",), T.const(8 * count)), True)
        if count < 4:
            interp.guards.append(Guard(node, None, lanes, "if"))
        try:
            interp.note_access(node, "load", addr, CType(ROW_TYPE))
        finally:
            if count < 4:
                interp.guards.pop()
        key = (id(node), "load") + interp.call_key
        if key in interp.accesses:
            interp.accesses[key] = replace(interp.accesses[key], space="shared", instruction=f"ldmatrix.x{count}")


def _unwrapped(term: Any, roots: dict) -> Any:
    """`term` without the conversions to a 32- or 64-bit register around a part holding an array's address
    (`(uint32_t)__cvta_generic_to_shared(s) + 16 * r`): a shared address fits, the value is the same."""
    if not isinstance(term, tuple) or not term or not isinstance(term[0], str):
        return term
    if term[0] in ("u32", "u64") and any(sym in roots for sym in T.symbols(term[1])):
        return _unwrapped(term[1], roots)
    if term[0] in ("c", "u", "t", "lane", "wu", "p"):
        return term
    return (term[0],) + tuple(_unwrapped(x, roots) if isinstance(x, tuple) else x for x in term[1:])


def only_ldmatrix(text: str) -> bool:
    """An `asm` statement made only of `ldmatrix` loads from shared memory whose address operands parse: the race
    model sees all it does (a shared read at the address, registers written)."""
    if "ldmatrix" not in text:
        return False
    template, operands = _parts(text)
    insts = [i.strip() for i in template.replace("\\n", ";").replace("\\t", " ").split(";") if i.strip()]
    return bool(insts) and all((m := _LDMATRIX.fullmatch(i)) is not None and _matrices(m, operands)[1] is not None
                               for i in insts)


def fix_text() -> str:
    """KL402's fix for an `ldmatrix` with a bank conflict."""
    return ("ldmatrix reads each 8x8 matrix in one phase, one 16-byte row per lane, and its 8 rows are served "
            "together only when they lie in 8 different 16-byte bank groups of a 128-byte line: lay the tile out so "
            "that they do. Either swizzle it in 16-byte chunks, XORing the chunk index with the row's place in its "
            "8-row group (chunk c of row r kept at chunk `c ^ (r % 8)` in rows of 128 bytes or more, `c ^ (r / 2 % 4)` "
            "in 64-byte rows, `c ^ (r / 4 % 2)` in 32-byte rows), in the stores that fill the tile and in this row "
            "address alike; or pad each row by 16 bytes (8 halves: `[...][W + 8]`), which keeps every row 16-byte "
            "aligned as ldmatrix requires")


def _operands(section: str) -> list[str]:
    """The expressions of `"=r"(x), "r"(a + 4)`, in order."""
    return [m.group(1) for part in asm_sections("(" + section + ")", ",") if (m := _OPERAND.match(part.strip()))]


def _parse(text: str) -> ast.Expr | None:
    from analyzer.cuda.parse.parser import parse_expression
    try:
        return parse_expression(text)
    except (ValueError, TypeError, RecursionError):
        return None


def _respan(expr: Any, span: Any) -> Any:
    """The operand's nodes placed on the statement's line (they were parsed from its text alone), at columns
    past any real one: the interpreter names the unknowns of a node by its position."""
    from analyzer.cuda.query import iter_nodes
    from analyzer.diagnostics import Span
    for n in iter_nodes(expr):
        if hasattr(n, "span"):
            at = n.span
            object.__setattr__(n, "span", Span(span.line, _FAR + at.column, span.line, _FAR + at.end_column))
    return expr


_FAR = 1 << 20
