"""How much of a session audit the gate reads: the bounds that keep any input cheap.

An audit log is pull-request content, so its size is chosen by whoever opened the pull
request. These limits make the work and the memory of reading one bounded whatever it holds:
a 1 MB gzip that inflates to 1 GiB without a newline is read for at most one entry's worth of
bytes, then named as too large. Both are far above what CLEO writes (an entry is a few hundred
bytes; a million-entry log is about 250 MB).
"""

from __future__ import annotations

#: Bytes read from one audit file, counted after decompression. Past it, reading stops with a
#: `too_large` problem and the rest of the file is reported as unread.
MAX_AUDIT_BYTES = 1 << 30
#: Bytes of one entry: a JSON-lines line or one item of a JSON array. A longer one is named
#: `too_large`, and reading of that file stops there (there is no cheap, safe place to resume).
MAX_ENTRY_BYTES = 4 << 20
#: The size of each read while streaming a JSON document. Small enough that a chunk's records
#: and the rubric's columns of them stay in the processor's cache while they are counted:
#: 1 MiB reads graded a million-entry log about a fifth slower.
CHUNK_BYTES = 128 << 10
#: Sessions graded from one run's audits. Each session graded costs a tally and a grade (a few
#: KB); past this many, the entries of further sessions are counted, not graded, and reported
#: as `too_many_sessions`, so a small gzip of millions of one-entry sessions costs what a
#: thousand sessions cost. A CLEO audit of one repository holds a few sessions per change.
MAX_SESSIONS = 1_000
