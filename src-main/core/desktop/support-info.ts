import { CONSOLE_SETTING_KEYS } from '@shared/constants/desktop';
import type { DesktopSettingsView } from '@shared/ipc/desktop';
import { ja } from '@shared/messages';
import type { LoggedProblem } from '../logging/redacting-logger';
import { redactText } from '../logging/redaction';
import { POLICY_DEFINITIONS } from '../config/policy-definitions';

export interface CrashDump {
  fileName: string;
  modifiedAt: string;
}

export interface SupportInfoInputs {
  desktop: DesktopSettingsView;
  /** e.g. "Electron 45.4.1 / Chromium 140 / Node 22" */
  runtime: string;
  /** e.g. "Windows_NT 10.0.22631 x64" */
  os: string;
  reachable: boolean;
  logFolder: string;
  crashDumps: readonly CrashDump[];
  problems: readonly LoggedProblem[];
  now: Date;
  homeDir?: string;
}

const texts = ja.supportInfo;

/**
 * The text 「サポート用情報をコピー」 puts on the clipboard: version, OS, the API host, the
 * policies in force, the crash dumps and the last problems. No token, password or personal
 * data: the API appears as its host, paths under the home folder as ~, and the problems come
 * from the redacted log.
 */
export function supportInfoText(inputs: SupportInfoInputs): string {
  const { settings } = inputs.desktop;
  const api = new URL(settings.apiBaseUrl.value);
  const policies = POLICY_DEFINITIONS.filter(({ setting }) => settings[setting].source === 'policy').map(
    ({ setting, name }) => `  ${name} = ${String(settings[setting].value)}`,
  );
  const lines = [
    texts.title,
    `${texts.createdAt}: ${inputs.now.toISOString()}`,
    `${texts.version}: ${inputs.desktop.version} (${inputs.runtime})`,
    `${texts.os}: ${inputs.os}`,
    `${texts.apiHost}: ${api.host} (${api.protocol.replace(':', '')}, ${ja.desktop.sources[settings.apiBaseUrl.source]})`,
    `${texts.connection}: ${inputs.reachable ? texts.connected : texts.disconnected}`,
    `${texts.selfUpdate}: ${inputs.desktop.selfUpdate ? texts.selfUpdateOn : texts.selfUpdateOff}`,
    `${texts.policies}:`,
    ...(policies.length > 0 ? policies : [`  ${texts.noPolicies}`]),
    `${texts.settings}:`,
    ...CONSOLE_SETTING_KEYS.filter((key) => key !== 'apiBaseUrl').map(
      (key) => `  ${key} = ${String(settings[key].value)} (${ja.desktop.sources[settings[key].source]})`,
    ),
    `${texts.logFolder}: ${redactText(inputs.logFolder, inputs.homeDir)}`,
    `${texts.crashDumps}:`,
    ...(inputs.crashDumps.length > 0
      ? inputs.crashDumps.map((dump) => `  ${dump.modifiedAt} ${dump.fileName}`)
      : [`  ${texts.noCrashDumps}`]),
    `${texts.lastErrors}:`,
    ...(inputs.problems.length > 0
      ? inputs.problems.map(
          (problem) =>
            `  ${problem.at} [${problem.level}] ${problem.message}${problem.details ? ` ${JSON.stringify(problem.details)}` : ''}`,
        )
      : [`  ${texts.noErrors}`]),
  ];
  return `${lines.join('\n')}\n`;
}
