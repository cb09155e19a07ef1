"""SignalForge's contract with the judge.

The envelope rule, the prompts, the reply parser and the rubric: what both tools must mean alike.
"""
