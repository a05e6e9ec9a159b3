"""The program stage (analyzer/cuda/model/programs.py): a launch binds only to the kernels its translation unit
can see, by C++ name lookup; fixtures/programs/ holds the trees."""

from __future__ import annotations

import shutil
from pathlib import Path

from analyzer.config import Settings
from analyzer.cuda.model import RunIndex
from analyzer.lint.sources import _HEADER_CACHE, _TU_CACHE, analyze_paths, model_of, parse_file
from analyzer.source import discover

PROGRAMS = Path(__file__).resolve().parents[1] / "fixtures" / "programs"


def run(paths, settings: Settings | None = None, jobs: int = 1):
    _TU_CACHE.clear()
    _HEADER_CACHE.clear()
    settings = settings or Settings()
    files, _ = discover([str(p) for p in paths])
    return analyze_paths(files, settings, settings.enabled_rules(), jobs=jobs)


def models(files: dict[str, str], root: Path):
    out = []
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    for name, text in files.items():
        path = str(root / name)
        out.append(model_of(parse_file(path, text), path, text))
    return out


def test_three_programs_in_three_folders_never_share_a_kernel():
    result = run([PROGRAMS / "examples"])
    assert not [d for d in result.diagnostics if d.rule_id == "KL101"]
    for d in result.diagnostics:  # NOTE: no finding names another program's folder
        assert "../" not in d.message, d.message
    assert result.errors == []


def test_the_bounded_program_launching_over_its_bound_is_still_reported(tmp_path: Path):
    tree = tmp_path / "examples"
    shutil.copytree(PROGRAMS / "examples", tree)
    main = tree / "bounded" / "main.cu"
    main.write_text(main.read_text().replace("<<<128, 128>>>", "<<<64, 256>>>"))
    found = [d for d in run([tree]).diagnostics if d.rule_id == "KL101"]
    assert [(Path(d.path).parent.name, d.line) for d in found] == [("bounded", 10)]
    assert "`__launch_bounds__(128)` (line 1)" in found[0].message


def test_a_bound_from_another_file_of_the_program_names_its_file_and_line():
    found = [d for d in run([PROGRAMS / "split"]).diagnostics if d.rule_id == "KL101"]
    assert len(found) == 1 and found[0].path.endswith("main.cu")
    assert "`__launch_bounds__(128)` (rhs.cu:3)" in found[0].message


def test_unqualified_launch_finds_the_kernel_of_its_enclosing_namespace(tmp_path: Path):
    src = """namespace a {
__global__ void k(float *x) { x[0] = 1.0f; }
void go(float *x) { k<<<1, 64>>>(x); }
}
namespace b {
__global__ void k(float *x) { x[0] = 2.0f; }
void go(float *x) { k<<<1, 96>>>(x); b::k<<<1, 128>>>(x); a::k<<<1, 32>>>(x); }
}
"""
    (model,) = models({"n.cu": src}, tmp_path)
    index = RunIndex.build([model])
    bound = {launch.block[0]: [k.qualified_name for k in index.kernels_launched(launch)] for launch in model.launches}
    assert bound == {64: ["a::k"], 96: ["b::k"], 128: ["b::k"], 32: ["a::k"]}
    reaching = {k.qualified_name: sorted(x.block[0] for x in index.launches_reaching(k)) for k in model.kernels}
    assert reaching == {"a::k": [32, 64], "b::k": [96, 128]}


def test_overloads_are_told_apart_by_argument_count(tmp_path: Path):
    src = """__global__ void __launch_bounds__(64) f(float *x) { x[0] = 1.0f; }
__global__ void f(float *x, int n) { x[n] = 1.0f; }
void go(float *x) { f<<<1, 256>>>(x, 3); f<<<1, 32>>>(x); }
"""
    (model,) = models({"o.cu": src}, tmp_path)
    index = RunIndex.build([model])
    assert [len(index.kernels_launched(launch)[0].params) for launch in model.launches] == [2, 1]
    assert index.launched_bounds(model.launches[0]) == set()  # NOTE: the 256 launch is of the unbounded f


def test_a_library_shared_by_two_programs_reaches_both(tmp_path: Path):
    files = {"lib/k.cu": "__global__ void __launch_bounds__(128) k(float *x) { x[0] = 1.0f; }\n",
             "app1/main.cu": "__global__ void k(float *x);\nint main() { k<<<1, 256>>>(0); return 0; }\n",
             "app2/main.cu": "__global__ void k(float *x);\nint main() { k<<<1, 512>>>(0); return 0; }\n"}
    index = RunIndex.build(models(files, tmp_path))
    (kernel,) = index.kernels_named("k")
    assert sorted(x.block[0] for x in index.launches_reaching(kernel)) == [256, 512]


def test_configured_programs_decide_over_the_tree(tmp_path: Path):
    files = {"one/k.cu": "__global__ void __launch_bounds__(128) k(float *x) { x[0] = 1.0f; }\n",
             "two/k.cu": "__global__ void k(float *x) { x[0] = 2.0f; }\n",
             "host/run.cu": "void go(float *x) { k<<<1, 256>>>(x); }\n"}
    built = models(files, tmp_path)
    index = RunIndex.build(built)
    launch = next(m for m in built if m.path.endswith("run.cu")).launches[0]
    assert len(index.kernels_launched(launch)) == 2  # NOTE: the tree cannot tell which one links
    settings = Settings(root=tmp_path, programs={"app": ("one/", "host/"), "other": ("two/",)})
    from analyzer.cuda.model.programs import program_groups

    index = RunIndex.build(built, program_groups(settings, [m.path for m in built]))
    assert [k.file for k in index.kernels_launched(launch)] == [str(tmp_path / "one/k.cu")]


def test_a_header_included_by_two_programs_is_seen_by_both(tmp_path: Path):
    files = {"common/k.cuh": "__global__ void __launch_bounds__(64) k(float *x) { x[0] = 1.0f; }\n",
             "p1/main.cu": '#include "../common/k.cuh"\nint main() { k<<<1, 128>>>(0); return 0; }\n',
             "p2/main.cu": '#include "../common/k.cuh"\nint main() { k<<<1, 32>>>(0); return 0; }\n'}
    index = RunIndex.build(models(files, tmp_path))
    (kernel,) = index.kernels_named("k")
    assert sorted(x.block[0] for x in index.launches_reaching(kernel)) == [32, 128]


def test_a_compile_database_names_the_programs(tmp_path: Path):
    import json

    files = {"one/k.cu": "__global__ void __launch_bounds__(128) k(float *x) { x[0] = 1.0f; }\n",
             "two/k.cu": "__global__ void k(float *x) { x[0] = 2.0f; }\n",
             "host/run.cu": "void go(float *x) { k<<<1, 256>>>(x); }\n"}
    built = models(files, tmp_path)
    entries = [{"directory": str(tmp_path / "build"), "file": str(tmp_path / name),
                "command": f"nvcc -c {tmp_path / name} -o CMakeFiles/{target}.dir/{name}.o"}
               for name, target in (("one/k.cu", "app"), ("host/run.cu", "app"), ("two/k.cu", "other"))]
    (tmp_path / "compile_commands.json").write_text(json.dumps(entries))
    from analyzer.cuda.model.programs import program_groups

    groups = program_groups(Settings(), [m.path for m in built])
    assert sorted(next(iter(g)) for g in groups.values()) == ["app", "app", "other"]
    index = RunIndex.build(built, groups)
    launch = next(m for m in built if m.path.endswith("run.cu")).launches[0]
    assert [k.file for k in index.kernels_launched(launch)] == [str(tmp_path / "one/k.cu")]


def test_overloads_are_told_apart_by_literal_argument_types(tmp_path: Path):
    src = """__global__ void __launch_bounds__(64) g(float *x, int n) { x[n] = 1.0f; }
__global__ void g(float *x, float a) { x[0] = a; }
void go(float *x) { g<<<1, 256>>>(x, 2.0f); g<<<1, 32>>>(x, 7); g<<<1, 128>>>(x, -1.5); }
"""
    (model,) = models({"t.cu": src}, tmp_path)
    index = RunIndex.build([model])
    assert [index.kernels_launched(x)[0].params[1] for x in model.launches] == ["float a", "int n", "float a"]


def test_a_one_file_run_sees_the_kernels_of_a_source_file_it_includes(tmp_path: Path):
    """`#include "kernels.cu"` outside the analysed paths (a pre-commit run of main.cu alone): its kernels are
    modelled as context (analyzer/lint/context.py), never reported."""
    (tmp_path / "kernels.cu").write_text("__global__ void __launch_bounds__(64) step(float *x) {\n"
                                         "    if (threadIdx.x % 2) x[threadIdx.x] += 1.0f;\n}\n")
    (tmp_path / "main.cu").write_text('#include "kernels.cu"\nint main() { step<<<1, 128>>>(0); return 0; }\n')
    found = run([tmp_path / "main.cu"]).diagnostics
    assert [(Path(d.path).name, d.rule_id) for d in found] == [("main.cu", "KL101")]
    assert "`__launch_bounds__(64)` (kernels.cu:1)" in found[0].message


def test_a_using_directive_makes_a_namespaces_kernel_visible(tmp_path: Path):
    src = """namespace a { __global__ void k(float *x) { x[0] = 1.0f; } }
namespace b { __global__ void k(float *x) { x[0] = 2.0f; } }
using namespace b;
void go(float *x) { k<<<1, 64>>>(x); }
"""
    (model,) = models({"u.cu": src}, tmp_path)
    assert model.usings == ("b",)
    index = RunIndex.build([model])
    assert [k.qualified_name for k in index.kernels_launched(model.launches[0])] == ["b::k"]


_SPLIT_KERNEL = """__global__ void kern(float *x) {
  if (threadIdx.x % 2 == 0) {
    for (int i = 0; i < 100; ++i) x[threadIdx.x] += x[i];
  }
}
"""
_SPLIT_MAIN = """#include <cstdlib>
__global__ void kern(float *x);
int main(int argc, char **argv) {
  float *x = 0;
  int n = atoi(argv[1]);
  kern<<<1, n>>>(x);
  return 0;
}
"""


def test_kl201_says_where_a_bound_launch_with_an_unknown_block_is(tmp_path):
    """review-25-after W5: a launch in another file of the program, bound but with a block read from argv, is
    named with its place (`main.cu:6`), not reported as no launch; its near miss, a program that never launches
    the kernel, says there is none."""
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "kern.cu").write_text(_SPLIT_KERNEL)
    (tmp_path / "a" / "main.cu").write_text(_SPLIT_MAIN)
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "kern.cu").write_text(_SPLIT_KERNEL)
    (tmp_path / "b" / "main.cu").write_text(_SPLIT_MAIN.replace("  kern<<<1, n>>>(x);\n", "  (void)n;\n"))
    result = run([tmp_path / "a", tmp_path / "b"])
    said = {Path(d.path).parent.name: d.message for d in result.diagnostics if d.rule_id == "KL201"}
    assert "the block size of the launch at main.cu:6 is not known here" in said["a"], said
    assert "no launch of `kern` in the analysed files" in said["b"], said


def test_kernels_and_launches_in_cpp_files_and_included_headers_are_judged():
    # NOTE: review r3 B (C8): HIP code in `.cpp` and CUDA kernels in a `.hpp` a `.cu` includes were never read
    tree = PROGRAMS / "device_code"
    result = run([tree])
    found = sorted((Path(d.path).name, d.line) for d in result.diagnostics if d.rule_id == "KL202")
    assert found == [("saxpy.cpp", 12), ("scale.h", 3), ("vm.hpp", 3), ("vm.hpp", 9)]
    assert not {Path(d.path).name for d in result.diagnostics} & {"host_only.cpp", "helpers.h"}


def test_a_header_holding_launches_is_part_of_the_unit_that_includes_it():
    from analyzer.lint.context import run_index
    paths = [str(PROGRAMS / "device_code" / n) for n in ("main.cu", "scale.cu")]
    texts = [Path(p).read_text() for p in paths]
    index = run_index([model_of(parse_file(p, t), p, t) for p, t in zip(paths, texts)], paths, Settings(), True,
                      model_of, parse_file)
    assert sorted((k, Path(v[0].file).name) for k, v in index.launches.items()) == [("run_vm", "vm.hpp"),
                                                                                   ("scale", "scale.h")]
