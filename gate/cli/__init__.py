"""The command line: argument parsing, the process around a command, run options, progress."""
