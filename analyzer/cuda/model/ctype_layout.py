"""C type sizes, alignments and integer kinds for the evaluator and the shared-memory estimate.

Sizes are bytes on the CUDA/HIP device ABI (LP64 hosts): `long` is 8; CUDA's vector types align to their
size up to 16 bytes, 3-element vectors to their scalar; pointers are 8 bytes.
"""

from __future__ import annotations

from functools import lru_cache

from analyzer.cuda import ast
from analyzer.lazyre import lazy

#: size in bytes, alignment in bytes (CUDA's vector types align to their size up to 16; 3-vectors to the scalar).
TYPE_LAYOUT: dict[str, tuple[int, int]] = {}


def _add(names: str, size: int, align: int | None = None) -> None:
    for name in names.split():
        TYPE_LAYOUT[name] = (size, align or size)


_add("char signed_char unsigned_char bool int8_t uint8_t __nv_fp8_e4m3 __nv_fp8_e5m2 __nv_fp8_storage_t", 1)
_add("short unsigned_short short_int unsigned_short_int int16_t uint16_t half __half __nv_bfloat16 "
     "nv_bfloat16 __hip_bfloat16 hip_bfloat16 _Float16 char2 uchar2 at_Half c10_Half at_BFloat16 c10_BFloat16", 2)
_add("int unsigned unsigned_int signed signed_int int32_t uint32_t float wchar_t char32_t half2 __half2 "
     "__nv_bfloat162 nv_bfloat162 char4 uchar4 short2 ushort2", 4)
_add("long unsigned_long long_int unsigned_long_int long_long unsigned_long_long long_long_int "
     "unsigned_long_long_int int64_t uint64_t size_t ssize_t ptrdiff_t intptr_t uintptr_t double "
     "float2 int2 uint2 short4 ushort4 long1 ulong1 longlong1 ulonglong1 double1", 8)
_add("float4 int4 uint4 double2 long2 ulong2 longlong2 ulonglong2", 16)
_add("double4 long4 ulong4 longlong4 ulonglong4", 32, 16)
_add("float3 int3 uint3", 12, 4)
_add("char3 uchar3", 3, 1)
_add("short3 ushort3", 6, 2)
_add("double3 long3 ulong3 longlong3 ulonglong3", 24, 8)
_add("float1 int1 uint1", 4)
_add("char1 uchar1", 1)
_add("short1 ushort1", 2)

#: integer types: name -> (bits, unsigned). `char` is signed on every CUDA/HIP host ABI we target.
INT_TYPES: dict[str, tuple[int, bool]] = {}
for _names, _bits, _unsigned in (
        ("char signed_char int8_t", 8, False), ("unsigned_char uint8_t bool", 8, True),
        ("short short_int int16_t", 16, False), ("unsigned_short unsigned_short_int uint16_t", 16, True),
        ("int signed signed_int int32_t wchar_t i32 s32 int32", 32, False),
        ("unsigned unsigned_int uint32_t char32_t uint u32 uint32 unsigned_int32", 32, True),
        ("ushort u16 uint16", 16, True), ("uchar u8 uint8 byte", 8, True),
        ("ulong u64 uint64 ullong ulonglong unsigned_long_int64", 64, True), ("i64 int64 llong longlong", 64, False),
        ("long long_int long_long long_long_int int64_t ssize_t ptrdiff_t intptr_t", 64, False),
        ("unsigned_long unsigned_long_int unsigned_long_long unsigned_long_long_int uint64_t size_t uintptr_t",
         64, True)):
    for _name in _names.split():
        INT_TYPES[_name] = (_bits, _unsigned)

_STRIP = {"const", "volatile", "constexpr", "static", "__restrict__", "__restrict", "restrict", "register",
          "struct", "typename", "std", "::", "inline", "__device__", "__host__", "__shared__", "__constant__"}


_CV = lazy(r"\b(?:const|volatile)\b")


def unqualified(text: str) -> str:
    """A type's text without its cv-qualifiers, whole words only: `const float` -> float, `volatile unsigned int`
    -> unsigned int; `myconst_t` and `Constants` as written."""
    return " ".join(_CV.sub(" ", text).split())


@lru_cache(maxsize=4096)
def type_key(name: str) -> str:
    """Normalise a type spelling: `unsigned int` -> `unsigned_int`, `std::size_t` -> `size_t`.

    NOTE: remembered per process: a file asks it for the same few spellings tens of thousands of times."""
    text = name.replace("std::", "").replace("::", " ").replace("*", " ").replace("&", " ")
    words = [w for w in text.split() if w not in _STRIP]
    return "_".join(words)


def type_layout(t: ast.TypeRef | str) -> tuple[int, int] | None:
    """(size, alignment) in bytes of a type, or None when unknown (structs, template parameters)."""
    if isinstance(t, ast.TypeRef):
        if t.pointers:
            return (8, 8)
        name = t.base
    else:
        name = t
    return TYPE_LAYOUT.get(type_key(name))


def int_type(t: ast.TypeRef | str) -> tuple[int, bool] | None:
    """(bits, unsigned) when `t` is an integer type, else None."""
    if isinstance(t, ast.TypeRef):
        if t.pointers:
            return None
        t = t.base
    return INT_TYPES.get(type_key(t))

# NOTE: the common typedef spellings of integer types (uint, u32, ...) have their width's layout.
for _name, (_bits, _unsigned) in INT_TYPES.items():
    TYPE_LAYOUT.setdefault(_name, (_bits // 8, _bits // 8))
