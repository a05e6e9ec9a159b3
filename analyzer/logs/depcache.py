"""`check --compile`'s cache: a compile's log, valid while every file nvcc read is unchanged.

nvcc writes the files it read (`-MD -MF deps.d`: the source, its headers, the toolkit's headers); the cache
entry `<key>.json` keeps the log and, per file, size, mtime and sha256. `key` names the compile (nvcc
version, flags, source path); a lookup checks every file (size and mtime first, the content hash when they
moved), so an edited header is a miss. Entries are written atomically; a torn or foreign one is a miss.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path


def _sha(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def parse_depfile(text: str, cwd: Path) -> list[str]:
    """The prerequisites of a make rule written by nvcc/gcc (`target : a.cu \\` lines), absolute paths."""
    joined = text.replace("\\\r\n", " ").replace("\\\n", " ")
    paths: list[str] = []
    for line in joined.splitlines():
        cut = line.find(": ")
        if cut < 0:
            cut = line.rfind(":") if line.rstrip().endswith(":") else -1
        if cut < 0:
            continue
        word, words = "", []
        rest = line[cut + 1:]
        i = 0
        while i < len(rest):  # NOTE: `\ ` is a space inside a path
            ch = rest[i]
            if ch == "\\" and i + 1 < len(rest) and rest[i + 1] == " ":
                word += " "
                i += 2
                continue
            if ch.isspace():
                if word:
                    words.append(word)
                word = ""
            else:
                word += ch
            i += 1
        if word:
            words.append(word)
        paths += [os.path.normpath(os.path.join(cwd, w)) for w in words]
    return list(dict.fromkeys(paths))


def lookup(cache: Path, key: str) -> str | None:
    """The cached log of compile `key`, or None when absent or when any file it read changed."""
    try:
        entry = json.loads((cache / f"{key}.json").read_text(encoding="utf-8"))
        for path, size, mtime, sha in entry["deps"]:
            try:
                info = os.stat(path)
            except OSError:
                return None
            if (info.st_size, info.st_mtime_ns) != (size, mtime) and (info.st_size != size or _sha(path) != sha):
                return None
        return str(entry["log"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def store(cache: Path, key: str, log: str, depfile: Path, cwd: Path) -> None:
    """Keep `log` under `key` with the files of `depfile`; nothing is kept when the dependencies are unknown."""
    try:
        deps = parse_depfile(depfile.read_text(encoding="utf-8", errors="replace"), cwd)
        rows = []
        for path in deps:
            info = os.stat(path)
            rows.append([path, info.st_size, info.st_mtime_ns, _sha(path)])
    except OSError:
        return
    if not rows:
        return
    try:
        from analyzer.atomic import write_atomic

        cache.mkdir(parents=True, exist_ok=True)
        write_atomic(cache / f"{key}.json", json.dumps({"log": log, "deps": rows}), mode="private")
    except OSError:  # NOTE: an unwritable cache only costs the next compile
        return
