"""Data races and uninitialised shared reads (KL107, KL108, KL109): barrier intervals over the lane model.

The memory interpreter (analysis/memory: MemInterp) gives every shared and global access of a kernel as a byte
address term over the thread indices, the block-uniform symbols and loop iteration counts, with the condition a
thread meets to execute it. `RaceInterp` runs it once more per launch shape and keeps, in program order, an event
log: the accesses (plain loads and stores, and atomics), the block barriers (`__syncthreads` and its forms,
cooperative groups' block sync, helpers that hold one), the warp-level orderings (`__syncwarp` and a tile's `sync()`:
they order the accesses of the lanes of one warp; votes and shuffles order no memory, interp.WARP_FENCES) and the
loops (each with its iteration symbol and condition).

The log is cut into barrier intervals (`_Walk`): accesses between the same two block barriers may run in any
order in different threads. A loop whose body holds a barrier gives its per-iteration intervals, the interval that
joins the end of iteration k to the start of iteration k+1, and joins its first iteration's head to the code
before it and its last tail to the code after it; a loop without one is part of the enclosing interval with every
pair of iterations open (each side's iteration count sampled on its own).

Two accesses of one interval race when two different threads of one block execute them on overlapping bytes, at
least one writes, and not both are atomic (`pair_race`). Every thread of the block is evaluated for each launch
shape (analysis/warps: consecutive linear ids form warps). What is unknown is sampled: blockIdx and iteration
counts existentially (some block, some iteration), kernel arguments universally (the race must hold for every
sampled value: `s[t * stride]` with a run-time stride is no claim; one that bounds only loops and no address of
the pair, existentially: the race of two iterations in the launches whose loop runs twice), tail guards (`i < n`) taken as true. Accesses
ordered only by a warp-level sync race only between threads of different warps. Not races: writes of the same
block-uniform value (`flag = 1` by many threads: benign, and compute-sanitizer is silent on them too), accesses
whose address or path depends on loaded data (no claim), different arrays (distinct `__shared__` arrays and
distinct pointer parameters are taken not to alias).

Global memory (KL109) is judged the same way inside a block, and, when the launch's grid is known to have more
than one block, across blocks over the whole kernel (barriers order nothing between blocks). A plain read of a
location other threads update atomically is a note.

Uninitialised shared reads (KL108, `uninit_reads`): a read by a thread that itself wrote the array earlier (by any
thread where the writes' guards read no kernel argument: `lane == 0` is exact), of
bytes no store before it (program order, every iteration of earlier loops) wrote in any thread of the block, for
some sampled block and argument (the tail guard's `n` cutting the block). No claim when the array may be written
where the model cannot see it: an unknown address or a data-dependent guard on a write, the array handed to a call
that is not followed, inline assembly, two `extern __shared__` arrays (they alias), a loop whose trip count is
not known.

The launch shapes come from `race_launches`, the one place that reads the launches (for the launch-facts
service to take over).

Modules: `log` (the event log and records), `interp` (RaceInterp; `inert`: helpers whose body logs nothing), `peel` (the first iteration of a loop whose
index the interpreter loses), `intervals`, `worlds`, `pairs` (KL107/KL109),
`uninit` (KL108; `sinks`: the store a read's value only moves into), `driver` (`race_launches`, `kernel_races`), `perblock` (values that differ between blocks
without naming blockIdx: no claim across blocks on an address over one), `samevalue` (a store whose value every
racing thread computes the same from what they share: Race.same, a note), `locks` (the critical sections of a spin
lock: their accesses are never paired), `tickets` (a `__shared__` flag set from an atomic's ticket, true in at most
one block: the last-block idiom's accesses are never paired across blocks), `firstuse` (the first access through
each pointer parameter: KL504).
"""
