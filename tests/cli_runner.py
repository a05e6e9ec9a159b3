"""The one way tests run the `kernlint` command line: in this process (no interpreter start-up per call).

    result = run_kernlint("check", "a.cu", "--format", "json", cwd=tmp_path)
    result.returncode, result.stdout, result.stderr          # like subprocess.run(..., capture_output=True)

It runs analyzer.cli.main() as the console script does (argv, stdin, cwd and environment set for the call,
stdout/stderr captured, SystemExit turned into the return code). A few tests still start a real process on
purpose: exit codes seen by a shell, tracebacks never printed, and what a bare start-up imports.
"""

from __future__ import annotations

import gc
import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Mapping


def run_kernlint(*args: str, cwd: str | Path | None = None, stdin: str | bytes | None = None,
                 env: Mapping[str, str] | None = None, text: bool = True) -> subprocess.CompletedProcess:
    """`kernlint ARGS...` in-process; stdout/stderr are str (bytes with text=False), as subprocess.run gives."""
    from analyzer.cli import main

    data = stdin.encode("utf-8") if isinstance(stdin, str) else (stdin or b"")
    out_bytes, err_bytes = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_bytes, encoding="utf-8", newline="", write_through=True)
    err = io.TextIOWrapper(err_bytes, encoding="utf-8", newline="", write_through=True)
    saved = sys.argv, sys.stdin, sys.stdout, sys.stderr, os.getcwd(), dict(os.environ)
    collector = gc.get_threshold()  # NOTE: cli.main sets a run's threshold; the test process keeps its own
    code: object = 0
    try:
        sys.argv = ["kernlint", *map(str, args)]
        sys.stdin = io.TextIOWrapper(io.BufferedReader(io.BytesIO(data)), encoding="utf-8")
        sys.stdout, sys.stderr = out, err
        if env is not None:
            os.environ.clear()
            os.environ.update(env)
        if cwd is not None:
            os.chdir(cwd)
        try:
            main()
        except SystemExit as exc:
            code = exc.code
    finally:
        sys.argv, sys.stdin, sys.stdout, sys.stderr, cwd_before, env_before = saved
        os.chdir(cwd_before)
        os.environ.clear()
        os.environ.update(env_before)
        gc.set_threshold(*collector)
    returncode = code if isinstance(code, int) else (0 if code is None else 1)
    stdout, stderr = out_bytes.getvalue(), err_bytes.getvalue()
    if text:
        return subprocess.CompletedProcess(sys.argv, returncode, stdout.decode("utf-8"), stderr.decode("utf-8"))
    return subprocess.CompletedProcess(sys.argv, returncode, stdout, stderr)


ROOT = Path(__file__).resolve().parents[1]


def spawn_kernlint(*args: str, cwd: str | Path | None = None, stdin: str | bytes | None = None,
                   env: Mapping[str, str] | None = None, unset: tuple[str, ...] = (), timeout: int = 300,
                   text: bool = True) -> subprocess.CompletedProcess:
    """`python -m analyzer ARGS...` in a child process, for the tests that need a real one: this checkout on
    PYTHONPATH, `env` added to the environment and `unset` removed from it, cwd the repository unless given."""
    full = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    for name in unset:
        full.pop(name, None)
    return subprocess.run([sys.executable, "-m", "analyzer", *map(str, args)], cwd=cwd or ROOT, input=stdin,
                          capture_output=True, text=text, env=full, timeout=timeout)
