"""Faults OpenNMT passes over in silence or with its usage text: unpaired corpus files, a key
given twice in a -config file, a YAML syntax error (a tab). Each is one line naming the
file, the line(s) and the key, before any training."""

from __future__ import annotations

import pytest

from onmt_ext.core.checks.config_file import ConfigFileError, check_config_file, config_paths
from onmt_ext.core.checks.corpus_checks import CorpusError, check_corpora, count_lines


def write(path, text):
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("text, lines", [("", 0), ("a\n", 1), ("a\nb", 2), ("a\nb\n", 2)])
def test_count_lines_counts_a_last_line_without_newline(tmp_path, text, lines):
    assert count_lines(write(tmp_path / "f", text)) == lines


def test_unpaired_corpus_files_name_both_files_and_counts(tmp_path):
    src = write(tmp_path / "train.src", "a\nb\nc\n")
    tgt = write(tmp_path / "train.tgt", "A\nB\n")
    with pytest.raises(CorpusError) as info:
        check_corpora({"corpus_1": {"path_src": src, "path_tgt": tgt}})
    assert str(info.value) == (
        f"data/corpus_1: path_src {src} has 3 lines but path_tgt {tgt} has 2; the files "
        "must be line-aligned (one sentence pair per line): find the missing or extra "
        "line(s) and fix the shorter file")


def test_paired_files_pass(tmp_path):
    src = write(tmp_path / "s", "a\nb\n")
    tgt = write(tmp_path / "t", "A\nB")
    check_corpora({"c": {"path_src": src, "path_tgt": tgt}})


def test_key_given_twice_names_both_lines(tmp_path):
    path = write(tmp_path / "c.yaml", "mute_noise_prob: 0.1\nseed: 1\nmute_noise_prob: 0.3\n")
    with pytest.raises(ConfigFileError) as info:
        check_config_file(path)
    assert str(info.value) == (f"{path}: key 'mute_noise_prob' is given twice (lines 1 and 3);"
                               " keep one")


def test_key_twice_inside_a_corpus_entry(tmp_path):
    path = write(tmp_path / "c.yaml", "data:\n  c:\n    path_src: a\n    path_src: b\n")
    with pytest.raises(ConfigFileError, match=r"key 'path_src' is given twice \(lines 3 and 4\)"):
        check_config_file(path)


def test_same_key_in_two_mappings_is_fine(tmp_path):
    check_config_file(write(tmp_path / "c.yaml", "data:\n  a: {path_src: x}\n  b: {path_src: y}\n"))


def test_tab_in_indentation_is_named(tmp_path):
    path = write(tmp_path / "c.yaml", "data:\n  x:\n\tpath_src: a\n")
    with pytest.raises(ConfigFileError) as info:
        check_config_file(path)
    assert str(info.value) == (f"{path} line 3, column 1: a tab in the indentation (YAML "
                               "indents with spaces only)")


def test_other_syntax_error_gives_line_and_column(tmp_path):
    path = write(tmp_path / "c.yaml", "a: [1, 2\n")
    with pytest.raises(ConfigFileError, match=r"line 2, column 1: expected ',' or ']'"):
        check_config_file(path)


def test_missing_file_is_one_line(tmp_path):
    with pytest.raises(ConfigFileError) as info:
        check_config_file(str(tmp_path / "absent.yaml"))
    assert str(info.value) == f"-config {tmp_path / 'absent.yaml'}: no such file"
    with pytest.raises(ConfigFileError) as info:
        check_config_file(str(tmp_path))
    assert str(info.value) == f"-config {tmp_path}: is a folder, not a file"


@pytest.mark.parametrize("kind", ["train", "translate", "build_vocab"])
def test_missing_config_stops_each_command_with_one_line(kind, tmp_path, capsys):
    """No usage text: the strict parser that OpenNMT's commands run stops first."""
    from onmt_ext.core.tools import strict_parsing as parsing

    argv = ["-config", str(tmp_path / "my-mute.yaml")]
    with pytest.raises(parsing.ConfigError) as info:
        parsing.parse_strict(kind, argv)
    # the exception's line; the command's boundary prints it as `onmt_<kind>: error: ...`
    assert str(info.value) == f"-config {tmp_path / 'my-mute.yaml'}: no such file"
    assert capsys.readouterr() == ("", "")


@pytest.mark.parametrize("argv, paths", [
    (["-config", "a.yaml", "-seed", "1"], ["a.yaml"]),
    (["--config=b.yaml"], ["b.yaml"]),
    (["-seed", "1"], []),
    (["-config"], []),
])
def test_config_paths(argv, paths):
    assert config_paths(argv) == paths


def test_training_stops_before_opennmt_reads_a_duplicated_key(tmp_path, tiny_corpus):
    """Through the strict parser that onmt_train and onmt_ext_train use."""
    from conftest import tiny_config
    from support import error_line

    from onmt_ext import cli

    cfg = tiny_config(tmp_path, tiny_corpus)
    cfg.write_text(cfg.read_text() + "seed: 7\nseed: 8\n")
    info = error_line(cli.train, ["-config", str(cfg)])
    assert "key 'seed' is given twice" in str(info)
    assert str(info).startswith("onmt_ext_train: error: ")


def test_a_merge_key_and_its_override_are_not_duplicates(tmp_path):
    path = write(tmp_path / "c.yaml", "base: &b\n  x: 1\n  y: 2\nother:\n  <<: *b\n  y: 3\n")
    check_config_file(path)


def test_a_corpus_the_length_filter_empties_is_named_before_training(tmp_path, tiny_corpus):
    """OpenNMT: a TypeError ('NoneType' not iterable) deep in its data loading."""
    from conftest import tiny_config
    from support import error_line

    from onmt_ext import cli

    cfg = tiny_config(tmp_path, tiny_corpus, transforms=["filtertoolong"], src_seq_length=1,
                      tgt_seq_length=3)
    line = error_line(cli.train, ["-config", str(cfg)])
    assert line.startswith("onmt_ext_train: error: data/corpus_1: every one of its ")
    assert "examples is removed (" in line and "by filtertoolong (src_seq_length 1, " \
        "tgt_seq_length 3)), so there is nothing to train on" in line
    assert not (tmp_path / "run").exists()
