"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b100(cls, defaults, setters):
 (_s_span, _s_op, _s_target, _s_value, ) = setters
 def __init__(self, span, op, target, value):
  _s_span(self, span)
  _s_op(self, op)
  _s_target(self, target)
  _s_value(self, value)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, op={self.op!r}, target={self.target!r}, value={self.value!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.target,self.value,)==(other.span,other.op,other.target,other.value,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.target,self.value,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','op','target','value',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','op','target','value',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b101(cls, defaults, setters):
 (_s_span, _s_stmts, ) = setters
 def __init__(self, span, stmts):
  _s_span(self, span)
  _s_stmts(self, stmts)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, stmts={self.stmts!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.stmts,)==(other.span,other.stmts,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.stmts,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','stmts',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','stmts',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b102(cls, defaults, setters):
 (_s_span, _s_storage, _s_declarators, ) = setters
 def __init__(self, span, storage, declarators):
  _s_span(self, span)
  _s_storage(self, storage)
  _s_declarators(self, declarators)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, storage={self.storage!r}, declarators={self.declarators!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.storage,self.declarators,)==(other.span,other.storage,other.declarators,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.storage,self.declarators,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','storage','declarators',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','storage','declarators',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b103(cls, defaults, setters):
 (_s_span, _s_text, ) = setters
 def __init__(self, span, text):
  _s_span(self, span)
  _s_text(self, text)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, text={self.text!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,)==(other.span,other.text,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b104(cls, defaults, setters):
 (_d_pointers, _d_reference, _d_qualifiers, _d_template_args, ) = defaults
 (_s_span, _s_text, _s_base, _s_pointers, _s_reference, _s_qualifiers, _s_template_args, ) = setters
 def __init__(self, span, text, base, pointers=_d_pointers, reference=_d_reference, qualifiers=_d_qualifiers, template_args=_d_template_args):
  _s_span(self, span)
  _s_text(self, text)
  _s_base(self, base)
  _s_pointers(self, pointers)
  _s_reference(self, reference)
  _s_qualifiers(self, qualifiers)
  _s_template_args(self, template_args)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, text={self.text!r}, base={self.base!r}, pointers={self.pointers!r}, reference={self.reference!r}, qualifiers={self.qualifiers!r}, template_args={self.template_args!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,self.base,self.pointers,self.reference,self.qualifiers,self.template_args,)==(other.span,other.text,other.base,other.pointers,other.reference,other.qualifiers,other.template_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,self.base,self.pointers,self.reference,self.qualifiers,self.template_args,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','text','base','pointers','reference','qualifiers','template_args',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','text','base','pointers','reference','qualifiers','template_args',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b105(cls, defaults, setters):
 (_d_salvaged, ) = defaults
 (_s_span, _s_text, _s_reason, _s_salvaged, ) = setters
 def __init__(self, span, text, reason, salvaged=_d_salvaged):
  _s_span(self, span)
  _s_text(self, text)
  _s_reason(self, reason)
  _s_salvaged(self, salvaged)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, text={self.text!r}, reason={self.reason!r}, salvaged={self.salvaged!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,self.reason,self.salvaged,)==(other.span,other.text,other.reason,other.salvaged,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,self.reason,self.salvaged,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','text','reason','salvaged',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','text','reason','salvaged',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b106(cls, defaults, setters):
 (_d_kind, ) = defaults
 (_s_span, _s_type, _s_expr, _s_kind, ) = setters
 def __init__(self, span, type, expr, kind=_d_kind):
  _s_span(self, span)
  _s_type(self, type)
  _s_expr(self, expr)
  _s_kind(self, kind)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, type={self.type!r}, expr={self.expr!r}, kind={self.kind!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.type,self.expr,self.kind,)==(other.span,other.type,other.expr,other.kind,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.type,self.expr,self.kind,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','type','expr','kind',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','type','expr','kind',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b107(cls, defaults, setters):
 (_d_op, ) = defaults
 (_s_span, _s_type, _s_expr, _s_op, ) = setters
 def __init__(self, span, type, expr, op=_d_op):
  _s_span(self, span)
  _s_type(self, type)
  _s_expr(self, expr)
  _s_op(self, op)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, type={self.type!r}, expr={self.expr!r}, op={self.op!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.type,self.expr,self.op,)==(other.span,other.type,other.expr,other.op,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.type,self.expr,self.op,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','type','expr','op',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','type','expr','op',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b108(cls, defaults, setters):
 (_s_span, _s_value, ) = setters
 def __init__(self, span, value):
  _s_span(self, span)
  _s_value(self, value)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, value={self.value!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.value,)==(other.span,other.value,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.value,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','value',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','value',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b109(cls, defaults, setters):
 (_d_stmt, ) = defaults
 (_s_span, _s_value, _s_stmt, ) = setters
 def __init__(self, span, value, stmt=_d_stmt):
  _s_span(self, span)
  _s_value(self, value)
  _s_stmt(self, stmt)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, value={self.value!r}, stmt={self.stmt!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.value,self.stmt,)==(other.span,other.value,other.stmt,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.value,self.stmt,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','value','stmt',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','value','stmt',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False)))": _b100,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('stmts', 'required', True, True, True, None, False)))": _b101,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('storage', 'required', True, True, True, None, False), ('declarators', 'required', True, True, True, None, False)))": _b102,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False)))": _b103,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('pointers', 'default', True, True, True, None, False), ('reference', 'default', True, True, True, None, False), ('qualifiers', 'default', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False)))": _b104,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('reason', 'required', True, True, True, None, False), ('salvaged', 'default', True, True, True, None, False)))": _b105,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False), ('kind', 'default', True, True, True, None, False)))": _b106,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False), ('op', 'default', True, True, True, None, False)))": _b107,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False)))": _b108,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False), ('stmt', 'default', True, True, True, None, False)))": _b109,
}
