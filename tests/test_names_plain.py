"""The plainest mangled kernel names are demangled without cxxfilt (analyzer/logs/names._plain), exactly as cxxfilt
demangles them; every other name still goes to cxxfilt."""

from __future__ import annotations

import itertools

import pytest

from analyzer.logs import names

cxxfilt = pytest.importorskip("cxxfilt")

TYPES = ["v", "b", "c", "h", "a", "s", "t", "i", "j", "l", "m", "x", "y", "f", "d"]
PARAMS = [p + k + t for t in TYPES for p in ("", "P", "PP", "PPP") for k in ("", "K")]
IDENTIFIERS = ["k", "_", "f_1", "mathKernel1", "radix_dequant_k7_0", "A" * 40, "__global_k", "x9"]


def theirs(name: str) -> str:
    try:
        return cxxfilt.demangle(name, external_only=False)
    except Exception:
        return name


def test_plain_names_demangle_as_cxxfilt_does():
    taken = 0
    for ident in IDENTIFIERS:
        for count in (1, 2, 3):
            for params in itertools.islice(itertools.product(PARAMS, repeat=count), 0, None, (1, 1, 7, 331)[count]):
                name = f"_Z{len(ident)}{ident}{''.join(params)}"
                mine = names._plain(name)
                if mine is not None:
                    taken += 1
                    assert mine == theirs(name), name
    assert taken > 2000


@pytest.mark.parametrize("name", [
    "_Z33fooi", "_Z03fooi", "_Z3fo", "_Z3foo", "_Z12_GLOBAL__N_1v", "_Z3fooPfS_", "_Z3fooKPf", "_Z3fooIiEvv",
    "_ZN2ns3fooEv", "_Z3fooi.constprop.0", "_Z3fooz", "_Z3fooe", "_Z3fooDh", "_Z3foo$i", "_Z3f$oi", "_Z3fooPKv_",
    "_Z3fooB5cxx11v", "_Z4foo1", "_Z1", "_Z"])
def test_other_names_go_to_cxxfilt(name):
    assert names._plain(name) is None
    assert names._demangle.__wrapped__(name) == theirs(name)
