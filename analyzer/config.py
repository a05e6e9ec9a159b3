"""Run settings: defaults, then config file ([tool.kernlint] / .kernlint.yaml), then CLI flags.

Discovery (`find_config`): from the working directory upward to the filesystem root, the nearest
directory holding `.kernlint.yaml`, `.kernlint.yml`, or a `pyproject.toml` with a `[tool.kernlint]`
table wins. NOTE: when one directory holds several, the first of that list wins (`.kernlint.yaml` >
`.kernlint.yml` > `pyproject.toml`): the dedicated file is the more specific intent. `--config PATH`
skips discovery. Globs (`per-file-ignores`, `exclude`, `include`) are relative to the config's directory.

Keys (kebab-case; `_` accepted for `-`): select, extend-select, ignore, per-file-ignores, exclude,
include, targets, fail-on, block-size (X, XxY or XxYxZ), kernels: {NAME: {block: [x, y, z], grid: [x, y, z]}},
programs: {NAME: [globs]}, baseline-kernels, rules: {KL206: {max-registers: 128, severity: error}}; a rule
table may also sit at top level (`KL206 = {max-registers = 128}` in TOML). Rules may be named by id or name.
Every error is one line: `invalid config <file>: <key> ...` (KernlintError, exit 2).
"""

from __future__ import annotations

import os
import re
from dataclasses import field
from pathlib import Path
from typing import Any, Iterable

from analyzer.prebuilt import dataclass
from analyzer.diagnostics import Severity
from analyzer.errors import KernlintError

DEFAULT_TARGETS = ("sm_80", "sm_90")
DEFAULT_HIP_TARGETS = ("gfx90a", "gfx942")  # CDNA2 and CDNA3 (MI200, MI300): wave64, 64 KiB LDS per workgroup
DEFAULT_BLOCK_SIZE = 256
CONFIG_NAMES = (".kernlint.yaml", ".kernlint.yml", "pyproject.toml")
LIST_KEYS = ("select", "extend-select", "ignore", "exclude", "include", "targets")
KEYS = LIST_KEYS + ("per-file-ignores", "fail-on", "block-size", "rules", "baseline", "compile", "kernels", "programs",
                    "baseline-kernels")


@dataclass
class Settings:
    """Everything a run needs to decide what to check and how. Rule options are keyed by rule id."""

    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_file_ignores: dict[str, tuple[str, ...]] = field(default_factory=dict)
    exclude: tuple[str, ...] = ()
    include: tuple[str, ...] = ()
    targets: tuple[str, ...] = DEFAULT_TARGETS
    targets_given: bool = False  # `targets` came from the config or the command line
    compile_flags: tuple[str, ...] = ()  # `check --compile`: nvcc flags (-I/-D/-std) after the compile database's
    compile_commands: str | None = None  # `check --compile`: compile_commands.json (or its directory)
    fail_on: Severity = Severity.WARNING  # NOTE: KL001 notes must not fail a pre-commit hook on ordinary code
    block_size: int = DEFAULT_BLOCK_SIZE  # threads per block (the product of block_shape when one is given)
    block_shape: tuple[int, int, int] | None = None  # `block-size` / `--block-size` X, XxY or XxYxZ, when given
    kernels: dict[str, dict[str, tuple[int, int, int]]] = field(default_factory=dict)  # `kernels:` NAME -> block/grid
    programs: dict[str, tuple[str, ...]] = field(default_factory=dict)  # `programs:` NAME -> path patterns
    rule_options: dict[str, dict[str, Any]] = field(default_factory=dict)
    severities: dict[str, Severity] = field(default_factory=dict)
    source: str | None = None  # the config file these came from, for messages
    root: Path | None = None  # the config file's directory: globs are relative to it (else the cwd)
    baseline: str | None = None  # `baseline` key: the baseline file (relative to the config file's directory)
    baseline_kernels: tuple[str, ...] = ()  # `baseline-kernels`: kernel names/globs kept naive on purpose (notes)
    products: tuple = ()  # analyzer.products.Product for targets named by product (`H100`): SM counts, waves

    def targets_for(self, hip: bool) -> tuple[str, ...]:
        """The targets a source file is judged by: a CUDA file by every target in force (hipcc builds .cu
        files for AMD too), a HIP file by the AMD ones (DEFAULT_HIP_TARGETS when none is given), and by
        NVIDIA ones only when the configured targets name no AMD target at all (HIP built for NVIDIA)."""
        from analyzer.archs import arch_key, get_arch

        def vendor(name: str) -> str | None:
            key = arch_key(name)
            return get_arch(key).vendor if key is not None else None

        amd = tuple(t for t in self.targets if vendor(t) == "amd")
        if hip:
            if amd:
                return amd
            return self.targets if self.targets_given else DEFAULT_HIP_TARGETS
        return self.targets

    def selection(self):
        """The enabled rule set (analyzer.select.Selection) for these settings."""
        from analyzer.select import Selection

        return Selection.build(self.select, self.extend_select, self.ignore)

    def enabled_rules(self) -> frozenset[str]:
        return self.selection().enabled

    def base_dir(self) -> Path:
        return self.root if self.root is not None else Path.cwd()

    def relative(self, path: str) -> str:
        """`path` relative to the glob base directory, POSIX separators ("-" stays "-")."""
        if path == "-":
            return path
        rel = os.path.relpath(os.path.abspath(path), os.path.abspath(self.base_dir()))
        return rel if os.sep == "/" else rel.replace(os.sep, "/")  # NOTE: str ops, not Path (per file of a tree)

    def is_excluded(self, path: str) -> bool:
        if not self.exclude:
            return False
        rel = self.relative(path)
        return any(path_matches(pattern, rel) for pattern in self.exclude)

    def is_included(self, path: str) -> bool:
        """True for paths matching an extra `include` glob (e.g. `*.cpp` for HIP trees)."""
        if not self.include:
            return False
        rel = self.relative(path)
        return any(path_matches(pattern, rel) for pattern in self.include)

    def ignored_for(self, path: str) -> tuple[str, ...]:
        """Selectors (code prefixes; "" = all) that per-file-ignores switch off for `path`."""
        rel = self.relative(path)
        found: list[str] = []
        for pattern, codes in self.per_file_ignores.items():
            if path_matches(pattern, rel):
                found.extend(codes)
        return tuple(found)


# --- globs -----------------------------------------------------------------------------------------

def _glob_regex(pattern: str) -> re.Pattern[str]:
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out) + r"\Z")


def path_matches(pattern: str, rel_path: str) -> bool:
    """gitignore-like: `**` spans directories; a pattern without `/` matches any path component
    (`*.gen.cu`, `build`); a trailing `/` (`build/`) matches everything under that directory."""
    pat = pattern.strip().replace("\\", "/")
    if pat.startswith("./"):
        pat = pat[2:]
    if not pat:
        return False
    directory = pat.endswith("/")
    pat = pat.rstrip("/")
    parts = rel_path.split("/")
    if "/" not in pat:
        regex = _glob_regex(pat)
        candidates = parts[:-1] if directory else parts
        return any(regex.match(part) for part in candidates)
    regex = _glob_regex(pat.lstrip("/"))
    prefixes = ["/".join(parts[:n]) for n in range(1, len(parts) + (0 if directory else 1))]
    return any(regex.match(prefix) for prefix in prefixes)


# --- loading ---------------------------------------------------------------------------------------

def _display(path: Path) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return str(path)
    return rel if not rel.startswith("../../..") else str(path)


def _read_toml(path: Path, shown: str) -> dict[str, Any]:
    try:
        import tomllib  # type: ignore[import-not-found]
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib  # type: ignore[no-redef]
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise KernlintError(f"invalid config {shown}: TOML syntax error: {exc}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise KernlintError(f"cannot read config {shown}: {getattr(exc, 'strerror', None) or exc}") from None
    return data


def _read_yaml(path: Path, shown: str) -> Any:
    import yaml

    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise KernlintError(f"cannot read config {shown}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}: " if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise KernlintError(f"invalid config {shown}: YAML syntax error: {where}{problem}") from None


def _pyproject_table(path: Path, shown: str) -> dict[str, Any] | None:
    data = _read_toml(path, shown)
    tool = data.get("tool")
    table = tool.get("kernlint") if isinstance(tool, dict) else None
    return table if isinstance(table, dict) else None


def find_config(start: Path | None = None) -> Path | None:
    """The nearest config file from `start` (default: cwd) upward; see the module docstring."""
    here = Path(os.path.abspath(start or Path.cwd()))
    for directory in (here, *here.parents):
        for name in CONFIG_NAMES:
            candidate = directory / name
            if not candidate.is_file():
                continue
            if name == "pyproject.toml":
                try:
                    text = candidate.read_text(encoding="utf-8", errors="replace")
                except OSError:
                    continue
                # NOTE: cheap pre-filter; a full parse only when the table is plausibly there.
                if "tool.kernlint" not in text or _pyproject_table(candidate, _display(candidate)) is None:
                    continue
            return candidate
    return None


def load_config_file(path: Path) -> tuple[dict[str, Any], str]:
    """Read a config file into its raw mapping; returns (mapping, the file name to show in errors)."""
    shown = _display(path)
    if not path.exists():
        raise KernlintError(f"config file {shown} not found")
    if path.is_dir():
        raise KernlintError(f"config file {shown} is a directory")
    if path.suffix == ".toml":
        data = _pyproject_table(path, shown) if path.name == "pyproject.toml" else _read_toml(path, shown)
        data = data or {}
        if path.name != "pyproject.toml" and isinstance(data.get("tool"), dict) and "kernlint" in data["tool"]:
            data = data["tool"]["kernlint"]
    else:
        data = _read_yaml(path, shown)
        if data is None:
            data = {}
    if not isinstance(data, dict):
        raise KernlintError(f"invalid config {shown}: the top level should be a mapping, got {type(data).__name__}")
    return data, shown


# --- the one entry point commands call -----------------------------------------------------------

def split_values(values: Iterable[str] | None) -> tuple[str, ...] | None:
    """Flatten repeatable, comma-separated CLI values (`--select KL1,KL2 --select KL3`); None stays None."""
    if values is None:
        return None
    return tuple(part.strip() for value in values for part in str(value).split(",") if part.strip())


def resolve_settings(config: str | Path | None = None, *, select: Iterable[str] | None = None,
                     extend_select: Iterable[str] | None = None, ignore: Iterable[str] | None = None,
                     targets: Iterable[str] | None = None, fail_on: str | None = None,
                     block_size: int | str | None = None, cwd: Path | None = None,
                     include_dirs: Iterable[str] | None = None, defines: Iterable[str] | None = None,
                     std: str | None = None, compile_commands: str | None = None,
                     use_config: bool = True) -> Settings:
    """Settings for a run: defaults < config file (`config` or discovered from `cwd`) < CLI flags.

    CLI `select` and `targets` replace the file's; `extend-select` and `ignore` add to them (the longest
    matching selector still decides each rule). Raises KernlintError (one line) on any problem.
    """
    from analyzer.config_schema import apply_mapping
    from analyzer.select import Selection

    settings = Settings()
    path = Path(config) if config else (find_config(cwd) if use_config else None)
    if path is not None:
        data, shown = load_config_file(path)
        settings.source = shown
        settings.root = Path(os.path.abspath(path)).parent
        apply_mapping(settings, data, shown)
    select, extend_select, ignore = split_values(select), split_values(extend_select), split_values(ignore)
    if select:
        settings.select = select
    if extend_select:
        settings.extend_select = settings.extend_select + extend_select
    if ignore:
        settings.ignore = settings.ignore + ignore
    # NOTE: selectors are validated here so an unknown rule on the command line is one line, exit 2.
    Selection.build(select or None, extend_select or (), ignore or ())
    target_list = split_values(targets)
    if target_list:
        from analyzer.archs import canonical_target

        settings.targets = tuple(dict.fromkeys(canonical_target(t) for t in target_list))
        from analyzer.products import products_in

        settings.products = products_in(target_list)
        settings.targets_given = True
    if fail_on:
        settings.fail_on = Severity.parse(fail_on)
    flags = [f"-I{os.path.abspath(d)}" for d in split_values(include_dirs) or ()]
    flags += [f"-D{d}" for d in split_values(defines) or ()]
    if std:
        flags.append(f"-std={std.removeprefix('-std=')}")
    settings.compile_flags = tuple(settings.compile_flags) + tuple(flags)
    if compile_commands:
        settings.compile_commands = compile_commands
    if block_size is not None:
        from analyzer.config_schema import parse_block

        shape = parse_block(block_size)
        if shape is None:
            raise KernlintError(f"--block-size should be between 1 and 1024 threads, as X, XxY or XxYxZ (each "
                                f"dimension within 1024, 1024, 64), got {block_size}")
        settings.block_shape, settings.block_size = shape, shape[0] * shape[1] * shape[2]
    return settings
