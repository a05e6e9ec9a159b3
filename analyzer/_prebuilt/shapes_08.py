"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b81(cls, defaults, setters):
 (_d_other, _d_init, ) = defaults
 (_s_span, _s_cond, _s_then, _s_other, _s_init, ) = setters
 def __init__(self, span, cond, then, other=_d_other, init=_d_init):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_then(self, then)
  _s_other(self, other)
  _s_init(self, init)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, cond={self.cond!r}, then={self.then!r}, other={self.other!r}, init={self.init!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.then,self.other,self.init,)==(other.span,other.cond,other.then,other.other,other.init,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.then,self.other,self.init,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','cond','then','other','init',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','cond','then','other','init',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b82(cls, defaults, setters):
 (_s_span, _s_cond, _s_then, _s_other, ) = setters
 def __init__(self, span, cond, then, other):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_then(self, then)
  _s_other(self, other)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, cond={self.cond!r}, then={self.then!r}, other={self.other!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.then,self.other,)==(other.span,other.cond,other.then,other.other,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.then,self.other,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','cond','then','other',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','cond','then','other',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b83(cls, defaults, setters):
 (_d_scope, ) = defaults
 (_s_span, _s_decl, _s_scope, ) = setters
 def __init__(self, span, decl, scope=_d_scope):
  _s_span(self, span)
  _s_decl(self, decl)
  _s_scope(self, scope)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, decl={self.decl!r}, scope={self.scope!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.decl,self.scope,)==(other.span,other.decl,other.scope,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.decl,self.scope,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','decl','scope',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','decl','scope',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b84(cls, defaults, setters):
 (_s_span, _s_expr, ) = setters
 def __init__(self, span, expr):
  _s_span(self, span)
  _s_expr(self, expr)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, expr={self.expr!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.expr,)==(other.span,other.expr,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.expr,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','expr',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','expr',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b85(cls, defaults, setters):
 (_s_span, _s_exprs, ) = setters
 def __init__(self, span, exprs):
  _s_span(self, span)
  _s_exprs(self, exprs)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, exprs={self.exprs!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.exprs,)==(other.span,other.exprs,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.exprs,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','exprs',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','exprs',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b86(cls, defaults, setters):
 (_d_template_args, ) = defaults
 (_s_span, _s_func, _s_args, _s_template_args, ) = setters
 def __init__(self, span, func, args, template_args=_d_template_args):
  _s_span(self, span)
  _s_func(self, func)
  _s_args(self, args)
  _s_template_args(self, template_args)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, func={self.func!r}, args={self.args!r}, template_args={self.template_args!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.func,self.args,self.template_args,)==(other.span,other.func,other.args,other.template_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.func,self.args,self.template_args,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','func','args','template_args',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','func','args','template_args',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b87(cls, defaults, setters):
 (_s_span, _s_id, ) = setters
 def __init__(self, span, id):
  _s_span(self, span)
  _s_id(self, id)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, id={self.id!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.id,)==(other.span,other.id,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.id,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','id',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','id',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b88(cls, defaults, setters):
 (_d_range, ) = defaults
 (_s_span, _s_init, _s_cond, _s_step, _s_body, _s_range, ) = setters
 def __init__(self, span, init, cond, step, body, range=_d_range):
  _s_span(self, span)
  _s_init(self, init)
  _s_cond(self, cond)
  _s_step(self, step)
  _s_body(self, body)
  _s_range(self, range)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, init={self.init!r}, cond={self.cond!r}, step={self.step!r}, body={self.body!r}, range={self.range!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.init,self.cond,self.step,self.body,self.range,)==(other.span,other.init,other.cond,other.step,other.body,other.range,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.init,self.cond,self.step,self.body,self.range,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','init','cond','step','body','range',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','init','cond','step','body','range',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b89(cls, defaults, setters):
 (_s_span, _s_items, ) = setters
 def __init__(self, span, items):
  _s_span(self, span)
  _s_items(self, items)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, items={self.items!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.items,)==(other.span,other.items,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.items,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','items',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','items',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b90(cls, defaults, setters):
 (_d_template_args, _d_via, ) = defaults
 (_s_span, _s_kernel, _s_config, _s_args, _s_template_args, _s_via, ) = setters
 def __init__(self, span, kernel, config, args, template_args=_d_template_args, via=_d_via):
  _s_span(self, span)
  _s_kernel(self, kernel)
  _s_config(self, config)
  _s_args(self, args)
  _s_template_args(self, template_args)
  _s_via(self, via)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, kernel={self.kernel!r}, config={self.config!r}, args={self.args!r}, template_args={self.template_args!r}, via={self.via!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kernel,self.config,self.args,self.template_args,self.via,)==(other.span,other.kernel,other.config,other.args,other.template_args,other.via,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kernel,self.config,self.args,self.template_args,self.via,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','kernel','config','args','template_args','via',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','kernel','config','args','template_args','via',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('then', 'required', True, True, True, None, False), ('other', 'default', True, True, True, None, False), ('init', 'default', True, True, True, None, False)))": _b81,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('then', 'required', True, True, True, None, False), ('other', 'required', True, True, True, None, False)))": _b82,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('decl', 'required', True, True, True, None, False), ('scope', 'default', True, True, True, None, False)))": _b83,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False)))": _b84,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('exprs', 'required', True, True, True, None, False)))": _b85,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('func', 'required', True, True, True, None, False), ('args', 'required', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False)))": _b86,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('id', 'required', True, True, True, None, False)))": _b87,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('init', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('step', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('range', 'default', True, True, True, None, False)))": _b88,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('items', 'required', True, True, True, None, False)))": _b89,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kernel', 'required', True, True, True, None, False), ('config', 'required', True, True, True, None, False), ('args', 'required', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b90,
}
