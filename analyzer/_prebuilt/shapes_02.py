"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

def _b35(cls, defaults, setters):
 (_d_args, _d_bound, _d_assumed, _d_axes, _d_admits, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, block, grid, label, args=_d_args, bound=_d_bound, assumed=_d_assumed, axes=_d_axes, admits=_d_admits):
  _setattr_(self, 'block', block)
  _setattr_(self, 'grid', grid)
  _setattr_(self, 'label', label)
  _setattr_(self, 'args', args)
  _setattr_(self, 'bound', bound)
  _setattr_(self, 'assumed', assumed)
  _setattr_(self, 'axes', axes)
  _setattr_(self, 'admits', admits)
 __repr__ = repr_method(('block','grid','label','args','bound','assumed','axes','admits',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.block,self.grid,self.label,self.args,self.bound,self.assumed,self.axes,self.admits,)==(other.block,other.grid,other.label,other.args,other.bound,other.assumed,other.axes,other.admits,)
  return NotImplemented
 def __hash__(self):
  return hash((self.block,self.grid,self.label,self.args,self.bound,self.assumed,self.axes,self.admits,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('block','grid','label','args','bound','assumed','axes','admits',))


def _b36(cls, defaults, setters):
 (_d_back, _d_inner, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, buffer, api, alloc, launch, kernel, arg, use, back=_d_back, inner=_d_inner):
  _setattr_(self, 'buffer', buffer)
  _setattr_(self, 'api', api)
  _setattr_(self, 'alloc', alloc)
  _setattr_(self, 'launch', launch)
  _setattr_(self, 'kernel', kernel)
  _setattr_(self, 'arg', arg)
  _setattr_(self, 'use', use)
  _setattr_(self, 'back', back)
  _setattr_(self, 'inner', inner)
 __repr__ = repr_method(('buffer','api','alloc','launch','kernel','arg','use','back','inner',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.buffer,self.api,self.alloc,self.launch,self.kernel,self.arg,self.use,self.back,self.inner,)==(other.buffer,other.api,other.alloc,other.launch,other.kernel,other.arg,other.use,other.back,other.inner,)
  return NotImplemented
 def __hash__(self):
  return hash((self.buffer,self.api,self.alloc,self.launch,self.kernel,self.arg,self.use,self.back,self.inner,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('buffer','api','alloc','launch','kernel','arg','use','back','inner',))


def _b37(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, call, caller, callee):
  _setattr_(self, 'call', call)
  _setattr_(self, 'caller', caller)
  _setattr_(self, 'callee', callee)
 __repr__ = repr_method(('call','caller','callee',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.call,self.caller,self.callee,)==(other.call,other.caller,other.callee,)
  return NotImplemented
 def __hash__(self):
  return hash((self.call,self.caller,self.callee,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('call','caller','callee',))


def _b38(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, first, second, t1, t2, b1, b2, offset, env, same_warp, iters):
  _setattr_(self, 'first', first)
  _setattr_(self, 'second', second)
  _setattr_(self, 't1', t1)
  _setattr_(self, 't2', t2)
  _setattr_(self, 'b1', b1)
  _setattr_(self, 'b2', b2)
  _setattr_(self, 'offset', offset)
  _setattr_(self, 'env', env)
  _setattr_(self, 'same_warp', same_warp)
  _setattr_(self, 'iters', iters)
 __repr__ = repr_method(('first','second','t1','t2','b1','b2','offset','env','same_warp','iters',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.first,self.second,self.t1,self.t2,self.b1,self.b2,self.offset,self.env,self.same_warp,self.iters,)==(other.first,other.second,other.t1,other.t2,other.b1,other.b2,other.offset,other.env,other.same_warp,other.iters,)
  return NotImplemented
 def __hash__(self):
  return hash((self.first,self.second,self.t1,self.t2,self.b1,self.b2,self.offset,self.env,self.same_warp,self.iters,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('first','second','t1','t2','b1','b2','offset','env','same_warp','iters',))


def _b39(cls, defaults, setters):
 (_d_fixed, _d_upper, _d_threads, _d_reasons, _d_bound_reason, _d_launch_pins, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, fixed=_d_fixed, upper=_d_upper, threads=_d_threads, reasons=_d_reasons, bound_reason=_d_bound_reason, launch_pins=_d_launch_pins):
  _setattr_(self, 'fixed', fixed)
  _setattr_(self, 'upper', upper)
  _setattr_(self, 'threads', threads)
  _setattr_(self, 'reasons', reasons)
  _setattr_(self, 'bound_reason', bound_reason)
  _setattr_(self, 'launch_pins', launch_pins)
 __repr__ = repr_method(('fixed','upper','threads','reasons','bound_reason','launch_pins',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.fixed,self.upper,self.threads,self.reasons,self.bound_reason,self.launch_pins,)==(other.fixed,other.upper,other.threads,other.reasons,other.bound_reason,other.launch_pins,)
  return NotImplemented
 def __hash__(self):
  return hash((self.fixed,self.upper,self.threads,self.reasons,self.bound_reason,self.launch_pins,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('fixed','upper','threads','reasons','bound_reason','launch_pins',))


def _b40(cls, defaults, setters):
 (_d_past_rows, _d_scatters, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, func, races, uninit, past_rows=_d_past_rows, scatters=_d_scatters):
  _setattr_(self, 'func', func)
  _setattr_(self, 'races', races)
  _setattr_(self, 'uninit', uninit)
  _setattr_(self, 'past_rows', past_rows)
  _setattr_(self, 'scatters', scatters)
 __repr__ = repr_method(('func','races','uninit','past_rows','scatters',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.func,self.races,self.uninit,self.past_rows,self.scatters,)==(other.func,other.races,other.uninit,other.past_rows,other.scatters,)
  return NotImplemented
 def __hash__(self):
  return hash((self.func,self.races,self.uninit,self.past_rows,self.scatters,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('func','races','uninit','past_rows','scatters',))


def _b41(cls, defaults, setters):
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
 __repr__ = repr_method(('id','name','category','severity','default_enabled','applies_to','message','options','docs','references','since','aliases',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.id,self.name,self.category,self.severity,self.default_enabled,self.applies_to,self.message,self.options,self.docs,self.references,self.since,self.aliases,)==(other.id,other.name,other.category,other.severity,other.default_enabled,other.applies_to,other.message,other.options,other.docs,other.references,other.since,other.aliases,)
  return NotImplemented
 def __hash__(self):
  return hash((self.id,self.name,self.category,self.severity,self.default_enabled,self.applies_to,self.message,self.options,self.docs,self.references,self.since,self.aliases,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('id','name','category','severity','default_enabled','applies_to','message','options','docs','references','since','aliases',))


def _b42(cls, defaults, setters):
 (_d_scope, _d_static_shared_bytes, _d_launch_bounds, _d_arity, _d_arg_values, _d_arg_offsets, _d_arg_kinds, _d_template_values, _d_grid_rounded, _d_arg_dims, _d_host_values, _d_grid_rounded_y, _d_grid_elements, _d_block_elements, _d_block_unless, _d_arg_ceils, _d_grid_floors, _d_block_least, _d_block_free, _d_block_swapped, _d_host_args, _d_grid_counts, _d_arg_members, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, kernel, kernel_name, file, span, grid, block, block_span, dynamic_shared_bytes, smem_span, via, function, scope=_d_scope, static_shared_bytes=_d_static_shared_bytes, launch_bounds=_d_launch_bounds, arity=_d_arity, arg_values=_d_arg_values, arg_offsets=_d_arg_offsets, arg_kinds=_d_arg_kinds, template_values=_d_template_values, grid_rounded=_d_grid_rounded, arg_dims=_d_arg_dims, host_values=_d_host_values, grid_rounded_y=_d_grid_rounded_y, grid_elements=_d_grid_elements, block_elements=_d_block_elements, block_unless=_d_block_unless, arg_ceils=_d_arg_ceils, grid_floors=_d_grid_floors, block_least=_d_block_least, block_free=_d_block_free, block_swapped=_d_block_swapped, host_args=_d_host_args, grid_counts=_d_grid_counts, arg_members=_d_arg_members):
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
  _setattr_(self, 'template_values', template_values)
  _setattr_(self, 'grid_rounded', grid_rounded)
  _setattr_(self, 'arg_dims', arg_dims)
  _setattr_(self, 'host_values', host_values)
  _setattr_(self, 'grid_rounded_y', grid_rounded_y)
  _setattr_(self, 'grid_elements', grid_elements)
  _setattr_(self, 'block_elements', block_elements)
  _setattr_(self, 'block_unless', block_unless)
  _setattr_(self, 'arg_ceils', arg_ceils)
  _setattr_(self, 'grid_floors', grid_floors)
  _setattr_(self, 'block_least', block_least)
  _setattr_(self, 'block_free', block_free)
  _setattr_(self, 'block_swapped', block_swapped)
  _setattr_(self, 'host_args', host_args)
  _setattr_(self, 'grid_counts', grid_counts)
  _setattr_(self, 'arg_members', arg_members)
 __repr__ = repr_method(('kernel','kernel_name','file','span','grid','block','block_span','dynamic_shared_bytes','smem_span','via','function','scope','static_shared_bytes','launch_bounds','arity','arg_values','arg_offsets','arg_kinds','template_values','grid_rounded','arg_dims','host_values','grid_rounded_y','grid_elements','block_elements','block_unless','arg_ceils','grid_floors','block_least','block_free','block_swapped','host_args','grid_counts','arg_members',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kernel,self.kernel_name,self.file,self.span,self.grid,self.block,self.block_span,self.dynamic_shared_bytes,self.smem_span,self.via,self.function,self.scope,self.static_shared_bytes,self.launch_bounds,self.arity,self.arg_values,self.arg_offsets,self.arg_kinds,self.template_values,self.grid_rounded,self.arg_dims,self.host_values,self.grid_rounded_y,self.grid_elements,self.block_elements,self.block_unless,self.arg_ceils,self.grid_floors,self.block_least,self.block_free,self.block_swapped,self.host_args,self.grid_counts,self.arg_members,)==(other.kernel,other.kernel_name,other.file,other.span,other.grid,other.block,other.block_span,other.dynamic_shared_bytes,other.smem_span,other.via,other.function,other.scope,other.static_shared_bytes,other.launch_bounds,other.arity,other.arg_values,other.arg_offsets,other.arg_kinds,other.template_values,other.grid_rounded,other.arg_dims,other.host_values,other.grid_rounded_y,other.grid_elements,other.block_elements,other.block_unless,other.arg_ceils,other.grid_floors,other.block_least,other.block_free,other.block_swapped,other.host_args,other.grid_counts,other.arg_members,)
  return NotImplemented
 def __hash__(self):
  return hash((self.kernel,self.kernel_name,self.file,self.span,self.grid,self.block,self.block_span,self.dynamic_shared_bytes,self.smem_span,self.via,self.function,self.scope,self.static_shared_bytes,self.launch_bounds,self.arity,self.arg_values,self.arg_offsets,self.arg_kinds,self.template_values,self.grid_rounded,self.arg_dims,self.host_values,self.grid_rounded_y,self.grid_elements,self.block_elements,self.block_unless,self.arg_ceils,self.grid_floors,self.block_least,self.block_free,self.block_swapped,self.host_args,self.grid_counts,self.arg_members,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('kernel','kernel_name','file','span','grid','block','block_span','dynamic_shared_bytes','smem_span','via','function','scope','static_shared_bytes','launch_bounds','arity','arg_values','arg_offsets','arg_kinds','template_values','grid_rounded','arg_dims','host_values','grid_rounded_y','grid_elements','block_elements','block_unless','arg_ceils','grid_floors','block_least','block_free','block_swapped','host_args','grid_counts','arg_members',))


def _b43(cls, defaults, setters):
 (_d_block_size, _d_grid, _d_defaults, _d_instantiated, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, kernel, launches, known, unknown, limits, stated, axes, block_size=_d_block_size, grid=_d_grid, defaults=_d_defaults, instantiated=_d_instantiated):
  _setattr_(self, 'kernel', kernel)
  _setattr_(self, 'launches', launches)
  _setattr_(self, 'known', known)
  _setattr_(self, 'unknown', unknown)
  _setattr_(self, 'limits', limits)
  _setattr_(self, 'stated', stated)
  _setattr_(self, 'axes', axes)
  _setattr_(self, 'block_size', block_size)
  _setattr_(self, 'grid', grid)
  _setattr_(self, 'defaults', defaults)
  _setattr_(self, 'instantiated', instantiated)
 __repr__ = repr_method(('kernel','launches','known','unknown','limits','stated','axes','block_size','grid','defaults','instantiated',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kernel,self.launches,self.known,self.unknown,self.limits,self.stated,self.axes,self.block_size,self.grid,self.defaults,self.instantiated,)==(other.kernel,other.launches,other.known,other.unknown,other.limits,other.stated,other.axes,other.block_size,other.grid,other.defaults,other.instantiated,)
  return NotImplemented
 def __hash__(self):
  return hash((self.kernel,self.launches,self.known,self.unknown,self.limits,self.stated,self.axes,self.block_size,self.grid,self.defaults,self.instantiated,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('kernel','launches','known','unknown','limits','stated','axes','block_size','grid','defaults','instantiated',))


def _b44(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, launches, kernels, bound, reaching):
  _setattr_(self, 'launches', launches)
  _setattr_(self, 'kernels', kernels)
  _setattr_(self, 'bound', bound)
  _setattr_(self, 'reaching', reaching)
 __repr__ = repr_method(('launches','kernels','bound','reaching',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.launches,self.kernels,self.bound,self.reaching,)==(other.launches,other.kernels,other.bound,other.reaching,)
  return NotImplemented
 def __hash__(self):
  return hash((self.launches,self.kernels,self.bound,self.reaching,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('launches','kernels','bound','reaching',))


def _b45(cls, defaults, setters):
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
 __repr__ = repr_method(('name','description','target','multiprocessors','memory_clock_mhz','bus_width_bits','stated_bandwidth_gbs','aliases',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.description,self.target,self.multiprocessors,self.memory_clock_mhz,self.bus_width_bits,self.stated_bandwidth_gbs,self.aliases,)==(other.name,other.description,other.target,other.multiprocessors,other.memory_clock_mhz,other.bus_width_bits,other.stated_bandwidth_gbs,other.aliases,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.description,self.target,self.multiprocessors,self.memory_clock_mhz,self.bus_width_bits,self.stated_bandwidth_gbs,self.aliases,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','description','target','multiprocessors','memory_clock_mhz','bus_width_bits','stated_bandwidth_gbs','aliases',))


def _b46(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, name, qualified_name, file, span, qualifiers):
  _setattr_(self, 'name', name)
  _setattr_(self, 'qualified_name', qualified_name)
  _setattr_(self, 'file', file)
  _setattr_(self, 'span', span)
  _setattr_(self, 'qualifiers', qualifiers)
 __repr__ = repr_method(('name','qualified_name','file','span','qualifiers',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.qualified_name,self.file,self.span,self.qualifiers,)==(other.name,other.qualified_name,other.file,other.span,other.qualifiers,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.qualified_name,self.file,self.span,self.qualifiers,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','qualified_name','file','span','qualifiers',))


def _b47(cls, defaults, setters):
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
 __repr__ = repr_method(('name','qualified_name','file','span','template_params','params','launch_bounds','launch_bounds_span','static_shared_bytes','dynamic_shared','parsed',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.qualified_name,self.file,self.span,self.template_params,self.params,self.launch_bounds,self.launch_bounds_span,self.static_shared_bytes,self.dynamic_shared,self.parsed,)==(other.name,other.qualified_name,other.file,other.span,other.template_params,other.params,other.launch_bounds,other.launch_bounds_span,other.static_shared_bytes,other.dynamic_shared,other.parsed,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.qualified_name,self.file,self.span,self.template_params,self.params,self.launch_bounds,self.launch_bounds_span,self.static_shared_bytes,self.dynamic_shared,self.parsed,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','qualified_name','file','span','template_params','params','launch_bounds','launch_bounds_span','static_shared_bytes','dynamic_shared','parsed',))


def _b48(cls, defaults, setters):
 (_d_unsigned, _d_warp_sync, _d_outs, _d_published, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, name, term, thread, data, has_barrier, unsigned=_d_unsigned, warp_sync=_d_warp_sync, outs=_d_outs, published=_d_published):
  _setattr_(self, 'name', name)
  _setattr_(self, 'term', term)
  _setattr_(self, 'thread', thread)
  _setattr_(self, 'data', data)
  _setattr_(self, 'has_barrier', has_barrier)
  _setattr_(self, 'unsigned', unsigned)
  _setattr_(self, 'warp_sync', warp_sync)
  _setattr_(self, 'outs', outs)
  _setattr_(self, 'published', published)
 __repr__ = repr_method(('name','term','thread','data','has_barrier','unsigned','warp_sync','outs','published',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.term,self.thread,self.data,self.has_barrier,self.unsigned,self.warp_sync,self.outs,self.published,)==(other.name,other.term,other.thread,other.data,other.has_barrier,other.unsigned,other.warp_sync,other.outs,other.published,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.term,self.thread,self.data,self.has_barrier,self.unsigned,self.warp_sync,self.outs,self.published,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','term','thread','data','has_barrier','unsigned','warp_sync','outs','published',))


def _b49(cls, defaults, setters):
 (_d_params, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, name, vendor, description, params=FACTORY):
  _setattr_(self, 'name', name)
  _setattr_(self, 'vendor', vendor)
  _setattr_(self, 'description', description)
  _setattr_(self, 'params', _d_params() if params is FACTORY else params)
 __repr__ = repr_method(('name','vendor','description','params',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.vendor,self.description,)==(other.name,other.vendor,other.description,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.vendor,self.description,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('name','vendor','description','params',))


BUILDERS = {
    "((True, True, True, False, False, True, False, False), (('block', 'required', True, True, True, None, False), ('grid', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('args', 'default', True, True, True, None, False), ('bound', 'default', True, True, True, None, False), ('assumed', 'default', True, True, True, None, False), ('axes', 'default', True, True, True, None, False), ('admits', 'default', True, True, True, None, False)))": _b35,
    "((True, True, True, False, False, True, False, False), (('buffer', 'required', True, True, True, None, False), ('api', 'required', True, True, True, None, False), ('alloc', 'required', True, True, True, None, False), ('launch', 'required', True, True, True, None, False), ('kernel', 'required', True, True, True, None, False), ('arg', 'required', True, True, True, None, False), ('use', 'required', True, True, True, None, False), ('back', 'default', True, True, True, None, False), ('inner', 'default', True, True, True, None, False)))": _b36,
    "((True, True, True, False, False, True, False, False), (('call', 'required', True, True, True, None, False), ('caller', 'required', True, True, True, None, False), ('callee', 'required', True, True, True, None, False)))": _b37,
    "((True, True, True, False, False, True, False, False), (('first', 'required', True, True, True, None, False), ('second', 'required', True, True, True, None, False), ('t1', 'required', True, True, True, None, False), ('t2', 'required', True, True, True, None, False), ('b1', 'required', True, True, True, None, False), ('b2', 'required', True, True, True, None, False), ('offset', 'required', True, True, True, None, False), ('env', 'required', True, True, True, None, False), ('same_warp', 'required', True, True, True, None, False), ('iters', 'required', True, True, True, None, False)))": _b38,
    "((True, True, True, False, False, True, False, False), (('fixed', 'default', True, True, True, None, False), ('upper', 'default', True, True, True, None, False), ('threads', 'default', True, True, True, None, False), ('reasons', 'default', True, True, True, None, False), ('bound_reason', 'default', True, True, True, None, False), ('launch_pins', 'default', True, True, True, None, False)))": _b39,
    "((True, True, True, False, False, True, False, False), (('func', 'required', True, True, True, None, False), ('races', 'required', True, True, True, None, False), ('uninit', 'required', True, True, True, None, False), ('past_rows', 'default', True, True, True, None, False), ('scatters', 'default', True, True, True, None, False)))": _b40,
    "((True, True, True, False, False, True, False, False), (('id', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('category', 'required', True, True, True, None, False), ('severity', 'required', True, True, True, None, False), ('default_enabled', 'required', True, True, True, None, False), ('applies_to', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('options', 'factory', True, True, True, None, False), ('docs', 'factory', True, True, True, None, False), ('references', 'default', True, True, True, None, False), ('since', 'default', True, True, True, None, False), ('aliases', 'default', True, True, True, None, False)))": _b41,
    "((True, True, True, False, False, True, False, False), (('kernel', 'required', True, True, True, None, False), ('kernel_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('grid', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('block_span', 'required', True, True, True, None, False), ('dynamic_shared_bytes', 'required', True, True, True, None, False), ('smem_span', 'required', True, True, True, None, False), ('via', 'required', True, True, True, None, False), ('function', 'required', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('static_shared_bytes', 'default', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('arity', 'default', True, True, True, None, False), ('arg_values', 'default', True, True, True, None, False), ('arg_offsets', 'default', True, True, True, None, False), ('arg_kinds', 'default', True, True, True, None, False), ('template_values', 'default', True, True, True, None, False), ('grid_rounded', 'default', True, True, True, None, False), ('arg_dims', 'default', True, True, True, None, False), ('host_values', 'default', True, True, True, None, False), ('grid_rounded_y', 'default', True, True, True, None, False), ('grid_elements', 'default', True, True, True, None, False), ('block_elements', 'default', True, True, True, None, False), ('block_unless', 'default', True, True, True, None, False), ('arg_ceils', 'default', True, True, True, None, False), ('grid_floors', 'default', True, True, True, None, False), ('block_least', 'default', True, True, True, None, False), ('block_free', 'default', True, True, True, None, False), ('block_swapped', 'default', True, True, True, None, False), ('host_args', 'default', True, True, True, None, False), ('grid_counts', 'default', True, True, True, None, False), ('arg_members', 'default', True, True, True, None, False)))": _b42,
    "((True, True, True, False, False, True, False, False), (('kernel', 'required', True, True, True, None, False), ('launches', 'required', True, True, True, None, False), ('known', 'required', True, True, True, None, False), ('unknown', 'required', True, True, True, None, False), ('limits', 'required', True, True, True, None, False), ('stated', 'required', True, True, True, None, False), ('axes', 'required', True, True, True, None, False), ('block_size', 'default', True, True, True, None, False), ('grid', 'default', True, True, True, None, False), ('defaults', 'default', True, True, True, None, False), ('instantiated', 'default', True, True, True, None, False)))": _b43,
    "((True, True, True, False, False, True, False, False), (('launches', 'required', True, True, True, None, False), ('kernels', 'required', True, True, True, None, False), ('bound', 'required', True, True, True, None, False), ('reaching', 'required', True, True, True, None, False)))": _b44,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('description', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False), ('multiprocessors', 'required', True, True, True, None, False), ('memory_clock_mhz', 'required', True, True, True, None, False), ('bus_width_bits', 'required', True, True, True, None, False), ('stated_bandwidth_gbs', 'required', True, True, True, None, False), ('aliases', 'default', True, True, True, None, False)))": _b45,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('qualified_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('qualifiers', 'required', True, True, True, None, False)))": _b46,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('qualified_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('template_params', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('launch_bounds', 'required', True, True, True, None, False), ('launch_bounds_span', 'required', True, True, True, None, False), ('static_shared_bytes', 'required', True, True, True, None, False), ('dynamic_shared', 'required', True, True, True, None, False), ('parsed', 'required', True, True, True, None, False)))": _b47,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('term', 'required', True, True, True, None, False), ('thread', 'required', True, True, True, None, False), ('data', 'required', True, True, True, None, False), ('has_barrier', 'required', True, True, True, None, False), ('unsigned', 'default', True, True, True, None, False), ('warp_sync', 'default', True, True, True, None, False), ('outs', 'default', True, True, True, None, False), ('published', 'default', True, True, True, None, False)))": _b48,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('vendor', 'required', True, True, True, None, False), ('description', 'required', True, True, True, None, False), ('params', 'factory', True, True, False, False, False)))": _b49,
}
