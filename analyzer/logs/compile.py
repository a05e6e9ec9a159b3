"""`check --compile`: the resource records of the analysed .cu files, from the local nvcc.

`nvcc --resource-usage -arch=sm_XX -c -o /dev/null FLAGS FILE` per .cu file and NVIDIA target, FLAGS from the
file's compile_commands.json entry and the user's -I/-D/--std (analyzer.logs.compile_db); cached in
cache_dir()/ptxas until a file nvcc read (its -MD dependency output) changes (analyzer.logs.depcache); failed
compiles are not cached.
"""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any, Iterable

from analyzer.archs import arch_key
from analyzer.errors import KernlintError


def _nvcc_version(nvcc: str) -> str:
    try:
        return subprocess.run([nvcc, "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return nvcc


def compile_records(files: Iterable[str], targets: Iterable[str], notes: list[str] | None = None,
                    settings: Any = None, errors: list | None = None) -> list:
    """Records from compiling each .cu file for each NVIDIA target with the local nvcc, with the file's
    compile_commands.json flags and the user's -I/-D/--std (analyzer.logs.compile_db); cached until a file
    nvcc read changes (analyzer.logs.depcache). A failed compile adds (file, LogMessage) pairs to `errors`:
    its error messages, each placed at its line of the file where nvcc names one (KL209 reports them), once
    however many targets failed the same way."""
    import tempfile

    from analyzer.archs import get_arch
    from analyzer.logs import depcache, read_lines
    from analyzer.logs.compile_db import command_for
    from analyzer.resources import cache_dir

    nvcc = shutil.which("nvcc")
    if nvcc is None:
        raise KernlintError("--compile needs nvcc on PATH (or pass a build log with --ptxas)")
    version = _nvcc_version(nvcc)
    archs = [a for a in dict.fromkeys(arch_key(t) for t in targets) if a and get_arch(a).vendor == "nvidia"]
    cache = cache_dir() / "ptxas"
    user = list(getattr(settings, "compile_flags", ()) or ())
    database = getattr(settings, "compile_commands", None)
    records = []
    for file in files:
        if not file.endswith(".cu") or file == "-" or not Path(file).is_file():
            continue  # NOTE: unreadable inputs are already reported by the source pass
        entry = command_for(file, database)
        cwd = entry[0] if entry else str(Path(file).resolve().parent)
        for arch in archs:
            flags = ["--resource-usage", f"-arch={arch}", "-c", "-o", "/dev/null", *(entry[1] if entry else ()), *user]
            key = hashlib.sha256("\0".join([version, cwd, str(Path(file).resolve()), *flags]).encode()).hexdigest()
            text = depcache.lookup(cache, key)
            if text is None:
                with tempfile.TemporaryDirectory(prefix="kernlint-deps-") as tmp:
                    depfile = Path(tmp) / "deps.d"
                    text, ok = _compile(nvcc, [*flags, "-MD", "-MF", str(depfile)], file, cwd)
                    if ok:  # NOTE: failed compiles are not cached: their error is reported on every run
                        depcache.store(cache, key, text, depfile, Path(cwd))
                    elif errors is not None:
                        for message in _errors(file, text, f"nvcc -arch={arch} failed"):
                            if all((f, m.text, m.line) != (file, message.text, message.line) for f, m in errors):
                                errors.append((file, message))
            records.extend(read_lines(text.splitlines()))
    return records


_WHERE = re.compile(r" \((?P<path>[^()]*), line (?P<line>\d+)\)$")


def _errors(file: str, text: str, failed: str) -> list:
    """The error messages of a failed compile of `file`, each at its line in `file` (1 when nvcc names no line
    of it, or names another file: the message says which); the first line of the output when nvcc printed
    no message kernlint reads (a crash, a missing host compiler)."""
    import io

    from analyzer.logs.ptxas import read_records
    from analyzer.logs.records import LogMessage

    messages: list = []
    for _ in read_records(io.StringIO(text), messages):
        pass
    found = []
    for message in messages:
        if message.level not in ("error", "fatal"):
            continue
        where = _WHERE.search(message.text)
        line = 1
        if where and Path(where["path"]).resolve() == Path(file).resolve():
            line = int(where["line"])
        found.append(LogMessage(message.tool, message.level, message.text, line, message.kernel))
    if not found:
        first = next((ln.strip() for ln in text.splitlines() if ln.strip()), "no output")
        found.append(LogMessage("nvcc", "error", f"{failed}: {first}", 1))
    return found


def _compile(nvcc: str, flags: list[str], file: str, cwd: str) -> tuple[str, bool]:
    try:
        done = subprocess.run([nvcc, *flags, str(Path(file).resolve())], capture_output=True, text=True,
                              timeout=600, cwd=cwd)
    except (OSError, subprocess.SubprocessError) as exc:
        return f"nvcc failed to run ({exc})", False
    text = done.stdout + done.stderr
    if done.returncode != 0 and not text.strip():
        text = f"exit status {done.returncode}"
    return text, done.returncode == 0
