import { IsNull, type DataSource, type EntityManager, type Repository } from "typeorm";
import { TimedJob } from "../../db/timed-job.js";
import { updateWhere } from "../../db/store.js";
import type { Language } from "../../site/languages.js";
import { AppealTotal } from "../contribution/appeal-total.entity.js";
import { Project } from "../project/project.entity.js";
import { isPromotionalHour, smsNamingAppeal, type SmsService } from "../sms/sms.service.js";
import { translated } from "../translation/translation.js";
import { AppealMilestone, Pledge, PledgeStatus } from "./pledge.entity.js";

/** The marks of an appeal's target its supporters hear of, in per cent. */
export const MILESTONES = [25, 50, 75, 100] as const;
/** How often each instance looks for marks whose supporters are still to be told. */
export const APPEAL_MILESTONES_EVERY_MS = 60_000;
/** Numbers told in one transaction: memory and a transaction's length stay bounded. */
const BATCH_SIZE = 500;

/**
 * In a paid entry's transaction: the marks its appeal has now passed are reached, each once (its
 * primary key). When one gift passes several at once (a large gift, or the first gift after
 * pledges began), only the highest is told: supporters hear where the appeal is, once.
 */
export async function reachMilestones(manager: EntityManager, projectId: number, now: Date): Promise<void> {
  const [total, project] = await Promise.all([
    manager.findOneBy(AppealTotal, { projectId }),
    manager.findOne(Project, { select: { id: true, targetAmountKes: true }, where: { id: projectId } }),
  ]);
  if (!total || !project || project.targetAmountKes <= 0) return;
  const passed = MILESTONES.filter((mark) => total.raisedKes * 100 >= mark * project.targetAmountKes);
  if (passed.length === 0) return;
  const reached = new Set((await manager.findBy(AppealMilestone, { projectId })).map((row) => row.percent));
  const fresh = passed.filter((mark) => !reached.has(mark));
  if (fresh.length === 0) return;
  const highest = Math.max(...fresh);
  await manager
    .createQueryBuilder()
    .insert()
    .into(AppealMilestone)
    .values(fresh.map((percent) => ({ projectId, percent, toldAt: percent === highest ? null : now })))
    .orIgnore()
    .execute();
}

const PROGRESS_WORDS: Record<
  Language,
  (appeal: string, facts: { percent: number; raised: string; target: string }) => string
> = {
  en: (appeal, { percent, raised, target }) =>
    percent >= 100
      ? `${appeal} has reached its target: KES ${raised} of KES ${target}. Asante sana for your support! ACK Diocese of Kakamega. STOP to end SMS.`
      : `${appeal} has passed ${percent}% of its target: KES ${raised} of KES ${target}. Asante for your support! ACK Diocese of Kakamega. STOP to end SMS.`,
  sw: (appeal, { percent, raised, target }) =>
    percent >= 100
      ? `${appeal} imefikia lengo lake: KES ${raised} kati ya KES ${target}. Asante sana kwa msaada wako! ACK Dayosisi ya Kakamega. ONDOKA kusitisha.`
      : `${appeal} imepita asilimia ${percent} ya lengo lake: KES ${raised} kati ya KES ${target}. Asante kwa msaada wako! ACK Dayosisi ya Kakamega. ONDOKA kusitisha.`,
};

/** The SMS that tells a supporter the appeal passed a mark, within two SMS of the phone alphabet. */
export function progressSms(
  language: Language,
  appealTitle: string,
  facts: { percent: number; raisedKes: number; targetKes: number },
): string {
  const amounts = {
    percent: facts.percent,
    raised: facts.raisedKes.toLocaleString("en-KE"),
    target: facts.targetKes.toLocaleString("en-KE"),
  };
  return smsNamingAppeal(
    appealTitle,
    (appeal) => PROGRESS_WORDS[language](appeal, amounts),
    language === "sw" ? "Harambee ya dayosisi" : "The diocese's appeal",
  );
}

/**
 * Tells each appeal's supporters (pledgers who agreed to hear of it) that it passed a mark: one SMS
 * a number, in its pledge's language, within the promotional hours. The numbers are told in order,
 * a batch at a time, each batch claimed by the conditional UPDATE that moves the mark's
 * `toldThrough` on, in the transaction that queues its SMS: across instances and restarts, each
 * number hears of each mark once.
 */
export class AppealMilestones extends TimedJob<number> {
  private readonly milestones: Repository<AppealMilestone>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    this.milestones = dataSource.getRepository(AppealMilestone);
  }

  /** One look now, for tests and the bench: how many SMS this instance queued. */
  tellDue(): Promise<number> {
    return this.runTurn();
  }

  protected async turn(): Promise<number> {
    if (!isPromotionalHour(this.now()) || !(await this.sms.switchedOn())) return 0;
    const due = await this.milestones.find({
      where: { toldAt: IsNull() },
      order: { reachedAt: "ASC" },
      take: 20,
    });
    let queued = 0;
    for (const milestone of due) {
      for (;;) {
        const told = await this.tellNextBatch(milestone);
        if (told === null) break;
        queued += told;
      }
    }
    return queued;
  }

  /** Queues the next batch of a mark's SMS; null when it is all told, or another instance has it. */
  private tellNextBatch(milestone: AppealMilestone): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const rows = manager.getRepository(AppealMilestone);
      const current = await rows.findOneBy({ projectId: milestone.projectId, percent: milestone.percent });
      if (!current || current.toldAt) return null;
      const supporters = await supportersAfter(manager, current.projectId, current.toldThrough, BATCH_SIZE);
      const claim = await updateWhere(
        rows,
        {
          projectId: current.projectId,
          percent: current.percent,
          toldAt: IsNull(),
          toldThrough: current.toldThrough ?? IsNull(),
        },
        supporters.length === 0
          ? { toldAt: this.now() }
          : { toldThrough: supporters[supporters.length - 1]!.phone },
      );
      if (claim.affected !== 1 || supporters.length === 0) return null;
      const project = await manager.findOneByOrFail(Project, { id: current.projectId });
      const total = await manager.findOneBy(AppealTotal, { projectId: current.projectId });
      for (const supporter of supporters) {
        await this.sms.queue(manager, {
          to: supporter.phone,
          body: progressSms(supporter.language, translated(project, supporter.language).title, {
            percent: current.percent,
            raisedKes: total?.raisedKes ?? 0,
            targetKes: project.targetAmountKes,
          }),
          kind: "progress",
          promotional: true,
        });
      }
      return supporters.length;
    });
  }
}

/** The next numbers, in order, that agreed to hear of the appeal: each once, in one of its pledges' languages. */
async function supportersAfter(
  manager: EntityManager,
  projectId: number,
  after: string | null,
  limit: number,
): Promise<{ phone: string; language: Language }[]> {
  const query = manager
    .createQueryBuilder(Pledge, "pledge")
    .select("pledge.phone", "phone")
    .addSelect("MAX(pledge.language)", "language")
    .where("pledge.project_id = :projectId", { projectId })
    .andWhere("pledge.progress_consent_at IS NOT NULL")
    .andWhere("pledge.phone IS NOT NULL")
    .andWhere("pledge.status <> :cancelled", { cancelled: PledgeStatus.CANCELLED })
    .groupBy("pledge.phone")
    .orderBy("pledge.phone", "ASC")
    .limit(limit);
  if (after) query.andWhere("pledge.phone > :after", { after });
  return query.getRawMany<{ phone: string; language: Language }>();
}
