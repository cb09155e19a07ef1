"""`python -m gate` runs the same command line as the `signalforge-gate` console script."""

from gate.cli.process import entry

entry()
