"""action.yml (the GitHub Action): inputs, steps and outputs are coherent, every option it passes exists,
and its check/ptxas step scripts, run with bash as the runner would (inputs in env, GITHUB_OUTPUT,
RUNNER_TEMP), produce the SARIF files the upload steps name and the exit codes the last step reads."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
ACTION = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
EXPR = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def _strings(node):
    if isinstance(node, dict):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)
    elif isinstance(node, str):
        yield node


def _steps() -> list[dict]:
    return ACTION["runs"]["steps"]


def test_inputs_declared_and_used_and_steps_wired():
    assert ACTION["runs"]["using"] == "composite"
    declared = set(ACTION["inputs"])
    text = list(_strings(ACTION["runs"])) + list(_strings(ACTION["outputs"]))
    used = {m for s in text for e in EXPR.findall(s) for m in re.findall(r"inputs\.([\w-]+)", e)}
    used |= {m for s in text for m in re.findall(r"inputs\.([\w-]+)", s)}  # `if:` conditions are bare expressions
    assert used == declared, (used ^ declared)
    for name, spec in ACTION["inputs"].items():
        assert spec.get("description") and "default" in spec, name
    ids = {step.get("id") for step in _steps()}
    for out in ACTION["outputs"].values():
        assert re.fullmatch(r"\$\{\{ steps\.([\w-]+)\.outputs\.[\w-]+ \}\}", out["value"]).group(1) in ids
    for step in _steps():
        if "run" in step:
            assert step.get("shell") == "bash", step["name"]  # composite run steps must name their shell
            assert "${{" not in step["run"], f"{step['name']}: inputs go through env, not into the script"
    uploads = [s for s in _steps() if s.get("uses", "").startswith("github/codeql-action/upload-sarif@")]
    assert [Path(u["with"]["sarif_file"]).name for u in uploads] == ["check.sarif", "ptxas.sarif"]
    assert len({u["with"]["category"] for u in uploads}) == 2  # one category per report


def _options(command: str) -> set[str]:
    out = subprocess.run([sys.executable, "-m", "analyzer", command, "--help"], capture_output=True, text=True,
                         cwd=ROOT, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1",
                                                     "COLUMNS": "200"}).stdout
    return set(re.findall(r"--[a-z][a-z-]+", out))


def test_every_option_the_action_passes_exists():
    for step in _steps():
        for command in ("check", "ptxas"):
            if f"kernlint {command}" in step.get("run", ""):
                wanted = set(re.findall(r"--[a-z][a-z-]+", step["run"].split(f"kernlint {command}", 1)[1]))
                assert wanted <= _options(command), (command, wanted - _options(command))


def _run_step(step: dict, inputs: dict[str, str], tmp_path: Path, bin_dir: Path) -> tuple[int, dict[str, str]]:
    temp = tmp_path / "runner-temp"
    temp.mkdir(exist_ok=True)
    values = {f"inputs.{k}": v.get("default", "") for k, v in ACTION["inputs"].items()}
    values.update({f"inputs.{k}": v for k, v in inputs.items()})
    values["runner.temp"] = str(temp)
    env = {k: EXPR.sub(lambda m: values[m.group(1)], str(v)) for k, v in step.get("env", {}).items()}
    output = tmp_path / "github-output"
    output.write_text("")
    proc = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=tmp_path, capture_output=True, text=True,
                          timeout=300, env={**os.environ, **env, "GITHUB_OUTPUT": str(output),
                                            "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
                                            "PYTHONPATH": str(ROOT)})
    outputs = dict(line.split("=", 1) for line in output.read_text().splitlines() if "=" in line)
    return proc.returncode, outputs


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash not available")
def test_check_and_ptxas_steps_write_the_sarif_the_uploads_read(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "kernlint"
    shim.write_text(f"#!/bin/sh\nexec {sys.executable} -m analyzer \"$@\"\n")
    shim.chmod(0o755)
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "k.cu").write_text("__global__ void k(int *o) { if (threadIdx.x & 1 == 0) o[0] = 1; }\n")
    (tmp_path / "build.log").write_text(
        "ptxas info    : Compiling entry function '_Z1kPi' for 'sm_90'\n"
        "ptxas info    : Function properties for _Z1kPi\n"
        "    8 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads\n"
        "ptxas info    : Used 255 registers, used 0 barriers, 360 bytes cmem[0]\n")
    steps = {s.get("id"): s for s in _steps()}
    inputs = {"paths": "src", "ptxas-log": "build.log", "ptxas-args": "--max-registers 128"}
    code, out = _run_step(steps["check"], inputs, tmp_path, bin_dir)
    assert code == 0 and out["exit-code"] == "1"
    sarif = json.loads((Path(out["sarif-directory"]) / "check.sarif").read_text())
    assert [r["ruleId"] for r in sarif["runs"][0]["results"]] == ["KL104"]
    code, out = _run_step(steps["ptxas"], inputs, tmp_path, bin_dir)
    assert code == 0 and out["exit-code"] == "1"
    ptxas = json.loads((tmp_path / "runner-temp" / "kernlint-sarif" / "ptxas.sarif").read_text())
    assert {"KL205", "KL206"} <= {r["ruleId"] for r in ptxas["runs"][0]["results"]}  # spill, budget
    # with a baseline taking today's findings, both steps pass
    subprocess.run([str(shim), "check", "src", "--write-baseline", "b.json"], cwd=tmp_path, timeout=300,
                   env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True)
    subprocess.run([str(shim), "ptxas", "build.log", "--write-baseline", "b.json"], cwd=tmp_path, timeout=300,
                   env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True)
    inputs["baseline"] = "b.json"
    assert _run_step(steps["check"], inputs, tmp_path, bin_dir)[1]["exit-code"] == "0"
    assert _run_step(steps["ptxas"], inputs, tmp_path, bin_dir)[1]["exit-code"] == "0"
    # a usage error fails the step itself
    inputs["args"] = "--no-such-flag"
    code, out = _run_step(steps["check"], inputs, tmp_path, bin_dir)
    assert code == 2 and out["exit-code"] == "2"


# --- issue 27 item 18: no upload after an error or from a fork, paths with spaces, the caller's Python kept -----

def _condition(expr: str, values: dict[str, object]) -> bool:
    """A GitHub Actions `if:` expression of the shapes action.yml uses, evaluated with `values`."""
    names = sorted(values, key=len, reverse=True)
    py = expr.replace("&&", " and ").replace("||", " or ").replace("always()", "True")
    py = re.sub(r"!(?!=)", " not ", py)
    py = re.sub("|".join(re.escape(n) for n in names), lambda m: repr(values[m.group(0)]), py)
    return bool(eval(py, {}, {}))  # noqa: S307 - our own action file


@pytest.mark.parametrize("exit_code, fork, uploads", [
    ("0", False, True), ("1", False, True), ("2", False, False), ("", False, False), ("1", True, False),
    ("1", None, True)])  # None: not a pull request (a push)
def test_sarif_uploads_only_a_written_report_and_not_from_a_fork(exit_code, fork, uploads):
    pull = {"head": "x"} if fork is not None else None
    for step in _steps():
        if not step.get("uses", "").startswith("github/codeql-action/upload-sarif@"):
            continue
        values = {"inputs.upload-sarif": "true", "steps.check.outputs.exit-code": exit_code,
                  "steps.ptxas.outputs.exit-code": exit_code, "github.repository": "me/repo",
                  "github.event.pull_request.head.repo.full_name": "fork/repo" if fork else "me/repo",
                  "github.event.pull_request": pull}
        assert _condition(step["if"], values) is uploads, (step["name"], exit_code, fork)


def test_the_action_leaves_the_callers_python_alone():
    (setup,) = [s for s in _steps() if s.get("uses", "").startswith("actions/setup-python@")]
    assert str(setup["with"].get("update-environment")).lower() == "false"
    for step in _steps():
        assert "GITHUB_PATH" not in step.get("run", "") and "GITHUB_ENV" not in step.get("run", ""), step["name"]
    install = next(s for s in _steps() if s.get("name") == "Install kernlint")
    assert "-m venv" in install["run"]


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash not available")
def test_paths_with_spaces_one_per_line(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "kernlint"
    shim.write_text(f"#!/bin/sh\nexec {sys.executable} -m analyzer \"$@\"\n")
    shim.chmod(0o755)
    (tmp_path / "my src").mkdir()
    (tmp_path / "my src" / "k.cu").write_text("__global__ void k(int *o) { if (threadIdx.x & 1 == 0) o[0] = 1; }\n")
    (tmp_path / "other dir").mkdir()
    (tmp_path / "other dir" / "j.cu").write_text("__global__ void j(int *o) { if (threadIdx.x & 1 == 0) o[0] = 1; }\n")
    steps = {s.get("id"): s for s in _steps()}
    code, out = _run_step(steps["check"], {"paths": "my src\nother dir/j.cu\n"}, tmp_path, bin_dir)
    assert code == 0 and out["exit-code"] == "1", out
    sarif = json.loads((Path(out["sarif-directory"]) / "check.sarif").read_text())
    files = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in sarif["runs"][0]["results"]}
    assert len(files) == 2, files
    code, out = _run_step(steps["check"], {"paths": "my\\ src"}, tmp_path, bin_dir)  # spaces still split a line
    assert out["exit-code"] == "2"
