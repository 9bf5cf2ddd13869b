/**
 * The key of a client address for every limit per client (sign-in, recovery, newsletter, giving): an IPv6 client holds a whole /64 (one home or phone
 * network), so every address in it counts as one.
 */
export function clientKey(address: string): string {
  if (!address.includes(":") || address.startsWith("::ffff:")) return address.replace(/^::ffff:/, "");
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
