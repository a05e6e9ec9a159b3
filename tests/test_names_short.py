"""analyzer.logs.names.short_name: a name without template brackets takes a shortcut (str.find/rfind); its
answers equal the bracket-counting loops' on names of every shape."""

from __future__ import annotations

import random

from analyzer.logs import names


def _reference(name: str) -> str:
    """short_name as the bracket-counting loops compute it for any name."""
    return names._short_by_brackets(names.demangle(name))


def test_short_name_examples() -> None:
    assert names.short_name("_Z11mathKernel1Pf") == "mathKernel1"
    assert names.short_name("_ZN4blas5heavyILi96EEEvPKfPfi") == "heavy<96>"
    assert names.short_name("_ZN1a1b3fooEv") == "foo"
    assert names.short_name("plain_c_kernel") == "plain_c_kernel"
    # NOTE: template brackets (the loops, no shortcut): a '(' or "::" inside them is not where the name is cut
    assert names.short_name("void ns::k<a::b, (c)>(int)") == "k<a::b, (c)>"
    assert names.short_name("outer<x::y<z> >::inner(float*)") == "inner"


def test_short_name_shortcut_equals_the_loops() -> None:
    rng = random.Random(22)
    alphabet = "ab:():: void<>,*_"
    samples = ["", "::", ":::", "a::", "void ", "void (x)", "(", "a::b(c::d)", "void a::b", "::(x)"]
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        samples.append("void " + text if rng.random() < 0.2 else text)
    # NOTE: only names the shortcut takes: with a bracket, short_name is the loops themselves
    plain = [name for name in samples if "<" not in name and ">" not in name]
    assert len(plain) > 2000
    for name in plain:
        assert names.short_name(name) == _reference(name), repr(name)
