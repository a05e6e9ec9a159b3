"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

def _b103(cls, defaults, setters):
 (_d_dims, _d_default, ) = defaults
 (_s_span, _s_name, _s_type, _s_dims, _s_default, ) = setters
 def __init__(self, span, name, type, dims=_d_dims, default=_d_default):
  _s_span(self, span)
  _s_name(self, name)
  _s_type(self, type)
  _s_dims(self, dims)
  _s_default(self, default)
 __repr__ = repr_method(('span','name','type','dims','default',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.type,self.dims,self.default,)==(other.span,other.name,other.type,other.dims,other.default,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.type,self.dims,self.default,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','name','type','dims','default',))


def _b104(cls, defaults, setters):
 (_d_dims, _d_init, _d_ctor_args, ) = defaults
 (_s_span, _s_name, _s_type, _s_dims, _s_init, _s_ctor_args, ) = setters
 def __init__(self, span, name, type, dims=_d_dims, init=_d_init, ctor_args=_d_ctor_args):
  _s_span(self, span)
  _s_name(self, name)
  _s_type(self, type)
  _s_dims(self, dims)
  _s_init(self, init)
  _s_ctor_args(self, ctor_args)
 __repr__ = repr_method(('span','name','type','dims','init','ctor_args',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.type,self.dims,self.init,self.ctor_args,)==(other.span,other.name,other.type,other.dims,other.init,other.ctor_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.type,self.dims,self.init,self.ctor_args,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','name','type','dims','init','ctor_args',))


def _b105(cls, defaults, setters):
 (_d_paren_left, _d_paren_right, ) = defaults
 (_s_span, _s_op, _s_left, _s_right, _s_paren_left, _s_paren_right, ) = setters
 def __init__(self, span, op, left, right, paren_left=_d_paren_left, paren_right=_d_paren_right):
  _s_span(self, span)
  _s_op(self, op)
  _s_left(self, left)
  _s_right(self, right)
  _s_paren_left(self, paren_left)
  _s_paren_right(self, paren_right)
 __repr__ = repr_method(('span','op','left','right','paren_left','paren_right',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.left,self.right,self.paren_left,self.paren_right,)==(other.span,other.op,other.left,other.right,other.paren_left,other.paren_right,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.left,self.right,self.paren_left,self.paren_right,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','op','left','right','paren_left','paren_right',))


def _b106(cls, defaults, setters):
 (_d_postfix, ) = defaults
 (_s_span, _s_op, _s_operand, _s_postfix, ) = setters
 def __init__(self, span, op, operand, postfix=_d_postfix):
  _s_span(self, span)
  _s_op(self, op)
  _s_operand(self, operand)
  _s_postfix(self, postfix)
 __repr__ = repr_method(('span','op','operand','postfix',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.operand,self.postfix,)==(other.span,other.op,other.operand,other.postfix,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.operand,self.postfix,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','op','operand','postfix',))


def _b107(cls, defaults, setters):
 (_s_span, _s_op, _s_target, _s_value, ) = setters
 def __init__(self, span, op, target, value):
  _s_span(self, span)
  _s_op(self, op)
  _s_target(self, target)
  _s_value(self, value)
 __repr__ = repr_method(('span','op','target','value',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.target,self.value,)==(other.span,other.op,other.target,other.value,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.target,self.value,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','op','target','value',))


def _b108(cls, defaults, setters):
 (_s_span, _s_stmts, ) = setters
 def __init__(self, span, stmts):
  _s_span(self, span)
  _s_stmts(self, stmts)
 __repr__ = repr_method(('span','stmts',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.stmts,)==(other.span,other.stmts,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.stmts,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','stmts',))


def _b109(cls, defaults, setters):
 (_s_span, _s_storage, _s_declarators, ) = setters
 def __init__(self, span, storage, declarators):
  _s_span(self, span)
  _s_storage(self, storage)
  _s_declarators(self, declarators)
 __repr__ = repr_method(('span','storage','declarators',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.storage,self.declarators,)==(other.span,other.storage,other.declarators,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.storage,self.declarators,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','storage','declarators',))


def _b110(cls, defaults, setters):
 (_s_span, _s_text, ) = setters
 def __init__(self, span, text):
  _s_span(self, span)
  _s_text(self, text)
 __repr__ = repr_method(('span','text',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,)==(other.span,other.text,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','text',))


def _b111(cls, defaults, setters):
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
 __repr__ = repr_method(('span','text','base','pointers','reference','qualifiers','template_args',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,self.base,self.pointers,self.reference,self.qualifiers,self.template_args,)==(other.span,other.text,other.base,other.pointers,other.reference,other.qualifiers,other.template_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,self.base,self.pointers,self.reference,self.qualifiers,self.template_args,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','text','base','pointers','reference','qualifiers','template_args',))


def _b112(cls, defaults, setters):
 (_d_salvaged, ) = defaults
 (_s_span, _s_text, _s_reason, _s_salvaged, ) = setters
 def __init__(self, span, text, reason, salvaged=_d_salvaged):
  _s_span(self, span)
  _s_text(self, text)
  _s_reason(self, reason)
  _s_salvaged(self, salvaged)
 __repr__ = repr_method(('span','text','reason','salvaged',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,self.reason,self.salvaged,)==(other.span,other.text,other.reason,other.salvaged,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,self.reason,self.salvaged,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','text','reason','salvaged',))


def _b113(cls, defaults, setters):
 (_d_kind, ) = defaults
 (_s_span, _s_type, _s_expr, _s_kind, ) = setters
 def __init__(self, span, type, expr, kind=_d_kind):
  _s_span(self, span)
  _s_type(self, type)
  _s_expr(self, expr)
  _s_kind(self, kind)
 __repr__ = repr_method(('span','type','expr','kind',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.type,self.expr,self.kind,)==(other.span,other.type,other.expr,other.kind,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.type,self.expr,self.kind,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','type','expr','kind',))


def _b114(cls, defaults, setters):
 (_d_op, ) = defaults
 (_s_span, _s_type, _s_expr, _s_op, ) = setters
 def __init__(self, span, type, expr, op=_d_op):
  _s_span(self, span)
  _s_type(self, type)
  _s_expr(self, expr)
  _s_op(self, op)
 __repr__ = repr_method(('span','type','expr','op',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.type,self.expr,self.op,)==(other.span,other.type,other.expr,other.op,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.type,self.expr,self.op,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','type','expr','op',))


def _b115(cls, defaults, setters):
 (_s_span, _s_value, ) = setters
 def __init__(self, span, value):
  _s_span(self, span)
  _s_value(self, value)
 __repr__ = repr_method(('span','value',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.value,)==(other.span,other.value,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.value,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','value',))


def _b116(cls, defaults, setters):
 (_d_stmt, ) = defaults
 (_s_span, _s_value, _s_stmt, ) = setters
 def __init__(self, span, value, stmt=_d_stmt):
  _s_span(self, span)
  _s_value(self, value)
  _s_stmt(self, stmt)
 __repr__ = repr_method(('span','value','stmt',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.value,self.stmt,)==(other.span,other.value,other.stmt,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.value,self.stmt,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','value','stmt',))


def _b117(cls, defaults, setters):
 (_s_span, _s_value, _s_text, ) = setters
 def __init__(self, span, value, text):
  _s_span(self, span)
  _s_value(self, value)
  _s_text(self, text)
 __repr__ = repr_method(('span','value','text',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.value,self.text,)==(other.span,other.value,other.text,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.value,self.text,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','value','text',))


def _b118(cls, defaults, setters):
 (_s_span, ) = setters
 def __init__(self, span):
  _s_span(self, span)
 __repr__ = repr_method(('span',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,)==(other.span,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span',))


def _b119(cls, defaults, setters):
 (_s_text, _s_line, _s_column, _s_end_line, _s_end_column, _s_own_line, ) = setters
 def __init__(self, text, line, column, end_line, end_column, own_line):
  _s_text(self, text)
  _s_line(self, line)
  _s_column(self, column)
  _s_end_line(self, end_line)
  _s_end_column(self, end_column)
  _s_own_line(self, own_line)
 __repr__ = repr_method(('text','line','column','end_line','end_column','own_line',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.text,self.line,self.column,self.end_line,self.end_column,self.own_line,)==(other.text,other.line,other.column,other.end_line,other.end_column,other.own_line,)
  return NotImplemented
 def __hash__(self):
  return hash((self.text,self.line,self.column,self.end_line,self.end_column,self.own_line,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('text','line','column','end_line','end_column','own_line',))


def _b120(cls, defaults, setters):
 (_d_kernel, ) = defaults
 (_s_tool, _s_level, _s_text, _s_line, _s_kernel, ) = setters
 def __init__(self, tool, level, text, line, kernel=_d_kernel):
  _s_tool(self, tool)
  _s_level(self, level)
  _s_text(self, text)
  _s_line(self, line)
  _s_kernel(self, kernel)
 __repr__ = repr_method(('tool','level','text','line','kernel',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.tool,self.level,self.text,self.line,self.kernel,)==(other.tool,other.level,other.text,other.line,other.kernel,)
  return NotImplemented
 def __hash__(self):
  return hash((self.tool,self.level,self.text,self.line,self.kernel,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('tool','level','text','line','kernel',))


def _b121(cls, defaults, setters):
 (_d_dims, _d_name, _d_init, ) = defaults
 (_s_type_text, _s_pointers, _s_dims, _s_name, _s_init, ) = setters
 def __init__(self, type_text, pointers, dims=_d_dims, name=_d_name, init=_d_init):
  _s_type_text(self, type_text)
  _s_pointers(self, pointers)
  _s_dims(self, dims)
  _s_name(self, name)
  _s_init(self, init)
 __repr__ = repr_method(('type_text','pointers','dims','name','init',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.type_text,self.pointers,self.dims,self.name,self.init,)==(other.type_text,other.pointers,other.dims,other.name,other.init,)
  return NotImplemented
 def __hash__(self):
  return hash((self.type_text,self.pointers,self.dims,self.name,self.init,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('type_text','pointers','dims','name','init',))


BUILDERS = {
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('default', 'default', True, True, True, None, False)))": _b103,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('init', 'default', True, True, True, None, False), ('ctor_args', 'default', True, True, True, None, False)))": _b104,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('left', 'required', True, True, True, None, False), ('right', 'required', True, True, True, None, False), ('paren_left', 'default', True, True, True, None, False), ('paren_right', 'default', True, True, True, None, False)))": _b105,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('operand', 'required', True, True, True, None, False), ('postfix', 'default', True, True, True, None, False)))": _b106,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False)))": _b107,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('stmts', 'required', True, True, True, None, False)))": _b108,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('storage', 'required', True, True, True, None, False), ('declarators', 'required', True, True, True, None, False)))": _b109,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False)))": _b110,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('pointers', 'default', True, True, True, None, False), ('reference', 'default', True, True, True, None, False), ('qualifiers', 'default', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False)))": _b111,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('reason', 'required', True, True, True, None, False), ('salvaged', 'default', True, True, True, None, False)))": _b112,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False), ('kind', 'default', True, True, True, None, False)))": _b113,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False), ('op', 'default', True, True, True, None, False)))": _b114,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False)))": _b115,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False), ('stmt', 'default', True, True, True, None, False)))": _b116,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False)))": _b117,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False),))": _b118,
    "((True, True, True, False, False, True, True, False), (('text', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('column', 'required', True, True, True, None, False), ('end_line', 'required', True, True, True, None, False), ('end_column', 'required', True, True, True, None, False), ('own_line', 'required', True, True, True, None, False)))": _b119,
    "((True, True, True, False, False, True, True, False), (('tool', 'required', True, True, True, None, False), ('level', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('kernel', 'default', True, True, True, None, False)))": _b120,
    "((True, True, True, False, False, True, True, False), (('type_text', 'required', True, True, True, None, False), ('pointers', 'required', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('name', 'default', True, True, True, None, False), ('init', 'default', True, True, True, None, False)))": _b121,
}
