"""Gold sets and how far a judge agrees with them: reading a gold set and a team's labels,
judging it through the grader's own engine (and the offline floor's checks), the statistics
and the pass marks they suggest.

It imports nothing of what is kept of a calibration above it (the signed record, drift, the
statement every grade carries, what `calibrate` prints).
"""
