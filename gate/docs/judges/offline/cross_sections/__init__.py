"""A Markdown section read against what another section of its document tells it: a command
run with a flag another section forbids, a role requested under another name, a section sent
to for what it does not hold, a quantity counted in one unit and given in another, and a term
counted over other ends than the section headed by it defines.

Below `sections/`, which gathers a document's findings; each reading here sees only the words
of the sections it compares and the shared finding.
"""
