"""A crash or a full disk never leaves a partial file under a final name."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
import torch

from onmt_ext.core.files import atomic_save
from onmt_ext.core.files.atomic_save import (
    AtomicTorch,
    SaveError,
    TemporaryOutputs,
    open_text_to_append,
    replace_text,
    replaced_file,
    save_atomically,
    temporary_name,
)
from onmt_ext.core.model.training_metrics import MetricsLog, read_metrics


def _files(folder):
    return sorted(p.name for p in folder.iterdir())


def test_a_saved_checkpoint_loads_and_no_temporary_is_left(tmp_path):
    path = tmp_path / "m_step_2.pt"
    save_atomically({"w": torch.arange(3)}, path)
    assert _files(tmp_path) == ["m_step_2.pt"]
    assert torch.equal(torch.load(path, weights_only=True)["w"], torch.arange(3))


def _disk_full_after_some_bytes(obj, temporary):
    temporary.write_bytes(b"PK\x03\x04 partial")
    raise OSError(errno.ENOSPC, "No space left on device")


def test_full_disk_leaves_nothing_and_says_so_in_one_line(tmp_path):
    path = tmp_path / "m_step_4.pt"
    with pytest.raises(SaveError) as info:
        save_atomically({"w": 1}, path, save=_disk_full_after_some_bytes)
    message = str(info.value)
    assert message.startswith(f"[Errno {errno.ENOSPC}] cannot write {path}: the disk is full (")
    assert "MiB free in" in message and "\n" not in message
    assert _files(tmp_path) == []


def test_torch_disk_full_runtime_error_is_recognised(tmp_path):
    def torch_full(obj, temporary):
        temporary.write_bytes(b"x")
        raise RuntimeError("[enforce fail at inline_container.cc:672] . unexpected pos 220288 "
                           "vs 220176")

    with pytest.raises(SaveError, match="the disk is full"):
        save_atomically({}, tmp_path / "m.pt", save=torch_full)
    assert _files(tmp_path) == []


def test_a_crash_mid_save_keeps_the_previous_file(tmp_path):
    path = tmp_path / "m.pt"
    save_atomically({"v": 1}, path)

    def crash(obj, temporary):
        temporary.write_bytes(b"")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        save_atomically({"v": 2}, path, save=crash)
    assert torch.load(path, weights_only=True) == {"v": 1}
    assert _files(tmp_path) == ["m.pt"]


def test_unwritable_folder_names_the_path(tmp_path):
    with pytest.raises(SaveError, match=r"cannot write .*absent/m.pt: No such file"):
        replace_text(tmp_path / "absent" / "m.pt", "x")


@pytest.mark.parametrize("copy, expected", [(True, "one\ntwo\n"), (False, "two\n")])
def test_a_text_opened_to_append_starts_as_a_copy_only_when_asked(tmp_path, copy, expected):
    path = tmp_path / "out.txt"
    path.write_text("one\n", encoding="utf-8")
    temporary = temporary_name(path)
    with open_text_to_append(path, temporary, copy=copy) as handle:
        handle.write("two\n")
    assert temporary.read_text(encoding="utf-8") == expected
    assert path.read_text(encoding="utf-8") == "one\n"


def test_a_text_to_append_copies_nothing_when_the_file_is_absent(tmp_path):
    temporary = temporary_name(tmp_path / "out.txt")
    with open_text_to_append(tmp_path / "out.txt", temporary, copy=True) as handle:
        handle.write("two\n")
    assert _files(tmp_path) == [temporary.name]
    assert temporary.read_text(encoding="utf-8") == "two\n"


def test_a_text_to_append_that_cannot_be_made_names_the_final_path(tmp_path):
    path = tmp_path / "absent" / "out.txt"
    with pytest.raises(SaveError, match=r"cannot write .*absent/out.txt: No such file"):
        open_text_to_append(path, temporary_name(path), copy=True)


def test_temporary_name_is_hidden_beside_the_file(tmp_path):
    name = temporary_name(tmp_path / "m_step_2.pt")
    assert name.parent == tmp_path and name.name.startswith(".m_step_2.pt.tmp-")


def test_atomic_torch_is_torch_with_an_atomic_save(tmp_path):
    atomic = AtomicTorch()
    assert atomic.tensor is torch.tensor and atomic.distributed is torch.distributed
    atomic.save({"a": 1}, str(tmp_path / "c.pt"))
    assert _files(tmp_path) == ["c.pt"]


def test_metrics_log_appends_by_replacing_and_keeps_earlier_records(tmp_path):
    path = tmp_path / "m_metrics.jsonl"
    path.write_text('{"kind": "train", "step": 1}\n{"kind": "tr')  # cut by an old crash
    log = MetricsLog(path)
    log.write({"kind": "train", "step": 2})
    assert [r["step"] for r in read_metrics(path)] == [1, 2]
    assert _files(tmp_path) == ["m_metrics.jsonl"]
    assert json.loads(path.read_text().splitlines()[-1]) == {"kind": "train", "step": 2}


@pytest.fixture
def full_disk(tmp_path):
    """A 300 KiB tmpfs (root only; skipped elsewhere)."""
    import subprocess

    mount = tmp_path / "small"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=300k", "tmpfs", str(mount)],
                      capture_output=True).returncode:
        pytest.skip("cannot mount a small tmpfs here (needs root)")
    yield mount
    subprocess.run(["umount", str(mount)], check=False)


@pytest.mark.cli
def test_onmt_train_on_a_full_disk_says_so_and_leaves_no_partial_checkpoint(
        tmp_path, tiny_corpus, full_disk):
    from conftest import run_cli, tiny_config

    cfg = tiny_config(tmp_path, tiny_corpus, save_model=str(full_disk / "m"), train_steps=2,
                      save_checkpoint_steps=2)
    run_cli("onmt_build_vocab", "-config", str(cfg), "-n_sample", "-1")
    proc = run_cli("onmt_train", "-config", str(cfg), check=False)
    assert proc.returncode != 0
    last = proc.stderr.strip().splitlines()[-1]
    assert last.startswith(f"onmt_train: error: cannot write {full_disk}/m_step_2.pt: the disk "
                           "is full (") and "nothing was written under that name" in last
    assert "Traceback" not in proc.stderr
    assert sorted(p.name for p in full_disk.iterdir()) == ["m_metrics.jsonl"]


# ------------------------------------------------------ files written by OpenNMT's own code
def test_temporary_outputs_are_renamed_with_their_siblings_when_complete(tmp_path):
    final = tmp_path / "vocab[1].src"  # no glob pattern: brackets are a name like any other
    final.write_text("old\n")
    stale = tmp_path / f"{temporary_name(final).name}-killedrun_feat0"  # not this run's
    stale.write_text("stale\n")
    with TemporaryOutputs(r"_feat\d+") as outputs:
        written = outputs.redirect(final)
        assert Path(written).name.startswith(temporary_name(final).name + "-")
        with open(written, "w") as handle:  # as OpenNMT writes: in place, mode "w"
            handle.write("new\n")
        with open(f"{written}_feat0", "w") as handle:  # OpenNMT's `<src_vocab>_feat0`
            handle.write("feat\n")
        assert final.read_text() == "old\n"  # untouched until all are complete
    assert _files(tmp_path) == sorted([stale.name, "vocab[1].src", "vocab[1].src_feat0"])
    assert final.read_text() == "new\n"
    assert (tmp_path / "vocab[1].src_feat0").read_text() == "feat\n"


def test_temporary_outputs_through_a_link_put_the_siblings_beside_the_link(tmp_path):
    """`src_vocab` given as a link into another folder: the vocabulary replaces the file
    the link names (the link stays a link), and `<src_vocab>_feat0` goes beside the link,
    where OpenNMT's training opens it, not beside the file the link names."""
    real, link = _linked_vocabulary(tmp_path)
    with TemporaryOutputs(r"_feat\d+") as outputs:
        written = outputs.redirect(link)
        assert Path(written).parent == real.parent
        Path(written).write_text("new\n")
        Path(f"{written}_feat0").write_text("feat\n")
    assert link.is_symlink() and real.read_text() == "new\n"
    assert (tmp_path / "run" / "vocab.src_feat0").read_text() == "feat\n"
    assert _files(tmp_path / "store") == ["vocab.src"]


def _linked_vocabulary(tmp_path: Path) -> tuple[Path, Path]:
    (tmp_path / "store").mkdir()
    (tmp_path / "run").mkdir()
    real = tmp_path / "store" / "vocab.src"
    real.write_text("old\n")
    link = tmp_path / "run" / "vocab.src"
    link.symlink_to(real)
    return real, link


def test_temporary_outputs_copy_a_sibling_into_another_file_system(tmp_path, monkeypatch):
    """The link's folder on another file system than the file it names: renaming the
    sibling there fails (EXDEV), so it is copied beside its final name and renamed; no
    partial or temporary file is left."""
    real, link = _linked_vocabulary(tmp_path)
    rename = os.replace

    def across_file_systems(source, target):
        if Path(source).parent != Path(target).parent:
            raise OSError(errno.EXDEV, "Invalid cross-device link", str(source))
        rename(source, target)

    monkeypatch.setattr(atomic_save.os, "replace", across_file_systems)
    with TemporaryOutputs(r"_feat\d+") as outputs:
        written = outputs.redirect(link)
        Path(written).write_text("new\n")
        Path(f"{written}_feat0").write_text("feat\n")
    assert real.read_text() == "new\n" and link.is_symlink()
    assert (tmp_path / "run" / "vocab.src_feat0").read_text() == "feat\n"
    assert _files(tmp_path / "store") == ["vocab.src"]
    assert _files(tmp_path / "run") == ["vocab.src", "vocab.src_feat0"]


def test_temporary_outputs_move_the_siblings_first(tmp_path, monkeypatch):
    """A sibling that cannot be moved into place (its folder refuses it) leaves the main
    file as it was: the siblings are moved before it, and the error names the sibling."""
    real, link = _linked_vocabulary(tmp_path)
    rename = os.replace

    def refuse_the_link_folder(source, target):
        if Path(target).parent == link.parent:
            raise PermissionError(errno.EACCES, "Permission denied", str(target))
        rename(source, target)

    monkeypatch.setattr(atomic_save.os, "replace", refuse_the_link_folder)
    with pytest.raises(SaveError) as info, TemporaryOutputs(r"_feat\d+") as outputs:
        written = outputs.redirect(link)
        Path(written).write_text("new\n")
        Path(f"{written}_feat0").write_text("feat\n")
    assert "vocab.src_feat0" in str(info.value)
    assert real.read_text() == "old\n"
    assert _files(tmp_path / "store") == ["vocab.src"]
    assert _files(tmp_path / "run") == ["vocab.src"]


def test_temporary_outputs_of_a_failed_run_are_removed_and_the_final_kept(tmp_path):
    final = tmp_path / "vocab.src"
    final.write_text("old\n")
    with pytest.raises(KeyboardInterrupt), TemporaryOutputs() as outputs:
        with open(outputs.redirect(final), "w") as handle:
            handle.write("half")
        raise KeyboardInterrupt  # not a file-system fault: goes on as it is
    assert _files(tmp_path) == ["vocab.src"] and final.read_text() == "old\n"


def test_another_files_error_goes_on_as_it_is(tmp_path):
    """A corpus that cannot be read is not a fault of the vocabulary being written."""
    corpus = str(tmp_path / "corpus.txt")
    with pytest.raises(FileNotFoundError) as info, TemporaryOutputs() as outputs:
        outputs.redirect(tmp_path / "vocab.src")
        open(corpus)
    assert info.value.filename == corpus and _files(tmp_path) == []


def test_a_full_disk_met_by_opennmt_names_the_final_path(tmp_path):
    """A write of an open file fails without a file name: the error names the output
    being written, the last opened."""
    with pytest.raises(SaveError) as info, TemporaryOutputs() as outputs:
        with open(outputs.redirect(tmp_path / "vocab.src"), "w") as handle:
            handle.write("complete")
        with open(outputs.redirect(tmp_path / "vocab.tgt"), "w") as handle:
            handle.write("half")
            raise OSError(errno.ENOSPC, "No space left on device")
    assert str(info.value).startswith(f"[Errno {errno.ENOSPC}] cannot write "
                                      f"{tmp_path / 'vocab.tgt'}: the disk is full (")
    assert _files(tmp_path) == []


def test_an_error_naming_a_temporary_file_names_its_final_path(tmp_path):
    final = tmp_path / "vocab.tgt"
    with pytest.raises(SaveError) as info, TemporaryOutputs() as outputs:
        outputs.redirect(tmp_path / "vocab.src")
        written = outputs.redirect(final)
        raise PermissionError(errno.EACCES, "Permission denied", written)
    assert str(info.value) == f"[Errno {errno.EACCES}] cannot write {final}: Permission denied"


def test_a_link_stays_a_link_and_the_file_it_names_is_replaced(tmp_path):
    """Renaming onto a symbolic link would put a file in the link's place (so it was with
    /dev/stdout): the file the link names is replaced, beside it, and the link stays."""
    (tmp_path / "data").mkdir()
    target = tmp_path / "data" / "out.txt"
    target.write_text("old\n")
    link = tmp_path / "out.txt"
    link.symlink_to(target)
    replace_text(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert target.read_text() == "new\n"
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == ["out.txt"]
    dangling = tmp_path / "later.txt"
    dangling.symlink_to(tmp_path / "data" / "later.txt")
    replace_text(dangling, "created\n")
    assert dangling.is_symlink() and (tmp_path / "data" / "later.txt").read_text() == "created\n"


def test_a_pipe_is_written_in_place_and_a_link_to_it_stays(tmp_path):
    """A pipe (/dev/stdout piped into another command is a link to one) has no folder entry
    to rename onto: it is written in place, and the link naming it stays a link."""
    read, write = os.pipe()
    try:
        link = tmp_path / "stdout"
        link.symlink_to(f"/proc/self/fd/{write}")
        assert replaced_file(link) is None and replaced_file(os.devnull) is None
        replace_text(link, '{"bleu": 1.0}\n')
        assert link.is_symlink() and _files(tmp_path) == ["stdout"]
        assert os.read(read, 100) == b'{"bleu": 1.0}\n'
        outputs = TemporaryOutputs()
        assert outputs.redirect(link) == str(link) and outputs.finals == {}
    finally:
        os.close(read)
        os.close(write)


def test_a_stream_of_the_process_is_written_in_place_and_a_loop_is_refused(tmp_path):
    """/dev/stdout redirected to a file is a link to an open descriptor: written in place
    (a rename would leave the shell's descriptor on the old file), the link kept. A link
    that loops cannot be followed: refused, not replaced by a file."""
    behind = tmp_path / "stdout.txt"
    with open(behind, "w") as stream:
        link = tmp_path / "stdout"
        link.symlink_to(f"/proc/self/fd/{stream.fileno()}")
        assert replaced_file(link) is None
        replace_text(link, "the scores\n")
        assert link.is_symlink() and behind.read_text() == "the scores\n"
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    with pytest.raises(SaveError, match=r"cannot write .*loop: a link that cannot be followed"):
        replace_text(loop, "x")
    assert loop.is_symlink()


def test_the_replaced_file_keeps_its_permissions(tmp_path):
    private = tmp_path / "private.json"
    private.write_text("{}")
    private.chmod(0o600)
    replace_text(private, '{"bleu": 1}')
    assert (private.stat().st_mode & 0o777) == 0o600 and private.read_text() == '{"bleu": 1}'
