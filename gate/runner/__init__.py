"""The run: context → configuration → grades → report → publishing, in order."""
