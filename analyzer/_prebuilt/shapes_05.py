"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

def _b84(cls, defaults, setters):
 (_s_span, _s_base, _s_index, ) = setters
 def __init__(self, span, base, index):
  _s_span(self, span)
  _s_base(self, base)
  _s_index(self, index)
 __repr__ = repr_method(('span','base','index',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.base,self.index,)==(other.span,other.base,other.index,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.base,self.index,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','base','index',))


def _b85(cls, defaults, setters):
 (_s_span, _s_body, _s_cond, ) = setters
 def __init__(self, span, body, cond):
  _s_span(self, span)
  _s_body(self, body)
  _s_cond(self, cond)
 __repr__ = repr_method(('span','body','cond',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.body,self.cond,)==(other.span,other.body,other.cond,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.body,self.cond,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','body','cond',))


def _b86(cls, defaults, setters):
 (_d_specifiers, ) = defaults
 (_s_span, _s_captures, _s_params, _s_body, _s_specifiers, ) = setters
 def __init__(self, span, captures, params, body, specifiers=_d_specifiers):
  _s_span(self, span)
  _s_captures(self, captures)
  _s_params(self, params)
  _s_body(self, body)
  _s_specifiers(self, specifiers)
 __repr__ = repr_method(('span','captures','params','body','specifiers',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.captures,self.params,self.body,self.specifiers,)==(other.span,other.captures,other.params,other.body,other.specifiers,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.captures,self.params,self.body,self.specifiers,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','captures','params','body','specifiers',))


def _b87(cls, defaults, setters):
 (_s_span, _s_cond, _s_body, ) = setters
 def __init__(self, span, cond, body):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_body(self, body)
 __repr__ = repr_method(('span','cond','body',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.body,)==(other.span,other.cond,other.body,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.body,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','cond','body',))


def _b88(cls, defaults, setters):
 (_d_other, _d_init, ) = defaults
 (_s_span, _s_cond, _s_then, _s_other, _s_init, ) = setters
 def __init__(self, span, cond, then, other=_d_other, init=_d_init):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_then(self, then)
  _s_other(self, other)
  _s_init(self, init)
 __repr__ = repr_method(('span','cond','then','other','init',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.then,self.other,self.init,)==(other.span,other.cond,other.then,other.other,other.init,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.then,self.other,self.init,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','cond','then','other','init',))


def _b89(cls, defaults, setters):
 (_s_span, _s_cond, _s_then, _s_other, ) = setters
 def __init__(self, span, cond, then, other):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_then(self, then)
  _s_other(self, other)
 __repr__ = repr_method(('span','cond','then','other',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.then,self.other,)==(other.span,other.cond,other.then,other.other,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.then,self.other,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','cond','then','other',))


def _b90(cls, defaults, setters):
 (_d_scope, ) = defaults
 (_s_span, _s_decl, _s_scope, ) = setters
 def __init__(self, span, decl, scope=_d_scope):
  _s_span(self, span)
  _s_decl(self, decl)
  _s_scope(self, scope)
 __repr__ = repr_method(('span','decl','scope',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.decl,self.scope,)==(other.span,other.decl,other.scope,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.decl,self.scope,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','decl','scope',))


def _b91(cls, defaults, setters):
 (_s_span, _s_expr, ) = setters
 def __init__(self, span, expr):
  _s_span(self, span)
  _s_expr(self, expr)
 __repr__ = repr_method(('span','expr',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.expr,)==(other.span,other.expr,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.expr,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','expr',))


def _b92(cls, defaults, setters):
 (_s_span, _s_exprs, ) = setters
 def __init__(self, span, exprs):
  _s_span(self, span)
  _s_exprs(self, exprs)
 __repr__ = repr_method(('span','exprs',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.exprs,)==(other.span,other.exprs,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.exprs,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','exprs',))


def _b93(cls, defaults, setters):
 (_d_template_args, ) = defaults
 (_s_span, _s_func, _s_args, _s_template_args, ) = setters
 def __init__(self, span, func, args, template_args=_d_template_args):
  _s_span(self, span)
  _s_func(self, func)
  _s_args(self, args)
  _s_template_args(self, template_args)
 __repr__ = repr_method(('span','func','args','template_args',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.func,self.args,self.template_args,)==(other.span,other.func,other.args,other.template_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.func,self.args,self.template_args,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','func','args','template_args',))


def _b94(cls, defaults, setters):
 (_s_span, _s_id, ) = setters
 def __init__(self, span, id):
  _s_span(self, span)
  _s_id(self, id)
 __repr__ = repr_method(('span','id',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.id,)==(other.span,other.id,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.id,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','id',))


def _b95(cls, defaults, setters):
 (_d_range, ) = defaults
 (_s_span, _s_init, _s_cond, _s_step, _s_body, _s_range, ) = setters
 def __init__(self, span, init, cond, step, body, range=_d_range):
  _s_span(self, span)
  _s_init(self, init)
  _s_cond(self, cond)
  _s_step(self, step)
  _s_body(self, body)
  _s_range(self, range)
 __repr__ = repr_method(('span','init','cond','step','body','range',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.init,self.cond,self.step,self.body,self.range,)==(other.span,other.init,other.cond,other.step,other.body,other.range,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.init,self.cond,self.step,self.body,self.range,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','init','cond','step','body','range',))


def _b96(cls, defaults, setters):
 (_d_names, ) = defaults
 (_s_span, _s_items, _s_names, ) = setters
 def __init__(self, span, items, names=_d_names):
  _s_span(self, span)
  _s_items(self, items)
  _s_names(self, names)
 __repr__ = repr_method(('span','items','names',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.items,self.names,)==(other.span,other.items,other.names,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.items,self.names,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','items','names',))


def _b97(cls, defaults, setters):
 (_d_template_args, _d_via, ) = defaults
 (_s_span, _s_kernel, _s_config, _s_args, _s_template_args, _s_via, ) = setters
 def __init__(self, span, kernel, config, args, template_args=_d_template_args, via=_d_via):
  _s_span(self, span)
  _s_kernel(self, kernel)
  _s_config(self, config)
  _s_args(self, args)
  _s_template_args(self, template_args)
  _s_via(self, via)
 __repr__ = repr_method(('span','kernel','config','args','template_args','via',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kernel,self.config,self.args,self.template_args,self.via,)==(other.span,other.kernel,other.config,other.args,other.template_args,other.via,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kernel,self.config,self.args,self.template_args,self.via,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','kernel','config','args','template_args','via',))


def _b98(cls, defaults, setters):
 (_d_default, ) = defaults
 (_s_span, _s_kind, _s_name, _s_default, ) = setters
 def __init__(self, span, kind, name, default=_d_default):
  _s_span(self, span)
  _s_kind(self, kind)
  _s_name(self, name)
  _s_default(self, default)
 __repr__ = repr_method(('span','kind','name','default',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kind,self.name,self.default,)==(other.span,other.kind,other.name,other.default,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kind,self.name,self.default,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','kind','name','default',))


def _b99(cls, defaults, setters):
 (_d_value, _d_label, ) = defaults
 (_s_span, _s_kind, _s_value, _s_label, ) = setters
 def __init__(self, span, kind, value=_d_value, label=_d_label):
  _s_span(self, span)
  _s_kind(self, kind)
  _s_value(self, value)
  _s_label(self, label)
 __repr__ = repr_method(('span','kind','value','label',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kind,self.value,self.label,)==(other.span,other.kind,other.value,other.label,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kind,self.value,self.label,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','kind','value','label',))


def _b100(cls, defaults, setters):
 (_s_span, _s_label, _s_stmt, ) = setters
 def __init__(self, span, label, stmt):
  _s_span(self, span)
  _s_label(self, label)
  _s_stmt(self, stmt)
 __repr__ = repr_method(('span','label','stmt',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.label,self.stmt,)==(other.span,other.label,other.stmt,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.label,self.stmt,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','label','stmt',))


def _b101(cls, defaults, setters):
 (_s_span, _s_message, ) = setters
 def __init__(self, span, message):
  _s_span(self, span)
  _s_message(self, message)
 __repr__ = repr_method(('span','message',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.message,)==(other.span,other.message,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.message,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','message',))


def _b102(cls, defaults, setters):
 (_d_template_params, _d_launch_bounds, _d_scope, _d_attributes, _d_const, ) = defaults
 (_s_span, _s_name, _s_name_span, _s_qualifiers, _s_return_type, _s_params, _s_body, _s_template_params, _s_launch_bounds, _s_scope, _s_attributes, _s_const, ) = setters
 def __init__(self, span, name, name_span, qualifiers, return_type, params, body, template_params=_d_template_params, launch_bounds=_d_launch_bounds, scope=_d_scope, attributes=_d_attributes, const=_d_const):
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
  _s_const(self, const)
 __repr__ = repr_method(('span','name','name_span','qualifiers','return_type','params','body','template_params','launch_bounds','scope','attributes','const',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.name_span,self.qualifiers,self.return_type,self.params,self.body,self.template_params,self.launch_bounds,self.scope,self.attributes,self.const,)==(other.span,other.name,other.name_span,other.qualifiers,other.return_type,other.params,other.body,other.template_params,other.launch_bounds,other.scope,other.attributes,other.const,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.name_span,self.qualifiers,self.return_type,self.params,self.body,self.template_params,self.launch_bounds,self.scope,self.attributes,self.const,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','name','name_span','qualifiers','return_type','params','body','template_params','launch_bounds','scope','attributes','const',))


BUILDERS = {
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('index', 'required', True, True, True, None, False)))": _b84,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False)))": _b85,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('captures', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('specifiers', 'default', True, True, True, None, False)))": _b86,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False)))": _b87,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('then', 'required', True, True, True, None, False), ('other', 'default', True, True, True, None, False), ('init', 'default', True, True, True, None, False)))": _b88,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('then', 'required', True, True, True, None, False), ('other', 'required', True, True, True, None, False)))": _b89,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('decl', 'required', True, True, True, None, False), ('scope', 'default', True, True, True, None, False)))": _b90,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False)))": _b91,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('exprs', 'required', True, True, True, None, False)))": _b92,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('func', 'required', True, True, True, None, False), ('args', 'required', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False)))": _b93,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('id', 'required', True, True, True, None, False)))": _b94,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('init', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('step', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('range', 'default', True, True, True, None, False)))": _b95,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('items', 'required', True, True, True, None, False), ('names', 'default', True, True, True, None, False)))": _b96,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kernel', 'required', True, True, True, None, False), ('config', 'required', True, True, True, None, False), ('args', 'required', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b97,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('default', 'default', True, True, True, None, False)))": _b98,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('value', 'default', True, True, True, None, False), ('label', 'default', True, True, True, None, False)))": _b99,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('stmt', 'required', True, True, True, None, False)))": _b100,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False)))": _b101,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('name_span', 'required', True, True, True, None, False), ('qualifiers', 'required', True, True, True, None, False), ('return_type', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('template_params', 'default', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('attributes', 'default', True, True, True, None, False), ('const', 'default', True, True, True, None, False)))": _b102,
}
