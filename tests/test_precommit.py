"""The real pre-commit hook: `pre-commit try-repo <copy of this checkout> kernlint --files ...`.

NOTE: try-repo clones the repository (plus a shadow commit of *tracked* uncommitted changes); files
not yet added to git would be missing. So the test copies the checkout's tracked and untracked,
non-ignored files into a fresh repository, commits them, and points try-repo at that.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

DIVERGENT = """__global__ void scale(float* out, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid % 2 == 0) out[tid] = expf(out[tid]); else out[tid] = sinf(out[tid]);
}
void launch(float* out, int n) {
  dim3 block(40, 2);
  scale<<<(n + 79) / 80, block>>>(out, n);
}
"""

UNIFORM = """__global__ void scale(float* out, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= n) return;
  if ((tid / warpSize) % 2 == 0) out[tid] = 100.0f; else out[tid] = 200.0f;
}
void launch(float* out, int n) {
  scale<<<(n + 255) / 256, 256>>>(out, n);
}
"""

GIT_ENV = {"GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}


def git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, env={**os.environ, **GIT_ENV})


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory) -> Path:
    pytest.importorskip("pre_commit")
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, check=True).stdout.decode().split("\0")
    repo = tmp_path_factory.mktemp("hookrepo")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file() and not name.startswith(("tests/", "bench/", "fixtures/")):
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, repo / name)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "snapshot")
    return repo


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("project")
    (work / "bad.cu").write_text(DIVERGENT, encoding="utf-8")
    (work / "good.cu").write_text(UNIFORM, encoding="utf-8")
    git(work, "init", "-q")
    git(work, "add", "-A")
    return work


def try_repo(hook_repo: Path, project: Path, *files: str) -> subprocess.CompletedProcess:
    env = {**os.environ, **GIT_ENV, "NO_COLOR": "1"}
    env.pop("GITHUB_ACTIONS", None)
    return subprocess.run([sys.executable, "-m", "pre_commit", "try-repo", str(hook_repo), "kernlint",
                           "--color", "never", "--files", *files], cwd=project, capture_output=True, text=True,
                          env=env, timeout=900)


@pytest.mark.slow
def test_hook_fails_on_the_divergent_kernel(hook_repo: Path, project: Path) -> None:
    result = try_repo(hook_repo, project, "bad.cu")
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "kernlint" in output and "Failed" in output, output
    # the divergent `if (tid % 2 == 0)` on line 3 is the hook's point; the 40x2 launch on line 7 is KL202
    assert "bad.cu:3:" in output and "KL201" in output, output
    assert "bad.cu:7:" in output and "KL202" in output, output
    assert "Traceback" not in output


@pytest.mark.slow
def test_hook_passes_the_uniform_kernel(hook_repo: Path, project: Path) -> None:
    result = try_repo(hook_repo, project, "good.cu")
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "Passed" in output and "good.cu" not in output.replace("--files good.cu", "")
