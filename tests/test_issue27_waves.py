"""Issue 27 items 1 and 2: the wave size comes from each target, and one parser reads target names for
every command (`gfx1100:wave64` honoured everywhere; a bad suffix is one line and exit 2)."""

from __future__ import annotations

import json

import pytest
from cli_runner import run_kernlint

HIP = """#include <hip/hip_runtime.h>
__global__ void k(float *out, const float *in) {
    int t = threadIdx.x;
    if (t < 32) {
        for (int j = 0; j < 64; ++j)
            out[t * 64 + j] = in[t * 64 + j] * 2.0f + out[t * 64 + j];
    } else {
        for (int j = 0; j < 64; ++j)
            out[t * 64 + j] = in[t * 64 + j] - 1.0f;
    }
}
void run(float *o, const float *i) { hipLaunchKernelGGL(k, dim3(4), dim3(96), 0, 0, o, i); }
"""


def _rules(tmp_path, *args: str, name: str = "x.hip", text: str = HIP) -> list[dict]:
    (tmp_path / name).write_text(text)
    result = run_kernlint("check", name, "--format", "json", "--select", "KL201,KL202", *args, cwd=tmp_path)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)["diagnostics"]


def test_rdna_target_judges_hip_with_wave32(tmp_path):
    found = _rules(tmp_path, "--arch", "gfx1100")
    assert found == [], found  # t < 32 splits no 32-lane wave; 96 = 3 x 32


def test_cdna_target_judges_hip_with_wave64(tmp_path):
    found = {d["rule"] for d in _rules(tmp_path, "--arch", "gfx90a")}
    assert found == {"KL201", "KL202"}


def test_wave64_suffix_makes_rdna_wave64_in_check(tmp_path):
    found = {d["rule"] for d in _rules(tmp_path, "--arch", "gfx1100:wave64")}
    assert found == {"KL201", "KL202"}


def test_hip_built_for_nvidia_is_wave32(tmp_path):
    assert _rules(tmp_path, "--arch", "sm_90") == []


def test_mixed_wave_sizes_report_the_wave64_findings_naming_their_targets(tmp_path):
    found = _rules(tmp_path, "--arch", "gfx1100", "--arch", "gfx90a")
    assert {d["rule"] for d in found} == {"KL201", "KL202"}
    assert all("gfx90a" in d["message"] for d in found), [d["message"] for d in found]
    assert all("gfx1100" not in d["message"] for d in found)


def test_mixed_wave_sizes_report_a_wave32_finding_once(tmp_path):
    text = HIP.replace("t < 32", "t % 2 == 0").replace("dim3(96)", "dim3(80)")
    found = _rules(tmp_path, "--arch", "gfx1100", "--arch", "gfx90a", text=text)
    assert sorted(d["rule"] for d in found) == ["KL201", "KL202"], found


def test_mwavefrontsize64_in_the_compile_command_makes_wave64(tmp_path):
    (tmp_path / "compile_commands.json").write_text(json.dumps([{
        "directory": str(tmp_path), "file": "x.hip",
        "arguments": ["hipcc", "--offload-arch=gfx1100", "-mwavefrontsize64", "-c", "x.hip"]}]))
    found = {d["rule"] for d in _rules(tmp_path, "--arch", "gfx1100")}
    assert found == {"KL201", "KL202"}
    found = {d["rule"] for d in _rules(tmp_path, "--arch", "gfx1100", "--no-cache")}
    assert found == {"KL201", "KL202"}


def test_config_targets_wave_sizes(tmp_path):
    (tmp_path / ".kernlint.yaml").write_text("targets: [gfx1100]\n")
    assert _rules(tmp_path) == []
    (tmp_path / ".kernlint.yaml").write_text("targets: ['gfx1100:wave64']\n")
    assert {d["rule"] for d in _rules(tmp_path)} == {"KL201", "KL202"}


def test_warp_size_for_each_target():
    from analyzer.archs import target_wave_size

    assert target_wave_size("gfx1100") == 32
    assert target_wave_size("gfx1100:wave64") == 64
    assert target_wave_size("gfx90a") == 64
    assert target_wave_size("gfx90a:xnack+") == 64
    assert target_wave_size("sm_90") == 32
    assert target_wave_size("H100") == 32


def test_occupancy_honours_the_wave64_suffix():
    plain = json.loads(run_kernlint("occupancy", "--arch", "gfx1100", "--threads", "256", "--regs", "128",
                                    "-f", "json").stdout)[0]
    suffix = json.loads(run_kernlint("occupancy", "--arch", "gfx1100:wave64", "--threads", "256", "--regs", "128",
                                     "-f", "json").stdout)[0]
    flag = json.loads(run_kernlint("occupancy", "--arch", "gfx1100", "--wave-size", "64", "--threads", "256",
                                   "--regs", "128", "-f", "json").stdout)[0]
    assert plain["warp_size"] == 32
    assert suffix["warp_size"] == 64
    assert suffix["occupancy"] == flag["occupancy"] != plain["occupancy"]


def test_occupancy_refuses_a_wave_size_that_contradicts_the_suffix():
    result = run_kernlint("occupancy", "--arch", "gfx1100:wave64", "--wave-size", "32", "--regs", "32")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "wave" in result.stderr


@pytest.mark.parametrize("command", [
    ("occupancy", "--regs", "32", "--arch"),
    ("archs",),
    ("check", "x.hip", "--arch"),
    ("ptxas", "log.txt", "--arch"),
])
@pytest.mark.parametrize("name, says", [
    ("gfx1100:foo", "foo"), ("gfx1100:banana", "banana"), ("gfx90a:wave32", "wave32"), ("sm_90:wave64", "sm_90"),
])
def test_bad_target_suffix_is_one_line_and_exit_2(tmp_path, command, name, says):
    (tmp_path / "x.hip").write_text(HIP)
    (tmp_path / "log.txt").write_text("")
    result = run_kernlint(*command, name, cwd=tmp_path)
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert result.stderr.startswith("kernlint: ") and result.stderr.count("\n") == 1, result.stderr
    assert says in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("command", ["check", "memory", "ptxas"])
def test_bad_target_suffix_in_config_is_one_line(tmp_path, command):
    """`memory` takes its targets from the config (it has no --arch: its figures are NVIDIA's)."""
    (tmp_path / ".kernlint.yaml").write_text("targets: ['gfx90a:wave32']\n")
    (tmp_path / "x.hip").write_text(HIP)
    result = run_kernlint(command, "x.hip", cwd=tmp_path)
    assert result.returncode == 2 and "wave32" in result.stderr and result.stderr.count("\n") == 1


@pytest.mark.parametrize("name", ["gfx90a:xnack+", "gfx90a:sramecc-:xnack+", "gfx1100:wave32", "gfx1100:wave64",
                                  "gfx942:wave64"])
def test_good_target_suffixes_are_accepted(name):
    assert run_kernlint("archs", name).returncode == 0
    assert run_kernlint("occupancy", "--arch", name, "--regs", "32").returncode == 0
