"""CLEO's own session grader, rebuilt as the reference of the session benchmarks (`build.py`)."""
