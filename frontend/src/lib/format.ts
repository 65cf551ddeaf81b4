const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
});

/** 4900 -> "$49"; 1950 -> "$19.50". */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}
