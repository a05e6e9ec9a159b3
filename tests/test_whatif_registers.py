"""The registers what-if (analyzer/occupancy/whatif.registers_step) finds the largest register count below the
current one that raises occupancy by bisection, which holds because occupancy never falls as registers fall.
Differential: the same answer as trying every register count from the top down, on every target, over random
and edge configurations (a fixed seed)."""

from __future__ import annotations

import random

from analyzer.archs import all_archs, get_arch
from analyzer.occupancy import occupancy
from analyzer.occupancy.whatif import Step, _call, _more, registers_step


def _linear(result, opts) -> Step | None:
    cap = get_arch(result.arch).params.get("max_regs_per_thread") if result.vendor == "nvidia" else None
    top = result.registers_per_thread - 1 if cap is None else min(result.registers_per_thread - 1, int(cap))
    for regs in range(top, -1, -1):
        trial = _call(result, opts, registers_per_thread=regs)
        if _more(trial, result):
            return Step(regs, trial.occupancy, trial.blocks_per_sm)
    return None


def test_bisection_equals_the_linear_scan_on_every_target():
    rng = random.Random(29)
    for arch in sorted(all_archs()):
        for _ in range(12):
            block = rng.choice([32, 64, 96, 128, 192, 256, 384, 512, 640, 768, 1024])
            regs = rng.choice([1, 2, 16, 24, 32, 40, 64, 96, 128, 168, 200, 255, 256]) if rng.random() < 0.5 \
                else rng.randint(1, 256)
            smem = rng.choice([0, 0, 1024, 12 * 1024, 40 * 1024])
            result = occupancy(arch, block, regs, smem)
            if result.blocks_per_sm == 0:
                continue
            got, want = registers_step(result, {}), _linear(result, {})
            assert (got is None) == (want is None), (arch, block, regs, smem)
            if got is not None:
                assert (got.value, got.occupancy, got.blocks_per_sm) == \
                       (want.value, want.occupancy, want.blocks_per_sm), (arch, block, regs, smem)
