"""The names of the uniform symbols of analysis/terms.py as messages give them, and which of them are kernel
arguments. A kernel argument is a parameter (`n`) or a member path of one (`spec.dim`, `p->rows`, or the value the
interpreter names by its place, `member@7:14`); every other symbol is the model's own (a loop's value
`loop:len@k@6:5`, a load `load@9:3`, a shared scalar `&count`), no run-time input a launch passes."""

from __future__ import annotations

from analyzer.lazyre import lazy

_PATH = lazy(r"[A-Za-z_]\w*(?:(?:\.|->)[A-Za-z_]\w*)*")
_PLACED = lazy(r"member@(\d+):(\d+)")
_ROOT = lazy(r"[A-Za-z_]\w*")


def kernel_argument(name: str, params, placed: bool = True) -> bool:
    """Whether the symbol `name` is a kernel parameter or a member path of one: a path whose root is one of the
    kernel's parameter names `params` (memory/methods names the members of a local object by their path too:
    `win.len` of `Win win = ws[blockIdx.x]` is loaded data); `placed`: a member named by its place counts too (only
    a message with the source at hand can name it)."""
    path = _PATH.fullmatch(name)
    return bool(path and _ROOT.match(name).group(0) in params or placed and _PLACED.fullmatch(name))


def loaded_member(name: str) -> bool:
    """Whether the symbol `name` is a member path (`win.len`) that is no kernel argument: a field of a local object,
    data the kernel read from memory (kernel_argument tells the parameters' apart)."""
    return "." in name and _PATH.fullmatch(name) is not None


def symbol_text(name: str, kind: str = "", source=None) -> str:
    """How a message writes the symbol `name` of `kind`: a loop counter's `k@line:col` as `k`, a member named by
    its place as its source text (`spec.dim`; in a macro's invocation, the first member path among its arguments:
    `GET_ID(tid, rays.n * 32)` gives `rays.n`), else `name`."""
    if kind == "iter":
        return name.split("@", 1)[0]
    found = _PLACED.fullmatch(name)
    text = source.text if hasattr(source, "text") else source
    if found is None or not isinstance(text, str):
        return name
    from analyzer.source import text_of

    line, column = int(found.group(1)), int(found.group(2))
    rest = (text_of(text).line(line) or "")[column - 1:]  # NOTE: the file's lines found once, not split per symbol
    got = _PATH.match(rest)
    if got is None:
        return name
    if rest[got.end():].lstrip().startswith("(") and not any(c in got.group(0) for c in ".-"):
        # NOTE: a call or a macro at the place (the expansion's position): a member path among its arguments
        inner = _PATH.finditer(rest[got.end():])
        member = next((m.group(0) for m in inner if "." in m.group(0) or "->" in m.group(0)), None)
        return member or name
    return got.group(0)
