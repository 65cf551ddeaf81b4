/** A chart's drawing height in px: its own module, so the page's placeholders match it without
 * importing the chart library. */
export const CHART_HEIGHT = 224;
