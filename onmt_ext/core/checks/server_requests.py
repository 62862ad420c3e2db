"""`onmt_server` requests checked, and every error answered as JSON.

OpenNMT's server answers a malformed body with Flask's HTML 400 page, a request without
"src" with HTML 500 (a KeyError in the model's run), and an unknown model id with HTML 500
(its own error path indexes the missing model). onmt_ext's seam checks each request before
`TranslationServer.run` (`check_request`) and registers `answer_errors_as_json` on the
server's Flask app, so every error is ``{"status": "error", "error": "..."}`` with its HTTP
status (docs/serving.md).
"""

from __future__ import annotations

STATUS_ERROR = "error"  # the "status" of OpenNMT's own error answers


class RequestError(Exception):
    """A request the server cannot translate: `status` 400 (bad request) or 404 (no such
    model); the message says what to send instead."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


def check_request(inputs, models: dict) -> None:
    """Raise RequestError unless `inputs` is a non-empty list of objects, each with a string
    "src", whose first "id" (default 0, as OpenNMT reads it) is a model of `models`."""
    if not isinstance(inputs, list) or not inputs:
        raise RequestError('expected a JSON list of requests, e.g. [{"id": 100, "src": '
                           f'"text"}}], got {type(inputs).__name__}')
    for number, item in enumerate(inputs):
        if not isinstance(item, dict):
            raise RequestError(f"request {number}: expected an object with \"src\", got "
                               f"{type(item).__name__}")
        if not isinstance(item.get("src"), str):
            raise RequestError(f"request {number}: \"src\" (the text to translate) is "
                               + ("missing" if "src" not in item else "not a string"))
    model_id = inputs[0].get("id", 0)
    if models.get(model_id) is None:
        known = sorted((k for k, v in models.items() if v is not None), key=str)
        raise RequestError(f"no model with id {model_id!r}; the server's models: {known}",
                           status=404)


def error_answer(message: str, status: int):
    """Flask's JSON response ``{"status": "error", "error": message}`` with `status`."""
    from flask import jsonify

    answer = jsonify({"status": STATUS_ERROR, "error": message})
    answer.status_code = status
    return answer


def answer_errors_as_json(app) -> None:
    """Register on OpenNMT's Flask `app`: RequestError and every HTTP error (a body that is
    not JSON: 400; an unknown route: 404; ...) answered as `error_answer`."""
    from werkzeug.exceptions import HTTPException

    @app.errorhandler(RequestError)
    def request_error(error):
        return error_answer(str(error), error.status)

    @app.errorhandler(HTTPException)
    def http_error(error):
        return error_answer(f"{error.name}: {error.description}", error.code or 500)
