"""What a run needs from a forge, behind one interface, with one folder per forge.

`gate.forge.seam` says what a forge is to the gate (who the change is, its files and their
bytes, the sticky note, the status, inline comments, the bot's identity); `github/` and
`gitlab/` are the two forges behind it. The runner, grading and the report stay forge-free:
they speak to a `Forge`, never to PyGithub or python-gitlab.
"""
