"""`check --compile`: the resource records of the analysed .cu files, from the local nvcc.

`nvcc --resource-usage -arch=sm_XX -c -o /dev/null FILE` per .cu file and NVIDIA target, cached in
cache_dir()/ptxas by sha256(nvcc version, flags, file content); failed compiles are not cached.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from pathlib import Path
from typing import Iterable

from analyzer.errors import KernlintError


def _arch_key(arch: str | None) -> str | None:
    from analyzer.archs import canonical_name

    if arch is None:
        return None
    try:
        return canonical_name(arch)
    except KernlintError:
        return None


def _nvcc_version(nvcc: str) -> str:
    try:
        return subprocess.run([nvcc, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return nvcc


def compile_records(files: Iterable[str], targets: Iterable[str], notes: list[str] | None = None) -> list:
    """Records from compiling each .cu file for each NVIDIA target with the local nvcc (cached)."""
    from analyzer.archs import get_arch
    from analyzer.logs import read_lines
    from analyzer.resources import cache_dir

    nvcc = shutil.which("nvcc")
    if nvcc is None:
        raise KernlintError("--compile needs nvcc on PATH (or pass a build log with --ptxas)")
    version = _nvcc_version(nvcc)
    archs = [a for a in dict.fromkeys(_arch_key(t) for t in targets) if a and get_arch(a).vendor == "nvidia"]
    cache = cache_dir() / "ptxas"
    records = []
    for file in files:
        if not file.endswith(".cu") or file == "-":
            continue
        try:
            content = Path(file).read_bytes()
        except OSError:
            continue  # NOTE: unreadable inputs are already reported by the source pass
        for arch in archs:
            flags = ["--resource-usage", f"-arch={arch}", "-c", "-o", "/dev/null"]
            digest = hashlib.sha256("\0".join([version, *flags]).encode() + b"\0" + content).hexdigest()
            entry = cache / f"{digest}.log"
            if entry.is_file():
                text = entry.read_text(encoding="utf-8", errors="replace")
            else:
                text, ok = _compile(nvcc, flags, file, notes)
                records.extend(read_lines(text.splitlines()))
                if not ok:
                    continue  # NOTE: failed compiles are not cached: their error is reported on every run
                cache.mkdir(parents=True, exist_ok=True)
                tmp = entry.with_suffix(f".{digest[:8]}.tmp")
                tmp.write_text(text, encoding="utf-8")
                tmp.replace(entry)
                continue
            records.extend(read_lines(text.splitlines()))
    return records


def _compile(nvcc: str, flags: list[str], file: str, notes: list[str] | None) -> tuple[str, bool]:
    try:
        done = subprocess.run([nvcc, *flags, str(Path(file).resolve())], capture_output=True, text=True,
                              timeout=600, cwd=str(Path(file).resolve().parent))
    except (OSError, subprocess.SubprocessError) as exc:
        if notes is not None:
            notes.append(f"{file}: nvcc failed to run ({exc})")
        return "", False
    text = done.stdout + done.stderr
    if done.returncode != 0 and notes is not None:
        first = next((ln for ln in text.splitlines() if "error" in ln), f"exit status {done.returncode}")
        notes.append(f"{file}: nvcc {flags[1]} failed: {first.strip()}")
    return text, done.returncode == 0
