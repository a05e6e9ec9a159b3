"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b71(cls, defaults, setters):
 (_s_name, _s_target, ) = setters
 def __init__(self, name, target):
  _s_name(self, name)
  _s_target(self, target)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, target={self.target!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.target,)==(other.name,other.target,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.target,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','target',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','target',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b72(cls, defaults, setters):
 (_d_align, ) = defaults
 (_s_name, _s_union, _s_members, _s_align, ) = setters
 def __init__(self, name, union, members, align=_d_align):
  _s_name(self, name)
  _s_union(self, union)
  _s_members(self, members)
  _s_align(self, align)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, union={self.union!r}, members={self.members!r}, align={self.align!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.union,self.members,self.align,)==(other.name,other.union,other.members,other.align,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.union,self.members,self.align,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','union','members','align',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','union','members','align',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b73(cls, defaults, setters):
 (_s_names, _s_value, _s_first, ) = setters
 def __init__(self, names, value, first):
  _s_names(self, names)
  _s_value(self, value)
  _s_first(self, first)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(names={self.names!r}, value={self.value!r}, first={self.first!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.names,self.value,self.first,)==(other.names,other.value,other.first,)
  return NotImplemented
 def __hash__(self):
  return hash((self.names,self.value,self.first,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('names','value','first',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('names','value','first',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b74(cls, defaults, setters):
 (_d_errors, _d_source, _d_types, _d_macros, _d_comments, ) = defaults
 (_s_path, _s_items, _s_errors, _s_source, _s_types, _s_macros, _s_comments, ) = setters
 def __init__(self, path, items, errors=_d_errors, source=_d_source, types=_d_types, macros=_d_macros, comments=_d_comments):
  _s_path(self, path)
  _s_items(self, items)
  _s_errors(self, errors)
  _s_source(self, source)
  _s_types(self, types)
  _s_macros(self, macros)
  _s_comments(self, comments)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(path={self.path!r}, items={self.items!r}, errors={self.errors!r}, source={self.source!r}, types={self.types!r}, macros={self.macros!r}, comments={self.comments!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.items,self.errors,self.source,self.types,self.macros,self.comments,)==(other.path,other.items,other.errors,other.source,other.types,other.macros,other.comments,)
  return NotImplemented
 def __hash__(self):
  return hash((self.path,self.items,self.errors,self.source,self.types,self.macros,self.comments,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('path','items','errors','source','types','macros','comments',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('path','items','errors','source','types','macros','comments',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b75(cls, defaults, setters):
 (_d_symbol, _d_arch, _d_help, _d_extra, _d_fix, ) = defaults
 (_s_rule_id, _s_name, _s_severity, _s_message, _s_path, _s_span, _s_symbol, _s_arch, _s_help, _s_extra, _s_fix, ) = setters
 def __init__(self, rule_id, name, severity, message, path, span, symbol=_d_symbol, arch=_d_arch, help=_d_help, extra=FACTORY, fix=_d_fix):
  _s_rule_id(self, rule_id)
  _s_name(self, name)
  _s_severity(self, severity)
  _s_message(self, message)
  _s_path(self, path)
  _s_span(self, span)
  _s_symbol(self, symbol)
  _s_arch(self, arch)
  _s_help(self, help)
  _s_extra(self, _d_extra() if extra is FACTORY else extra)
  _s_fix(self, fix)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(rule_id={self.rule_id!r}, name={self.name!r}, severity={self.severity!r}, message={self.message!r}, path={self.path!r}, span={self.span!r}, symbol={self.symbol!r}, arch={self.arch!r}, help={self.help!r}, extra={self.extra!r}, fix={self.fix!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.rule_id,self.name,self.severity,self.message,self.path,self.span,self.symbol,self.arch,self.help,)==(other.rule_id,other.name,other.severity,other.message,other.path,other.span,other.symbol,other.arch,other.help,)
  return NotImplemented
 def __hash__(self):
  return hash((self.rule_id,self.name,self.severity,self.message,self.path,self.span,self.symbol,self.arch,self.help,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('rule_id','name','severity','message','path','span','symbol','arch','help','extra','fix',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('rule_id','name','severity','message','path','span','symbol','arch','help','extra','fix',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b76(cls, defaults, setters):
 (_d_arrow, ) = defaults
 (_s_span, _s_base, _s_field, _s_arrow, ) = setters
 def __init__(self, span, base, field, arrow=_d_arrow):
  _s_span(self, span)
  _s_base(self, base)
  _s_field(self, field)
  _s_arrow(self, arrow)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, base={self.base!r}, field={self.field!r}, arrow={self.arrow!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.base,self.field,self.arrow,)==(other.span,other.base,other.field,other.arrow,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.base,self.field,self.arrow,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','base','field','arrow',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','base','field','arrow',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b77(cls, defaults, setters):
 (_s_span, _s_base, _s_index, ) = setters
 def __init__(self, span, base, index):
  _s_span(self, span)
  _s_base(self, base)
  _s_index(self, index)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, base={self.base!r}, index={self.index!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.base,self.index,)==(other.span,other.base,other.index,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.base,self.index,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','base','index',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','base','index',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b78(cls, defaults, setters):
 (_s_span, _s_body, _s_cond, ) = setters
 def __init__(self, span, body, cond):
  _s_span(self, span)
  _s_body(self, body)
  _s_cond(self, cond)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, body={self.body!r}, cond={self.cond!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.body,self.cond,)==(other.span,other.body,other.cond,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.body,self.cond,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','body','cond',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','body','cond',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b79(cls, defaults, setters):
 (_d_specifiers, ) = defaults
 (_s_span, _s_captures, _s_params, _s_body, _s_specifiers, ) = setters
 def __init__(self, span, captures, params, body, specifiers=_d_specifiers):
  _s_span(self, span)
  _s_captures(self, captures)
  _s_params(self, params)
  _s_body(self, body)
  _s_specifiers(self, specifiers)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, captures={self.captures!r}, params={self.params!r}, body={self.body!r}, specifiers={self.specifiers!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.captures,self.params,self.body,self.specifiers,)==(other.span,other.captures,other.params,other.body,other.specifiers,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.captures,self.params,self.body,self.specifiers,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','captures','params','body','specifiers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','captures','params','body','specifiers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b80(cls, defaults, setters):
 (_s_span, _s_cond, _s_body, ) = setters
 def __init__(self, span, cond, body):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_body(self, body)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, cond={self.cond!r}, body={self.body!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.body,)==(other.span,other.cond,other.body,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.body,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','cond','body',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','cond','body',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False)))": _b71,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('union', 'required', True, True, True, None, False), ('members', 'required', True, True, True, None, False), ('align', 'default', True, True, True, None, False)))": _b72,
    "((True, True, True, False, False, True, True, False), (('names', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False), ('first', 'required', True, True, True, None, False)))": _b73,
    "((True, True, True, False, False, True, True, False), (('path', 'required', True, True, True, None, False), ('items', 'required', True, True, True, None, False), ('errors', 'default', True, True, True, None, False), ('source', 'default', True, True, True, None, False), ('types', 'default', True, True, True, None, False), ('macros', 'default', True, True, True, None, False), ('comments', 'default', True, True, True, None, False)))": _b74,
    "((True, True, True, False, False, True, True, False), (('rule_id', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('severity', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('path', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('symbol', 'default', True, True, True, None, False), ('arch', 'default', True, True, True, None, False), ('help', 'default', True, True, True, None, False), ('extra', 'factory', True, True, False, False, False), ('fix', 'default', True, True, False, False, False)))": _b75,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('field', 'required', True, True, True, None, False), ('arrow', 'default', True, True, True, None, False)))": _b76,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('index', 'required', True, True, True, None, False)))": _b77,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False)))": _b78,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('captures', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('specifiers', 'default', True, True, True, None, False)))": _b79,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False)))": _b80,
}
