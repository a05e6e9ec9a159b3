"""The method builders of analyzer.prebuilt, one per class shape the modules of analyzer/ declare: BUILDERS,
the index of the builders of the modules shapes_NN.py beside this one.

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.shapes_00 import BUILDERS as _shapes_00
from analyzer._prebuilt.shapes_01 import BUILDERS as _shapes_01
from analyzer._prebuilt.shapes_02 import BUILDERS as _shapes_02
from analyzer._prebuilt.shapes_03 import BUILDERS as _shapes_03
from analyzer._prebuilt.shapes_04 import BUILDERS as _shapes_04
from analyzer._prebuilt.shapes_05 import BUILDERS as _shapes_05
from analyzer._prebuilt.shapes_06 import BUILDERS as _shapes_06
from analyzer._prebuilt.shapes_07 import BUILDERS as _shapes_07

BUILDERS = {**_shapes_00, **_shapes_01, **_shapes_02, **_shapes_03, **_shapes_04, **_shapes_05, **_shapes_06, **_shapes_07}
