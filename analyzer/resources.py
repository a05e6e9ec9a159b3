"""Where the shipped data lives: grammars/ and rules/ (top level in git, analyzer/_data in wheels)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

_PACKAGE = Path(__file__).resolve().parent


@cache
def data_dir(name: str) -> Path:
    """Directory of shipped data `name` ("grammars" or "rules").

    NOTE: wheels carry the folders under analyzer/_data (hatch force-include); editable installs
    and a plain checkout do not, so fall back to the repository's top-level folder.
    """
    packaged = _PACKAGE / "_data" / name
    if packaged.is_dir():
        return packaged
    return _PACKAGE.parent / name


def package_data(name: str) -> Path:
    """A file in analyzer/data/ (architecture database and other package-internal data)."""
    return _PACKAGE / "data" / name


def sha256(data: bytes = b"") -> Any:
    """`hashlib.sha256(data)`, made by the standard library's own C module where it has one (`_sha256`,
    `_sha2` from 3.12): importing hashlib loads OpenSSL, 0.5 % of a one-file check. Same digests."""
    return _sha256_type()(data)


@cache
def _sha256_type() -> Any:
    try:
        from _sha256 import sha256
    except ImportError:
        try:
            from _sha2 import sha256  # type: ignore[no-redef]
        except ImportError:
            from hashlib import sha256
    return sha256


def cache_dir() -> Path:
    """Per-user cache directory ($KERNLINT_CACHE_DIR, else $XDG_CACHE_HOME/kernlint, else ~/.cache/kernlint).

    NOTE: never the shared tmp dir: lark's grammar cache is a pickle (lark's own, read by lark).
    """
    import os

    env = os.environ.get("KERNLINT_CACHE_DIR")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "kernlint"


SECRET_NAME = "secret"  # in cache_dir(): the key of every cache file's MAC (32 random bytes, mode 0600)


def secret() -> bytes | None:
    """This account's key for the MACs of kernlint's cache files (the per-user tables of analyzer/codecache.py,
    the result cache's entries), made on first use. None when it cannot be made or read, or the file is not
    this user's own regular file unreadable to others (a cache directory shared with, or prepared by,
    someone else): then no cache file is trusted or written."""
    return _secret(str(cache_dir() / SECRET_NAME))


@cache
def _secret(path: str) -> bytes | None:
    import os

    key = _read_secret(path)
    if key is not None:
        return key
    try:
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        made = f"{path}.{os.getpid()}.tmp"
        fd = os.open(made, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, os.urandom(32))
        finally:
            os.close(fd)
        try:
            os.link(made, path)  # NOTE: never replaces a key another run made meanwhile: that one is read
        except FileExistsError:
            pass
        finally:
            os.unlink(made)
    except OSError:
        return None
    return _read_secret(path)


def _read_secret(path: str) -> bytes | None:
    import os

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not _own_file(info, 0o077) or info.st_size != 32:
            return None
        key = os.read(fd, 64)
    finally:
        os.close(fd)
    return key if len(key) == 32 else None


def _own_file(info, forbidden: int) -> bool:
    """Whether `info` (an os.stat_result) is a regular file of this user with none of the mode bits `forbidden`."""
    import os
    import stat

    mine = not hasattr(os, "getuid") or info.st_uid == os.getuid()
    return stat.S_ISREG(info.st_mode) and mine and not info.st_mode & forbidden


def mac(key: bytes, data: bytes) -> bytes:
    """HMAC-SHA256 of `data` under a 32-byte `key` (RFC 2104; the same bytes as `hmac.digest(key, data,
    "sha256")`, made with sha256() above: importing hmac loads OpenSSL, a few ms of every start)."""
    padded = key.ljust(64, b"\0")
    inner = (_openssl_sha256() if len(data) >= _OPENSSL_FROM else sha256)(padded.translate(_IPAD))
    inner.update(data)
    outer = sha256(padded.translate(_OPAD))
    outer.update(inner.digest())
    return outer.digest()


# NOTE: from this size a MAC is made by OpenSSL: loading it costs about what `_sha256` takes for 1 MB, and it hashes
# twenty times faster (callgrind: the 4.7 MB table of cold terms, 235 M instructions against 10 M), so the tables a
# tree's run reads and writes (analyzer/codecache.py, in each worker) cost a few ms instead of ~90
_OPENSSL_FROM = 1 << 20


@cache
def _openssl_sha256() -> Any:
    try:
        from _hashlib import openssl_sha256
    except ImportError:
        return _sha256_type()
    return openssl_sha256


_IPAD = bytes(b ^ 0x36 for b in range(256))
_OPAD = bytes(b ^ 0x5C for b in range(256))


def signed(payload: bytes, context: bytes) -> bytes | None:
    """`payload` preceded by its MAC (bound to `context`: what the file is, e.g. its key), for signed_payload;
    None when there is no secret (then write nothing)."""
    key = secret()
    return None if key is None else mac(key, context + b"\0" + payload) + payload


def signed_payload(data: bytes, context: bytes) -> bytes | None:
    """The payload of a file `signed` made with this account's secret and the same `context`, or None (not
    ours, torn, or no secret). NOTE: a plain comparison: a local file's check leaks no timing anyone sees."""
    key = secret()
    if key is None or len(data) < 32:
        return None
    payload = data[32:]
    return payload if mac(key, context + b"\0" + payload) == data[:32] else None


def read_own(path: str | Path) -> bytes | None:
    """The bytes of `path` when it is a regular file of this user that nobody else may write, else None: for
    the per-user caches too large to sign on every start (the parse table), which hold data, never code.
    NOTE: written atomically (analyzer/atomic.py), so never torn; a truncated one fails to unmarshal."""
    import os

    try:
        with open(path, "rb") as handle:
            if not _own_file(os.fstat(handle.fileno()), 0o022):
                return None
            return handle.read()
    except OSError:
        return None


def file_stamp(paths: list[Path]) -> str:
    """Each file's path, size and mtime: what a per-user cache entry built from those files is keyed on (an
    unreadable file stamps as "?")."""
    import os

    def one(path: Path) -> str:
        try:
            stat = os.stat(path)
        except OSError:
            return f"{path}\0?"
        return f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}"
    return "\n".join(map(one, paths))


def module_stamp(name: str) -> str:
    """An installed module identified by its file (path, size, mtime) without importing it ("?" if not found)."""
    import importlib.util

    spec = importlib.util.find_spec(name)
    return file_stamp([Path(spec.origin)]) if spec and spec.origin else "?"


STALE_DAYS = 7  # a cache file of another key untouched this long is removed when its kind is written again


def prune_stale(keep: Path, pattern: str) -> None:
    """Remove the files of `keep`'s folder matching `pattern` (other keys of the same cache: older versions,
    an edited grammar) that nobody has written for STALE_DAYS; `keep` was just written."""
    import time

    old = time.time() - STALE_DAYS * 86400
    for sibling in keep.parent.glob(pattern):
        try:
            if sibling != keep and sibling.stat().st_mtime < old:
                sibling.unlink()
        except OSError:  # NOTE: removed meanwhile by another run, or not ours to remove
            pass


def load_yaml_files(paths: list[Path]) -> list:
    """The parsed YAML of each file of `paths` (shipped data: rule cards, architecture tables).

    NOTE: kept as one marshalled list in the per-user cache_dir()/data (read only if it is this user's own
    file: read_own; marshal makes plain values, it runs nothing), keyed by the
    files' paths, sizes and mtimes, so a run whose data did not change neither imports PyYAML nor parses
    YAML (tens of ms of every start-up); a bad or foreign cache file is a miss.
    """
    import marshal

    key = sha256(file_stamp(paths).encode()).hexdigest()[:32]
    store = cache_dir() / "data" / f"{key}.marshal"
    try:
        payload = read_own(store)
        values = None if payload is None else marshal.loads(payload)
        if isinstance(values, list) and len(values) == len(paths):
            return values
    except Exception:  # NOTE: absent, or from another Python: parse the YAML
        pass
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    values = [yaml.load(p.read_text(encoding="utf-8"), Loader=loader) for p in paths]
    try:
        from analyzer.atomic import write_atomic

        store.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(store, marshal.dumps(values), mode="private")
    except (OSError, ValueError):  # NOTE: an unwritable cache dir (or a value marshal cannot write) costs the parse
        return values
    prune_stale(store, "*.marshal")
    return values
