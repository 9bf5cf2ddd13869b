import type { DataSource, EntitySubscriberInterface, InsertEvent, RemoveEvent, UpdateEvent } from "typeorm";
import { AppState } from "./app-state.entity.js";
import type { EntityClass } from "./data-source.js";
import { writeEventsOf, type WriteEvents } from "./write-events.js";

const announcing = new WeakSet<DataSource>();

/**
 * Makes every committed write of content on the data source announce ContentChanged (once however
 * often called; tests run several apps in one process). `privateEntities` are the tables no public
 * answer shows, whose writes announce nothing (the registry's, api/src/modules.ts).
 */
export function announceContentChanges(
  dataSource: DataSource,
  privateEntities: readonly EntityClass[],
): void {
  if (announcing.has(dataSource)) return;
  announcing.add(dataSource);
  dataSource.subscribers.push(new ContentChangeSubscriber(writeEventsOf(dataSource), privateEntities));
}

/**
 * Announces ContentChanged for every write to content, wherever it comes from (GraphQL, REST, the
 * seed, a test's factory): published once the write commits (see WriteEvents.announce).
 */
class ContentChangeSubscriber implements EntitySubscriberInterface {
  /** The app's own state, and the modules' tables that no public answer shows (api/src/modules.ts). */
  private readonly notContent: ReadonlySet<unknown>;

  constructor(
    private readonly events: WriteEvents,
    privateEntities: readonly EntityClass[],
  ) {
    this.notContent = new Set([AppState, ...privateEntities]);
  }

  afterInsert(event: InsertEvent<unknown>): Promise<void> {
    return this.changed(event);
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> {
    return this.changed(event);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> {
    return this.changed(event);
  }

  private async changed(
    event: InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>,
  ): Promise<void> {
    if (this.notContent.has(event.metadata.target)) return;
    await this.events.announceOn(event.queryRunner, event.manager, { type: "ContentChanged" });
  }
}
