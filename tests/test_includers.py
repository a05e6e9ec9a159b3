"""The macros a header gets from its includers (analyzer/lint/includers.py)."""

from __future__ import annotations

from analyzer.lint import includers
from analyzer.lint.includers import includer_flags

KERNEL = "__global__ void fill(float *a) { __shared__ float s[BLOCK]; a[threadIdx.x] = s[BLOCK - 1]; }\n"


def _flags(tmp_path, files: dict[str, str], header: str = "kern.cuh") -> tuple[str, ...]:
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return includer_flags(str(tmp_path / header), lambda _path: ())


def test_includers_that_disagree_pass_nothing(tmp_path):
    assert _flags(tmp_path, {"kern.cuh": KERNEL, "a.cu": '#define BLOCK 2048\n#include "kern.cuh"\n',
                             "b.cu": '#define BLOCK 128\n#include "kern.cuh"\n'}) == ()


def test_includers_that_agree_pass_the_name(tmp_path):
    assert _flags(tmp_path, {"kern.cuh": KERNEL, "a.cu": '#define BLOCK 128\n#include "kern.cuh"\n',
                             "b.cu": '#define BLOCK 128\n#include "kern.cuh"\n',
                             "c.cu": '#include "kern.cuh"\n'}) == ("-DBLOCK=128",)


def test_the_names_a_passed_body_uses_are_passed_too(tmp_path):
    got = _flags(tmp_path, {"kern.cuh": KERNEL, "cfg.h": "#define TILE 16\n#define SIDE TILE\n#define BLOCK (SIDE * 8)\n"
                            "#define OTHER 3\n", "main.cu": '#include "cfg.h"\n#include "kern.cuh"\n'})
    assert sorted(got) == ["-DBLOCK=(SIDE * 8)", "-DSIDE=TILE", "-DTILE=16"]


def test_cuda_keywords_of_a_host_shim_are_never_passed(tmp_path):
    shim = "#define __location__(a) __attribute__((a))\n#define __global__ __location__(global)\n"
    assert _flags(tmp_path, {"kern.cuh": "#define BLOCK 4\n" + KERNEL, "shim.h": shim,
                             "Host.h": '#include "shim.h"\n#include "kern.cuh"\n'}) == ()


def test_includers_are_read_in_the_headers_gpu_build(tmp_path):
    math = '#ifdef USE_GPU\n#define WIDTH 32\n#else\n#define WIDTH 1\n#define __device__\n#endif\n'
    header = '#include "math.h"\n#ifdef USE_GPU\n__global__ void k(float *a) { a[threadIdx.x] = WIDTH; }\n#endif\n'
    got = _flags(tmp_path, {"kern.cuh": header, "math.h": math, "Host.h": '#include "math.h"\n#include "kern.cuh"\n'})
    assert got == ("-DWIDTH=32",)


def test_an_includers_text_before_a_line_is_preprocessed_once(tmp_path, monkeypatch):
    files = {"kern.cuh": KERNEL, "a.cu": '#define BLOCK 64\n#include "kern.cuh"\n'}
    assert _flags(tmp_path, files) == ("-DBLOCK=64",)
    seen = []
    import analyzer.cuda.pp.preprocess as pp
    real = pp.preprocess
    monkeypatch.setattr(pp, "preprocess", lambda *a, **k: seen.append(a[1]) or real(*a, **k))
    includers._CACHE.clear()
    assert _flags(tmp_path, files) == ("-DBLOCK=64",)
    assert str(tmp_path / "a.cu") not in seen


def test_the_cache_key_reads_the_includers_bytes_and_preprocesses_none(tmp_path, monkeypatch):
    """A warm run keys a header by its includers' bytes (includer_digest): no includer is preprocessed for the key,
    and an edit of an includer before its #include line changes the key."""
    from analyzer.config import Settings
    from analyzer.lint.cache import ResultCache

    (tmp_path / "kern.cuh").write_text(KERNEL)
    (tmp_path / "main.cu").write_text('#define BLOCK 128\n#include "kern.cuh"\n')
    (tmp_path / "other.cu").write_text("int unrelated;\n")
    monkeypatch.setattr(includers, "_flags", lambda *a: (_ for _ in ()).throw(AssertionError("preprocessed")))
    cache = ResultCache(tmp_path / "cache", Settings(), ["KL107"])
    header = str(tmp_path / "kern.cuh")
    before = cache.key(header, KERNEL, [])
    (tmp_path / "other.cu").write_text("int unrelated_too;\n")  # NOTE: names no header: not read
    assert cache.key(header, KERNEL, []) == before
    (tmp_path / "main.cu").write_text('#define BLOCK 256\n#include "kern.cuh"\n')
    assert cache.key(header, KERNEL, []) != before


def test_the_cache_key_follows_the_headers_an_includer_includes(tmp_path):
    """The macros an includer passes may come from a header it includes first (`cfg.h`): an edit there changes
    the header's key, or a warm run would keep a finding made with the old value."""
    from analyzer.config import Settings
    from analyzer.lint.cache import ResultCache

    (tmp_path / "kern.cuh").write_text(KERNEL)
    (tmp_path / "cfg.h").write_text("#define TILE 20000\n#define BLOCK (TILE)\n")
    (tmp_path / "main.cu").write_text('#include "cfg.h"\n#include "kern.cuh"\n')
    cache = ResultCache(tmp_path / "cache", Settings(), ["KL103"])
    header = str(tmp_path / "kern.cuh")
    before = cache.key(header, KERNEL, [])
    (tmp_path / "cfg.h").write_text("#define TILE 16\n#define BLOCK (TILE)\n#define UNUSED 1\n")
    assert cache.key(header, KERNEL, []) != before
