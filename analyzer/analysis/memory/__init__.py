"""Memory-access efficiency from source: global coalescing (sectors per request) and shared-memory
bank conflicts (wavefronts per request), per access and launch. See docs/memory.md.

- address.py: lane byte addresses (the variance interpreter with pointer arithmetic), the accesses;
- sectors.py / banks.py: the hardware's count for one warp request;
- figures.py: the count over every warp of a block (and the grid's blocks), what is known;
- kernels.py: launch configurations, template instantiations, per-file cache.
"""

from analyzer.analysis.memory.figures import Figure
from analyzer.analysis.memory.kernels import unit_figures

__all__ = ["Figure", "unit_figures"]
