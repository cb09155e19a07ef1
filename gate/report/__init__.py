"""Decide and report: the three-state verdict and `grade.json`."""
