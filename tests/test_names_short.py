"""analyzer.logs.names.short_name: a name without template brackets takes a shortcut (str.find/rfind); its
answers equal the bracket-counting loops' on names of every shape."""

from __future__ import annotations

import random

from analyzer.logs import names


def _reference(name: str) -> str:
    """short_name as the loops compute it for any name."""
    text = names.demangle(name)
    depth, cut = 0, len(text)
    for i, ch in enumerate(text):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == "(" and depth == 0:
            cut = i
            break
    head = text[:cut]
    if head.startswith("void "):
        head = head[5:]
    depth, start = 0, 0
    for i, ch in enumerate(head):
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == ":" and depth == 0 and head[i - 1:i] == ":":
            start = i + 1
    return head[start:] or text


def test_short_name_examples() -> None:
    assert names.short_name("_Z11mathKernel1Pf") == "mathKernel1"
    assert names.short_name("_ZN4blas5heavyILi96EEEvPKfPfi") == "heavy<96>"
    assert names.short_name("_ZN1a1b3fooEv") == "foo"
    assert names.short_name("plain_c_kernel") == "plain_c_kernel"


def test_short_name_shortcut_equals_the_loops() -> None:
    rng = random.Random(22)
    alphabet = "ab:():: void<>,*_"
    samples = ["", "::", ":::", "a::", "void ", "void (x)", "(", "a::b(c::d)", "void a::b", "::(x)"]
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        samples.append("void " + text if rng.random() < 0.2 else text)
    for name in samples:
        assert names.short_name(name) == _reference(name), repr(name)
