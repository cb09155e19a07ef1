"""What a text leaves its reader to guess: terms and qualifiers no text pins down, a thing
acted on but never named, a yardstick with no figure, a procedure whose steps name no
command or no one, and what makes a section unclear to a reader of the whole document.

It reads what a text tells (`telling/`) and the shared words (`shared/`), nothing above.
"""
