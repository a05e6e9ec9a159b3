"""render_json writes the findings without building their dicts (reporters/ptxas._diagnostics_json): the same
text as json.dumps of the "ptxas" shape of analyzer.reporters.json_."""

import json

from analyzer.diagnostics import Diagnostic, Severity, Span
from analyzer.reporters.json_ import diagnostic_dict
from analyzer.reporters.ptxas import _diagnostics_json


def _diag(**kw):
    base = dict(rule_id="KL204", name="occupancy-cliff", severity=Severity.NOTE, message="`k` on sm_80: 72 registers",
                path="build.log", span=Span.at(12), symbol="k(float*)", arch="sm_80", help="use -maxrregcount=64")
    base.update(kw)
    return Diagnostic(**base)


def test_same_text_as_the_dicts():
    found = [_diag(), _diag(span=None), _diag(symbol=None, arch=None, help=None),
             _diag(message='quote " backslash \\ tab \t and \u00e9\u4e2d \U0001f600', help="x\ny"),
             _diag(rule_id="KL205", name="spill", severity=Severity.WARNING), _diag(severity=Severity.ERROR),
             _diag(message="", help="")]
    assert _diagnostics_json(found) == json.dumps([diagnostic_dict(d, "ptxas") for d in found])


def test_no_findings():
    assert _diagnostics_json([]) == json.dumps([])
