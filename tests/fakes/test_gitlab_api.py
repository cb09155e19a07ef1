"""The fake GitLab is strict: what it does not know is a violation, and auth is GitLab's."""

from __future__ import annotations

import requests

from tests.fakes.gitlab_api import FakeGitLab, blob_id
from tests.fakes.held_requests import read_held_across_a_write

SHA = "d" * 40


def test_unknown_routes_and_fields_are_violations_and_auth_is_checked() -> None:
    with FakeGitLab() as fake:
        fake.add_token("glpat-a", "bot")
        fake.add_token("glpat-read", "reader", scope="read_api")
        fake.put_file(SHA, "a.yml", "x")
        fake.add_merge_request(1, SHA, SHA, {"a.yml": "added"})
        base = f"{fake.api_url}/projects/{fake.project_id}"
        assert requests.get(f"{base}/merge_requests/1", timeout=5).status_code == 401
        auth = {"PRIVATE-TOKEN": "glpat-a"}
        assert requests.get(f"{base}/issues", headers=auth, timeout=5).status_code == 404
        answer = requests.post(f"{base}/merge_requests/1/notes", headers=auth, timeout=5,
                               json={"body": "x", "confidential": True})
        assert answer.status_code == 400
        assert len(fake.violations) == 2
        refused = requests.post(f"{base}/statuses/{SHA}", timeout=5, json={"state": "running"},
                                headers={"PRIVATE-TOKEN": "glpat-read"})
        assert refused.status_code == 403
        assert refused.json() == {"message": "403 Forbidden"}


def test_lists_are_paginated_with_gitlab_s_headers() -> None:
    with FakeGitLab() as fake:
        fake.add_token("glpat-a", "bot")
        fake.add_merge_request(1, SHA, SHA, {})
        for number in range(25):
            fake.add_note(1, f"n{number}", "bot")
        url = f"{fake.api_url}/projects/{fake.project_id}/merge_requests/1/notes"
        first = requests.get(url, headers={"PRIVATE-TOKEN": "glpat-a"}, timeout=5)
        assert len(first.json()) == 20
        assert first.headers["X-Total"] == "25"
        assert first.headers["X-Next-Page"] == "2"
        assert first.headers["X-Total-Pages"] == "2"
        second = requests.get(first.links["next"]["url"], headers={"PRIVATE-TOKEN": "glpat-a"},
                              timeout=5)
        assert len(second.json()) == 5
        assert second.headers["X-Next-Page"] == ""
        assert "next" not in second.links


def test_the_repository_tree_lists_one_folder_or_all_below_and_404s_what_is_not_there() -> None:
    with FakeGitLab() as fake:
        fake.add_token("glpat-a", "bot")
        fake.put_file(SHA, "models/a.yml", "a")
        fake.put_file(SHA, "models/staging/b.yml", "b")
        url = f"{fake.api_url}/projects/{fake.project_id}/repository/tree"
        headers = {"PRIVATE-TOKEN": "glpat-a"}

        def tree(**query: str) -> requests.Response:
            return requests.get(url, params={"ref": SHA, **query}, headers=headers, timeout=5)

        assert [(e["name"], e["type"], e["path"]) for e in tree().json()] == [
            ("models", "tree", "models")]
        folder = tree(path="models").json()
        assert [(e["name"], e["type"]) for e in folder] == [("staging", "tree"), ("a.yml", "blob")]
        assert folder[1]["id"] == blob_id(b"a")
        assert folder[1]["mode"] == "100644"
        assert [e["path"] for e in tree(path="models", recursive="true").json()] == [
            "models/staging", "models/a.yml", "models/staging/b.yml"]
        assert tree(path="models", per_page="1").headers["X-Total-Pages"] == "2"
        for gone in (tree(path="marts"), tree(ref="0" * 40)):
            assert gone.status_code == 404
            assert gone.json() == {"message": "404 Tree Not Found"}
        assert fake.violations == []
        tree(path="models", recursive="true", unknown="1")
        assert len(fake.violations) == 1


def test_held_requests_are_answered_as_things_stood_when_each_arrived() -> None:
    """What another client wrote after a held request arrived is not in its answer: released
    together, no racer can have seen another's write, however the threads are scheduled."""
    with FakeGitLab() as fake:
        fake.add_token("glpat-a", "bot")
        fake.add_merge_request(1, SHA, SHA, {})
        fake.hold_until_all_arrive("GET", r"/notes$", 2)
        url = f"{fake.api_url}/projects/{fake.project_id}/merge_requests/1/notes"
        headers = {"PRIVATE-TOKEN": "glpat-a"}
        first, second = read_held_across_a_write(
            fake.held, url, headers,
            lambda: fake.add_note(1, "written while the first was held", "bot"))
        assert [n["body"] for n in first.json()] == []
        assert [n["body"] for n in second.json()] == ["written while the first was held"]
        third = requests.get(url, headers=headers, timeout=30)  # past the held ones: answered
        assert len(third.json()) == 1
        assert fake.violations == []
