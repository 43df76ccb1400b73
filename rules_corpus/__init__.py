"""The store's rule texts: one folder per game (game.toml + Markdown documents).

A package only so that the corpus ships inside the wheel; it holds data, not code.
"""
