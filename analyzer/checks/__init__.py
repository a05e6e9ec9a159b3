"""Check registry: rule id -> module path. Modules are imported lazily, only for enabled rules.

A check module defines:
    ID = "KL201"
    KIND = "source" | "record" | "message"   # a parsed source unit, one resource record, one compiler message
    def check(subject, ctx: Context) -> Iterator[Diagnostic]   # a generator; never prints
"""

from __future__ import annotations

import importlib
from types import ModuleType

REGISTRY: dict[str, str] = {
    "KL203": "analyzer.checks.kl203_low_occupancy",
    "KL204": "analyzer.checks.kl204_occupancy_cliff",
    "KL205": "analyzer.checks.kl205_register_spill",
    "KL206": "analyzer.checks.kl206_register_budget",
    "KL207": "analyzer.checks.kl207_shared_memory_budget",
    "KL208": "analyzer.checks.kl208_stack_frame",
    "KL001": "analyzer.checks.kl001_parse_error",
    "KL101": "analyzer.checks.kl101_block_size_exceeds_limit",
    "KL103": "analyzer.checks.kl103_shared_memory_exceeds_limit",
    "KL202": "analyzer.checks.kl202_block_size_not_warp_multiple",
    "KL102": "analyzer.checks.kl102_barrier_in_divergent_code",
    "KL201": "analyzer.checks.kl201_divergent_branch",
    "KL104": "analyzer.checks.kl104_operator_precedence",
    "KL105": "analyzer.checks.kl105_deprecated_warp_intrinsic",
    "KL106": "analyzer.checks.kl106_warp_sync_mask_mismatch",
    "KL107": "analyzer.checks.kl107_shared_memory_race",
    "KL108": "analyzer.checks.kl108_uninitialised_shared_read",
    "KL109": "analyzer.checks.kl109_global_race",
    "KL301": "analyzer.checks.kl301_hardcoded_warp_size",
    "KL209": "analyzer.checks.kl209_compiler_error",
    "KL401": "analyzer.checks.kl401_uncoalesced_global_access",
    "KL402": "analyzer.checks.kl402_shared_memory_bank_conflict",
    "KL501": "analyzer.checks.kl501_unsynchronized_timing",
    "KL502": "analyzer.checks.kl502_unchecked_kernel_launch",
    "KL503": "analyzer.checks.kl503_unchecked_api_call",
    "KL504": "analyzer.checks.kl504_uninitialised_device_read",
    "KL110": "analyzer.checks.kl110_access_before_bounds_check",
    "KL111": "analyzer.checks.kl111_grid_does_not_cover",
    "KL112": "analyzer.checks.kl112_host_function_in_device_code",
    "KL210": "analyzer.checks.kl210_array_exceeds_registers",
    "KL211": "analyzer.checks.kl211_grid_underfills_gpu",
}

# NOTE: the rules whose KIND is "record": a source check skips them without importing them (and the log
# reader and occupancy helpers they import). A record rule missing here is still skipped, once imported.
RECORD_RULES = frozenset({"KL203", "KL204", "KL205", "KL206", "KL207", "KL208"})
# NOTE: the rules whose KIND is "message" (compiler messages of a build log); with RECORD_RULES, what `kernlint
# ptxas` runs: it imports no source check (the parser, the analyses). tests/test_ptxas_memo.py checks both sets.
MESSAGE_RULES = frozenset({"KL209"})
# NOTE: the source rules whose check never reads unit.index (USES_INDEX = False): when only these are enabled
# a run needs no second phase. Known without importing the checks (a warm cached run imports none of them);
# tests/test_ptxas_memo.py checks these sets against the modules.
INDEX_FREE_RULES = frozenset({"KL001", "KL112", "KL210", "KL501", "KL502", "KL503", "KL504"})


def load_check(rule_id: str) -> ModuleType | None:
    path = REGISTRY.get(rule_id)
    return importlib.import_module(path) if path else None
