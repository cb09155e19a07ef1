"""The offline judge on the gold sets written and labelled by writers who never read its rules,
once they have been tuned on: `calibration/gold-blind-a.jsonl` (228 pairs over an electric
utility, measured once at kappa 0.47 before any rule changed for it),
`calibration/gold-blind-b.jsonl` (242 pairs over an airline's operations, measured once at 0.59
on the rules tuned for set A) and `calibration/gold-blind-c.jsonl` (237 pairs over a hospital's
operations, measured once at 0.64 on the rules tuned for sets A and B) and
`calibration/gold-blind-d.jsonl` (293 pairs over a transit agency, measured once at 0.56 on the
rules tuned for sets A, B and C), `calibration/gold-blind-e.jsonl` (374 pairs over a mobile
game studio, measured at 0.48 and 0.51 on the rules before and after the round tuned on set D),
`calibration/gold-blind-f.jsonl` (284 pairs over a water and energy utility's billing, measured
at 0.50 before the round tuned on it) and `calibration/gold-blind-g.jsonl` (332 pairs over a
property and casualty insurer, measured at 0.61 and 0.64 before and after the round tuned on
set F), `calibration/gold-blind-h.jsonl` (299 pairs over a logistics company, measured at
0.65 and 0.68 before and after the round tuned on set G), `calibration/gold-blind-i.jsonl` (335
pairs over a hotel group, measured at 0.62 before the round tuned on it) and
`calibration/gold-blind-j.jsonl` (309 pairs over a retail bank, measured at 0.47 and 0.48
before and after the round tuned on set I) and `calibration/gold-blind-k.jsonl` (336 pairs
over a university's student information system, measured at 0.55 and 0.56 before and after
the round tuned on set J) and `calibration/gold-blind-l.jsonl` (368 pairs over a hospital
pharmacy, measured at 0.60 before and after the round tuned on set K) and
`calibration/gold-blind-m.jsonl` (331 pairs over a grain cooperative, measured at 0.54 before
and after the rounds tuned on set L).
Each was committed with its hash and measured before it was tuned on.

Their figures are tuning figures, not the one a grade states (that is the measurement of the
latest set before it was tuned on: `test_calibration_record.py` holds the shipped figure to
it). The floors sit just
under what the judge reaches, so a change that loses what the tuning won goes red here, naming
the set and the criterion. Each file is checked against the hash it was sealed with: a label
changed after the fact would make every figure on it meaningless.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import pytest

from gate.configure.gate_settings import DEFAULT_PASS_MARK
from gate.docs.calibration.gold_sets.judging import GoldRun
from tests.docs.calibration.offline_runs import kappa, offline_run

CALIBRATION = Path(__file__).parents[3] / "calibration"
CRITERIA = ("clarity", "consistency", "rationale", "no-redundant", "definition", "usage",
            "md-clarity", "md-completeness", "md-consistency")


@dataclass(frozen=True)
class BlindSet:
    file: str
    sealed_sha256: str
    overall_floor: float
    criterion_floor: float
    most_fails_passed: float
    most_passes_failed: float
    #: Criteria a round has not yet tuned on this set, which the floor does not hold.
    unfloored: frozenset[str] = frozenset()


SETS = {
    #: Reached: 0.90 overall; 0.70 the lowest criterion (md-consistency); 10 of the 110 texts
    #: people fail are passed (9 %), 1 of 118 they pass is failed.
    "a": BlindSet("gold-blind-a.jsonl",
                  "3313b1e5a5dbf66b9974c700742e6aa554a9fbbcb2b705d1fb56b94f9786b05e",
                  overall_floor=0.85, criterion_floor=0.65,
                  most_fails_passed=0.15, most_passes_failed=0.03),
    #: Reached: 0.83 overall; 0.55 the lowest criterion (md-consistency), 0.73 no-redundant;
    #: 16 of the 113 texts people fail are passed (14 %), 4 of 129 they pass are failed.
    "b": BlindSet("gold-blind-b.jsonl",
                  "7ff0dcf6ffe4b5e6663551261742095e724e31b8ffb21da1ccee87141a65b802",
                  overall_floor=0.78, criterion_floor=0.50,
                  most_fails_passed=0.18, most_passes_failed=0.04),
    #: Reached: 0.97 overall; 0.93 the lowest criterion; 3 of the 112 texts people fail are
    #: passed (3 %), none of the 125 they pass is failed.
    "c": BlindSet("gold-blind-c.jsonl",
                  "d407d98b87e316ef25d5ed74a52ad399296a6069a0e9eea28b3a34eb5fb7a849",
                  overall_floor=0.92, criterion_floor=0.80,
                  most_fails_passed=0.06, most_passes_failed=0.01),
    #: Reached: 0.86 overall; 0.67 the lowest criterion (consistency), 0.71 md-consistency,
    #: 0.75 no-redundant; 15 of the 137 texts people fail are passed (11 %), 6 of 156 they
    #: pass are failed (4 %).
    "d": BlindSet("gold-blind-d.jsonl",
                  "891d554c28d64f6d02f2f7712ac4d65dbe1c0ee0f36946ee2179fb1d6666bd1e",
                  overall_floor=0.81, criterion_floor=0.62,
                  most_fails_passed=0.13, most_passes_failed=0.06),
    #: Reached: 0.76 overall; 0.59 the lowest criterion (md-consistency), 0.61 consistency;
    #: 32 of the 165 texts people fail are passed (19 %), 12 of 209 they pass are failed (6 %).
    "e": BlindSet("gold-blind-e.jsonl",
                  "09f0aad53fe0bf8cc7c83b7217e29dbd187523ad732153fb4ff78ed1cb527f21",
                  overall_floor=0.72, criterion_floor=0.55,
                  most_fails_passed=0.22, most_passes_failed=0.07),
    #: Reached: 0.84 overall; 0.63 the lowest criterion (consistency); 21 of the 134 texts
    #: people fail are passed (16 %), 2 of 150 they pass are failed (1 %).
    "f": BlindSet("gold-blind-f.jsonl",
                  "1a0fafe4646b31685e4c20b788f3d9292c0648466033f8cea7da345b0cffaaa8",
                  overall_floor=0.79, criterion_floor=0.57,
                  most_fails_passed=0.19, most_passes_failed=0.03),
    #: Reached with its column readings tuned: 0.80 overall; 0.58 the lowest tuned criterion
    #: (md-clarity), 0.68 consistency; md-consistency (0.06) is left to the Markdown round;
    #: 23 of the 153 texts people fail are passed (15 %), 10 of 179 they pass are failed (6 %).
    "g": BlindSet("gold-blind-g.jsonl",
                  "634c2a276f7b573f5a6f2a3a83be42571110a02b756bc02f9e75b5324ddb8087",
                  overall_floor=0.75, criterion_floor=0.52,
                  most_fails_passed=0.19, most_passes_failed=0.08,
                  unfloored=frozenset({"md-consistency"})),
    #: Reached once tuned on (its figure before, 0.68, was the one a grade stated until set
    #: I): 0.83 overall; 0.56 the lowest criterion (consistency), 0.57 md-consistency; 16 of
    #: the 143 texts people fail are passed (11 %), 10 of 156 they pass are failed (6 %).
    "h": BlindSet("gold-blind-h.jsonl",
                  "ba2ee674cc6c9bc9c6282d5316581c07eae005d8d06fa618628d8f4bcbbc5c17",
                  overall_floor=0.78, criterion_floor=0.51,
                  most_fails_passed=0.14, most_passes_failed=0.08),
    #: Reached once its consistency readings were tuned (its figure before, 0.62, was the one
    #: a grade stated until the next set): 0.68 overall; 0.57 the lowest floored criterion
    #: (definition), 0.58 md-consistency; consistency (0.25: another word for the thing, and
    #: facts no reading links, are left) is held by the overall floor and the counts below;
    #: 39 of the 154 texts people fail are passed (25 %), 13 of 181 they pass are failed (7 %).
    "i": BlindSet("gold-blind-i.jsonl",
                  "bfc2d6c93e263b1deaa471fadf1cb85ffd240cf93670a80fa4f0c5fb9849834f",
                  overall_floor=0.63, criterion_floor=0.52,
                  most_fails_passed=0.28, most_passes_failed=0.09,
                  unfloored=frozenset({"consistency"})),
    #: Reached once its consistency readings were tuned (its figure before, 0.48, is the one
    #: a grade states until the next set): 0.56 overall; 0.26 the lowest criterion
    #: (consistency), 0.40 md-clarity, 0.46 md-consistency, 0.49 clarity; 40 of the 142 texts
    #: people fail are passed (28 %), 27 of 167 they pass are failed (16 %).
    "j": BlindSet("gold-blind-j.jsonl",
                  "0388f299c6498ae48bbe3dc5585538f7f8b19604981327e8567d33a01d71fed3",
                  overall_floor=0.51, criterion_floor=0.22,
                  most_fails_passed=0.31, most_passes_failed=0.18),
    #: Reached once its consistency, md-consistency and md-completeness readings were tuned
    #: (its figure before, 0.56, is the one a grade states until the next set): 0.63 overall;
    #: 0.39 the lowest criterion (consistency), 0.52 no-redundant, 0.58 md-consistency; 40 of
    #: the 150 texts people fail are passed (27 %), 20 of 186 they pass are failed (11 %).
    "k": BlindSet("gold-blind-k.jsonl",
                  "e4f0e3a2ad17b795660f35b369306b5e39454d9efea6bdf8915d1f46dd9a3685",
                  overall_floor=0.58, criterion_floor=0.35,
                  most_fails_passed=0.30, most_passes_failed=0.13),
    #: Reached once its consistency, md-consistency, clarity, rationale, usage and Markdown
    #: readings were tuned (its figure before, 0.60, is the one a grade stated until set M):
    #: 0.79 overall; 0.55 the lowest criterion (consistency), 0.64 md-consistency; 31 of the
    #: 160 texts people fail are passed (19 %), 7 of 208 they pass are failed (3 %).
    "l": BlindSet("gold-blind-l.jsonl",
                  "a994bcf86e0a9aee9ff5ab50e99c2d2495c4cedb39c88a6abf47994a7a6b096a",
                  overall_floor=0.75, criterion_floor=0.50,
                  most_fails_passed=0.22, most_passes_failed=0.05),
    #: Measured once at 0.54 (the figure a grade stated until set N); reached once its column
    #: and Markdown readings were tuned: 0.79 overall; 0.65 the lowest criterion (clarity),
    #: 0.78 consistency (from 0.27), 0.69 md-consistency (from 0.19); 20 of the 136 texts
    #: people fail are passed (15 %), 13 of 195 they pass are failed (7 %).
    "m": BlindSet("gold-blind-m.jsonl",
                  "988d887ce350bf42a093c204954b42463e2a1717e82cb5acaf49ac302f82cedf",
                  overall_floor=0.75, criterion_floor=0.60,
                  most_fails_passed=0.17, most_passes_failed=0.08),
    #: Measured once, blind, on the rules after the round that tuned on set M: 0.50 (0.48 on
    #: the rules before it); reached once its column and Markdown readings were tuned: 0.75
    #: overall; 0.52 the lowest criterion (clarity, from 0.23), consistency 0.61 (from 0.29),
    #: md-consistency 0.80 (from 0.08); 30 of the 134 texts people fail are passed (22 %), 9 of
    #: 193 they pass are failed (5 %).
    "n": BlindSet("gold-blind-n.jsonl",
                  "3f194db430896c834136e74e225965fae126bacd7fdf46af0e0f5acd7b2df97d",
                  overall_floor=0.72, criterion_floor=0.48,
                  most_fails_passed=0.25, most_passes_failed=0.06),
    #: Measured once, blind, on the rules before and after the round that tuned on set N:
    #: 0.35 both times; 0.00 the lowest criterion (md-consistency); 70 of the 120 texts people
    #: fail are passed (58 %), 17 of 187 they pass are failed (9 %). Reached once readings that
    #: also fixed misses of another set were kept: 0.42 overall, the figure a grade states;
    #: md-consistency still 0.00; 65 of 120 fails passed (54 %), 14 of 187 passes failed (7 %).
    #: A floor, not a goal: what a change loses on the stated set goes red here.
    "o": BlindSet("gold-blind-o.jsonl",
                  "e207509e4b8682db805f6edf609c36fb4bfc9b53415a1fc1568200af065d991e",
                  overall_floor=0.40, criterion_floor=-0.05,
                  most_fails_passed=0.55, most_passes_failed=0.08),
    #: Measured once, blind, on the rules before and after the round that tuned on set O:
    #: 0.49 both times (not one pair changed), the figure a grade stated until set Q; 0.06 the
    #: lowest criterion (consistency); 55 of the 151 texts people fail are passed (36 %), 34 of
    #: 218 they pass are failed (16 %). Tuned on with readings kept only where they also fixed
    #: misses of another set: 0.59 overall; consistency 0.18 the lowest; 46 of 151 fails passed
    #: (30 %), 25 of 218 passes failed (11 %). A tuning figure, kept as a floor.
    "p": BlindSet("gold-blind-p.jsonl",
                  "e1a841ab9fa2e330d4b9938fdb9067dcd8ad9c1014be45a681c929cda6352559",
                  overall_floor=0.57, criterion_floor=0.16,
                  most_fails_passed=0.32, most_passes_failed=0.12),
    #: Measured once, blind, on the rules before and after the round that tuned on set P:
    #: 0.48 both times (three pairs changed, two of them to people's label), the figure a grade
    #: stated until set S; -0.19 the lowest criterion (md-consistency); 68 of the 170 texts
    #: people fail are passed (40 %), 32 of 238 they pass are failed (13 %).
    "q": BlindSet("gold-blind-q.jsonl",
                  "d085326dd56e46de4bd2c15e60e2efb548c64e12590623127e84ecda1acfa591",
                  overall_floor=0.46, criterion_floor=-0.25,
                  most_fails_passed=0.42, most_passes_failed=0.15),
    #: Measured once, blind, on the rules as they stood when it was sealed: 0.58; 0.28 the
    #: lowest criterion (md-consistency); 60 of the 168 texts people fail are passed (36 %),
    #: 18 of 218 they pass are failed (8 %).
    "r": BlindSet("gold-blind-r.jsonl",
                  "34b6998fd86516cd5b7d2392ac2287295e94e30cca39a7d1b31524b465360f78",
                  overall_floor=0.56, criterion_floor=0.25,
                  most_fails_passed=0.38, most_passes_failed=0.10),
    #: Measured once, blind, at 0.46, the figure a grade stated until set V; then tuned on
    #: (codes, ranges of codes, values in code spans, a metric's period): 0.49; 0.10 the
    #: lowest criterion (consistency); 69 of the 153 texts people fail are passed (45 %), 18
    #: of 220 they pass are failed (8 %).
    "s": BlindSet("gold-blind-s.jsonl",
                  "6acc858a8256b8f99ad7d9ca26836d8a796f116a3d1b72ad6037e70db3b82470",
                  overall_floor=0.47, criterion_floor=0.05,
                  most_fails_passed=0.47, most_passes_failed=0.09),
    #: Sealed before the round that tuned on set S, measured before and after it: 0.47 both
    #: times; 0.14 the lowest criterion (consistency); 51 of the 138 texts people fail are
    #: passed (37 %), 34 of 204 they pass are failed (17 %).
    "t": BlindSet("gold-blind-t.jsonl",
                  "e29ad8770075634c46feb20027db3191c73d68b948a09dfd598c98b767e5f08c",
                  overall_floor=0.45, criterion_floor=0.12,
                  most_fails_passed=0.39, most_passes_failed=0.18),
    #: Sealed with set T from the same brief: 0.49 before and after the round; 0.10 the
    #: lowest criterion (md-consistency); 55 of 129 fails passed (43 %), 21 of 200 passes
    #: failed (11 %).
    "u": BlindSet("gold-blind-u.jsonl",
                  "b883d0c21081a4a876e991f1d2a525a469cf9f9e3a96cec347a2c43a016f6164",
                  overall_floor=0.47, criterion_floor=0.05,
                  most_fails_passed=0.45, most_passes_failed=0.12),
    #: Sealed before the round, a domain no earlier set used: 0.51 before and after it, the
    #: figure a grade states; 0.19 the lowest criterion (consistency); 63 of the 146 texts
    #: people fail are passed (43 %), 18 of 209 they pass are failed (9 %). A floor, not a
    #: goal: what a change loses on the stated set goes red here.
    "v": BlindSet("gold-blind-v.jsonl",
                  "957a8133f3b83b30aed5ae5ec350d2c347baa6fde028e2075bc21cabee0ed174",
                  overall_floor=0.48, criterion_floor=0.15,
                  most_fails_passed=0.45, most_passes_failed=0.10),
}


@pytest.fixture(scope="module", params=sorted(SETS))
def blind(request: pytest.FixtureRequest) -> tuple[BlindSet, GoldRun]:
    chosen = SETS[request.param]
    return chosen, offline_run(CALIBRATION / chosen.file)


@pytest.mark.parametrize("name", sorted(SETS))
def test_the_blind_set_is_the_one_that_was_sealed(name: str) -> None:
    chosen = SETS[name]
    digest = hashlib.sha256((CALIBRATION / chosen.file).read_bytes()).hexdigest()
    assert digest == chosen.sealed_sha256


def test_the_offline_judge_keeps_its_agreement_on_the_blind_set(
        blind: tuple[BlindSet, GoldRun]) -> None:
    chosen, run = blind
    assert kappa(run) >= chosen.overall_floor, chosen.file


def test_every_criterion_keeps_its_floor_on_the_blind_set(
        blind: tuple[BlindSet, GoldRun]) -> None:
    chosen, run = blind
    below = {c: round(k, 2) for c in CRITERIA
             if c not in chosen.unfloored and (k := kappa(run, c)) < chosen.criterion_floor}
    assert not below, (chosen.file, below)


def test_the_offline_judge_passes_few_fails_and_fails_almost_no_pass(
        blind: tuple[BlindSet, GoldRun]) -> None:
    chosen, run = blind
    judged = [(j.pair.label, (j.result.score or 0.0) >= DEFAULT_PASS_MARK, j.pair.id)
              for j in run.judged]
    fails = [i for label, passed, i in judged if label == "fail" and passed]
    passes = [i for label, passed, i in judged if label == "pass" and not passed]
    assert len(fails) <= chosen.most_fails_passed * sum(1 for j in judged if j[0] == "fail"), \
        (chosen.file, fails)
    assert len(passes) <= chosen.most_passes_failed * sum(1 for j in judged
                                                         if j[0] == "pass"), (chosen.file, passes)
