"""GPU products as targets (`--arch H100`, `MI300X`): analyzer/data/products.yaml, and the waves of blocks a
launch of a known grid makes on one.

A product resolves to its target (sm_90, gfx942, ...) wherever a target is accepted; commands that know
the grid of a launch also say how many waves of blocks it runs in and how full the last one is:
blocks per wave = resident blocks per multiprocessor (the occupancy result) x multiprocessors.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Iterable

from analyzer.resources import package_data


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
        from analyzer.archs import get_arch

        per = int(get_arch(self.target).params.get("cus_per_wgp") or 1)
        return self.multiprocessors // per

    @property
    def unit_name(self) -> str:
        from analyzer.archs import get_arch

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


@dataclass(frozen=True)
class Waves:
    product: str
    blocks: int
    per_wave: int
    count: int
    last_blocks: int

    @property
    def last_fraction(self) -> float:
        return self.last_blocks / self.per_wave

    def sentence(self, units: int, unit_name: str) -> str:
        per = self.per_wave // units
        head = (f"{self.product}: {self.blocks} block{'s' if self.blocks != 1 else ''} in {self.count} "
                f"wave{'s' if self.count != 1 else ''} of {self.per_wave} ({units} {unit_name} x {per} per "
                f"{unit_name[:-1]})")
        if self.last_blocks == self.per_wave:
            return head + ", every wave full"
        if self.count == 1:
            return head + f", {_whole_pct(self.last_fraction)} full ({self.last_blocks} of {self.per_wave})"
        return head + f", the last {_whole_pct(self.last_fraction)} full ({self.last_blocks} of {self.per_wave})"

    def to_dict(self) -> dict:
        return {"product": self.product, "blocks": self.blocks, "blocks_per_wave": self.per_wave,
                "waves": self.count, "last_wave_blocks": self.last_blocks,
                "last_wave_fraction": round(self.last_fraction, 6)}


def _whole_pct(value: float) -> str:
    """0.0076 -> '1 %' (whole percent; '<1 %' rather than a misleading 0)."""
    whole = round(value * 100)
    return "<1 %" if whole == 0 and value > 0 else f"{whole} %"


def waves(product: Product, grid_blocks: int, blocks_per_sm: int) -> Waves | None:
    """Waves of `grid_blocks` blocks on `product` at `blocks_per_sm` resident per multiprocessor (None: 0)."""
    if grid_blocks < 1 or blocks_per_sm < 1:
        return None
    per_wave = blocks_per_sm * product.wave_units
    count = -(-grid_blocks // per_wave)
    return Waves(product.name, grid_blocks, per_wave, count, grid_blocks - (count - 1) * per_wave)


def launch_waves(products: Iterable[Product], arch: str, grid, blocks_per_sm: int) -> list[dict]:
    """For `check --ptxas`: the waves of a launch of grid `grid` (x, y, z; None parts unknown) on each
    product of `arch` the user named; [] when the grid is not known."""
    if not grid or any(c is None for c in grid):
        return []
    blocks = int(grid[0]) * int(grid[1]) * int(grid[2])
    out = []
    for product in products:
        if product.target != arch.split(":")[0]:
            continue
        found = waves(product, blocks, blocks_per_sm)
        if found is not None:
            out.append({**found.to_dict(), "text": found.sentence(product.wave_units, product.unit_name)})
    return out
