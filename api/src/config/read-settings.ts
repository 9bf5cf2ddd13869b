/** One environment variable, trimmed; undefined when unset or blank. */
export type SettingReader = (name: string) => string | undefined;

export function settingReader(env: NodeJS.ProcessEnv): SettingReader {
  return (name) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
}

export function parseWholeNumber(
  name: string,
  raw: string,
  range: { min: number; max: number; unit: string },
  problems: string[],
): number {
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || number < range.min || number > range.max) {
    problems.push(
      `${name} must be a whole number of ${range.unit} from ${range.min} to ${range.max}, not "${raw}"`,
    );
    return 0;
  }
  return number;
}

export function isUrl(raw: string): boolean {
  try {
    new URL(raw);
    return true;
  } catch {
    return false;
  }
}
