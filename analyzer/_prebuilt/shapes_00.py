"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

def _b0(cls, defaults, setters):
 (_d_baseline, _d_write_baseline, _d_fix, _d_unsafe_fixes, _d_diff, _d_statistics, ) = defaults
 def __init__(self, baseline=_d_baseline, write_baseline=_d_write_baseline, fix=_d_fix, unsafe_fixes=_d_unsafe_fixes, diff=_d_diff, statistics=_d_statistics):
  self.baseline = baseline
  self.write_baseline = write_baseline
  self.fix = fix
  self.unsafe_fixes = unsafe_fixes
  self.diff = diff
  self.statistics = statistics
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(baseline={self.baseline!r}, write_baseline={self.write_baseline!r}, fix={self.fix!r}, unsafe_fixes={self.unsafe_fixes!r}, diff={self.diff!r}, statistics={self.statistics!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.baseline,self.write_baseline,self.fix,self.unsafe_fixes,self.diff,self.statistics,)==(other.baseline,other.write_baseline,other.fix,other.unsafe_fixes,other.diff,other.statistics,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b1(cls, defaults, setters):
 (_d_command, _d_document, _d_root, _d_color, _d_read_source, _d_kernel_sources, _d_execution_successful, _d_input_errors, _d__cache, ) = defaults
 def __init__(self, command=_d_command, document=_d_document, root=FACTORY, color=_d_color, read_source=_d_read_source, kernel_sources=FACTORY, execution_successful=_d_execution_successful, input_errors=FACTORY, _cache=FACTORY):
  self.command = command
  self.document = document
  self.root = _d_root() if root is FACTORY else root
  self.color = color
  self.read_source = read_source
  self.kernel_sources = _d_kernel_sources() if kernel_sources is FACTORY else kernel_sources
  self.execution_successful = execution_successful
  self.input_errors = _d_input_errors() if input_errors is FACTORY else input_errors
  self._cache = _d__cache() if _cache is FACTORY else _cache
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(command={self.command!r}, document={self.document!r}, root={self.root!r}, color={self.color!r}, read_source={self.read_source!r}, kernel_sources={self.kernel_sources!r}, execution_successful={self.execution_successful!r}, input_errors={self.input_errors!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.command,self.document,self.root,self.color,self.read_source,self.kernel_sources,self.execution_successful,self.input_errors,self._cache,)==(other.command,other.document,other.root,other.color,other.read_source,other.kernel_sources,other.execution_successful,other.input_errors,other._cache,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b2(cls, defaults, setters):
 def __init__(self, env, names, shared, launches, calls, nodes):
  self.env = env
  self.names = names
  self.shared = shared
  self.launches = launches
  self.calls = calls
  self.nodes = nodes
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(env={self.env!r}, names={self.names!r}, shared={self.shared!r}, launches={self.launches!r}, calls={self.calls!r}, nodes={self.nodes!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.env,self.names,self.shared,self.launches,self.calls,self.nodes,)==(other.env,other.names,other.shared,other.launches,other.calls,other.nodes,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b3(cls, defaults, setters):
 def __init__(self, expr):
  self.expr = expr
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(expr={self.expr!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.expr,)==(other.expr,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b4(cls, defaults, setters):
 (_d_reanalysed, ) = defaults
 def __init__(self, files, diagnostics, errors, statistics, reanalysed=_d_reanalysed):
  self.files = files
  self.diagnostics = diagnostics
  self.errors = errors
  self.statistics = statistics
  self.reanalysed = reanalysed
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(files={self.files!r}, diagnostics={self.diagnostics!r}, errors={self.errors!r}, statistics={self.statistics!r}, reanalysed={self.reanalysed!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.files,self.diagnostics,self.errors,self.statistics,self.reanalysed,)==(other.files,other.diagnostics,other.errors,other.statistics,other.reanalysed,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b5(cls, defaults, setters):
 (_d_func_name, _d_sizes, _d_unresolved, _d_shapes, _d_idiom, _d_detail, ) = defaults
 def __init__(self, finding, text, warp, cost, func_name=_d_func_name, sizes=_d_sizes, unresolved=_d_unresolved, shapes=_d_shapes, idiom=_d_idiom, detail=_d_detail):
  self.finding = finding
  self.text = text
  self.warp = warp
  self.cost = cost
  self.func_name = func_name
  self.sizes = sizes
  self.unresolved = unresolved
  self.shapes = shapes
  self.idiom = idiom
  self.detail = detail
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(finding={self.finding!r}, text={self.text!r}, warp={self.warp!r}, cost={self.cost!r}, func_name={self.func_name!r}, sizes={self.sizes!r}, unresolved={self.unresolved!r}, shapes={self.shapes!r}, idiom={self.idiom!r}, detail={self.detail!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.finding,self.text,self.warp,self.cost,self.func_name,self.sizes,self.unresolved,self.shapes,self.idiom,self.detail,)==(other.finding,other.text,other.warp,other.cost,other.func_name,other.sizes,other.unresolved,other.shapes,other.idiom,other.detail,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b6(cls, defaults, setters):
 (_d_branches, _d_barriers, _d_warp_syncs, ) = defaults
 def __init__(self, func, branches=FACTORY, barriers=FACTORY, warp_syncs=FACTORY):
  self.func = func
  self.branches = _d_branches() if branches is FACTORY else branches
  self.barriers = _d_barriers() if barriers is FACTORY else barriers
  self.warp_syncs = _d_warp_syncs() if warp_syncs is FACTORY else warp_syncs
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(func={self.func!r}, branches={self.branches!r}, barriers={self.barriers!r}, warp_syncs={self.warp_syncs!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.func,self.branches,self.barriers,self.warp_syncs,)==(other.func,other.branches,other.barriers,other.warp_syncs,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b7(cls, defaults, setters):
 def __init__(self, functions, hip):
  self.functions = functions
  self.hip = hip
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(functions={self.functions!r}, hip={self.hip!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.functions,self.hip,)==(other.functions,other.hip,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b8(cls, defaults, setters):
 (_d_name, _d_body, ) = defaults
 def __init__(self, kind, start, end, name=_d_name, body=_d_body):
  self.kind = kind
  self.start = start
  self.end = end
  self.name = name
  self.body = body
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(kind={self.kind!r}, start={self.start!r}, end={self.end!r}, name={self.name!r}, body={self.body!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kind,self.start,self.end,self.name,self.body,)==(other.kind,other.start,other.end,other.name,other.body,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b9(cls, defaults, setters):
 def __init__(self, lines, endings, encoding, bom):
  self.lines = lines
  self.endings = endings
  self.encoding = encoding
  self.bom = bom
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(lines={self.lines!r}, endings={self.endings!r}, encoding={self.encoding!r}, bom={self.bom!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.lines,self.endings,self.encoding,self.bom,)==(other.lines,other.endings,other.encoding,other.bom,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b10(cls, defaults, setters):
 (_d_waves, _d_sentence, ) = defaults
 def __init__(self, name, grid, waves=_d_waves, sentence=_d_sentence):
  self.name = name
  self.grid = grid
  self.waves = waves
  self.sentence = sentence
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, grid={self.grid!r}, waves={self.waves!r}, sentence={self.sentence!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.grid,self.waves,self.sentence,)==(other.name,other.grid,other.waves,other.sentence,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b11(cls, defaults, setters):
 (_d_events, ) = defaults
 def __init__(self, name, span, own, events=FACTORY):
  self.name = name
  self.span = span
  self.own = own
  self.events = _d_events() if events is FACTORY else events
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, span={self.span!r}, own={self.own!r}, events={self.events!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.span,self.own,self.events,)==(other.name,other.span,other.own,other.events,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b12(cls, defaults, setters):
 (_d_ptrs, _d_dims, _d_params, _d_targs, ) = defaults
 def __init__(self, name, span, ptrs=FACTORY, dims=FACTORY, params=_d_params, targs=_d_targs):
  self.name = name
  self.span = span
  self.ptrs = _d_ptrs() if ptrs is FACTORY else ptrs
  self.dims = _d_dims() if dims is FACTORY else dims
  self.params = params
  self.targs = targs
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, span={self.span!r}, ptrs={self.ptrs!r}, dims={self.dims!r}, params={self.params!r}, targs={self.targs!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.span,self.ptrs,self.dims,self.params,self.targs,)==(other.name,other.span,other.ptrs,other.dims,other.params,other.targs,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b13(cls, defaults, setters):
 def __init__(self, name, targs, full):
  self.name = name
  self.targs = targs
  self.full = full
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, targs={self.targs!r}, full={self.full!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.targs,self.full,)==(other.name,other.targs,other.full,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


BUILDERS = {
    "((True, True, True, False, False, False, False, False), (('baseline', 'default', True, True, True, None, False), ('write_baseline', 'default', True, True, True, None, False), ('fix', 'default', True, True, True, None, False), ('unsafe_fixes', 'default', True, True, True, None, False), ('diff', 'default', True, True, True, None, False), ('statistics', 'default', True, True, True, None, False)))": _b0,
    "((True, True, True, False, False, False, False, False), (('command', 'default', True, True, True, None, False), ('document', 'default', True, True, True, None, False), ('root', 'factory', True, True, True, None, False), ('color', 'default', True, True, True, None, False), ('read_source', 'default', True, True, True, None, False), ('kernel_sources', 'factory', True, True, True, None, False), ('execution_successful', 'default', True, True, True, None, False), ('input_errors', 'factory', True, True, True, None, False), ('_cache', 'factory', True, False, True, None, False)))": _b1,
    "((True, True, True, False, False, False, False, False), (('env', 'required', True, True, True, None, False), ('names', 'required', True, True, True, None, False), ('shared', 'required', True, True, True, None, False), ('launches', 'required', True, True, True, None, False), ('calls', 'required', True, True, True, None, False), ('nodes', 'required', True, True, True, None, False)))": _b2,
    "((True, True, True, False, False, False, False, False), (('expr', 'required', True, True, True, None, False),))": _b3,
    "((True, True, True, False, False, False, False, False), (('files', 'required', True, True, True, None, False), ('diagnostics', 'required', True, True, True, None, False), ('errors', 'required', True, True, True, None, False), ('statistics', 'required', True, True, True, None, False), ('reanalysed', 'default', True, True, True, None, False)))": _b4,
    "((True, True, True, False, False, False, False, False), (('finding', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('warp', 'required', True, True, True, None, False), ('cost', 'required', True, True, True, None, False), ('func_name', 'default', True, True, True, None, False), ('sizes', 'default', True, True, True, None, False), ('unresolved', 'default', True, True, True, None, False), ('shapes', 'default', True, True, True, None, False), ('idiom', 'default', True, True, True, None, False), ('detail', 'default', True, True, True, None, False)))": _b5,
    "((True, True, True, False, False, False, False, False), (('func', 'required', True, True, True, None, False), ('branches', 'factory', True, True, True, None, False), ('barriers', 'factory', True, True, True, None, False), ('warp_syncs', 'factory', True, True, True, None, False)))": _b6,
    "((True, True, True, False, False, False, False, False), (('functions', 'required', True, True, True, None, False), ('hip', 'required', True, True, True, None, False)))": _b7,
    "((True, True, True, False, False, False, False, False), (('kind', 'required', True, True, True, None, False), ('start', 'required', True, True, True, None, False), ('end', 'required', True, True, True, None, False), ('name', 'default', True, True, True, None, False), ('body', 'default', True, True, True, None, False)))": _b8,
    "((True, True, True, False, False, False, False, False), (('lines', 'required', True, True, True, None, False), ('endings', 'required', True, True, True, None, False), ('encoding', 'required', True, True, True, None, False), ('bom', 'required', True, True, True, None, False)))": _b9,
    "((True, True, True, False, False, False, False, False), (('name', 'required', True, True, True, None, False), ('grid', 'required', True, True, True, None, False), ('waves', 'default', True, True, True, None, False), ('sentence', 'default', True, True, True, None, False)))": _b10,
    "((True, True, True, False, False, False, False, False), (('name', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('own', 'required', True, True, True, None, False), ('events', 'factory', True, True, True, None, False)))": _b11,
    "((True, True, True, False, False, False, False, False), (('name', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('ptrs', 'factory', True, True, True, None, False), ('dims', 'factory', True, True, True, None, False), ('params', 'default', True, True, True, None, False), ('targs', 'default', True, True, True, None, False)))": _b12,
    "((True, True, True, False, False, False, False, False), (('name', 'required', True, True, True, None, False), ('targs', 'required', True, True, True, None, False), ('full', 'required', True, True, True, None, False)))": _b13,
}
