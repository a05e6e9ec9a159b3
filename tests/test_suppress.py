"""Inline suppressions read from the preprocessor's comment tokens, and per-file-ignores."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzer.catalogue import load_catalogue
from analyzer.config import Settings
from analyzer.diagnostics import Diagnostic, Severity, Span
from analyzer.lint.suppress import apply_per_file_ignores, parse_suppressions, suppress_inline

ALL = set(load_catalogue())


def comments_of(source: str):
    from analyzer.cuda.pp.preprocess import preprocess

    pp = preprocess(source, "k.cu")
    assert pp.error is None, pp.error
    return pp.comments


def finding(rule: str, line: int, path: str = "k.cu") -> Diagnostic:
    return Diagnostic(rule, load_catalogue()[rule].name, Severity.WARNING, "m", path, Span.at(line, 3))


def run(source: str, found: list[Diagnostic], enabled=frozenset(ALL - {"KL002"})) -> list[tuple[str, int]]:
    kept = suppress_inline(found, comments_of(source), "k.cu", source, enabled=enabled)
    return sorted((d.rule_id, d.line) for d in kept)


def test_trailing_ignore_covers_its_line_only() -> None:
    src = "a;  // kernlint: ignore[KL201]\nb;\n"
    assert run(src, [finding("KL201", 1), finding("KL201", 2), finding("KL202", 1)]) == [("KL201", 2), ("KL202", 1)]


def test_own_line_ignore_covers_the_next_line_with_code() -> None:
    src = "// kernlint: ignore[KL201]\n\n   /* a note */\n\tb;\nc;\n"
    assert run(src, [finding("KL201", 1), finding("KL201", 4), finding("KL201", 5)]) == [("KL201", 1), ("KL201", 5)]


def test_block_comments_prefixes_names_and_lists() -> None:
    src = ("x; /* kernlint: ignore[KL2] */\n"
           "y; // kernlint: ignore[divergent-branch, KL101]\n"
           "z; // kernlint: ignore[ALL]\n")
    found = [finding("KL201", 1), finding("KL202", 1), finding("KL101", 1),
             finding("KL201", 2), finding("KL101", 2), finding("KL202", 2), finding("KL104", 3)]
    assert run(src, found) == [("KL101", 1), ("KL202", 2)]


def test_disable_enable_ranges_and_file_ignore() -> None:
    src = ("a;\n"
           "// kernlint: disable[KL2]\n"
           "b;\n"
           "// kernlint: enable[KL201]\n"
           "c;\n"
           "// kernlint: enable\n"
           "d;\n"
           "// kernlint: file-ignore[KL301]\n")
    found = [finding(r, n) for n in (1, 3, 5, 7) for r in ("KL201", "KL202", "KL301")]
    assert run(src, found) == [("KL201", 1), ("KL201", 5), ("KL201", 7), ("KL202", 1), ("KL202", 7)]


def test_disable_without_enable_runs_to_the_end() -> None:
    src = "a;\n// kernlint: disable[KL104]\nb;\n"
    assert run(src, [finding("KL104", 1), finding("KL104", 900)]) == [("KL104", 1)]


def test_bare_or_unknown_suppressions_are_kl003_and_suppress_nothing() -> None:
    src = ("a; // kernlint: ignore\n"
           "b; // kernlint: ignore[KL999, KL201]\n"
           "c; // kernlint: ignroe[KL201]\n"
           "d; // kernlint: disable[]\n"
           "e; // kernlint: this comment is prose, not a directive\n")
    got = run(src, [finding("KL201", n) for n in range(1, 6)])
    assert got == [("KL003", 1), ("KL003", 2), ("KL003", 3), ("KL003", 4),
                   ("KL201", 1), ("KL201", 3), ("KL201", 4), ("KL201", 5)]


def test_kl003_position_is_the_comment() -> None:
    src = "int x;   // kernlint: ignore\n"
    comments = comments_of(src)
    _, bad = parse_suppressions(comments, "k.cu", src)
    assert [(d.rule_id, d.span.line, d.span.column) for d in bad] == [("KL003", 1, 10)]


def test_kl000_and_kl003_cannot_be_suppressed_inline() -> None:
    src = "a; // kernlint: ignore[KL000, KL003]\n"
    assert run(src, [finding("KL000", 1), finding("KL003", 1)]) == [("KL000", 1), ("KL003", 1)]


def test_unused_suppressions_are_kl002_only_when_enabled() -> None:
    src = "a; // kernlint: ignore[KL201, KL202]\nb; // kernlint: ignore[KL301]\n"
    found = [finding("KL201", 1)]
    assert run(src, found) == []
    enabled = (ALL | {"KL002"}) - {"KL301"}
    # KL301 is not enabled in this run: its suppression cannot match, so it is not reported as unused
    assert run(src, found, enabled=enabled) == [("KL002", 1)]


def test_crlf_and_bom_keep_suppression_lines() -> None:
    src = "\ufeffa;\r\n// kernlint: ignore[KL201]\r\nb;\r\nc; // kernlint: ignore[KL202]\r\n"
    assert run(src, [finding("KL201", 3), finding("KL202", 4), finding("KL202", 3)]) == [("KL202", 3)]


def test_per_file_ignores(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    settings = Settings(per_file_ignores={"third_party/**": ("ALL",), "tests/*.cu": ("KL2", "operator-precedence")},
                        root=tmp_path)
    found = [finding("KL201", 1, "third_party/a/k.cu"), finding("KL201", 1, "tests/k.cu"),
             finding("KL104", 1, "tests/k.cu"), finding("KL101", 1, "tests/k.cu"), finding("KL201", 1, "src/k.cu")]
    kept = apply_per_file_ignores(found, settings)
    assert [(d.path, d.rule_id) for d in kept] == [("tests/k.cu", "KL101"), ("src/k.cu", "KL201")]


SUPPRESSED = """__global__ void scale(float* out, int n) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid % 2 == 0) out[tid] = 1.0f;  // kernlint: ignore[KL201]
  // kernlint: ignore[divergent-branch]
  if (tid % 4 == 0) out[tid] = 2.0f;
  if (tid % 8 == 0) out[tid] = 3.0f;  // kernlint: ignore
  if (tid < n) out[tid] = 4.0f;  /* kernlint: ignore[KL201] */
}
"""


def test_check_command_applies_suppressions(tmp_path: Path) -> None:
    import subprocess
    import sys

    (tmp_path / "k.cu").write_text(SUPPRESSED, encoding="utf-8")
    # NOTE: KL110 ignored: the writes before the `tid < n` check are out of bounds, not this test's subject
    (tmp_path / ".kernlint.yaml").write_text("extend-select: [KL002]\nignore: [KL110]\n", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "analyzer", "check", "k.cu", "--format", "concise"],
                            cwd=tmp_path, capture_output=True, text=True)
    got = [(line.split(":")[1], line.rsplit("[", 1)[1].rstrip("]")) for line in result.stdout.splitlines()]
    assert got == [("6", "KL201"), ("6", "KL003"), ("7", "KL002")], result.stdout + result.stderr
    assert result.returncode == 1
