"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

def _b66(cls, defaults, setters):
 (_d_start_line, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, span, message, help, start_line=_d_start_line):
  _setattr_(self, 'span', span)
  _setattr_(self, 'message', message)
  _setattr_(self, 'help', help)
  _setattr_(self, 'start_line', start_line)
 __repr__ = repr_method(('span','message','help','start_line',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.message,self.help,self.start_line,)==(other.span,other.message,other.help,other.start_line,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.message,self.help,self.start_line,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','message','help','start_line',))


def _b67(cls, defaults, setters):
 (_d_next_line, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, span, name, why, next_line=_d_next_line):
  _setattr_(self, 'span', span)
  _setattr_(self, 'name', name)
  _setattr_(self, 'why', why)
  _setattr_(self, 'next_line', next_line)
 __repr__ = repr_method(('span','name','why','next_line',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.why,self.next_line,)==(other.span,other.name,other.why,other.next_line,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.why,self.next_line,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','name','why','next_line',))


def _b68(cls, defaults, setters):
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
 __repr__ = repr_method(('start','end','blocks_per_sm','active_warps','occupancy','limiter','current',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.start,self.end,self.blocks_per_sm,self.active_warps,self.occupancy,self.limiter,self.current,)==(other.start,other.end,other.blocks_per_sm,other.active_warps,other.occupancy,other.limiter,other.current,)
  return NotImplemented
 def __hash__(self):
  return hash((self.start,self.end,self.blocks_per_sm,self.active_warps,self.occupancy,self.limiter,self.current,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('start','end','blocks_per_sm','active_warps','occupancy','limiter','current',))


def _b69(cls, defaults, setters):
 (_d_thread, _d_data, _d_unsigned, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, term, thread=_d_thread, data=_d_data, unsigned=_d_unsigned):
  _setattr_(self, 'term', term)
  _setattr_(self, 'thread', thread)
  _setattr_(self, 'data', data)
  _setattr_(self, 'unsigned', unsigned)
 __repr__ = repr_method(('term','thread','data','unsigned',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.term,self.thread,self.data,self.unsigned,)==(other.term,other.thread,other.data,other.unsigned,)
  return NotImplemented
 def __hash__(self):
  return hash((self.term,self.thread,self.data,self.unsigned,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('term','thread','data','unsigned',))


def _b70(cls, defaults, setters):
 (_d_launch_bounds, _d_compiler_flag, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, value, occupancy, blocks_per_sm, launch_bounds=_d_launch_bounds, compiler_flag=_d_compiler_flag):
  _setattr_(self, 'value', value)
  _setattr_(self, 'occupancy', occupancy)
  _setattr_(self, 'blocks_per_sm', blocks_per_sm)
  _setattr_(self, 'launch_bounds', launch_bounds)
  _setattr_(self, 'compiler_flag', compiler_flag)
 __repr__ = repr_method(('value','occupancy','blocks_per_sm','launch_bounds','compiler_flag',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.value,self.occupancy,self.blocks_per_sm,self.launch_bounds,self.compiler_flag,)==(other.value,other.occupancy,other.blocks_per_sm,other.launch_bounds,other.compiler_flag,)
  return NotImplemented
 def __hash__(self):
  return hash((self.value,self.occupancy,self.blocks_per_sm,self.launch_bounds,self.compiler_flag,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('value','occupancy','blocks_per_sm','launch_bounds','compiler_flag',))


def _b71(cls, defaults, setters):
 (_d_y, _d_z, _d_label, _d_assumed, _d_bind, _d_why, _d_args, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, x, y=_d_y, z=_d_z, label=_d_label, assumed=_d_assumed, bind=_d_bind, why=_d_why, args=_d_args):
  _setattr_(self, 'x', x)
  _setattr_(self, 'y', y)
  _setattr_(self, 'z', z)
  _setattr_(self, 'label', label)
  _setattr_(self, 'assumed', assumed)
  _setattr_(self, 'bind', bind)
  _setattr_(self, 'why', why)
  _setattr_(self, 'args', args)
 __repr__ = repr_method(('x','y','z','label','assumed','bind','why','args',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.x,self.y,self.z,self.label,self.assumed,self.bind,self.why,self.args,)==(other.x,other.y,other.z,other.label,other.assumed,other.bind,other.why,other.args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.x,self.y,self.z,self.label,self.assumed,self.bind,self.why,self.args,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('x','y','z','label','assumed','bind','why','args',))


def _b72(cls, defaults, setters):
 (_d_applicability, _d_title, ) = defaults
 (_s_edits, _s_applicability, _s_title, ) = setters
 def __init__(self, edits, applicability=_d_applicability, title=_d_title):
  _s_edits(self, edits)
  _s_applicability(self, applicability)
  _s_title(self, title)
 __repr__ = repr_method(('edits','applicability','title',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.edits,self.applicability,self.title,)==(other.edits,other.applicability,other.title,)
  return NotImplemented
 def __hash__(self):
  return hash((self.edits,self.applicability,self.title,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('edits','applicability','title',))


def _b73(cls, defaults, setters):
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
 __repr__ = repr_method(('kind','name','span','args','scope','launch','site','helper',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kind,self.name,self.span,self.args,self.scope,self.launch,self.site,self.helper,)==(other.kind,other.name,other.span,other.args,other.scope,other.launch,other.site,other.helper,)
  return NotImplemented
 def __hash__(self):
  return hash((self.kind,self.name,self.span,self.args,self.scope,self.launch,self.site,self.helper,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('kind','name','span','args','scope','launch','site','helper',))


def _b74(cls, defaults, setters):
 (_s_name, _s_line, _s_column, _s_end_line, _s_end_column, _s_text, ) = setters
 def __init__(self, name, line, column, end_line, end_column, text):
  _s_name(self, name)
  _s_line(self, line)
  _s_column(self, column)
  _s_end_line(self, end_line)
  _s_end_column(self, end_column)
  _s_text(self, text)
 __repr__ = repr_method(('name','line','column','end_line','end_column','text',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.line,self.column,self.end_line,self.end_column,self.text,)==(other.name,other.line,other.column,other.end_line,other.end_column,other.text,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.line,self.column,self.end_line,self.end_column,self.text,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','line','column','end_line','end_column','text',))


def _b75(cls, defaults, setters):
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
 __repr__ = repr_method(('name','params','body','line','file','variadic',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.params,self.body,self.line,self.file,self.variadic,)==(other.name,other.params,other.body,other.line,other.file,other.variadic,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.params,self.body,self.line,self.file,self.variadic,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','params','body','line','file','variadic','_toks',))


def _b76(cls, defaults, setters):
 (_s_name, _s_params, _s_members, ) = setters
 def __init__(self, name, params, members):
  _s_name(self, name)
  _s_params(self, params)
  _s_members(self, members)
 __repr__ = repr_method(('name','params','members',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.params,self.members,)==(other.name,other.params,other.members,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.params,self.members,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','params','members',))


def _b77(cls, defaults, setters):
 (_s_name, _s_target, ) = setters
 def __init__(self, name, target):
  _s_name(self, name)
  _s_target(self, target)
 __repr__ = repr_method(('name','target',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.target,)==(other.name,other.target,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.target,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','target',))


def _b78(cls, defaults, setters):
 (_d_align, _d_constructed, _d_constructors, _d_params, ) = defaults
 (_s_name, _s_union, _s_members, _s_align, _s_constructed, _s_constructors, _s_params, ) = setters
 def __init__(self, name, union, members, align=_d_align, constructed=_d_constructed, constructors=_d_constructors, params=_d_params):
  _s_name(self, name)
  _s_union(self, union)
  _s_members(self, members)
  _s_align(self, align)
  _s_constructed(self, constructed)
  _s_constructors(self, constructors)
  _s_params(self, params)
 __repr__ = repr_method(('name','union','members','align','constructed','constructors','params',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.union,self.members,self.align,self.constructed,self.constructors,self.params,)==(other.name,other.union,other.members,other.align,other.constructed,other.constructors,other.params,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.union,self.members,self.align,self.constructed,self.constructors,self.params,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','union','members','align','constructed','constructors','params',))


def _b79(cls, defaults, setters):
 (_s_names, _s_value, _s_first, ) = setters
 def __init__(self, names, value, first):
  _s_names(self, names)
  _s_value(self, value)
  _s_first(self, first)
 __repr__ = repr_method(('names','value','first',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.names,self.value,self.first,)==(other.names,other.value,other.first,)
  return NotImplemented
 def __hash__(self):
  return hash((self.names,self.value,self.first,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('names','value','first',))


def _b80(cls, defaults, setters):
 (_s_params, _s_inits, ) = setters
 def __init__(self, params, inits):
  _s_params(self, params)
  _s_inits(self, inits)
 __repr__ = repr_method(('params','inits',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.params,self.inits,)==(other.params,other.inits,)
  return NotImplemented
 def __hash__(self):
  return hash((self.params,self.inits,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('params','inits',))


def _b81(cls, defaults, setters):
 (_d_errors, _d_source, _d_types, _d_macros, _d_comments, _d_notes, _d_archs, _d_macro_events, ) = defaults
 (_s_path, _s_items, _s_errors, _s_source, _s_types, _s_macros, _s_comments, _s_notes, _s_archs, _s_macro_events, ) = setters
 def __init__(self, path, items, errors=_d_errors, source=_d_source, types=_d_types, macros=_d_macros, comments=_d_comments, notes=_d_notes, archs=_d_archs, macro_events=_d_macro_events):
  _s_path(self, path)
  _s_items(self, items)
  _s_errors(self, errors)
  _s_source(self, source)
  _s_types(self, types)
  _s_macros(self, macros)
  _s_comments(self, comments)
  _s_notes(self, notes)
  _s_archs(self, archs)
  _s_macro_events(self, macro_events)
 __repr__ = repr_method(('path','items','errors','source','types','macros','comments','notes','archs','macro_events',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.items,self.errors,self.source,self.types,self.macros,self.comments,self.notes,self.archs,self.macro_events,)==(other.path,other.items,other.errors,other.source,other.types,other.macros,other.comments,other.notes,other.archs,other.macro_events,)
  return NotImplemented
 def __hash__(self):
  return hash((self.path,self.items,self.errors,self.source,self.types,self.macros,self.comments,self.notes,self.archs,self.macro_events,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('path','items','errors','source','types','macros','comments','notes','archs','macro_events',))


def _b82(cls, defaults, setters):
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
 __repr__ = repr_method(('rule_id','name','severity','message','path','span','symbol','arch','help','extra','fix',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.rule_id,self.name,self.severity,self.message,self.path,self.span,self.symbol,self.arch,self.help,)==(other.rule_id,other.name,other.severity,other.message,other.path,other.span,other.symbol,other.arch,other.help,)
  return NotImplemented
 def __hash__(self):
  return hash((self.rule_id,self.name,self.severity,self.message,self.path,self.span,self.symbol,self.arch,self.help,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('rule_id','name','severity','message','path','span','symbol','arch','help','extra','fix',))


def _b83(cls, defaults, setters):
 (_d_arrow, ) = defaults
 (_s_span, _s_base, _s_field, _s_arrow, ) = setters
 def __init__(self, span, base, field, arrow=_d_arrow):
  _s_span(self, span)
  _s_base(self, base)
  _s_field(self, field)
  _s_arrow(self, arrow)
 __repr__ = repr_method(('span','base','field','arrow',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.base,self.field,self.arrow,)==(other.span,other.base,other.field,other.arrow,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.base,self.field,self.arrow,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('span','base','field','arrow',))


BUILDERS = {
    "((True, True, True, False, False, True, False, False), (('span', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('help', 'required', True, True, True, None, False), ('start_line', 'default', True, True, True, None, False)))": _b66,
    "((True, True, True, False, False, True, False, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('why', 'required', True, True, True, None, False), ('next_line', 'default', True, True, True, None, False)))": _b67,
    "((True, True, True, False, False, True, False, False), (('start', 'required', True, True, True, None, False), ('end', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('active_warps', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('limiter', 'required', True, True, True, None, False), ('current', 'default', True, True, True, None, False)))": _b68,
    "((True, True, True, False, False, True, False, False), (('term', 'required', True, True, True, None, False), ('thread', 'default', True, True, True, None, False), ('data', 'default', True, True, True, None, False), ('unsigned', 'default', True, True, True, None, False)))": _b69,
    "((True, True, True, False, False, True, False, False), (('value', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('compiler_flag', 'default', True, True, True, None, False)))": _b70,
    "((True, True, True, False, False, True, False, False), (('x', 'required', True, True, True, None, False), ('y', 'default', True, True, True, None, False), ('z', 'default', True, True, True, None, False), ('label', 'default', True, True, True, None, False), ('assumed', 'default', True, True, True, None, False), ('bind', 'default', True, True, True, None, False), ('why', 'default', True, True, True, None, False), ('args', 'default', True, True, True, None, False)))": _b71,
    "((True, True, True, False, False, True, True, False), (('edits', 'required', True, True, True, None, False), ('applicability', 'default', True, True, True, None, False), ('title', 'default', True, True, True, None, False)))": _b72,
    "((True, True, True, False, False, True, True, False), (('kind', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('args', 'default', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('launch', 'default', True, True, True, None, False), ('site', 'default', True, True, True, None, False), ('helper', 'default', True, True, True, None, False)))": _b73,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('column', 'required', True, True, True, None, False), ('end_line', 'required', True, True, True, None, False), ('end_column', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False)))": _b74,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('file', 'default', True, True, True, None, False), ('variadic', 'default', True, True, True, None, False), ('_toks', 'factory', True, False, False, None, False)))": _b75,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('members', 'required', True, True, True, None, False)))": _b76,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False)))": _b77,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('union', 'required', True, True, True, None, False), ('members', 'required', True, True, True, None, False), ('align', 'default', True, True, True, None, False), ('constructed', 'default', True, True, True, None, False), ('constructors', 'default', True, True, True, None, False), ('params', 'default', True, True, True, None, False)))": _b78,
    "((True, True, True, False, False, True, True, False), (('names', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False), ('first', 'required', True, True, True, None, False)))": _b79,
    "((True, True, True, False, False, True, True, False), (('params', 'required', True, True, True, None, False), ('inits', 'required', True, True, True, None, False)))": _b80,
    "((True, True, True, False, False, True, True, False), (('path', 'required', True, True, True, None, False), ('items', 'required', True, True, True, None, False), ('errors', 'default', True, True, True, None, False), ('source', 'default', True, True, True, None, False), ('types', 'default', True, True, True, None, False), ('macros', 'default', True, True, True, None, False), ('comments', 'default', True, True, True, None, False), ('notes', 'default', True, True, True, None, False), ('archs', 'default', True, True, True, None, False), ('macro_events', 'default', True, True, True, None, False)))": _b81,
    "((True, True, True, False, False, True, True, False), (('rule_id', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('severity', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('path', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('symbol', 'default', True, True, True, None, False), ('arch', 'default', True, True, True, None, False), ('help', 'default', True, True, True, None, False), ('extra', 'factory', True, True, False, False, False), ('fix', 'default', True, True, False, False, False)))": _b82,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('field', 'required', True, True, True, None, False), ('arrow', 'default', True, True, True, None, False)))": _b83,
}
