"""An earlier step of the job reaches nothing in the gate through the process environment: the
gate is started as the image starts it (its static launcher, then `python -I`) with the
variables a runner hands a docker action plus what that step wrote to `$GITHUB_ENV`, against
the fake GitHub and loopback Messages APIs. Each test plays one channel end to end."""

from __future__ import annotations

import subprocess
import threading
from collections.abc import Iterator
from http.client import HTTPConnection
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import certifi
import pytest

from gate.cli.isolation import is_sealed, network_from_inputs, sealed_environment
from gate.docs.calibration.record import (
    CalibrationEntry,
    CalibrationRecord,
    Kappa,
    RecordStore,
)
from gate.docs.seam.signing import EntrySigner
from gate.github.ambient import ignored_variables
from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI
from tests.runner.conftest import BASE_SHA, REPO, TOKEN, Runner, assert_valid_grade_json
from tests.runner.image import compiler, start_as_the_image

KEY = "sk-ant-the-real-key-0123"
STRICT = "grade:\n  fail_on_below_threshold: true\n  sweep_max_rounds: 0\n" \
         "gate:\n  stability:\n    repeats: 0\n"
LAX = "grade:\n  min_pass_rate: 0\n  min_mean_score: 0\n"


@pytest.fixture(autouse=True)
def strict_bar(github: FakeGitHub) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)


@pytest.fixture
def judge(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeMessagesAPI]:
    """The real judge, given to the step by its inputs; it finds the drafted docs weak."""
    with FakeMessagesAPI(score=lambda _criterion, _artifact: 0.1) as api:
        monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", KEY)
        monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        yield api


@pytest.fixture
def attacker() -> Iterator[FakeMessagesAPI]:
    """The earlier step's server: full marks for every pair, whatever it is asked."""
    with FakeMessagesAPI(score=lambda _criterion, _artifact: 1.0) as api:
        yield api


def calls(api: FakeMessagesAPI) -> int:
    return sum(1 for r in api.requests if r.path == "/v1/messages")


def started(runner: Runner, launcher: Path, **earlier_step: str) -> tuple[int, dict]:  # type: ignore[type-arg]
    done = start_as_the_image(launcher, runner.home, earlier_step, runner.workspace)
    report = runner.grade_json
    assert_valid_grade_json(report)
    return done.exit_code, report


def naming(report: dict, name: str) -> list[str]:  # type: ignore[type-arg]
    return [note for note in report["notes"] if name in note.replace(",", " ").split()]


def test_a_git_of_its_own_on_path_runs_nothing_and_chooses_no_bar(
        runner_env: Runner, launcher: Path, judge: FakeMessagesAPI, tmp_path: Path) -> None:
    """Channel 1: one PATH line in $GITHUB_ENV and a script named git in the checkout, which
    reads the key and the token and answers the base-config read with bars of 0."""
    tools = runner_env.workspace / "tools"
    tools.mkdir()
    (tools / "lax.yml").write_text(LAX)
    probe = tmp_path / "git-ran"
    (tools / "git").write_text(f'#!/bin/sh\nenv >> {probe}\n'
                               f'case "$*" in *" show "*) cat {tools / "lax.yml"};; esac\n')
    (tools / "git").chmod(0o755)
    code, report = started(runner_env, launcher, PATH=f"{tools}:/usr/local/bin:/usr/bin:/bin")

    assert not probe.exists()
    assert report["config"]["source"] == "base"
    assert report["verdict"]["docs"]["state"] == "fail"
    assert code == 1


def test_ld_preload_runs_nothing_inside_the_gate_and_is_named(
        runner_env: Runner, launcher: Path, tmp_path: Path) -> None:
    """Channel 3: LD_PRELOAD through $GITHUB_ENV, a library from the checkout; the loader runs
    it before Python's first line, so only the static launcher can drop it."""
    cc = compiler()
    assert cc is not None  # the launcher fixture skipped otherwise
    probe = tmp_path / "preload-ran"
    source = runner_env.workspace / "planted.c"
    source.write_text('#include <stdio.h>\n__attribute__((constructor)) static void planted(void)'
                      f' {{ FILE *f = fopen("{probe}", "a"); if (f) {{ fputs("ran\\n", f); '
                      'fclose(f); } }\n')
    library = runner_env.workspace / "planted.so"
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(library), str(source)], check=True)
    code, report = started(runner_env, launcher, LD_PRELOAD=str(library))

    assert not probe.exists()
    (note,) = naming(report, "LD_PRELOAD")
    assert "dropped before the gate started" in note
    assert code == 0  # the example passes offline; nothing else changed


def test_a_proxy_and_a_ca_bundle_from_an_earlier_step_see_nothing(
        runner_env: Runner, launcher: Path, judge: FakeMessagesAPI,
        attacker: FakeMessagesAPI) -> None:
    """Channel 4: a proxy that answers for the judge (with a CA the checkout ships, for the
    real endpoint) saw the key and the token and answered full marks."""
    bundle = runner_env.workspace / "ca.pem"
    bundle.write_bytes(Path(certifi.where()).read_bytes())
    proxies = dict.fromkeys(("HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY", "https_proxy",
                             "http_proxy", "all_proxy"), attacker.base_url)
    code, report = started(runner_env, launcher, **proxies, SSL_CERT_FILE=str(bundle),
                           REQUESTS_CA_BUNDLE=str(bundle), CURL_CA_BUNDLE=str(bundle))

    assert attacker.requests == []
    assert calls(judge) > 0
    assert {r.headers.get("authorization") for r in judge.requests} == {f"Bearer {KEY}"}
    assert report["verdict"]["docs"]["state"] == "fail"
    assert code == 1
    for name in ("HTTPS_PROXY", "https_proxy", "SSL_CERT_FILE", "REQUESTS_CA_BUNDLE"):
        assert naming(report, name), name


class _Forwarding(BaseHTTPRequestHandler):
    """A plain forward proxy for http:// targets, noting every target it was asked for."""

    protocol_version = "HTTP/1.1"
    seen: list[str]

    def _forward(self) -> None:
        target = urlsplit(self.path)
        self.seen.append(f"{self.command} {target.netloc}{target.path}")
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        connection = HTTPConnection(target.netloc, timeout=30)
        headers = {k: v for k, v in self.headers.items()
                   if k.lower() not in ("proxy-connection", "connection")}
        connection.request(self.command, target.path + (f"?{target.query}" if target.query
                                                        else ""), body or None, headers)
        answer = connection.getresponse()
        data = answer.read()
        self.send_response(answer.status)
        for name, value in answer.getheaders():
            if name.lower() not in ("transfer-encoding", "connection", "content-length"):
                self.send_header(name, value)
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        connection.close()

    def do_GET(self) -> None:
        self._forward()

    def do_POST(self) -> None:
        self._forward()

    def do_PATCH(self) -> None:
        self._forward()

    def log_message(self, format: str, *args: object) -> None:
        """Quiet."""


@pytest.fixture
def forward_proxy() -> Iterator[tuple[str, list[str]]]:
    seen: list[str] = []
    handler = type("Handler", (_Forwarding,), {"seen": seen})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", seen
    server.shutdown()
    server.server_close()


def test_the_proxy_input_is_the_one_way_to_a_proxy(
        runner_env: Runner, launcher: Path, judge: FakeMessagesAPI,
        forward_proxy: tuple[str, list[str]], monkeypatch: pytest.MonkeyPatch) -> None:
    """A self-hosted runner behind a proxy names it in the workflow, where the reviewer sees
    it: the gate's calls to GitHub and to the judge go through it."""
    url, seen = forward_proxy
    monkeypatch.setenv("INPUT_PROXY", url)
    code, report = started(runner_env, launcher)

    assert any("/v1/messages" in line for line in seen)
    assert any(f"/repos/{REPO}/pulls/" in line for line in seen)
    assert report["verdict"]["docs"]["state"] == "fail"
    assert code == 1


def test_the_proxy_and_ca_inputs_become_what_the_clients_read() -> None:
    assert network_from_inputs({"INPUT_PROXY": " http://p:3128 ", "INPUT_CA-BUNDLE": "ca.pem"}) \
        == {"HTTPS_PROXY": "http://p:3128", "HTTP_PROXY": "http://p:3128",
            "SSL_CERT_FILE": "ca.pem", "REQUESTS_CA_BUNDLE": "ca.pem"}
    assert network_from_inputs({"INPUT_PROXY": "", "HTTPS_PROXY": "http://evil"}) == {}


def plant_agreement_record(cache: Path, secret: str) -> None:
    """κ 0.99 on 1,200 pairs for the offline judge, signed with `secret`, where a run reads."""
    store = RecordStore(cache, EntrySigner.from_secret(secret))
    for model in (None, "heuristic"):
        store.write(CalibrationEntry(record=CalibrationRecord(
            judge="heuristic", model=model, gate_version="0", gold_sha256="0" * 64,
            measured_at="2026-11-01T00:00:00.000Z",
            overall=Kappa(pairs=1200, kappa=0.99, kappa_ci=(0.98, 1.0)), criteria={},
            verdicts=())))


def pair_counts(value: object) -> list[int]:
    """Every count of pairs a statement's record holds, however deep (a bare search of the
    JSON for "1200" also finds the digits of a confidence bound)."""
    if isinstance(value, dict):
        return [count for key, item in value.items()
                for count in ([item] if key == "pairs" and isinstance(item, int) else
                              pair_counts(item))]
    if isinstance(value, list):
        return [count for item in value for count in pair_counts(item)]
    return []


def test_a_planted_agreement_figure_is_not_stated(
        runner_env: Runner, launcher: Path) -> None:
    """Channel 15: with the cache-secret input unset, an earlier step sets
    SIGNALFORGE_GATE_CACHE_SECRET and writes a record signed with it under the runner's home:
    the grade stated κ 0.99 on 1,200 pairs for the offline judge."""
    secret = "chosen-by-the-pull-request"
    plant_agreement_record(runner_env.home / ".cache" / "signalforge-gate", secret)
    code, report = started(runner_env, launcher, SIGNALFORGE_GATE_CACHE_SECRET=secret)

    agreement = report["docs"]["agreement"]
    assert agreement["source"] != "recorded"
    assert "0.99" not in agreement["statement"]
    assert not {"1,200", "1200"} & set(agreement["statement"].split())
    assert 1200 not in pair_counts(agreement)
    assert naming(report, "SIGNALFORGE_GATE_CACHE_SECRET")
    assert code == 0


def test_the_launcher_builds_the_environment_the_rule_describes(
        launcher: Path, tmp_path: Path) -> None:
    """The C launcher and `gate.cli.isolation.sealed_environment` are one rule, written twice
    (the launcher must run before any Python): the same job environment gives the same one."""
    job = {"GITHUB_ACTIONS": "true", "GITHUB_TOKEN_URL": "x", "RUNNER_TEMP": "/t",
           "INPUT_ANTHROPIC-API-KEY": "k", "LD_PRELOAD": "/x.so", "PYTHONPATH": "/p",
           "HTTPS_PROXY": "http://p", "PATH": "/evil:/bin", "HOME": "/evil",
           "ANTHROPIC_BASE_URL": "http://evil", "SIGNALFORGE_GATE_DROPPED": "forged",
           "LC_ALL": "C", "ACTIONS_RUNTIME_TOKEN": "t"}
    done = subprocess.run([str(launcher), "--home=/github/home", "--path=/usr/bin:/bin", "--",
                           "/usr/bin/env", "-0"], env=job, capture_output=True, check=True)
    built = dict(item.split("=", 1) for item in done.stdout.decode().split("\0") if item)
    expected = sealed_environment(job, path="/usr/bin:/bin", home="/github/home")
    assert built == expected
    assert expected["SIGNALFORGE_GATE_DROPPED"].split(",") == [
        "LD_PRELOAD", "PYTHONPATH", "HTTPS_PROXY", "ANTHROPIC_BASE_URL", "ACTIONS_RUNTIME_TOKEN"]
    outside = subprocess.run([str(launcher), "--home=/h", "--path=/bin", "--", "/usr/bin/env",
                              "-0"], env={"LD_PRELOAD": "", "A": "b"}, capture_output=True,
                             check=True)
    assert sorted(outside.stdout.decode().split("\0")) == ["", "A=b", "LD_PRELOAD="]


def test_the_launcher_refuses_a_relative_program(launcher: Path) -> None:
    done = subprocess.run([str(launcher), "--home=/h", "--path=/bin", "--", "env"],
                          env={"GITHUB_ACTIONS": "true"}, capture_output=True, check=False)
    assert done.returncode == 127
    assert b"usage" in done.stderr


def test_the_token_never_reaches_an_earlier_steps_program(
        runner_env: Runner, launcher: Path, tmp_path: Path) -> None:
    """What the channels above share: nothing the gate starts or loads comes from the job's
    environment, so no earlier step's program sees the token."""
    tools = runner_env.workspace / "tools"
    tools.mkdir()
    probe = tmp_path / "anything-ran"
    for name in ("git", "sh", "env", "python3", "uname", "ldconfig"):
        (tools / name).write_text(f"#!/bin/sh\necho {name} >> {probe}\n")
        (tools / name).chmod(0o755)
    started(runner_env, launcher, PATH=f"{tools}:/usr/bin:/bin", BASH_ENV=str(tools / "sh"),
            ENV=str(tools / "sh"))
    assert not probe.exists()
    assert TOKEN not in (runner_env.home / "output").read_text()


def test_the_notes_name_every_dropped_variable_by_what_it_could_have_done() -> None:
    notes = ignored_variables({"GITHUB_ACTIONS": "true", "SIGNALFORGE_GATE_DROPPED":
                               "LD_PRELOAD,PYTHON_VERSION,HOSTNAME,ANTHROPIC_API_KEY,"
                               "https_proxy,PYTHONSTARTUP"}, actions=True)
    assert notes[0].startswith("ANTHROPIC_API_KEY was set in the job's environment and "
                               "ignored: under GitHub Actions only the anthropic-api-key input")
    assert notes[1].startswith("LD_PRELOAD, PYTHONSTARTUP, https_proxy were set in the job's "
                               "environment and dropped before the gate started")
    assert notes[2].startswith("the process's environment also held HOSTNAME, PYTHON_VERSION "
                               "(from the job or the image)")
    assert len(notes) == 3


def test_a_sealed_environment_is_recognised_and_anything_added_to_it_is_not() -> None:
    """The `signalforge-gate` command seals itself unless it already runs sealed: one variable
    beyond the rule (a marker an earlier step forged included) makes it seal again."""
    built = sealed_environment({"GITHUB_ACTIONS": "true", "LD_PRELOAD": "/x.so"}, path="/bin",
                               home="/home/runner")
    assert is_sealed(built)
    assert not is_sealed({**built, "PYTHONPATH": "/p"})
    assert not is_sealed({"GITHUB_ACTIONS": "true", "PATH": "/bin"})  # no marker: not built
