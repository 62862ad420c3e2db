"""Tests for onmt_ext.mute.unit_merge (MUTE Eq. 10 and Eq. 14-15)."""

import re

import pytest
import torch

from onmt_ext.mute.unit_merge import alpha_merge, sequential_merge


def _scalar_units():
    # I=3 units with constant outputs 1, 2, 4 on a (B=2, T=3, d=4) grid.
    values = torch.tensor([1.0, 2.0, 4.0])
    outputs = values.view(3, 1, 1, 1).expand(3, 2, 3, 4).clone()
    alpha = torch.tensor([0.5, 0.25, 1.0])
    return outputs, alpha


def test_alpha_merge_hand_value():
    outputs, alpha = _scalar_units()
    out = alpha_merge(outputs, alpha)
    assert out.shape == (2, 3, 4)
    expected = 0.5 * 1.0 + 0.25 * 2.0 + 1.0 * 4.0  # = 5.0
    assert torch.allclose(out, torch.full((2, 3, 4), expected))


def test_sequential_merge_hand_value():
    outputs, alpha = _scalar_units()
    out = sequential_merge(outputs, alpha)
    assert out.shape == (2, 3, 4)
    expected = 0.5 * 1.0 / 1 + 0.25 * (1.0 + 2.0) / 2 + 1.0 * (1.0 + 2.0 + 4.0) / 3
    assert torch.allclose(out, torch.full((2, 3, 4), expected))


def test_sequential_merge_matches_literal_equations():
    torch.manual_seed(0)
    num_units = 5
    g = torch.randn(num_units, 2, 7, 3, dtype=torch.float64)
    alpha = torch.randn(num_units, dtype=torch.float64)
    g_hat = torch.zeros_like(g[0])  # Eq. 14, G_hat_0 = 0
    expected = torch.zeros_like(g[0])
    for i in range(1, num_units + 1):
        g_hat = g_hat + g[i - 1]
        expected = expected + alpha[i - 1] * g_hat / i  # Eq. 15
    assert torch.allclose(sequential_merge(g, alpha), expected, atol=1e-12)


def test_alpha_merge_matches_loop_and_gradients():
    torch.manual_seed(1)
    outputs = torch.randn(4, 2, 2, 3, dtype=torch.float64, requires_grad=True)
    alpha = torch.randn(4, dtype=torch.float64, requires_grad=True)
    expected = sum(alpha[i] * outputs[i] for i in range(4))
    assert torch.allclose(alpha_merge(outputs, alpha), expected, atol=1e-12)
    assert torch.autograd.gradcheck(alpha_merge, (outputs, alpha))
    assert torch.autograd.gradcheck(sequential_merge, (outputs, alpha))


def test_single_unit_is_identity_times_alpha():
    outputs = torch.randn(1, 2, 3, 4)
    alpha = torch.tensor([2.0])
    assert torch.allclose(alpha_merge(outputs, alpha), 2.0 * outputs[0])
    assert torch.allclose(sequential_merge(outputs, alpha), 2.0 * outputs[0])


def test_shape_mismatch_raises():
    with pytest.raises(
        ValueError, match=re.escape("alpha must have shape (I,) with I=3, got (2,)")
    ):
        alpha_merge(torch.randn(3, 2, 2, 2), torch.ones(2))
    with pytest.raises(
        ValueError, match=re.escape("alpha must have shape (I,) with I=3, got (3, 1)")
    ):
        sequential_merge(torch.randn(3, 2, 2, 2), torch.ones(3, 1))
