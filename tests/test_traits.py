"""Type traits of an instantiation (analysis/traits.py): constant where its types are known, else unknown."""

from __future__ import annotations

import pytest

from analyzer.analysis.traits import type_trait


@pytest.mark.parametrize("name, args, value", [
    ("std::is_same<T, double>::value", {"T": "float"}, 0),
    ("std::is_same<T, double>::value", {"T": "double"}, 1),
    ("std::is_same_v<const T, float>", {"T": "float"}, 1),
    ("cuda::std::is_same_v<T, unsigned>", {"T": "unsigned int"}, 1),
    ("is_same<T, U>::value", {"T": "Foo", "U": "Foo"}, 1),
    ("std::is_floating_point<T>::value", {"T": "__half"}, 1),
    ("std::is_integral_v<T>", {"T": "float"}, 0),
])
def test_known_types_decide(name, args, value):
    assert type_trait(name, args) == value


@pytest.mark.parametrize("name, args", [
    ("std::is_same<T, Foo>::value", {"T": "float"}),  # NOTE: a type kernlint does not know: a typedef of float?
    ("std::is_same<T, double>", {"T": "float"}),  # NOTE: the type, not its value
    ("std::is_same_v<T, double>::value", {"T": "float"}),
    ("std::is_same<T, double>::value", {}),
    ("std::is_integral<T>::value", {"T": "Foo"}),
])
def test_unknown_types_stay_unknown(name, args):
    assert type_trait(name, args) is None
