"""The HTML report (`--html DIR`): one self-contained page a reviewer opens from the comment.

The comment stops at GitHub's 65,536 characters; the page holds every (artifact, criterion)
pair, each drafted file with its graded lines marked, and the session's dimensions and trend.
It is one file that works from a downloaded artifact: no request of any kind (a
Content-Security-Policy forbids them), tables first, and a little script that draws the pairs
table a window at a time (filtering, sorting and grouping repeated whys in memory) and keeps a
reviewer's own labels for export as a gold set. It is a sink like the others: rendered by
Jinja2 with autoescaping, text shortened as the comment shortens it, secrets redacted.
"""
