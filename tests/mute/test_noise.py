"""Tests for the Biased-MUTE bias-module noises (onmt_ext.mute.noise)."""

import itertools

import pytest
import torch

from onmt_ext.mute.noise import (
    NOISE_TYPES,
    NoiseBias,
    apply_noise,
    disorder_source_index,
    mask_position,
    swap_source_index,
)

LENGTHS = [5, 2, 1, 4]
MAX_LEN = 6
SEEDS = range(200)

DEVICES = ["cpu"] + (["cuda"] if torch.cuda.is_available() else [])


def gen(seed, device="cpu"):
    g = torch.Generator(device=device)
    g.manual_seed(seed)
    return g


def lengths_tensor(values=LENGTHS, device="cpu"):
    return torch.tensor(values, dtype=torch.long, device=device)


def moved_positions(row):
    return [t for t, s in enumerate(row) if s != t]


# --------------------------------------------------------------------------- swap


def check_swap_row(row, length, max_distance=3):
    moved = moved_positions(row)
    if length < 2:
        assert row == list(range(len(row)))
        return None
    assert len(moved) == 2
    i, j = moved
    assert row[i] == j and row[j] == i
    assert 1 <= j - i <= max_distance
    assert j < length
    assert row[length:] == list(range(length, len(row)))
    return j - i


def test_swap_index_properties_all_seeds():
    lengths = lengths_tensor()
    for seed in SEEDS:
        src = swap_source_index(lengths, MAX_LEN, generator=gen(seed))
        assert src.shape == (4, MAX_LEN) and src.dtype == torch.long
        for b, length in enumerate(LENGTHS):
            check_swap_row(src[b].tolist(), length)


def test_swap_length_two_always_swaps_first_pair():
    lengths = lengths_tensor([2, 2])
    for seed in range(20):
        src = swap_source_index(lengths, 3, generator=gen(seed))
        assert src.tolist() == [[1, 0, 2], [1, 0, 2]]


def test_swap_distances_cover_1_to_3_and_no_farther():
    lengths = lengths_tensor([5] * 4 + [8] * 4)
    seen = set()
    for seed in SEEDS:
        src = swap_source_index(lengths, 9, generator=gen(seed))
        for b, length in enumerate(lengths.tolist()):
            seen.add(check_swap_row(src[b].tolist(), length))
    assert seen == {1, 2, 3}


def test_swap_respects_max_distance_argument():
    lengths = lengths_tensor([10] * 64)
    seen = set()
    for seed in range(20):
        src = swap_source_index(lengths, 10, max_distance=1, generator=gen(seed))
        for row in src.tolist():
            seen.add(check_swap_row(row, 10, max_distance=1))
    assert seen == {1}


def test_swap_distribution_matches_spec():
    # L = 5: i uniform in {0,1,2,3}; k uniform in 1..min(3, 4 - i).
    n = 60_000
    src = swap_source_index(lengths_tensor([5] * n), 5, generator=gen(0))
    t = torch.arange(5)
    moved = src != t
    i = moved.int().argmax(dim=1)
    j = 4 - moved.flip(1).int().argmax(dim=1)
    counts = torch.zeros(4, 4)
    counts.index_put_((i, j - i), torch.ones(n), accumulate=True)
    expected = torch.zeros(4, 4)
    for ii in range(4):
        k_max = min(3, 4 - ii)
        expected[ii, 1 : k_max + 1] = 0.25 / k_max
    assert torch.allclose(counts / n, expected, atol=0.01)


# ----------------------------------------------------------------------- disorder


def check_disorder_row(row, length, window=3):
    max_len = len(row)
    assert row[length:] == list(range(length, max_len))
    if length < 2:
        assert row == list(range(max_len))
        return []
    assert sorted(row[:length]) == list(range(length))
    moved = moved_positions(row)
    if moved:
        assert moved[-1] - moved[0] + 1 <= min(window, length)
        assert moved[-1] < length
        # positions in the span are permuted among themselves
        span = range(moved[0], moved[-1] + 1)
        assert sorted(row[t] for t in span) == list(span)
    return moved


def test_disorder_index_properties_all_seeds():
    lengths = lengths_tensor()
    for seed in SEEDS:
        src = disorder_source_index(lengths, MAX_LEN, generator=gen(seed))
        assert src.shape == (4, MAX_LEN) and src.dtype == torch.long
        for b, length in enumerate(LENGTHS):
            check_disorder_row(src[b].tolist(), length)


def test_disorder_window_of_three_sometimes_non_identity():
    lengths = lengths_tensor([3, 6])
    spans = set()
    for seed in SEEDS:
        src = disorder_source_index(lengths, 6, generator=gen(seed))
        for b, length in enumerate(lengths.tolist()):
            moved = check_disorder_row(src[b].tolist(), length)
            if moved:
                spans.add(moved[-1] - moved[0] + 1)
    assert 3 in spans and 2 in spans


def test_disorder_distribution_matches_spec():
    # L = 5, window 3: start s uniform in {0,1,2}, permutation uniform over 3! ->
    # the probability of each resulting index row is a sum over (s, perm).
    n = 60_000
    src = disorder_source_index(lengths_tensor([5] * n), 5, generator=gen(1))
    expected = {}
    for s in range(3):
        for perm in itertools.permutations(range(3)):
            row = list(range(5))
            row[s : s + 3] = [s + p for p in perm]
            expected[tuple(row)] = expected.get(tuple(row), 0.0) + 1 / 18
    rows, counts = src.unique(dim=0, return_counts=True)
    observed = {tuple(r): c / n for r, c in zip(rows.tolist(), counts.tolist())}
    assert set(observed) == set(expected)
    for row, prob in expected.items():
        assert abs(observed[row] - prob) < 0.01, row


def test_disorder_small_window_argument():
    lengths = lengths_tensor([6] * 64)
    for seed in range(20):
        src = disorder_source_index(lengths, 6, window=2, generator=gen(seed))
        for row in src.tolist():
            check_disorder_row(row, 6, window=2)
        src1 = disorder_source_index(lengths, 6, window=1, generator=gen(seed))
        assert (src1 == torch.arange(6)).all()


# --------------------------------------------------------------------------- mask


def test_mask_position_range_and_empty_sentence():
    lengths = lengths_tensor([5, 2, 1, 4, 0])
    for seed in SEEDS:
        pos = mask_position(lengths, generator=gen(seed))
        assert pos.shape == (5,) and pos.dtype == torch.long
        for p, length in zip(pos.tolist(), lengths.tolist()):
            if length == 0:
                assert p == -1
            else:
                assert 0 <= p < length
        assert pos[2].item() == 0


def test_mask_position_uniform():
    n = 50_000
    pos = mask_position(lengths_tensor([4] * n), generator=gen(3))
    freq = torch.bincount(pos, minlength=4).float() / n
    assert torch.allclose(freq, torch.full((4,), 0.25), atol=0.01)


def test_mask_replaces_exactly_one_real_row():
    lengths = lengths_tensor()
    dim = 3
    mask = torch.full((dim,), 100.0)
    for seed in range(50):
        x = torch.randn(4, MAX_LEN, dim, generator=gen(1000 + seed))
        out = apply_noise(x, lengths, "mask", mask_embedding=mask, generator=gen(seed))
        expected_pos = mask_position(lengths, generator=gen(seed))
        for b, length in enumerate(LENGTHS):
            is_mask = [bool((out[b, t] == mask).all()) for t in range(MAX_LEN)]
            assert sum(is_mask[:length]) == 1
            assert not any(is_mask[length:])
            p = is_mask.index(True)
            assert p == expected_pos[b].item()
            keep = [t for t in range(MAX_LEN) if t != p]
            assert torch.equal(out[b, keep], x[b, keep])


def test_mask_gradients():
    lengths = lengths_tensor([5, 2, 1, 4, 0])
    x = torch.randn(5, MAX_LEN, 3, requires_grad=True)
    mask = torch.zeros(3, requires_grad=True)
    out = apply_noise(x, lengths, "mask", mask_embedding=mask, generator=gen(7))
    out.backward(torch.ones_like(out))
    # 4 non-empty sentences, each masks one row
    assert torch.equal(mask.grad, torch.full((3,), 4.0))
    pos = mask_position(lengths, generator=gen(7))
    expected = torch.ones(5, MAX_LEN, 3)
    for b, p in enumerate(pos.tolist()):
        if p >= 0:
            expected[b, p] = 0.0
    assert torch.equal(x.grad, expected)


def test_mask_weighted_upstream_gradient():
    lengths = lengths_tensor()
    x = torch.randn(4, MAX_LEN, 2, requires_grad=True)
    mask = torch.zeros(2, requires_grad=True)
    out = apply_noise(x, lengths, "mask", mask_embedding=mask, generator=gen(11))
    upstream = torch.randn(4, MAX_LEN, 2, generator=gen(12))
    out.backward(upstream)
    pos = mask_position(lengths, generator=gen(11))
    expected = sum(upstream[b, p] for b, p in enumerate(pos.tolist()))
    assert torch.allclose(mask.grad, expected)


def test_mask_casts_embedding_to_input_dtype():
    x = torch.randn(2, 4, 3, dtype=torch.float64)
    mask = torch.ones(3, dtype=torch.float32)
    out = apply_noise(x, lengths_tensor([4, 3]), "mask", mask, generator=gen(0))
    assert out.dtype == torch.float64


# ------------------------------------------------------------------ tiny hand cases


@pytest.mark.parametrize("seed", range(10))
def test_swap_and_disorder_move_the_rows_their_index_draws(seed):
    """apply_noise gathers row src[t] into position t, src drawn by the index function
    with the same generator (the index functions' own properties: the tests above); a
    drawn swap moves exactly two rows at most 3 apart, a drawn disorder permutes rows
    inside one window of 3."""
    x = torch.arange(4, dtype=torch.float32).view(1, 4, 1)
    lengths = lengths_tensor([4])
    for noise, index_fn in (
        ("swap", swap_source_index),
        ("disorder", disorder_source_index),
    ):
        src = index_fn(lengths, 4, generator=gen(seed))[0].tolist()
        expected = torch.tensor([[[float(s)] for s in src]])
        out = apply_noise(x, lengths, noise, generator=gen(seed))
        assert torch.equal(out, expected)
        assert sorted(src) == [0, 1, 2, 3]
        moved = [t for t in range(4) if src[t] != t]
        if noise == "swap":
            assert len(moved) == 2 and moved[1] - moved[0] <= 3, src
            assert src[moved[0]] == moved[1] and src[moved[1]] == moved[0], src
        else:
            assert not moved or moved[-1] - moved[0] <= 2, src


def test_mask_replaces_the_row_its_position_draws():
    """apply_noise puts the mask embedding at the position mask_position draws with the
    same generator, and leaves the other rows as they were."""
    x = torch.arange(4, dtype=torch.float32).view(1, 4, 1)
    lengths = lengths_tensor([4])
    p = mask_position(lengths, generator=gen(5)).item()
    expected = [[-1.0] if t == p else [float(t)] for t in range(4)]
    out = apply_noise(x, lengths, "mask", torch.tensor([-1.0]), generator=gen(5))
    assert out.tolist() == [expected]


def test_tiny_with_padding_by_hand():
    # B=1, T=4, true length 3: position 3 is padding and must stay put.
    x = torch.arange(4, dtype=torch.float32).view(1, 4, 1)
    lengths = lengths_tensor([3])
    for seed in range(30):
        for noise in ("swap", "disorder"):
            out = apply_noise(x, lengths, noise, generator=gen(seed))
            assert out[0, 3, 0].item() == 3.0
            assert sorted(out[0, :3, 0].tolist()) == [0.0, 1.0, 2.0]


# ---------------------------------------------------------------- API / errors


def test_identity_returns_same_object():
    x = torch.randn(2, 3, 4)
    assert apply_noise(x, lengths_tensor([3, 1]), "identity") is x
    assert NoiseBias("identity")(x, lengths_tensor([3, 1])) is x


def test_unknown_noise_raises():
    x = torch.randn(2, 3, 4)
    with pytest.raises(ValueError, match="shuffle") as err:
        apply_noise(x, lengths_tensor([3, 1]), "shuffle")
    for name in NOISE_TYPES:
        assert name in str(err.value)
    with pytest.raises(ValueError, match="shuffle"):
        NoiseBias("shuffle")


def test_mask_without_or_with_bad_embedding_raises():
    x = torch.randn(2, 3, 4)
    with pytest.raises(ValueError, match="mask_embedding"):
        apply_noise(x, lengths_tensor([3, 1]), "mask")
    with pytest.raises(ValueError, match="mask_embedding"):
        apply_noise(x, lengths_tensor([3, 1]), "mask", torch.zeros(5))


def test_bad_sizes_raise():
    with pytest.raises(ValueError, match="max_distance"):
        swap_source_index(lengths_tensor([3]), 3, max_distance=0)
    with pytest.raises(ValueError, match="window"):
        disorder_source_index(lengths_tensor([3]), 3, window=0)


def test_every_noise_type_is_an_option_and_does_what_it_is_named():
    """The four bias modules of Eq. 11: each is a choice of `mute_noise` (another name is an
    error naming the four), and on a 12-token sentence identity returns the input itself,
    swap and disorder only move rows (the same rows, another order for some seed), mask
    replaces exactly one row by the mask embedding."""
    from support import model_opt

    assert sorted(NOISE_TYPES) == ["disorder", "identity", "mask", "swap"]
    keys = dict(encoder_type="mute", max_relative_positions=8, position_encoding=False)
    assert model_opt(**keys, mute_units=4, mute_noise=list(NOISE_TYPES)).mute_noise == list(
        NOISE_TYPES)
    with pytest.raises(ValueError, match="choose from identity, swap, disorder, mask"):
        model_opt(**keys, mute_units=1, mute_noise=["shuffle"])

    x = torch.arange(24, dtype=torch.float32).view(1, 12, 2)
    lengths, mask = lengths_tensor([12]), torch.full((2,), -1.0)
    rows = sorted(x[0].tolist())
    assert apply_noise(x, lengths, "identity", mask) is x
    for noise in ("swap", "disorder"):
        outs = [apply_noise(x, lengths, noise, mask, gen(seed)) for seed in range(20)]
        assert all(sorted(out[0].tolist()) == rows for out in outs), noise
        assert any(not torch.equal(out, x) for out in outs), noise
    for seed in range(20):
        out = apply_noise(x, lengths, "mask", mask, gen(seed))
        masked = (out[0] == mask).all(-1)
        assert masked.sum() == 1
        assert torch.equal(out[0][~masked], x[0][~masked])


def test_noise_bias_module():
    for noise in NOISE_TYPES:
        module = NoiseBias(noise)
        assert noise in repr(module)
        assert list(module.parameters()) == []
    assert "max_distance=2" in repr(NoiseBias("swap", max_distance=2))
    assert "window=4" in repr(NoiseBias("disorder", window=4))
    x = torch.arange(12, dtype=torch.float32).view(1, 12, 1)
    lengths = lengths_tensor([12])
    module = NoiseBias("swap", max_distance=1)
    for seed in range(20):
        out = module(x, lengths, generator=gen(seed))
        expected = apply_noise(x, lengths, "swap", generator=gen(seed), max_distance=1)
        assert torch.equal(out, expected)
        moved = moved_positions(out[0, :, 0].long().tolist())
        assert len(moved) == 2 and moved[1] - moved[0] == 1
    # mask: inputs 1..24 (no zeros) and a mask value -1 distinct from every input, so a
    # no-op or a wrong position cannot pass
    x = torch.arange(1, 25, dtype=torch.float32).view(1, 12, 2)
    mask = torch.tensor([-1.0, -1.0])
    positions = set()
    for seed in range(20):
        pos = mask_position(lengths, gen(seed)).item()
        assert 0 <= pos < 12
        positions.add(pos)
        out = NoiseBias("mask")(x, lengths, mask, generator=gen(seed))
        changed = (out != x).any(-1)[0]  # (T,)
        assert changed.nonzero().flatten().tolist() == [pos]
        assert torch.equal(out[0, pos], mask)
        keep = torch.arange(12) != pos
        assert torch.equal(out[0, keep], x[0, keep])
    assert len(positions) > 1  # the position follows the generator


# ------------------------------------------------------------------ vectorisation


@pytest.mark.parametrize("device", DEVICES)
def test_large_batch_all_noises(device):
    batch, max_len, dim = 512, 40, 8
    g = gen(123, device)
    lengths = torch.randint(0, max_len + 1, (batch,), generator=g, device=device)
    lengths[0] = max_len
    lengths[1] = 0
    lengths[2] = 1
    x = torch.randn(batch, max_len, dim, generator=g, device=device)
    t = torch.arange(max_len, device=device)
    pad = t.unsqueeze(0) >= lengths.unsqueeze(1)  # (B, T)
    mask = torch.full((dim,), 1e4, device=device)
    for noise in NOISE_TYPES:
        out = apply_noise(x, lengths, noise, mask, generator=gen(9, device))
        assert out.shape == x.shape and out.device == x.device
        assert torch.equal(out[pad], x[pad])
        changed = (out != x).any(dim=-1)  # (B, T)
        if noise == "identity":
            assert not changed.any()
        elif noise == "mask":
            assert torch.equal(changed.sum(1), (lengths > 0).long())
        else:
            assert (changed.sum(1) <= 3).all()
            assert not changed[lengths < 2].any()
    src = swap_source_index(lengths, max_len, generator=gen(4, device))
    assert src.device == lengths.device
    changed = (src != t).sum(1)
    assert torch.equal(changed, torch.where(lengths >= 2, 2, 0))
    src = disorder_source_index(lengths, max_len, generator=gen(4, device))
    assert torch.equal(src.sort(dim=1).values, t.expand(batch, max_len))
