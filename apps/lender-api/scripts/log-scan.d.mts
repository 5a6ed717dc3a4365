// Types of log-scan.mjs for its tests.
export interface LogScanFinding {
  /** Line number, from 1. */
  line: number;
  what: string;
}
export interface LogScanResult {
  lines: number;
  requests: number;
  findings: LogScanFinding[];
}
export function scanLines(lines: readonly string[], secrets?: readonly string[]): LogScanResult;
export function knownPasswords(root?: string): string[];
