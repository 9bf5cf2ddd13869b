/** An amount of Kenya shillings as the diocese writes it: "KES 600,000,000", grouped for `locale` (en-KE or sw-KE). */
export function formatKes(amount: number, locale = "en-KE"): string {
  return `KES ${amount.toLocaleString(locale, { maximumFractionDigits: 0 })}`;
}
