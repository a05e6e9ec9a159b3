"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

def _b50(cls, defaults, setters):
 (_d_loads, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, cond, val, kind, loads=_d_loads):
  _setattr_(self, 'node', node)
  _setattr_(self, 'cond', cond)
  _setattr_(self, 'val', val)
  _setattr_(self, 'kind', kind)
  _setattr_(self, 'loads', loads)
 __repr__ = repr_method(('node','cond','val','kind','loads',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.cond,self.val,self.kind,self.loads,)==(other.node,other.cond,other.val,other.kind,other.loads,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.cond,self.val,self.kind,self.loads,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('node','cond','val','kind','loads',))


def _b51(cls, defaults, setters):
 (_d_path, _d_partial, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, cond, val, kind, path=_d_path, partial=_d_partial):
  _setattr_(self, 'node', node)
  _setattr_(self, 'cond', cond)
  _setattr_(self, 'val', val)
  _setattr_(self, 'kind', kind)
  _setattr_(self, 'path', path)
  _setattr_(self, 'partial', partial)
 __repr__ = repr_method(('node','cond','val','kind','path','partial',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.cond,self.val,self.kind,self.path,self.partial,)==(other.node,other.cond,other.val,other.kind,other.path,other.partial,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.cond,self.val,self.kind,self.path,self.partial,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('node','cond','val','kind','path','partial',))


def _b52(cls, defaults, setters):
 (_d_via, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, guards, via=_d_via):
  _setattr_(self, 'node', node)
  _setattr_(self, 'guards', guards)
  _setattr_(self, 'via', via)
 __repr__ = repr_method(('node','guards','via',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.guards,self.via,)==(other.node,other.guards,other.via,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.guards,self.via,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('node','guards','via',))


def _b53(cls, defaults, setters):
 (_d_via, _d_reads, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, name, mask, tile, guards, via=_d_via, reads=_d_reads):
  _setattr_(self, 'node', node)
  _setattr_(self, 'name', name)
  _setattr_(self, 'mask', mask)
  _setattr_(self, 'tile', tile)
  _setattr_(self, 'guards', guards)
  _setattr_(self, 'via', via)
  _setattr_(self, 'reads', reads)
 __repr__ = repr_method(('node','name','mask','tile','guards','via','reads',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.name,self.mask,self.tile,self.guards,self.via,self.reads,)==(other.node,other.name,other.mask,other.tile,other.guards,other.via,other.reads,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.name,self.mask,self.tile,self.guards,self.via,self.reads,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('node','name','mask','tile','guards','via','reads',))


def _b54(cls, defaults, setters):
 (_d_path_known, _d_type_name, _d_kernel, _d_row_bytes, _d_via, _d_params, _d_instruction, _d_member, _d_slice, _d_exits, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, space, op, size, addr, root, path, path_known=_d_path_known, type_name=_d_type_name, kernel=_d_kernel, row_bytes=_d_row_bytes, via=_d_via, params=_d_params, instruction=_d_instruction, member=_d_member, slice=_d_slice, exits=_d_exits):
  _setattr_(self, 'node', node)
  _setattr_(self, 'space', space)
  _setattr_(self, 'op', op)
  _setattr_(self, 'size', size)
  _setattr_(self, 'addr', addr)
  _setattr_(self, 'root', root)
  _setattr_(self, 'path', path)
  _setattr_(self, 'path_known', path_known)
  _setattr_(self, 'type_name', type_name)
  _setattr_(self, 'kernel', kernel)
  _setattr_(self, 'row_bytes', row_bytes)
  _setattr_(self, 'via', via)
  _setattr_(self, 'params', params)
  _setattr_(self, 'instruction', instruction)
  _setattr_(self, 'member', member)
  _setattr_(self, 'slice', slice)
  _setattr_(self, 'exits', exits)
 __repr__ = repr_method(('node','space','op','size','addr','root','path','path_known','type_name','kernel','row_bytes','via','params','instruction','member','slice','exits',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.space,self.op,self.size,self.addr,self.root,self.path,self.path_known,self.type_name,self.kernel,self.row_bytes,self.via,self.params,self.instruction,self.member,self.slice,self.exits,)==(other.node,other.space,other.op,other.size,other.addr,other.root,other.path,other.path_known,other.type_name,other.kernel,other.row_bytes,other.via,other.params,other.instruction,other.member,other.slice,other.exits,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.space,self.op,self.size,self.addr,self.root,self.path,self.path_known,self.type_name,self.kernel,self.row_bytes,self.via,self.params,self.instruction,self.member,self.slice,self.exits,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('node','space','op','size','addr','root','path','path_known','type_name','kernel','row_bytes','via','params','instruction','member','slice','exits',))


def _b55(cls, defaults, setters):
 (_d_node, _d_call, _d_via, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, param, kind, node=_d_node, call=_d_call, via=_d_via):
  _setattr_(self, 'param', param)
  _setattr_(self, 'kind', kind)
  _setattr_(self, 'node', node)
  _setattr_(self, 'call', call)
  _setattr_(self, 'via', via)
 __repr__ = repr_method(('param','kind','node','call','via',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.param,self.kind,self.node,self.call,self.via,)==(other.param,other.kind,other.node,other.call,other.via,)
  return NotImplemented
 def __hash__(self):
  return hash((self.param,self.kind,self.node,self.call,self.via,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('param','kind','node','call','via',))


def _b56(cls, defaults, setters):
 (_d_includes, _d_declared, _d_header_kernels, _d_has_main, _d_usings, _d_header_constants, _d_header_types, _d_header_records, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, path, kernels, device_functions, launches, hip, smem_opt_in, parse_errors, includes=_d_includes, declared=_d_declared, header_kernels=_d_header_kernels, has_main=_d_has_main, usings=_d_usings, header_constants=_d_header_constants, header_types=_d_header_types, header_records=_d_header_records):
  _setattr_(self, 'path', path)
  _setattr_(self, 'kernels', kernels)
  _setattr_(self, 'device_functions', device_functions)
  _setattr_(self, 'launches', launches)
  _setattr_(self, 'hip', hip)
  _setattr_(self, 'smem_opt_in', smem_opt_in)
  _setattr_(self, 'parse_errors', parse_errors)
  _setattr_(self, 'includes', includes)
  _setattr_(self, 'declared', declared)
  _setattr_(self, 'header_kernels', header_kernels)
  _setattr_(self, 'has_main', has_main)
  _setattr_(self, 'usings', usings)
  _setattr_(self, 'header_constants', header_constants)
  _setattr_(self, 'header_types', header_types)
  _setattr_(self, 'header_records', header_records)
 __repr__ = repr_method(('path','kernels','device_functions','launches','hip','smem_opt_in','parse_errors','includes','declared','header_kernels','has_main','usings','header_constants','header_types','header_records',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.kernels,self.device_functions,self.launches,self.hip,self.smem_opt_in,self.parse_errors,self.includes,self.declared,self.header_kernels,self.has_main,self.usings,self.header_constants,self.header_types,self.header_records,)==(other.path,other.kernels,other.device_functions,other.launches,other.hip,other.smem_opt_in,other.parse_errors,other.includes,other.declared,other.header_kernels,other.has_main,other.usings,other.header_constants,other.header_types,other.header_records,)
  return NotImplemented
 def __hash__(self):
  return hash((self.path,self.kernels,self.device_functions,self.launches,self.hip,self.smem_opt_in,self.parse_errors,self.includes,self.declared,self.header_kernels,self.has_main,self.usings,self.header_constants,self.header_types,self.header_records,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('path','kernels','device_functions','launches','hip','smem_opt_in','parse_errors','includes','declared','header_kernels','has_main','usings','header_constants','header_types','header_records',))


def _b57(cls, defaults, setters):
 (_d_note, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, path, text, note=_d_note):
  _setattr_(self, 'path', path)
  _setattr_(self, 'text', text)
  _setattr_(self, 'note', note)
 __repr__ = repr_method(('path','text','note',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.text,self.note,)==(other.path,other.text,other.note,)
  return NotImplemented
 def __hash__(self):
  return hash((self.path,self.text,self.note,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('path','text','note',))


def _b58(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, product, blocks, per_wave, count, last_blocks):
  _setattr_(self, 'product', product)
  _setattr_(self, 'blocks', blocks)
  _setattr_(self, 'per_wave', per_wave)
  _setattr_(self, 'count', count)
  _setattr_(self, 'last_blocks', last_blocks)
 __repr__ = repr_method(('product','blocks','per_wave','count','last_blocks',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.product,self.blocks,self.per_wave,self.count,self.last_blocks,)==(other.product,other.blocks,other.per_wave,other.count,other.last_blocks,)
  return NotImplemented
 def __hash__(self):
  return hash((self.product,self.blocks,self.per_wave,self.count,self.last_blocks,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('product','blocks','per_wave','count','last_blocks',))


def _b59(cls, defaults, setters):
 (_d_into, _d_never, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, read, thread, block, offset, env, skipped, launch, into=_d_into, never=_d_never):
  _setattr_(self, 'read', read)
  _setattr_(self, 'thread', thread)
  _setattr_(self, 'block', block)
  _setattr_(self, 'offset', offset)
  _setattr_(self, 'env', env)
  _setattr_(self, 'skipped', skipped)
  _setattr_(self, 'launch', launch)
  _setattr_(self, 'into', into)
  _setattr_(self, 'never', never)
 __repr__ = repr_method(('read','thread','block','offset','env','skipped','launch','into','never',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.read,self.thread,self.block,self.offset,self.env,self.skipped,self.launch,self.into,self.never,)==(other.read,other.thread,other.block,other.offset,other.env,other.skipped,other.launch,other.into,other.never,)
  return NotImplemented
 def __hash__(self):
  return hash((self.read,self.thread,self.block,self.offset,self.env,self.skipped,self.launch,self.into,self.never,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('read','thread','block','offset','env','skipped','launch','into','never',))


def _b60(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, registers, shared_memory, best_block_size, best_block_blocks_per_sm, best_block_occupancy):
  _setattr_(self, 'registers', registers)
  _setattr_(self, 'shared_memory', shared_memory)
  _setattr_(self, 'best_block_size', best_block_size)
  _setattr_(self, 'best_block_blocks_per_sm', best_block_blocks_per_sm)
  _setattr_(self, 'best_block_occupancy', best_block_occupancy)
 __repr__ = repr_method(('registers','shared_memory','best_block_size','best_block_blocks_per_sm','best_block_occupancy',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.registers,self.shared_memory,self.best_block_size,self.best_block_blocks_per_sm,self.best_block_occupancy,)==(other.registers,other.shared_memory,other.best_block_size,other.best_block_blocks_per_sm,other.best_block_occupancy,)
  return NotImplemented
 def __hash__(self):
  return hash((self.registers,self.shared_memory,self.best_block_size,self.best_block_blocks_per_sm,self.best_block_occupancy,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('registers','shared_memory','best_block_size','best_block_blocks_per_sm','best_block_occupancy',))


def _b61(cls, defaults, setters):
 (_d_select, _d_extend_select, _d_ignore, _d_enabled, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, select=_d_select, extend_select=_d_extend_select, ignore=_d_ignore, enabled=FACTORY):
  _setattr_(self, 'select', select)
  _setattr_(self, 'extend_select', extend_select)
  _setattr_(self, 'ignore', ignore)
  _setattr_(self, 'enabled', _d_enabled() if enabled is FACTORY else enabled)
 __repr__ = repr_method(('select','extend_select','ignore','enabled',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.select,self.extend_select,self.ignore,self.enabled,)==(other.select,other.extend_select,other.ignore,other.enabled,)
  return NotImplemented
 def __hash__(self):
  return hash((self.select,self.extend_select,self.ignore,self.enabled,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('select','extend_select','ignore','enabled',))


def _b62(cls, defaults, setters):
 (_d_most_true, _d_most_false, _d_same_groups, _d_paths, _d_blocks, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, shape, warp, first, second, warps, of, minority, most_true=_d_most_true, most_false=_d_most_false, same_groups=_d_same_groups, paths=_d_paths, blocks=_d_blocks):
  _setattr_(self, 'shape', shape)
  _setattr_(self, 'warp', warp)
  _setattr_(self, 'first', first)
  _setattr_(self, 'second', second)
  _setattr_(self, 'warps', warps)
  _setattr_(self, 'of', of)
  _setattr_(self, 'minority', minority)
  _setattr_(self, 'most_true', most_true)
  _setattr_(self, 'most_false', most_false)
  _setattr_(self, 'same_groups', same_groups)
  _setattr_(self, 'paths', paths)
  _setattr_(self, 'blocks', blocks)
 __repr__ = repr_method(('shape','warp','first','second','warps','of','minority','most_true','most_false','same_groups','paths','blocks',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.shape,self.warp,self.first,self.second,self.warps,self.of,self.minority,self.most_true,self.most_false,self.same_groups,self.paths,self.blocks,)==(other.shape,other.warp,other.first,other.second,other.warps,other.of,other.minority,other.most_true,other.most_false,other.same_groups,other.paths,other.blocks,)
  return NotImplemented
 def __hash__(self):
  return hash((self.shape,self.warp,self.first,self.second,self.warps,self.of,self.minority,self.most_true,self.most_false,self.same_groups,self.paths,self.blocks,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('shape','warp','first','second','warps','of','minority','most_true','most_false','same_groups','paths','blocks',))


def _b63(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, site, shape, warp, mask, missing, guard, exited, tail):
  _setattr_(self, 'site', site)
  _setattr_(self, 'shape', shape)
  _setattr_(self, 'warp', warp)
  _setattr_(self, 'mask', mask)
  _setattr_(self, 'missing', missing)
  _setattr_(self, 'guard', guard)
  _setattr_(self, 'exited', exited)
  _setattr_(self, 'tail', tail)
 __repr__ = repr_method(('site','shape','warp','mask','missing','guard','exited','tail',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.site,self.shape,self.warp,self.mask,self.missing,self.guard,self.exited,self.tail,)==(other.site,other.shape,other.warp,other.mask,other.missing,other.guard,other.exited,other.tail,)
  return NotImplemented
 def __hash__(self):
  return hash((self.site,self.shape,self.warp,self.mask,self.missing,self.guard,self.exited,self.tail,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('site','shape','warp','mask','missing','guard','exited','tail',))


def _b64(cls, defaults, setters):
 (_d_serial, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, site, split, serial=_d_serial):
  _setattr_(self, 'site', site)
  _setattr_(self, 'split', split)
  _setattr_(self, 'serial', serial)
 __repr__ = repr_method(('site','split','serial',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.site,self.split,self.serial,)==(other.site,other.split,other.serial,)
  return NotImplemented
 def __hash__(self):
  return hash((self.site,self.split,self.serial,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('site','split','serial',))


def _b65(cls, defaults, setters):
 (_d_interval, _d_same, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, space, witness, launch, kind, cross_block, same_loop_iters, interval=_d_interval, same=_d_same):
  _setattr_(self, 'space', space)
  _setattr_(self, 'witness', witness)
  _setattr_(self, 'launch', launch)
  _setattr_(self, 'kind', kind)
  _setattr_(self, 'cross_block', cross_block)
  _setattr_(self, 'same_loop_iters', same_loop_iters)
  _setattr_(self, 'interval', interval)
  _setattr_(self, 'same', same)
 __repr__ = repr_method(('space','witness','launch','kind','cross_block','same_loop_iters','interval','same',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.space,self.witness,self.launch,self.kind,self.cross_block,self.same_loop_iters,self.interval,self.same,)==(other.space,other.witness,other.launch,other.kind,other.cross_block,other.same_loop_iters,other.interval,other.same,)
  return NotImplemented
 def __hash__(self):
  return hash((self.space,self.witness,self.launch,self.kind,self.cross_block,self.same_loop_iters,self.interval,self.same,))
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ) + frozen_methods(cls, ('space','witness','launch','kind','cross_block','same_loop_iters','interval','same',))


BUILDERS = {
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('val', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('loads', 'default', True, True, True, None, False)))": _b50,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('val', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('path', 'default', True, True, True, None, False), ('partial', 'default', True, True, True, None, False)))": _b51,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('guards', 'required', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b52,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('mask', 'required', True, True, True, None, False), ('tile', 'required', True, True, True, None, False), ('guards', 'required', True, True, True, None, False), ('via', 'default', True, True, True, None, False), ('reads', 'default', True, True, True, None, False)))": _b53,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('space', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('size', 'required', True, True, True, None, False), ('addr', 'required', True, True, True, None, False), ('root', 'required', True, True, True, None, False), ('path', 'required', True, True, True, None, False), ('path_known', 'default', True, True, True, None, False), ('type_name', 'default', True, True, True, None, False), ('kernel', 'default', True, True, True, None, False), ('row_bytes', 'default', True, True, True, None, False), ('via', 'default', True, True, True, None, False), ('params', 'default', True, True, True, None, False), ('instruction', 'default', True, True, True, None, False), ('member', 'default', True, True, True, None, False), ('slice', 'default', True, True, True, None, False), ('exits', 'default', True, True, True, None, False)))": _b54,
    "((True, True, True, False, False, True, False, False), (('param', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('node', 'default', True, True, True, None, False), ('call', 'default', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b55,
    "((True, True, True, False, False, True, False, False), (('path', 'required', True, True, True, None, False), ('kernels', 'required', True, True, True, None, False), ('device_functions', 'required', True, True, True, None, False), ('launches', 'required', True, True, True, None, False), ('hip', 'required', True, True, True, None, False), ('smem_opt_in', 'required', True, True, True, None, False), ('parse_errors', 'required', True, True, True, None, False), ('includes', 'default', True, True, True, None, False), ('declared', 'default', True, True, True, None, False), ('header_kernels', 'default', True, True, True, None, False), ('has_main', 'default', True, True, True, None, False), ('usings', 'default', True, True, True, None, False), ('header_constants', 'default', True, True, True, None, False), ('header_types', 'default', True, True, True, None, False), ('header_records', 'default', True, True, True, None, False)))": _b56,
    "((True, True, True, False, False, True, False, False), (('path', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('note', 'default', True, True, True, None, False)))": _b57,
    "((True, True, True, False, False, True, False, False), (('product', 'required', True, True, True, None, False), ('blocks', 'required', True, True, True, None, False), ('per_wave', 'required', True, True, True, None, False), ('count', 'required', True, True, True, None, False), ('last_blocks', 'required', True, True, True, None, False)))": _b58,
    "((True, True, True, False, False, True, False, False), (('read', 'required', True, True, True, None, False), ('thread', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('offset', 'required', True, True, True, None, False), ('env', 'required', True, True, True, None, False), ('skipped', 'required', True, True, True, None, False), ('launch', 'required', True, True, True, None, False), ('into', 'default', True, True, True, None, False), ('never', 'default', True, True, True, None, False)))": _b59,
    "((True, True, True, False, False, True, False, False), (('registers', 'required', True, True, True, None, False), ('shared_memory', 'required', True, True, True, None, False), ('best_block_size', 'required', True, True, True, None, False), ('best_block_blocks_per_sm', 'required', True, True, True, None, False), ('best_block_occupancy', 'required', True, True, True, None, False)))": _b60,
    "((True, True, True, False, False, True, False, False), (('select', 'default', True, True, True, None, False), ('extend_select', 'default', True, True, True, None, False), ('ignore', 'default', True, True, True, None, False), ('enabled', 'factory', True, True, True, None, False)))": _b61,
    "((True, True, True, False, False, True, False, False), (('shape', 'required', True, True, True, None, False), ('warp', 'required', True, True, True, None, False), ('first', 'required', True, True, True, None, False), ('second', 'required', True, True, True, None, False), ('warps', 'required', True, True, True, None, False), ('of', 'required', True, True, True, None, False), ('minority', 'required', True, True, True, None, False), ('most_true', 'default', True, True, True, None, False), ('most_false', 'default', True, True, True, None, False), ('same_groups', 'default', True, True, True, None, False), ('paths', 'default', True, True, True, None, False), ('blocks', 'default', True, True, True, None, False)))": _b62,
    "((True, True, True, False, False, True, False, False), (('site', 'required', True, True, True, None, False), ('shape', 'required', True, True, True, None, False), ('warp', 'required', True, True, True, None, False), ('mask', 'required', True, True, True, None, False), ('missing', 'required', True, True, True, None, False), ('guard', 'required', True, True, True, None, False), ('exited', 'required', True, True, True, None, False), ('tail', 'required', True, True, True, None, False)))": _b63,
    "((True, True, True, False, False, True, False, False), (('site', 'required', True, True, True, None, False), ('split', 'required', True, True, True, None, False), ('serial', 'default', True, True, True, None, False)))": _b64,
    "((True, True, True, False, False, True, False, False), (('space', 'required', True, True, True, None, False), ('witness', 'required', True, True, True, None, False), ('launch', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('cross_block', 'required', True, True, True, None, False), ('same_loop_iters', 'required', True, True, True, None, False), ('interval', 'default', True, True, True, None, False), ('same', 'default', True, True, True, None, False)))": _b65,
}
