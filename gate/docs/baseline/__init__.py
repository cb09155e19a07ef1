"""Grading the whole repository through the Message Batches API, into the verdict cache."""
