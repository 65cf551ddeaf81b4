import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Each failed journey's error again, in a few lines, as the run's very last output. The list
 * reporter prints a failure's error above its stack, code frame and attachments, and CI keeps only
 * the end of a long log: a rare failure once reached us as a stack without its message.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === "passed" || result.status === "skipped") return;
    const message = result.errors.map((error) => error.message ?? String(error.value)).join("\n");
    const lines = stripColours(message).split("\n").filter((line) => line.trim() !== "");
    const failedAt = result.errors.find((error) => error.location)?.location;
    const where = failedAt ? `${failedAt.file.split("/").pop()}:${failedAt.line}` : test.location.file;
    this.failures.push([`✘ ${test.title} (${result.status}, at ${where})`, ...lines.slice(0, 12)].join("\n    "));
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\nFailed journeys, in short:\n  ${this.failures.join("\n  ")}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}

function stripColours(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}
