"""What every family shares: the option machinery, the family declaration, the auxiliary-loss
hook, the training hooks (step clock, post-step updates, initial values), warm start,
corpus checks and the checkpoint tools that know no family (average, score)."""
