"""GPU products as targets (`--arch H100`, `MI300X`): analyzer/data/products.yaml, and the waves of blocks a
launch of a known grid makes on one.

A product resolves to its target (sm_90, gfx942, ...) wherever a target is accepted; commands that know
the grid of a launch also say how many waves of blocks it runs in and how full the last one is:
blocks per wave = resident blocks per multiprocessor (the occupancy result) x multiprocessors.
"""

from __future__ import annotations

from typing import Iterable

# NOTE: the product table is read and names are resolved in analyzer.archs (names are its job; no import circle)
from analyzer.archs import Product, all_products, find_product, products_in
from analyzer.prebuilt import dataclass

__all__ = ["Product", "Waves", "all_products", "fewest_units", "find_product", "launch_waves", "products_in",
           "waves"]


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


def fewest_units(settings, warp: int) -> tuple[int, str]:
    """(multiprocessors, product) of the smallest GPU the launch may run on: of the products the user named for
    the targets (`--target H100`) when there are any, else of kernlint's product table (analyzer/data/products.yaml)
    for the targets' vendors (NVIDIA: the T4's 40 SMs), counted as the units a block is placed on (WGPs on RDNA).
    The table's smallest is a lower bound for the GPUs it lists, not for every GPU of an architecture."""
    from analyzer.archs import get_arch, parse_target

    keys, vendors = set(), set()
    for target in getattr(settings, "targets", ()) or ():
        try:
            key = parse_target(target)[0]
        except Exception:  # NOTE: an unknown target is the command's error, not this rule's
            continue
        keys.add(key)
        vendors.add(get_arch(key).vendor)
    if warp == 64:
        vendors.add("amd")
    named = [p for p in getattr(settings, "products", ()) or () if p.target in keys]
    pool = named or [p for p in all_products().values() if get_arch(p.target).vendor in (vendors or {"nvidia"})]
    if not pool:
        return 0, ""
    small = min(pool, key=lambda p: p.wave_units)
    return small.wave_units, small.name
