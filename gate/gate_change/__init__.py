"""A pull request that changes the gate itself: what would change once it is merged.

The grade is always the base's; this package reads the head's `signalforge.yml` and the
workflows that run the gate, and names the effective difference (bars, enforcement, criteria,
judge, ceilings, the gate step's settings) at the top of every report.
"""
