"""Which of CUDA's atomic functions have an overload for an element type, so that a fix of KL107/KL109 never names
one that does not compile (`atomicExch` of an `__nv_bfloat162`). From the toolkit's headers (CUDA 12-13:
device_atomic_functions.h, sm_60_atomic_functions.h, sm_70_rt.h, sm_90_rt.h, cuda_fp16.h, cuda_bf16.h) and the
Programming Guide's atomic functions: the 128-bit `atomicExch`/`atomicCAS` templates of sm_90 are left out (one
target only), and so are `float2`/`float4` `atomicAdd` (sm_90, global memory only)."""

from __future__ import annotations

_INT = frozenset({"int", "unsigned int", "unsigned long long int"})

_OVERLOADS = {
    "atomicAdd": _INT | {"float", "double", "__half", "__half2", "__nv_bfloat16", "__nv_bfloat162"},
    "atomicSub": frozenset({"int", "unsigned int"}),
    "atomicExch": _INT | {"float"},
    "atomicCAS": _INT | {"unsigned short int"},
    "atomicMin": _INT | {"long long int"},
    "atomicMax": _INT | {"long long int"},
    "atomicAnd": _INT,
    "atomicOr": _INT,
    "atomicXor": _INT,
    "atomicInc": frozenset({"unsigned int"}),
    "atomicDec": frozenset({"unsigned int"}),
}

# NOTE: the spellings of the types the table knows (a typedef whose width differs between hosts, `uint64_t`
# (`unsigned long` on Linux), stays unknown)
_NAMES = {
    "unsigned": "unsigned int", "unsigned long long": "unsigned long long int", "long long": "long long int",
    "signed": "int", "signed int": "int", "int32_t": "int", "uint32_t": "unsigned int", "unsigned short":
    "unsigned short int", "short": "short int", "half": "__half", "half2": "__half2", "nv_bfloat16": "__nv_bfloat16",
    "nv_bfloat162": "__nv_bfloat162", "uint16_t": "unsigned short int", "int16_t": "short int",
}

_KNOWN = frozenset().union(*_OVERLOADS.values()) | {"char", "signed char", "unsigned char", "short int", "bool",
                                                     "long double", "int8_t", "uint8_t"}


def overload(name: str, type_name: str) -> bool | None:
    """Whether atomic function `name` has an overload for elements of `type_name`; None when the type is not one
    the table knows (a template parameter, a struct, a typedef of another width on another host)."""
    t = " ".join(type_name.replace("const ", "").replace("volatile ", "").split())
    t = _NAMES.get(t, t)
    if t not in _KNOWN or name not in _OVERLOADS:
        return None
    return t in _OVERLOADS[name]


def missing(names: tuple[str, ...], type_name: str) -> str | None:
    """The first of `names` with no overload for `type_name` elements, else None."""
    return next((n for n in names if overload(n, type_name) is False), None)


def ordered(name: str, type_name: str, where: str) -> str:
    """The fix where the atomic a write needs has no overload for its element type: order the writes instead."""
    return (f"`{name}` has no overload for `{type_name}` elements: make one thread the only writer of `{where}` "
            f"instead: index the stores so that no two threads share an element, or let one thread store it and "
            f"order the threads that read it after it with a barrier")


def keep_one(where: str, value: str, type_name: str) -> str:
    """The fix of a result slot several threads store to: `atomicExch` keeps any of them, `atomicCAS` the first,
    each where it has an overload for the element type (else the writes are ordered instead)."""
    several = "; for several results take an index with `atomicAdd(&count, 1)`"
    if missing(("atomicExch",), type_name):
        return ordered("atomicExch", type_name, where)
    if missing(("atomicCAS",), type_name):
        return f"keep one result with `atomicExch(&{where}, {value})` (any of them){several}"
    return (f"keep one result with `atomicExch(&{where}, {value})` (any of them) or `atomicCAS(&{where}, EMPTY, "
            f"{value})` (the first){several}")
