"""Issue 11, conventions: selectors, command names, option bounds, suppression comments (items 1-6)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from analyzer.select import Selection
from cli_runner import spawn_kernlint

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ("__global__ void k(float* out) {\n"
          "  int tid = threadIdx.x;\n"
          "  if (tid % 2 == 0) out[tid] = 1.f;\n"
          "}\n"
          "void host(float* d) { k<<<1, 4096>>>(d); }\n")


def kernlint(*args: str, cwd: Path | None = None, stdin: str | None = None) -> subprocess.CompletedProcess:
    return spawn_kernlint(*args, cwd=cwd, stdin=stdin)


def rules_in(proc: subprocess.CompletedProcess) -> set[str]:
    return {line.rsplit("[", 1)[1].rstrip("]") for line in proc.stdout.splitlines() if line.endswith("]")}


@pytest.mark.parametrize("ignored, gone", [("KL2", "KL2"), ("KL1", "KL1"), ("ALL", "KL"), ("all", "KL")])
def test_a_prefix_ignore_removes_the_whole_prefix_from_the_default_selection(ignored, gone):
    enabled = Selection.build(None, (), (ignored,)).enabled
    assert not any(code.startswith(gone) for code in enabled)
    assert bool(enabled) == (gone != "KL")  # the other prefix stays on


def test_ignore_all_and_extend_select_one_code_keeps_only_that_code():
    assert Selection.build(None, ("KL201",), ("ALL",)).enabled == {"KL201"}
    assert Selection.build(None, ("KL201",), ("KL2",)).enabled >= {"KL201"}
    assert "KL202" not in Selection.build(None, ("KL201",), ("KL2",)).enabled


def test_ignore_prefix_on_the_command_line_and_in_config(tmp_path):
    (tmp_path / "a.cu").write_text(SOURCE)
    assert rules_in(kernlint("check", "a.cu", "--format", "concise", cwd=tmp_path)) == {"KL201", "KL101"}
    assert rules_in(kernlint("check", "a.cu", "--format", "concise", "--ignore", "KL2", cwd=tmp_path)) == {"KL101"}
    proc = kernlint("check", "a.cu", "--format", "concise", "--ignore", "ALL", cwd=tmp_path)
    assert proc.returncode == 0 and rules_in(proc) == set()
    (tmp_path / ".kernlint.yaml").write_text("ignore: [KL1]\n")
    assert rules_in(kernlint("check", "a.cu", "--format", "concise", cwd=tmp_path)) == {"KL201"}


@pytest.mark.parametrize("selector", ["KL", "kl", "ALL"])
def test_select_kl_and_all_select_every_rule(selector, tmp_path):
    from analyzer.catalogue import load_catalogue

    assert Selection.build((selector,)).enabled == set(load_catalogue())
    (tmp_path / "a.cu").write_text(SOURCE)
    (tmp_path / ".kernlint.yaml").write_text(f"select: [{selector}]\n")
    proc = kernlint("check", "a.cu", "--format", "concise", cwd=tmp_path)
    assert proc.returncode == 1 and {"KL201", "KL101"} <= rules_in(proc), proc.stderr
    proc = kernlint("check", "a.cu", "--format", "concise", "--select", selector, "--config", "/dev/null",
                    cwd=tmp_path)
    assert proc.returncode == 1 and {"KL201", "KL101"} <= rules_in(proc), proc.stderr


@pytest.mark.parametrize("spelling", ["--arch", "--target"])
def test_every_command_takes_arch_and_target(spelling, tmp_path):
    (tmp_path / "a.cu").write_text(SOURCE)
    proc = kernlint("check", "a.cu", spelling, "sm_90", "--format", "concise", cwd=tmp_path)
    assert proc.returncode == 1 and "KL101" in proc.stdout, proc.stderr
    log = ("ptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'\n"
           "ptxas info    : Used 10 registers, used 0 barriers, 352 bytes cmem[0]\n")
    proc = kernlint("ptxas", "-", spelling, "sm_90", stdin=log)
    assert proc.returncode == 0, proc.stderr
    proc = kernlint("occupancy", spelling, "sm_90", "--threads", "256", "--regs", "32")
    assert proc.returncode == 0, proc.stderr


def test_a_misspelt_command_suggests_once():
    proc = kernlint("chek")
    assert proc.returncode == 2
    assert proc.stderr.count("Did you mean 'check'?") == 1, proc.stderr


@pytest.mark.parametrize("value", [".nan", ".inf", "-.inf"])
def test_a_float_option_refuses_nan_and_infinity(value, tmp_path):
    (tmp_path / "a.cu").write_text(SOURCE)
    (tmp_path / ".kernlint.yaml").write_text(f"rules: {{KL203: {{min-occupancy: {value}}}}}\n")
    proc = kernlint("check", "a.cu", cwd=tmp_path)
    assert proc.returncode == 2 and "min-occupancy" in proc.stderr, proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("comment", ["// KERNLINT: IGNORE[KL201]", "// Kernlint: ignore[kl201]",
                                     "// kernlint: ignore[Divergent-Branch]"])
def test_suppression_comments_are_case_insensitive(comment, tmp_path):
    (tmp_path / "a.cu").write_text(SOURCE.replace("1.f;\n", "1.f;  " + comment + "\n", 1))
    proc = kernlint("check", "a.cu", "--format", "concise", "--select", "KL201,KL003", cwd=tmp_path)
    assert proc.returncode == 0 and proc.stdout.strip() == "", proc.stdout
