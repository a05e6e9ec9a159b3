"""Issue 27 items 6 and 8: occupancy advice on one-block grids and no duplicate KL203/KL204 for one record;
the launch table never prints None, and KL205 never says "None registers"."""

from __future__ import annotations

import json

from cli_runner import run_kernlint

LOG = """ptxas info    : Compiling entry function '_Z5heavyPf' for 'sm_90'
ptxas info    : Function properties for _Z5heavyPf
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 130 registers, used 0 barriers, 360 bytes cmem[0]
"""


def _source(grid: str) -> str:
    return f"""__global__ void heavy(float *p) {{
    p[threadIdx.x] *= 2.0f;
}}
int main() {{
    float *d;
    heavy<<<{grid}, 256>>>(d);
    return 0;
}}
"""


def _check(tmp_path, grid: str, *args: str, log: str = LOG) -> tuple[list[dict], dict]:
    (tmp_path / "k.cu").write_text(_source(grid))
    (tmp_path / "log.txt").write_text(log)
    result = run_kernlint("check", "k.cu", "--ptxas", "log.txt", "--arch", "sm_90", "--select", "KL203,KL204",
                          "--format", "json", "--no-cache", *args, cwd=tmp_path)
    assert result.returncode in (0, 1), result.stderr
    document = json.loads(result.stdout)
    return document["diagnostics"], document


def test_one_record_one_finding_kl203_over_kl204(tmp_path):
    found, _ = _check(tmp_path, "1024")
    assert [d["rule"] for d in found] == ["KL203"], found
    assert "launch_bounds" in (found[0].get("help") or "")


def test_a_one_block_grid_gets_no_occupancy_advice(tmp_path):
    found, _ = _check(tmp_path, "1")
    assert found == [], found


def test_a_one_block_grid_is_said_in_a_note(tmp_path):
    (tmp_path / "k.cu").write_text(_source("1"))
    (tmp_path / "log.txt").write_text(LOG)
    result = run_kernlint("check", "k.cu", "--ptxas", "log.txt", "--arch", "sm_90", "--no-cache", cwd=tmp_path)
    assert "one block" in result.stdout + result.stderr


def test_a_grid_no_larger_than_the_product_gets_no_advice(tmp_path):
    found, _ = _check(tmp_path, "100", "--arch", "H100")
    assert found == [], found
    found, _ = _check(tmp_path, "1000", "--arch", "H100")
    assert [d["rule"] for d in found] == ["KL203"], found


def test_a_one_block_grid_that_cannot_launch_is_still_an_error(tmp_path):
    log = LOG.replace("360 bytes cmem[0]", "49152 bytes smem, 360 bytes cmem[0]").replace("130 registers",
                                                                                          "255 registers")
    (tmp_path / "k.cu").write_text(_source("1").replace("256>>>", "1024>>>"))
    (tmp_path / "log.txt").write_text(log)
    result = run_kernlint("check", "k.cu", "--ptxas", "log.txt", "--arch", "sm_90", "--select", "KL203",
                          "--format", "json", "--no-cache", cwd=tmp_path)
    found = json.loads(result.stdout)["diagnostics"]
    assert [d["rule"] for d in found] == ["KL203"] and found[0]["severity"] == "error"


def test_ptxas_command_reports_a_record_once(tmp_path):
    (tmp_path / "log.txt").write_text(LOG)
    result = run_kernlint("ptxas", "log.txt", "--select", "KL203,KL204", "--format", "json", cwd=tmp_path)
    found = json.loads(result.stdout)["diagnostics"]
    assert sorted(d["rule"] for d in found) == ["KL203"], found


UNKNOWN = """__global__ void heavy(float *p) {
    p[threadIdx.x] *= 2.0f;
}
void go(float *d, int n, dim3 b) {
    heavy<<<n, b>>>(d);
    heavy<<<dim3(n, 1, 1), dim3(n, 1, 1)>>>(d);
}
"""
CUT = """ptxas info    : Compiling entry function '_Z5heavyPf' for 'sm_90'
ptxas info    : Function properties for _Z5heavyPf
    64 bytes stack frame, 32 bytes spill stores, 32 bytes spill loads
"""


def _table(tmp_path, log: str, *args: str) -> str:
    (tmp_path / "u.cu").write_text(UNKNOWN)
    (tmp_path / "log.txt").write_text(log)
    result = run_kernlint("check", "u.cu", "--ptxas", "log.txt", "--arch", "sm_90", "--no-cache", *args, cwd=tmp_path)
    assert result.returncode in (0, 1), result.stderr
    return result.stdout


def test_launch_table_never_prints_none(tmp_path):
    out = _table(tmp_path, LOG)
    assert "None" not in out, out
    rows = [line for line in out.splitlines() if line.startswith("u.cu:") and ": KL" not in line]
    assert len(rows) == 2 and all(" ?x?x? " in r or " ?x1x1 " in r for r in rows), rows


def test_unknown_block_is_judged_at_the_block_size(tmp_path):
    out = _table(tmp_path, LOG, "--block-size", "128")
    rows = [line for line in out.splitlines() if line.startswith("u.cu:") and ": KL" not in line]
    assert all("no record" not in r for r in rows), rows
    assert all("128" in r and "%" in r for r in rows), rows


def test_unknown_block_in_json_says_the_threads_assumed(tmp_path):
    (tmp_path / "u.cu").write_text(UNKNOWN)
    (tmp_path / "log.txt").write_text(LOG)
    result = run_kernlint("check", "u.cu", "--ptxas", "log.txt", "--arch", "sm_90", "--no-cache", "--format", "json",
                          "--block-size", "128", cwd=tmp_path)
    launches = json.loads(result.stdout)["launches"]
    assert all(e["occupancy"]["sm_90"]["threads"] == 128 and e["occupancy"]["sm_90"]["threads_assumed"]
               for e in launches), launches


def test_a_record_cut_before_its_registers_is_not_no_record(tmp_path):
    out = _table(tmp_path, CUT)
    rows = [line for line in out.splitlines() if line.startswith("u.cu:") and ": KL" not in line]
    assert rows and all("no record" not in r and "registers" in r for r in rows), rows
    assert "None" not in out


def test_no_record_when_there_is_none(tmp_path):
    out = _table(tmp_path, LOG.replace("heavy", "other").replace("5heavy", "5other"))
    rows = [line for line in out.splitlines() if line.startswith("u.cu:") and ": KL" not in line]
    assert rows and all("no record" in r for r in rows), rows


def test_kl205_never_says_none_registers(tmp_path):
    (tmp_path / "log.txt").write_text(CUT)
    result = run_kernlint("ptxas", "log.txt", "--select", "KL205", cwd=tmp_path)
    assert "KL205" in result.stdout and "None" not in result.stdout, result.stdout
