"""A Markdown section against the other sections of its document.

`document_sections.py` gathers the checks: facts, claims, scope, conversions, gap policies,
flagged totals, contact numbers and names a section states otherwise than its document
does; `spelt_out.py` reads the acronyms a document spells out. The figures a section gives
are read in `section_figures/`, what it leaves open in `left_open/`, both below it.
"""
