"""One lint run: the sources (sources.py: parse, model and source checks per file, in parallel), the compiler
records joined to launches (join.py), the checks runner (engine.py) and the one finalize() that applies
per-file-ignores, inline suppressions (suppress.py) and KL002 once over all of a run's findings."""
