import type { DataSource, Repository } from "typeorm";
import { updateWhere } from "../../db/store.js";
import { currentDiocese } from "../../db/unit-of-work.js";
import { UserInputError } from "../../errors.js";
import { saveOrConflict } from "../../lib/database-errors.js";
import { Diocese } from "./diocese.entity.js";

/**
 * Which diocese each paybill is (issue #44). A diocese's own Daraja account must name a paybill
 * of its own: were it the first diocese's (MPESA_SHORTCODE) or another's, telling Daraja its
 * addresses would send that diocese's payments by hand to this one's books. The unique
 * diocese.paybill_number holds the rule against two instances setting the same one at once.
 */
export class PaybillOwners {
  private readonly dioceses: Repository<Diocese>;

  constructor(
    dataSource: DataSource,
    /** The first diocese's paybill: the environment's. */
    private readonly environmentsPaybill: string,
  ) {
    this.dioceses = dataSource.getRepository(Diocese);
  }

  /** Makes `paybill` the current diocese's; refused where it is another diocese's. */
  async claim(paybill: string): Promise<void> {
    const taken = () =>
      new UserInputError(
        `Paybill ${paybill} is another diocese's: each diocese's gifts are paid into a paybill of its own`,
      );
    if (paybill === this.environmentsPaybill) {
      throw new UserInputError(
        `Paybill ${paybill} is the first diocese's (MPESA_SHORTCODE): each diocese's gifts are paid into a paybill of its own`,
      );
    }
    const owner = await this.dioceses.findOneBy({ paybillNumber: paybill });
    if (owner && owner.id !== currentDiocese()) throw taken();
    if (owner) return;
    await saveOrConflict(
      () => updateWhere(this.dioceses, { id: currentDiocese() }, { paybillNumber: paybill }),
      taken,
    );
  }

  /** The current diocese no longer has a paybill of its own. */
  async release(): Promise<void> {
    await updateWhere(this.dioceses, { id: currentDiocese() }, { paybillNumber: null });
  }
}
