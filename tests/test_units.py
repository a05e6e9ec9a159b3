"""Byte sizes: parse_size accepts what users type, format_size prints exactly."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from analyzer.errors import KernlintError
from analyzer.units import format_size, parse_size


@pytest.mark.parametrize("text, expected", [
    ("16384", 16384), ("16K", 16384), ("16k", 16384), ("16KiB", 16384), ("16 KB", 16384), ("16kb", 16384),
    ("1MiB", 1048576), ("1M", 1048576), ("0", 0), ("100B", 100), ("0x4000", 16384), ("1.5K", 1536),
    (" 48 KiB ", 49152), (4096, 4096),
])
def test_parse_size(text, expected) -> None:
    assert parse_size(text) == expected


@pytest.mark.parametrize("text", ["", "K", "-1", "16Q", "16 KiBs", "1.3K", "abc", "1e3", "16 K B", -5, True])
def test_parse_size_rejects(text) -> None:
    with pytest.raises(KernlintError):
        parse_size(text)


def test_format_size() -> None:
    assert format_size(49152) == "48 KiB"
    assert format_size(1536) == "1.5 KiB"
    assert format_size(1000) == "1000 B"
    assert format_size(233472) == "228 KiB"
    assert format_size(1048576) == "1 MiB"
    assert format_size(0) == "0 B"
    assert format_size(123456 * 2**20 + 2**18) == "123456.25 MiB"


@given(st.integers(0, 2**40))
def test_format_then_parse_round_trips(n) -> None:
    assert parse_size(format_size(n).replace(" ", "")) == n
