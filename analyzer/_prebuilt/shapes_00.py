"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from analyzer._prebuilt.methods import FACTORY, frozen_methods, repr_method

def _b0(cls, defaults, setters):
 (_d_baseline, _d_write_baseline, _d_fix, _d_unsafe_fixes, _d_diff, _d_statistics, ) = defaults
 def __init__(self, baseline=_d_baseline, write_baseline=_d_write_baseline, fix=_d_fix, unsafe_fixes=_d_unsafe_fixes, diff=_d_diff, statistics=_d_statistics):
  self.baseline = baseline
  self.write_baseline = write_baseline
  self.fix = fix
  self.unsafe_fixes = unsafe_fixes
  self.diff = diff
  self.statistics = statistics
 __repr__ = repr_method(('baseline','write_baseline','fix','unsafe_fixes','diff','statistics',))
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
 __repr__ = repr_method(('command','document','root','color','read_source','kernel_sources','execution_successful','input_errors',))
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
 __repr__ = repr_method(('env','names','shared','launches','calls','nodes',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.env,self.names,self.shared,self.launches,self.calls,self.nodes,)==(other.env,other.names,other.shared,other.launches,other.calls,other.nodes,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b3(cls, defaults, setters):
 def __init__(self, expr):
  self.expr = expr
 __repr__ = repr_method(('expr',))
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
 __repr__ = repr_method(('files','diagnostics','errors','statistics','reanalysed',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.files,self.diagnostics,self.errors,self.statistics,self.reanalysed,)==(other.files,other.diagnostics,other.errors,other.statistics,other.reanalysed,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b5(cls, defaults, setters):
 (_d_func_name, _d_sizes, _d_unresolved, _d_shapes, _d_idiom, _d_detail, _d_group, _d_share, _d_uncalled, _d_turns, ) = defaults
 def __init__(self, finding, text, warp, cost, func_name=_d_func_name, sizes=_d_sizes, unresolved=_d_unresolved, shapes=_d_shapes, idiom=_d_idiom, detail=_d_detail, group=_d_group, share=_d_share, uncalled=_d_uncalled, turns=_d_turns):
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
  self.group = group
  self.share = share
  self.uncalled = uncalled
  self.turns = turns
 __repr__ = repr_method(('finding','text','warp','cost','func_name','sizes','unresolved','shapes','idiom','detail','group','share','uncalled','turns',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.finding,self.text,self.warp,self.cost,self.func_name,self.sizes,self.unresolved,self.shapes,self.idiom,self.detail,self.group,self.share,self.uncalled,self.turns,)==(other.finding,other.text,other.warp,other.cost,other.func_name,other.sizes,other.unresolved,other.shapes,other.idiom,other.detail,other.group,other.share,other.uncalled,other.turns,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b6(cls, defaults, setters):
 (_d_branches, _d_barriers, _d_warp_syncs, ) = defaults
 def __init__(self, func, branches=FACTORY, barriers=FACTORY, warp_syncs=FACTORY):
  self.func = func
  self.branches = _d_branches() if branches is FACTORY else branches
  self.barriers = _d_barriers() if barriers is FACTORY else barriers
  self.warp_syncs = _d_warp_syncs() if warp_syncs is FACTORY else warp_syncs
 __repr__ = repr_method(('func','branches','barriers','warp_syncs',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.func,self.branches,self.barriers,self.warp_syncs,)==(other.func,other.branches,other.barriers,other.warp_syncs,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b7(cls, defaults, setters):
 def __init__(self, functions, hip):
  self.functions = functions
  self.hip = hip
 __repr__ = repr_method(('functions','hip',))
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
 __repr__ = repr_method(('kind','start','end','name','body',))
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
 __repr__ = repr_method(('lines','endings','encoding','bom',))
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
 __repr__ = repr_method(('name','grid','waves','sentence',))
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
 __repr__ = repr_method(('name','span','own','events',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.span,self.own,self.events,)==(other.name,other.span,other.own,other.events,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b12(cls, defaults, setters):
 (_d_ptrs, _d_dims, _d_params, _d_targs, _d_const, ) = defaults
 def __init__(self, name, span, ptrs=FACTORY, dims=FACTORY, params=_d_params, targs=_d_targs, const=_d_const):
  self.name = name
  self.span = span
  self.ptrs = _d_ptrs() if ptrs is FACTORY else ptrs
  self.dims = _d_dims() if dims is FACTORY else dims
  self.params = params
  self.targs = targs
  self.const = const
 __repr__ = repr_method(('name','span','ptrs','dims','params','targs','const',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.span,self.ptrs,self.dims,self.params,self.targs,self.const,)==(other.name,other.span,other.ptrs,other.dims,other.params,other.targs,other.const,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b13(cls, defaults, setters):
 def __init__(self, name, targs, full):
  self.name = name
  self.targs = targs
  self.full = full
 __repr__ = repr_method(('name','targs','full',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.targs,self.full,)==(other.name,other.targs,other.full,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b14(cls, defaults, setters):
 (_d_ops, _d_global_loads, _d_global_stores, _d_shared, _d_loops, _d_calls, _d_barriers, _d_atomics, _d_plain_loads, _d_unknown, ) = defaults
 def __init__(self, ops=_d_ops, global_loads=_d_global_loads, global_stores=_d_global_stores, shared=_d_shared, loops=_d_loops, calls=FACTORY, barriers=_d_barriers, atomics=_d_atomics, plain_loads=_d_plain_loads, unknown=FACTORY):
  self.ops = ops
  self.global_loads = global_loads
  self.global_stores = global_stores
  self.shared = shared
  self.loops = loops
  self.calls = _d_calls() if calls is FACTORY else calls
  self.barriers = barriers
  self.atomics = atomics
  self.plain_loads = plain_loads
  self.unknown = _d_unknown() if unknown is FACTORY else unknown
 __repr__ = repr_method(('ops','global_loads','global_stores','shared','loops','calls','barriers','atomics','plain_loads','unknown',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.ops,self.global_loads,self.global_stores,self.shared,self.loops,self.calls,self.barriers,self.atomics,self.plain_loads,self.unknown,)==(other.ops,other.global_loads,other.global_stores,other.shared,other.loops,other.calls,other.barriers,other.atomics,other.plain_loads,other.unknown,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b15(cls, defaults, setters):
 (_d_items, _d_diagnostics, _d_messages, _d_message_rules, _d_settings, _d_count, _d__checked, ) = defaults
 def __init__(self, path, block_size, items=_d_items, diagnostics=FACTORY, messages=FACTORY, message_rules=FACTORY, settings=_d_settings, count=_d_count, _checked=_d__checked):
  self.path = path
  self.block_size = block_size
  self.items = items
  self.diagnostics = _d_diagnostics() if diagnostics is FACTORY else diagnostics
  self.messages = _d_messages() if messages is FACTORY else messages
  self.message_rules = _d_message_rules() if message_rules is FACTORY else message_rules
  self.settings = settings
  self.count = count
  self._checked = _checked
 __repr__ = repr_method(('path','block_size','items','diagnostics','messages','message_rules','settings','count','_checked',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.block_size,self.items,self.diagnostics,self.messages,self.message_rules,self.settings,self.count,self._checked,)==(other.path,other.block_size,other.items,other.diagnostics,other.messages,other.message_rules,other.settings,other.count,other._checked,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b16(cls, defaults, setters):
 (_d_diagnostics, _d_kernels, _d_launches, _d_stats, _d_suppressions, _d_error, _d_note, _d_model, _d_partial, ) = defaults
 def __init__(self, path, diagnostics=FACTORY, kernels=_d_kernels, launches=_d_launches, stats=FACTORY, suppressions=_d_suppressions, error=_d_error, note=_d_note, model=_d_model, partial=_d_partial):
  self.path = path
  self.diagnostics = _d_diagnostics() if diagnostics is FACTORY else diagnostics
  self.kernels = kernels
  self.launches = launches
  self.stats = _d_stats() if stats is FACTORY else stats
  self.suppressions = suppressions
  self.error = error
  self.note = note
  self.model = model
  self.partial = partial
 __repr__ = repr_method(('path','diagnostics','kernels','launches','stats','suppressions','error','note','model','partial',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.diagnostics,self.kernels,self.launches,self.stats,self.suppressions,self.error,self.note,self.model,self.partial,)==(other.path,other.diagnostics,other.kernels,other.launches,other.stats,other.suppressions,other.error,other.note,other.model,other.partial,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b17(cls, defaults, setters):
 (_d_warp_size, ) = defaults
 def __init__(self, path, text, tu, model, index, warp_size=_d_warp_size):
  self.path = path
  self.text = text
  self.tu = tu
  self.model = model
  self.index = index
  self.warp_size = warp_size
 __repr__ = repr_method(('path','text','tu','model','index','warp_size',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.text,self.tu,self.model,self.index,self.warp_size,)==(other.path,other.text,other.tu,other.model,other.index,other.warp_size,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b18(cls, defaults, setters):
 (_d_occupancy, _d_key, ) = defaults
 def __init__(self, record, occupancy=_d_occupancy, key=_d_key):
  self.record = record
  self.occupancy = occupancy
  self.key = key
 __repr__ = repr_method(('record','occupancy','key',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.record,self.occupancy,self.key,)==(other.record,other.occupancy,other.key,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b19(cls, defaults, setters):
 (_d_templates, _d_class_templates, _d_dim3s, ) = defaults
 def __init__(self, records, aliases, enumerators, templates=FACTORY, class_templates=FACTORY, dim3s=FACTORY):
  self.records = records
  self.aliases = aliases
  self.enumerators = enumerators
  self.templates = _d_templates() if templates is FACTORY else templates
  self.class_templates = _d_class_templates() if class_templates is FACTORY else class_templates
  self.dim3s = _d_dim3s() if dim3s is FACTORY else dim3s
 __repr__ = repr_method(('records','aliases','enumerators','templates','class_templates','dim3s',))
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.records,self.aliases,self.enumerators,self.templates,self.class_templates,self.dim3s,)==(other.records,other.aliases,other.enumerators,other.templates,other.class_templates,other.dim3s,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


BUILDERS = {
    "((True, True, True, False, False, False, False, False), (('baseline', 'default', True, True, True, None, False), ('write_baseline', 'default', True, True, True, None, False), ('fix', 'default', True, True, True, None, False), ('unsafe_fixes', 'default', True, True, True, None, False), ('diff', 'default', True, True, True, None, False), ('statistics', 'default', True, True, True, None, False)))": _b0,
    "((True, True, True, False, False, False, False, False), (('command', 'default', True, True, True, None, False), ('document', 'default', True, True, True, None, False), ('root', 'factory', True, True, True, None, False), ('color', 'default', True, True, True, None, False), ('read_source', 'default', True, True, True, None, False), ('kernel_sources', 'factory', True, True, True, None, False), ('execution_successful', 'default', True, True, True, None, False), ('input_errors', 'factory', True, True, True, None, False), ('_cache', 'factory', True, False, True, None, False)))": _b1,
    "((True, True, True, False, False, False, False, False), (('env', 'required', True, True, True, None, False), ('names', 'required', True, True, True, None, False), ('shared', 'required', True, True, True, None, False), ('launches', 'required', True, True, True, None, False), ('calls', 'required', True, True, True, None, False), ('nodes', 'required', True, True, True, None, False)))": _b2,
    "((True, True, True, False, False, False, False, False), (('expr', 'required', True, True, True, None, False),))": _b3,
    "((True, True, True, False, False, False, False, False), (('files', 'required', True, True, True, None, False), ('diagnostics', 'required', True, True, True, None, False), ('errors', 'required', True, True, True, None, False), ('statistics', 'required', True, True, True, None, False), ('reanalysed', 'default', True, True, True, None, False)))": _b4,
    "((True, True, True, False, False, False, False, False), (('finding', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('warp', 'required', True, True, True, None, False), ('cost', 'required', True, True, True, None, False), ('func_name', 'default', True, True, True, None, False), ('sizes', 'default', True, True, True, None, False), ('unresolved', 'default', True, True, True, None, False), ('shapes', 'default', True, True, True, None, False), ('idiom', 'default', True, True, True, None, False), ('detail', 'default', True, True, True, None, False), ('group', 'default', True, True, True, None, False), ('share', 'default', True, True, True, None, False), ('uncalled', 'default', True, True, True, None, False), ('turns', 'default', True, True, True, None, False)))": _b5,
    "((True, True, True, False, False, False, False, False), (('func', 'required', True, True, True, None, False), ('branches', 'factory', True, True, True, None, False), ('barriers', 'factory', True, True, True, None, False), ('warp_syncs', 'factory', True, True, True, None, False)))": _b6,
    "((True, True, True, False, False, False, False, False), (('functions', 'required', True, True, True, None, False), ('hip', 'required', True, True, True, None, False)))": _b7,
    "((True, True, True, False, False, False, False, False), (('kind', 'required', True, True, True, None, False), ('start', 'required', True, True, True, None, False), ('end', 'required', True, True, True, None, False), ('name', 'default', True, True, True, None, False), ('body', 'default', True, True, True, None, False)))": _b8,
    "((True, True, True, False, False, False, False, False), (('lines', 'required', True, True, True, None, False), ('endings', 'required', True, True, True, None, False), ('encoding', 'required', True, True, True, None, False), ('bom', 'required', True, True, True, None, False)))": _b9,
    "((True, True, True, False, False, False, False, False), (('name', 'required', True, True, True, None, False), ('grid', 'required', True, True, True, None, False), ('waves', 'default', True, True, True, None, False), ('sentence', 'default', True, True, True, None, False)))": _b10,
    "((True, True, True, False, False, False, False, False), (('name', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('own', 'required', True, True, True, None, False), ('events', 'factory', True, True, True, None, False)))": _b11,
    "((True, True, True, False, False, False, False, False), (('name', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('ptrs', 'factory', True, True, True, None, False), ('dims', 'factory', True, True, True, None, False), ('params', 'default', True, True, True, None, False), ('targs', 'default', True, True, True, None, False), ('const', 'default', True, True, True, None, False)))": _b12,
    "((True, True, True, False, False, False, False, False), (('name', 'required', True, True, True, None, False), ('targs', 'required', True, True, True, None, False), ('full', 'required', True, True, True, None, False)))": _b13,
    "((True, True, True, False, False, False, False, False), (('ops', 'default', True, True, True, None, False), ('global_loads', 'default', True, True, True, None, False), ('global_stores', 'default', True, True, True, None, False), ('shared', 'default', True, True, True, None, False), ('loops', 'default', True, True, True, None, False), ('calls', 'factory', True, True, True, None, False), ('barriers', 'default', True, True, True, None, False), ('atomics', 'default', True, True, True, None, False), ('plain_loads', 'default', True, True, True, None, False), ('unknown', 'factory', True, True, True, None, False)))": _b14,
    "((True, True, True, False, False, False, False, False), (('path', 'required', True, True, True, None, False), ('block_size', 'required', True, True, True, None, False), ('items', 'default', True, True, True, None, False), ('diagnostics', 'factory', True, True, True, None, False), ('messages', 'factory', True, True, True, None, False), ('message_rules', 'factory', True, True, True, None, False), ('settings', 'default', True, True, True, None, False), ('count', 'default', True, True, True, None, False), ('_checked', 'default', True, True, True, None, False)))": _b15,
    "((True, True, True, False, False, False, False, False), (('path', 'required', True, True, True, None, False), ('diagnostics', 'factory', True, True, True, None, False), ('kernels', 'default', True, True, True, None, False), ('launches', 'default', True, True, True, None, False), ('stats', 'factory', True, True, True, None, False), ('suppressions', 'default', True, True, True, None, False), ('error', 'default', True, True, True, None, False), ('note', 'default', True, True, True, None, False), ('model', 'default', True, True, True, None, False), ('partial', 'default', True, True, True, None, False)))": _b16,
    "((True, True, True, False, False, False, False, False), (('path', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('tu', 'required', True, True, True, None, False), ('model', 'required', True, True, True, None, False), ('index', 'required', True, True, True, None, False), ('warp_size', 'default', True, True, True, None, False)))": _b17,
    "((True, True, True, False, False, False, False, False), (('record', 'required', True, True, True, None, False), ('occupancy', 'default', True, True, True, None, False), ('key', 'default', True, True, True, None, False)))": _b18,
    "((True, True, True, False, False, False, False, False), (('records', 'required', True, True, True, None, False), ('aliases', 'required', True, True, True, None, False), ('enumerators', 'required', True, True, True, None, False), ('templates', 'factory', True, True, True, None, False), ('class_templates', 'factory', True, True, True, None, False), ('dim3s', 'factory', True, True, True, None, False)))": _b19,
}
