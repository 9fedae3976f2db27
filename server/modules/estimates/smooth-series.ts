/**
 * Whittaker smoothing of a monthly series: the x minimising
 *   sum_t weight_t (x_t - target_t)^2 + lambda * sum_t (x_{t+1} - 2 x_t + x_{t-1})^2,
 * i.e. (diag(weight) + lambda D'D) x = weight * target with D the second difference. Months with
 * no weight are filled by the curve between their neighbours (straight lines in a long gap), so
 * a district with a quiet month still has an index for it. The matrix is symmetric, positive
 * definite (given two weighted months) and pentadiagonal, so a banded Cholesky solves it in O(n).
 */
export function smoothSeries(target: ArrayLike<number>, weight: ArrayLike<number>, lambda: number) {
  return whittakerSmoother(weight, lambda)(target);
}

/**
 * The smoother for fixed weights and lambda, factorised once: backfitting smooths a new target with
 * the same weights every round, and refactorising each time was a sixth of a rebuild's time.
 */
export function whittakerSmoother(weight: ArrayLike<number>, lambda: number) {
  const n = weight.length;
  // Bands of the symmetric matrix: main diagonal, first and second off-diagonals.
  const d0 = new Float64Array(n);
  const d1 = new Float64Array(n);
  const d2 = new Float64Array(n);
  for (let t = 0; t < n; t++) d0[t] = weight[t]! + 1e-12;
  // Each second difference (t-1, t, t+1) with coefficients (1, -2, 1) adds lambda * c c'.
  for (let t = 1; t < n - 1; t++) {
    d0[t - 1] = d0[t - 1]! + lambda;
    d0[t] = d0[t]! + 4 * lambda;
    d0[t + 1] = d0[t + 1]! + lambda;
    d1[t - 1] = d1[t - 1]! - 2 * lambda;
    d1[t] = d1[t]! - 2 * lambda;
    d2[t - 1] = d2[t - 1]! + lambda;
  }
  // Cholesky L L' with L lower-banded (l0 diagonal, l1 and l2 below it).
  const l0 = new Float64Array(n);
  const l1 = new Float64Array(n);
  const l2 = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // l2[i] couples row i with row i-2, l1[i] with row i-1.
    if (i >= 2) l2[i] = d2[i - 2]! / l0[i - 2]!;
    if (i >= 1) l1[i] = (d1[i - 1]! - (i >= 2 ? l2[i]! * l1[i - 1]! : 0)) / l0[i - 1]!;
    l0[i] = Math.sqrt(d0[i]! - l1[i]! * l1[i]! - l2[i]! * l2[i]!);
  }
  return (target: ArrayLike<number>): Float64Array => {
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const above = (i >= 1 ? l1[i]! * y[i - 1]! : 0) + (i >= 2 ? l2[i]! * y[i - 2]! : 0);
      y[i] = (weight[i]! * target[i]! - above) / l0[i]!;
    }
    const x = new Float64Array(n);
    for (let i = n - 1; i >= 0; i--) {
      const below = (i + 1 < n ? l1[i + 1]! * x[i + 1]! : 0) + (i + 2 < n ? l2[i + 2]! * x[i + 2]! : 0);
      x[i] = (y[i]! - below) / l0[i]!;
    }
    return x;
  };
}
