"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

def _b20(cls, defaults, setters):
 (_d_settings, _d_shared, ) = defaults
 def __init__(self, rule, severity, options, path, settings=FACTORY, shared=FACTORY):
  self.rule = rule
  self.severity = severity
  self.options = options
  self.path = path
  self.settings = _d_settings() if settings is FACTORY else settings
  self.shared = _d_shared() if shared is FACTORY else shared
 __repr__ = repr_method(('rule','severity','options','path','settings','shared',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.rule,self.severity,self.options,self.path,self.settings,self.shared,)==(other.rule,other.severity,other.options,other.path,other.settings,other.shared,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b21(cls, defaults, setters):
 (_d_select, _d_extend_select, _d_ignore, _d_per_file_ignores, _d_exclude, _d_include, _d_targets, _d_targets_given, _d_compile_flags, _d_compile_commands, _d_fail_on, _d_block_size, _d_block_shape, _d_kernels, _d_programs, _d_rule_options, _d_severities, _d_source, _d_root, _d_baseline, _d_baseline_kernels, _d_products, ) = defaults
 def __init__(self, select=_d_select, extend_select=_d_extend_select, ignore=_d_ignore, per_file_ignores=FACTORY, exclude=_d_exclude, include=_d_include, targets=_d_targets, targets_given=_d_targets_given, compile_flags=_d_compile_flags, compile_commands=_d_compile_commands, fail_on=_d_fail_on, block_size=_d_block_size, block_shape=_d_block_shape, kernels=FACTORY, programs=FACTORY, rule_options=FACTORY, severities=FACTORY, source=_d_source, root=_d_root, baseline=_d_baseline, baseline_kernels=_d_baseline_kernels, products=_d_products):
  self.select = select
  self.extend_select = extend_select
  self.ignore = ignore
  self.per_file_ignores = _d_per_file_ignores() if per_file_ignores is FACTORY else per_file_ignores
  self.exclude = exclude
  self.include = include
  self.targets = targets
  self.targets_given = targets_given
  self.compile_flags = compile_flags
  self.compile_commands = compile_commands
  self.fail_on = fail_on
  self.block_size = block_size
  self.block_shape = block_shape
  self.kernels = _d_kernels() if kernels is FACTORY else kernels
  self.programs = _d_programs() if programs is FACTORY else programs
  self.rule_options = _d_rule_options() if rule_options is FACTORY else rule_options
  self.severities = _d_severities() if severities is FACTORY else severities
  self.source = source
  self.root = root
  self.baseline = baseline
  self.baseline_kernels = baseline_kernels
  self.products = products
 __repr__ = repr_method(('select','extend_select','ignore','per_file_ignores','exclude','include','targets','targets_given','compile_flags','compile_commands','fail_on','block_size','block_shape','kernels','programs','rule_options','severities','source','root','baseline','baseline_kernels','products',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.select,self.extend_select,self.ignore,self.per_file_ignores,self.exclude,self.include,self.targets,self.targets_given,self.compile_flags,self.compile_commands,self.fail_on,self.block_size,self.block_shape,self.kernels,self.programs,self.rule_options,self.severities,self.source,self.root,self.baseline,self.baseline_kernels,self.products,)==(other.select,other.extend_select,other.ignore,other.per_file_ignores,other.exclude,other.include,other.targets,other.targets_given,other.compile_flags,other.compile_commands,other.fail_on,other.block_size,other.block_shape,other.kernels,other.programs,other.rule_options,other.severities,other.source,other.root,other.baseline,other.baseline_kernels,other.products,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b22(cls, defaults, setters):
 (_d_storage, _d_quals, _d_words, _d_targs, _d_bounds, _d_attrs, _d_text, _d_span, ) = defaults
 def __init__(self, storage=FACTORY, quals=FACTORY, words=FACTORY, targs=_d_targs, bounds=_d_bounds, attrs=FACTORY, text=_d_text, span=_d_span):
  self.storage = _d_storage() if storage is FACTORY else storage
  self.quals = _d_quals() if quals is FACTORY else quals
  self.words = _d_words() if words is FACTORY else words
  self.targs = targs
  self.bounds = bounds
  self.attrs = _d_attrs() if attrs is FACTORY else attrs
  self.text = text
  self.span = span
 __repr__ = repr_method(('storage','quals','words','targs','bounds','attrs','text','span',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.storage,self.quals,self.words,self.targs,self.bounds,self.attrs,self.text,self.span,)==(other.storage,other.quals,other.words,other.targs,other.bounds,other.attrs,other.text,other.span,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b23(cls, defaults, setters):
 (_d_skipped, _d_expansions, _d_error, _d_notes, _d_archs, _d_events, _d_segments, ) = defaults
 def __init__(self, text, comments, macros, includes, skipped=FACTORY, expansions=FACTORY, error=_d_error, notes=FACTORY, archs=FACTORY, events=FACTORY, segments=FACTORY):
  self.text = text
  self.comments = comments
  self.macros = macros
  self.includes = includes
  self.skipped = _d_skipped() if skipped is FACTORY else skipped
  self.expansions = _d_expansions() if expansions is FACTORY else expansions
  self.error = error
  self.notes = _d_notes() if notes is FACTORY else notes
  self.archs = _d_archs() if archs is FACTORY else archs
  self.events = _d_events() if events is FACTORY else events
  self.segments = _d_segments() if segments is FACTORY else segments
 __repr__ = repr_method(('text','comments','macros','includes','skipped','expansions','error','notes','archs','events',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.text,self.comments,self.macros,self.includes,self.skipped,self.expansions,self.error,self.notes,self.archs,self.events,self.segments,)==(other.text,other.comments,other.macros,other.includes,other.skipped,other.expansions,other.error,other.notes,other.archs,other.events,other.segments,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b24(cls, defaults, setters):
 (_d_values, _d_parent, _d_arrays, _d_integers, _d_out_params, _d_types, _d_inline, ) = defaults
 def __init__(self, values=FACTORY, parent=_d_parent, arrays=FACTORY, integers=FACTORY, out_params=FACTORY, types=FACTORY, inline=FACTORY):
  self.values = _d_values() if values is FACTORY else values
  self.parent = parent
  self.arrays = _d_arrays() if arrays is FACTORY else arrays
  self.integers = _d_integers() if integers is FACTORY else integers
  self.out_params = _d_out_params() if out_params is FACTORY else out_params
  self.types = _d_types() if types is FACTORY else types
  self.inline = _d_inline() if inline is FACTORY else inline
 __repr__ = repr_method(('values','parent','arrays','integers','out_params','types','inline',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.values,self.parent,self.arrays,self.integers,self.out_params,self.types,self.inline,)==(other.values,other.parent,other.arrays,other.integers,other.out_params,other.types,other.inline,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b25(cls, defaults, setters):
 (_d_first, _d_last, _d_used, ) = defaults
 def __init__(self, verb, written, selectors, span, own_line, first=_d_first, last=_d_last, used=FACTORY):
  self.verb = verb
  self.written = written
  self.selectors = selectors
  self.span = span
  self.own_line = own_line
  self.first = first
  self.last = last
  self.used = _d_used() if used is FACTORY else used
 __repr__ = repr_method(('verb','written','selectors','span','own_line','first','last','used',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.verb,self.written,self.selectors,self.span,self.own_line,self.first,self.last,self.used,)==(other.verb,other.written,other.selectors,other.span,other.own_line,other.first,other.last,other.used,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b26(cls, defaults, setters):
 (_d_arch, _d_vendor, _d_registers, _d_shared_bytes, _d_constant_bytes, _d_stack_bytes, _d_spill_store_bytes, _d_spill_load_bytes, _d_barriers, _d_global_bytes, _d_local_bytes, _d_cumulative_stack_bytes, _d_textures, _d_samplers, _d_surfaces, _d_compile_time_ms, _d_max_registers_limit, _d_spill_warning, _d_device_functions, _d_sgprs, _d_agprs, _d_scratch_bytes, _d_dynamic_stack, _d_occupancy_waves_per_simd, _d_sgpr_spills, _d_vgpr_spills, _d_lds_bytes, _d_location, _d_log, _d_wave_size, ) = defaults
 def __init__(self, kernel, line, arch=_d_arch, vendor=_d_vendor, registers=_d_registers, shared_bytes=_d_shared_bytes, constant_bytes=FACTORY, stack_bytes=_d_stack_bytes, spill_store_bytes=_d_spill_store_bytes, spill_load_bytes=_d_spill_load_bytes, barriers=_d_barriers, global_bytes=_d_global_bytes, local_bytes=_d_local_bytes, cumulative_stack_bytes=_d_cumulative_stack_bytes, textures=_d_textures, samplers=_d_samplers, surfaces=_d_surfaces, compile_time_ms=_d_compile_time_ms, max_registers_limit=_d_max_registers_limit, spill_warning=_d_spill_warning, device_functions=FACTORY, sgprs=_d_sgprs, agprs=_d_agprs, scratch_bytes=_d_scratch_bytes, dynamic_stack=_d_dynamic_stack, occupancy_waves_per_simd=_d_occupancy_waves_per_simd, sgpr_spills=_d_sgpr_spills, vgpr_spills=_d_vgpr_spills, lds_bytes=_d_lds_bytes, location=_d_location, log=_d_log, wave_size=_d_wave_size):
  self.kernel = kernel
  self.line = line
  self.arch = arch
  self.vendor = vendor
  self.registers = registers
  self.shared_bytes = shared_bytes
  self.constant_bytes = _d_constant_bytes() if constant_bytes is FACTORY else constant_bytes
  self.stack_bytes = stack_bytes
  self.spill_store_bytes = spill_store_bytes
  self.spill_load_bytes = spill_load_bytes
  self.barriers = barriers
  self.global_bytes = global_bytes
  self.local_bytes = local_bytes
  self.cumulative_stack_bytes = cumulative_stack_bytes
  self.textures = textures
  self.samplers = samplers
  self.surfaces = surfaces
  self.compile_time_ms = compile_time_ms
  self.max_registers_limit = max_registers_limit
  self.spill_warning = spill_warning
  self.device_functions = _d_device_functions() if device_functions is FACTORY else device_functions
  self.sgprs = sgprs
  self.agprs = agprs
  self.scratch_bytes = scratch_bytes
  self.dynamic_stack = dynamic_stack
  self.occupancy_waves_per_simd = occupancy_waves_per_simd
  self.sgpr_spills = sgpr_spills
  self.vgpr_spills = vgpr_spills
  self.lds_bytes = lds_bytes
  self.location = location
  self.log = log
  self.wave_size = wave_size
 __repr__ = repr_method(('kernel','line','arch','vendor','registers','shared_bytes','constant_bytes','stack_bytes','spill_store_bytes','spill_load_bytes','barriers','global_bytes','local_bytes','cumulative_stack_bytes','textures','samplers','surfaces','compile_time_ms','max_registers_limit','spill_warning','device_functions','sgprs','agprs','scratch_bytes','dynamic_stack','occupancy_waves_per_simd','sgpr_spills','vgpr_spills','lds_bytes','location','log','wave_size',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kernel,self.line,self.arch,self.vendor,self.registers,self.shared_bytes,self.constant_bytes,self.stack_bytes,self.spill_store_bytes,self.spill_load_bytes,self.barriers,self.global_bytes,self.local_bytes,self.cumulative_stack_bytes,self.textures,self.samplers,self.surfaces,self.compile_time_ms,self.max_registers_limit,self.spill_warning,self.device_functions,self.sgprs,self.agprs,self.scratch_bytes,self.dynamic_stack,self.occupancy_waves_per_simd,self.sgpr_spills,self.vgpr_spills,self.lds_bytes,self.location,self.log,self.wave_size,)==(other.kernel,other.line,other.arch,other.vendor,other.registers,other.shared_bytes,other.constant_bytes,other.stack_bytes,other.spill_store_bytes,other.spill_load_bytes,other.barriers,other.global_bytes,other.local_bytes,other.cumulative_stack_bytes,other.textures,other.samplers,other.surfaces,other.compile_time_ms,other.max_registers_limit,other.spill_warning,other.device_functions,other.sgprs,other.agprs,other.scratch_bytes,other.dynamic_stack,other.occupancy_waves_per_simd,other.sgpr_spills,other.vgpr_spills,other.lds_bytes,other.location,other.log,other.wave_size,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b27(cls, defaults, setters):
 (_d_stack_bytes, _d_spill_store_bytes, _d_spill_load_bytes, _d_standalone, ) = defaults
 def __init__(self, kernel, line, stack_bytes=_d_stack_bytes, spill_store_bytes=_d_spill_store_bytes, spill_load_bytes=_d_spill_load_bytes, standalone=_d_standalone):
  self.kernel = kernel
  self.line = line
  self.stack_bytes = stack_bytes
  self.spill_store_bytes = spill_store_bytes
  self.spill_load_bytes = spill_load_bytes
  self.standalone = standalone
 __repr__ = repr_method(('kernel','line','stack_bytes','spill_store_bytes','spill_load_bytes','standalone',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kernel,self.line,self.stack_bytes,self.spill_store_bytes,self.spill_load_bytes,self.standalone,)==(other.kernel,other.line,other.stack_bytes,other.spill_store_bytes,other.spill_load_bytes,other.standalone,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b28(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, acc, index, launch):
  _setattr_(self, 'acc', acc)
  _setattr_(self, 'index', index)
  _setattr_(self, 'launch', launch)
 __repr__ = repr_method(('acc','index','launch',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.acc,self.index,self.launch,)==(other.acc,other.index,other.launch,)
  return NotImplemented
 def __hash__(self):
  return hash((self.acc,self.index,self.launch,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('acc','index','launch',))


def _b29(cls, defaults, setters):
 (_d_warp_free, _d_wseg, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, acc, subst, warp_free=_d_warp_free, wseg=_d_wseg):
  _setattr_(self, 'acc', acc)
  _setattr_(self, 'subst', subst)
  _setattr_(self, 'warp_free', warp_free)
  _setattr_(self, 'wseg', wseg)
 __repr__ = repr_method(('acc','subst','warp_free','wseg',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.acc,self.subst,self.warp_free,self.wseg,)==(other.acc,other.subst,other.warp_free,other.wseg,)
  return NotImplemented
 def __hash__(self):
  return hash((self.acc,self.subst,self.warp_free,self.wseg,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('acc','subst','warp_free','wseg',))


def _b30(cls, defaults, setters):
 (_d_per_request, _d_ideal, _d_reason, _d_units, _d_requests, _d_whole_grid, _d_template, _d_file, _d_condition, _d_iteration, _d_classes, _d_sizes, _d_admitted, _d_bound, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, access, block, label, assumed, known, per_request=_d_per_request, ideal=_d_ideal, reason=_d_reason, units=_d_units, requests=_d_requests, whole_grid=_d_whole_grid, template=_d_template, file=_d_file, condition=_d_condition, iteration=_d_iteration, classes=_d_classes, sizes=_d_sizes, admitted=_d_admitted, bound=_d_bound):
  _setattr_(self, 'access', access)
  _setattr_(self, 'block', block)
  _setattr_(self, 'label', label)
  _setattr_(self, 'assumed', assumed)
  _setattr_(self, 'known', known)
  _setattr_(self, 'per_request', per_request)
  _setattr_(self, 'ideal', ideal)
  _setattr_(self, 'reason', reason)
  _setattr_(self, 'units', units)
  _setattr_(self, 'requests', requests)
  _setattr_(self, 'whole_grid', whole_grid)
  _setattr_(self, 'template', template)
  _setattr_(self, 'file', file)
  _setattr_(self, 'condition', condition)
  _setattr_(self, 'iteration', iteration)
  _setattr_(self, 'classes', classes)
  _setattr_(self, 'sizes', sizes)
  _setattr_(self, 'admitted', admitted)
  _setattr_(self, 'bound', bound)
 __repr__ = repr_method(('access','block','label','assumed','known','per_request','ideal','reason','units','requests','whole_grid','template','file','condition','iteration','classes','sizes','admitted','bound',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.access,self.block,self.label,self.assumed,self.known,self.per_request,self.ideal,self.reason,self.units,self.requests,self.whole_grid,self.template,self.file,self.condition,self.iteration,self.classes,self.sizes,self.admitted,self.bound,)==(other.access,other.block,other.label,other.assumed,other.known,other.per_request,other.ideal,other.reason,other.units,other.requests,other.whole_grid,other.template,other.file,other.condition,other.iteration,other.classes,other.sizes,other.admitted,other.bound,)
  return NotImplemented
 def __hash__(self):
  return hash((self.access,self.block,self.label,self.assumed,self.known,self.per_request,self.ideal,self.reason,self.units,self.requests,self.whole_grid,self.template,self.file,self.condition,self.iteration,self.classes,self.sizes,self.admitted,self.bound,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('access','block','label','assumed','known','per_request','ideal','reason','units','requests','whole_grid','template','file','condition','iteration','classes','sizes','admitted','bound',))


def _b31(cls, defaults, setters):
 (_d_limits, _d_requires_opt_in, _d_reason, _d_waves_per_simd, _d_details, _d_limiting_factors, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, arch, vendor, threads_per_block, registers_per_thread, shared_bytes, dynamic_shared_bytes, warp_size, blocks_per_sm, active_warps, max_warps, occupancy, limiter, limits=FACTORY, requires_opt_in=_d_requires_opt_in, reason=_d_reason, waves_per_simd=_d_waves_per_simd, details=FACTORY, limiting_factors=_d_limiting_factors):
  _setattr_(self, 'arch', arch)
  _setattr_(self, 'vendor', vendor)
  _setattr_(self, 'threads_per_block', threads_per_block)
  _setattr_(self, 'registers_per_thread', registers_per_thread)
  _setattr_(self, 'shared_bytes', shared_bytes)
  _setattr_(self, 'dynamic_shared_bytes', dynamic_shared_bytes)
  _setattr_(self, 'warp_size', warp_size)
  _setattr_(self, 'blocks_per_sm', blocks_per_sm)
  _setattr_(self, 'active_warps', active_warps)
  _setattr_(self, 'max_warps', max_warps)
  _setattr_(self, 'occupancy', occupancy)
  _setattr_(self, 'limiter', limiter)
  _setattr_(self, 'limits', _d_limits() if limits is FACTORY else limits)
  _setattr_(self, 'requires_opt_in', requires_opt_in)
  _setattr_(self, 'reason', reason)
  _setattr_(self, 'waves_per_simd', waves_per_simd)
  _setattr_(self, 'details', _d_details() if details is FACTORY else details)
  _setattr_(self, 'limiting_factors', limiting_factors)
 __repr__ = repr_method(('arch','vendor','threads_per_block','registers_per_thread','shared_bytes','dynamic_shared_bytes','warp_size','blocks_per_sm','active_warps','max_warps','occupancy','limiter','limits','requires_opt_in','reason','waves_per_simd','details','limiting_factors',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.arch,self.vendor,self.threads_per_block,self.registers_per_thread,self.shared_bytes,self.dynamic_shared_bytes,self.warp_size,self.blocks_per_sm,self.active_warps,self.max_warps,self.occupancy,self.limiter,self.limits,self.requires_opt_in,self.reason,self.waves_per_simd,self.details,self.limiting_factors,)==(other.arch,other.vendor,other.threads_per_block,other.registers_per_thread,other.shared_bytes,other.dynamic_shared_bytes,other.warp_size,other.blocks_per_sm,other.active_warps,other.max_warps,other.occupancy,other.limiter,other.limits,other.requires_opt_in,other.reason,other.waves_per_simd,other.details,other.limiting_factors,)
  return NotImplemented
 def __hash__(self):
  return hash((self.arch,self.vendor,self.threads_per_block,self.registers_per_thread,self.shared_bytes,self.dynamic_shared_bytes,self.warp_size,self.blocks_per_sm,self.active_warps,self.max_warps,self.occupancy,self.limiter,self.limits,self.requires_opt_in,self.reason,self.waves_per_simd,self.details,self.limiting_factors,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('arch','vendor','threads_per_block','registers_per_thread','shared_bytes','dynamic_shared_bytes','warp_size','blocks_per_sm','active_warps','max_warps','occupancy','limiter','limits','requires_opt_in','reason','waves_per_simd','details','limiting_factors',))


def _b32(cls, defaults, setters):
 (_d_barrier, _d_memory, _d_blocks, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, arms, idle, scope, where, warps, of, runtime, barrier=_d_barrier, memory=_d_memory, blocks=_d_blocks):
  _setattr_(self, 'arms', arms)
  _setattr_(self, 'idle', idle)
  _setattr_(self, 'scope', scope)
  _setattr_(self, 'where', where)
  _setattr_(self, 'warps', warps)
  _setattr_(self, 'of', of)
  _setattr_(self, 'runtime', runtime)
  _setattr_(self, 'barrier', barrier)
  _setattr_(self, 'memory', memory)
  _setattr_(self, 'blocks', blocks)
 __repr__ = repr_method(('arms','idle','scope','where','warps','of','runtime','barrier','memory','blocks',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.arms,self.idle,self.scope,self.where,self.warps,self.of,self.runtime,self.barrier,self.memory,self.blocks,)==(other.arms,other.idle,other.scope,other.where,other.warps,other.of,other.runtime,other.barrier,other.memory,other.blocks,)
  return NotImplemented
 def __hash__(self):
  return hash((self.arms,self.idle,self.scope,self.where,self.warps,self.of,self.runtime,self.barrier,self.memory,self.blocks,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('arms','idle','scope','where','warps','of','runtime','barrier','memory','blocks',))


def _b33(cls, defaults, setters):
 (_d_exits, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, arms, predicated, why, exits=_d_exits):
  _setattr_(self, 'arms', arms)
  _setattr_(self, 'predicated', predicated)
  _setattr_(self, 'why', why)
  _setattr_(self, 'exits', exits)
 __repr__ = repr_method(('arms','predicated','why','exits',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.arms,self.predicated,self.why,self.exits,)==(other.arms,other.predicated,other.why,other.exits,)
  return NotImplemented
 def __hash__(self):
  return hash((self.arms,self.predicated,self.why,self.exits,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('arms','predicated','why','exits',))


def _b34(cls, defaults, setters):
 (_d_pointers, _d_dims, _d_space, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, base, pointers=_d_pointers, dims=_d_dims, space=_d_space):
  _setattr_(self, 'base', base)
  _setattr_(self, 'pointers', pointers)
  _setattr_(self, 'dims', dims)
  _setattr_(self, 'space', space)
 __repr__ = repr_method(('base','pointers','dims','space',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.base,self.pointers,self.dims,self.space,)==(other.base,other.pointers,other.dims,other.space,)
  return NotImplemented
 def __hash__(self):
  return hash((self.base,self.pointers,self.dims,self.space,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('base','pointers','dims','space',))


BUILDERS = {
    "((True, True, True, False, False, False, False, False), (('rule', 'required', True, True, True, None, False), ('severity', 'required', True, True, True, None, False), ('options', 'required', True, True, True, None, False), ('path', 'required', True, True, True, None, False), ('settings', 'factory', True, True, True, None, False), ('shared', 'factory', True, True, True, None, False)))": _b20,
    "((True, True, True, False, False, False, False, False), (('select', 'default', True, True, True, None, False), ('extend_select', 'default', True, True, True, None, False), ('ignore', 'default', True, True, True, None, False), ('per_file_ignores', 'factory', True, True, True, None, False), ('exclude', 'default', True, True, True, None, False), ('include', 'default', True, True, True, None, False), ('targets', 'default', True, True, True, None, False), ('targets_given', 'default', True, True, True, None, False), ('compile_flags', 'default', True, True, True, None, False), ('compile_commands', 'default', True, True, True, None, False), ('fail_on', 'default', True, True, True, None, False), ('block_size', 'default', True, True, True, None, False), ('block_shape', 'default', True, True, True, None, False), ('kernels', 'factory', True, True, True, None, False), ('programs', 'factory', True, True, True, None, False), ('rule_options', 'factory', True, True, True, None, False), ('severities', 'factory', True, True, True, None, False), ('source', 'default', True, True, True, None, False), ('root', 'default', True, True, True, None, False), ('baseline', 'default', True, True, True, None, False), ('baseline_kernels', 'default', True, True, True, None, False), ('products', 'default', True, True, True, None, False)))": _b21,
    "((True, True, True, False, False, False, False, False), (('storage', 'factory', True, True, True, None, False), ('quals', 'factory', True, True, True, None, False), ('words', 'factory', True, True, True, None, False), ('targs', 'default', True, True, True, None, False), ('bounds', 'default', True, True, True, None, False), ('attrs', 'factory', True, True, True, None, False), ('text', 'default', True, True, True, None, False), ('span', 'default', True, True, True, None, False)))": _b22,
    "((True, True, True, False, False, False, False, False), (('text', 'required', True, True, True, None, False), ('comments', 'required', True, True, True, None, False), ('macros', 'required', True, True, True, None, False), ('includes', 'required', True, True, True, None, False), ('skipped', 'factory', True, True, True, None, False), ('expansions', 'factory', True, True, True, None, False), ('error', 'default', True, True, True, None, False), ('notes', 'factory', True, True, True, None, False), ('archs', 'factory', True, True, True, None, False), ('events', 'factory', True, True, True, None, False), ('segments', 'factory', True, False, True, None, False)))": _b23,
    "((True, True, True, False, False, False, False, False), (('values', 'factory', True, True, True, None, False), ('parent', 'default', True, True, True, None, False), ('arrays', 'factory', True, True, True, None, False), ('integers', 'factory', True, True, True, None, False), ('out_params', 'factory', True, True, True, None, False), ('types', 'factory', True, True, True, None, False), ('inline', 'factory', True, True, True, None, False)))": _b24,
    "((True, True, True, False, False, False, False, False), (('verb', 'required', True, True, True, None, False), ('written', 'required', True, True, True, None, False), ('selectors', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('own_line', 'required', True, True, True, None, False), ('first', 'default', True, True, True, None, False), ('last', 'default', True, True, True, None, False), ('used', 'factory', True, True, True, None, False)))": _b25,
    "((True, True, True, False, False, False, True, False), (('kernel', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('arch', 'default', True, True, True, None, False), ('vendor', 'default', True, True, True, None, False), ('registers', 'default', True, True, True, None, False), ('shared_bytes', 'default', True, True, True, None, False), ('constant_bytes', 'factory', True, True, True, None, False), ('stack_bytes', 'default', True, True, True, None, False), ('spill_store_bytes', 'default', True, True, True, None, False), ('spill_load_bytes', 'default', True, True, True, None, False), ('barriers', 'default', True, True, True, None, False), ('global_bytes', 'default', True, True, True, None, False), ('local_bytes', 'default', True, True, True, None, False), ('cumulative_stack_bytes', 'default', True, True, True, None, False), ('textures', 'default', True, True, True, None, False), ('samplers', 'default', True, True, True, None, False), ('surfaces', 'default', True, True, True, None, False), ('compile_time_ms', 'default', True, True, True, None, False), ('max_registers_limit', 'default', True, True, True, None, False), ('spill_warning', 'default', True, True, True, None, False), ('device_functions', 'factory', True, True, True, None, False), ('sgprs', 'default', True, True, True, None, False), ('agprs', 'default', True, True, True, None, False), ('scratch_bytes', 'default', True, True, True, None, False), ('dynamic_stack', 'default', True, True, True, None, False), ('occupancy_waves_per_simd', 'default', True, True, True, None, False), ('sgpr_spills', 'default', True, True, True, None, False), ('vgpr_spills', 'default', True, True, True, None, False), ('lds_bytes', 'default', True, True, True, None, False), ('location', 'default', True, True, True, None, False), ('log', 'default', True, True, True, None, False), ('wave_size', 'default', True, True, True, None, False)))": _b26,
    "((True, True, True, False, False, False, True, False), (('kernel', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('stack_bytes', 'default', True, True, True, None, False), ('spill_store_bytes', 'default', True, True, True, None, False), ('spill_load_bytes', 'default', True, True, True, None, False), ('standalone', 'default', True, True, True, None, False)))": _b27,
    "((True, True, True, False, False, True, False, False), (('acc', 'required', True, True, True, None, False), ('index', 'required', True, True, True, None, False), ('launch', 'required', True, True, True, None, False)))": _b28,
    "((True, True, True, False, False, True, False, False), (('acc', 'required', True, True, True, None, False), ('subst', 'required', True, True, True, None, False), ('warp_free', 'default', True, True, True, None, False), ('wseg', 'default', True, True, True, None, False)))": _b29,
    "((True, True, True, False, False, True, False, False), (('access', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('assumed', 'required', True, True, True, None, False), ('known', 'required', True, True, True, None, False), ('per_request', 'default', True, True, True, None, False), ('ideal', 'default', True, True, True, None, False), ('reason', 'default', True, True, True, None, False), ('units', 'default', True, True, True, None, False), ('requests', 'default', True, True, True, None, False), ('whole_grid', 'default', True, True, True, None, False), ('template', 'default', True, True, True, None, False), ('file', 'default', True, True, True, None, False), ('condition', 'default', True, True, True, None, False), ('iteration', 'default', True, True, True, None, False), ('classes', 'default', True, True, True, None, False), ('sizes', 'default', True, True, True, None, False), ('admitted', 'default', True, True, True, None, False), ('bound', 'default', True, True, True, None, False)))": _b30,
    "((True, True, True, False, False, True, False, False), (('arch', 'required', True, True, True, None, False), ('vendor', 'required', True, True, True, None, False), ('threads_per_block', 'required', True, True, True, None, False), ('registers_per_thread', 'required', True, True, True, None, False), ('shared_bytes', 'required', True, True, True, None, False), ('dynamic_shared_bytes', 'required', True, True, True, None, False), ('warp_size', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('active_warps', 'required', True, True, True, None, False), ('max_warps', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('limiter', 'required', True, True, True, None, False), ('limits', 'factory', True, True, True, None, False), ('requires_opt_in', 'default', True, True, True, None, False), ('reason', 'default', True, True, True, None, False), ('waves_per_simd', 'default', True, True, True, None, False), ('details', 'factory', True, True, True, None, False), ('limiting_factors', 'default', True, True, True, None, False)))": _b31,
    "((True, True, True, False, False, True, False, False), (('arms', 'required', True, True, True, None, False), ('idle', 'required', True, True, True, None, False), ('scope', 'required', True, True, True, None, False), ('where', 'required', True, True, True, None, False), ('warps', 'required', True, True, True, None, False), ('of', 'required', True, True, True, None, False), ('runtime', 'required', True, True, True, None, False), ('barrier', 'default', True, True, True, None, False), ('memory', 'default', True, True, True, None, False), ('blocks', 'default', True, True, True, None, False)))": _b32,
    "((True, True, True, False, False, True, False, False), (('arms', 'required', True, True, True, None, False), ('predicated', 'required', True, True, True, None, False), ('why', 'required', True, True, True, None, False), ('exits', 'default', True, True, True, None, False)))": _b33,
    "((True, True, True, False, False, True, False, False), (('base', 'required', True, True, True, None, False), ('pointers', 'default', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('space', 'default', True, True, True, None, False)))": _b34,
}
