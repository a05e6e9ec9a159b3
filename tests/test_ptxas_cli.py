"""`kernlint ptxas`: JSON keys, stdin, exit codes gated by budgets, one-line errors, AMD occupancy = clang's."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from cli_runner import run_kernlint

LOGS = Path(__file__).resolve().parents[1] / "fixtures" / "logs"
RECORD_KEYS = {"kernel", "name", "arch", "registers", "shared_bytes", "constant_bytes", "stack_bytes",
               "spill_store_bytes", "spill_load_bytes", "barriers", "line", "occupancy"}
AMD_KEYS = {"vgprs", "sgprs", "agprs", "scratch_bytes", "lds_bytes", "occupancy_waves_per_simd"}
OCC_KEYS = {"block_size", "occupancy", "blocks_per_sm", "limiter", "waves_per_simd"}
DIAG_KEYS = ["rule", "name", "severity", "message", "kernel", "arch", "line", "help"]


def kernlint(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return run_kernlint("ptxas", *args, stdin=stdin, cwd=LOGS.parent.parent, text=False)


def as_json(result: subprocess.CompletedProcess) -> dict:
    return json.loads(result.stdout)


def test_json_keys_and_values() -> None:
    result = kernlint(str(LOGS / "warp_divergence_sm86.log"), "--format", "json")
    assert result.returncode == 0, result.stderr
    doc = as_json(result)
    assert doc["block_size"] == 256
    first = doc["records"][0]
    assert RECORD_KEYS <= set(first) and OCC_KEYS <= set(first["occupancy"])
    # the seed's log: mathKernel2 10 registers, 360 bytes cmem[0] on sm_86; 256 threads -> 48 warps of 48 = 100 %
    k2 = [r for r in doc["records"] if r["name"] == "mathKernel2(float*)"][0]
    assert (k2["kernel"], k2["arch"], k2["registers"], k2["constant_bytes"]) == ("_Z11mathKernel2Pf", "sm_86", 10,
                                                                                 {"0": 360})
    assert (k2["occupancy"]["blocks_per_sm"], k2["occupancy"]["occupancy"]) == (6, 1.0)


def test_stdin_and_block_size() -> None:
    data = (LOGS / "warp_divergence_sm86.log").read_bytes()
    doc = as_json(kernlint("-", "--format", "json", "--block-size", "32", stdin=data))
    assert len(doc["records"]) == 3 and doc["block_size"] == 32
    # 32-thread blocks on sm_86: 16 blocks x 1 warp of 48 -> 33.3 % (the seed's figure)
    assert {round(r["occupancy"]["occupancy"], 3) for r in doc["records"]} == {0.333}


def test_budgets_gate_exit_code() -> None:
    log = str(LOGS / "make_build.log")
    within = kernlint(log, "--select", "KL206,KL207", "--max-registers", "128", "--max-shared", "300K")
    assert within.returncode == 0, within.stdout
    over = kernlint(log, "--select", "KL206", "--max-registers", "127", "--format", "json")
    assert over.returncode == 1
    doc = as_json(over)
    assert [list(d) for d in doc["diagnostics"]][0] == DIAG_KEYS
    assert {(d["rule"], d["arch"], d["line"]) for d in doc["diagnostics"]} == {("KL206", "sm_80", 107),
                                                                             ("KL206", "sm_120", 128)}
    smem = kernlint(log, "--select", "KL207", "--max-shared", "4K", "--format", "json")
    assert smem.returncode == 1
    assert {d["line"] for d in as_json(smem)["diagnostics"]} == {65, 100, 158}   # 4224, 4224, 262144 bytes
    spill = kernlint(str(LOGS / "maxrreg32_spills.log"), "--select", "KL205", "--fail-on", "error")
    assert spill.returncode == 0
    spill = kernlint(str(LOGS / "maxrreg32_spills.log"), "--select", "KL205", "--fail-on", "error",
                     "--fail-on-spill")
    assert spill.returncode == 1


def test_low_occupancy_message_in_user_terms() -> None:
    result = kernlint(str(LOGS / "old_toolkits_handwritten.log"), "--select", "KL203", "--format", "json")
    assert result.returncode == 1
    diags = as_json(result)["diagnostics"]
    # 168 registers: 65536 / (176 x 256) -> 1 block; 128 registers is the most for 2 blocks (65536 / 512)
    matmul = [d for d in diags if d["arch"] == "sm_80"][0]
    assert matmul["message"].startswith("`matmul` on sm_80: 168 registers/thread")
    assert "1 block of 256 threads per SM (12.5 %)" in matmul["message"]
    assert "at 128 registers: 2 blocks (25 %)" in matmul["help"]
    assert "__launch_bounds__(256, 2) or -maxrregcount=128" in matmul["help"]


def test_target_filters_nvidia_records() -> None:
    doc = as_json(kernlint(str(LOGS / "multi_gencode.log"), "--format", "json", "--target", "sm_90"))
    assert {r["arch"] for r in doc["records"]} == {"sm_90", "sm_90a"}


@pytest.mark.parametrize("target", ["gfx908", "gfx90a", "gfx942", "gfx1100"])
def test_amd_occupancy_equals_clang(target: str) -> None:
    """The remarks were made with reqd_work_group_size(256): both sides assume 256-item workgroups."""
    doc = as_json(kernlint(str(LOGS / f"amd_{target}.log"), "--arch", target, "--format", "json",
                           "--block-size", "256", "--exit-zero"))
    assert len(doc["records"]) == 5
    for record in doc["records"]:
        assert AMD_KEYS <= set(record) and record["arch"] == target
        assert record["occupancy"]["waves_per_simd"] == record["occupancy_waves_per_simd"], record["kernel"]


@pytest.mark.parametrize("args, needle", [
    (["/nonexistent/build.log"], "no such file"),
    (["LOGS/make_build.log", "--max-shared", "12 parsecs"], "invalid size"),
    (["LOGS/make_build.log", "--arch", "sm_999"], "unknown architecture"),
    (["LOGS/make_build.log", "--min-occupancy", "2"], "--min-occupancy"),
    (["LOGS/src"], "directory"),
])
def test_errors_exit_2_with_one_line(args: list[str], needle: str) -> None:
    result = kernlint(*[a.replace("LOGS", str(LOGS)) for a in args])
    assert result.returncode == 2
    err = result.stderr.decode()
    assert err.count("\n") == 1 and needle in err and "Traceback" not in err


def test_binary_input_is_an_error(tmp_path: Path) -> None:
    blob = tmp_path / "a.out"
    blob.write_bytes(b"\x7fELF\x00\x00ptxas info    : Used 1 registers\n")
    result = kernlint(str(blob))
    assert result.returncode == 2 and "binary" in result.stderr.decode()


def test_empty_log_is_clean(tmp_path: Path) -> None:
    empty = tmp_path / "empty.log"
    empty.write_text("")
    result = kernlint(str(empty), "--format", "json")
    assert result.returncode == 0 and as_json(result)["records"] == []


def test_output_is_deterministic() -> None:
    args = (str(LOGS / "make_build.log"), "--format", "json", "--max-registers", "16")
    assert kernlint(*args).stdout == kernlint(*args).stdout


@pytest.mark.parametrize("expect", sorted(LOGS.glob("*.expect.yaml")), ids=lambda p: p.name)
def test_expected_findings(expect: Path) -> None:
    """Each x.expect.yaml lists the findings of `kernlint ptxas x.log` (hand-derived from the log text)."""
    import yaml

    spec = yaml.safe_load(expect.read_text())
    log = expect.with_name(expect.name.replace(".expect.yaml", ".log"))
    doc = as_json(kernlint(str(log), "--format", "json", *spec.get("args", [])))
    assert sorted((d["rule"], d["line"], d["arch"]) for d in doc["diagnostics"]) == \
        sorted((e["rule"], e["line"], e["arch"]) for e in spec["findings"])


def test_a_record_cut_short_is_said_and_never_passes_a_budget(tmp_path) -> None:
    log = tmp_path / "cut.log"
    log.write_text("ptxas info    : Compiling entry function '_Z1kPf' for 'sm_90'\n"
                   "ptxas info    : Function properties for _Z1kPf\n"
                   "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
                   "ptxas info    : Used 40 regis", encoding="utf-8")
    doc = json.loads(kernlint(str(log), "--format", "json").stdout)
    assert doc["records"][0]["registers"] is None
    assert [(m["level"], m["line"], m["kernel"]) for m in doc["messages"]] == [("warning", 1, "_Z1kPf")]
    gated = kernlint(str(log), "--max-registers", "64", "--format", "json")
    assert gated.returncode == 1
    assert [d["rule"] for d in json.loads(gated.stdout)["diagnostics"]] == ["KL206"]


def test_utf16_logs_read_like_utf8_and_late_binary_leaves_no_half_document(tmp_path) -> None:
    """PowerShell's `>` writes UTF-16 with a BOM: same records. A NUL far into a log is refused with
    nothing on stdout (no half JSON document)."""
    text = (LOGS / "make_build.log").read_text(encoding="utf-8")
    (tmp_path / "ps.log").write_text(text.replace("\n", "\r\n"), encoding="utf-16")
    utf8 = json.loads(kernlint(str(LOGS / "make_build.log"), "--format", "json").stdout)
    utf16 = json.loads(kernlint(str(tmp_path / "ps.log"), "--format", "json").stdout)
    assert utf16["records"] == utf8["records"]
    (tmp_path / "late.log").write_bytes(text.encode() * 40 + b"\x00junk\n" + text.encode())
    proc = kernlint(str(tmp_path / "late.log"), "--format", "json")
    assert proc.returncode == 2 and proc.stdout == b"" and len(proc.stderr.strip().splitlines()) == 1


def test_notes_for_records_without_occupancy(tmp_path) -> None:
    """AMD remarks without --arch, and a target missing from the database, say why there is no occupancy;
    CUDA 12.8's name sm_101 is today's sm_110."""
    amd = as_json(kernlint(str(LOGS / "amd_gfx908.log"), "--format", "json"))
    assert [m["message"].split(":")[0] for m in amd["messages"] if m["level"] == "note"] == ["AMD remarks name no target"]
    log = tmp_path / "u.log"
    log.write_text("ptxas info    : Compiling entry function '_Z1kPf' for 'sm_101a'\n"
                   "ptxas info    : Used 40 registers, used 0 barriers\n"
                   "ptxas info    : Compiling entry function '_Z1kPf' for 'sm_999'\n"
                   "ptxas info    : Used 40 registers, used 0 barriers\n", encoding="utf-8")
    doc = as_json(kernlint(str(log), "--format", "json"))
    assert doc["records"][0]["occupancy"] is not None and doc["records"][1]["occupancy"] is None
    assert [m["line"] for m in doc["messages"] if m["level"] == "note"] == [3]
