import type { DataSource, Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { saveWithFile } from "../media/stored-files.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import { SITE_SETTINGS_ID, SITE_SETTINGS_TRANSLATION, SiteSettings } from "./site-settings.entity.js";
import { OPTIONAL_SETTINGS, SiteSettingsInput } from "./site-settings.inputs.js";
import { withTranslations } from "../translation/translation.js";
import type { ServiceKind } from "../../site/worship.js";
import { checkedServiceMinutes } from "./service-durations.js";

/** What a site shows before staff save its settings: its names, and nothing it cannot vouch for. */
function defaultSettings(): SiteSettings {
  const settings = new SiteSettings();
  Object.assign(settings, Object.fromEntries(OPTIONAL_SETTINGS.map((field) => [field, null])), {
    id: SITE_SETTINGS_ID,
    shortName: "ACK Diocese",
    fullName: "Anglican Church of Kenya Diocese",
    strategicPlanUrl: null,
    serviceMinutes: null,
    updatedAt: null,
    kiswahili: null,
    needsTranslation: true,
  });
  return settings;
}

/**
 * The site settings: one record, which always exists for readers (the defaults until staff save
 * it). There is nothing to create or delete: saving replaces every field.
 */
export class SiteSettingsService {
  private readonly settings: Repository<SiteSettings>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.settings = dataSource.getRepository(SiteSettings);
  }

  async get(): Promise<SiteSettings> {
    return (await this.settings.findOneBy({ id: SITE_SETTINGS_ID })) ?? defaultSettings();
  }

  /** How many minutes each of these kinds of service lasts, null for a kind staff have not timed: a DataLoader's batch. */
  async serviceMinutesOf(kinds: readonly ServiceKind[]): Promise<(number | null)[]> {
    const { serviceMinutes } = await this.get();
    return kinds.map((kind) => serviceMinutes?.[kind] ?? null);
  }

  /**
   * Saves every setting, and a new strategic plan when a PDF is given (the old PDF's file goes);
   * without one, the plan stays.
   */
  async update(
    actor: Actor | null,
    data: Untrusted<SiteSettingsInput>,
    strategicPlan?: MediaSource | null,
  ): Promise<SiteSettings> {
    requireEditor(actor);
    const input = await validated(SiteSettingsInput, withTrimmedText(data, OPTIONAL_SETTINGS));
    const serviceMinutes = await checkedServiceMinutes(input.serviceDurations);
    const current = await this.get();
    return saveWithFile(
      this.media,
      { source: strategicPlan, kind: "document", replaces: current.strategicPlanUrl, field: "strategicPlan" },
      (strategicPlanUrl) =>
        // Saving a record with the one id inserts it the first time and updates it after.
        this.settings.save(
          this.settings.create({
            id: SITE_SETTINGS_ID,
            shortName: input.shortName,
            strategicPlanUrl: strategicPlanUrl ?? current.strategicPlanUrl,
            serviceMinutes: serviceMinutes ?? current.serviceMinutes,
            ...withTranslations(
              SITE_SETTINGS_TRANSLATION,
              {
                fullName: input.fullName,
                ...Object.fromEntries(OPTIONAL_SETTINGS.map((field) => [field, input[field] ?? null])),
              },
              input.kiswahili,
              current.kiswahili,
            ),
          }),
        ),
    );
  }
}
