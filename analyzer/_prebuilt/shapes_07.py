"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

def _b122(cls, defaults, setters):
 (_d_x, _d_y, _d_z, ) = defaults
 (_s_x, _s_y, _s_z, ) = setters
 def __init__(self, x=_d_x, y=_d_y, z=_d_z):
  _s_x(self, x)
  _s_y(self, y)
  _s_z(self, z)
 __repr__ = repr_method(('x','y','z',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.x,self.y,self.z,)==(other.x,other.y,other.z,)
  return NotImplemented
 def __hash__(self):
  return hash((self.x,self.y,self.z,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('x','y','z',))


def _b123(cls, defaults, setters):
 (_s_line, _s_column, _s_end_line, _s_end_column, ) = setters
 def __init__(self, line, column, end_line, end_column):
  _s_line(self, line)
  _s_column(self, column)
  _s_end_line(self, end_line)
  _s_end_column(self, end_column)
 __repr__ = repr_method(('line','column','end_line','end_column',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)==(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __lt__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)<(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __le__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)<=(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __gt__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)>(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __ge__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)>=(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __hash__(self):
  return hash((self.line,self.column,self.end_line,self.end_column,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__lt__', __lt__), ('__le__', __le__), ('__gt__', __gt__), ('__ge__', __ge__), ('__hash__', __hash__), ) + frozen_methods(cls, ('line','column','end_line','end_column',))


BUILDERS = {
    "((True, True, True, False, False, True, True, False), (('x', 'default', True, True, True, None, False), ('y', 'default', True, True, True, None, False), ('z', 'default', True, True, True, None, False)))": _b122,
    "((True, True, True, True, False, True, True, False), (('line', 'required', True, True, True, None, False), ('column', 'required', True, True, True, None, False), ('end_line', 'required', True, True, True, None, False), ('end_column', 'required', True, True, True, None, False)))": _b123,
}
