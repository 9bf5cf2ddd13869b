import type { DataSource, Repository } from "typeorm";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import type { Language } from "../../site/languages.js";
import { ProvinceAct } from "../province-admin/province-audit.entity.js";
import type { ProvinceActor, ProvinceAuditLog } from "../province-admin/province-audit.service.js";
import { ProvinceSettings, THE_PROVINCE } from "./province-settings.entity.js";
import { ProvinceSettingsInput } from "./province-settings.inputs.js";

/** How long an instance keeps the settings it read: another instance's change shows within it. */
const KEPT_MS = 60_000;

/**
 * The province's own settings (issue #44): its name, which its administrators set at the
 * province's host and which heads every page of the province's site. Every page reads it, so an
 * instance keeps it a minute; its own changes show at once.
 */
export class ProvinceSettingsService {
  private readonly settings: Repository<ProvinceSettings>;
  private kept: { settings: ProvinceSettings | null; until: number } | null = null;

  constructor(
    dataSource: DataSource,
    private readonly audit: ProvinceAuditLog,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.settings = dataSource.getRepository(ProvinceSettings);
  }

  /** The settings as saved, or null while the province has no name. */
  async current(): Promise<ProvinceSettings | null> {
    const at = this.now().getTime();
    if (this.kept && at < this.kept.until) return this.kept.settings;
    const settings = await this.settings.findOneBy({ id: THE_PROVINCE });
    this.kept = { settings, until: at + KEPT_MS };
    return settings;
  }

  /** The province's name in a language: its Kiswahili one where given, else its English; null while it has none. */
  async nameIn(language: Language): Promise<string | null> {
    const settings = await this.current();
    if (!settings) return null;
    return language === "sw" ? (settings.nameInKiswahili ?? settings.name) : settings.name;
  }

  /** Names the province, or names it again; the province's audit log records it, in the same transaction. */
  async change(by: ProvinceActor, data: Untrusted<ProvinceSettingsInput>): Promise<ProvinceSettings> {
    const trimmed = withTrimmedText(data, ["nameInKiswahili"]);
    const input = await validated(ProvinceSettingsInput, {
      ...trimmed,
      nameInKiswahili: trimmed.nameInKiswahili ?? null,
    });
    const settings = await this.settings.manager.transaction(async (manager) => {
      const saved = manager.create(ProvinceSettings, {
        id: THE_PROVINCE,
        name: input.name,
        nameInKiswahili: input.nameInKiswahili,
        updatedAt: this.now(),
        changedBy: by.admin.id,
      });
      await manager.save(saved);
      await this.audit.record(by, ProvinceAct.NAMED_PROVINCE, saved.name, manager);
      return saved;
    });
    this.kept = { settings, until: this.now().getTime() + KEPT_MS };
    return settings;
  }
}
