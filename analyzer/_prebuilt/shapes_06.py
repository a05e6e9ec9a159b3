"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b62(cls, defaults, setters):
 (_d_next_line, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, span, name, why, next_line=_d_next_line):
  _setattr_(self, 'span', span)
  _setattr_(self, 'name', name)
  _setattr_(self, 'why', why)
  _setattr_(self, 'next_line', next_line)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, name={self.name!r}, why={self.why!r}, next_line={self.next_line!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.why,self.next_line,)==(other.span,other.name,other.why,other.next_line,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.why,self.next_line,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','name','why','next_line',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','name','why','next_line',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b63(cls, defaults, setters):
 (_d_current, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, start, end, blocks_per_sm, active_warps, occupancy, limiter, current=_d_current):
  _setattr_(self, 'start', start)
  _setattr_(self, 'end', end)
  _setattr_(self, 'blocks_per_sm', blocks_per_sm)
  _setattr_(self, 'active_warps', active_warps)
  _setattr_(self, 'occupancy', occupancy)
  _setattr_(self, 'limiter', limiter)
  _setattr_(self, 'current', current)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(start={self.start!r}, end={self.end!r}, blocks_per_sm={self.blocks_per_sm!r}, active_warps={self.active_warps!r}, occupancy={self.occupancy!r}, limiter={self.limiter!r}, current={self.current!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.start,self.end,self.blocks_per_sm,self.active_warps,self.occupancy,self.limiter,self.current,)==(other.start,other.end,other.blocks_per_sm,other.active_warps,other.occupancy,other.limiter,other.current,)
  return NotImplemented
 def __hash__(self):
  return hash((self.start,self.end,self.blocks_per_sm,self.active_warps,self.occupancy,self.limiter,self.current,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('start','end','blocks_per_sm','active_warps','occupancy','limiter','current',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('start','end','blocks_per_sm','active_warps','occupancy','limiter','current',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b64(cls, defaults, setters):
 (_d_thread, _d_data, _d_unsigned, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, term, thread=_d_thread, data=_d_data, unsigned=_d_unsigned):
  _setattr_(self, 'term', term)
  _setattr_(self, 'thread', thread)
  _setattr_(self, 'data', data)
  _setattr_(self, 'unsigned', unsigned)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(term={self.term!r}, thread={self.thread!r}, data={self.data!r}, unsigned={self.unsigned!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.term,self.thread,self.data,self.unsigned,)==(other.term,other.thread,other.data,other.unsigned,)
  return NotImplemented
 def __hash__(self):
  return hash((self.term,self.thread,self.data,self.unsigned,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('term','thread','data','unsigned',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('term','thread','data','unsigned',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b65(cls, defaults, setters):
 (_d_launch_bounds, _d_compiler_flag, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, value, occupancy, blocks_per_sm, launch_bounds=_d_launch_bounds, compiler_flag=_d_compiler_flag):
  _setattr_(self, 'value', value)
  _setattr_(self, 'occupancy', occupancy)
  _setattr_(self, 'blocks_per_sm', blocks_per_sm)
  _setattr_(self, 'launch_bounds', launch_bounds)
  _setattr_(self, 'compiler_flag', compiler_flag)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(value={self.value!r}, occupancy={self.occupancy!r}, blocks_per_sm={self.blocks_per_sm!r}, launch_bounds={self.launch_bounds!r}, compiler_flag={self.compiler_flag!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.value,self.occupancy,self.blocks_per_sm,self.launch_bounds,self.compiler_flag,)==(other.value,other.occupancy,other.blocks_per_sm,other.launch_bounds,other.compiler_flag,)
  return NotImplemented
 def __hash__(self):
  return hash((self.value,self.occupancy,self.blocks_per_sm,self.launch_bounds,self.compiler_flag,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('value','occupancy','blocks_per_sm','launch_bounds','compiler_flag',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('value','occupancy','blocks_per_sm','launch_bounds','compiler_flag',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b66(cls, defaults, setters):
 (_d_y, _d_z, _d_label, _d_assumed, _d_bind, _d_why, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, x, y=_d_y, z=_d_z, label=_d_label, assumed=_d_assumed, bind=_d_bind, why=_d_why):
  _setattr_(self, 'x', x)
  _setattr_(self, 'y', y)
  _setattr_(self, 'z', z)
  _setattr_(self, 'label', label)
  _setattr_(self, 'assumed', assumed)
  _setattr_(self, 'bind', bind)
  _setattr_(self, 'why', why)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(x={self.x!r}, y={self.y!r}, z={self.z!r}, label={self.label!r}, assumed={self.assumed!r}, bind={self.bind!r}, why={self.why!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.x,self.y,self.z,self.label,self.assumed,self.bind,self.why,)==(other.x,other.y,other.z,other.label,other.assumed,other.bind,other.why,)
  return NotImplemented
 def __hash__(self):
  return hash((self.x,self.y,self.z,self.label,self.assumed,self.bind,self.why,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('x','y','z','label','assumed','bind','why',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('x','y','z','label','assumed','bind','why',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b67(cls, defaults, setters):
 (_d_applicability, _d_title, ) = defaults
 (_s_edits, _s_applicability, _s_title, ) = setters
 def __init__(self, edits, applicability=_d_applicability, title=_d_title):
  _s_edits(self, edits)
  _s_applicability(self, applicability)
  _s_title(self, title)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(edits={self.edits!r}, applicability={self.applicability!r}, title={self.title!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.edits,self.applicability,self.title,)==(other.edits,other.applicability,other.title,)
  return NotImplemented
 def __hash__(self):
  return hash((self.edits,self.applicability,self.title,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('edits','applicability','title',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('edits','applicability','title',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b68(cls, defaults, setters):
 (_d_args, _d_scope, _d_launch, _d_site, _d_helper, ) = defaults
 (_s_kind, _s_name, _s_span, _s_args, _s_scope, _s_launch, _s_site, _s_helper, ) = setters
 def __init__(self, kind, name, span, args=_d_args, scope=_d_scope, launch=_d_launch, site=_d_site, helper=_d_helper):
  _s_kind(self, kind)
  _s_name(self, name)
  _s_span(self, span)
  _s_args(self, args)
  _s_scope(self, scope)
  _s_launch(self, launch)
  _s_site(self, site)
  _s_helper(self, helper)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(kind={self.kind!r}, name={self.name!r}, span={self.span!r}, args={self.args!r}, scope={self.scope!r}, launch={self.launch!r}, site={self.site!r}, helper={self.helper!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kind,self.name,self.span,self.args,self.scope,self.launch,self.site,self.helper,)==(other.kind,other.name,other.span,other.args,other.scope,other.launch,other.site,other.helper,)
  return NotImplemented
 def __hash__(self):
  return hash((self.kind,self.name,self.span,self.args,self.scope,self.launch,self.site,self.helper,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('kind','name','span','args','scope','launch','site','helper',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('kind','name','span','args','scope','launch','site','helper',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b69(cls, defaults, setters):
 (_s_name, _s_line, _s_column, _s_end_line, _s_end_column, _s_text, ) = setters
 def __init__(self, name, line, column, end_line, end_column, text):
  _s_name(self, name)
  _s_line(self, line)
  _s_column(self, column)
  _s_end_line(self, end_line)
  _s_end_column(self, end_column)
  _s_text(self, text)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, line={self.line!r}, column={self.column!r}, end_line={self.end_line!r}, end_column={self.end_column!r}, text={self.text!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.line,self.column,self.end_line,self.end_column,self.text,)==(other.name,other.line,other.column,other.end_line,other.end_column,other.text,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.line,self.column,self.end_line,self.end_column,self.text,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','line','column','end_line','end_column','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','line','column','end_line','end_column','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b70(cls, defaults, setters):
 (_d_file, _d_variadic, _d__toks, ) = defaults
 (_s_name, _s_params, _s_body, _s_line, _s_file, _s_variadic, _s__toks, ) = setters
 def __init__(self, name, params, body, line, file=_d_file, variadic=_d_variadic, _toks=FACTORY):
  _s_name(self, name)
  _s_params(self, params)
  _s_body(self, body)
  _s_line(self, line)
  _s_file(self, file)
  _s_variadic(self, variadic)
  _s__toks(self, _d__toks() if _toks is FACTORY else _toks)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, params={self.params!r}, body={self.body!r}, line={self.line!r}, file={self.file!r}, variadic={self.variadic!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.params,self.body,self.line,self.file,self.variadic,)==(other.name,other.params,other.body,other.line,other.file,other.variadic,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.params,self.body,self.line,self.file,self.variadic,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','params','body','line','file','variadic','_toks',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','params','body','line','file','variadic','_toks',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, True, False, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('why', 'required', True, True, True, None, False), ('next_line', 'default', True, True, True, None, False)))": _b62,
    "((True, True, True, False, False, True, False, False), (('start', 'required', True, True, True, None, False), ('end', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('active_warps', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('limiter', 'required', True, True, True, None, False), ('current', 'default', True, True, True, None, False)))": _b63,
    "((True, True, True, False, False, True, False, False), (('term', 'required', True, True, True, None, False), ('thread', 'default', True, True, True, None, False), ('data', 'default', True, True, True, None, False), ('unsigned', 'default', True, True, True, None, False)))": _b64,
    "((True, True, True, False, False, True, False, False), (('value', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('compiler_flag', 'default', True, True, True, None, False)))": _b65,
    "((True, True, True, False, False, True, False, False), (('x', 'required', True, True, True, None, False), ('y', 'default', True, True, True, None, False), ('z', 'default', True, True, True, None, False), ('label', 'default', True, True, True, None, False), ('assumed', 'default', True, True, True, None, False), ('bind', 'default', True, True, True, None, False), ('why', 'default', True, True, True, None, False)))": _b66,
    "((True, True, True, False, False, True, True, False), (('edits', 'required', True, True, True, None, False), ('applicability', 'default', True, True, True, None, False), ('title', 'default', True, True, True, None, False)))": _b67,
    "((True, True, True, False, False, True, True, False), (('kind', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('args', 'default', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('launch', 'default', True, True, True, None, False), ('site', 'default', True, True, True, None, False), ('helper', 'default', True, True, True, None, False)))": _b68,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('column', 'required', True, True, True, None, False), ('end_line', 'required', True, True, True, None, False), ('end_column', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False)))": _b69,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('file', 'default', True, True, True, None, False), ('variadic', 'default', True, True, True, None, False), ('_toks', 'factory', True, False, False, None, False)))": _b70,
}
