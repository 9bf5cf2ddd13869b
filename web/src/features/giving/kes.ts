/**
 * An amount of Kenya shillings as the diocese writes it, in the page's locale: "KES 600,000,000".
 * The behaviours use it too (with pageLocale()), so that the server and the browser write it alike.
 */
export function formatKesIn(amount: number, locale: string): string {
  return `KES ${amount.toLocaleString(locale, { maximumFractionDigits: 0 })}`;
}
