"""The session stage of a run: which audit is this change's, read from where (the head
commit, the agent's own workflow run) and trusted how (what GitHub says of the pull request).

It may read what the change is (`change/`), below it; never the run's order above it.
"""
