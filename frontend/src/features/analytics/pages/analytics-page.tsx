/** /analytics (issue 13): being built. */
export function AnalyticsPage() {
  return null;
}
