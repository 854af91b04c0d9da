import type { LogDetails, Logger } from '../ports/logger';
import { redactDetails, redactText } from './redaction';

export interface LoggedProblem {
  at: string;
  level: 'warn' | 'error';
  message: string;
  details?: LogDetails;
}

export interface RedactingLogger extends Logger {
  /** The latest warnings and errors (already redacted), newest last: for the support information. */
  recentProblems(): LoggedProblem[];
}

const RECENT_PROBLEMS = 20;

/**
 * Every log line main writes goes through here: secrets and personal data are removed before
 * the line reaches the file (or the console), whatever the caller passed.
 */
export function createRedactingLogger(
  inner: Logger,
  options: { homeDir?: string; now?: () => Date } = {},
): RedactingLogger {
  const problems: LoggedProblem[] = [];
  const now = options.now ?? (() => new Date());
  const write = (level: 'info' | 'warn' | 'error') => (message: string, details?: LogDetails) => {
    const text = redactText(message, options.homeDir);
    const clean = details === undefined ? undefined : redactDetails(details, options.homeDir);
    if (level !== 'info') {
      problems.push({ at: now().toISOString(), level, message: text, ...(clean ? { details: clean } : {}) });
      if (problems.length > RECENT_PROBLEMS) problems.shift();
    }
    if (clean === undefined) inner[level](text);
    else inner[level](text, clean);
  };
  return {
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    recentProblems: () => problems.map((problem) => ({ ...problem })),
  };
}
