"""The marker of analyzer.prebuilt's builders for a parameter whose field has a default factory.

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""


class _FactoryMarker:
    """The default shown for a parameter whose field has a default factory (as dataclasses shows it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


FACTORY = _FactoryMarker()
