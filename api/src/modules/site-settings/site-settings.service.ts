import type { DataSource, Repository } from "typeorm";
import { requireStaff, type Actor } from "../../authorization.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { SITE_SETTINGS_ID, SiteSettings } from "./site-settings.entity.js";
import { OPTIONAL_SETTINGS, SiteSettingsInput } from "./site-settings.inputs.js";

/** What a site shows before staff save its settings: its names, and nothing it cannot vouch for. */
function defaultSettings(): SiteSettings {
  const settings = new SiteSettings();
  Object.assign(settings, Object.fromEntries(OPTIONAL_SETTINGS.map((field) => [field, null])), {
    id: SITE_SETTINGS_ID,
    shortName: "ACK Diocese",
    fullName: "Anglican Church of Kenya Diocese",
    updatedAt: null,
  });
  return settings;
}

/**
 * The site settings: one record, which always exists for readers (the defaults until staff save
 * it). There is nothing to create or delete: saving replaces every field.
 */
export class SiteSettingsService {
  private readonly settings: Repository<SiteSettings>;

  constructor(dataSource: DataSource) {
    this.settings = dataSource.getRepository(SiteSettings);
  }

  async get(): Promise<SiteSettings> {
    return (await this.settings.findOneBy({ id: SITE_SETTINGS_ID })) ?? defaultSettings();
  }

  async update(actor: Actor | null, data: Untrusted<SiteSettingsInput>): Promise<SiteSettings> {
    requireStaff(actor);
    const input = await validated(SiteSettingsInput, withTrimmedText(data, OPTIONAL_SETTINGS));
    // Saving a record with the one id inserts it the first time and updates it after.
    return this.settings.save(
      this.settings.create({
        id: SITE_SETTINGS_ID,
        shortName: input.shortName,
        fullName: input.fullName,
        ...Object.fromEntries(OPTIONAL_SETTINGS.map((field) => [field, input[field] ?? null])),
      }),
    );
  }
}
