"""What one text states of a measure, read against what a sibling or a test states of it: its
bounds, the cadence its data arrives at, the cap its range test must respect, a difference, a
scale, and the basis (gross or net) a deduction is taken on.
"""
