"""The method builders of analyzer.prebuilt, one per class shape the modules of analyzer/ declare: BUILDERS,
the index of the builders of the modules shapes_NN.py beside this one.

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.factory import FACTORY
from analyzer._prebuilt.shapes_00 import BUILDERS as _shapes_00
from analyzer._prebuilt.shapes_01 import BUILDERS as _shapes_01
from analyzer._prebuilt.shapes_02 import BUILDERS as _shapes_02
from analyzer._prebuilt.shapes_03 import BUILDERS as _shapes_03
from analyzer._prebuilt.shapes_04 import BUILDERS as _shapes_04
from analyzer._prebuilt.shapes_05 import BUILDERS as _shapes_05
from analyzer._prebuilt.shapes_06 import BUILDERS as _shapes_06
from analyzer._prebuilt.shapes_07 import BUILDERS as _shapes_07
from analyzer._prebuilt.shapes_08 import BUILDERS as _shapes_08
from analyzer._prebuilt.shapes_09 import BUILDERS as _shapes_09
from analyzer._prebuilt.shapes_10 import BUILDERS as _shapes_10
from analyzer._prebuilt.shapes_11 import BUILDERS as _shapes_11

BUILDERS = {**_shapes_00, **_shapes_01, **_shapes_02, **_shapes_03, **_shapes_04, **_shapes_05, **_shapes_06, **_shapes_07, **_shapes_08, **_shapes_09, **_shapes_10, **_shapes_11}
