import { IsNull, Not, type DataSource, type EntityManager } from "typeorm";
import { updateWhere } from "../../db/store.js";
import { claimEachDue, TimedJob } from "../../db/timed-job.js";
import { todayInDiocese } from "../../lib/calendar.js";
import { ClergyMember, styledName } from "../clergy/clergy.entity.js";
import type { ParishService } from "../parish/parish.service.js";
import { PublicationStatus } from "../publication/publication.js";
import { ClergyPosting, ClergyRole } from "./clergy-posting.entity.js";

/** Postings one look reads at a time: memory stays bounded however many fall due on one day. */
const BATCH_SIZE = 100;

/**
 * Puts each posting into effect on its day in Kakamega (a published list's, or one entered alone):
 * the conditional update that sets its `took_effect_at` claims it, so it takes effect once across
 * instances and restarts, and one whose day came while the site was down takes effect at the next
 * look. In the same transaction the open posting of the same place and role ends that day, and a
 * vicar's posting makes the person the parish's vicar (ParishService.setVicar).
 */
export class ClergyPostingsTakingEffect extends TimedJob<number> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly parishes: ParishService,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  /** One look now, for tests: how many postings this instance put into effect. */
  takeEffectDue(): Promise<number> {
    return this.runTurn();
  }

  protected turn(): Promise<number> {
    const now = this.now();
    const today = todayInDiocese(now);
    return claimEachDue(
      (take) => this.dueBatch(today, take),
      (posting) => this.takeEffect(posting, now),
      BATCH_SIZE,
    );
  }

  /** Postings due by today, not yet in effect, alone or of a published list: the earliest first. */
  private dueBatch(today: string, take: number): Promise<ClergyPosting[]> {
    return (
      this.dataSource
        .getRepository(ClergyPosting)
        .createQueryBuilder("posting")
        .leftJoin("clergy_posting_list", "list", "list.id = posting.posting_list_id")
        .where("posting.took_effect_at IS NULL")
        .andWhere("posting.starts_on <= :today", { today })
        .andWhere("(posting.posting_list_id IS NULL OR list.status = :published)", {
          published: PublicationStatus.PUBLISHED,
        })
        .orderBy("posting.startsOn", "ASC")
        .addOrderBy("posting.id", "ASC")
        // A join that adds no rows: a plain LIMIT, not TypeORM's two-query take.
        .limit(take)
        .getMany()
    );
  }

  /** Claims the posting and puts it into effect; false when another instance claimed it first. */
  private takeEffect(posting: ClergyPosting, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const postings = manager.getRepository(ClergyPosting);
      const claimed = await updateWhere(
        postings,
        { id: posting.id, tookEffectAt: IsNull() },
        { tookEffectAt: now },
      );
      if (claimed.affected !== 1) return false;
      await updateWhere(
        postings,
        {
          ...placeOf(posting),
          role: posting.role,
          ...(posting.role === ClergyRole.OTHER ? { roleName: posting.roleName ?? "" } : {}),
          id: Not(posting.id),
          tookEffectAt: Not(IsNull()),
          endsOn: IsNull(),
        },
        { endsOn: posting.startsOn },
      );
      if (posting.role === ClergyRole.VICAR && posting.parishId !== null) {
        await this.parishes.setVicar(manager, posting.parishId, await vicarOf(manager, posting));
      }
      return true;
    });
  }
}

/** The posting's place as a condition: its parish, archdeaconry or office. */
function placeOf(posting: ClergyPosting) {
  if (posting.parishId !== null) return { parishId: posting.parishId };
  if (posting.archdeaconryId !== null) return { archdeaconryId: posting.archdeaconryId };
  return { office: posting.office ?? "", parishId: IsNull(), archdeaconryId: IsNull() };
}

async function vicarOf(manager: EntityManager, posting: ClergyPosting): Promise<string> {
  return styledName(await manager.findOneByOrFail(ClergyMember, { id: posting.clergyMemberId }));
}
