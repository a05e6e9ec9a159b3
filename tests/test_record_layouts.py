"""Field offsets of records (analyzer/analysis/memory/address.Layouts.field)."""

from __future__ import annotations

from analyzer.lint.sources import parse_file


def test_a_class_template_field_after_a_dependent_array_has_no_offset_here():
    """`template <int N> struct Tile { float a[N]; float b; }`: N is the record's argument (Tile<8>), not the N
    the kernel's own template binds: b's offset is unknown here, a's (first) is 0; a plain record's is known."""
    from analyzer.analysis.memory.address import Layouts
    from analyzer.cuda.model.evaluate import Env

    src = "template <int N> struct Tile { float a[N]; float b; };\nstruct P { float a[4]; float b; };\n"
    layouts = Layouts(parse_file("f.cu", src), Env(values={"N": 1}))
    assert layouts.field("Tile<8>", "b") is None and layouts.field("Tile<8>", "a") is None
    assert layouts.field("P", "b")[0] == 16
