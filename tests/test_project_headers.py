"""`#include <proj/x.h>` resolves as a build's `-I` of the project root (or its include/) makes it resolve, and a
helper defined there is summarised at its calls (analyzer.source.project_header, analysis.program.header_functions)."""

from __future__ import annotations

from analyzer.source import find_header, project_header, walk_includes


def _tree(tmp_path):
    (tmp_path / "proj" / "util").mkdir(parents=True)
    (tmp_path / "include" / "lib").mkdir(parents=True)
    (tmp_path / "src" / "deep").mkdir(parents=True)
    (tmp_path / "proj" / "util" / "round.h").write_text("#pragma once\n")
    (tmp_path / "include" / "lib" / "api.h").write_text('#include "inner.h"\n')
    (tmp_path / "include" / "lib" / "inner.h").write_text("\n")
    return tmp_path / "src" / "deep" / "k.cu"


def test_project_root_and_include_folder(tmp_path):
    cu = _tree(tmp_path)
    project_header.cache_clear()
    assert find_header("proj/util/round.h", str(cu), angled=True) == tmp_path / "proj" / "util" / "round.h"
    assert find_header("lib/api.h", str(cu), angled=True) == tmp_path / "include" / "lib" / "api.h"


def test_system_names_and_quotes_keep_their_rules(tmp_path):
    cu = _tree(tmp_path)
    project_header.cache_clear()
    assert find_header("stdio.h", str(cu), angled=True) is None  # NOTE: not in the project: the system's
    assert find_header("proj/util/missing.h", str(cu), angled=True) is None


def test_include_walk_follows_project_angle_includes(tmp_path):
    cu = _tree(tmp_path)
    text = "#include <lib/api.h>\n#include <vector>\n#include <cuda_runtime.h>\n"
    headers = [h for h, _ in walk_includes(str(cu), text)]
    assert [h.split("include/")[-1] for h in headers] == ["lib/api.h", "lib/inner.h"]


def test_a_quoted_header_not_beside_the_file_is_looked_up_above_it(tmp_path):
    """`#include "cuda_helper.h"` in `x11/` of a tree built with `-I.`: the compiler looks beside the file, then
    in the include folders; without a compile database, the folders above the file stand for them."""
    (tmp_path / "x11").mkdir()
    (tmp_path / "cuda_helper.h").write_text("#define SHFL(v, l) __shfl_sync(0xffffffff, v, l)\n")
    cu = tmp_path / "x11" / "k.cu"
    project_header.cache_clear()
    assert find_header("cuda_helper.h", str(cu)) == tmp_path / "cuda_helper.h"
    assert find_header("cuda_helper.h", str(cu), angled=True) == tmp_path / "cuda_helper.h"  # NOTE: `-I.` alike


def test_the_walk_stops_at_the_repository_root(tmp_path):
    (tmp_path / "outside.h").write_text("\n")
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    (tmp_path / "repo" / "src").mkdir()
    project_header.cache_clear()
    assert find_header("outside.h", str(tmp_path / "repo" / "src" / "k.cu"), angled=True) is None

