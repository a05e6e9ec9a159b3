"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b35(cls, defaults, setters):
 (_d_fixed, _d_upper, _d_threads, _d_reasons, _d_bound_reason, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, fixed=_d_fixed, upper=_d_upper, threads=_d_threads, reasons=_d_reasons, bound_reason=_d_bound_reason):
  _setattr_(self, 'fixed', fixed)
  _setattr_(self, 'upper', upper)
  _setattr_(self, 'threads', threads)
  _setattr_(self, 'reasons', reasons)
  _setattr_(self, 'bound_reason', bound_reason)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(fixed={self.fixed!r}, upper={self.upper!r}, threads={self.threads!r}, reasons={self.reasons!r}, bound_reason={self.bound_reason!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.fixed,self.upper,self.threads,self.reasons,self.bound_reason,)==(other.fixed,other.upper,other.threads,other.reasons,other.bound_reason,)
  return NotImplemented
 def __hash__(self):
  return hash((self.fixed,self.upper,self.threads,self.reasons,self.bound_reason,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('fixed','upper','threads','reasons','bound_reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('fixed','upper','threads','reasons','bound_reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b36(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, func, races, uninit):
  _setattr_(self, 'func', func)
  _setattr_(self, 'races', races)
  _setattr_(self, 'uninit', uninit)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(func={self.func!r}, races={self.races!r}, uninit={self.uninit!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.func,self.races,self.uninit,)==(other.func,other.races,other.uninit,)
  return NotImplemented
 def __hash__(self):
  return hash((self.func,self.races,self.uninit,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('func','races','uninit',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('func','races','uninit',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b37(cls, defaults, setters):
 (_d_options, _d_docs, _d_references, _d_since, _d_aliases, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, id, name, category, severity, default_enabled, applies_to, message, options=FACTORY, docs=FACTORY, references=_d_references, since=_d_since, aliases=_d_aliases):
  _setattr_(self, 'id', id)
  _setattr_(self, 'name', name)
  _setattr_(self, 'category', category)
  _setattr_(self, 'severity', severity)
  _setattr_(self, 'default_enabled', default_enabled)
  _setattr_(self, 'applies_to', applies_to)
  _setattr_(self, 'message', message)
  _setattr_(self, 'options', _d_options() if options is FACTORY else options)
  _setattr_(self, 'docs', _d_docs() if docs is FACTORY else docs)
  _setattr_(self, 'references', references)
  _setattr_(self, 'since', since)
  _setattr_(self, 'aliases', aliases)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(id={self.id!r}, name={self.name!r}, category={self.category!r}, severity={self.severity!r}, default_enabled={self.default_enabled!r}, applies_to={self.applies_to!r}, message={self.message!r}, options={self.options!r}, docs={self.docs!r}, references={self.references!r}, since={self.since!r}, aliases={self.aliases!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.id,self.name,self.category,self.severity,self.default_enabled,self.applies_to,self.message,self.options,self.docs,self.references,self.since,self.aliases,)==(other.id,other.name,other.category,other.severity,other.default_enabled,other.applies_to,other.message,other.options,other.docs,other.references,other.since,other.aliases,)
  return NotImplemented
 def __hash__(self):
  return hash((self.id,self.name,self.category,self.severity,self.default_enabled,self.applies_to,self.message,self.options,self.docs,self.references,self.since,self.aliases,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('id','name','category','severity','default_enabled','applies_to','message','options','docs','references','since','aliases',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('id','name','category','severity','default_enabled','applies_to','message','options','docs','references','since','aliases',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b38(cls, defaults, setters):
 (_d_scope, _d_static_shared_bytes, _d_launch_bounds, _d_arity, _d_arg_values, _d_arg_offsets, _d_arg_kinds, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, kernel, kernel_name, file, span, grid, block, block_span, dynamic_shared_bytes, smem_span, via, function, scope=_d_scope, static_shared_bytes=_d_static_shared_bytes, launch_bounds=_d_launch_bounds, arity=_d_arity, arg_values=_d_arg_values, arg_offsets=_d_arg_offsets, arg_kinds=_d_arg_kinds):
  _setattr_(self, 'kernel', kernel)
  _setattr_(self, 'kernel_name', kernel_name)
  _setattr_(self, 'file', file)
  _setattr_(self, 'span', span)
  _setattr_(self, 'grid', grid)
  _setattr_(self, 'block', block)
  _setattr_(self, 'block_span', block_span)
  _setattr_(self, 'dynamic_shared_bytes', dynamic_shared_bytes)
  _setattr_(self, 'smem_span', smem_span)
  _setattr_(self, 'via', via)
  _setattr_(self, 'function', function)
  _setattr_(self, 'scope', scope)
  _setattr_(self, 'static_shared_bytes', static_shared_bytes)
  _setattr_(self, 'launch_bounds', launch_bounds)
  _setattr_(self, 'arity', arity)
  _setattr_(self, 'arg_values', arg_values)
  _setattr_(self, 'arg_offsets', arg_offsets)
  _setattr_(self, 'arg_kinds', arg_kinds)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(kernel={self.kernel!r}, kernel_name={self.kernel_name!r}, file={self.file!r}, span={self.span!r}, grid={self.grid!r}, block={self.block!r}, block_span={self.block_span!r}, dynamic_shared_bytes={self.dynamic_shared_bytes!r}, smem_span={self.smem_span!r}, via={self.via!r}, function={self.function!r}, scope={self.scope!r}, static_shared_bytes={self.static_shared_bytes!r}, launch_bounds={self.launch_bounds!r}, arity={self.arity!r}, arg_values={self.arg_values!r}, arg_offsets={self.arg_offsets!r}, arg_kinds={self.arg_kinds!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kernel,self.kernel_name,self.file,self.span,self.grid,self.block,self.block_span,self.dynamic_shared_bytes,self.smem_span,self.via,self.function,self.scope,self.static_shared_bytes,self.launch_bounds,self.arity,self.arg_values,self.arg_offsets,self.arg_kinds,)==(other.kernel,other.kernel_name,other.file,other.span,other.grid,other.block,other.block_span,other.dynamic_shared_bytes,other.smem_span,other.via,other.function,other.scope,other.static_shared_bytes,other.launch_bounds,other.arity,other.arg_values,other.arg_offsets,other.arg_kinds,)
  return NotImplemented
 def __hash__(self):
  return hash((self.kernel,self.kernel_name,self.file,self.span,self.grid,self.block,self.block_span,self.dynamic_shared_bytes,self.smem_span,self.via,self.function,self.scope,self.static_shared_bytes,self.launch_bounds,self.arity,self.arg_values,self.arg_offsets,self.arg_kinds,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('kernel','kernel_name','file','span','grid','block','block_span','dynamic_shared_bytes','smem_span','via','function','scope','static_shared_bytes','launch_bounds','arity','arg_values','arg_offsets','arg_kinds',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('kernel','kernel_name','file','span','grid','block','block_span','dynamic_shared_bytes','smem_span','via','function','scope','static_shared_bytes','launch_bounds','arity','arg_values','arg_offsets','arg_kinds',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b39(cls, defaults, setters):
 (_d_block_size, _d_grid, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, kernel, launches, known, unknown, limits, stated, axes, block_size=_d_block_size, grid=_d_grid):
  _setattr_(self, 'kernel', kernel)
  _setattr_(self, 'launches', launches)
  _setattr_(self, 'known', known)
  _setattr_(self, 'unknown', unknown)
  _setattr_(self, 'limits', limits)
  _setattr_(self, 'stated', stated)
  _setattr_(self, 'axes', axes)
  _setattr_(self, 'block_size', block_size)
  _setattr_(self, 'grid', grid)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(kernel={self.kernel!r}, launches={self.launches!r}, known={self.known!r}, unknown={self.unknown!r}, limits={self.limits!r}, stated={self.stated!r}, axes={self.axes!r}, block_size={self.block_size!r}, grid={self.grid!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kernel,self.launches,self.known,self.unknown,self.limits,self.stated,self.axes,self.block_size,self.grid,)==(other.kernel,other.launches,other.known,other.unknown,other.limits,other.stated,other.axes,other.block_size,other.grid,)
  return NotImplemented
 def __hash__(self):
  return hash((self.kernel,self.launches,self.known,self.unknown,self.limits,self.stated,self.axes,self.block_size,self.grid,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('kernel','launches','known','unknown','limits','stated','axes','block_size','grid',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('kernel','launches','known','unknown','limits','stated','axes','block_size','grid',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b40(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, launches, kernels, bound, reaching):
  _setattr_(self, 'launches', launches)
  _setattr_(self, 'kernels', kernels)
  _setattr_(self, 'bound', bound)
  _setattr_(self, 'reaching', reaching)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(launches={self.launches!r}, kernels={self.kernels!r}, bound={self.bound!r}, reaching={self.reaching!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.launches,self.kernels,self.bound,self.reaching,)==(other.launches,other.kernels,other.bound,other.reaching,)
  return NotImplemented
 def __hash__(self):
  return hash((self.launches,self.kernels,self.bound,self.reaching,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('launches','kernels','bound','reaching',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('launches','kernels','bound','reaching',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b41(cls, defaults, setters):
 (_d_aliases, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, name, description, target, multiprocessors, memory_clock_mhz, bus_width_bits, stated_bandwidth_gbs, aliases=_d_aliases):
  _setattr_(self, 'name', name)
  _setattr_(self, 'description', description)
  _setattr_(self, 'target', target)
  _setattr_(self, 'multiprocessors', multiprocessors)
  _setattr_(self, 'memory_clock_mhz', memory_clock_mhz)
  _setattr_(self, 'bus_width_bits', bus_width_bits)
  _setattr_(self, 'stated_bandwidth_gbs', stated_bandwidth_gbs)
  _setattr_(self, 'aliases', aliases)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, description={self.description!r}, target={self.target!r}, multiprocessors={self.multiprocessors!r}, memory_clock_mhz={self.memory_clock_mhz!r}, bus_width_bits={self.bus_width_bits!r}, stated_bandwidth_gbs={self.stated_bandwidth_gbs!r}, aliases={self.aliases!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.description,self.target,self.multiprocessors,self.memory_clock_mhz,self.bus_width_bits,self.stated_bandwidth_gbs,self.aliases,)==(other.name,other.description,other.target,other.multiprocessors,other.memory_clock_mhz,other.bus_width_bits,other.stated_bandwidth_gbs,other.aliases,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.description,self.target,self.multiprocessors,self.memory_clock_mhz,self.bus_width_bits,self.stated_bandwidth_gbs,self.aliases,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','description','target','multiprocessors','memory_clock_mhz','bus_width_bits','stated_bandwidth_gbs','aliases',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','description','target','multiprocessors','memory_clock_mhz','bus_width_bits','stated_bandwidth_gbs','aliases',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b42(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, name, qualified_name, file, span, qualifiers):
  _setattr_(self, 'name', name)
  _setattr_(self, 'qualified_name', qualified_name)
  _setattr_(self, 'file', file)
  _setattr_(self, 'span', span)
  _setattr_(self, 'qualifiers', qualifiers)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, qualified_name={self.qualified_name!r}, file={self.file!r}, span={self.span!r}, qualifiers={self.qualifiers!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.qualified_name,self.file,self.span,self.qualifiers,)==(other.name,other.qualified_name,other.file,other.span,other.qualifiers,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.qualified_name,self.file,self.span,self.qualifiers,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','qualified_name','file','span','qualifiers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','qualified_name','file','span','qualifiers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b43(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, name, qualified_name, file, span, template_params, params, launch_bounds, launch_bounds_span, static_shared_bytes, dynamic_shared, parsed):
  _setattr_(self, 'name', name)
  _setattr_(self, 'qualified_name', qualified_name)
  _setattr_(self, 'file', file)
  _setattr_(self, 'span', span)
  _setattr_(self, 'template_params', template_params)
  _setattr_(self, 'params', params)
  _setattr_(self, 'launch_bounds', launch_bounds)
  _setattr_(self, 'launch_bounds_span', launch_bounds_span)
  _setattr_(self, 'static_shared_bytes', static_shared_bytes)
  _setattr_(self, 'dynamic_shared', dynamic_shared)
  _setattr_(self, 'parsed', parsed)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, qualified_name={self.qualified_name!r}, file={self.file!r}, span={self.span!r}, template_params={self.template_params!r}, params={self.params!r}, launch_bounds={self.launch_bounds!r}, launch_bounds_span={self.launch_bounds_span!r}, static_shared_bytes={self.static_shared_bytes!r}, dynamic_shared={self.dynamic_shared!r}, parsed={self.parsed!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.qualified_name,self.file,self.span,self.template_params,self.params,self.launch_bounds,self.launch_bounds_span,self.static_shared_bytes,self.dynamic_shared,self.parsed,)==(other.name,other.qualified_name,other.file,other.span,other.template_params,other.params,other.launch_bounds,other.launch_bounds_span,other.static_shared_bytes,other.dynamic_shared,other.parsed,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.qualified_name,self.file,self.span,self.template_params,self.params,self.launch_bounds,self.launch_bounds_span,self.static_shared_bytes,self.dynamic_shared,self.parsed,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','qualified_name','file','span','template_params','params','launch_bounds','launch_bounds_span','static_shared_bytes','dynamic_shared','parsed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','qualified_name','file','span','template_params','params','launch_bounds','launch_bounds_span','static_shared_bytes','dynamic_shared','parsed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, True, False, False), (('fixed', 'default', True, True, True, None, False), ('upper', 'default', True, True, True, None, False), ('threads', 'default', True, True, True, None, False), ('reasons', 'default', True, True, True, None, False), ('bound_reason', 'default', True, True, True, None, False)))": _b35,
    "((True, True, True, False, False, True, False, False), (('func', 'required', True, True, True, None, False), ('races', 'required', True, True, True, None, False), ('uninit', 'required', True, True, True, None, False)))": _b36,
    "((True, True, True, False, False, True, False, False), (('id', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('category', 'required', True, True, True, None, False), ('severity', 'required', True, True, True, None, False), ('default_enabled', 'required', True, True, True, None, False), ('applies_to', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('options', 'factory', True, True, True, None, False), ('docs', 'factory', True, True, True, None, False), ('references', 'default', True, True, True, None, False), ('since', 'default', True, True, True, None, False), ('aliases', 'default', True, True, True, None, False)))": _b37,
    "((True, True, True, False, False, True, False, False), (('kernel', 'required', True, True, True, None, False), ('kernel_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('grid', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('block_span', 'required', True, True, True, None, False), ('dynamic_shared_bytes', 'required', True, True, True, None, False), ('smem_span', 'required', True, True, True, None, False), ('via', 'required', True, True, True, None, False), ('function', 'required', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('static_shared_bytes', 'default', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('arity', 'default', True, True, True, None, False), ('arg_values', 'default', True, True, True, None, False), ('arg_offsets', 'default', True, True, True, None, False), ('arg_kinds', 'default', True, True, True, None, False)))": _b38,
    "((True, True, True, False, False, True, False, False), (('kernel', 'required', True, True, True, None, False), ('launches', 'required', True, True, True, None, False), ('known', 'required', True, True, True, None, False), ('unknown', 'required', True, True, True, None, False), ('limits', 'required', True, True, True, None, False), ('stated', 'required', True, True, True, None, False), ('axes', 'required', True, True, True, None, False), ('block_size', 'default', True, True, True, None, False), ('grid', 'default', True, True, True, None, False)))": _b39,
    "((True, True, True, False, False, True, False, False), (('launches', 'required', True, True, True, None, False), ('kernels', 'required', True, True, True, None, False), ('bound', 'required', True, True, True, None, False), ('reaching', 'required', True, True, True, None, False)))": _b40,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('description', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False), ('multiprocessors', 'required', True, True, True, None, False), ('memory_clock_mhz', 'required', True, True, True, None, False), ('bus_width_bits', 'required', True, True, True, None, False), ('stated_bandwidth_gbs', 'required', True, True, True, None, False), ('aliases', 'default', True, True, True, None, False)))": _b41,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('qualified_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('qualifiers', 'required', True, True, True, None, False)))": _b42,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('qualified_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('template_params', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('launch_bounds', 'required', True, True, True, None, False), ('launch_bounds_span', 'required', True, True, True, None, False), ('static_shared_bytes', 'required', True, True, True, None, False), ('dynamic_shared', 'required', True, True, True, None, False), ('parsed', 'required', True, True, True, None, False)))": _b43,
}
