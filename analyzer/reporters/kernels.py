"""`kernlint kernels` output: the inventory of kernels and launch sites, as JSON or text.

JSON (stable keys):
  {"kernels": [{"name", "file", "line", "launch_bounds": [max_threads, min_blocks] | null,
                "static_shared_bytes": int | null, "parsed": bool}],
   "launches": [{"kernel", "file", "line", "grid": [x, y, z] | null, "block": [x, y, z] | null,
                 "dynamic_shared_bytes": int | null, "static_shared_bytes": int | null}]}
`name` is the qualified name (`ns::k`); a launch's `kernel` carries its explicit template arguments.
A launch's `static_shared_bytes` is that of the kernel it runs: of the instantiation it names for a
template kernel of its file (`reduce<1024, double>`), else of the kernel's one definition in the run.
A dim3 is null when none of its components is known; otherwise unknown components are null inside the list.
`launch_bounds` holds the evaluated first two arguments (min_blocks null when absent or unknown).
"""

from __future__ import annotations


def _dim(value) -> list | None:
    if value is None or all(c is None for c in value):
        return None
    return list(value)


def inventory(result) -> dict:
    """The JSON document of a RunResult, sorted by (file, line)."""
    kernels = []
    for k in sorted(result.kernels, key=lambda k: (k.file, k.span.line, k.span.column)):
        bounds = None
        if k.launch_bounds:
            bounds = [k.launch_bounds[0], k.launch_bounds[1] if len(k.launch_bounds) > 1 else None]
        kernels.append({"name": k.qualified_name, "file": k.file, "line": k.span.line, "launch_bounds": bounds,
                        "static_shared_bytes": k.static_shared_bytes, "parsed": k.parsed})
    from analyzer.cuda.model import RunIndex

    index = RunIndex.build(f.model for f in result.files if f.model is not None)
    launches = []
    for launch in sorted(result.launches, key=lambda x: (x.file, x.span.line, x.span.column)):
        static = launch.static_shared_bytes
        if static is None:
            statics = index.launched_static_shared(launch)
            static = statics.pop() if len(statics) == 1 else None
        launches.append({"kernel": launch.kernel, "file": launch.file, "line": launch.span.line,
                         "grid": _dim(launch.grid), "block": _dim(launch.block),
                         "dynamic_shared_bytes": launch.dynamic_shared_bytes, "static_shared_bytes": static}
                        | ({"host_instance": launch.host_args} if launch.host_args else {}))
    return {"kernels": kernels, "launches": launches}


def _fmt(value) -> str:
    if value is None:
        return "?"
    if isinstance(value, list):
        return "(" + ", ".join(_fmt(v) for v in value) + ")"
    return str(value)


def render_text(document: dict) -> str:
    lines = []
    for k in document["kernels"]:
        bits = [f"{k['file']}:{k['line']}: kernel {k['name']}"]
        if k["launch_bounds"]:
            # NOTE: min_blocks null is mostly "not written" (`__launch_bounds__(128)`): shown as written
            bounds = k["launch_bounds"][:1] if k["launch_bounds"][1:] == [None] else k["launch_bounds"]
            bits.append(f"__launch_bounds__{_fmt(bounds)}")
        bits.append(f"static smem {_fmt(k['static_shared_bytes'])} B")
        if not k["parsed"]:
            bits.append("(partly unparsed)")
        lines.append("  ".join(bits))
    for launch in document["launches"]:
        lines.append(f"{launch['file']}:{launch['line']}: launch {launch['kernel']}"
                     + (f" ({'' if launch['host_instance'].startswith('when ') else 'in '}{launch['host_instance']})"
                        if launch.get("host_instance") else "")
                     + f"  grid {_fmt(launch['grid'])}  "
                     f"block {_fmt(launch['block'])}  dynamic smem {_fmt(launch['dynamic_shared_bytes'])} B  "
                     f"static smem {_fmt(launch['static_shared_bytes'])} B")
    lines.append(f"{len(document['kernels'])} kernels, {len(document['launches'])} launches")
    return "\n".join(lines) + "\n"
