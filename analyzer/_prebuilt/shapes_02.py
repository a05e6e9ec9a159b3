"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(kernel={self.kernel!r}, line={self.line!r}, arch={self.arch!r}, vendor={self.vendor!r}, registers={self.registers!r}, shared_bytes={self.shared_bytes!r}, constant_bytes={self.constant_bytes!r}, stack_bytes={self.stack_bytes!r}, spill_store_bytes={self.spill_store_bytes!r}, spill_load_bytes={self.spill_load_bytes!r}, barriers={self.barriers!r}, global_bytes={self.global_bytes!r}, local_bytes={self.local_bytes!r}, cumulative_stack_bytes={self.cumulative_stack_bytes!r}, textures={self.textures!r}, samplers={self.samplers!r}, surfaces={self.surfaces!r}, compile_time_ms={self.compile_time_ms!r}, max_registers_limit={self.max_registers_limit!r}, spill_warning={self.spill_warning!r}, device_functions={self.device_functions!r}, sgprs={self.sgprs!r}, agprs={self.agprs!r}, scratch_bytes={self.scratch_bytes!r}, dynamic_stack={self.dynamic_stack!r}, occupancy_waves_per_simd={self.occupancy_waves_per_simd!r}, sgpr_spills={self.sgpr_spills!r}, vgpr_spills={self.vgpr_spills!r}, lds_bytes={self.lds_bytes!r}, location={self.location!r}, log={self.log!r}, wave_size={self.wave_size!r})"
  finally:
   running.discard(key)
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(kernel={self.kernel!r}, line={self.line!r}, stack_bytes={self.stack_bytes!r}, spill_store_bytes={self.spill_store_bytes!r}, spill_load_bytes={self.spill_load_bytes!r}, standalone={self.standalone!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kernel,self.line,self.stack_bytes,self.spill_store_bytes,self.spill_load_bytes,self.standalone,)==(other.kernel,other.line,other.stack_bytes,other.spill_store_bytes,other.spill_load_bytes,other.standalone,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b28(cls, defaults, setters):
 (_d_warp_free, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, acc, subst, warp_free=_d_warp_free):
  _setattr_(self, 'acc', acc)
  _setattr_(self, 'subst', subst)
  _setattr_(self, 'warp_free', warp_free)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(acc={self.acc!r}, subst={self.subst!r}, warp_free={self.warp_free!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.acc,self.subst,self.warp_free,)==(other.acc,other.subst,other.warp_free,)
  return NotImplemented
 def __hash__(self):
  return hash((self.acc,self.subst,self.warp_free,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('acc','subst','warp_free',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('acc','subst','warp_free',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b29(cls, defaults, setters):
 (_d_per_request, _d_ideal, _d_reason, _d_units, _d_requests, _d_whole_grid, _d_template, _d_file, _d_condition, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, access, block, label, assumed, known, per_request=_d_per_request, ideal=_d_ideal, reason=_d_reason, units=_d_units, requests=_d_requests, whole_grid=_d_whole_grid, template=_d_template, file=_d_file, condition=_d_condition):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(access={self.access!r}, block={self.block!r}, label={self.label!r}, assumed={self.assumed!r}, known={self.known!r}, per_request={self.per_request!r}, ideal={self.ideal!r}, reason={self.reason!r}, units={self.units!r}, requests={self.requests!r}, whole_grid={self.whole_grid!r}, template={self.template!r}, file={self.file!r}, condition={self.condition!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.access,self.block,self.label,self.assumed,self.known,self.per_request,self.ideal,self.reason,self.units,self.requests,self.whole_grid,self.template,self.file,self.condition,)==(other.access,other.block,other.label,other.assumed,other.known,other.per_request,other.ideal,other.reason,other.units,other.requests,other.whole_grid,other.template,other.file,other.condition,)
  return NotImplemented
 def __hash__(self):
  return hash((self.access,self.block,self.label,self.assumed,self.known,self.per_request,self.ideal,self.reason,self.units,self.requests,self.whole_grid,self.template,self.file,self.condition,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('access','block','label','assumed','known','per_request','ideal','reason','units','requests','whole_grid','template','file','condition',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('access','block','label','assumed','known','per_request','ideal','reason','units','requests','whole_grid','template','file','condition',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b30(cls, defaults, setters):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(arch={self.arch!r}, vendor={self.vendor!r}, threads_per_block={self.threads_per_block!r}, registers_per_thread={self.registers_per_thread!r}, shared_bytes={self.shared_bytes!r}, dynamic_shared_bytes={self.dynamic_shared_bytes!r}, warp_size={self.warp_size!r}, blocks_per_sm={self.blocks_per_sm!r}, active_warps={self.active_warps!r}, max_warps={self.max_warps!r}, occupancy={self.occupancy!r}, limiter={self.limiter!r}, limits={self.limits!r}, requires_opt_in={self.requires_opt_in!r}, reason={self.reason!r}, waves_per_simd={self.waves_per_simd!r}, details={self.details!r}, limiting_factors={self.limiting_factors!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.arch,self.vendor,self.threads_per_block,self.registers_per_thread,self.shared_bytes,self.dynamic_shared_bytes,self.warp_size,self.blocks_per_sm,self.active_warps,self.max_warps,self.occupancy,self.limiter,self.limits,self.requires_opt_in,self.reason,self.waves_per_simd,self.details,self.limiting_factors,)==(other.arch,other.vendor,other.threads_per_block,other.registers_per_thread,other.shared_bytes,other.dynamic_shared_bytes,other.warp_size,other.blocks_per_sm,other.active_warps,other.max_warps,other.occupancy,other.limiter,other.limits,other.requires_opt_in,other.reason,other.waves_per_simd,other.details,other.limiting_factors,)
  return NotImplemented
 def __hash__(self):
  return hash((self.arch,self.vendor,self.threads_per_block,self.registers_per_thread,self.shared_bytes,self.dynamic_shared_bytes,self.warp_size,self.blocks_per_sm,self.active_warps,self.max_warps,self.occupancy,self.limiter,self.limits,self.requires_opt_in,self.reason,self.waves_per_simd,self.details,self.limiting_factors,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('arch','vendor','threads_per_block','registers_per_thread','shared_bytes','dynamic_shared_bytes','warp_size','blocks_per_sm','active_warps','max_warps','occupancy','limiter','limits','requires_opt_in','reason','waves_per_simd','details','limiting_factors',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('arch','vendor','threads_per_block','registers_per_thread','shared_bytes','dynamic_shared_bytes','warp_size','blocks_per_sm','active_warps','max_warps','occupancy','limiter','limits','requires_opt_in','reason','waves_per_simd','details','limiting_factors',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b31(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, arms, predicated, why):
  _setattr_(self, 'arms', arms)
  _setattr_(self, 'predicated', predicated)
  _setattr_(self, 'why', why)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(arms={self.arms!r}, predicated={self.predicated!r}, why={self.why!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.arms,self.predicated,self.why,)==(other.arms,other.predicated,other.why,)
  return NotImplemented
 def __hash__(self):
  return hash((self.arms,self.predicated,self.why,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('arms','predicated','why',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('arms','predicated','why',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b32(cls, defaults, setters):
 (_d_pointers, _d_dims, _d_space, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, base, pointers=_d_pointers, dims=_d_dims, space=_d_space):
  _setattr_(self, 'base', base)
  _setattr_(self, 'pointers', pointers)
  _setattr_(self, 'dims', dims)
  _setattr_(self, 'space', space)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(base={self.base!r}, pointers={self.pointers!r}, dims={self.dims!r}, space={self.space!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.base,self.pointers,self.dims,self.space,)==(other.base,other.pointers,other.dims,other.space,)
  return NotImplemented
 def __hash__(self):
  return hash((self.base,self.pointers,self.dims,self.space,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('base','pointers','dims','space',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('base','pointers','dims','space',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b33(cls, defaults, setters):
 (_d_args, _d_bound, _d_assumed, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, block, grid, label, args=_d_args, bound=_d_bound, assumed=_d_assumed):
  _setattr_(self, 'block', block)
  _setattr_(self, 'grid', grid)
  _setattr_(self, 'label', label)
  _setattr_(self, 'args', args)
  _setattr_(self, 'bound', bound)
  _setattr_(self, 'assumed', assumed)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(block={self.block!r}, grid={self.grid!r}, label={self.label!r}, args={self.args!r}, bound={self.bound!r}, assumed={self.assumed!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.block,self.grid,self.label,self.args,self.bound,self.assumed,)==(other.block,other.grid,other.label,other.args,other.bound,other.assumed,)
  return NotImplemented
 def __hash__(self):
  return hash((self.block,self.grid,self.label,self.args,self.bound,self.assumed,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('block','grid','label','args','bound','assumed',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('block','grid','label','args','bound','assumed',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b34(cls, defaults, setters):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(first={self.first!r}, second={self.second!r}, t1={self.t1!r}, t2={self.t2!r}, b1={self.b1!r}, b2={self.b2!r}, offset={self.offset!r}, env={self.env!r}, same_warp={self.same_warp!r}, iters={self.iters!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.first,self.second,self.t1,self.t2,self.b1,self.b2,self.offset,self.env,self.same_warp,self.iters,)==(other.first,other.second,other.t1,other.t2,other.b1,other.b2,other.offset,other.env,other.same_warp,other.iters,)
  return NotImplemented
 def __hash__(self):
  return hash((self.first,self.second,self.t1,self.t2,self.b1,self.b2,self.offset,self.env,self.same_warp,self.iters,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('first','second','t1','t2','b1','b2','offset','env','same_warp','iters',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('first','second','t1','t2','b1','b2','offset','env','same_warp','iters',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, False, True, False), (('kernel', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('arch', 'default', True, True, True, None, False), ('vendor', 'default', True, True, True, None, False), ('registers', 'default', True, True, True, None, False), ('shared_bytes', 'default', True, True, True, None, False), ('constant_bytes', 'factory', True, True, True, None, False), ('stack_bytes', 'default', True, True, True, None, False), ('spill_store_bytes', 'default', True, True, True, None, False), ('spill_load_bytes', 'default', True, True, True, None, False), ('barriers', 'default', True, True, True, None, False), ('global_bytes', 'default', True, True, True, None, False), ('local_bytes', 'default', True, True, True, None, False), ('cumulative_stack_bytes', 'default', True, True, True, None, False), ('textures', 'default', True, True, True, None, False), ('samplers', 'default', True, True, True, None, False), ('surfaces', 'default', True, True, True, None, False), ('compile_time_ms', 'default', True, True, True, None, False), ('max_registers_limit', 'default', True, True, True, None, False), ('spill_warning', 'default', True, True, True, None, False), ('device_functions', 'factory', True, True, True, None, False), ('sgprs', 'default', True, True, True, None, False), ('agprs', 'default', True, True, True, None, False), ('scratch_bytes', 'default', True, True, True, None, False), ('dynamic_stack', 'default', True, True, True, None, False), ('occupancy_waves_per_simd', 'default', True, True, True, None, False), ('sgpr_spills', 'default', True, True, True, None, False), ('vgpr_spills', 'default', True, True, True, None, False), ('lds_bytes', 'default', True, True, True, None, False), ('location', 'default', True, True, True, None, False), ('log', 'default', True, True, True, None, False), ('wave_size', 'default', True, True, True, None, False)))": _b26,
    "((True, True, True, False, False, False, True, False), (('kernel', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('stack_bytes', 'default', True, True, True, None, False), ('spill_store_bytes', 'default', True, True, True, None, False), ('spill_load_bytes', 'default', True, True, True, None, False), ('standalone', 'default', True, True, True, None, False)))": _b27,
    "((True, True, True, False, False, True, False, False), (('acc', 'required', True, True, True, None, False), ('subst', 'required', True, True, True, None, False), ('warp_free', 'default', True, True, True, None, False)))": _b28,
    "((True, True, True, False, False, True, False, False), (('access', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('assumed', 'required', True, True, True, None, False), ('known', 'required', True, True, True, None, False), ('per_request', 'default', True, True, True, None, False), ('ideal', 'default', True, True, True, None, False), ('reason', 'default', True, True, True, None, False), ('units', 'default', True, True, True, None, False), ('requests', 'default', True, True, True, None, False), ('whole_grid', 'default', True, True, True, None, False), ('template', 'default', True, True, True, None, False), ('file', 'default', True, True, True, None, False), ('condition', 'default', True, True, True, None, False)))": _b29,
    "((True, True, True, False, False, True, False, False), (('arch', 'required', True, True, True, None, False), ('vendor', 'required', True, True, True, None, False), ('threads_per_block', 'required', True, True, True, None, False), ('registers_per_thread', 'required', True, True, True, None, False), ('shared_bytes', 'required', True, True, True, None, False), ('dynamic_shared_bytes', 'required', True, True, True, None, False), ('warp_size', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('active_warps', 'required', True, True, True, None, False), ('max_warps', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('limiter', 'required', True, True, True, None, False), ('limits', 'factory', True, True, True, None, False), ('requires_opt_in', 'default', True, True, True, None, False), ('reason', 'default', True, True, True, None, False), ('waves_per_simd', 'default', True, True, True, None, False), ('details', 'factory', True, True, True, None, False), ('limiting_factors', 'default', True, True, True, None, False)))": _b30,
    "((True, True, True, False, False, True, False, False), (('arms', 'required', True, True, True, None, False), ('predicated', 'required', True, True, True, None, False), ('why', 'required', True, True, True, None, False)))": _b31,
    "((True, True, True, False, False, True, False, False), (('base', 'required', True, True, True, None, False), ('pointers', 'default', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('space', 'default', True, True, True, None, False)))": _b32,
    "((True, True, True, False, False, True, False, False), (('block', 'required', True, True, True, None, False), ('grid', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('args', 'default', True, True, True, None, False), ('bound', 'default', True, True, True, None, False), ('assumed', 'default', True, True, True, None, False)))": _b33,
    "((True, True, True, False, False, True, False, False), (('first', 'required', True, True, True, None, False), ('second', 'required', True, True, True, None, False), ('t1', 'required', True, True, True, None, False), ('t2', 'required', True, True, True, None, False), ('b1', 'required', True, True, True, None, False), ('b2', 'required', True, True, True, None, False), ('offset', 'required', True, True, True, None, False), ('env', 'required', True, True, True, None, False), ('same_warp', 'required', True, True, True, None, False), ('iters', 'required', True, True, True, None, False)))": _b34,
}
