"""Product names as targets (analyzer/data/products.yaml), theoretical bandwidth by the Best Practices
Guide's formula (seed 003) re-judged against every datasheet figure, and the waves of a known grid in
`occupancy --grid` and in the `check --ptxas` launch table."""

from __future__ import annotations

import json
import subprocess
from decimal import Decimal
from pathlib import Path

import pytest

from analyzer.archs import all_archs, canonical_name
from analyzer.products import all_products, find_product, waves
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]


def kernlint(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd, env={"NO_COLOR": "1"})


def _rounded_as_stated(value: float, stated: float) -> bool:
    """`value` rounds to `stated` at the precision the datasheet wrote it (2000 -> thousands, 3350 -> tens,
    1638.4 -> tenths)."""
    text = format(Decimal(str(stated)).normalize(), "f")
    if "." in text:
        step = Decimal(1).scaleb(-len(text.split(".")[1]))
    else:
        step = Decimal(1).scaleb(len(text) - len(text.rstrip("0")))
    return (Decimal(str(value)) / step).quantize(Decimal(1), rounding="ROUND_HALF_UP") * step == Decimal(str(stated))


@pytest.mark.parametrize("name", sorted(all_products()))
def test_every_product_is_a_known_target_and_its_bandwidth_matches_the_datasheet(name):
    product = all_products()[name]
    assert product.target in all_archs()
    assert _rounded_as_stated(product.bandwidth_gbs, product.stated_bandwidth_gbs), \
        (name, product.bandwidth_gbs, product.stated_bandwidth_gbs)


def test_the_seed_example_v100_is_898_gb_s():
    assert round(find_product("V100").bandwidth_gbs) == 898  # 0.877e9 * 512 * 2 / 1e9


def test_product_names_resolve_wherever_a_target_is_accepted():
    assert canonical_name("H100") == "sm_90" and canonical_name("A100") == "sm_80"
    assert canonical_name("RTX 4090") == canonical_name("rtx4090") == canonical_name("GeForce-RTX-4090") == "sm_89"
    assert canonical_name("L4") == "sm_89" and canonical_name("MI300X") == "gfx942"
    assert canonical_name("MI250X") == "gfx90a" and canonical_name("Radeon RX 7900 XTX") == "gfx1100"


def test_waves_133_blocks_on_132_sms_is_two_waves_the_second_1_percent_full():
    w = waves(find_product("H100"), 133, 1)
    assert (w.count, w.per_wave, w.last_blocks) == (2, 132, 1)
    assert "2 waves" in w.sentence(132, "SMs") and "the last 1 % full" in w.sentence(132, "SMs")
    full = waves(find_product("H100"), 264, 1)
    assert full.count == 2 and full.sentence(132, "SMs").endswith("every wave full")
    # RDNA: a workgroup runs on a WGP of two CUs; the occupancy result counts blocks per WGP
    assert find_product("RX7900XTX").wave_units == 48


def test_occupancy_grid_says_waves_for_a_product(tmp_path):
    proc = kernlint(tmp_path, "occupancy", "--arch", "H100", "--threads", "1024", "--regs", "64", "--grid", "133")
    assert proc.returncode == 0, proc.stderr
    assert "H100: 133 blocks in 2 waves of 132 (132 SMs x 1 per SM), the last 1 % full (1 of 132)" in proc.stdout
    doc = json.loads(kernlint(tmp_path, "occupancy", "--arch", "H100", "--threads", "1024", "--regs", "64",
                              "--grid", "133", "--format", "json").stdout)
    assert doc[0]["arch"] == "sm_90" and doc[0]["waves"]["waves"] == 2 and doc[0]["waves"]["last_wave_blocks"] == 1
    plain = kernlint(tmp_path, "occupancy", "--arch", "sm_90", "--threads", "1024", "--regs", "64", "--grid", "133")
    assert "name a product as --arch" in plain.stdout


def test_unknown_name_is_one_line(tmp_path):
    proc = kernlint(tmp_path, "occupancy", "--arch", "H1000", "--regs", "32")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "or a product" in proc.stderr


LOG = """\
ptxas info    : Compiling entry function '_Z3bigPf' for 'sm_90'
ptxas info    : Function properties for _Z3bigPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 64 registers, used 0 barriers, 0 bytes smem, 360 bytes cmem[0]
"""
SOURCE = """\
__global__ void big(float *out) {
    out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
}

void run(float *out) {
    big<<<133, 1024>>>(out);
}
"""


def test_check_ptxas_launch_table_in_text_with_waves(tmp_path):
    (tmp_path / "k.cu").write_text(SOURCE)
    (tmp_path / "build.log").write_text(LOG)
    proc = kernlint(tmp_path, "check", "k.cu", "--ptxas", "build.log", "--target", "H100")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("launch "))
    assert lines[header].split() == ["launch", "kernel", "grid", "block", "target", "regs", "occupancy", "limiter",
                                     "waves"]
    row = lines[header + 1]
    assert row.startswith("k.cu:6") and " sm_90 " in row and " 64 " in row and "50 % (1 blk/SM)" in row
    assert "registers" in row and "2 waves of 132" in row and "the last 1 % full" in row
    doc = json.loads(kernlint(tmp_path, "check", "k.cu", "--ptxas", "build.log", "--target", "H100",
                              "--format", "json").stdout)
    launch = doc["launches"][0]
    assert launch["grid"] == [133, 1, 1] and launch["occupancy"]["sm_90"]["waves"][0]["waves"] == 2
    # without a product: the table, no waves column
    plain = kernlint(tmp_path, "check", "k.cu", "--ptxas", "build.log", "--target", "sm_90")
    assert "50 % (1 blk/SM)" in plain.stdout and "waves" not in plain.stdout


def test_config_targets_accept_products(tmp_path):
    (tmp_path / "k.cu").write_text(SOURCE)
    (tmp_path / "build.log").write_text(LOG)
    (tmp_path / ".kernlint.yaml").write_text("targets: [H100-PCIe]\n")
    doc = json.loads(kernlint(tmp_path, "check", "k.cu", "--ptxas", "build.log", "--format", "json").stdout)
    [waves_] = doc["launches"][0]["occupancy"]["sm_90"]["waves"]
    assert (waves_["product"], waves_["waves"], waves_["blocks_per_wave"]) == ("H100-PCIE", 2, 114)


def test_archs_products_lists_the_table(tmp_path):
    rows = json.loads(kernlint(tmp_path, "archs", "--products", "--format", "json").stdout)
    h100 = next(r for r in rows if r["name"] == "H100")
    import yaml

    data = yaml.safe_load((ROOT / "analyzer" / "data" / "products.yaml").read_text())["products"]["H100"]
    # seed 003: memory clock x 2 (double data rate) x bus width in bytes
    expected = round(data["memory_clock_mhz"] * 1e6 * 2 * data["bus_width_bits"] / 8 / 1e9, 1)
    assert h100["target"] == "sm_90" and h100["multiprocessors"] == 132 and h100["bandwidth_gbs"] == expected


MEASURED = sorted((ROOT / "tools/gpu/products/measured").glob("*.txt"))


@pytest.mark.parametrize("path", MEASURED, ids=[p.stem for p in MEASURED])
def test_product_figures_equal_those_read_from_the_lent_gpu(path):
    """tools/gpu/products/run.sh on a lent GPU reads its figures (cudaDeviceGetAttribute); the product the
    file names must state exactly those."""
    measured = dict(line.split(": ", 1) for line in path.read_text().splitlines() if ": " in line)
    product = all_products()[measured["product"]]
    assert canonical_name(product.target) == measured["target"]
    assert product.multiprocessors == int(measured["multiprocessors"])
    assert product.memory_clock_mhz * 1000 == int(measured["memory_clock_khz"])
    assert product.bus_width_bits == int(measured["bus_width_bits"])
