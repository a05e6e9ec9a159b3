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


def test_a_cmake_include_directory_is_searched(tmp_path):
    """cuda_hgemm (review r5 RC8): `include_directories(${PROJECT_SOURCE_DIR}/src/common)` in the top list file is
    where `#include "common.h"` of `src/mma/x.cu` is found; a folder under a variable kernlint does not evaluate,
    or one that does not exist, is not searched."""
    from analyzer.cmake_includes import cmake_include_dirs
    from analyzer.includes import _project_header_at

    (tmp_path / ".git").mkdir()
    (tmp_path / "src" / "common").mkdir(parents=True)
    (tmp_path / "src" / "mma").mkdir()
    (tmp_path / "vendor").mkdir()
    (tmp_path / "src" / "common" / "common.h").write_text("#pragma once\n")
    (tmp_path / "vendor" / "v.h").write_text("#pragma once\n")
    (tmp_path / "CMakeLists.txt").write_text(
        "project(x)\ninclude_directories (\n    ${PROJECT_SOURCE_DIR}/src/common  # the kernels' headers\n"
        "    ${CUDA_PATH}/include\n    missing/folder\n)\n"
        "target_include_directories(app PRIVATE ${SOME_VENDOR_DIR})\n")
    cu = tmp_path / "src" / "mma" / "x.cu"
    _project_header_at.cache_clear()
    project_header.cache_clear()
    cmake_include_dirs.cache_clear()
    assert cmake_include_dirs(str(tmp_path)) == (str(tmp_path / "src" / "common"),)
    assert find_header("common.h", str(cu)) == tmp_path / "src" / "common" / "common.h"
    assert find_header("v.h", str(cu)) is None  # NOTE: only under a variable kernlint does not evaluate
    (tmp_path / "CMakeLists.txt").write_text("project(x)\ntarget_include_directories(app PUBLIC vendor)\n")
    _project_header_at.cache_clear()
    project_header.cache_clear()
    cmake_include_dirs.cache_clear()
    assert find_header("v.h", str(cu)) == tmp_path / "vendor" / "v.h"
