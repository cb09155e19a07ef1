"""A batch's timestamps are proven to parse by their shape where they can be: the answer must
be exactly the one parsing each of them gives, whatever the digits (invalid dates, hours,
minutes and seconds included), the order and the shapes mixed in."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.session.reading.iso_times import _proven, check_all_parse
from tests.session.test_batch_tally import plain_records, read_as_line_by_line

#: Dates and times as digits: valid ones, and ones `fromisoformat` refuses.
dates = st.sampled_from(["2026-11-18", "2026-11-19", "2024-02-29", "2026-02-29", "2026-13-01",
                         "2026-00-10", "2026-04-31", "2026-12-32", "0000-01-01", "9999-12-31"])
hours = st.sampled_from(["00", "09", "19", "20", "23", "24", "29"])
sixties = st.sampled_from(["00", "07", "59", "60", "61", "99"])
fractions = st.sampled_from(["000", "037", "999"])
#: Other shapes, which the shape test must leave to parsing: offsets, no fraction, no zone,
#: a blank for the `T`, digits that are not ASCII, text that is no timestamp at all.
odd_shapes = st.sampled_from([
    "2026-11-18T09:00:00.000+00:00", "2026-11-18T09:00:00Z", "2026-11-18T09:00:00.000",
    "2026-11-18 09:00:00.000Z", "2026-11-18T09:00:00.000z", "2026-11-18T09:00:0\u0663.000Z",
    "2026-11-18T09:00:00.0000Z", "2026-11-18T09:00:00.00Z", "", "Z", "2026-11-18",
    "2026-11-18T09:00:00.000Z\n2026-11-18T09:00:00.000Z"])


@st.composite
def shaped(draw: st.DrawFn, date: str) -> str:
    return (f"{date}T{draw(hours)}:{draw(sixties)}:{draw(sixties)}.{draw(fractions)}Z")


@st.composite
def batches(draw: st.DrawFn) -> list[str]:
    """Mostly one date in toISOString's shape, so the shape test decides; sometimes a second
    date or another shape among them."""
    date = draw(dates)
    stamps = draw(st.lists(shaped(date), min_size=1, max_size=30))
    for _ in range(draw(st.integers(0, 2))):
        odd = draw(odd_shapes | dates.flatmap(shaped))
        stamps.insert(draw(st.integers(0, len(stamps))), odd)
    return sorted(stamps) if draw(st.booleans()) else stamps


def parse_each(stamps: list[str]) -> bool:
    try:
        for stamp in stamps:
            datetime.fromisoformat(stamp)
    except ValueError:
        return False
    return True


@settings(max_examples=80, deadline=None)
@given(batches())
def test_the_shape_test_says_what_parsing_each_timestamp_says(stamps: list[str]) -> None:
    expected = parse_each(stamps)
    try:
        check_all_parse(stamps, stamps == sorted(stamps))
    except ValueError:
        assert not expected
    else:
        assert expected


@settings(max_examples=50, deadline=None)
@given(st.lists(shaped("2026-11-18"), min_size=1, max_size=40))
def test_a_valid_batch_in_order_is_proven_by_its_shape(stamps: list[str]) -> None:
    stamps = sorted(stamp for stamp in stamps if parse_each([stamp])) or [
        "2026-11-18T09:00:00.000Z"]
    assert _proven(stamps)


@pytest.mark.parametrize("stamps", [
    ["2026-11-18T09:00:00.000Z", "2026-11-18T09:60:00.000Z", "2026-11-18T10:00:00.000Z"],
    ["2026-11-18T09:00:00.000Z", "2026-11-18T09:00:60.000Z", "2026-11-18T09:01:00.000Z"],
    ["2026-11-18T09:00:00.000Z", "2026-11-18T09:00:00.000ZZ", "2026-11-18T09:00:01.000Z"],
    # One a character too long, one too short: together as long as two of the shape.
    ["2026-11-18T09:00:00.000Z", "2026-11-18T09:00:00.000ZZ", "2026-11-18T09:00:00.00Z",
     "2026-11-18T09:00:01.000Z"],
    ["2026-02-29T09:00:00.000Z", "2026-02-29T10:00:00.000Z"],
    # Across midnight or a month's end, an hour or a day between two valid ones may not be.
    ["2026-11-18T23:00:00.000Z", "2026-11-18T29:00:00.000Z", "2026-11-19T00:00:00.000Z"],
    ["2026-02-28T23:00:00.000Z", "2026-02-30T09:00:00.000Z", "2026-03-01T00:00:00.000Z"],
])
def test_one_invalid_timestamp_among_valid_ones_is_found(stamps: list[str]) -> None:
    with pytest.raises(ValueError, match=r"isoformat|must be in|out of range"):
        check_all_parse(stamps, stamps == sorted(stamps))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(plain_records(), st.one_of(dates.flatmap(shaped), odd_shapes)),
                min_size=1, max_size=8), st.booleans(), st.booleans())
def test_a_chunk_reads_as_its_lines_do_whatever_its_timestamps(
        lines: list[tuple[dict[str, Any], str]], in_order: bool, spaced: bool) -> None:
    """A chunk of well-formed records whose timestamps are valid or not, in toISOString's
    shape or not, in order or not, written compact or spaced: read in bulk, it gives exactly
    the entries and problems of its lines read one by one."""
    records = [{**record, "timestamp": stamp} for record, stamp in lines]
    if in_order:
        records.sort(key=lambda record: record["timestamp"])
    separators = (", ", ": ") if spaced else (",", ":")
    chunk = "".join(json.dumps(record, separators=separators) + "\n"
                    for record in records).encode()
    _batch, count = read_as_line_by_line(chunk)
    assert count == len(records)
