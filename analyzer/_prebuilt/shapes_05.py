"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b53(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, product, blocks, per_wave, count, last_blocks):
  _setattr_(self, 'product', product)
  _setattr_(self, 'blocks', blocks)
  _setattr_(self, 'per_wave', per_wave)
  _setattr_(self, 'count', count)
  _setattr_(self, 'last_blocks', last_blocks)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(product={self.product!r}, blocks={self.blocks!r}, per_wave={self.per_wave!r}, count={self.count!r}, last_blocks={self.last_blocks!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.product,self.blocks,self.per_wave,self.count,self.last_blocks,)==(other.product,other.blocks,other.per_wave,other.count,other.last_blocks,)
  return NotImplemented
 def __hash__(self):
  return hash((self.product,self.blocks,self.per_wave,self.count,self.last_blocks,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('product','blocks','per_wave','count','last_blocks',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('product','blocks','per_wave','count','last_blocks',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b54(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, read, thread, block, offset, env, skipped, launch):
  _setattr_(self, 'read', read)
  _setattr_(self, 'thread', thread)
  _setattr_(self, 'block', block)
  _setattr_(self, 'offset', offset)
  _setattr_(self, 'env', env)
  _setattr_(self, 'skipped', skipped)
  _setattr_(self, 'launch', launch)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(read={self.read!r}, thread={self.thread!r}, block={self.block!r}, offset={self.offset!r}, env={self.env!r}, skipped={self.skipped!r}, launch={self.launch!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.read,self.thread,self.block,self.offset,self.env,self.skipped,self.launch,)==(other.read,other.thread,other.block,other.offset,other.env,other.skipped,other.launch,)
  return NotImplemented
 def __hash__(self):
  return hash((self.read,self.thread,self.block,self.offset,self.env,self.skipped,self.launch,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('read','thread','block','offset','env','skipped','launch',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('read','thread','block','offset','env','skipped','launch',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b55(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, registers, shared_memory, best_block_size, best_block_blocks_per_sm, best_block_occupancy):
  _setattr_(self, 'registers', registers)
  _setattr_(self, 'shared_memory', shared_memory)
  _setattr_(self, 'best_block_size', best_block_size)
  _setattr_(self, 'best_block_blocks_per_sm', best_block_blocks_per_sm)
  _setattr_(self, 'best_block_occupancy', best_block_occupancy)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(registers={self.registers!r}, shared_memory={self.shared_memory!r}, best_block_size={self.best_block_size!r}, best_block_blocks_per_sm={self.best_block_blocks_per_sm!r}, best_block_occupancy={self.best_block_occupancy!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.registers,self.shared_memory,self.best_block_size,self.best_block_blocks_per_sm,self.best_block_occupancy,)==(other.registers,other.shared_memory,other.best_block_size,other.best_block_blocks_per_sm,other.best_block_occupancy,)
  return NotImplemented
 def __hash__(self):
  return hash((self.registers,self.shared_memory,self.best_block_size,self.best_block_blocks_per_sm,self.best_block_occupancy,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('registers','shared_memory','best_block_size','best_block_blocks_per_sm','best_block_occupancy',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('registers','shared_memory','best_block_size','best_block_blocks_per_sm','best_block_occupancy',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b56(cls, defaults, setters):
 (_d_select, _d_extend_select, _d_ignore, _d_enabled, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, select=_d_select, extend_select=_d_extend_select, ignore=_d_ignore, enabled=FACTORY):
  _setattr_(self, 'select', select)
  _setattr_(self, 'extend_select', extend_select)
  _setattr_(self, 'ignore', ignore)
  _setattr_(self, 'enabled', _d_enabled() if enabled is FACTORY else enabled)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(select={self.select!r}, extend_select={self.extend_select!r}, ignore={self.ignore!r}, enabled={self.enabled!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.select,self.extend_select,self.ignore,self.enabled,)==(other.select,other.extend_select,other.ignore,other.enabled,)
  return NotImplemented
 def __hash__(self):
  return hash((self.select,self.extend_select,self.ignore,self.enabled,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('select','extend_select','ignore','enabled',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('select','extend_select','ignore','enabled',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b57(cls, defaults, setters):
 (_d_most_true, _d_most_false, _d_same_groups, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, shape, warp, first, second, warps, of, minority, most_true=_d_most_true, most_false=_d_most_false, same_groups=_d_same_groups):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(shape={self.shape!r}, warp={self.warp!r}, first={self.first!r}, second={self.second!r}, warps={self.warps!r}, of={self.of!r}, minority={self.minority!r}, most_true={self.most_true!r}, most_false={self.most_false!r}, same_groups={self.same_groups!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.shape,self.warp,self.first,self.second,self.warps,self.of,self.minority,self.most_true,self.most_false,self.same_groups,)==(other.shape,other.warp,other.first,other.second,other.warps,other.of,other.minority,other.most_true,other.most_false,other.same_groups,)
  return NotImplemented
 def __hash__(self):
  return hash((self.shape,self.warp,self.first,self.second,self.warps,self.of,self.minority,self.most_true,self.most_false,self.same_groups,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('shape','warp','first','second','warps','of','minority','most_true','most_false','same_groups',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('shape','warp','first','second','warps','of','minority','most_true','most_false','same_groups',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b58(cls, defaults, setters):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(site={self.site!r}, shape={self.shape!r}, warp={self.warp!r}, mask={self.mask!r}, missing={self.missing!r}, guard={self.guard!r}, exited={self.exited!r}, tail={self.tail!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.site,self.shape,self.warp,self.mask,self.missing,self.guard,self.exited,self.tail,)==(other.site,other.shape,other.warp,other.mask,other.missing,other.guard,other.exited,other.tail,)
  return NotImplemented
 def __hash__(self):
  return hash((self.site,self.shape,self.warp,self.mask,self.missing,self.guard,self.exited,self.tail,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('site','shape','warp','mask','missing','guard','exited','tail',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('site','shape','warp','mask','missing','guard','exited','tail',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b59(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, site, split):
  _setattr_(self, 'site', site)
  _setattr_(self, 'split', split)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(site={self.site!r}, split={self.split!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.site,self.split,)==(other.site,other.split,)
  return NotImplemented
 def __hash__(self):
  return hash((self.site,self.split,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('site','split',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('site','split',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b60(cls, defaults, setters):
 _setattr_ = object.__setattr__
 def __init__(self, space, witness, launch, kind, cross_block, same_loop_iters):
  _setattr_(self, 'space', space)
  _setattr_(self, 'witness', witness)
  _setattr_(self, 'launch', launch)
  _setattr_(self, 'kind', kind)
  _setattr_(self, 'cross_block', cross_block)
  _setattr_(self, 'same_loop_iters', same_loop_iters)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(space={self.space!r}, witness={self.witness!r}, launch={self.launch!r}, kind={self.kind!r}, cross_block={self.cross_block!r}, same_loop_iters={self.same_loop_iters!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.space,self.witness,self.launch,self.kind,self.cross_block,self.same_loop_iters,)==(other.space,other.witness,other.launch,other.kind,other.cross_block,other.same_loop_iters,)
  return NotImplemented
 def __hash__(self):
  return hash((self.space,self.witness,self.launch,self.kind,self.cross_block,self.same_loop_iters,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('space','witness','launch','kind','cross_block','same_loop_iters',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('space','witness','launch','kind','cross_block','same_loop_iters',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b61(cls, defaults, setters):
 (_d_start_line, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, span, message, help, start_line=_d_start_line):
  _setattr_(self, 'span', span)
  _setattr_(self, 'message', message)
  _setattr_(self, 'help', help)
  _setattr_(self, 'start_line', start_line)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, message={self.message!r}, help={self.help!r}, start_line={self.start_line!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.message,self.help,self.start_line,)==(other.span,other.message,other.help,other.start_line,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.message,self.help,self.start_line,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','message','help','start_line',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','message','help','start_line',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


BUILDERS = {
    "((True, True, True, False, False, True, False, False), (('product', 'required', True, True, True, None, False), ('blocks', 'required', True, True, True, None, False), ('per_wave', 'required', True, True, True, None, False), ('count', 'required', True, True, True, None, False), ('last_blocks', 'required', True, True, True, None, False)))": _b53,
    "((True, True, True, False, False, True, False, False), (('read', 'required', True, True, True, None, False), ('thread', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('offset', 'required', True, True, True, None, False), ('env', 'required', True, True, True, None, False), ('skipped', 'required', True, True, True, None, False), ('launch', 'required', True, True, True, None, False)))": _b54,
    "((True, True, True, False, False, True, False, False), (('registers', 'required', True, True, True, None, False), ('shared_memory', 'required', True, True, True, None, False), ('best_block_size', 'required', True, True, True, None, False), ('best_block_blocks_per_sm', 'required', True, True, True, None, False), ('best_block_occupancy', 'required', True, True, True, None, False)))": _b55,
    "((True, True, True, False, False, True, False, False), (('select', 'default', True, True, True, None, False), ('extend_select', 'default', True, True, True, None, False), ('ignore', 'default', True, True, True, None, False), ('enabled', 'factory', True, True, True, None, False)))": _b56,
    "((True, True, True, False, False, True, False, False), (('shape', 'required', True, True, True, None, False), ('warp', 'required', True, True, True, None, False), ('first', 'required', True, True, True, None, False), ('second', 'required', True, True, True, None, False), ('warps', 'required', True, True, True, None, False), ('of', 'required', True, True, True, None, False), ('minority', 'required', True, True, True, None, False), ('most_true', 'default', True, True, True, None, False), ('most_false', 'default', True, True, True, None, False), ('same_groups', 'default', True, True, True, None, False)))": _b57,
    "((True, True, True, False, False, True, False, False), (('site', 'required', True, True, True, None, False), ('shape', 'required', True, True, True, None, False), ('warp', 'required', True, True, True, None, False), ('mask', 'required', True, True, True, None, False), ('missing', 'required', True, True, True, None, False), ('guard', 'required', True, True, True, None, False), ('exited', 'required', True, True, True, None, False), ('tail', 'required', True, True, True, None, False)))": _b58,
    "((True, True, True, False, False, True, False, False), (('site', 'required', True, True, True, None, False), ('split', 'required', True, True, True, None, False)))": _b59,
    "((True, True, True, False, False, True, False, False), (('space', 'required', True, True, True, None, False), ('witness', 'required', True, True, True, None, False), ('launch', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('cross_block', 'required', True, True, True, None, False), ('same_loop_iters', 'required', True, True, True, None, False)))": _b60,
    "((True, True, True, False, False, True, False, False), (('span', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('help', 'required', True, True, True, None, False), ('start_line', 'default', True, True, True, None, False)))": _b61,
}
