"""The embedded architecture database (analyzer/data/nvidia.yaml, analyzer/data/amd.yaml): lookup by name.

Data, not code: every number lives in the YAML with its source. This module only loads and resolves
names: `sm_90`, `sm_90a`, `sm_90f`, `compute_90`, `9.0`, `90` -> sm_90; `gfx90a`, `gfx90a:xnack+` -> gfx90a.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from analyzer.errors import UnknownArchError
from analyzer.resources import package_data

_NVIDIA_NAME = re.compile(r"^(?:sm_|compute_|lto_)?(\d{2,3})[af]?$", re.I)
_NVIDIA_DOTTED = re.compile(r"^(\d{1,2})\.(\d)$")
_AMD_NAME = re.compile(r"^(gfx[0-9a-f]+)(?::.*)?$", re.I)
# NOTE: CUDA 12.8/12.9 logs name Jetson Thor sm_101; CUDA 13.0 renamed it sm_110 (same part, same limits)
_RENAMED = {"sm_101": "sm_110"}


@dataclass(frozen=True)
class Arch:
    """One target. `params` holds the vendor-specific numbers exactly as in the YAML (sources in comments)."""

    name: str
    vendor: str  # "nvidia" | "amd"
    description: str
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def warp_size(self) -> int:
        return int(self.params.get("warp_size") or self.params.get("wave_size_default") or 32)


def _load(file: str, vendor: str) -> dict[str, Arch]:
    from analyzer.resources import load_yaml_files

    path = package_data(file)
    if not path.exists():
        return {}
    raw = load_yaml_files([path])[0] or {}
    archs = {}
    for name, params in (raw.get("archs") or {}).items():
        params = dict(params)
        archs[name] = Arch(name, vendor, str(params.pop("description", name)), params)
    return archs


@cache
def all_archs() -> dict[str, Arch]:
    """Every known target, NVIDIA first (by compute capability), then AMD, in database order."""
    return {**_load("nvidia.yaml", "nvidia"), **_load("amd.yaml", "amd")}


def canonical_name(name: str) -> str:
    """Normalise a user-given target name; raises UnknownArchError for unknown targets."""
    text = name.strip()
    match = _NVIDIA_DOTTED.match(text)
    if match:
        text = f"sm_{match.group(1)}{match.group(2)}"
    match = _NVIDIA_NAME.match(text)
    if match:
        key = _RENAMED.get(f"sm_{match.group(1)}", f"sm_{match.group(1)}")
    else:
        match = _AMD_NAME.match(text)
        key = match.group(1).lower() if match else text
    if key not in all_archs():
        from analyzer.products import find_product

        product = find_product(text)
        if product is not None:  # NOTE: `H100`, `MI300X`: a product names its target (analyzer/data/products.yaml)
            return product.target
        known = ", ".join(all_archs())
        raise UnknownArchError(f"unknown architecture {name!r} (known: {known}; or a product: H100, A100, "
                               f"RTX4090, L4, MI300X, MI250X, RX7900XTX, ... `kernlint archs --products`)")
    return key


WAVE64 = re.compile(r":(?:wave|wavefrontsize)64\b", re.I)  # `gfx1100:wave64`: a -mwavefrontsize64 build


def canonical_target(name: str) -> str:
    """canonical_name, keeping a `:wave64` request on AMD targets (RDNA builds with -mwavefrontsize64)."""
    key = canonical_name(name)
    return f"{key}:wave64" if WAVE64.search(name) and all_archs()[key].vendor == "amd" else key


def get_arch(name: str) -> Arch:
    return all_archs()[canonical_name(name)]
