"""A model's stated grain and keys against its `unique`, unique-combination and
`relationships` tests: what a row is, which rows a key allows, and which model a foreign key
joins to.

Below the project's other context readings (`context/` asks these) and above the model's
built index (`model_context/`), which the grain reading reads.
"""
