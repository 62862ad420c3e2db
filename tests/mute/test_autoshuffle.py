"""Tests for onmt_ext.mute.autoshuffle (MUTE Eq. 16-19)."""

import math
import re

import pytest
import torch

from onmt_ext.mute.autoshuffle import AutoShuffle


def _with_matrix(matrix, **kwargs):
    module = AutoShuffle(matrix.shape[0], **kwargs)
    module = module.to(matrix.dtype)
    with torch.no_grad():
        module.permutation.copy_(matrix)
    return module


def _perm_matrix(perm):
    # M[perm[i], i] = 1  <=>  G_i = F_{perm[i]}
    n = len(perm)
    m = torch.zeros(n, n)
    m[torch.tensor(perm), torch.arange(n)] = 1.0
    return m


def test_init_and_reset_parameters():
    module = AutoShuffle(4)
    assert torch.equal(module.permutation.data, torch.full((4, 4), 0.25))
    with torch.no_grad():
        module.permutation.normal_()
    module.reset_parameters()
    assert torch.equal(module.permutation.data, torch.full((4, 4), 0.25))
    assert [name for name, _ in module.named_parameters()] == ["permutation"]
    assert "num_units=4" in repr(module) and "sinkhorn_iterations=1" in repr(module)


@pytest.mark.parametrize("bad", [0, -1])
def test_invalid_sinkhorn_iterations(bad):
    message = f"sinkhorn_iterations must be an int >= 1, got {bad}"
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        AutoShuffle(3, sinkhorn_iterations=bad)


def test_normalize_hand_computed_2x2():
    module = _with_matrix(torch.tensor([[1.0, 3.0], [1.0, 1.0]], dtype=torch.float64))
    module.normalize_()
    # columns / [2, 4] -> [[0.5, 0.75], [0.5, 0.25]]; rows / [1.25, 0.75]
    expected = torch.tensor([[0.4, 0.6], [2.0 / 3.0, 1.0 / 3.0]], dtype=torch.float64)
    assert torch.allclose(module.permutation.data, expected, atol=1e-15)
    # One sweep: rows are stochastic, columns are not (16/15 and 14/15).
    assert torch.allclose(module.permutation.data.sum(1), torch.ones(2, dtype=torch.float64))
    col_sums = module.permutation.data.sum(0)
    assert torch.allclose(col_sums, torch.tensor([16 / 15, 14 / 15], dtype=torch.float64))


def test_normalize_one_sweep_random_with_negatives():
    torch.manual_seed(0)
    matrix = torch.randn(5, 5)
    assert (matrix < 0).any()
    # precondition: every row and column keeps a positive entry after Eq. 17
    assert (matrix > 0).any(dim=1).all() and (matrix > 0).any(dim=0).all()
    module = _with_matrix(matrix)
    module.normalize_()
    m = module.permutation.data
    assert (m >= 0).all()
    assert torch.isfinite(m).all()
    assert torch.allclose(m.sum(dim=1), torch.ones(5), atol=1e-6)
    assert not torch.allclose(m.sum(dim=0), torch.ones(5), atol=1e-3)


def test_normalize_sinkhorn_converges_to_doubly_stochastic():
    torch.manual_seed(1)
    matrix = torch.rand(6, 6) + 0.05
    module = _with_matrix(matrix, sinkhorn_iterations=50)
    module.normalize_()
    m = module.permutation.data
    assert (m >= 0).all()
    assert torch.allclose(m.sum(dim=1), torch.ones(6), atol=1e-4)
    assert torch.allclose(m.sum(dim=0), torch.ones(6), atol=1e-4)


def test_normalize_all_negative_row_stays_finite():
    matrix = torch.tensor([[-1.0, -2.0, -0.5], [1.0, 2.0, 3.0], [0.5, -1.0, 1.0]])
    module = _with_matrix(matrix, sinkhorn_iterations=3)
    module.normalize_()
    m = module.permutation.data
    assert torch.isfinite(m).all() and (m >= 0).all()
    assert torch.equal(m[0], torch.zeros(3))


def test_normalize_keeps_uniform_and_permutation_fixed():
    module = AutoShuffle(4)
    module.normalize_()
    assert torch.allclose(module.permutation.data, torch.full((4, 4), 0.25))
    p = _perm_matrix([2, 0, 3, 1])
    module = _with_matrix(p)
    module.normalize_()
    assert torch.equal(module.permutation.data, p)


@pytest.mark.parametrize("perm", [[0, 1, 2, 3], [2, 0, 3, 1]])
def test_penalty_zero_on_permutation_with_finite_grad(perm):
    module = _with_matrix(_perm_matrix(perm))
    value = module.penalty()
    assert value.dim() == 0
    assert value.item() == 0.0
    value.backward()
    assert torch.isfinite(module.permutation.grad).all()


def test_penalty_uniform_closed_form_and_positive():
    for num_units in (2, 3, 4, 6):
        module = AutoShuffle(num_units).double()
        module.reset_parameters()  # fill 1/I in float64 (not a widened fp32 1/I)
        # every row and column: L1 = 1, L2 = sqrt(I * (1/I)^2) = 1/sqrt(I)
        expected = 2 * num_units * (1.0 - 1.0 / math.sqrt(num_units))
        assert module.penalty().item() == pytest.approx(expected, rel=1e-12)
    assert AutoShuffle(4).penalty().item() == 4.0  # 2*4*(1 - 1/2), exact in fp32
    torch.manual_seed(2)
    assert _with_matrix(torch.rand(4, 4) + 0.1).penalty().item() > 0


def test_penalty_gradcheck():
    torch.manual_seed(3)
    matrix = (torch.rand(4, 4, dtype=torch.float64) + 0.1).requires_grad_(True)

    def penalty_of(m):
        module = AutoShuffle(4).double()
        del module.permutation
        module.permutation = m  # plain tensor, so gradients flow back to the input
        return module.penalty()

    assert torch.autograd.gradcheck(penalty_of, (matrix,))


def test_forward_matches_explicit_sum():
    torch.manual_seed(4)
    num_units = 4
    module = _with_matrix(torch.rand(num_units, num_units, dtype=torch.float64))
    f = torch.randn(num_units, 2, 3, 5, dtype=torch.float64)
    g = module(f)
    m = module.permutation.data
    for i in range(num_units):
        expected = sum(m[j, i] * f[j] for j in range(num_units))
        assert torch.allclose(g[i], expected, atol=1e-12)


def test_forward_with_permutation_matrix_reorders():
    perm = [2, 0, 3, 1]
    module = _with_matrix(_perm_matrix(perm))
    f = torch.randn(4, 2, 3, 5)
    assert torch.equal(module(f), f[torch.tensor(perm)])


def test_nearest_permutation_recovers_noisy_permutation():
    torch.manual_seed(5)
    perm = [3, 0, 4, 1, 2]
    module = _with_matrix(_perm_matrix(perm) * 0.7 + 0.25 * torch.rand(5, 5))
    assert module.nearest_permutation().tolist() == perm
    assert module.nearest_permutation().dtype == torch.long
    assert module.distance_to_permutation() > 0
    exact = _with_matrix(_perm_matrix(perm))
    assert exact.distance_to_permutation() == 0.0


def test_distance_to_permutation_uniform():
    # ||J/I - P||_F^2 = I^2 * (1/I)^2 - 2 * I * (1/I) + I = I - 1
    module = AutoShuffle(4).double()
    assert module.distance_to_permutation() == pytest.approx(math.sqrt(3.0))


def test_harden_gather_equals_einsum():
    torch.manual_seed(6)
    perm = [1, 3, 0, 2]
    module = _with_matrix(_perm_matrix(perm) * 0.6 + 0.1)
    assert not module.is_hard()
    returned = module.harden_()
    assert returned.tolist() == perm
    assert torch.equal(module.permutation.data, _perm_matrix(perm))
    assert module.is_hard()
    f = torch.randn(4, 2, 3, 8)
    module.eval()
    gathered = module(f)
    einsum = torch.einsum("ji,j...->i...", module.permutation.data, f)
    assert torch.equal(gathered, einsum)
    assert torch.equal(gathered, f[torch.tensor(perm)])
    module.train()
    assert torch.equal(module(f), einsum)


def test_state_dict_strict_across_hardened_and_soft():
    torch.manual_seed(7)
    soft = _with_matrix(_perm_matrix([2, 1, 0]) * 0.5 + 0.2)
    hard = _with_matrix(soft.permutation.data.clone())
    assert set(soft.state_dict().keys()) == {"permutation"}
    hard.harden_()
    assert set(hard.state_dict().keys()) == {"permutation"}

    fresh = AutoShuffle(3)
    fresh.load_state_dict(hard.state_dict(), strict=True)
    assert torch.equal(fresh.permutation.data, _perm_matrix([2, 1, 0]))
    fresh.eval()
    f = torch.randn(3, 2, 2, 2)
    assert torch.equal(fresh(f), f[torch.tensor([2, 1, 0])])

    hard.load_state_dict(soft.state_dict(), strict=True)
    assert torch.equal(hard.permutation.data, soft.permutation.data)
    assert not hard.is_hard()
    hard.eval()
    assert torch.allclose(hard(f), torch.einsum("ji,j...->i...", soft.permutation.data, f))


# ---------------------------------------------------------------- start of M
def _train_penalty_only(module, steps=300, lr=3e-3):
    """Real Adam steps on the Lipschitz penalty alone (Eq. 19), each followed by Eq. 17-18
    as OpenNMT's post-step hook does; OpenNMT's Adam betas."""
    optim = torch.optim.Adam([module.permutation], lr=lr, betas=(0.9, 0.998))
    for _ in range(steps):
        optim.zero_grad()
        module.penalty().backward()
        optim.step()
        module.normalize_()
    return module


def test_perturbed_start_is_seeded_normalised_and_close_to_uniform():
    torch.manual_seed(7)
    module = AutoShuffle(4, init="perturbed", init_noise=0.1)
    m = module.permutation.detach().clone()
    torch.testing.assert_close(m.sum(dim=1), torch.ones(4))  # Eq. 18: rows sum to 1
    deviation = (m - 0.25).abs()
    assert deviation.max() > 1e-3  # not uniform ...
    assert deviation.max() < 0.25 * 0.1 * 2.5  # ... but within a few times 10% of 1/I
    torch.manual_seed(7)
    assert torch.equal(AutoShuffle(4, init="perturbed", init_noise=0.1).permutation, m)
    module.reset_parameters()  # a fresh draw from the global generator
    assert not torch.equal(module.permutation.detach(), m)
    assert "init=perturbed" in repr(module)


@pytest.mark.parametrize(
    "bad,message",
    [
        ({"init": "identity"}, "init must be one of uniform, perturbed, got 'identity'"),
        ({"init": "perturbed", "init_noise": 0.0},
         "init_noise must be > 0 for a perturbed start, got 0.0"),
    ],
    ids=["unknown-init", "zero-noise"],
)
def test_invalid_start(bad, message):
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        AutoShuffle(4, **bad)


def test_uniform_start_is_a_fixed_point_of_adam_and_eq18():
    """The authors' start cannot learn an order: the penalty's gradient is equal in every
    entry, Adam moves every entry alike, and Eq. 18 maps it back to exactly 1/I."""
    module = _train_penalty_only(AutoShuffle(4))
    torch.testing.assert_close(module.permutation.detach(), torch.full((4, 4), 0.25))
    assert module.distance_to_permutation() == pytest.approx(math.sqrt(3), abs=1e-5)


def test_perturbed_start_leaves_uniform_towards_a_permutation():
    torch.manual_seed(0)
    module = AutoShuffle(4, init="perturbed", init_noise=0.1)
    start = (module.permutation.detach() - 0.25).norm().item()
    _train_penalty_only(module)
    moved = (module.permutation.detach() - 0.25).norm().item()
    assert moved > 20 * start  # measured: 0.036 -> 1.15 after 300 steps
    assert module.distance_to_permutation() < 0.9 * math.sqrt(3)
