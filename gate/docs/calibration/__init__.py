"""How far a judge agrees with people: gold sets and a team's labels over them, judging them,
the statistics, the signed calibration record and its drift canary, and the statement every
grade carries about its judge."""
