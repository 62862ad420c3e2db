"""onmt_server's requests: what is refused, with which status and message."""

from __future__ import annotations

import pytest

from onmt_ext.core.checks.server_requests import RequestError, check_request

MODELS = {100: object(), 200: object(), 300: None}  # 300: declared but not loaded


@pytest.mark.parametrize("inputs, status, message", [
    ({"src": "x"}, 400, 'expected a JSON list of requests, e.g. [{"id": 100, "src": "text"}], '
                        "got dict"),
    ([], 400, 'expected a JSON list of requests, e.g. [{"id": 100, "src": "text"}], got list'),
    (["x"], 400, 'request 0: expected an object with "src", got str'),
    ([{"id": 100, "src": "a"}, {"id": 100}], 400,
     'request 1: "src" (the text to translate) is missing'),
    ([{"id": 100, "src": 3}], 400, 'request 0: "src" (the text to translate) is not a string'),
    ([{"id": 99, "src": "a"}], 404, "no model with id 99; the server's models: [100, 200]"),
    ([{"id": 300, "src": "a"}], 404, "no model with id 300; the server's models: [100, 200]"),
])
def test_refused(inputs, status, message):
    with pytest.raises(RequestError) as info:
        check_request(inputs, MODELS)
    assert (info.value.status, str(info.value)) == (status, message)


def test_accepted_without_id_reads_model_0():
    check_request([{"id": 200, "src": "a"}, {"src": "b"}], MODELS)
    with pytest.raises(RequestError, match="no model with id 0"):
        check_request([{"src": "a"}], MODELS)


def test_a_body_that_is_not_json_is_answered_with_the_parser_s_reason():
    """Flask's own answer drops the reason ("Failed to decode JSON object"); ours keeps
    json.JSONDecodeError's message and position."""
    from flask import Flask, jsonify, request

    from onmt_ext.core.checks.server_requests import answer_errors_as_json

    app = Flask("fault")

    @app.route("/translate", methods=["POST"])
    def translate():
        return jsonify(request.get_json(force=True))

    answer_errors_as_json(app)
    answer = app.test_client().post("/translate", data='[{"id": 100 "src": "x"}]')
    assert answer.status_code == 400
    assert answer.get_json() == {"status": "error", "error": (
        "the request body is not valid JSON: Expecting ',' delimiter at line 1 column 13 "
        "(character 12); send a JSON list such as [{\"id\": 100, \"src\": \"text\"}]")}
