"""Publishing a report: the sticky comment, check run, status and review comments, the runner's
summary and outputs, and the trusted second phase for forks."""
