import { cutText } from '../../lib/text';
import {
  PROFILE_FIELD_MAX,
  profileLabels,
  slug,
  type ProfileSection,
} from '../../form-kinds/profile';

/** What a saved profile file says it is, so another file is never taken for one. */
export const PROFILE_FILE_KIND = 'building-emergency-profile';
/** A profile of every field at its longest is far below this. */
export const PROFILE_FILE_MAX_BYTES = 256 * 1024;

/**
 * A profile as a file the manager keeps: its values by label (so it opens again after a field is
 * moved to another place), plain JSON, readable in any editor.
 */
export function profileFile(
  values: Record<string, string>,
  sections: readonly ProfileSection[],
  savedAt: Date,
): string {
  const labels = profileLabels(sections).inEmail;
  const fields = Object.fromEntries(
    Object.entries(labels).map(([name, label]) => [label, values[name] ?? '']),
  );
  return `${JSON.stringify({ kind: PROFILE_FILE_KIND, version: 1, saved: savedAt.toISOString(), fields }, null, 2)}\n`;
}

export type OpenedProfile =
  { ok: true; values: Record<string, string> } | { ok: false; problem: 'notProfile' | 'tooLarge' };

/**
 * A file read back into the fields, by label; anything else is refused whole: a file that is not
 * JSON, not a saved profile, or far too large. Values are bounded; labels the page no longer asks
 * for are left out.
 */
export function openProfile(
  text: string,
  size: number,
  sections: readonly ProfileSection[],
): OpenedProfile {
  if (size > PROFILE_FILE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notProfile' };
  }
  const file = parsed as { kind?: unknown; fields?: unknown } | null;
  if (
    !file ||
    typeof file !== 'object' ||
    file.kind !== PROFILE_FILE_KIND ||
    !file.fields ||
    typeof file.fields !== 'object' ||
    Array.isArray(file.fields)
  )
    return { ok: false, problem: 'notProfile' };
  const saved = file.fields as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const [name, label] of Object.entries(profileLabels(sections).inEmail)) {
    const value = Object.hasOwn(saved, label) ? saved[label] : undefined;
    values[name] = typeof value === 'string' ? cutText(value, PROFILE_FIELD_MAX) : '';
  }
  return { ok: true, values };
}

/** "building-profile-harbourview-towers.json": named after the building, when it has a name. */
export const profileFileName = (building: string) => {
  const name = slug(building).slice(0, 40).replace(/-$/, '');
  return `building-profile${name ? `-${name}` : ''}.json`;
};
