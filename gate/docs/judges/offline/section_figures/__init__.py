"""The figures a Markdown section gives, read against those its document gives: a term's
figures and units (`document_figures.py`), due dates, a rate's period and base, a state's
duration, and a bound given in words where another section gives a figure.

Each module reads plain text and imports only `shared/`.
"""
