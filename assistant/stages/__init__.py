"""The answer pipeline's stages, one module each, in the order `Assistant.ask` runs them:

    analyse → scope → retrieve → calculate → gate → answer → verify → cite → Answer

Each stage has a cheap constructor and one typed `run` that returns a dataclass; the
runner (runner.py) times them. See docs/ARCHITECTURE.md.
"""

STAGES = ("analyse", "scope", "retrieve", "calculate", "gate", "answer", "verify", "cite")
