"""Build-log reader: ptxas/nvlink `-v` output and AMD clang resource remarks -> ResourceRecords.

    from analyzer.logs import read_records, open_log
    with open_log("build.log") as stream:
        for record in read_records(stream): ...
"""

from __future__ import annotations

from analyzer.logs.open import open_log
from analyzer.logs.ptxas import read_lines, read_records
from analyzer.logs.records import DeviceFunction, LogMessage, ResourceRecord

__all__ = ["DeviceFunction", "LogMessage", "ResourceRecord", "open_log", "read_lines", "read_records"]
