"""A launch in a member of a class template, bound per specialisation of the class the file names
(analyzer/cuda/model/class_instances.py), and static constants of classes by name (model/specnames.py,
model/staticconsts.py)."""

from __future__ import annotations

from analyzer.cuda.model.class_instances import as_template, class_of, specialisations
from analyzer.cuda.model.host_instances import blanked
from analyzer.cuda.parse.parser import parse

_CLASS = ("template <typename E> __global__ void k(const E* in) {}\n"
          "template <typename E> struct modules {\n"
          "  static void encode(const E* in) { k<E><<<1, 256>>>(in); }\n"
          "  static modules<E>& self();\n"
          "};\n")


def _specialisations(tail: str) -> list[tuple[str, ...]]:
    tu = parse(_CLASS + tail, "t.cu")
    member = next(f for f in tu.functions() if f.name == "encode")
    return specialisations(member, tu, blanked(tu.source))


def test_a_member_of_a_class_template_is_a_template_over_the_class_parameters():
    tu = parse(_CLASS, "t.cu")
    member = next(f for f in tu.functions() if f.name == "encode")
    assert member.template_params is None and class_of(member, tu).params == (("type", "E"),)
    assert [(p.kind, p.name) for p in as_template(member, tu).template_params] == [("type", "E")]


def test_an_explicit_instantiation_definition_names_a_specialisation():
    # NOTE: read from the text: found whether or not the front end parses the declaration
    assert _specialisations("template struct modules<unsigned short>;\n") == [("unsigned short",)]


def test_a_qualified_call_and_an_object_name_specialisations_once_each_comments_aside():
    tail = ("void go(const float* f, const int* i) {\n"
            "  modules<float>::encode(f); modules<float>::encode(f);\n"
            "  // modules<double>::encode(0);\n"
            "  modules<int> m; m.encode(i);\n"
            "}\n")
    assert _specialisations(tail) == [("float",), ("int",)]


def test_the_class_own_parameters_and_a_member_template_are_left_out():
    assert _specialisations("") == []  # NOTE: `modules<E>` inside its own definition
    tu = parse("template <typename E> struct box {\n"
               "  template <typename U> static void put(U* p) { (void)p; }\n"
               "};\n", "t.cu")
    assert all(class_of(f, tu) is None for f in tu.functions())


def test_a_static_dim3_member_and_a_specialisation_member_are_constants():
    from analyzer.cuda.model.envs import global_env
    from analyzer.cuda.model.evaluate import Dim3, Env

    tu = parse("struct cfg { static constexpr dim3 block = dim3(32, 1, 8); static dim3 open; };\n"
               "template <int D, typename T> struct x_cfg;\n"
               "template <> struct x_cfg<3, float> { static constexpr dim3 block{16, 2}; static constexpr int n = 7; };\n",
               "t.cu")
    env = Env({"D": 3}, global_env(tu))
    assert env.lookup("cfg::block") == Dim3(32, 1, 8)
    assert env.lookup("x_cfg< 1 + 2 , float >::block") == Dim3(16, 2, 1)
    assert env.lookup("x_cfg<D, float>::n") == 7
    assert env.lookup("x_cfg<2, float>::n") != 7 and not isinstance(env.lookup("cfg::open"), Dim3)


def test_a_member_through_a_type_alias_is_the_aliased_class_member():
    """`lrz::block` with `using lrz = cfg::x<3>;` (or a typedef) in the function or at namespace scope is
    `cfg::x<3>::block` (model/specnames.through_alias); an alias the function gives two types stays unknown."""
    from analyzer.cuda.model.envs import FunctionEnv, global_env
    from analyzer.cuda.model.evaluate import UNKNOWN, Dim3

    tu = parse("namespace cfg { template <int D> struct x;\n"
               "template <> struct x<3> { static constexpr dim3 block{48}; static constexpr int n = 5; }; }\n"
               "using top = cfg::x<3>;\n"
               "__global__ void f(int c) {\n  using lrz = cfg::x<3>;\n  typedef cfg::x<1 + 2> lrz_t;\n"
               "  if (c) { using two = cfg::x<3>; } else { using two = cfg::x<2>; }\n}\n", "t.cu")
    genv = global_env(tu)
    assert genv.lookup("top::block") == Dim3(48, 1, 1) and genv.lookup("top::n") == 5
    env = FunctionEnv(next(fn for fn in tu.functions() if fn.name == "f"), genv)
    assert env.lookup("lrz::block") == Dim3(48, 1, 1) and env.lookup("lrz_t::n") == 5
    assert env.lookup("top::block") == Dim3(48, 1, 1)
    assert env.lookup("two::block") is UNKNOWN and env.lookup("lrz::missing") is UNKNOWN
