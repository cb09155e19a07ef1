"""Judges: the seam they share (`seam.py`), each judge behind it, and choosing one (`choose.py`)."""
