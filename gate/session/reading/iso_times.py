"""Check that a batch's timestamps all parse, without parsing each one where their shape proves it.

A timestamp that `datetime.fromisoformat` cannot read makes its entry a rule's business
(`bad_timestamp`), so the fast path must know that every timestamp of a batch parses. Parsing
each one cost about a fourteenth of grading a log; but CLEO writes every timestamp in one
shape, JavaScript's `toISOString()` (`2026-11-18T09:00:00.000Z`), and a log is in time order.
For such a batch a few C calls over the joined text prove what hundreds of parses would:

- every timestamp has the shape, digit for digit (`_one_shape`);
- the batch is in order as strings, and its first and last timestamps share their date. Then
  every timestamp between them shares it too (one that did not would sort before the first or
  after the last), and its hour lies between theirs (strings of one shape sort as their
  digits do): the date and the hour are valid when the first's and the last's are, which
  `fromisoformat` checks on those two alone;
- every minute and second begins with a digit from 0 to 5, so reads 00 to 59;
- the fraction (three digits) and the `Z` are valid in any case.

Any other batch (another shape, out of order, across midnight) is parsed timestamp by
timestamp, as before: the answer is the same, only the cost differs. A property test holds
the two to the same answer on logs with invalid dates, hours, minutes and seconds.
"""

from __future__ import annotations

from collections import deque
from datetime import datetime

#: `toISOString()`'s shape with every digit written 0, and the separator the check joins
#: the timestamps with (neither a digit nor a character of the shape).
_SHAPE = b"0000-00-00T00:00:00.000Z"
_SEPARATOR = "\n"
_ITEM = _SHAPE + _SEPARATOR.encode()
_STRIDE = len(_ITEM)
_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
#: Where a minute's and a second's first digit lie in `_SHAPE`.
_MINUTE_TENS, _SECOND_TENS = _SHAPE.index(b":") + 1, _SHAPE.rindex(b":") + 1
_DATE = _SHAPE.index(b"T") + 1  # the date and the `T` that ends it
_SIXTY_AND_UP = b"6789"


def check_all_parse(timestamps: list[str], ordered: bool) -> None:
    """Raise ValueError unless `datetime.fromisoformat` reads every one of `timestamps`;
    `ordered` says they never go down as strings."""
    if not (ordered and timestamps and _proven(timestamps)):
        deque(map(datetime.fromisoformat, timestamps), maxlen=0)


def _proven(timestamps: list[str]) -> bool:
    """True when every timestamp is proven to parse (see the module's docstring); False
    when this test cannot tell (they must then be parsed one by one). Raises ValueError
    when the first or the last does not parse."""
    first, last = timestamps[0], timestamps[-1]
    if first[:_DATE] != last[:_DATE] or not _one_shape(timestamps):
        return False
    datetime.fromisoformat(first)
    datetime.fromisoformat(last)
    return True


def _one_shape(timestamps: list[str]) -> bool:
    """Whether every timestamp is `_SHAPE` with digits for its zeros, its minutes and
    seconds below 60.

    The timestamps are joined with `_SEPARATOR` and compared with the shape and separator
    repeated. Read from the start, the first timestamp of another length would be either
    shorter, putting its separator where the shape has a character that is not one, or
    longer by a whole shape and separator (or more), since only then does the text after
    it go on matching: then the timestamps would add up to more than the shape's length
    times their number, and the texts would differ in length. So equal texts mean each
    timestamp is the shape."""
    joined = _SEPARATOR.join(timestamps)
    if not joined.isascii():
        return False
    text = joined.encode()
    if text.translate(_DIGITS_TO_ZERO) != (_ITEM * len(timestamps))[:-1]:
        return False
    tens = text[_MINUTE_TENS::_STRIDE] + text[_SECOND_TENS::_STRIDE]
    return tens.translate(None, _SIXTY_AND_UP) == tens
