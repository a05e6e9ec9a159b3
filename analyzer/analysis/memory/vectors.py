"""Components of CUDA's vector types (`float2`'s `y`, `uchar4`'s `w`): their byte offsets and types, for the
memory and race analyses' addresses (analyzer/analysis/memory/address.py `Layouts.field`)."""

from __future__ import annotations

from analyzer.cuda.model.ctype_layout import type_layout
from analyzer.lazyre import lazy

_VECTOR = lazy(r"(?:const\s+)?([a-z]+?)([1-4])")
_VECTOR_BASES = {"char": "signed char", "uchar": "unsigned char", "short": "short", "ushort": "unsigned short",
                 "int": "int", "uint": "unsigned int", "long": "long", "ulong": "unsigned long", "longlong": "long long",
                 "ulonglong": "unsigned long long", "float": "float", "double": "double"}


def vector_component(struct: str, name: str) -> tuple[int, str] | None:
    """(byte offset, base type name) of component `name` (x, y, z, w) of a CUDA vector type (`float4`, `uchar2`), else None."""
    m = _VECTOR.fullmatch(struct.strip())
    base = _VECTOR_BASES.get(m.group(1)) if m else None
    index = "xyzw".index(name)
    if base is None or index >= int(m.group(2)):
        return None
    return index * type_layout(base)[0], base
