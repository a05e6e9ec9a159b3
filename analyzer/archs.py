"""The embedded architecture database (analyzer/data/nvidia.yaml, analyzer/data/amd.yaml): lookup by name,
products included (analyzer/data/products.yaml: `H100` is sm_90).

Data, not code: every number lives in the YAML with its source. This module only loads and resolves
names: `sm_90`, `sm_90a`, `sm_90f`, `compute_90`, `9.0`, `90` -> sm_90; `gfx90a`, `gfx90a:xnack+` -> gfx90a.
"""

from __future__ import annotations

import re
from dataclasses import field
from functools import cache
from typing import Any, Iterable

from analyzer.prebuilt import dataclass
from analyzer.errors import KernlintError, UnknownArchError
from analyzer.resources import package_data
from analyzer.lazyre import lazy

_NVIDIA_NAME = re.compile(r"^(?:sm_|compute_|lto_)?(\d{2,3})[af]?$", re.I)
_NVIDIA_DOTTED = re.compile(r"^(\d{1,2})\.(\d)$")
_AMD_NAME = lazy(r"^(gfx[0-9a-f]+)(?::.*)?$", re.I)
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


def arch_key(arch: str | None) -> str | None:
    """The canonical target name of a record's or a flag's arch, None when it names no known target."""
    if arch is None:
        return None
    try:
        return canonical_name(arch)
    except KernlintError:
        return None


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
        if match and key in all_archs() and ":" in text:
            _amd_features(name, key, text.split(":")[1:])
    if key not in all_archs():
        product = find_product(text)
        if product is not None:  # NOTE: `H100`, `MI300X`: a product names its target (analyzer/data/products.yaml)
            return product.target
        known = ", ".join(all_archs())
        raise UnknownArchError(f"unknown architecture {name!r} (known: {known}; or a product: H100, A100, "
                               f"RTX4090, L4, MI300X, MI250X, RX7900XTX, ... `kernlint archs --products`)")
    return key


_WAVE = lazy(r"^(?:wave|wavefrontsize)(32|64)$", re.I)
# NOTE: LLVM's target-id features (AMDGPUUsage "Target ID"): `gfx90a:xnack+`, `gfx90a:sramecc-:xnack+`
_TARGET_ID_FEATURE = lazy(r"^(?:xnack|sramecc)[+-]$", re.I)


def _amd_features(name: str, key: str, features: list[str]) -> int | None:
    """The wave size the suffixes of an AMD target name ask for (None: the target's default); a suffix that is
    neither a target-id feature nor a wave size the target has raises (one line, exit 2)."""
    wave = None
    for feature in features:
        match = _WAVE.match(feature.strip())
        if match:
            wave = int(match.group(1))
            sizes = all_archs()[key].params.get("wave_sizes") or [all_archs()[key].warp_size]
            if wave not in sizes:
                raise UnknownArchError(
                    f"target {name!r}: {key} has no wave{wave} (its wavefronts are "
                    f"{' or '.join(str(s) for s in sizes)} lanes; wave32 is RDNA's, gfx10 and later)")
        elif not _TARGET_ID_FEATURE.match(feature.strip()):
            raise UnknownArchError(
                f"target {name!r}: unknown suffix {feature!r} (AMD targets take :wave32, :wave64, :xnack+/-, "
                f":sramecc+/-)")
    return wave


def parse_target(name: str) -> tuple[str, int]:
    """The one reader of target names (every command): (canonical name, wave size). The wave size is 32 on
    NVIDIA, on AMD the one a `:wave32`/`:wave64` suffix asks for, else the target's default (wave32 on RDNA,
    wave64 on GCN/CDNA). Unknown names and bad suffixes raise UnknownArchError."""
    key = canonical_name(name)
    arch = all_archs()[key]
    if arch.vendor != "amd":
        return key, 32
    text = name.strip()
    wave = _amd_features(name, key, text.split(":")[1:]) if _AMD_NAME.match(text) and ":" in text else None
    return key, wave or arch.warp_size


def target_wave_size(name: str) -> int:
    """The lanes of a warp or wavefront on the target `name` (`gfx1100:wave64` -> 64; see parse_target)."""
    return parse_target(name)[1]


def canonical_target(name: str) -> str:
    """canonical_name, keeping a `:wave64` request on AMD targets that default to wave32 (RDNA builds with
    -mwavefrontsize64); `gfx1100:wave32` is `gfx1100`, `gfx90a:wave64` is `gfx90a`."""
    key, wave = parse_target(name)
    return f"{key}:wave64" if wave != all_archs()[key].warp_size else key


def get_arch(name: str) -> Arch:
    return all_archs()[canonical_name(name)]


# --- GPU products as target names (analyzer/data/products.yaml; waves in analyzer/products.py) ---------

@dataclass(frozen=True)
class Product:
    name: str
    description: str
    target: str
    multiprocessors: int        # SMs, or CUs on AMD
    memory_clock_mhz: float     # cudaDeviceProp::memoryClockRate: half the per-pin data rate
    bus_width_bits: int
    stated_bandwidth_gbs: float
    aliases: tuple[str, ...] = ()

    @property
    def bandwidth_gbs(self) -> float:
        """Theoretical bandwidth (seed 003 / CUDA Best Practices Guide): clock x bus bytes x 2 (DDR), in GB/s."""
        return self.memory_clock_mhz * 1e6 * (self.bus_width_bits / 8) * 2 / 1e9

    @property
    def wave_units(self) -> int:
        """What one occupancy result's `blocks_per_sm` is per: SMs, CUs, or WGPs on RDNA (two CUs)."""
        per = int(get_arch(self.target).params.get("cus_per_wgp") or 1)
        return self.multiprocessors // per

    @property
    def unit_name(self) -> str:
        arch = get_arch(self.target)
        if arch.vendor == "nvidia":
            return "SMs"
        return "WGPs" if arch.params.get("cus_per_wgp") else "CUs"


def _key(name: str) -> str:
    text = re.sub(r"[\s_\-]+", "", name.strip().upper())
    return re.sub(r"^(NVIDIA|AMD)", "", re.sub(r"^(NVIDIA|AMD)(GEFORCE|TESLA|INSTINCT|RADEON)", r"\1", text))


@cache
def all_products() -> dict[str, Product]:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    raw = yaml.load(package_data("products.yaml").read_text(encoding="utf-8"), Loader=loader) or {}
    products = {}
    for name, fields in (raw.get("products") or {}).items():
        fields = dict(fields)
        aliases = tuple(fields.pop("aliases", ()) or ())
        products[name] = Product(name=name, aliases=aliases, **fields)
    return products


@cache
def _index() -> dict[str, Product]:
    index = {}
    for product in all_products().values():
        for name in (product.name, *product.aliases):
            index[_key(name)] = product
    return index


def find_product(name: str) -> Product | None:
    """The product called `name` (any case; spaces, dashes and a vendor prefix ignored), or None."""
    return _index().get(_key(name.split(":")[0]))


def products_in(names: Iterable[str] | None) -> tuple[Product, ...]:
    """The products among target names given by the user (config `targets`, `--target`, `--arch`)."""
    found = [find_product(n) for n in names or ()]
    return tuple(dict.fromkeys(p for p in found if p is not None))
