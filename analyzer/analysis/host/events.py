"""A host function as a sequence of events: clock readings, GPU work, waits, event records, error checks.

Events come in the order the host executes them, as far as a straight reading of the source tells
(arguments before the call that takes them; both arms of a branch, loop bodies once). Code from macro
expansions is in the IR already (the preprocessor expanded `CHECK(cudaDeviceSynchronize())` before the
parse); a checking macro whose definition is not visible stays a call whose argument is the API call, which
is read the same way. Regions the parser could not read (ast.Unparsed) are read from their original text
by a token scan (no preprocessing): the calls and `<<<...>>>` launches in them, in order.

Calls to other functions of the file are `call` events; analyzer.analysis.host.program inlines them."""

from __future__ import annotations

import re
from typing import Any, Callable

from analyzer.analysis.host import apis
from analyzer.lazyre import lazy
from analyzer.prebuilt import dataclass
from analyzer.cuda import ast
from analyzer.cuda.query import child_getter
from analyzer.diagnostics import Span


@dataclass(frozen=True, slots=True)
class Event:
    """kind: clock | timer_start | timer_stop | work | sync | record | elapsed | check | call | bind | use |
    loop_start | loop_end | arm_start | arm_end (args: branch, arm) | return | create (a stream; args: (name,)).

    `name` is the callee (or the kernel launched); `args` the argument texts that matter: the stream of
    work, the stream or event waited for (sync: scope in `scope`), (event, stream) of a record, (start,
    stop) of an elapsed-time read, the timer of a timer call. `site` is where the event shows in the
    function being analysed (the call of the helper it came from, when inlined); `helper` names that
    helper ("" for the function's own events). `launch` marks kernel launches among the work."""

    kind: str
    name: str
    span: Span
    args: tuple[str | None, ...] = ()
    scope: str = ""  # sync: device | copy | stream | event
    launch: bool = False
    site: Span | None = None
    helper: str = ""

    @property
    def where(self) -> Span:
        return self.site or self.span


def classify(name: str, args: Callable[[], list[str]], receiver: str | None, span: Span) -> Event | None:
    """The event of a call to `name` (last `::` component; `receiver`: the object of a member call)."""
    if receiver is not None:
        # NOTE: any object's start/stop; program.build_program keeps those whose methods read a host clock
        if name in ("start", "Start"):
            return Event("timer_start", name, span, (receiver,))
        if name in ("stop", "Stop"):
            return Event("timer_stop", name, span, (receiver,))
        return None
    if name in apis.DEVICE_SYNC:
        return Event("sync", name, span, (), "device")
    if name in apis.BLOCKING_COPY:
        return Event("sync", name, span, (), "copy")
    if name in apis.INTEROP_HANDOFF:
        return Event("sync", name, span, (), "device")
    if name in apis.STREAM_SYNC:
        a = args()
        return Event("sync", name, span, (a[0] if a else None,), "stream")
    if name in apis.STREAM_CREATE:
        a = args()
        return Event("create", name, span, (a[0].lstrip("&* ") if a else None,))
    if name in apis.EVENT_SYNC:
        a = args()
        return Event("sync", name, span, (a[0] if a else None,), "event")
    if name in apis.EVENT_RECORD:
        a = args()
        return Event("record", name, span, (a[0] if a else None, a[1] if len(a) > 1 else None))
    if name in apis.ELAPSED:
        a = args()
        return Event("elapsed", name, span, (a[1] if len(a) > 1 else None, a[2] if len(a) > 2 else None))
    if name in apis.ERROR_CHECK or name in apis.ERROR_CHECK_MACROS:
        return Event("check", name, span)
    if name in apis.WORK:
        index, a = apis.WORK[name], args()
        return Event("work", name, span, (a[index] if index is not None and index < len(a) else None,))
    if apis.is_library_work(name):
        return Event("work", name, span, (apis.LIBRARY_STREAM,))
    if apis.is_async_work(name):
        a = args()
        index = apis.async_stream_index(name, len(a))
        return Event("work", name, span, (a[index] if index is not None else None,))
    if name in apis.CLOCKS:
        return Event("clock", name, span)
    if name in apis.TIMER_START:
        a = args()
        return Event("timer_start", name, span, (a[0].lstrip("&* ") if a else "",))
    if name in apis.TIMER_STOP:
        a = args()
        return Event("timer_stop", name, span, (a[0].lstrip("&* ") if a else "",))
    if apis.is_check_name(name) and not any(_API_CALL.search(a) for a in args()):
        return Event("check", name, span)  # NOTE: checkCUDAError("msg"): reads the last error itself
    return None


_API_CALL = lazy(r"\b(?:cuda|hip|cu)[A-Z]\w*\s*\(")


def unseen_wait(name: str, span: Span, args: Callable[[], list[str]], qualified: str = "") -> Event | None:
    """A call of something the file does not define that may wait for the GPU: its name says so
    (apis.is_wait_like), it is a Thrust algorithm (they synchronise unless given par_nosync), or it
    receives the stream or a device pointer (apis.may_wait). Taken as a wait: a missed finding costs
    less than a false one."""
    if apis.is_wait_like(name) or qualified.startswith("thrust::") or apis.may_wait(name, args()):
        return Event("sync", name, span, (), "unseen")
    return None


def expr_text(e: ast.Expr | None) -> str:
    """A compact rendering of an argument (names, members, indexing, `&`, casts dropped)."""
    if e is None:
        return ""
    if isinstance(e, ast.Name):
        return e.id
    if isinstance(e, (ast.IntLit, ast.FloatLit, ast.CharLit, ast.StrLit)):
        return e.text
    if isinstance(e, ast.Member):
        return f"{expr_text(e.base)}{'->' if e.arrow else '.'}{e.field}"
    if isinstance(e, ast.Index):
        return f"{expr_text(e.base)}[{expr_text(e.index)}]"
    if isinstance(e, ast.Unary):
        inner = expr_text(e.operand)
        return inner + e.op if e.postfix else e.op + inner
    if isinstance(e, ast.Cast):
        return expr_text(e.expr)
    if isinstance(e, ast.Binary):
        return f"{expr_text(e.left)} {e.op} {expr_text(e.right)}"
    if isinstance(e, ast.Call):
        return f"{expr_text(e.func)}({', '.join(expr_text(a) for a in e.args)})"
    return getattr(e, "text", "") or type(e).__name__


def _callee(call: ast.Call) -> tuple[str, str | None]:
    """(last name component, receiver text or None) of a call."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id.rsplit("::", 1)[-1].split("<", 1)[0], None
    if isinstance(func, ast.Member):
        return func.field, expr_text(func.base)
    return "", None


def _is_now(call: ast.Call) -> bool:
    return isinstance(call.func, ast.Name) and call.func.id.endswith("::now") and not call.args


def _launch_event(launch: ast.Launch) -> Event:
    from analyzer.cuda.model import kernel_name_of

    name, _ = kernel_name_of(launch.kernel)
    stream = expr_text(launch.config[3]) if len(launch.config) > 3 else None
    return Event("work", name, launch.span, (stream,), launch=True)


_STATEMENT = frozenset({ast.ExprStmt, ast.Decl, ast.Jump, ast.If, ast.For, ast.While, ast.DoWhile, ast.Switch,
                        ast.Case})
_LOOPS = frozenset({ast.For, ast.While, ast.DoWhile})


def _call_text(source: str, lines: "LineIndex", call: ast.Call) -> str:
    """The original text of a call's arguments (after its first `(`; a macro use's whole text)."""
    span = call.span
    text = source[lines.offset(span.line, span.column):lines.offset(span.end_line, span.end_column)]
    return text[text.find("(") + 1:]
_HOST_NAME = re.compile(r"^(?:h_|host_?)\w+|\w+_h$")
_DEVICE_NAME = lazy(r"^(?:d_|dev_?|device_?)\w+|\w+_d$")
_CLOCK_ARG = {"gettimeofday": 0, "clock_gettime": 1, "QueryPerformanceCounter": 0}


def function_events(body: ast.Node, source: str, helpers: frozenset[str], lines: "LineIndex") -> list[Event]:
    """The events of a function body (or any statement), in execution order as read.

    Besides the API events: `bind` (a variable assigned a call's result; args (name,)) after the call, and
    `use` (a variable that holds a clock reading, mentioned in statement number `scope`), so timing can tell
    which readings are compared with which."""
    out: list[Event] = []
    stack: list[tuple[object, bool]] = [(body, False)]
    pop, push = stack.pop, stack.append
    clockish: set[str] = set()
    statement = 0
    branches = 0
    getters = _GETTERS
    while stack:
        node, after = pop()
        if after == "arm":
            out.append(Event(node[0], "", node[1], (node[2], node[3]) if node[2] else ()))
            continue
        if after:
            cls = type(node)
            if cls is ast.Launch:
                out.append(_launch_event(node))
                continue
            if cls in _LOOPS:
                out.append(Event("loop_end", "", node.span))
                continue
            if cls is ast.Declarator or cls is ast.Assign:
                name = node.name if cls is ast.Declarator else node.target.id
                value = node.init if cls is ast.Declarator else node.value
                if type(value) is ast.Name and _HOST_NAME.match(name) and _DEVICE_NAME.match(value.id):
                    out.append(Event("sync", "=", node.span, (), "copy"))  # NOTE: h_x = d_x (Thrust vectors)
                    continue
                if out and out[-1].kind in ("clock", "call"):
                    clockish.add(name)
                    out.append(Event("bind", name, node.span, (name,)))
                continue
            name, receiver = _callee(node)
            event = classify(name, lambda n=node: [expr_text(a) for a in n.args], receiver, node.span)
            if event is None and _is_now(node):
                event = Event("clock", "now", node.span)
            if event is None and name in helpers:
                event = Event("call", name, node.span, (), str(statement))
            if event is None and name:
                func = node.func
                event = unseen_wait(name, node.span, lambda n=node: [_call_text(source, lines, n)],
                                    func.id if type(func) is ast.Name else "")
            if event is not None:
                if event.kind == "clock":
                    var = None
                    if name in _CLOCK_ARG and len(node.args) > _CLOCK_ARG[name]:
                        var = expr_text(node.args[_CLOCK_ARG[name]]).lstrip("&")
                        clockish.add(var)
                    event = Event("clock", event.name, node.span, (var,), str(statement))
                out.append(event)
            continue
        cls = type(node)
        if cls is ast.Name:
            if node.id in clockish:
                out.append(Event("use", node.id, node.span, (node.id,), str(statement)))
            continue
        if cls is ast.Lambda:
            continue  # NOTE: a lambda's body runs when it is called, not where it is written
        if cls is ast.Unparsed:
            out.extend(text_events(source, node.span, helpers, lines))
            continue
        if cls is ast.ExprStmt and type(node.expr) is ast.Name and apis.is_check_macro(node.expr.id):
            out.append(Event("check", node.expr.id, node.span))  # NOTE: `CUERR;`, an unseen object-like check macro
        if cls is ast.Jump and node.kind == "return":
            push((("return", node.span, "", ""), "arm"))  # NOTE: after the returned value's events
        if cls in _STATEMENT:
            statement += 1
            if cls in _LOOPS:
                out.append(Event("loop_start", "", node.span))
                push((node, True))
        elif cls is ast.Call or cls is ast.Launch:
            push((node, True))
        elif (cls is ast.Declarator and node.init is not None) or (
                cls is ast.Assign and node.op == "=" and type(node.target) is ast.Name):
            push((node, True))
        if cls is ast.If or (cls is ast.Switch and type(node.body) is ast.Block):
            branches += 1
            _push_arms(node, str(branches), push)
            continue
        try:
            getter = getters[cls]
        except KeyError:
            getter = getters[cls] = child_getter(cls)
        if getter is None:
            continue
        # NOTE: fields in reverse order, tuples reversed: the first child is popped first
        for value in getter(node):
            if type(value) is tuple:
                for v in reversed(value):
                    if type(v) in _NODE_TYPES:
                        push((v, False))
            elif type(value) in _NODE_TYPES:
                push((value, False))
    return out


_NODE_TYPES = ast.NODE_TYPES - {ast.TypeRef}
_GETTERS: dict[type, Any] = {}  # node class -> query.child_getter(class): the walk's children, one call per node


def _push_arms(node, branch: str, push) -> None:
    """Push an if/else or a switch with `arm_start`/`arm_end` markers around each arm (args: branch, arm):
    events in different arms of one branch never run one after the other."""
    if type(node) is ast.If:
        head = [node.init, node.cond]
        arms = [[node.then], [node.other]] if node.other is not None else [[node.then]]
    else:
        head = [node.cond]
        arms = []
        for stmt in node.body.stmts:
            if type(stmt) is ast.Case or not arms:
                arms.append([])
            arms[-1].append(stmt)
    for k in range(len(arms) - 1, -1, -1):
        push((("arm_end", node.span, branch, str(k)), "arm"))
        for stmt in reversed(arms[k]):
            push((stmt, False))
        push((("arm_start", node.span, branch, str(k)), "arm"))
    for part in reversed(head):
        if part is not None:
            push((part, False))


# ------------------------------------------------------------------------------------ text fallback

_SANITIZE = lazy(r"//[^\n]*|/\*[\s\S]*?\*/|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'")
# NOTE: a launch's third `<` opens its configuration: `cout << "x" << y`, its string blanked, is `<<  <<`, no launch
_TOKEN = lazy(r"((?:[A-Za-z_]\w*\s*(?:::|\.|->)\s*)*[A-Za-z_]\w*)\s*(?:<[^<>;(){}]*>\s*)?(\(|<<\s*<(?!<))|"
              r"\breturn\b")
_CLOSE = lazy(r">>\s*>")
_KEYWORDS = frozenset({"if", "for", "while", "switch", "return", "sizeof", "catch", "decltype", "alignof"})


class LineIndex:
    """Offsets <-> (line, column) of one source text."""

    def __init__(self, source: str) -> None:
        from analyzer.source import text_of

        self.source = source
        self.starts = text_of(source).line_starts  # NOTE: lines as the reporters count them, found once per text

    def offset(self, line: int, column: int) -> int:
        return self.starts[min(line, len(self.starts)) - 1] + column - 1

    def position(self, offset: int) -> tuple[int, int]:
        from bisect import bisect_right

        i = bisect_right(self.starts, offset) - 1
        return i + 1, offset - self.starts[i] + 1


def close_bracket(text: str, i: int, open_: str, close: str) -> int:
    """Offset just after the bracket closing the one opened before `i` (or len(text))."""
    depth = 1
    for j in range(i, len(text)):
        c = text[j]
        if c == open_:
            depth += 1
        elif c == close:
            depth -= 1
            if depth == 0:
                return j + 1
    return len(text)


def split_args(text: str) -> list[str]:
    """Top-level comma-separated pieces of an argument list's text."""
    out, depth, start = [], 0, 0
    for j, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(text[start:j].strip())
            start = j + 1
    last = text[start:].strip()
    if last or out:
        out.append(last)
    return [" ".join(a.lstrip("&").split()) for a in out]


def text_events(source: str, span: Span, helpers: frozenset[str], lines: LineIndex) -> list[Event]:
    """Events of a region the parser could not read, from its original text."""
    lo, hi = lines.offset(span.line, span.column), lines.offset(span.end_line, span.end_column)
    text = _SANITIZE.sub(lambda m: " " * len(m.group()), source[lo:hi])
    out: list[Event] = []
    for m in _TOKEN.finditer(text):
        full, opener = m.group(1), m.group(2)
        if full is None:
            line, column = lines.position(lo + m.start())
            out.append(Event("return", "", Span(line, column, line, column + 6)))
            continue
        last = re.split(r"::|\.|->", full)[-1].strip()
        line, column = lines.position(lo + m.start())
        where = Span(line, column, line, column + len(full))
        if opener != "(":  # NOTE: `<<<`, or `<< <` (nvcc accepts the blank)
            close = _CLOSE.search(text, m.end())
            end = close.start() if close is not None else -1
            config = split_args(text[m.end():end]) if end >= 0 else []
            out.append(Event("work", last, where, (config[3] if len(config) > 3 else None,), launch=True))
            continue
        if last in _KEYWORDS:
            continue
        end = close_bracket(text, m.end(), "(", ")")
        receiver = None
        if "." in full or "->" in full:
            receiver = re.split(r"\.|->", full)[0].strip()
        event = classify(last, lambda a=text[m.end():end - 1]: split_args(a), receiver, where)
        if event is None and full.replace(" ", "").endswith("::now"):
            event = Event("clock", "now", where)
        if event is None and last in helpers:
            event = Event("call", last, where)
        if event is None:
            event = unseen_wait(last, where, lambda a=text[m.end():end - 1]: split_args(a), full.replace(" ", ""))
        if event is not None:
            out.append(event)
    return out
