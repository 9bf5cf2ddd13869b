import type { DataSource, Repository } from "typeorm";
import { requireEditor, type Actor } from "../../authorization.js";
import { NotFoundError } from "../../errors.js";
import { removeFiles, saveWithFile } from "../media/stored-files.js";
import { validated, withTrimmedText, type Untrusted } from "../../lib/validation.js";
import { focalPointAfter } from "../media/focal-point.js";
import type { MediaService, MediaSource } from "../media/media.service.js";
import {
  ADMINISTRATIVE_SECRETARY_ID,
  ADMINISTRATIVE_SECRETARY_TRANSLATION,
  AdministrativeSecretary,
} from "./administrative-secretary.entity.js";
import { AdministrativeSecretaryInput } from "./administrative-secretary.inputs.js";
import { withTranslations } from "../translation/translation.js";
import { deleteWhere } from "../../db/store.js";

/**
 * The administrative secretary of the About Us page: one record at most. Saving creates it the
 * first time and changes it after; deleting leaves the page without one.
 */
export class AdministrativeSecretaryService {
  private readonly secretaries: Repository<AdministrativeSecretary>;

  constructor(
    dataSource: DataSource,
    private readonly media: MediaService,
  ) {
    this.secretaries = dataSource.getRepository(AdministrativeSecretary);
  }

  get(): Promise<AdministrativeSecretary | null> {
    return this.secretaries.findOneBy({ id: ADMINISTRATIVE_SECRETARY_ID });
  }

  /** Saves the name and title, and the picture when a new one is given. */
  async save(
    actor: Actor | null,
    data: Untrusted<AdministrativeSecretaryInput>,
    image?: MediaSource | null,
  ): Promise<AdministrativeSecretary> {
    requireEditor(actor);
    const { kiswahili, ...input } = await validated(AdministrativeSecretaryInput, withTrimmedText(data));
    const current = await this.get();
    const columns = withTranslations(
      ADMINISTRATIVE_SECRETARY_TRANSLATION,
      input,
      kiswahili,
      current?.kiswahili ?? null,
    );
    return saveWithFile(
      this.media,
      { source: image, kind: "image", replaces: current?.imageUrl },
      (imageUrl) =>
        this.secretaries.save(
          this.secretaries.create({
            id: ADMINISTRATIVE_SECRETARY_ID,
            ...columns,
            imageUrl: imageUrl ?? current?.imageUrl ?? null,
            imageFocalPoint: focalPointAfter(current, imageUrl, input.imageFocalPoint),
          }),
        ),
    );
  }

  /** Removes the administrative secretary and the picture's files. */
  async delete(actor: Actor | null): Promise<void> {
    requireEditor(actor);
    const current = await this.get();
    if (!current) throw new NotFoundError("There is no administrative secretary to delete");
    await deleteWhere(this.secretaries, { id: current.id });
    await removeFiles(this.media, current.imageUrl);
  }
}
