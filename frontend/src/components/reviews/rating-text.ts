/** "4.5": one decimal, without a trailing ".0" (4, not 4.0). */
export function ratingText(value: number): string {
  return (Math.round(value * 10) / 10).toLocaleString("en-US", { maximumFractionDigits: 1 });
}

export function reviewsText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
}

/** What a screen reader hears for an average: "4.5 out of 5 stars, 12 reviews". */
export function ratingLabel(average: number, count: number): string {
  return `${ratingText(average)} out of 5 stars, ${reviewsText(count)}`;
}
