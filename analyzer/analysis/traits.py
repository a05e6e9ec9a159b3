"""Type traits of an instantiation (`std::is_same<T, double>::value`, `std::is_same_v<T, float>`,
`std::is_floating_point<T>::value`, `std::is_integral_v<T>`): a compile-time constant once the type parameters are
bound (the interpreter's `type_args`, `T` -> "float" for the launch `gen<float>`), so a branch on one is taken in
that instantiation only, as `sizeof(T) == 8` is (review r17 C-Q4). A trait over a type kernlint does not know stays
unknown."""

from __future__ import annotations

import re

from analyzer.cuda.model.ctype_layout import int_type, type_key

_TRAIT = re.compile(r"^(?:::)?(?:std::|cuda::std::|::std::)?(is_same|is_floating_point|is_integral)(_v)?\s*<(.*)>"
                    r"(\s*::\s*value)?$", re.S)
_SPELLING = {"unsigned": "unsigned int", "signed": "int", "signed int": "int", "long int": "long", "short int": "short",
             "unsigned long int": "unsigned long", "long long int": "long long", "unsigned long long int":
             "unsigned long long", "half": "__half", "nv_bfloat16": "__nv_bfloat16", "int32_t": "int",
             "uint32_t": "unsigned int", "int8_t": "signed char", "uint8_t": "unsigned char", "int16_t": "short",
             "uint16_t": "unsigned short"}  # NOTE: no int64_t: `long` on Linux, `long long` elsewhere (unknown)
_FLOATS = {"float", "double", "long double", "__half", "__nv_bfloat16"}
_INTEGRALS = {"bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int", "unsigned int",
              "long", "unsigned long", "long long", "unsigned long long"}
_KNOWN = _FLOATS | _INTEGRALS


def type_trait(name: str, type_args: dict | None) -> int | None:
    """1 or 0 for a trait `name` whose types the instantiation's `type_args` make known, else None."""
    if "<" not in name or not type_args:
        return None
    m = _TRAIT.match(name.strip())
    if m is None or (m.group(2) is None) == (m.group(4) is None):  # NOTE: `is_same_v<...>` or `is_same<...>::value`
        return None
    args = [_resolved(a, type_args) for a in _split(m.group(3))]
    if m.group(1) == "is_same":
        if len(args) != 2 or None in args:
            return None
        return int(args[0] == args[1]) if args[0] == args[1] or {args[0], args[1]} <= _KNOWN else None
    if len(args) != 1 or args[0] not in _KNOWN:
        return None
    return int(args[0] in (_FLOATS if m.group(1) == "is_floating_point" else _INTEGRALS))


def _split(text: str) -> list[str]:
    out, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += (c in "<([") - (c in ">)]")
        if c == "," and depth == 0:
            out.append(text[start:i])
            start = i + 1
    return out + [text[start:]]


def _resolved(text: str, type_args: dict) -> str | None:
    words = " ".join(w for w in text.split() if w not in ("const", "volatile"))
    words = type_args.get(words, words)
    words = " ".join(w for w in str(words).split() if w not in ("const", "volatile"))
    return _SPELLING.get(words, words) or None


# NOTE: the values a load of a narrow integer type can hold (its symbol's suffix: race/scatter.separated samples it
# inside them): `hist[j * 256 + src[i]]` with `src` of `unsigned char` stays in the thread's 256 counters (review r18
# A-Q1). The widths and signs are ctype_layout's integer table (its typedef spellings: `uint8_t`, `uchar`, `u16`)
RANGE_OF = {"#u8": (0, 255), "#i8": (-128, 127), "#u16": (0, 65535), "#i16": (-32768, 32767), "#u1": (0, 1)}


def ranged(t) -> str:
    """The suffix of a loaded value's symbol naming its type's range (`#u8`), "" for any other type."""
    if t is None or t.pointers or t.dims:
        return ""
    if type_key(t.base) == "bool":
        return "#u1"
    found = int_type(t.base)
    return "" if found is None or found[0] > 16 else f"#{'u' if found[1] else 'i'}{found[0]}"
