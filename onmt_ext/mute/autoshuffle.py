"""AutoShuffle: a learnable (soft) permutation of the unit outputs (MUTE, Section 3.3).

Idea (AutoShuffleNet, Lyu et al. 2019): reordering ``I`` items is a multiplication by an
``I x I`` permutation matrix, which is discrete and cannot be learned by gradient descent.
It is therefore relaxed to a continuous matrix ``M`` kept (approximately) doubly
stochastic -- non-negative, rows and columns summing to 1 -- and a Lipschitz continuous,
non-convex penalty (Eq. 19) pushes ``M`` towards a vertex of that polytope, i.e. a
permutation matrix.  MUTE uses it to learn the order in which the unit outputs enter the
sequential dependency (Eq. 14-15):

* Eq. 16: ``[G_1; ..; G_I] = M^T x [F_1; ..; F_I]``, i.e. ``G_i = sum_j M[j, i] F_j``.
  With a permutation matrix, ``G_i = F_{p(i)}`` where ``M[p(i), i] = 1``.
* Eq. 17: ``M = max(M, 0)``.
* Eq. 18: divide every column by its sum (over ``i-hat``), then every row by its sum
  (over ``j-hat``).
* Eq. 19: ``L_p = sum_i (||M_i,:||_1 - ||M_i,:||_2) + sum_j (||M_:,j||_1 - ||M_:,j||_2)``,
  added to the loss with weight ``lambda`` (Eq. 20).  ``L_p >= 0`` (Cauchy-Schwarz), and
  on a doubly stochastic matrix it is 0 iff ``M`` is a permutation matrix (Appendix D).

Normalisation (Eq. 17-18) is a projection step applied to the parameter, not part of the
computation graph: the paper applies it "after each optimization step", so the training
loop must call :meth:`AutoShuffle.normalize_` after every ``optimizer.step()``; it is NOT
called in :meth:`AutoShuffle.forward`.  (The authors' code instead normalises at the start
of each training forward pass, with the row division first.)

What one sweep promises.  ``sinkhorn_iterations = 1`` is the paper's Eq. 18 as written:
after it, all entries are ``>= 0`` and every ROW sums to exactly 1 (up to floating-point
rounding; a row that is entirely zero after Eq. 17 stays zero), while the column sums are
only approximately 1 (the final row division changes them again).  Example:
``[[1, 3], [1, 1]] -> [[0.4, 0.6], [2/3, 1/3]]``: rows sum to 1, columns to 16/15 and
14/15.  With ``sinkhorn_iterations = k > 1`` the column-then-row sweep is repeated ``k``
times (Sinkhorn-Knopp); for a strictly positive matrix this converges to the unique
doubly stochastic matrix ``D1 M D2``, so rows are still exactly 1 and the column error
shrinks with ``k``.  Zero sums are guarded with ``clamp_min(1e-12)`` so nothing becomes
NaN; an all-zero row or column simply stays zero.

Inference: :meth:`AutoShuffle.harden_` rounds ``M`` to its nearest permutation matrix
(as AutoShuffleNet does at the end of training; the MUTE authors keep the soft ``M``).
In eval mode, a ``M`` that is an exact 0/1 permutation matrix is applied as an index
gather ``F[perm]`` instead of an einsum.  No buffer is added: the state_dict holds exactly
``permutation``, so hardened and soft modules load each other's state strictly.
"""

from __future__ import annotations

import torch
from torch import Tensor, nn

__all__ = ["AutoShuffle"]

_EPS = 1e-12


class AutoShuffle(nn.Module):
    """Learnable soft permutation ``M`` (I x I) of ``I`` unit outputs (Eq. 16-19).

    Args:
        num_units: ``I``, the number of units to reorder (``>= 1``).
        sinkhorn_iterations: number of column-then-row normalisation sweeps performed by
            :meth:`normalize_` (``>= 1``; 1 = the paper's Eq. 18).
        init: the start of ``M``: ``"uniform"`` (``1/I`` everywhere, the authors' code)
            or ``"perturbed"`` (``1/I`` times ``1 + init_noise * u``, ``u ~ U(-1, 1)``
            drawn from torch's global generator, then normalised by :meth:`normalize_`).
        init_noise: relative size of the perturbation (``"perturbed"`` only; ``> 0``).

    Why a perturbed start.  ``1/I`` is a fixed point of training with Adam under either
    loss alone: there every ``G_i`` is the same mean of the units, the gradient of the
    penalty (Eq. 19) is the same for every entry, and that of the cross-entropy is the
    rank-one ``a_j c_i`` (``c`` from Eq. 15), so Adam's step is constant along each row
    of ``M``, and Eq. 18 maps a matrix with constant rows back to exactly ``1/I``.  Their
    sum ``a_j c_i + b`` is not rank-one, Adam scales each entry by its own history, and
    ``M`` leaves ``1/I``, but only slowly (tests/mute/test_mute_by_hand.py).  From a
    perturbed start the (nearly) uniform decrease that the penalty asks for, followed by
    Eq. 18, enlarges the differences between entries step after step, towards a permutation
    (tests/mute/test_autoshuffle.py shows both with real Adam steps).

    Parameter:
        permutation: ``M``, shape ``(I, I)``, initialised as ``init`` says (the uniform
            start is the barycentre of the doubly stochastic matrices).  Deliberately not
            named ``weight``; OpenNMT's Xavier init still touches every >1-D parameter, so
            call :meth:`reset_parameters` after building the model.
    """

    INITS = ("uniform", "perturbed")

    def __init__(
        self,
        num_units: int,
        sinkhorn_iterations: int = 1,
        init: str = "uniform",
        init_noise: float = 0.1,
    ) -> None:
        super().__init__()
        if isinstance(num_units, bool) or not isinstance(num_units, int) or num_units < 1:
            raise ValueError(f"num_units must be an int >= 1, got {num_units!r}")
        if (
            isinstance(sinkhorn_iterations, bool)
            or not isinstance(sinkhorn_iterations, int)
            or sinkhorn_iterations < 1
        ):
            raise ValueError(
                f"sinkhorn_iterations must be an int >= 1, got {sinkhorn_iterations!r}"
            )
        if init not in self.INITS:
            raise ValueError(f"init must be one of {', '.join(self.INITS)}, got {init!r}")
        if init == "perturbed" and not init_noise > 0:
            raise ValueError(f"init_noise must be > 0 for a perturbed start, got {init_noise!r}")
        self.num_units = num_units
        self.sinkhorn_iterations = sinkhorn_iterations
        self.init = init
        self.init_noise = init_noise
        self.permutation = nn.Parameter(torch.empty(num_units, num_units))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        """Restore the initial value of ``M``: ``1/I`` everywhere, perturbed if asked."""
        with torch.no_grad():
            self.permutation.fill_(1.0 / self.num_units)
            if self.init == "perturbed":
                noise = torch.rand(self.num_units, self.num_units) * 2.0 - 1.0
                self.permutation.mul_(1.0 + self.init_noise * noise.to(self.permutation))
                self.normalize_()  # start inside the set Eq. 17-18 project onto

    @torch.no_grad()
    def normalize_(self) -> None:
        """Project ``M`` in place (on ``.data``): Eq. 17, then Eq. 18 repeated.

        ``M = max(M, 0)``; then ``sinkhorn_iterations`` times: divide each column by its
        column sum, then each row by its row sum (zero sums clamped to ``1e-12``).
        Afterwards the rows sum to exactly 1 (rounding aside, and unless a row is all
        zero); the columns only approximately for one sweep, and converge to 1 as the
        number of sweeps grows for a strictly positive ``M`` (Sinkhorn-Knopp).
        Call after every optimizer step, not inside the forward pass.
        """
        m = self.permutation.data
        m.clamp_(min=0.0)  # Eq. 17
        for _ in range(self.sinkhorn_iterations):  # Eq. 18
            m.div_(m.sum(dim=0, keepdim=True).clamp_min(_EPS))  # columns (sum over i-hat)
            m.div_(m.sum(dim=1, keepdim=True).clamp_min(_EPS))  # rows (sum over j-hat)

    def penalty(self) -> Tensor:
        """Lipschitz penalty of Eq. 19 as a differentiable scalar.

        ``sum_i (||M_i,:||_1 - ||M_i,:||_2) + sum_j (||M_:,j||_1 - ||M_:,j||_2)``.
        Exactly 0 on a permutation matrix, ``> 0`` on any matrix with two non-zero
        entries in a row or column.  ``torch.linalg.vector_norm`` keeps the gradient
        finite (0 sub-gradient) at zero rows/columns.
        """
        m = self.permutation
        l1_rows = m.abs().sum(dim=1)
        l1_cols = m.abs().sum(dim=0)
        l2_rows = torch.linalg.vector_norm(m, ord=2, dim=1)
        l2_cols = torch.linalg.vector_norm(m, ord=2, dim=0)
        return (l1_rows - l2_rows).sum() + (l1_cols - l2_cols).sum()

    def _hard_permutation(self) -> Tensor | None:
        """``perm`` if ``M`` is an exact 0/1 permutation matrix, else ``None``.

        Recomputed on every call (cheap for I x I): ``.data`` edits (normalisation,
        OpenNMT init, ``load_state_dict``) cannot be tracked reliably for a cache.
        """
        m = self.permutation.detach()
        is_binary = ((m == 0) | (m == 1)).all()
        one_per_row = (m.sum(dim=1) == 1).all()
        one_per_col = (m.sum(dim=0) == 1).all()
        if bool(is_binary & one_per_row & one_per_col):
            return m.argmax(dim=0)  # G_i = F_{perm[i]} with M[perm[i], i] = 1
        return None

    def is_hard(self) -> bool:
        """Whether ``M`` is currently an exact 0/1 permutation matrix."""
        return self._hard_permutation() is not None

    def forward(self, unit_outputs: Tensor) -> Tensor:
        """Reorder the units, Eq. 16: ``G_i = sum_j M[j, i] F_j``.

        Args:
            unit_outputs: ``F``, shape ``(I, B, T, d)`` (any trailing shape works).

        Returns:
            ``G``, shape ``(I, B, T, d)``.  In eval mode with an exact permutation matrix
            (see :meth:`harden_`) this is the gather ``F[perm]``, equal to the einsum
            (exactly in fp32 without TF32; no matmul is run).
        """
        if unit_outputs.dim() < 1 or unit_outputs.shape[0] != self.num_units:
            raise ValueError(
                f"expected {self.num_units} units on dim 0, got shape {tuple(unit_outputs.shape)}"
            )
        if not self.training:
            perm = self._hard_permutation()
            if perm is not None:
                return unit_outputs.index_select(0, perm.to(unit_outputs.device))
        m = self.permutation.to(dtype=unit_outputs.dtype)
        return torch.einsum("ji,j...->i...", m, unit_outputs)

    @torch.no_grad()
    def nearest_permutation(self) -> Tensor:
        """The permutation ``perm`` (LongTensor ``(I,)``) closest to ``M``.

        ``G_i = F_{perm[i]}`` best approximates ``M^T``: maximises
        ``sum_i M[perm[i], i]`` (Hungarian algorithm on ``-M``), which is also the
        permutation matrix nearest to ``M`` in Frobenius norm.
        """
        from scipy.optimize import linear_sum_assignment

        m = self.permutation.detach().to(device="cpu", dtype=torch.float64).numpy()
        # rows of M^T are the output slots i, columns the source units j = perm[i]
        slots, sources = linear_sum_assignment(-m.T)
        perm = torch.empty(self.num_units, dtype=torch.long)
        perm[torch.as_tensor(slots, dtype=torch.long)] = torch.as_tensor(sources, dtype=torch.long)
        return perm.to(self.permutation.device)

    def _permutation_matrix(self, perm: Tensor) -> Tensor:
        eye = torch.zeros_like(self.permutation)
        cols = torch.arange(self.num_units, device=eye.device)
        eye[perm.to(eye.device), cols] = 1.0
        return eye

    @torch.no_grad()
    def distance_to_permutation(self) -> float:
        """Frobenius distance ``||M - P||_F`` to the nearest permutation matrix ``P``."""
        target = self._permutation_matrix(self.nearest_permutation())
        return float(torch.linalg.matrix_norm(self.permutation.detach() - target, ord="fro"))

    @torch.no_grad()
    def harden_(self) -> Tensor:
        """Round ``M`` in place to its nearest exact permutation matrix; returns ``perm``.

        Afterwards (in eval mode) :meth:`forward` uses the index gather.  Nothing is
        registered: the state_dict still contains exactly ``permutation``.
        """
        perm = self.nearest_permutation()
        self.permutation.data.copy_(self._permutation_matrix(perm))
        return perm

    def extra_repr(self) -> str:
        text = f"num_units={self.num_units}, sinkhorn_iterations={self.sinkhorn_iterations}"
        if self.init != "uniform":
            text += f", init={self.init}, init_noise={self.init_noise}"
        return text
