"""`onmt_server` with onmt_ext.serving: the answers of a real HTTP server are
`onmt_translate`'s translations of the same sentences (docs/serving.md).

Two tiny models are trained here with a SentencePiece model (learnt with pyonmttok) through
OpenNMT's `onmt_tokenize` transform: a MUTE model, and a MIMO model with two target
languages whose tag `mimo_tag` adds after the subword step.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.abc
import json
import os
import signal
import socket
import subprocess
import sys
import time
import types
import urllib.error
import urllib.request
from pathlib import Path

import pyonmttok
import pytest
import torch
from conftest import BIN, make_tiny_corpus, run_cli, tiny_config
from fixtures.checkpoints.make_checkpoints import HERE

from onmt_ext import serving

SMALL = {"hidden_size": 16, "word_vec_size": 16, "transformer_ff": 32, "heads": 2,
         "enc_layers": 1, "dec_layers": 1, "train_steps": 40, "save_checkpoint_steps": 40,
         "valid_steps": 1000, "learning_rate": 0.01}
SPM = {"src_subword_type": "sentencepiece", "tgt_subword_type": "sentencepiece"}
SENTENCES = ["w13 w13 w7", "w12 w7 w12 w7 w20 w15", "w18 w2 w8", "w3 w5 w9 w1"]
TRANSLATE = ["-beam_size", "3", "-max_length", "12"]
SERVER_OPT = {"beam_size": 3, "max_length": 12}


def learn_spm(corpus: dict, prefix: Path) -> str:
    """A joint SentencePiece model of the training sources and targets (pyonmttok)."""
    learner = pyonmttok.SentencePieceLearner(keep_vocab=True, vocab_size=30, character_coverage=1.0)
    for key in ("train_src", "train_tgt"):
        learner.ingest_file(corpus[key])
    learner.learn(str(prefix))
    return f"{prefix}.model"


# --------------------------------------------------------------------------- unit
def opt_of(transforms: list[str], **keys) -> argparse.Namespace:
    """Checkpoint options with the given training transforms (one corpus plus valid)."""
    data = {"corpus_1": {"transforms": transforms}, "valid": {"transforms": []}}
    return argparse.Namespace(data=data, transforms=[], src_prefix="", **keys)


def test_checkpoint_transforms_leave_out_the_training_only_ones():
    opt = opt_of(["filtertoolong", "onmt_tokenize", "tokendrop", "mimo_tag"])
    assert serving.checkpoint_transforms(opt) == ["onmt_tokenize", "mimo_tag"]


def test_checkpoint_transforms_that_differ_between_corpora_are_an_error():
    opt = opt_of(["onmt_tokenize"])
    opt.data["corpus_2"] = {"transforms": ["bpe"]}
    with pytest.raises(serving.ServingError, match=r"the training corpora use different "
                       r"transforms \(\{'corpus_1': \['onmt_tokenize'\], 'corpus_2': \['bpe'\]"
                       r"\}\); list the ones to apply in the model's \"custom_opt\""):
        serving.checkpoint_transforms(opt)


def test_custom_opt_transforms_replace_the_checkpoints(tmp_path):
    opt = opt_of(["onmt_tokenize"], src_subword_model="nowhere/spm.model")
    transforms = serving.ModelTransforms(opt, {"transforms": []}, str(tmp_path), None)
    assert transforms.names == []
    assert transforms.source("w13 w7", src_prefix="") == ("w13 w7", None)
    assert transforms.target("W7 W13") == "W7 W13"


class _NoSentencepiece(importlib.abc.MetaPathFinder):
    """An import finder that, first on sys.meta_path, makes `import sentencepiece` fail as
    it does where the package is not installed (same exception, same message)."""

    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] == "sentencepiece":
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


def test_a_transform_without_its_package_is_an_error(spm_model, monkeypatch):
    """A checkpoint's transform whose package the server lacks: one ServingError naming the
    transforms and the import error, not a traceback. The sentencepiece package is hidden
    from imports here (a finder ahead of the others), so the test runs whether or not it is
    installed."""
    monkeypatch.delitem(sys.modules, "sentencepiece", raising=False)
    monkeypatch.setattr(sys, "meta_path", [_NoSentencepiece(), *sys.meta_path])
    transforms = serving.ModelTransforms(tagged_opt(spm_model), {"transforms": ["sentencepiece"]},
                                         "/models", None)
    with pytest.raises(serving.ServingError, match=r"^the transforms \['sentencepiece'\] need a "
                       r"package that is not installed in the server's environment: No module "
                       r"named 'sentencepiece'$"):
        transforms.source("w1")


def test_unknown_custom_opt_key_is_an_error():
    with pytest.raises(serving.ServingError, match="custom_opt key 'src_prefx' is neither"):
        serving.ModelTransforms(opt_of([]), {"src_prefx": "<2de>"}, "/models", None)


def test_missing_subword_model_names_the_key(tmp_path):
    opt = opt_of(["onmt_tokenize"], src_subword_model="nowhere/spm.model",
                 tgt_subword_model="nowhere/spm.model")
    with pytest.raises(serving.ServingError, match=r"^src_subword_model 'nowhere/spm.model' not "
                       r"found; give its place in the model's \"custom_opt\": "
                       r"\{\"src_subword_model\": \"...\"\} \(relative to models_root\)$"):
        serving.ModelTransforms(opt, None, str(tmp_path), None)


def tagged_opt(spm: str) -> argparse.Namespace:
    """The options of the old MIMO checkpoint (tests/fixtures), as if it had been trained
    with onmt_tokenize (SentencePiece `spm`) and mimo_tag: what OpenNMT saves after parsing."""
    opt = torch.load(HERE / "mimo.pt", weights_only=True)["opt"]
    tagged = ["onmt_tokenize", "mimo_tag"]
    opt.data = {"en-de": {"transforms": tagged, "src_prefix": "<2de>"},
                "en-fr": {"transforms": tagged, "src_prefix": "<2fr>"}}
    # OpenNMT's option check of onmt_tokenize turns the kwargs strings into dicts
    kwargs = {"src_onmttok_kwargs": {"mode": "none"}, "tgt_onmttok_kwargs": {"mode": "none"}}
    for key, value in {**SPM, **kwargs, "src_subword_model": spm,
                       "tgt_subword_model": spm}.items():
        setattr(opt, key, value)
    return opt


@pytest.fixture(scope="module")
def spm_model(tmp_path_factory) -> str:
    root = tmp_path_factory.mktemp("spm")
    return learn_spm(make_tiny_corpus(root / "data", n_train=300, n_valid=1), root / "spm")


def test_source_and_target_are_onmt_tokenize_and_mimo_tag(spm_model):
    transforms = serving.ModelTransforms(tagged_opt(spm_model), None, "/models", None)
    assert transforms.names == ["onmt_tokenize", "mimo_tag"]
    assert transforms.tags == ["<2de>", "<2fr>"]
    pieces = pyonmttok.Tokenizer("none", sp_model_path=spm_model).tokenize("w13 w7 w2")[0]
    assert len(pieces) > 3  # split into subwords
    assert transforms.source("w13 w7 w2", src_prefix="<2fr>") == (
        " ".join(["<2fr>", *pieces]), None)
    assert transforms.source("w13 w7", ref="W7 W13", src_prefix="<2de>")[1] == " ".join(
        pyonmttok.Tokenizer("none", sp_model_path=spm_model).tokenize("W7 W13")[0])
    assert transforms.source("  ", src_prefix="<2de>") == ("", None)
    assert transforms.target(" ".join(pieces)) == "w13 w7 w2"


def test_tag_errors(spm_model):
    transforms = serving.ModelTransforms(tagged_opt(spm_model), None, "/models", None)
    with pytest.raises(serving.ServingError, match=r"^no source tag: give the request a "
                       r"\"src_prefix\" \(one of \['<2de>', '<2fr>'\]\) or the model's "
                       r"\"custom_opt\" a default \"src_prefix\"$"):
        transforms.source("w1")
    with pytest.raises(serving.ServingError, match=r"^src_prefix '<2es>' is none of the tags "
                       r"the model was trained with: \['<2de>', '<2fr>'\]$"):
        transforms.source("w1", src_prefix="<2es>")


def test_server_functions(spm_model):
    """preprocess/postprocess as ServerModel calls them; errors become ServerModelError."""
    server_model = types.SimpleNamespace(model_id=7)
    setattr(server_model, serving.ATTRIBUTE, serving.ModelTransforms(
        tagged_opt(spm_model), {"src_prefix": "<2de>"}, "/models", None))
    sequence = {"seg": ["w13 w7"], "ref": [None], "src_feats": [{}], "n_seg": 1, "id": 7}
    done = serving.preprocess(dict(sequence), server_model)
    pieces = pyonmttok.Tokenizer("none", sp_model_path=spm_model).tokenize("w13 w7")[0]
    assert done == {**sequence, "seg": [" ".join(["<2de>", *pieces])]}
    assert serving.preprocess({**sequence, "src_prefix": "<2fr>"}, server_model)["seg"] == [
        " ".join(["<2fr>", *pieces])]
    assert serving.postprocess({"seg": [" ".join(pieces)], "n_seg": 1}, server_model) == \
        "w13 w7"
    logged = []
    server_model.logger = types.SimpleNamespace(
        warning=lambda text, *args: logged.append(text % args))
    with pytest.raises(Exception) as info:
        serving.preprocess({**sequence, "src_prefix": "<2xx>"}, server_model)
    assert type(info.value).__name__ == "ServerModelError"
    assert str(info.value) == ("onmt_ext.serving (model 7): src_prefix '<2xx>' is none of the "
                               "tags the model was trained with: ['<2de>', '<2fr>']")
    # the server's log says why (OpenNMT's says only that it unloads the model)
    assert logged == [f"request refused: {info.value}"]


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """The SentencePiece model and the two trained checkpoints: {name: path}."""
    root = tmp_path_factory.mktemp("serving")
    corpus = make_tiny_corpus(root / "data", n_train=300, n_valid=20)
    spm = learn_spm(corpus, root / "spm")
    tokenizer = {**SPM, "src_subword_model": spm, "tgt_subword_model": spm}
    paths = {"spm": spm}
    for name in ("mute", "mimo"):
        (root / name).mkdir()
    mute = tiny_config(root / "mute", corpus, **SMALL, **tokenizer,
                       transforms=["onmt_tokenize"], encoder_type="mute", mute_units=2)
    fr_tgt = root / "data" / "train.fr"  # a second direction: upper-cased, not reversed
    fr_tgt.write_text("".join(line.upper() + "\n"
                              for line in Path(corpus["train_src"]).read_text().splitlines()))
    tagged = {"transforms": ["onmt_tokenize", "mimo_tag"]}
    mimo = tiny_config(
        root / "mimo", corpus, **SMALL, **tokenizer,
        encoder_type="mimo", decoder_type="mimo", mimo_cardinality=2,
        mimo_languages=["de", "fr"],
        data={"en-de": {"path_src": corpus["train_src"], "path_tgt": corpus["train_tgt"],
                        **tagged, "src_prefix": "<2de>"},
              "en-fr": {"path_src": corpus["train_src"], "path_tgt": str(fr_tgt), **tagged,
                        "src_prefix": "<2fr>"},
              "valid": {"path_src": corpus["valid_src"], "path_tgt": corpus["valid_tgt"],
                        **tagged, "src_prefix": "<2de>"}},
    )
    for name, cfg in (("mute", mute), ("mimo", mimo)):
        run_cli("onmt_ext_build_vocab", "-config", str(cfg), "-n_sample", "-1")
        run_cli("onmt_ext_train", "-config", str(cfg))
        paths[name] = str(cfg.parent / "run" / "model_step_40.pt")
    return paths


def test_serve_says_where_it_listens_once_its_models_are_loaded():
    """The wrapper of onmt.bin.server.serve: `ready on http://HOST:PORT` on OpenNMT's logger
    before waitress serves, and that logger no longer hands its lines to the root logger
    (which waitress gives a handler: every line twice)."""
    import logging

    import flask

    from onmt_ext.seam import wrappers

    onmt_logger = logging.getLogger("onmt")
    saved = (list(onmt_logger.handlers), onmt_logger.propagate, onmt_logger.level)
    records, served = [], []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record.getMessage())

    try:
        onmt_logger.handlers, onmt_logger.propagate = [Keep()], True
        onmt_logger.setLevel(logging.INFO)
        serve = wrappers.json_errors_before_serving(
            lambda app, **kw: served.append((list(records), onmt_logger.propagate, kw)))
        serve(flask.Flask("t"), host="127.0.0.1", port=5123)
    finally:
        onmt_logger.handlers, onmt_logger.propagate = saved[0], saved[1]
        onmt_logger.setLevel(saved[2])
    assert served == [(["ready on http://127.0.0.1:5123"], False,
                       {"host": "127.0.0.1", "port": 5123})]


def test_ctrl_c_stops_the_server_once_it_has_shut_down(monkeypatch):
    """waitress's loop catches KeyboardInterrupt and returns: the serve wrapper raises it
    again once the server is down, for the command's boundary; without Ctrl-C the server's
    return comes back; an ignored SIGINT stays ignored."""
    import flask

    from onmt_ext.core.tools import server_extras
    from onmt_ext.seam import wrappers

    monkeypatch.setattr(server_extras, "ready_to_serve", lambda host, port: None)

    def waitress_like(app, **kw):
        try:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(1)  # the handler raises here
        except KeyboardInterrupt:
            return "shut down"
        return "not interrupted"

    serve = wrappers.json_errors_before_serving(waitress_like)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt):
            serve(flask.Flask("a"), host="127.0.0.1", port=5123)
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
        quiet = wrappers.json_errors_before_serving(lambda app, **kw: "served")
        assert quiet(flask.Flask("b"), host="127.0.0.1", port=5123) == "served"
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        assert serve(flask.Flask("c"), host="127.0.0.1", port=5123) == "not interrupted"
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous)


# --------------------------------------------------------------------------- the server
def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.contextmanager
def onmt_server(config: Path, log: Path):
    """`onmt_server` on 127.0.0.1 (a free port) until it answers /health; yields its URL
    root. Afterwards Ctrl-C (SIGINT): one line says so, the process ends by the signal
    (waitress caught the interrupt and returned: status 0, no word), and the server's
    process group must be gone."""
    port = free_port()
    env = dict(os.environ, OMP_NUM_THREADS="1", PYTHONWARNINGS="ignore::DeprecationWarning")
    with open(log, "w") as out:
        proc = subprocess.Popen(
            [str(BIN / "onmt_server"), "--ip", "127.0.0.1", "--port", str(port),
             "--model_config", str(config)],
            stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True,
            # SIGINT at its default, as from a terminal (a pytest-xdist worker ignores it)
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
    url = f"http://127.0.0.1:{port}/translator"
    try:
        deadline = time.monotonic() + 180  # loads both models before it listens
        while True:
            assert proc.poll() is None, f"onmt_server exited:\n{log.read_text()[-3000:]}"
            try:
                with urllib.request.urlopen(f"{url}/health", timeout=5) as answer:
                    assert json.load(answer) == {"status": "ok"}
                break
            except (urllib.error.URLError, ConnectionError):
                assert time.monotonic() < deadline, log.read_text()[-3000:]
                time.sleep(0.5)
        yield url
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            raise
    assert proc.returncode == -signal.SIGINT, log.read_text()[-3000:]
    assert log.read_text().splitlines()[-1] == "onmt_server: stopped by Ctrl-C (SIGINT)"
    with pytest.raises(ProcessLookupError):  # nothing of it left running
        os.killpg(proc.pid, 0)


def post(url: str, inputs: list[dict]):
    request = urllib.request.Request(f"{url}/translate", data=json.dumps(inputs).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as answer:
        return json.load(answer)


def raw_post(url: str, body: bytes) -> tuple[int, dict]:
    """POST `body` to /translate: (HTTP status, the JSON answer), errors included."""
    request = urllib.request.Request(f"{url}/translate", data=body,
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=120) as answer:
            return answer.status, json.load(answer)
    except urllib.error.HTTPError as error:
        assert error.headers.get_content_type() == "application/json", error.read()[:300]
        return error.code, json.load(error)


def translations(url: str, inputs: list[dict]) -> list[str]:
    """The server's translations (n_best 1) of `inputs`, in order."""
    (best,) = post(url, inputs)
    assert [a["src"] for a in best] == [i["src"] for i in inputs]
    return [a["tgt"] for a in best]


def translate_file(model: str, src: Path, out: Path, *flags: str) -> list[str]:
    run_cli("onmt_translate", "-model", model, "-src", str(src), "-output", str(out),
            *TRANSLATE, *flags)
    return out.read_text().splitlines()


@pytest.mark.cli
def test_onmt_server_answers_as_onmt_translate(trained, tmp_path):
    src = tmp_path / "src.txt"
    src.write_text("".join(line + "\n" for line in SENTENCES))
    spm = ["-src_subword_type", "sentencepiece", "-tgt_subword_type", "sentencepiece",
           "-src_subword_model", trained["spm"], "-tgt_subword_model", trained["spm"]]
    expected = {
        "mute": translate_file(trained["mute"], src, tmp_path / "mute.out",
                               "-transforms", "onmt_tokenize", *spm),
        **{tag: translate_file(trained["mimo"], src, tmp_path / f"{tag}.out",
                               "-transforms", "onmt_tokenize", "mimo_tag", "-src_prefix", tag,
                               *spm)
           for tag in ("<2de>", "<2fr>")},
    }
    assert expected["<2de>"] != expected["<2fr>"]  # the tag reaches the model
    functions = {"preprocess": ["onmt_ext.serving.preprocess"],
                 "postprocess": ["onmt_ext.serving.postprocess"]}
    config = tmp_path / "server.json"
    config.write_text(json.dumps({
        "models_root": str(Path(trained["spm"]).parent),
        "models": [
            {"id": 100, "model": trained["mute"], "load": True, "opt": SERVER_OPT,
             **functions,  # the subword model's place given anew, under models_root
             "custom_opt": {"src_subword_model": "spm.model", "tgt_subword_model": "spm.model"}},
            {"id": 200, "model": trained["mimo"], "load": True, "opt": SERVER_OPT,
             **functions, "custom_opt": {"src_prefix": "<2de>"}},
        ],
    }))
    with onmt_server(config, tmp_path / "server.log") as url:
        got = {
            "mute": translations(url, [{"id": 100, "src": s} for s in SENTENCES]),
            "<2de>": translations(url, [{"id": 200, "src": s} for s in SENTENCES]),
            "<2fr>": translations(url, [{"id": 200, "src": s, "src_prefix": "<2fr>"}
                                        for s in SENTENCES]),
        }
        assert translations(url, [{"id": 100, "src": ""}]) == [""]
        unknown = post(url, [{"id": 200, "src": SENTENCES[0], "src_prefix": "<2xx>"}])
        # bad requests: JSON errors with their HTTP status (OpenNMT: HTML 400 / 500 pages)
        malformed = raw_post(url, b'[{"id": 100, "src": ')
        no_src = raw_post(url, json.dumps([{"id": 100, "text": "x"}]).encode())
        no_model = raw_post(url, json.dumps([{"id": 99, "src": "x"}]).encode())
        after_errors = translations(url, [{"id": 100, "src": SENTENCES[0]}])
    assert malformed[0] == 400 and malformed[1]["status"] == "error"
    # the parser's reason and position: the body ends where a value was expected
    assert malformed[1]["error"].startswith(
        "the request body is not valid JSON: Expecting value at line 1 column 21 "
        "(character 20)")
    assert no_src == (400, {"status": "error",
                            "error": 'request 0: "src" (the text to translate) is missing'})
    assert no_model == (404, {"status": "error",
                              "error": "no model with id 99; the server's models: [100, 200]"})
    assert after_errors == expected["mute"][:1]
    log = (tmp_path / "server.log").read_text().splitlines()
    port = url.split(":")[2].split("/")[0]
    assert [line.split("] ", 1)[-1] for line in log if "ready on" in line] == \
        [f"ready on http://127.0.0.1:{port}"]
    assert not [line for line in log if line.startswith("INFO:onmt:")], log
    assert sum("Loading model 100" in line for line in log) == 1, log
    assert got == expected
    assert not any("\u2581" in line for lines in got.values() for line in lines)  # detokenised
    assert unknown == {"status": "error", "error": (
        "onmt_ext.serving (model 200): src_prefix '<2xx>' is none of the tags the model was "
        "trained with: ['<2de>', '<2fr>']")}


@pytest.mark.parametrize("given, expected", [
    ({}, {"preprocess_opt": ["onmt_ext.serving.preprocess"],
          "postprocess_opt": ["onmt_ext.serving.postprocess"]}),
    ({"tokenizer_opt": {"type": "pyonmttok"}}, {"tokenizer_opt": {"type": "pyonmttok"}}),
    ({"preprocess_opt": ["mine.pre"]}, {"preprocess_opt": ["mine.pre"]}),
])
def test_a_model_configured_without_processing_gets_the_checkpoint_s_transforms(given,
                                                                                 expected):
    """TranslationServer.preload_model as the seam wraps it: a model whose config names no
    preprocess, postprocess or tokenizer gets onmt_ext.serving's; one that names any keeps
    what it names."""
    from onmt_ext.seam import wrappers

    calls = []
    preload = wrappers.checkpoint_transforms_by_default(
        lambda self, opt, model_id=None, **kwargs: calls.append((model_id, kwargs)))
    preload(None, "opt", model_id=3, **given)
    assert calls == [(3, expected)]
