"""CUDA/HIP source front end: preprocessing (preprocess.py), grammar and semantic model."""
