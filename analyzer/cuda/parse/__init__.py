"""Parsing: tokens of the preprocessed text (tokens.py, classify.py), the LALR driver (lalr.py), error regions
(regions.py) and the IR builders (build_*.py); `parse()` in parser.py hands on an ast.TranslationUnit."""
