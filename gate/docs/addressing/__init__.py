"""Drafted text written to the grader instead of the reader.

The detector, its rules, and what the grade does about what it finds.
"""
