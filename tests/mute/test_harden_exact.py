"""Exact results of onmt_ext.mute.harden.harden_state on hand-built state dicts.

Convention (AutoShuffle): perm[i] = j  <=>  G_i = F_j  <=>  M[j, i] = 1.  Every expected
matrix, permutation and distance below is written out by hand, not recomputed.
"""

import math

import torch

from onmt_ext.mute.harden import harden_state

KEY0 = "encoder.transformer.0.autoshuffle.permutation"
KEY1 = "encoder.transformer.1.autoshuffle.permutation"

# perm [2, 0, 1]: M[2, 0] = M[0, 1] = M[1, 2] = 1 (a 3-cycle, so its transpose, the
# inverse [1, 2, 0], is a different matrix)
P_201 = torch.tensor([[0.0, 1.0, 0.0],
                      [0.0, 0.0, 1.0],
                      [1.0, 0.0, 0.0]])


def test_harden_soft_matrix_to_known_permutation_and_leave_other_keys():
    # M = 0.625 P + 0.125 (all ones): 0.75 on P, 0.125 elsewhere; rows and columns
    # sum to 1, and every row/column argmax is the P entry
    soft = torch.tensor([[0.125, 0.75, 0.125],
                         [0.125, 0.125, 0.75],
                         [0.75, 0.125, 0.125]])
    # already a permutation (float64): perm [1, 3, 0, 2], M[1,0] = M[3,1] = M[0,2] = M[2,3] = 1
    hard = torch.tensor([[0.0, 0.0, 1.0, 0.0],
                         [1.0, 0.0, 0.0, 0.0],
                         [0.0, 0.0, 0.0, 1.0],
                         [0.0, 1.0, 0.0, 0.0]], dtype=torch.float64)
    embeddings = torch.full((3, 3), 1.0 / 3)
    other = torch.full((3, 3), 1.0 / 3)
    state = {KEY0: soft.clone(), KEY1: hard.clone(),
             "encoder.embeddings.weight": embeddings,
             "decoder.permutation": other}

    report = harden_state(state)

    assert list(report) == [KEY0, KEY1]
    perm0, dist0 = report[KEY0]
    assert perm0 == [2, 0, 1]
    # |M - P|: 0.25 on the 3 P entries, 0.125 on the 6 others -> sqrt(3/16 + 6/64) = 3 sqrt(2) / 8
    assert math.isclose(dist0, 3 * math.sqrt(2) / 8, rel_tol=1e-6)
    assert state[KEY0].dtype == torch.float32
    assert torch.equal(state[KEY0], P_201)

    perm1, dist1 = report[KEY1]
    assert perm1 == [1, 3, 0, 2]
    assert dist1 == 0.0
    assert state[KEY1].dtype == torch.float64
    assert torch.equal(state[KEY1], hard)

    # keys not ending in "autoshuffle.permutation" are the very same, untouched tensors
    assert state["encoder.embeddings.weight"] is embeddings
    assert state["decoder.permutation"] is other
    assert torch.equal(other, torch.full((3, 3), 1.0 / 3))


def test_harden_is_the_best_assignment_not_a_greedy_argmax():
    # Doubly stochastic; columns 0 and 1 both peak on row 0 and rows 0 and 2 both peak on
    # column 0, so no argmax is a permutation.  sum_i M[perm[i], i] over all six perms:
    #   [0,1,2] 1.125  [0,2,1] 1.375  [1,0,2] 0.8125
    #   [1,2,0] 0.375  [2,0,1] 1.5    [2,1,0] 0.8125   -> the unique best is [2, 0, 1]
    soft = torch.tensor([[0.5, 0.4375, 0.0625],
                         [0.0625, 0.3125, 0.625],
                         [0.4375, 0.25, 0.3125]])
    state = {KEY0: soft.clone()}

    report = harden_state(state)

    perm, distance = report[KEY0]
    assert perm == [2, 0, 1]
    assert torch.equal(state[KEY0], P_201)
    # |M - P|^2 = sum M^2 - 2 * 1.5 + 3 = 1.2890625 (every value a dyadic fraction)
    assert math.isclose(distance, math.sqrt(1.2890625), rel_tol=1e-6)


def test_harden_empty_report_without_autoshuffle():
    weight = torch.eye(3)
    state = {"encoder.embeddings.weight": weight}
    assert harden_state(state) == {}
    assert state["encoder.embeddings.weight"] is weight
