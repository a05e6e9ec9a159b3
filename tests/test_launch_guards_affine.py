"""launch_guards solves a host test of an affine expression of the passed name (`sizeof(float) * cell <= 24`) for
the name over the integers: checked against brute force for every operator, sign and bound."""

from __future__ import annotations

import operator

from analyzer.analysis.launch_guards import _solve

_C = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq,
      "!=": operator.ne}


def test_solve_matches_brute_force():
    for op, holds in _C.items():
        for a in (-7, -4, -1, 1, 2, 3, 4, 8):
            for w in range(-30, 31):
                solved = _solve(op, a, w)
                for x in range(-40, 41):
                    truth = holds(a * x, w)
                    if solved is None:  # NOTE: only where no single test says it: x == w / a with a not dividing w
                        assert op in ("==", "!=") and w % a != 0
                        continue
                    assert _C[solved[0]](x, solved[1]) == truth, (op, a, w, x, solved)
