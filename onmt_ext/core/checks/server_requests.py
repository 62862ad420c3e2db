"""`onmt_server` requests checked, and every error answered as JSON.

OpenNMT's server answers a malformed body with Flask's HTML 400 page, a request without
"src" with HTML 500 (a KeyError in the model's run), and an unknown model id with HTML 500
(its own error path indexes the missing model). onmt_ext's seam checks each request before
`TranslationServer.run` (`check_request`) and registers `answer_errors_as_json` on the
server's Flask app, so every error is ``{"status": "error", "error": "..."}`` with its HTTP
status (docs/serving.md). A body that is not JSON is answered with the parser's reason
and position. At start-up, `check_models_config` names a model whose checkpoint is
missing or damaged (model id and path) before OpenNMT loads any.
"""

from __future__ import annotations

import json
import os

from onmt_ext.core.errors import CheckpointError, ConfigError
from onmt_ext.core.files.checkpoint_file import load_checkpoint_header

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


def json_error_message(error: json.JSONDecodeError) -> str:
    """A request body that is not JSON: the parser's reason and where."""
    return (f"the request body is not valid JSON: {error.msg} at line {error.lineno} column "
            f"{error.colno} (character {error.pos}); send a JSON list such as "
            '[{"id": 100, "src": "text"}]')


def _model_paths(conf: dict, models_root: str) -> list[str]:
    """The checkpoint paths OpenNMT's TranslationServer will load for one model entry
    (`models` or the older `model`, under `model_root`, else the config's `models_root`)."""
    models = conf.get("models", conf.get("model"))
    if models is None:
        return []
    models = models if isinstance(models, list | tuple) else [models]
    root = conf.get("model_root", models_root)
    return [os.path.join(root, str(model)) for model in models]


def check_models_config(config_file: str) -> None:
    """Before `onmt_server` loads its models: the model config is JSON, and every model's
    checkpoint exists and is complete. A missing config file is the OSError of `open`.

    Raises:
        ConfigError: the config is not JSON (the parser's reason and position).
        CheckpointError: naming the model (its place and id in the config) and the path.
    """
    with open(config_file, encoding="utf-8") as handle:
        try:
            confs = json.load(handle)
        except json.JSONDecodeError as error:
            raise ConfigError(
                f"model config {config_file}: not valid JSON ({error.msg} at line "
                f"{error.lineno} column {error.colno}); fix the file") from None
    if not isinstance(confs, dict) or not isinstance(confs.get("models"), list):
        raise ConfigError(f"model config {config_file}: expected an object with a list "
                          '"models", e.g. {"models": [{"id": 100, "model": "model.pt", '
                          '"opt": {}}]}')
    models_root = confs.get("models_root", "./available_models")  # OpenNMT's default
    for number, conf in enumerate(confs["models"]):
        if not isinstance(conf, dict):
            continue  # OpenNMT's own error names such an entry
        name = f"model #{number} (id {conf.get('id')!r}) of {config_file}"
        for path in _model_paths(conf, models_root):
            if not os.path.isfile(path):
                raise CheckpointError(
                    f"{name}: checkpoint {path} not found; correct its \"model\" (or "
                    "\"models_root\") or remove the model from the config")
            load_checkpoint_header(path, f"{name}: checkpoint")


def error_answer(message: str, status: int):
    """Flask's JSON response ``{"status": "error", "error": message}`` with `status`."""
    from flask import jsonify

    answer = jsonify({"status": STATUS_ERROR, "error": message})
    answer.status_code = status
    return answer


def answer_errors_as_json(app) -> None:
    """Register on OpenNMT's Flask `app`: RequestError and every HTTP error (a body that is
    not JSON: 400 with the parser's reason; an unknown route: 404; ...) answered as
    `error_answer`."""
    from werkzeug.exceptions import HTTPException

    class ReasonedRequest(app.request_class):
        """Flask's request, whose JSON error says what the parser found, and where (Flask
        answers "Failed to decode JSON object" with the reason dropped)."""

        def on_json_loading_failed(self, error):
            if isinstance(error, json.JSONDecodeError):
                raise RequestError(json_error_message(error))
            return super().on_json_loading_failed(error)

    app.request_class = ReasonedRequest

    @app.errorhandler(RequestError)
    def request_error(error):
        return error_answer(str(error), error.status)

    @app.errorhandler(HTTPException)
    def http_error(error):
        return error_answer(f"{error.name}: {error.description}", error.code or 500)
