"""Portable file names for things named by artifact ids.

Artifact ids carry what dbt names carry: `:` between a model and its column, quotes and
parentheses from test names (`expression_is_true("amount > 0")`), `#` and `/` from file paths,
and they can be long. Windows refuses `:` `"` `<` `>` `|` `?` `*`, macOS and Windows fold case,
and most file systems cap a name at 255 bytes. A name keeps the id's readable part and, when
anything had to change, ends with a hash of the whole id, so two ids never share a folder;
the id itself stays inside the file (`schemaId`), never only in its name.
"""

from __future__ import annotations

import hashlib

from gate.core.lazy_pattern import lazy_pattern

UNSAFE = lazy_pattern(r"[^A-Za-z0-9._-]+")
#: Bytes of the readable part; with the hash the name stays well under any file system's cap.
READABLE_LIMIT = 100


def safe_file_name(identifier: str) -> str:
    """`identifier` as one portable path component; unchanged when it already is one."""
    readable = UNSAFE.sub("_", identifier).strip("._-")[:READABLE_LIMIT].rstrip("._-")
    if readable == identifier and identifier == identifier.lower():
        return identifier
    digest = hashlib.blake2b(identifier.encode("utf-8"), digest_size=4).hexdigest()
    return f"{readable or 'artifact'}-{digest}"
