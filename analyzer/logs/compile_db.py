"""The flags `check --compile` passes to nvcc: the file's entry in `compile_commands.json` (CMake's
CMAKE_EXPORT_COMPILE_COMMANDS, Bear), then the user's `-I`/`-D`/`--std` (flags and config).

Like clang-tidy, the database is `--compile-commands PATH` (the file or its directory) or the first
`compile_commands.json` found in the source file's directory and its parents. From an entry only the
flags that change what the device code compiles to are kept (include paths, macros, the language
standard, forced includes, nvcc's language and math switches, optimisation and register limits); the
output, target architectures, dependency and host-compiler options are ours to choose. nvcc runs in the
entry's `directory`, so relative include paths resolve as in the build.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from analyzer.errors import KernlintError

# options followed by a value in the next argument: kept, or skipped with their value
_KEEP_VALUE = {"-I", "-isystem", "-D", "-U", "-include", "-Xptxas", "--ptxas-options", "-maxrregcount",
               "--maxrregcount", "--include-path", "--define-macro", "--undefine-macro", "-std", "--std"}
_DROP_VALUE = {"-o", "--output-file", "-Xcompiler", "--compiler-options", "-Xlinker", "--linker-options",
               "-Xnvlink", "-gencode", "--generate-code", "-arch", "--gpu-architecture", "-code", "--gpu-code",
               "-MF", "-MT", "-MQ", "-x", "-ccbin", "--compiler-bindir", "-l", "-L", "-odir",
               "--dependency-output", "-Xarchive", "--archive-options", "-t", "--threads"}
_KEEP_PREFIX = ("-I", "-isystem", "-D", "-U", "-std=", "--std=", "-include", "--expt-", "-expt-",
                "--extended-lambda", "-extended-lambda", "--use_fast_math", "-use_fast_math", "-O",
                "-maxrregcount=", "--maxrregcount=", "-Xptxas=", "--ptxas-options=", "-rdc=",
                "--relocatable-device-code=", "-ftz=", "--ftz=", "-prec-div=", "--prec-div=", "-prec-sqrt=",
                "--prec-sqrt=", "-fmad=", "--fmad=", "--default-stream")
_KEEP_EXACT = {"-G", "--device-debug", "-lineinfo", "--generate-line-info", "-rdc", "-dc"}


def device_flags(arguments: list[str]) -> list[str]:
    """The arguments of a compile command (compiler first) that shape the device code."""
    kept: list[str] = []
    args = arguments[1:]
    i = 0
    while i < len(args):
        arg = args[i]
        if arg in _KEEP_VALUE and i + 1 < len(args):
            kept += [arg, args[i + 1]]
            i += 2
            continue
        if arg in _DROP_VALUE:
            i += 2
            continue
        if arg in _KEEP_EXACT or arg.startswith(_KEEP_PREFIX):
            kept.append("-rdc=true" if arg == "-dc" else arg)
        i += 1
    return kept


@lru_cache(maxsize=16)
def _load(path: str) -> tuple[dict[str, tuple[str, list[str]]], frozenset[str]]:
    """One read of a compile_commands.json: abs source path -> (directory, device flags) of a file's first
    entry, and the source files (real paths) built with -mwavefrontsize64 (the last of -mwavefrontsize64 /
    -mno-wavefrontsize64 wins, as in clang)."""
    import json  # NOTE: here, not at the top: most runs find no compile_commands.json (json, shlex: start-up)
    import shlex

    try:
        entries = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise KernlintError(f"{path}: not a readable compile_commands.json ({exc})") from None
    table: dict[str, tuple[str, list[str]]] = {}
    wave64 = set()
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict) or "file" not in entry or "directory" not in entry:
            continue
        directory = str(entry["directory"])
        args = entry.get("arguments")
        if not isinstance(args, list):
            try:
                args = shlex.split(str(entry.get("command", "")))
            except ValueError:
                continue
        args = [str(a) for a in args]
        source = os.path.realpath(os.path.join(directory, str(entry["file"])))
        if source not in table:
            table[source] = (directory, device_flags(args))
        flags = [a for a in args if a in ("-mwavefrontsize64", "-mno-wavefrontsize64")]
        if flags and flags[-1] == "-mwavefrontsize64":
            wave64.add(source)
    return table, frozenset(wave64)


def wave64_flag(file: str, explicit: str | None = None) -> bool:
    """Whether `file`'s compile command (its compile database, as `command_for` finds it) has -mwavefrontsize64."""
    if file == "-":
        return False
    database = _database_of_folder(os.path.dirname(os.path.abspath(file)), explicit)  # NOTE: cached per folder
    return database is not None and os.path.realpath(file) in _load(str(database))[1]


def find_database(file: str, explicit: str | None = None) -> Path | None:
    """`explicit` (a compile_commands.json or its directory), else the nearest one above `file`."""
    if explicit:
        path = Path(explicit)
        path = path / "compile_commands.json" if path.is_dir() else path
        if not path.is_file():
            raise KernlintError(f"--compile-commands {explicit}: no compile_commands.json there")
        return path
    folder = Path(os.path.abspath(file)).parent
    for candidate in (folder, *folder.parents):
        path = candidate / "compile_commands.json"
        if path.is_file():
            return path
    return None


def command_for(file: str, explicit: str | None = None) -> tuple[str, list[str]] | None:
    """(directory to run nvcc in, device flags) of `file`'s entry in its compile database, or None."""
    database = find_database(file, explicit)
    if database is None:
        return None
    return _load(str(database))[0].get(os.path.realpath(file))


@lru_cache(maxsize=512)
def _database_of_folder(folder: str, explicit: str | None) -> Path | None:
    return find_database(os.path.join(folder, "_"), explicit)


def macro_flags(arguments) -> list[str]:
    """The `-DNAME[=VALUE]` and `-UNAME` among compile arguments (`-D X`, `-DX`, `--define-macro X|=X`), in order."""
    out: list[str] = []
    args = list(arguments)
    i = 0
    while i < len(args):
        arg = str(args[i])
        for long, short in (("--define-macro", "-D"), ("--undefine-macro", "-U")):
            if arg == long or arg == short:
                if i + 1 < len(args):
                    out.append(short + str(args[i + 1]))
                i += 1
                break
            if arg.startswith(long + "="):
                out.append(short + arg[len(long) + 1:])
                break
            if arg.startswith(short) and len(arg) > 2:
                out.append(arg)
                break
        i += 1
    return out


def file_macros(file: str, explicit: str | None = None) -> tuple[str, ...]:
    """The -D/-U flags of `file`'s entry in its compile database (as `command_for` finds it), or ()."""
    if file == "-":
        return ()
    database = _database_of_folder(os.path.dirname(os.path.abspath(file)), explicit)
    if database is None:
        return ()
    entry = _load(str(database))[0].get(os.path.realpath(file))
    return tuple(macro_flags(entry[1])) if entry else ()
