"""Small helpers every stage uses: time, console, errors, files, text, redaction."""
