"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b91(cls, defaults, setters):
 (_d_default, ) = defaults
 (_s_span, _s_kind, _s_name, _s_default, ) = setters
 def __init__(self, span, kind, name, default=_d_default):
  _s_span(self, span)
  _s_kind(self, kind)
  _s_name(self, name)
  _s_default(self, default)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, kind={self.kind!r}, name={self.name!r}, default={self.default!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kind,self.name,self.default,)==(other.span,other.kind,other.name,other.default,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kind,self.name,self.default,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','kind','name','default',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','kind','name','default',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b92(cls, defaults, setters):
 (_d_value, _d_label, ) = defaults
 (_s_span, _s_kind, _s_value, _s_label, ) = setters
 def __init__(self, span, kind, value=_d_value, label=_d_label):
  _s_span(self, span)
  _s_kind(self, kind)
  _s_value(self, value)
  _s_label(self, label)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, kind={self.kind!r}, value={self.value!r}, label={self.label!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kind,self.value,self.label,)==(other.span,other.kind,other.value,other.label,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kind,self.value,self.label,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','kind','value','label',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','kind','value','label',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b93(cls, defaults, setters):
 (_s_span, _s_label, _s_stmt, ) = setters
 def __init__(self, span, label, stmt):
  _s_span(self, span)
  _s_label(self, label)
  _s_stmt(self, stmt)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, label={self.label!r}, stmt={self.stmt!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.label,self.stmt,)==(other.span,other.label,other.stmt,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.label,self.stmt,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','label','stmt',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','label','stmt',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b94(cls, defaults, setters):
 (_s_span, _s_message, ) = setters
 def __init__(self, span, message):
  _s_span(self, span)
  _s_message(self, message)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, message={self.message!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.message,)==(other.span,other.message,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.message,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','message',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','message',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b95(cls, defaults, setters):
 (_d_template_params, _d_launch_bounds, _d_scope, _d_attributes, ) = defaults
 (_s_span, _s_name, _s_name_span, _s_qualifiers, _s_return_type, _s_params, _s_body, _s_template_params, _s_launch_bounds, _s_scope, _s_attributes, ) = setters
 def __init__(self, span, name, name_span, qualifiers, return_type, params, body, template_params=_d_template_params, launch_bounds=_d_launch_bounds, scope=_d_scope, attributes=_d_attributes):
  _s_span(self, span)
  _s_name(self, name)
  _s_name_span(self, name_span)
  _s_qualifiers(self, qualifiers)
  _s_return_type(self, return_type)
  _s_params(self, params)
  _s_body(self, body)
  _s_template_params(self, template_params)
  _s_launch_bounds(self, launch_bounds)
  _s_scope(self, scope)
  _s_attributes(self, attributes)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, name={self.name!r}, name_span={self.name_span!r}, qualifiers={self.qualifiers!r}, return_type={self.return_type!r}, params={self.params!r}, body={self.body!r}, template_params={self.template_params!r}, launch_bounds={self.launch_bounds!r}, scope={self.scope!r}, attributes={self.attributes!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.name_span,self.qualifiers,self.return_type,self.params,self.body,self.template_params,self.launch_bounds,self.scope,self.attributes,)==(other.span,other.name,other.name_span,other.qualifiers,other.return_type,other.params,other.body,other.template_params,other.launch_bounds,other.scope,other.attributes,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.name_span,self.qualifiers,self.return_type,self.params,self.body,self.template_params,self.launch_bounds,self.scope,self.attributes,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','name','name_span','qualifiers','return_type','params','body','template_params','launch_bounds','scope','attributes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','name','name_span','qualifiers','return_type','params','body','template_params','launch_bounds','scope','attributes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b96(cls, defaults, setters):
 (_d_dims, _d_default, ) = defaults
 (_s_span, _s_name, _s_type, _s_dims, _s_default, ) = setters
 def __init__(self, span, name, type, dims=_d_dims, default=_d_default):
  _s_span(self, span)
  _s_name(self, name)
  _s_type(self, type)
  _s_dims(self, dims)
  _s_default(self, default)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, name={self.name!r}, type={self.type!r}, dims={self.dims!r}, default={self.default!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.type,self.dims,self.default,)==(other.span,other.name,other.type,other.dims,other.default,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.type,self.dims,self.default,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','name','type','dims','default',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','name','type','dims','default',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b97(cls, defaults, setters):
 (_d_dims, _d_init, _d_ctor_args, ) = defaults
 (_s_span, _s_name, _s_type, _s_dims, _s_init, _s_ctor_args, ) = setters
 def __init__(self, span, name, type, dims=_d_dims, init=_d_init, ctor_args=_d_ctor_args):
  _s_span(self, span)
  _s_name(self, name)
  _s_type(self, type)
  _s_dims(self, dims)
  _s_init(self, init)
  _s_ctor_args(self, ctor_args)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, name={self.name!r}, type={self.type!r}, dims={self.dims!r}, init={self.init!r}, ctor_args={self.ctor_args!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.type,self.dims,self.init,self.ctor_args,)==(other.span,other.name,other.type,other.dims,other.init,other.ctor_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.type,self.dims,self.init,self.ctor_args,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','name','type','dims','init','ctor_args',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','name','type','dims','init','ctor_args',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b98(cls, defaults, setters):
 (_d_paren_left, _d_paren_right, ) = defaults
 (_s_span, _s_op, _s_left, _s_right, _s_paren_left, _s_paren_right, ) = setters
 def __init__(self, span, op, left, right, paren_left=_d_paren_left, paren_right=_d_paren_right):
  _s_span(self, span)
  _s_op(self, op)
  _s_left(self, left)
  _s_right(self, right)
  _s_paren_left(self, paren_left)
  _s_paren_right(self, paren_right)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, op={self.op!r}, left={self.left!r}, right={self.right!r}, paren_left={self.paren_left!r}, paren_right={self.paren_right!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.left,self.right,self.paren_left,self.paren_right,)==(other.span,other.op,other.left,other.right,other.paren_left,other.paren_right,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.left,self.right,self.paren_left,self.paren_right,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','op','left','right','paren_left','paren_right',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','op','left','right','paren_left','paren_right',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b99(cls, defaults, setters):
 (_d_postfix, ) = defaults
 (_s_span, _s_op, _s_operand, _s_postfix, ) = setters
 def __init__(self, span, op, operand, postfix=_d_postfix):
  _s_span(self, span)
  _s_op(self, op)
  _s_operand(self, operand)
  _s_postfix(self, postfix)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, op={self.op!r}, operand={self.operand!r}, postfix={self.postfix!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.operand,self.postfix,)==(other.span,other.op,other.operand,other.postfix,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.operand,self.postfix,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','op','operand','postfix',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','op','operand','postfix',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('default', 'default', True, True, True, None, False)))": _b91,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('value', 'default', True, True, True, None, False), ('label', 'default', True, True, True, None, False)))": _b92,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('stmt', 'required', True, True, True, None, False)))": _b93,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False)))": _b94,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('name_span', 'required', True, True, True, None, False), ('qualifiers', 'required', True, True, True, None, False), ('return_type', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('template_params', 'default', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('attributes', 'default', True, True, True, None, False)))": _b95,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('default', 'default', True, True, True, None, False)))": _b96,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('init', 'default', True, True, True, None, False), ('ctor_args', 'default', True, True, True, None, False)))": _b97,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('left', 'required', True, True, True, None, False), ('right', 'required', True, True, True, None, False), ('paren_left', 'default', True, True, True, None, False), ('paren_right', 'default', True, True, True, None, False)))": _b98,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('operand', 'required', True, True, True, None, False), ('postfix', 'default', True, True, True, None, False)))": _b99,
}
