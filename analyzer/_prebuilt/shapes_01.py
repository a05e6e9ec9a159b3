"""Method builders of analyzer.prebuilt (the index is analyzer/_prebuilt/__init__.py's BUILDERS).

Written by tools/gen_prebuilt.py: do not edit (run it again after adding or editing a record or IR class).
"""

# fmt: off
# ruff: noqa
from _thread import get_ident as _get_ident
from dataclasses import FrozenInstanceError

from analyzer._prebuilt.factory import FACTORY

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


BUILDERS = {
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
}
