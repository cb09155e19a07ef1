"""How far a judge agrees with people: gold sets, judging them, and the statistics."""
