"""The wheel carries grammars/ and rules/, and a non-editable install gives a working `kernlint`."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    pytest.importorskip("build")
    result = subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(out), str(ROOT)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"wheel build failed:\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}")
    (whl,) = out.glob("kernlint-*.whl")
    return whl


@pytest.mark.slow
def test_wheel_carries_grammars_rules_and_data(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    cards = sorted(p.name for p in (ROOT / "rules").glob("KL*.yaml"))
    assert cards and all(f"analyzer/_data/rules/{c}" in names for c in cards)
    grammars = sorted(p.name for p in (ROOT / "grammars").glob("*.lark"))
    assert all(f"analyzer/_data/grammars/{g}" in names for g in grammars)
    data = [n for n in names if n.startswith("analyzer/_data/")]
    assert all(n.endswith((".lark", ".yaml")) for n in data), data
    assert all(n.endswith((".py", ".lark", ".yaml", ".typed")) or ".dist-info/" in n for n in names), names


@pytest.mark.slow
def test_plain_install_gives_a_working_command(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
                   check=True, capture_output=True)
    env = {"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"}
    code = "import sys; sys.argv = ['kernlint', 'rules', '--format', 'json']; from analyzer.cli import main; main()"
    # NOTE: run from tmp_path so the checkout's analyzer/ is not importable; the installed copy must stand alone.
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env={**env}, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "KL201" in result.stdout and "divergent-branch" in result.stdout
    assert str(target) in subprocess.run([sys.executable, "-c", "import analyzer; print(analyzer.__file__)"],
                                         cwd=tmp_path, env=env, capture_output=True, text=True).stdout
