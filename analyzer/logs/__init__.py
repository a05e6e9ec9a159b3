"""Build-log reader: ptxas/nvlink `-v` output and AMD clang resource remarks -> ResourceRecords.

    from analyzer.logs import read_records, open_log
    with open_log("build.log") as stream:
        for record in read_records(stream): ...

NOTE: the names below are imported on first use (PEP 562), so `analyzer.logs.names` (demangling, which source
checks use) does not pull in the whole reader.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_WHERE = {"open_log": "open", "read_lines": "ptxas", "read_records": "ptxas", "DeviceFunction": "records",
          "LogMessage": "records", "ResourceRecord": "records"}

__all__ = ["DeviceFunction", "LogMessage", "ResourceRecord", "open_log", "read_lines", "read_records"]


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(import_module(f"analyzer.logs.{_WHERE[name]}"), name)
    raise AttributeError(f"module 'analyzer.logs' has no attribute {name!r}")
