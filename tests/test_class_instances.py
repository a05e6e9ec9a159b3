"""Static constants of classes by name (model/specnames.py, model/staticconsts.py): a struct's `static constexpr`
dim3 member and an explicit specialisation's, its template arguments compared by value."""

from __future__ import annotations

from analyzer.cuda.parse.parser import parse


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
