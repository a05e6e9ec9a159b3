"""What every builder of analyzer/_prebuilt/ shares, written once by hand (tools/gen_prebuilt.py writes the
rest of the package): the marker of a default factory, and the methods whose text would differ between class
shapes only by the field names (`__repr__`, a frozen class's `__setattr__`/`__delattr__`), made from those names
with the behaviour of dataclasses' own."""

from __future__ import annotations

from _thread import get_ident
from dataclasses import FrozenInstanceError
from typing import Any, Callable


class _FactoryMarker:
    """The default shown for a parameter whose field has a default factory (as dataclasses shows it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


FACTORY = _FactoryMarker()


def repr_method(shown: tuple[str, ...]) -> Callable[[Any], str]:
    """`__repr__` showing the fields `shown`, `...` for an object already being shown on this thread (as
    dataclasses' recursive_repr)."""
    running: set = set()

    def __repr__(self: Any) -> str:
        key = id(self), get_ident()
        if key in running:
            return "..."
        running.add(key)
        try:
            return self.__class__.__qualname__ + "(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in shown) + ")"
        finally:
            running.discard(key)
    return __repr__


def frozen_methods(cls: type, names: tuple[str, ...]) -> tuple[tuple[str, Callable], ...]:
    """A frozen class's `__setattr__` and `__delattr__`: an error for the class itself or a field name."""
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)
    return (("__setattr__", __setattr__), ("__delattr__", __delattr__))
