"""Byte sizes as users write them: `16384`, `16K`, `16KiB`, `16 KB`, `1MiB`, `0x4000`.

NOTE: every suffix is binary (K = KB = KiB = 1024 bytes), as CUDA's own tables and ptxas write them:
"48 KB of shared memory" means 49152 bytes everywhere in NVIDIA's and AMD's documentation.
"""

from __future__ import annotations

import re

from analyzer.errors import KernlintError
from analyzer.lazyre import lazy

_UNITS = {"": 1, "b": 1, "k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}
_SIZE = lazy(r"^\s*(0x[0-9a-f]+|\d+(?:\.\d+)?)\s*(?:([kmg])(?:i?b)?|(b))?\s*$", re.I)


def parse_size(text: str | int) -> int:
    """Bytes from `text`; raises KernlintError for anything that is not a non-negative whole number of bytes."""
    if isinstance(text, bool):
        raise KernlintError(f"invalid size {text!r}")
    if isinstance(text, int):
        if text < 0:
            raise KernlintError(f"invalid size {text}: must not be negative")
        return text
    match = _SIZE.match(str(text))
    if not match:
        raise KernlintError(f"invalid size {text!r} (expected bytes such as 16384, 16K, 16KiB or 1MiB)")
    number, unit = match.group(1), (match.group(2) or match.group(3) or "").lower()
    if number.lower().startswith("0x"):
        value = int(number, 16) * _UNITS[unit]
    elif "." in number:
        whole, _, frac = number.partition(".")
        # NOTE: exact rational arithmetic: 1.5K is 1536 bytes, 0.3K is not a whole number of bytes.
        scaled = (int(whole) * 10 ** len(frac) + int(frac)) * _UNITS[unit]
        if scaled % 10 ** len(frac):
            raise KernlintError(f"invalid size {text!r}: not a whole number of bytes")
        value = scaled // 10 ** len(frac)
    else:
        value = int(number) * _UNITS[unit]
    return value


def bytes_and_size(n: int) -> str:
    """`49152` -> `49152 bytes (48 KiB)`, `300000` -> `300000 bytes`: the readable size only when it says more."""
    size = format_size(n)
    return f"{n} bytes" if size.endswith(" B") else f"{n} bytes ({size})"


def format_size(n: int) -> str:
    """`49152` -> `48 KiB`, `1000` -> `1000 B`, `1536` -> `1.5 KiB`; exact (never rounds a size away)."""
    if n < 0:
        return f"-{format_size(-n)}"
    for unit, scale in (("GiB", 1024 ** 3), ("MiB", 1024 ** 2), ("KiB", 1024)):
        if n >= scale and (n * 100) % scale == 0:
            # NOTE: n * 100 divides evenly, so two decimals are exact (no %g rounding of large values).
            text = f"{n * 100 // scale // 100}.{n * 100 // scale % 100:02d}".rstrip("0").rstrip(".")
            return f"{text} {unit}"
    return f"{n} B"
