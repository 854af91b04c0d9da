export interface CommandOutput {
  /** null when the command could not be started or was stopped (time-out). */
  exitCode: number | null;
  stdout: string;
}

/**
 * Runs one of the operating system's own programs (`reg`, `plutil`) with arguments, never
 * through a shell. Tests fake it to play a machine's answers.
 */
export type RunSystemCommand = (file: string, args: readonly string[]) => Promise<CommandOutput>;
