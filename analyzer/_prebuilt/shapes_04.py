"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b44(cls, defaults, setters):
 (_d_unsigned, _d_warp_sync, _d_outs, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, name, term, thread, data, has_barrier, unsigned=_d_unsigned, warp_sync=_d_warp_sync, outs=_d_outs):
  _setattr_(self, 'name', name)
  _setattr_(self, 'term', term)
  _setattr_(self, 'thread', thread)
  _setattr_(self, 'data', data)
  _setattr_(self, 'has_barrier', has_barrier)
  _setattr_(self, 'unsigned', unsigned)
  _setattr_(self, 'warp_sync', warp_sync)
  _setattr_(self, 'outs', outs)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, term={self.term!r}, thread={self.thread!r}, data={self.data!r}, has_barrier={self.has_barrier!r}, unsigned={self.unsigned!r}, warp_sync={self.warp_sync!r}, outs={self.outs!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.term,self.thread,self.data,self.has_barrier,self.unsigned,self.warp_sync,self.outs,)==(other.name,other.term,other.thread,other.data,other.has_barrier,other.unsigned,other.warp_sync,other.outs,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.term,self.thread,self.data,self.has_barrier,self.unsigned,self.warp_sync,self.outs,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','term','thread','data','has_barrier','unsigned','warp_sync','outs',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','term','thread','data','has_barrier','unsigned','warp_sync','outs',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b45(cls, defaults, setters):
 (_d_params, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, name, vendor, description, params=FACTORY):
  _setattr_(self, 'name', name)
  _setattr_(self, 'vendor', vendor)
  _setattr_(self, 'description', description)
  _setattr_(self, 'params', _d_params() if params is FACTORY else params)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, vendor={self.vendor!r}, description={self.description!r}, params={self.params!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.vendor,self.description,)==(other.name,other.vendor,other.description,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.vendor,self.description,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','vendor','description','params',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','vendor','description','params',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b46(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, node, cond, val, kind):
  _setattr_(self, 'node', node)
  _setattr_(self, 'cond', cond)
  _setattr_(self, 'val', val)
  _setattr_(self, 'kind', kind)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(node={self.node!r}, cond={self.cond!r}, val={self.val!r}, kind={self.kind!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.cond,self.val,self.kind,)==(other.node,other.cond,other.val,other.kind,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.cond,self.val,self.kind,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('node','cond','val','kind',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('node','cond','val','kind',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b47(cls, defaults, setters):
 (_d_path, _d_partial, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, cond, val, kind, path=_d_path, partial=_d_partial):
  _setattr_(self, 'node', node)
  _setattr_(self, 'cond', cond)
  _setattr_(self, 'val', val)
  _setattr_(self, 'kind', kind)
  _setattr_(self, 'path', path)
  _setattr_(self, 'partial', partial)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(node={self.node!r}, cond={self.cond!r}, val={self.val!r}, kind={self.kind!r}, path={self.path!r}, partial={self.partial!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.cond,self.val,self.kind,self.path,self.partial,)==(other.node,other.cond,other.val,other.kind,other.path,other.partial,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.cond,self.val,self.kind,self.path,self.partial,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('node','cond','val','kind','path','partial',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('node','cond','val','kind','path','partial',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b48(cls, defaults, setters):
 (_d_via, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, guards, via=_d_via):
  _setattr_(self, 'node', node)
  _setattr_(self, 'guards', guards)
  _setattr_(self, 'via', via)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(node={self.node!r}, guards={self.guards!r}, via={self.via!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.guards,self.via,)==(other.node,other.guards,other.via,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.guards,self.via,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('node','guards','via',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('node','guards','via',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b49(cls, defaults, setters):
 (_d_via, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, name, mask, tile, guards, via=_d_via):
  _setattr_(self, 'node', node)
  _setattr_(self, 'name', name)
  _setattr_(self, 'mask', mask)
  _setattr_(self, 'tile', tile)
  _setattr_(self, 'guards', guards)
  _setattr_(self, 'via', via)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(node={self.node!r}, name={self.name!r}, mask={self.mask!r}, tile={self.tile!r}, guards={self.guards!r}, via={self.via!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.name,self.mask,self.tile,self.guards,self.via,)==(other.node,other.name,other.mask,other.tile,other.guards,other.via,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.name,self.mask,self.tile,self.guards,self.via,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('node','name','mask','tile','guards','via',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('node','name','mask','tile','guards','via',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b50(cls, defaults, setters):
 (_d_path_known, _d_type_name, _d_kernel, _d_row_bytes, _d_via, _d_params, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, node, space, op, size, addr, root, path, path_known=_d_path_known, type_name=_d_type_name, kernel=_d_kernel, row_bytes=_d_row_bytes, via=_d_via, params=_d_params):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(node={self.node!r}, space={self.space!r}, op={self.op!r}, size={self.size!r}, addr={self.addr!r}, root={self.root!r}, path={self.path!r}, path_known={self.path_known!r}, type_name={self.type_name!r}, kernel={self.kernel!r}, row_bytes={self.row_bytes!r}, via={self.via!r}, params={self.params!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.node,self.space,self.op,self.size,self.addr,self.root,self.path,self.path_known,self.type_name,self.kernel,self.row_bytes,self.via,self.params,)==(other.node,other.space,other.op,other.size,other.addr,other.root,other.path,other.path_known,other.type_name,other.kernel,other.row_bytes,other.via,other.params,)
  return NotImplemented
 def __hash__(self):
  return hash((self.node,self.space,self.op,self.size,self.addr,self.root,self.path,self.path_known,self.type_name,self.kernel,self.row_bytes,self.via,self.params,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('node','space','op','size','addr','root','path','path_known','type_name','kernel','row_bytes','via','params',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('node','space','op','size','addr','root','path','path_known','type_name','kernel','row_bytes','via','params',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b51(cls, defaults, setters):
 (_d_includes, _d_declared, _d_header_kernels, _d_has_main, _d_usings, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, path, kernels, device_functions, launches, hip, smem_opt_in, parse_errors, includes=_d_includes, declared=_d_declared, header_kernels=_d_header_kernels, has_main=_d_has_main, usings=_d_usings):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(path={self.path!r}, kernels={self.kernels!r}, device_functions={self.device_functions!r}, launches={self.launches!r}, hip={self.hip!r}, smem_opt_in={self.smem_opt_in!r}, parse_errors={self.parse_errors!r}, includes={self.includes!r}, declared={self.declared!r}, header_kernels={self.header_kernels!r}, has_main={self.has_main!r}, usings={self.usings!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.kernels,self.device_functions,self.launches,self.hip,self.smem_opt_in,self.parse_errors,self.includes,self.declared,self.header_kernels,self.has_main,self.usings,)==(other.path,other.kernels,other.device_functions,other.launches,other.hip,other.smem_opt_in,other.parse_errors,other.includes,other.declared,other.header_kernels,other.has_main,other.usings,)
  return NotImplemented
 def __hash__(self):
  return hash((self.path,self.kernels,self.device_functions,self.launches,self.hip,self.smem_opt_in,self.parse_errors,self.includes,self.declared,self.header_kernels,self.has_main,self.usings,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('path','kernels','device_functions','launches','hip','smem_opt_in','parse_errors','includes','declared','header_kernels','has_main','usings',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('path','kernels','device_functions','launches','hip','smem_opt_in','parse_errors','includes','declared','header_kernels','has_main','usings',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b52(cls, defaults, setters):
 (_d_note, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, path, text, note=_d_note):
  _setattr_(self, 'path', path)
  _setattr_(self, 'text', text)
  _setattr_(self, 'note', note)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(path={self.path!r}, text={self.text!r}, note={self.note!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.text,self.note,)==(other.path,other.text,other.note,)
  return NotImplemented
 def __hash__(self):
  return hash((self.path,self.text,self.note,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('path','text','note',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('path','text','note',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('term', 'required', True, True, True, None, False), ('thread', 'required', True, True, True, None, False), ('data', 'required', True, True, True, None, False), ('has_barrier', 'required', True, True, True, None, False), ('unsigned', 'default', True, True, True, None, False), ('warp_sync', 'default', True, True, True, None, False), ('outs', 'default', True, True, True, None, False)))": _b44,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('vendor', 'required', True, True, True, None, False), ('description', 'required', True, True, True, None, False), ('params', 'factory', True, True, False, False, False)))": _b45,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('val', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False)))": _b46,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('val', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('path', 'default', True, True, True, None, False), ('partial', 'default', True, True, True, None, False)))": _b47,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('guards', 'required', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b48,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('mask', 'required', True, True, True, None, False), ('tile', 'required', True, True, True, None, False), ('guards', 'required', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b49,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('space', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('size', 'required', True, True, True, None, False), ('addr', 'required', True, True, True, None, False), ('root', 'required', True, True, True, None, False), ('path', 'required', True, True, True, None, False), ('path_known', 'default', True, True, True, None, False), ('type_name', 'default', True, True, True, None, False), ('kernel', 'default', True, True, True, None, False), ('row_bytes', 'default', True, True, True, None, False), ('via', 'default', True, True, True, None, False), ('params', 'default', True, True, True, None, False)))": _b50,
    "((True, True, True, False, False, True, False, False), (('path', 'required', True, True, True, None, False), ('kernels', 'required', True, True, True, None, False), ('device_functions', 'required', True, True, True, None, False), ('launches', 'required', True, True, True, None, False), ('hip', 'required', True, True, True, None, False), ('smem_opt_in', 'required', True, True, True, None, False), ('parse_errors', 'required', True, True, True, None, False), ('includes', 'default', True, True, True, None, False), ('declared', 'default', True, True, True, None, False), ('header_kernels', 'default', True, True, True, None, False), ('has_main', 'default', True, True, True, None, False), ('usings', 'default', True, True, True, None, False)))": _b51,
    "((True, True, True, False, False, True, False, False), (('path', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('note', 'default', True, True, True, None, False)))": _b52,
}
