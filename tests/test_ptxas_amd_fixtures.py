"""The log reader over the AMD-occupancy fixtures (fixtures/amd/logs: clang-19 remarks for 11 targets,
OpenCL and HIP, with and without caret lines): exact numbers, and `kernlint ptxas`'s occupancy path
(record -> target -> occupancy) equals the compiler's `Occupancy [waves/SIMD]` for every kernel, wave64
builds included (`--arch gfx1100:wave64`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from analyzer.logs import open_log, read_records
from analyzer.occupancy.records import record_occupancy

ROOT = Path(__file__).resolve().parents[1]
LOGS = sorted((ROOT / "fixtures" / "amd" / "logs").glob("*.log"))
KEYS = ("VGPRs", "SGPRs", "AGPRs", "Occupancy [waves/SIMD]", "LDS Size [bytes/block]", "ScratchSize [bytes/lane]")


def naive(path: Path) -> list[dict]:
    groups: list[dict] = []
    for line in path.read_text().splitlines():
        m = re.search(r"remark: Function Name: (\S+)", line)
        if m:
            groups.append({"kernel": m.group(1)})
            continue
        m = re.search(r"remark:\s+(\w[\w ]*(?: \[[\w/]+\])?): (\d+)", line)
        if m and m.group(1) in KEYS:
            groups[-1][m.group(1)] = int(m.group(2))
    return groups


def read(path: Path):
    with open_log(str(path)) as stream:
        return list(read_records(stream))


@pytest.mark.skipif(not LOGS, reason="fixtures/amd/logs not generated")
@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_reader_numbers_exact(path: Path) -> None:
    expected, got = naive(path), read(path)
    assert len(got) == len(expected) > 0
    for r, e in zip(got, expected):
        assert (r.kernel, r.registers, r.sgprs, r.agprs, r.occupancy_waves_per_simd, r.lds_bytes, r.scratch_bytes) \
            == (e["kernel"], e["VGPRs"], e["SGPRs"], e.get("AGPRs"), e["Occupancy [waves/SIMD]"],
                e["LDS Size [bytes/block]"], e["ScratchSize [bytes/lane]"])


@pytest.mark.skipif(not LOGS, reason="fixtures/amd/logs not generated")
@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.name)
def test_occupancy_equals_compiler(path: Path) -> None:
    """Workgroup sizes come from the sources' attributes (the AMD-occupancy tests' own reader of them).
    Kernels with an `amdgpu_waves_per_eu` cap are left out: the cap is in source, not in the remarks."""
    amd = pytest.importorskip("test_occupancy_amd")
    target = path.stem.split("-")[0]
    sizes, capped = {}, set()
    for source in amd.BUILDS[path.stem][2]:
        sizes.update({(source, n): s for n, s in amd.workgroup_sizes(ROOT / amd.SRC / source).items()})
        capped |= {(source, n) for n in amd.waves_per_eu(ROOT / amd.SRC / source)}
    checked = 0
    for record in read(path):
        source = Path((record.location or "").split(":")[0]).name
        key = (source, amd.kernel_name(record.kernel))
        if key in capped:
            continue  # NOTE: amdgpu_waves_per_eu caps occupancy in source; a log alone cannot know the cap
        size = sizes.get(key)
        assert size is not None, (record.kernel, record.location)
        occ = record_occupancy(record.copy_for(target, 64 if "wave64" in path.stem else None), size)
        assert occ is not None and occ.waves_per_simd == record.occupancy_waves_per_simd, \
            (record.kernel, size, record.registers, record.sgprs, record.agprs, record.lds_bytes)
        checked += 1
    assert checked > 0


def test_cli_wave64_targets_and_disagreement_notes() -> None:
    """`--arch gfx1100:wave64` computes wave64 occupancy; every record whose occupancy still differs from
    the compiler's (another workgroup size assumed) gets a note naming both figures, and no other does."""
    import json
    import subprocess
    import sys

    log = ROOT / "fixtures" / "amd" / "logs" / "gfx1100-wave64.log"
    runs = {}
    for arch in ("gfx1100", "gfx1100:wave64"):
        proc = subprocess.run([sys.executable, "-m", "analyzer", "ptxas", str(log), "--arch", arch, "--format",
                               "json"], capture_output=True, text=True, cwd=ROOT, timeout=120)
        doc = json.loads(proc.stdout)
        differ = {r["line"] for r in doc["records"] if r["occupancy"]["waves_per_simd"] != r["occupancy_waves_per_simd"]}
        noted = {m["line"] for m in doc["messages"] if m["level"] == "note"}
        assert differ == noted
        runs[arch] = differ
    assert len(runs["gfx1100:wave64"]) < len(runs["gfx1100"])  # wave64 removes the wave-size disagreements


@pytest.mark.parametrize("target", ["gfx1030:wave64", "gfx1100:wave64", "gfx1200:wave64"])
def test_wave64_what_if_keeps_the_wave_size(target: str) -> None:
    """Issue 10 bug 2: KL203/KL204's what-if on a wave64 build is computed for wave64, like the occupancy it
    improves: every step a message proposes ("at N VGPRs: B workgroups", "at N bytes shared/workgroup: ...")
    is re-judged by the occupancy engine at wave64 (more waves than now, that many workgroups), and a
    register-limited kernel gets its register step unless no register count would help."""
    import io
    import json

    from analyzer.commands.ptxas import run
    from analyzer.occupancy import occupancy

    arch = target.split(":")[0]
    out = io.StringIO()
    run(str(ROOT / "fixtures" / "amd" / "logs" / f"{arch}-wave64.log"), "json", [target], None,
        select=["KL203", "KL204"], out=out)
    doc = json.loads(out.getvalue())
    records = {(r["line"], r["kernel"]): r for r in doc["records"]}
    judged = 0
    for diag in doc["diagnostics"]:
        record = records[(diag["line"], diag["kernel"])]
        now = record["occupancy"]
        # NOTE: the step is the finding's `help`; limited by registers with no help: no register count helps
        if "limited by registers" in diag["message"] and not diag["help"]:
            least = occupancy(arch, doc["block_size"], 1, record["shared_bytes"], 0, None, record["barriers"] or 1,
                              sgprs=record["sgprs"], agprs=record["agprs"], wave_size=64)
            assert least.waves_per_simd <= now["waves_per_simd"], diag["message"]
        for found, what, blocks in re.findall(r"at (\d+) (VGPRs|bytes shared/workgroup): (\d+) workgroups",
                                              diag["help"] or ""):
            value, blocks = int(found), int(blocks)
            regs = value if what == "VGPRs" else record["registers"]
            smem = value if what != "VGPRs" else record["shared_bytes"]
            trial = occupancy(arch, doc["block_size"], regs, smem, 0, None, record["barriers"] or 1,
                              sgprs=record["sgprs"], agprs=record["agprs"], wave_size=64)
            assert trial.blocks_per_sm == blocks, diag["message"]
            assert trial.waves_per_simd > now["waves_per_simd"], diag["message"]
            judged += 1
    assert judged > 0
