/** An amount of Kenya shillings as the diocese writes it: "KES 600,000,000". */
export function formatKes(amount: number): string {
  return `KES ${amount.toLocaleString("en-KE", { maximumFractionDigits: 0 })}`;
}
