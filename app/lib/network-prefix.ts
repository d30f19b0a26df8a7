/**
 * Where a sign-in came from, as coarsely as a person needs to recognise it: the network, never the address. IPv4
 * keeps its first three numbers ("203.0.113.x"); IPv6 its first three groups, the size of a site's network
 * ("2001:db8:85a3:x"). Anything else (no address known, something malformed) is null: nothing is shown.
 */
export function networkPrefix(address: string | null | undefined): string | null {
  if (!address) return null;
  const value = address.trim().replace(/^\[|\]$/g, "");
  const mapped = value.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  const v4 = (mapped ? mapped[1] : value).match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    if (parts.some((p) => p > 255)) return null;
    return `${parts.slice(0, 3).join(".")}.x`;
  }
  if (!/^[0-9a-f:]+$/i.test(value) || !value.includes(":") || value.split("::").length > 2) return null;
  // Write the address out in full, so "2001:db8::1" keeps the groups it left out.
  const [head, tail] = value.includes("::") ? value.split("::") : [value, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === null ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  if (groups.length !== 8 || groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return `${groups
    .slice(0, 3)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}:x`;
}
