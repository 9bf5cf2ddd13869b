import { Column, Entity, PrimaryColumn, type EntityManager } from "typeorm";

/** One fact about the installation itself (see the app-state migration). */
@Entity("app_state")
export class AppState {
  @PrimaryColumn("varchar", { name: "state_key", length: 100 })
  key: string;

  @Column("text", { name: "state_value" })
  value: string;
}

/**
 * The fact that the diocese has had its sample content, or wants none (one moved in from an
 * archive has content of its own): a site seeds the samples only where it is missing.
 */
export const SAMPLE_CONTENT_SEEDED = "sample_content_seeded_at";

/** Notes that the diocese wants no sample content, unless it has had it already. */
export async function noteNoSampleContentWanted(manager: EntityManager, why: string): Promise<void> {
  const state = manager.getRepository(AppState);
  if (!(await state.existsBy({ key: SAMPLE_CONTENT_SEEDED }))) {
    await state.insert({ key: SAMPLE_CONTENT_SEEDED, value: `none wanted: ${why}` });
  }
}
