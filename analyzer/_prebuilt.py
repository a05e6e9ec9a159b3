"""The method builders of analyzer.prebuilt, one per class shape the modules of analyzer/ declare.

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError


class _FactoryMarker:
    """The default shown for a parameter whose field has a default factory (as dataclasses shows it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<factory>"


FACTORY = _FactoryMarker()

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


def _b14(cls, defaults, setters):
 (_d_ops, _d_global_loads, _d_global_stores, _d_shared, _d_loops, _d_calls, _d_barriers, _d_atomics, _d_plain_loads, ) = defaults
 def __init__(self, ops=_d_ops, global_loads=_d_global_loads, global_stores=_d_global_stores, shared=_d_shared, loops=_d_loops, calls=FACTORY, barriers=_d_barriers, atomics=_d_atomics, plain_loads=_d_plain_loads):
  self.ops = ops
  self.global_loads = global_loads
  self.global_stores = global_stores
  self.shared = shared
  self.loops = loops
  self.calls = _d_calls() if calls is FACTORY else calls
  self.barriers = barriers
  self.atomics = atomics
  self.plain_loads = plain_loads
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(ops={self.ops!r}, global_loads={self.global_loads!r}, global_stores={self.global_stores!r}, shared={self.shared!r}, loops={self.loops!r}, calls={self.calls!r}, barriers={self.barriers!r}, atomics={self.atomics!r}, plain_loads={self.plain_loads!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.ops,self.global_loads,self.global_stores,self.shared,self.loops,self.calls,self.barriers,self.atomics,self.plain_loads,)==(other.ops,other.global_loads,other.global_stores,other.shared,other.loops,other.calls,other.barriers,other.atomics,other.plain_loads,)
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(path={self.path!r}, block_size={self.block_size!r}, items={self.items!r}, diagnostics={self.diagnostics!r}, messages={self.messages!r}, message_rules={self.message_rules!r}, settings={self.settings!r}, count={self.count!r}, _checked={self._checked!r})"
  finally:
   running.discard(key)
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(path={self.path!r}, diagnostics={self.diagnostics!r}, kernels={self.kernels!r}, launches={self.launches!r}, stats={self.stats!r}, suppressions={self.suppressions!r}, error={self.error!r}, note={self.note!r}, model={self.model!r}, partial={self.partial!r})"
  finally:
   running.discard(key)
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(path={self.path!r}, text={self.text!r}, tu={self.tu!r}, model={self.model!r}, index={self.index!r}, warp_size={self.warp_size!r})"
  finally:
   running.discard(key)
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(record={self.record!r}, occupancy={self.occupancy!r}, key={self.key!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.record,self.occupancy,self.key,)==(other.record,other.occupancy,other.key,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b19(cls, defaults, setters):
 def __init__(self, records, aliases, enumerators):
  self.records = records
  self.aliases = aliases
  self.enumerators = enumerators
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(records={self.records!r}, aliases={self.aliases!r}, enumerators={self.enumerators!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.records,self.aliases,self.enumerators,)==(other.records,other.aliases,other.enumerators,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b20(cls, defaults, setters):
 (_d_settings, _d_shared, ) = defaults
 def __init__(self, rule, severity, options, path, settings=FACTORY, shared=FACTORY):
  self.rule = rule
  self.severity = severity
  self.options = options
  self.path = path
  self.settings = _d_settings() if settings is FACTORY else settings
  self.shared = _d_shared() if shared is FACTORY else shared
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(rule={self.rule!r}, severity={self.severity!r}, options={self.options!r}, path={self.path!r}, settings={self.settings!r}, shared={self.shared!r})"
  finally:
   running.discard(key)
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(select={self.select!r}, extend_select={self.extend_select!r}, ignore={self.ignore!r}, per_file_ignores={self.per_file_ignores!r}, exclude={self.exclude!r}, include={self.include!r}, targets={self.targets!r}, targets_given={self.targets_given!r}, compile_flags={self.compile_flags!r}, compile_commands={self.compile_commands!r}, fail_on={self.fail_on!r}, block_size={self.block_size!r}, block_shape={self.block_shape!r}, kernels={self.kernels!r}, programs={self.programs!r}, rule_options={self.rule_options!r}, severities={self.severities!r}, source={self.source!r}, root={self.root!r}, baseline={self.baseline!r}, baseline_kernels={self.baseline_kernels!r}, products={self.products!r})"
  finally:
   running.discard(key)
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(storage={self.storage!r}, quals={self.quals!r}, words={self.words!r}, targs={self.targs!r}, bounds={self.bounds!r}, attrs={self.attrs!r}, text={self.text!r}, span={self.span!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.storage,self.quals,self.words,self.targs,self.bounds,self.attrs,self.text,self.span,)==(other.storage,other.quals,other.words,other.targs,other.bounds,other.attrs,other.text,other.span,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b23(cls, defaults, setters):
 (_d_skipped, _d_expansions, _d_error, _d_segments, ) = defaults
 def __init__(self, text, comments, macros, includes, skipped=FACTORY, expansions=FACTORY, error=_d_error, segments=FACTORY):
  self.text = text
  self.comments = comments
  self.macros = macros
  self.includes = includes
  self.skipped = _d_skipped() if skipped is FACTORY else skipped
  self.expansions = _d_expansions() if expansions is FACTORY else expansions
  self.error = error
  self.segments = _d_segments() if segments is FACTORY else segments
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(text={self.text!r}, comments={self.comments!r}, macros={self.macros!r}, includes={self.includes!r}, skipped={self.skipped!r}, expansions={self.expansions!r}, error={self.error!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.text,self.comments,self.macros,self.includes,self.skipped,self.expansions,self.error,self.segments,)==(other.text,other.comments,other.macros,other.includes,other.skipped,other.expansions,other.error,other.segments,)
  return NotImplemented
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), )


def _b24(cls, defaults, setters):
 (_d_values, _d_parent, _d_arrays, _d_integers, _d_out_params, _d_types, ) = defaults
 def __init__(self, values=FACTORY, parent=_d_parent, arrays=FACTORY, integers=FACTORY, out_params=FACTORY, types=FACTORY):
  self.values = _d_values() if values is FACTORY else values
  self.parent = parent
  self.arrays = _d_arrays() if arrays is FACTORY else arrays
  self.integers = _d_integers() if integers is FACTORY else integers
  self.out_params = _d_out_params() if out_params is FACTORY else out_params
  self.types = _d_types() if types is FACTORY else types
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(values={self.values!r}, parent={self.parent!r}, arrays={self.arrays!r}, integers={self.integers!r}, out_params={self.out_params!r}, types={self.types!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.values,self.parent,self.arrays,self.integers,self.out_params,self.types,)==(other.values,other.parent,other.arrays,other.integers,other.out_params,other.types,)
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(verb={self.verb!r}, written={self.written!r}, selectors={self.selectors!r}, span={self.span!r}, own_line={self.own_line!r}, first={self.first!r}, last={self.last!r}, used={self.used!r})"
  finally:
   running.discard(key)
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


def _b62(cls, defaults, setters):
 (_d_next_line, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, span, name, why, next_line=_d_next_line):
  _setattr_(self, 'span', span)
  _setattr_(self, 'name', name)
  _setattr_(self, 'why', why)
  _setattr_(self, 'next_line', next_line)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, name={self.name!r}, why={self.why!r}, next_line={self.next_line!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.why,self.next_line,)==(other.span,other.name,other.why,other.next_line,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.why,self.next_line,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','name','why','next_line',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','name','why','next_line',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b63(cls, defaults, setters):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(start={self.start!r}, end={self.end!r}, blocks_per_sm={self.blocks_per_sm!r}, active_warps={self.active_warps!r}, occupancy={self.occupancy!r}, limiter={self.limiter!r}, current={self.current!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.start,self.end,self.blocks_per_sm,self.active_warps,self.occupancy,self.limiter,self.current,)==(other.start,other.end,other.blocks_per_sm,other.active_warps,other.occupancy,other.limiter,other.current,)
  return NotImplemented
 def __hash__(self):
  return hash((self.start,self.end,self.blocks_per_sm,self.active_warps,self.occupancy,self.limiter,self.current,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('start','end','blocks_per_sm','active_warps','occupancy','limiter','current',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('start','end','blocks_per_sm','active_warps','occupancy','limiter','current',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b64(cls, defaults, setters):
 (_d_thread, _d_data, _d_unsigned, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, term, thread=_d_thread, data=_d_data, unsigned=_d_unsigned):
  _setattr_(self, 'term', term)
  _setattr_(self, 'thread', thread)
  _setattr_(self, 'data', data)
  _setattr_(self, 'unsigned', unsigned)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(term={self.term!r}, thread={self.thread!r}, data={self.data!r}, unsigned={self.unsigned!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.term,self.thread,self.data,self.unsigned,)==(other.term,other.thread,other.data,other.unsigned,)
  return NotImplemented
 def __hash__(self):
  return hash((self.term,self.thread,self.data,self.unsigned,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('term','thread','data','unsigned',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('term','thread','data','unsigned',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b65(cls, defaults, setters):
 (_d_launch_bounds, _d_compiler_flag, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, value, occupancy, blocks_per_sm, launch_bounds=_d_launch_bounds, compiler_flag=_d_compiler_flag):
  _setattr_(self, 'value', value)
  _setattr_(self, 'occupancy', occupancy)
  _setattr_(self, 'blocks_per_sm', blocks_per_sm)
  _setattr_(self, 'launch_bounds', launch_bounds)
  _setattr_(self, 'compiler_flag', compiler_flag)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(value={self.value!r}, occupancy={self.occupancy!r}, blocks_per_sm={self.blocks_per_sm!r}, launch_bounds={self.launch_bounds!r}, compiler_flag={self.compiler_flag!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.value,self.occupancy,self.blocks_per_sm,self.launch_bounds,self.compiler_flag,)==(other.value,other.occupancy,other.blocks_per_sm,other.launch_bounds,other.compiler_flag,)
  return NotImplemented
 def __hash__(self):
  return hash((self.value,self.occupancy,self.blocks_per_sm,self.launch_bounds,self.compiler_flag,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('value','occupancy','blocks_per_sm','launch_bounds','compiler_flag',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('value','occupancy','blocks_per_sm','launch_bounds','compiler_flag',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b66(cls, defaults, setters):
 (_d_y, _d_z, _d_label, _d_assumed, _d_bind, _d_why, ) = defaults
 _setattr_ = object.__setattr__
 def __init__(self, x, y=_d_y, z=_d_z, label=_d_label, assumed=_d_assumed, bind=_d_bind, why=_d_why):
  _setattr_(self, 'x', x)
  _setattr_(self, 'y', y)
  _setattr_(self, 'z', z)
  _setattr_(self, 'label', label)
  _setattr_(self, 'assumed', assumed)
  _setattr_(self, 'bind', bind)
  _setattr_(self, 'why', why)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(x={self.x!r}, y={self.y!r}, z={self.z!r}, label={self.label!r}, assumed={self.assumed!r}, bind={self.bind!r}, why={self.why!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.x,self.y,self.z,self.label,self.assumed,self.bind,self.why,)==(other.x,other.y,other.z,other.label,other.assumed,other.bind,other.why,)
  return NotImplemented
 def __hash__(self):
  return hash((self.x,self.y,self.z,self.label,self.assumed,self.bind,self.why,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('x','y','z','label','assumed','bind','why',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('x','y','z','label','assumed','bind','why',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b67(cls, defaults, setters):
 (_d_applicability, _d_title, ) = defaults
 (_s_edits, _s_applicability, _s_title, ) = setters
 def __init__(self, edits, applicability=_d_applicability, title=_d_title):
  _s_edits(self, edits)
  _s_applicability(self, applicability)
  _s_title(self, title)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(edits={self.edits!r}, applicability={self.applicability!r}, title={self.title!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.edits,self.applicability,self.title,)==(other.edits,other.applicability,other.title,)
  return NotImplemented
 def __hash__(self):
  return hash((self.edits,self.applicability,self.title,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('edits','applicability','title',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('edits','applicability','title',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b68(cls, defaults, setters):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(kind={self.kind!r}, name={self.name!r}, span={self.span!r}, args={self.args!r}, scope={self.scope!r}, launch={self.launch!r}, site={self.site!r}, helper={self.helper!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.kind,self.name,self.span,self.args,self.scope,self.launch,self.site,self.helper,)==(other.kind,other.name,other.span,other.args,other.scope,other.launch,other.site,other.helper,)
  return NotImplemented
 def __hash__(self):
  return hash((self.kind,self.name,self.span,self.args,self.scope,self.launch,self.site,self.helper,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('kind','name','span','args','scope','launch','site','helper',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('kind','name','span','args','scope','launch','site','helper',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b69(cls, defaults, setters):
 (_s_name, _s_line, _s_column, _s_end_line, _s_end_column, _s_text, ) = setters
 def __init__(self, name, line, column, end_line, end_column, text):
  _s_name(self, name)
  _s_line(self, line)
  _s_column(self, column)
  _s_end_line(self, end_line)
  _s_end_column(self, end_column)
  _s_text(self, text)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, line={self.line!r}, column={self.column!r}, end_line={self.end_line!r}, end_column={self.end_column!r}, text={self.text!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.line,self.column,self.end_line,self.end_column,self.text,)==(other.name,other.line,other.column,other.end_line,other.end_column,other.text,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.line,self.column,self.end_line,self.end_column,self.text,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','line','column','end_line','end_column','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','line','column','end_line','end_column','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b70(cls, defaults, setters):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, params={self.params!r}, body={self.body!r}, line={self.line!r}, file={self.file!r}, variadic={self.variadic!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.params,self.body,self.line,self.file,self.variadic,)==(other.name,other.params,other.body,other.line,other.file,other.variadic,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.params,self.body,self.line,self.file,self.variadic,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','params','body','line','file','variadic','_toks',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','params','body','line','file','variadic','_toks',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b71(cls, defaults, setters):
 (_s_name, _s_target, ) = setters
 def __init__(self, name, target):
  _s_name(self, name)
  _s_target(self, target)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, target={self.target!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.target,)==(other.name,other.target,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.target,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','target',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','target',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b72(cls, defaults, setters):
 (_d_align, ) = defaults
 (_s_name, _s_union, _s_members, _s_align, ) = setters
 def __init__(self, name, union, members, align=_d_align):
  _s_name(self, name)
  _s_union(self, union)
  _s_members(self, members)
  _s_align(self, align)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(name={self.name!r}, union={self.union!r}, members={self.members!r}, align={self.align!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.name,self.union,self.members,self.align,)==(other.name,other.union,other.members,other.align,)
  return NotImplemented
 def __hash__(self):
  return hash((self.name,self.union,self.members,self.align,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('name','union','members','align',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('name','union','members','align',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b73(cls, defaults, setters):
 (_s_names, _s_value, _s_first, ) = setters
 def __init__(self, names, value, first):
  _s_names(self, names)
  _s_value(self, value)
  _s_first(self, first)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(names={self.names!r}, value={self.value!r}, first={self.first!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.names,self.value,self.first,)==(other.names,other.value,other.first,)
  return NotImplemented
 def __hash__(self):
  return hash((self.names,self.value,self.first,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('names','value','first',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('names','value','first',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b74(cls, defaults, setters):
 (_d_errors, _d_source, _d_types, _d_macros, _d_comments, ) = defaults
 (_s_path, _s_items, _s_errors, _s_source, _s_types, _s_macros, _s_comments, ) = setters
 def __init__(self, path, items, errors=_d_errors, source=_d_source, types=_d_types, macros=_d_macros, comments=_d_comments):
  _s_path(self, path)
  _s_items(self, items)
  _s_errors(self, errors)
  _s_source(self, source)
  _s_types(self, types)
  _s_macros(self, macros)
  _s_comments(self, comments)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(path={self.path!r}, items={self.items!r}, errors={self.errors!r}, source={self.source!r}, types={self.types!r}, macros={self.macros!r}, comments={self.comments!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.path,self.items,self.errors,self.source,self.types,self.macros,self.comments,)==(other.path,other.items,other.errors,other.source,other.types,other.macros,other.comments,)
  return NotImplemented
 def __hash__(self):
  return hash((self.path,self.items,self.errors,self.source,self.types,self.macros,self.comments,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('path','items','errors','source','types','macros','comments',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('path','items','errors','source','types','macros','comments',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b75(cls, defaults, setters):
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
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(rule_id={self.rule_id!r}, name={self.name!r}, severity={self.severity!r}, message={self.message!r}, path={self.path!r}, span={self.span!r}, symbol={self.symbol!r}, arch={self.arch!r}, help={self.help!r}, extra={self.extra!r}, fix={self.fix!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.rule_id,self.name,self.severity,self.message,self.path,self.span,self.symbol,self.arch,self.help,)==(other.rule_id,other.name,other.severity,other.message,other.path,other.span,other.symbol,other.arch,other.help,)
  return NotImplemented
 def __hash__(self):
  return hash((self.rule_id,self.name,self.severity,self.message,self.path,self.span,self.symbol,self.arch,self.help,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('rule_id','name','severity','message','path','span','symbol','arch','help','extra','fix',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('rule_id','name','severity','message','path','span','symbol','arch','help','extra','fix',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b76(cls, defaults, setters):
 (_d_arrow, ) = defaults
 (_s_span, _s_base, _s_field, _s_arrow, ) = setters
 def __init__(self, span, base, field, arrow=_d_arrow):
  _s_span(self, span)
  _s_base(self, base)
  _s_field(self, field)
  _s_arrow(self, arrow)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, base={self.base!r}, field={self.field!r}, arrow={self.arrow!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.base,self.field,self.arrow,)==(other.span,other.base,other.field,other.arrow,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.base,self.field,self.arrow,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','base','field','arrow',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','base','field','arrow',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b77(cls, defaults, setters):
 (_s_span, _s_base, _s_index, ) = setters
 def __init__(self, span, base, index):
  _s_span(self, span)
  _s_base(self, base)
  _s_index(self, index)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, base={self.base!r}, index={self.index!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.base,self.index,)==(other.span,other.base,other.index,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.base,self.index,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','base','index',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','base','index',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b78(cls, defaults, setters):
 (_s_span, _s_body, _s_cond, ) = setters
 def __init__(self, span, body, cond):
  _s_span(self, span)
  _s_body(self, body)
  _s_cond(self, cond)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, body={self.body!r}, cond={self.cond!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.body,self.cond,)==(other.span,other.body,other.cond,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.body,self.cond,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','body','cond',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','body','cond',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b79(cls, defaults, setters):
 (_d_specifiers, ) = defaults
 (_s_span, _s_captures, _s_params, _s_body, _s_specifiers, ) = setters
 def __init__(self, span, captures, params, body, specifiers=_d_specifiers):
  _s_span(self, span)
  _s_captures(self, captures)
  _s_params(self, params)
  _s_body(self, body)
  _s_specifiers(self, specifiers)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, captures={self.captures!r}, params={self.params!r}, body={self.body!r}, specifiers={self.specifiers!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.captures,self.params,self.body,self.specifiers,)==(other.span,other.captures,other.params,other.body,other.specifiers,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.captures,self.params,self.body,self.specifiers,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','captures','params','body','specifiers',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','captures','params','body','specifiers',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b80(cls, defaults, setters):
 (_s_span, _s_cond, _s_body, ) = setters
 def __init__(self, span, cond, body):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_body(self, body)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, cond={self.cond!r}, body={self.body!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.body,)==(other.span,other.cond,other.body,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.body,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','cond','body',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','cond','body',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b81(cls, defaults, setters):
 (_d_other, _d_init, ) = defaults
 (_s_span, _s_cond, _s_then, _s_other, _s_init, ) = setters
 def __init__(self, span, cond, then, other=_d_other, init=_d_init):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_then(self, then)
  _s_other(self, other)
  _s_init(self, init)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, cond={self.cond!r}, then={self.then!r}, other={self.other!r}, init={self.init!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.then,self.other,self.init,)==(other.span,other.cond,other.then,other.other,other.init,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.then,self.other,self.init,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','cond','then','other','init',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','cond','then','other','init',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b82(cls, defaults, setters):
 (_s_span, _s_cond, _s_then, _s_other, ) = setters
 def __init__(self, span, cond, then, other):
  _s_span(self, span)
  _s_cond(self, cond)
  _s_then(self, then)
  _s_other(self, other)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, cond={self.cond!r}, then={self.then!r}, other={self.other!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.cond,self.then,self.other,)==(other.span,other.cond,other.then,other.other,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.cond,self.then,self.other,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','cond','then','other',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','cond','then','other',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b83(cls, defaults, setters):
 (_d_scope, ) = defaults
 (_s_span, _s_decl, _s_scope, ) = setters
 def __init__(self, span, decl, scope=_d_scope):
  _s_span(self, span)
  _s_decl(self, decl)
  _s_scope(self, scope)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, decl={self.decl!r}, scope={self.scope!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.decl,self.scope,)==(other.span,other.decl,other.scope,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.decl,self.scope,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','decl','scope',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','decl','scope',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b84(cls, defaults, setters):
 (_s_span, _s_expr, ) = setters
 def __init__(self, span, expr):
  _s_span(self, span)
  _s_expr(self, expr)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, expr={self.expr!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.expr,)==(other.span,other.expr,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.expr,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','expr',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','expr',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b85(cls, defaults, setters):
 (_s_span, _s_exprs, ) = setters
 def __init__(self, span, exprs):
  _s_span(self, span)
  _s_exprs(self, exprs)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, exprs={self.exprs!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.exprs,)==(other.span,other.exprs,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.exprs,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','exprs',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','exprs',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b86(cls, defaults, setters):
 (_d_template_args, ) = defaults
 (_s_span, _s_func, _s_args, _s_template_args, ) = setters
 def __init__(self, span, func, args, template_args=_d_template_args):
  _s_span(self, span)
  _s_func(self, func)
  _s_args(self, args)
  _s_template_args(self, template_args)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, func={self.func!r}, args={self.args!r}, template_args={self.template_args!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.func,self.args,self.template_args,)==(other.span,other.func,other.args,other.template_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.func,self.args,self.template_args,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','func','args','template_args',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','func','args','template_args',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b87(cls, defaults, setters):
 (_s_span, _s_id, ) = setters
 def __init__(self, span, id):
  _s_span(self, span)
  _s_id(self, id)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, id={self.id!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.id,)==(other.span,other.id,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.id,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','id',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','id',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b88(cls, defaults, setters):
 (_d_range, ) = defaults
 (_s_span, _s_init, _s_cond, _s_step, _s_body, _s_range, ) = setters
 def __init__(self, span, init, cond, step, body, range=_d_range):
  _s_span(self, span)
  _s_init(self, init)
  _s_cond(self, cond)
  _s_step(self, step)
  _s_body(self, body)
  _s_range(self, range)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, init={self.init!r}, cond={self.cond!r}, step={self.step!r}, body={self.body!r}, range={self.range!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.init,self.cond,self.step,self.body,self.range,)==(other.span,other.init,other.cond,other.step,other.body,other.range,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.init,self.cond,self.step,self.body,self.range,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','init','cond','step','body','range',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','init','cond','step','body','range',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b89(cls, defaults, setters):
 (_s_span, _s_items, ) = setters
 def __init__(self, span, items):
  _s_span(self, span)
  _s_items(self, items)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, items={self.items!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.items,)==(other.span,other.items,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.items,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','items',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','items',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b90(cls, defaults, setters):
 (_d_template_args, _d_via, ) = defaults
 (_s_span, _s_kernel, _s_config, _s_args, _s_template_args, _s_via, ) = setters
 def __init__(self, span, kernel, config, args, template_args=_d_template_args, via=_d_via):
  _s_span(self, span)
  _s_kernel(self, kernel)
  _s_config(self, config)
  _s_args(self, args)
  _s_template_args(self, template_args)
  _s_via(self, via)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, kernel={self.kernel!r}, config={self.config!r}, args={self.args!r}, template_args={self.template_args!r}, via={self.via!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kernel,self.config,self.args,self.template_args,self.via,)==(other.span,other.kernel,other.config,other.args,other.template_args,other.via,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kernel,self.config,self.args,self.template_args,self.via,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','kernel','config','args','template_args','via',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','kernel','config','args','template_args','via',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b91(cls, defaults, setters):
 (_d_default, ) = defaults
 (_s_span, _s_kind, _s_name, _s_default, ) = setters
 def __init__(self, span, kind, name, default=_d_default):
  _s_span(self, span)
  _s_kind(self, kind)
  _s_name(self, name)
  _s_default(self, default)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, kind={self.kind!r}, name={self.name!r}, default={self.default!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kind,self.name,self.default,)==(other.span,other.kind,other.name,other.default,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kind,self.name,self.default,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','kind','name','default',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','kind','name','default',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b92(cls, defaults, setters):
 (_d_value, _d_label, ) = defaults
 (_s_span, _s_kind, _s_value, _s_label, ) = setters
 def __init__(self, span, kind, value=_d_value, label=_d_label):
  _s_span(self, span)
  _s_kind(self, kind)
  _s_value(self, value)
  _s_label(self, label)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, kind={self.kind!r}, value={self.value!r}, label={self.label!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.kind,self.value,self.label,)==(other.span,other.kind,other.value,other.label,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.kind,self.value,self.label,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','kind','value','label',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','kind','value','label',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b93(cls, defaults, setters):
 (_s_span, _s_label, _s_stmt, ) = setters
 def __init__(self, span, label, stmt):
  _s_span(self, span)
  _s_label(self, label)
  _s_stmt(self, stmt)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, label={self.label!r}, stmt={self.stmt!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.label,self.stmt,)==(other.span,other.label,other.stmt,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.label,self.stmt,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','label','stmt',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','label','stmt',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b94(cls, defaults, setters):
 (_s_span, _s_message, ) = setters
 def __init__(self, span, message):
  _s_span(self, span)
  _s_message(self, message)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, message={self.message!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.message,)==(other.span,other.message,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.message,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','message',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','message',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b95(cls, defaults, setters):
 (_d_template_params, _d_launch_bounds, _d_scope, _d_attributes, ) = defaults
 (_s_span, _s_name, _s_name_span, _s_qualifiers, _s_return_type, _s_params, _s_body, _s_template_params, _s_launch_bounds, _s_scope, _s_attributes, ) = setters
 def __init__(self, span, name, name_span, qualifiers, return_type, params, body, template_params=_d_template_params, launch_bounds=_d_launch_bounds, scope=_d_scope, attributes=_d_attributes):
  _s_span(self, span)
  _s_name(self, name)
  _s_name_span(self, name_span)
  _s_qualifiers(self, qualifiers)
  _s_return_type(self, return_type)
  _s_params(self, params)
  _s_body(self, body)
  _s_template_params(self, template_params)
  _s_launch_bounds(self, launch_bounds)
  _s_scope(self, scope)
  _s_attributes(self, attributes)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, name={self.name!r}, name_span={self.name_span!r}, qualifiers={self.qualifiers!r}, return_type={self.return_type!r}, params={self.params!r}, body={self.body!r}, template_params={self.template_params!r}, launch_bounds={self.launch_bounds!r}, scope={self.scope!r}, attributes={self.attributes!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.name_span,self.qualifiers,self.return_type,self.params,self.body,self.template_params,self.launch_bounds,self.scope,self.attributes,)==(other.span,other.name,other.name_span,other.qualifiers,other.return_type,other.params,other.body,other.template_params,other.launch_bounds,other.scope,other.attributes,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.name_span,self.qualifiers,self.return_type,self.params,self.body,self.template_params,self.launch_bounds,self.scope,self.attributes,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','name','name_span','qualifiers','return_type','params','body','template_params','launch_bounds','scope','attributes',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','name','name_span','qualifiers','return_type','params','body','template_params','launch_bounds','scope','attributes',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b96(cls, defaults, setters):
 (_d_dims, _d_default, ) = defaults
 (_s_span, _s_name, _s_type, _s_dims, _s_default, ) = setters
 def __init__(self, span, name, type, dims=_d_dims, default=_d_default):
  _s_span(self, span)
  _s_name(self, name)
  _s_type(self, type)
  _s_dims(self, dims)
  _s_default(self, default)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, name={self.name!r}, type={self.type!r}, dims={self.dims!r}, default={self.default!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.type,self.dims,self.default,)==(other.span,other.name,other.type,other.dims,other.default,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.type,self.dims,self.default,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','name','type','dims','default',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','name','type','dims','default',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b97(cls, defaults, setters):
 (_d_dims, _d_init, _d_ctor_args, ) = defaults
 (_s_span, _s_name, _s_type, _s_dims, _s_init, _s_ctor_args, ) = setters
 def __init__(self, span, name, type, dims=_d_dims, init=_d_init, ctor_args=_d_ctor_args):
  _s_span(self, span)
  _s_name(self, name)
  _s_type(self, type)
  _s_dims(self, dims)
  _s_init(self, init)
  _s_ctor_args(self, ctor_args)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, name={self.name!r}, type={self.type!r}, dims={self.dims!r}, init={self.init!r}, ctor_args={self.ctor_args!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.name,self.type,self.dims,self.init,self.ctor_args,)==(other.span,other.name,other.type,other.dims,other.init,other.ctor_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.name,self.type,self.dims,self.init,self.ctor_args,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','name','type','dims','init','ctor_args',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','name','type','dims','init','ctor_args',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b98(cls, defaults, setters):
 (_d_paren_left, _d_paren_right, ) = defaults
 (_s_span, _s_op, _s_left, _s_right, _s_paren_left, _s_paren_right, ) = setters
 def __init__(self, span, op, left, right, paren_left=_d_paren_left, paren_right=_d_paren_right):
  _s_span(self, span)
  _s_op(self, op)
  _s_left(self, left)
  _s_right(self, right)
  _s_paren_left(self, paren_left)
  _s_paren_right(self, paren_right)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, op={self.op!r}, left={self.left!r}, right={self.right!r}, paren_left={self.paren_left!r}, paren_right={self.paren_right!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.left,self.right,self.paren_left,self.paren_right,)==(other.span,other.op,other.left,other.right,other.paren_left,other.paren_right,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.left,self.right,self.paren_left,self.paren_right,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','op','left','right','paren_left','paren_right',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','op','left','right','paren_left','paren_right',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b99(cls, defaults, setters):
 (_d_postfix, ) = defaults
 (_s_span, _s_op, _s_operand, _s_postfix, ) = setters
 def __init__(self, span, op, operand, postfix=_d_postfix):
  _s_span(self, span)
  _s_op(self, op)
  _s_operand(self, operand)
  _s_postfix(self, postfix)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, op={self.op!r}, operand={self.operand!r}, postfix={self.postfix!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.operand,self.postfix,)==(other.span,other.op,other.operand,other.postfix,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.operand,self.postfix,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','op','operand','postfix',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','op','operand','postfix',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b100(cls, defaults, setters):
 (_s_span, _s_op, _s_target, _s_value, ) = setters
 def __init__(self, span, op, target, value):
  _s_span(self, span)
  _s_op(self, op)
  _s_target(self, target)
  _s_value(self, value)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, op={self.op!r}, target={self.target!r}, value={self.value!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.op,self.target,self.value,)==(other.span,other.op,other.target,other.value,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.op,self.target,self.value,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','op','target','value',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','op','target','value',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b101(cls, defaults, setters):
 (_s_span, _s_stmts, ) = setters
 def __init__(self, span, stmts):
  _s_span(self, span)
  _s_stmts(self, stmts)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, stmts={self.stmts!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.stmts,)==(other.span,other.stmts,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.stmts,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','stmts',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','stmts',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b102(cls, defaults, setters):
 (_s_span, _s_storage, _s_declarators, ) = setters
 def __init__(self, span, storage, declarators):
  _s_span(self, span)
  _s_storage(self, storage)
  _s_declarators(self, declarators)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, storage={self.storage!r}, declarators={self.declarators!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.storage,self.declarators,)==(other.span,other.storage,other.declarators,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.storage,self.declarators,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','storage','declarators',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','storage','declarators',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b103(cls, defaults, setters):
 (_s_span, _s_text, ) = setters
 def __init__(self, span, text):
  _s_span(self, span)
  _s_text(self, text)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, text={self.text!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,)==(other.span,other.text,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b104(cls, defaults, setters):
 (_d_pointers, _d_reference, _d_qualifiers, _d_template_args, ) = defaults
 (_s_span, _s_text, _s_base, _s_pointers, _s_reference, _s_qualifiers, _s_template_args, ) = setters
 def __init__(self, span, text, base, pointers=_d_pointers, reference=_d_reference, qualifiers=_d_qualifiers, template_args=_d_template_args):
  _s_span(self, span)
  _s_text(self, text)
  _s_base(self, base)
  _s_pointers(self, pointers)
  _s_reference(self, reference)
  _s_qualifiers(self, qualifiers)
  _s_template_args(self, template_args)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, text={self.text!r}, base={self.base!r}, pointers={self.pointers!r}, reference={self.reference!r}, qualifiers={self.qualifiers!r}, template_args={self.template_args!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,self.base,self.pointers,self.reference,self.qualifiers,self.template_args,)==(other.span,other.text,other.base,other.pointers,other.reference,other.qualifiers,other.template_args,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,self.base,self.pointers,self.reference,self.qualifiers,self.template_args,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','text','base','pointers','reference','qualifiers','template_args',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','text','base','pointers','reference','qualifiers','template_args',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b105(cls, defaults, setters):
 (_d_salvaged, ) = defaults
 (_s_span, _s_text, _s_reason, _s_salvaged, ) = setters
 def __init__(self, span, text, reason, salvaged=_d_salvaged):
  _s_span(self, span)
  _s_text(self, text)
  _s_reason(self, reason)
  _s_salvaged(self, salvaged)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, text={self.text!r}, reason={self.reason!r}, salvaged={self.salvaged!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.text,self.reason,self.salvaged,)==(other.span,other.text,other.reason,other.salvaged,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.text,self.reason,self.salvaged,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','text','reason','salvaged',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','text','reason','salvaged',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b106(cls, defaults, setters):
 (_d_kind, ) = defaults
 (_s_span, _s_type, _s_expr, _s_kind, ) = setters
 def __init__(self, span, type, expr, kind=_d_kind):
  _s_span(self, span)
  _s_type(self, type)
  _s_expr(self, expr)
  _s_kind(self, kind)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, type={self.type!r}, expr={self.expr!r}, kind={self.kind!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.type,self.expr,self.kind,)==(other.span,other.type,other.expr,other.kind,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.type,self.expr,self.kind,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','type','expr','kind',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','type','expr','kind',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b107(cls, defaults, setters):
 (_d_op, ) = defaults
 (_s_span, _s_type, _s_expr, _s_op, ) = setters
 def __init__(self, span, type, expr, op=_d_op):
  _s_span(self, span)
  _s_type(self, type)
  _s_expr(self, expr)
  _s_op(self, op)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, type={self.type!r}, expr={self.expr!r}, op={self.op!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.type,self.expr,self.op,)==(other.span,other.type,other.expr,other.op,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.type,self.expr,self.op,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','type','expr','op',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','type','expr','op',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b108(cls, defaults, setters):
 (_s_span, _s_value, ) = setters
 def __init__(self, span, value):
  _s_span(self, span)
  _s_value(self, value)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, value={self.value!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.value,)==(other.span,other.value,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.value,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','value',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','value',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b109(cls, defaults, setters):
 (_d_stmt, ) = defaults
 (_s_span, _s_value, _s_stmt, ) = setters
 def __init__(self, span, value, stmt=_d_stmt):
  _s_span(self, span)
  _s_value(self, value)
  _s_stmt(self, stmt)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, value={self.value!r}, stmt={self.stmt!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.value,self.stmt,)==(other.span,other.value,other.stmt,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.value,self.stmt,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','value','stmt',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','value','stmt',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b110(cls, defaults, setters):
 (_s_span, _s_value, _s_text, ) = setters
 def __init__(self, span, value, text):
  _s_span(self, span)
  _s_value(self, value)
  _s_text(self, text)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r}, value={self.value!r}, text={self.text!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,self.value,self.text,)==(other.span,other.value,other.text,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,self.value,self.text,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span','value','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span','value','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b111(cls, defaults, setters):
 (_s_span, ) = setters
 def __init__(self, span):
  _s_span(self, span)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(span={self.span!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.span,)==(other.span,)
  return NotImplemented
 def __hash__(self):
  return hash((self.span,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('span',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('span',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b112(cls, defaults, setters):
 (_s_text, _s_line, _s_column, _s_end_line, _s_end_column, _s_own_line, ) = setters
 def __init__(self, text, line, column, end_line, end_column, own_line):
  _s_text(self, text)
  _s_line(self, line)
  _s_column(self, column)
  _s_end_line(self, end_line)
  _s_end_column(self, end_column)
  _s_own_line(self, own_line)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(text={self.text!r}, line={self.line!r}, column={self.column!r}, end_line={self.end_line!r}, end_column={self.end_column!r}, own_line={self.own_line!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.text,self.line,self.column,self.end_line,self.end_column,self.own_line,)==(other.text,other.line,other.column,other.end_line,other.end_column,other.own_line,)
  return NotImplemented
 def __hash__(self):
  return hash((self.text,self.line,self.column,self.end_line,self.end_column,self.own_line,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('text','line','column','end_line','end_column','own_line',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('text','line','column','end_line','end_column','own_line',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b113(cls, defaults, setters):
 (_d_kernel, ) = defaults
 (_s_tool, _s_level, _s_text, _s_line, _s_kernel, ) = setters
 def __init__(self, tool, level, text, line, kernel=_d_kernel):
  _s_tool(self, tool)
  _s_level(self, level)
  _s_text(self, text)
  _s_line(self, line)
  _s_kernel(self, kernel)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(tool={self.tool!r}, level={self.level!r}, text={self.text!r}, line={self.line!r}, kernel={self.kernel!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.tool,self.level,self.text,self.line,self.kernel,)==(other.tool,other.level,other.text,other.line,other.kernel,)
  return NotImplemented
 def __hash__(self):
  return hash((self.tool,self.level,self.text,self.line,self.kernel,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('tool','level','text','line','kernel',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('tool','level','text','line','kernel',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b114(cls, defaults, setters):
 (_d_dims, _d_name, ) = defaults
 (_s_type_text, _s_pointers, _s_dims, _s_name, ) = setters
 def __init__(self, type_text, pointers, dims=_d_dims, name=_d_name):
  _s_type_text(self, type_text)
  _s_pointers(self, pointers)
  _s_dims(self, dims)
  _s_name(self, name)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(type_text={self.type_text!r}, pointers={self.pointers!r}, dims={self.dims!r}, name={self.name!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.type_text,self.pointers,self.dims,self.name,)==(other.type_text,other.pointers,other.dims,other.name,)
  return NotImplemented
 def __hash__(self):
  return hash((self.type_text,self.pointers,self.dims,self.name,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('type_text','pointers','dims','name',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('type_text','pointers','dims','name',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b115(cls, defaults, setters):
 (_d_x, _d_y, _d_z, ) = defaults
 (_s_x, _s_y, _s_z, ) = setters
 def __init__(self, x=_d_x, y=_d_y, z=_d_z):
  _s_x(self, x)
  _s_y(self, y)
  _s_z(self, z)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(x={self.x!r}, y={self.y!r}, z={self.z!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.x,self.y,self.z,)==(other.x,other.y,other.z,)
  return NotImplemented
 def __hash__(self):
  return hash((self.x,self.y,self.z,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('x','y','z',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('x','y','z',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


def _b116(cls, defaults, setters):
 (_s_line, _s_column, _s_end_line, _s_end_column, ) = setters
 def __init__(self, line, column, end_line, end_column):
  _s_line(self, line)
  _s_column(self, column)
  _s_end_line(self, end_line)
  _s_end_column(self, end_column)
 running = set()
 def __repr__(self):
  key = id(self), _get_ident()
  if key in running:
   return '...'
  running.add(key)
  try:
   return self.__class__.__qualname__ + f"(line={self.line!r}, column={self.column!r}, end_line={self.end_line!r}, end_column={self.end_column!r})"
  finally:
   running.discard(key)
 def __eq__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)==(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __lt__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)<(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __le__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)<=(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __gt__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)>(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __ge__(self, other):
  if other.__class__ is self.__class__:
   return (self.line,self.column,self.end_line,self.end_column,)>=(other.line,other.column,other.end_line,other.end_column,)
  return NotImplemented
 def __hash__(self):
  return hash((self.line,self.column,self.end_line,self.end_column,))
 def __setattr__(self, name, value):
  if type(self) is cls or name in ('line','column','end_line','end_column',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 def __delattr__(self, name):
  if type(self) is cls or name in ('line','column','end_line','end_column',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return (('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__), ('__lt__', __lt__), ('__le__', __le__), ('__gt__', __gt__), ('__ge__', __ge__), ('__hash__', __hash__), ('__setattr__', __setattr__), ('__delattr__', __delattr__), )


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
    "((True, True, True, False, False, False, False, False), (('ops', 'default', True, True, True, None, False), ('global_loads', 'default', True, True, True, None, False), ('global_stores', 'default', True, True, True, None, False), ('shared', 'default', True, True, True, None, False), ('loops', 'default', True, True, True, None, False), ('calls', 'factory', True, True, True, None, False), ('barriers', 'default', True, True, True, None, False), ('atomics', 'default', True, True, True, None, False), ('plain_loads', 'default', True, True, True, None, False)))": _b14,
    "((True, True, True, False, False, False, False, False), (('path', 'required', True, True, True, None, False), ('block_size', 'required', True, True, True, None, False), ('items', 'default', True, True, True, None, False), ('diagnostics', 'factory', True, True, True, None, False), ('messages', 'factory', True, True, True, None, False), ('message_rules', 'factory', True, True, True, None, False), ('settings', 'default', True, True, True, None, False), ('count', 'default', True, True, True, None, False), ('_checked', 'default', True, True, True, None, False)))": _b15,
    "((True, True, True, False, False, False, False, False), (('path', 'required', True, True, True, None, False), ('diagnostics', 'factory', True, True, True, None, False), ('kernels', 'default', True, True, True, None, False), ('launches', 'default', True, True, True, None, False), ('stats', 'factory', True, True, True, None, False), ('suppressions', 'default', True, True, True, None, False), ('error', 'default', True, True, True, None, False), ('note', 'default', True, True, True, None, False), ('model', 'default', True, True, True, None, False), ('partial', 'default', True, True, True, None, False)))": _b16,
    "((True, True, True, False, False, False, False, False), (('path', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('tu', 'required', True, True, True, None, False), ('model', 'required', True, True, True, None, False), ('index', 'required', True, True, True, None, False), ('warp_size', 'default', True, True, True, None, False)))": _b17,
    "((True, True, True, False, False, False, False, False), (('record', 'required', True, True, True, None, False), ('occupancy', 'default', True, True, True, None, False), ('key', 'default', True, True, True, None, False)))": _b18,
    "((True, True, True, False, False, False, False, False), (('records', 'required', True, True, True, None, False), ('aliases', 'required', True, True, True, None, False), ('enumerators', 'required', True, True, True, None, False)))": _b19,
    "((True, True, True, False, False, False, False, False), (('rule', 'required', True, True, True, None, False), ('severity', 'required', True, True, True, None, False), ('options', 'required', True, True, True, None, False), ('path', 'required', True, True, True, None, False), ('settings', 'factory', True, True, True, None, False), ('shared', 'factory', True, True, True, None, False)))": _b20,
    "((True, True, True, False, False, False, False, False), (('select', 'default', True, True, True, None, False), ('extend_select', 'default', True, True, True, None, False), ('ignore', 'default', True, True, True, None, False), ('per_file_ignores', 'factory', True, True, True, None, False), ('exclude', 'default', True, True, True, None, False), ('include', 'default', True, True, True, None, False), ('targets', 'default', True, True, True, None, False), ('targets_given', 'default', True, True, True, None, False), ('compile_flags', 'default', True, True, True, None, False), ('compile_commands', 'default', True, True, True, None, False), ('fail_on', 'default', True, True, True, None, False), ('block_size', 'default', True, True, True, None, False), ('block_shape', 'default', True, True, True, None, False), ('kernels', 'factory', True, True, True, None, False), ('programs', 'factory', True, True, True, None, False), ('rule_options', 'factory', True, True, True, None, False), ('severities', 'factory', True, True, True, None, False), ('source', 'default', True, True, True, None, False), ('root', 'default', True, True, True, None, False), ('baseline', 'default', True, True, True, None, False), ('baseline_kernels', 'default', True, True, True, None, False), ('products', 'default', True, True, True, None, False)))": _b21,
    "((True, True, True, False, False, False, False, False), (('storage', 'factory', True, True, True, None, False), ('quals', 'factory', True, True, True, None, False), ('words', 'factory', True, True, True, None, False), ('targs', 'default', True, True, True, None, False), ('bounds', 'default', True, True, True, None, False), ('attrs', 'factory', True, True, True, None, False), ('text', 'default', True, True, True, None, False), ('span', 'default', True, True, True, None, False)))": _b22,
    "((True, True, True, False, False, False, False, False), (('text', 'required', True, True, True, None, False), ('comments', 'required', True, True, True, None, False), ('macros', 'required', True, True, True, None, False), ('includes', 'required', True, True, True, None, False), ('skipped', 'factory', True, True, True, None, False), ('expansions', 'factory', True, True, True, None, False), ('error', 'default', True, True, True, None, False), ('segments', 'factory', True, False, True, None, False)))": _b23,
    "((True, True, True, False, False, False, False, False), (('values', 'factory', True, True, True, None, False), ('parent', 'default', True, True, True, None, False), ('arrays', 'factory', True, True, True, None, False), ('integers', 'factory', True, True, True, None, False), ('out_params', 'factory', True, True, True, None, False), ('types', 'factory', True, True, True, None, False)))": _b24,
    "((True, True, True, False, False, False, False, False), (('verb', 'required', True, True, True, None, False), ('written', 'required', True, True, True, None, False), ('selectors', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('own_line', 'required', True, True, True, None, False), ('first', 'default', True, True, True, None, False), ('last', 'default', True, True, True, None, False), ('used', 'factory', True, True, True, None, False)))": _b25,
    "((True, True, True, False, False, False, True, False), (('kernel', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('arch', 'default', True, True, True, None, False), ('vendor', 'default', True, True, True, None, False), ('registers', 'default', True, True, True, None, False), ('shared_bytes', 'default', True, True, True, None, False), ('constant_bytes', 'factory', True, True, True, None, False), ('stack_bytes', 'default', True, True, True, None, False), ('spill_store_bytes', 'default', True, True, True, None, False), ('spill_load_bytes', 'default', True, True, True, None, False), ('barriers', 'default', True, True, True, None, False), ('global_bytes', 'default', True, True, True, None, False), ('local_bytes', 'default', True, True, True, None, False), ('cumulative_stack_bytes', 'default', True, True, True, None, False), ('textures', 'default', True, True, True, None, False), ('samplers', 'default', True, True, True, None, False), ('surfaces', 'default', True, True, True, None, False), ('compile_time_ms', 'default', True, True, True, None, False), ('max_registers_limit', 'default', True, True, True, None, False), ('spill_warning', 'default', True, True, True, None, False), ('device_functions', 'factory', True, True, True, None, False), ('sgprs', 'default', True, True, True, None, False), ('agprs', 'default', True, True, True, None, False), ('scratch_bytes', 'default', True, True, True, None, False), ('dynamic_stack', 'default', True, True, True, None, False), ('occupancy_waves_per_simd', 'default', True, True, True, None, False), ('sgpr_spills', 'default', True, True, True, None, False), ('vgpr_spills', 'default', True, True, True, None, False), ('lds_bytes', 'default', True, True, True, None, False), ('location', 'default', True, True, True, None, False), ('log', 'default', True, True, True, None, False), ('wave_size', 'default', True, True, True, None, False)))": _b26,
    "((True, True, True, False, False, False, True, False), (('kernel', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('stack_bytes', 'default', True, True, True, None, False), ('spill_store_bytes', 'default', True, True, True, None, False), ('spill_load_bytes', 'default', True, True, True, None, False), ('standalone', 'default', True, True, True, None, False)))": _b27,
    "((True, True, True, False, False, True, False, False), (('acc', 'required', True, True, True, None, False), ('subst', 'required', True, True, True, None, False), ('warp_free', 'default', True, True, True, None, False)))": _b28,
    "((True, True, True, False, False, True, False, False), (('access', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('assumed', 'required', True, True, True, None, False), ('known', 'required', True, True, True, None, False), ('per_request', 'default', True, True, True, None, False), ('ideal', 'default', True, True, True, None, False), ('reason', 'default', True, True, True, None, False), ('units', 'default', True, True, True, None, False), ('requests', 'default', True, True, True, None, False), ('whole_grid', 'default', True, True, True, None, False), ('template', 'default', True, True, True, None, False), ('file', 'default', True, True, True, None, False), ('condition', 'default', True, True, True, None, False)))": _b29,
    "((True, True, True, False, False, True, False, False), (('arch', 'required', True, True, True, None, False), ('vendor', 'required', True, True, True, None, False), ('threads_per_block', 'required', True, True, True, None, False), ('registers_per_thread', 'required', True, True, True, None, False), ('shared_bytes', 'required', True, True, True, None, False), ('dynamic_shared_bytes', 'required', True, True, True, None, False), ('warp_size', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('active_warps', 'required', True, True, True, None, False), ('max_warps', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('limiter', 'required', True, True, True, None, False), ('limits', 'factory', True, True, True, None, False), ('requires_opt_in', 'default', True, True, True, None, False), ('reason', 'default', True, True, True, None, False), ('waves_per_simd', 'default', True, True, True, None, False), ('details', 'factory', True, True, True, None, False), ('limiting_factors', 'default', True, True, True, None, False)))": _b30,
    "((True, True, True, False, False, True, False, False), (('arms', 'required', True, True, True, None, False), ('predicated', 'required', True, True, True, None, False), ('why', 'required', True, True, True, None, False)))": _b31,
    "((True, True, True, False, False, True, False, False), (('base', 'required', True, True, True, None, False), ('pointers', 'default', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('space', 'default', True, True, True, None, False)))": _b32,
    "((True, True, True, False, False, True, False, False), (('block', 'required', True, True, True, None, False), ('grid', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('args', 'default', True, True, True, None, False), ('bound', 'default', True, True, True, None, False), ('assumed', 'default', True, True, True, None, False)))": _b33,
    "((True, True, True, False, False, True, False, False), (('first', 'required', True, True, True, None, False), ('second', 'required', True, True, True, None, False), ('t1', 'required', True, True, True, None, False), ('t2', 'required', True, True, True, None, False), ('b1', 'required', True, True, True, None, False), ('b2', 'required', True, True, True, None, False), ('offset', 'required', True, True, True, None, False), ('env', 'required', True, True, True, None, False), ('same_warp', 'required', True, True, True, None, False), ('iters', 'required', True, True, True, None, False)))": _b34,
    "((True, True, True, False, False, True, False, False), (('fixed', 'default', True, True, True, None, False), ('upper', 'default', True, True, True, None, False), ('threads', 'default', True, True, True, None, False), ('reasons', 'default', True, True, True, None, False), ('bound_reason', 'default', True, True, True, None, False)))": _b35,
    "((True, True, True, False, False, True, False, False), (('func', 'required', True, True, True, None, False), ('races', 'required', True, True, True, None, False), ('uninit', 'required', True, True, True, None, False)))": _b36,
    "((True, True, True, False, False, True, False, False), (('id', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('category', 'required', True, True, True, None, False), ('severity', 'required', True, True, True, None, False), ('default_enabled', 'required', True, True, True, None, False), ('applies_to', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('options', 'factory', True, True, True, None, False), ('docs', 'factory', True, True, True, None, False), ('references', 'default', True, True, True, None, False), ('since', 'default', True, True, True, None, False), ('aliases', 'default', True, True, True, None, False)))": _b37,
    "((True, True, True, False, False, True, False, False), (('kernel', 'required', True, True, True, None, False), ('kernel_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('grid', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('block_span', 'required', True, True, True, None, False), ('dynamic_shared_bytes', 'required', True, True, True, None, False), ('smem_span', 'required', True, True, True, None, False), ('via', 'required', True, True, True, None, False), ('function', 'required', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('static_shared_bytes', 'default', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('arity', 'default', True, True, True, None, False), ('arg_values', 'default', True, True, True, None, False), ('arg_offsets', 'default', True, True, True, None, False), ('arg_kinds', 'default', True, True, True, None, False)))": _b38,
    "((True, True, True, False, False, True, False, False), (('kernel', 'required', True, True, True, None, False), ('launches', 'required', True, True, True, None, False), ('known', 'required', True, True, True, None, False), ('unknown', 'required', True, True, True, None, False), ('limits', 'required', True, True, True, None, False), ('stated', 'required', True, True, True, None, False), ('axes', 'required', True, True, True, None, False), ('block_size', 'default', True, True, True, None, False), ('grid', 'default', True, True, True, None, False)))": _b39,
    "((True, True, True, False, False, True, False, False), (('launches', 'required', True, True, True, None, False), ('kernels', 'required', True, True, True, None, False), ('bound', 'required', True, True, True, None, False), ('reaching', 'required', True, True, True, None, False)))": _b40,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('description', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False), ('multiprocessors', 'required', True, True, True, None, False), ('memory_clock_mhz', 'required', True, True, True, None, False), ('bus_width_bits', 'required', True, True, True, None, False), ('stated_bandwidth_gbs', 'required', True, True, True, None, False), ('aliases', 'default', True, True, True, None, False)))": _b41,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('qualified_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('qualifiers', 'required', True, True, True, None, False)))": _b42,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('qualified_name', 'required', True, True, True, None, False), ('file', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('template_params', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('launch_bounds', 'required', True, True, True, None, False), ('launch_bounds_span', 'required', True, True, True, None, False), ('static_shared_bytes', 'required', True, True, True, None, False), ('dynamic_shared', 'required', True, True, True, None, False), ('parsed', 'required', True, True, True, None, False)))": _b43,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('term', 'required', True, True, True, None, False), ('thread', 'required', True, True, True, None, False), ('data', 'required', True, True, True, None, False), ('has_barrier', 'required', True, True, True, None, False), ('unsigned', 'default', True, True, True, None, False), ('warp_sync', 'default', True, True, True, None, False), ('outs', 'default', True, True, True, None, False)))": _b44,
    "((True, True, True, False, False, True, False, False), (('name', 'required', True, True, True, None, False), ('vendor', 'required', True, True, True, None, False), ('description', 'required', True, True, True, None, False), ('params', 'factory', True, True, False, False, False)))": _b45,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('val', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False)))": _b46,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('val', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('path', 'default', True, True, True, None, False), ('partial', 'default', True, True, True, None, False)))": _b47,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('guards', 'required', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b48,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('mask', 'required', True, True, True, None, False), ('tile', 'required', True, True, True, None, False), ('guards', 'required', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b49,
    "((True, True, True, False, False, True, False, False), (('node', 'required', True, True, True, None, False), ('space', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('size', 'required', True, True, True, None, False), ('addr', 'required', True, True, True, None, False), ('root', 'required', True, True, True, None, False), ('path', 'required', True, True, True, None, False), ('path_known', 'default', True, True, True, None, False), ('type_name', 'default', True, True, True, None, False), ('kernel', 'default', True, True, True, None, False), ('row_bytes', 'default', True, True, True, None, False), ('via', 'default', True, True, True, None, False), ('params', 'default', True, True, True, None, False)))": _b50,
    "((True, True, True, False, False, True, False, False), (('path', 'required', True, True, True, None, False), ('kernels', 'required', True, True, True, None, False), ('device_functions', 'required', True, True, True, None, False), ('launches', 'required', True, True, True, None, False), ('hip', 'required', True, True, True, None, False), ('smem_opt_in', 'required', True, True, True, None, False), ('parse_errors', 'required', True, True, True, None, False), ('includes', 'default', True, True, True, None, False), ('declared', 'default', True, True, True, None, False), ('header_kernels', 'default', True, True, True, None, False), ('has_main', 'default', True, True, True, None, False), ('usings', 'default', True, True, True, None, False)))": _b51,
    "((True, True, True, False, False, True, False, False), (('path', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('note', 'default', True, True, True, None, False)))": _b52,
    "((True, True, True, False, False, True, False, False), (('product', 'required', True, True, True, None, False), ('blocks', 'required', True, True, True, None, False), ('per_wave', 'required', True, True, True, None, False), ('count', 'required', True, True, True, None, False), ('last_blocks', 'required', True, True, True, None, False)))": _b53,
    "((True, True, True, False, False, True, False, False), (('read', 'required', True, True, True, None, False), ('thread', 'required', True, True, True, None, False), ('block', 'required', True, True, True, None, False), ('offset', 'required', True, True, True, None, False), ('env', 'required', True, True, True, None, False), ('skipped', 'required', True, True, True, None, False), ('launch', 'required', True, True, True, None, False)))": _b54,
    "((True, True, True, False, False, True, False, False), (('registers', 'required', True, True, True, None, False), ('shared_memory', 'required', True, True, True, None, False), ('best_block_size', 'required', True, True, True, None, False), ('best_block_blocks_per_sm', 'required', True, True, True, None, False), ('best_block_occupancy', 'required', True, True, True, None, False)))": _b55,
    "((True, True, True, False, False, True, False, False), (('select', 'default', True, True, True, None, False), ('extend_select', 'default', True, True, True, None, False), ('ignore', 'default', True, True, True, None, False), ('enabled', 'factory', True, True, True, None, False)))": _b56,
    "((True, True, True, False, False, True, False, False), (('shape', 'required', True, True, True, None, False), ('warp', 'required', True, True, True, None, False), ('first', 'required', True, True, True, None, False), ('second', 'required', True, True, True, None, False), ('warps', 'required', True, True, True, None, False), ('of', 'required', True, True, True, None, False), ('minority', 'required', True, True, True, None, False), ('most_true', 'default', True, True, True, None, False), ('most_false', 'default', True, True, True, None, False), ('same_groups', 'default', True, True, True, None, False)))": _b57,
    "((True, True, True, False, False, True, False, False), (('site', 'required', True, True, True, None, False), ('shape', 'required', True, True, True, None, False), ('warp', 'required', True, True, True, None, False), ('mask', 'required', True, True, True, None, False), ('missing', 'required', True, True, True, None, False), ('guard', 'required', True, True, True, None, False), ('exited', 'required', True, True, True, None, False), ('tail', 'required', True, True, True, None, False)))": _b58,
    "((True, True, True, False, False, True, False, False), (('site', 'required', True, True, True, None, False), ('split', 'required', True, True, True, None, False)))": _b59,
    "((True, True, True, False, False, True, False, False), (('space', 'required', True, True, True, None, False), ('witness', 'required', True, True, True, None, False), ('launch', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('cross_block', 'required', True, True, True, None, False), ('same_loop_iters', 'required', True, True, True, None, False)))": _b60,
    "((True, True, True, False, False, True, False, False), (('span', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('help', 'required', True, True, True, None, False), ('start_line', 'default', True, True, True, None, False)))": _b61,
    "((True, True, True, False, False, True, False, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('why', 'required', True, True, True, None, False), ('next_line', 'default', True, True, True, None, False)))": _b62,
    "((True, True, True, False, False, True, False, False), (('start', 'required', True, True, True, None, False), ('end', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('active_warps', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('limiter', 'required', True, True, True, None, False), ('current', 'default', True, True, True, None, False)))": _b63,
    "((True, True, True, False, False, True, False, False), (('term', 'required', True, True, True, None, False), ('thread', 'default', True, True, True, None, False), ('data', 'default', True, True, True, None, False), ('unsigned', 'default', True, True, True, None, False)))": _b64,
    "((True, True, True, False, False, True, False, False), (('value', 'required', True, True, True, None, False), ('occupancy', 'required', True, True, True, None, False), ('blocks_per_sm', 'required', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('compiler_flag', 'default', True, True, True, None, False)))": _b65,
    "((True, True, True, False, False, True, False, False), (('x', 'required', True, True, True, None, False), ('y', 'default', True, True, True, None, False), ('z', 'default', True, True, True, None, False), ('label', 'default', True, True, True, None, False), ('assumed', 'default', True, True, True, None, False), ('bind', 'default', True, True, True, None, False), ('why', 'default', True, True, True, None, False)))": _b66,
    "((True, True, True, False, False, True, True, False), (('edits', 'required', True, True, True, None, False), ('applicability', 'default', True, True, True, None, False), ('title', 'default', True, True, True, None, False)))": _b67,
    "((True, True, True, False, False, True, True, False), (('kind', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('args', 'default', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('launch', 'default', True, True, True, None, False), ('site', 'default', True, True, True, None, False), ('helper', 'default', True, True, True, None, False)))": _b68,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('column', 'required', True, True, True, None, False), ('end_line', 'required', True, True, True, None, False), ('end_column', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False)))": _b69,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('file', 'default', True, True, True, None, False), ('variadic', 'default', True, True, True, None, False), ('_toks', 'factory', True, False, False, None, False)))": _b70,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False)))": _b71,
    "((True, True, True, False, False, True, True, False), (('name', 'required', True, True, True, None, False), ('union', 'required', True, True, True, None, False), ('members', 'required', True, True, True, None, False), ('align', 'default', True, True, True, None, False)))": _b72,
    "((True, True, True, False, False, True, True, False), (('names', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False), ('first', 'required', True, True, True, None, False)))": _b73,
    "((True, True, True, False, False, True, True, False), (('path', 'required', True, True, True, None, False), ('items', 'required', True, True, True, None, False), ('errors', 'default', True, True, True, None, False), ('source', 'default', True, True, True, None, False), ('types', 'default', True, True, True, None, False), ('macros', 'default', True, True, True, None, False), ('comments', 'default', True, True, True, None, False)))": _b74,
    "((True, True, True, False, False, True, True, False), (('rule_id', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('severity', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False), ('path', 'required', True, True, True, None, False), ('span', 'required', True, True, True, None, False), ('symbol', 'default', True, True, True, None, False), ('arch', 'default', True, True, True, None, False), ('help', 'default', True, True, True, None, False), ('extra', 'factory', True, True, False, False, False), ('fix', 'default', True, True, False, False, False)))": _b75,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('field', 'required', True, True, True, None, False), ('arrow', 'default', True, True, True, None, False)))": _b76,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('index', 'required', True, True, True, None, False)))": _b77,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False)))": _b78,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('captures', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('specifiers', 'default', True, True, True, None, False)))": _b79,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False)))": _b80,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('then', 'required', True, True, True, None, False), ('other', 'default', True, True, True, None, False), ('init', 'default', True, True, True, None, False)))": _b81,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('then', 'required', True, True, True, None, False), ('other', 'required', True, True, True, None, False)))": _b82,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('decl', 'required', True, True, True, None, False), ('scope', 'default', True, True, True, None, False)))": _b83,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False)))": _b84,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('exprs', 'required', True, True, True, None, False)))": _b85,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('func', 'required', True, True, True, None, False), ('args', 'required', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False)))": _b86,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('id', 'required', True, True, True, None, False)))": _b87,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('init', 'required', True, True, True, None, False), ('cond', 'required', True, True, True, None, False), ('step', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('range', 'default', True, True, True, None, False)))": _b88,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('items', 'required', True, True, True, None, False)))": _b89,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kernel', 'required', True, True, True, None, False), ('config', 'required', True, True, True, None, False), ('args', 'required', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False), ('via', 'default', True, True, True, None, False)))": _b90,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('default', 'default', True, True, True, None, False)))": _b91,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('kind', 'required', True, True, True, None, False), ('value', 'default', True, True, True, None, False), ('label', 'default', True, True, True, None, False)))": _b92,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('label', 'required', True, True, True, None, False), ('stmt', 'required', True, True, True, None, False)))": _b93,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('message', 'required', True, True, True, None, False)))": _b94,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('name_span', 'required', True, True, True, None, False), ('qualifiers', 'required', True, True, True, None, False), ('return_type', 'required', True, True, True, None, False), ('params', 'required', True, True, True, None, False), ('body', 'required', True, True, True, None, False), ('template_params', 'default', True, True, True, None, False), ('launch_bounds', 'default', True, True, True, None, False), ('scope', 'default', True, True, True, None, False), ('attributes', 'default', True, True, True, None, False)))": _b95,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('default', 'default', True, True, True, None, False)))": _b96,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('name', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('init', 'default', True, True, True, None, False), ('ctor_args', 'default', True, True, True, None, False)))": _b97,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('left', 'required', True, True, True, None, False), ('right', 'required', True, True, True, None, False), ('paren_left', 'default', True, True, True, None, False), ('paren_right', 'default', True, True, True, None, False)))": _b98,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('operand', 'required', True, True, True, None, False), ('postfix', 'default', True, True, True, None, False)))": _b99,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('op', 'required', True, True, True, None, False), ('target', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False)))": _b100,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('stmts', 'required', True, True, True, None, False)))": _b101,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('storage', 'required', True, True, True, None, False), ('declarators', 'required', True, True, True, None, False)))": _b102,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False)))": _b103,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('base', 'required', True, True, True, None, False), ('pointers', 'default', True, True, True, None, False), ('reference', 'default', True, True, True, None, False), ('qualifiers', 'default', True, True, True, None, False), ('template_args', 'default', True, True, True, None, False)))": _b104,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('reason', 'required', True, True, True, None, False), ('salvaged', 'default', True, True, True, None, False)))": _b105,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False), ('kind', 'default', True, True, True, None, False)))": _b106,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('type', 'required', True, True, True, None, False), ('expr', 'required', True, True, True, None, False), ('op', 'default', True, True, True, None, False)))": _b107,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False)))": _b108,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False), ('stmt', 'default', True, True, True, None, False)))": _b109,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False), ('value', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False)))": _b110,
    "((True, True, True, False, False, True, True, False), (('span', 'required', True, True, True, None, False),))": _b111,
    "((True, True, True, False, False, True, True, False), (('text', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('column', 'required', True, True, True, None, False), ('end_line', 'required', True, True, True, None, False), ('end_column', 'required', True, True, True, None, False), ('own_line', 'required', True, True, True, None, False)))": _b112,
    "((True, True, True, False, False, True, True, False), (('tool', 'required', True, True, True, None, False), ('level', 'required', True, True, True, None, False), ('text', 'required', True, True, True, None, False), ('line', 'required', True, True, True, None, False), ('kernel', 'default', True, True, True, None, False)))": _b113,
    "((True, True, True, False, False, True, True, False), (('type_text', 'required', True, True, True, None, False), ('pointers', 'required', True, True, True, None, False), ('dims', 'default', True, True, True, None, False), ('name', 'default', True, True, True, None, False)))": _b114,
    "((True, True, True, False, False, True, True, False), (('x', 'default', True, True, True, None, False), ('y', 'default', True, True, True, None, False), ('z', 'default', True, True, True, None, False)))": _b115,
    "((True, True, True, True, False, True, True, False), (('line', 'required', True, True, True, None, False), ('column', 'required', True, True, True, None, False), ('end_line', 'required', True, True, True, None, False), ('end_column', 'required', True, True, True, None, False)))": _b116,
}
