"""CUDA/HIP source front end, in three stages: pp/ (preprocessing), parse/ (tokens, classification, LALR, IR
building) and model/ (evaluation, dims, kernels, launches, the run-wide index); ast.py (the IR) and query.py
(walking and reading the IR) serve all three."""
