import type { Repository } from "typeorm";
import type { Language } from "../../site/languages.js";
import type { PhoneCaller } from "./phone.entity.js";

/**
 * Remembers the language a number chose, for the menu and replies it gets next. A number is a
 * caller of each diocese it uses, so the key is the diocese's and the phone's (migration
 * Dioceses1796900000000); TypeORM's upsert can only name the entity's own columns.
 */
export async function rememberLanguage(
  callers: Repository<PhoneCaller>,
  phone: string,
  language: Language,
): Promise<void> {
  await callers
    .createQueryBuilder()
    .insert()
    .values({ phone, language })
    .orUpdate(["language"], ["diocese_id", "phone"])
    .execute();
}
