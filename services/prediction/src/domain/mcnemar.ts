// Whether two predictors differ on the same fixtures more than chance would explain. Only the
// fixtures where exactly one of them was right say anything about which is better (McNemar's test):
// with b and c such fixtures, z = (b − c) / √(b + c) is about standard normal when both are equally
// good, so |z| ≥ 1.96 is significant at 5 %. A plain difference of two accuracies would ignore that
// both were judged on the same matches and call small differences significant or not by luck.
export const Z_CRITICAL_5_PERCENT = 1.959964;

export function mcnemarZ(onlyFirstCorrect: number, onlySecondCorrect: number): number | null {
  const discordant = onlyFirstCorrect + onlySecondCorrect;
  return discordant === 0 ? null : (onlyFirstCorrect - onlySecondCorrect) / Math.sqrt(discordant);
}

export function isSignificant(onlyFirstCorrect: number, onlySecondCorrect: number): boolean {
  const z = mcnemarZ(onlyFirstCorrect, onlySecondCorrect);
  return z !== null && Math.abs(z) >= Z_CRITICAL_5_PERCENT;
}
