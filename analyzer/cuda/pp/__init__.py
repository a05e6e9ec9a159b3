"""Preprocessing: comments, directives, conditional compilation and macros (`preprocess()` in preprocess.py).

Hands on a `Preprocessed`: the text with directives and comments blanked and macros expanded (same line
count), the comments, the macros in effect and the map back to original coordinates."""
