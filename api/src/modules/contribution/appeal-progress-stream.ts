import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { asUnitOfWork, currentDiocese } from "../../db/unit-of-work.js";
import { isRecordId } from "../../site/site-routes.js";
import type { AppealProgress } from "./gift-views.js";

/** A comment line now and then keeps proxies and the server's idle time-out (30 s) from closing a quiet stream. */
const HEARTBEAT_EVERY_MS = 15_000;
/** Changes that come together (a callback settles a gift and keeps its notice) are told once. */
const GATHER_CHANGES_MS = 100;
/**
 * The most streams one instance holds: beyond it, a page shows the progress it was drawn with, and
 * its browser tries again later. Each costs 9 to 13 KB of the process's memory (its socket, the
 * HTTP parser's state and the request Fastify made for it: `npm run bench` has measured 9.2 and
 * 12.6 KB a listener over 5,000, by the process's RSS), so that this many take 90 to 130 MB.
 */
const MAX_STREAMS = 10_000;

/**
 * The live progress of appeals, as Server-Sent Events: everyone who has a page with an appeal's
 * progress open holds a stream, and hears an event `progress` at once and after every change of
 * it, within a moment of a paid callback, whichever instance heard it (app.ts subscribes it to
 * the gifts' write events, which reach every instance: see db/write-events.ts). Other writes,
 * content's, do not wake it. An appeal's id is the deployment's, never two dioceses'; its
 * progress is read again as the diocese whose host its first listener came to, whichever
 * request, instance or timer told of the change (issue #44).
 */
export class AppealProgressStreams {
  private readonly listeners = new Map<number, Set<ServerResponse>>();
  /** The diocese of each watched appeal. */
  private readonly dioceseOf = new Map<number, number>();
  private readonly lastSent = new Map<number, string>();
  /** The watched appeals changed since they were last told. */
  private readonly changed = new Set<number>();
  private gathering: NodeJS.Timeout | null = null;
  private telling: Promise<void> | null = null;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly progressOf: (projectId: number) => Promise<AppealProgress | null>) {
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_EVERY_MS);
    this.heartbeat.unref();
  }

  /** How many streams are open, for the bench and the operator. */
  get openStreams(): number {
    let count = 0;
    for (const streams of this.listeners.values()) count += streams.size;
    return count;
  }

  /** `securityHeaders`: what a data answer carries (security-headers.ts); the stream writes its own head. */
  register(app: FastifyInstance, path: string, securityHeaders: Record<string, string>): void {
    // It stays open: no share of the instance is held for it (diocese-shares.ts).
    app.get<{ Params: { projectId: string } }>(
      path,
      { config: { heldOpen: true } },
      async (request, reply) => {
        const { projectId } = request.params;
        if (this.openStreams >= MAX_STREAMS) {
          return reply
            .code(503)
            .header("retry-after", "60")
            .send({ status: "error", message: "Too many listeners" });
        }
        const progress = isRecordId(projectId) ? await this.progressOf(Number(projectId)) : null;
        if (!progress) return reply.code(404).send({ status: "error", message: "There is no such project" });
        // The client may have gone while the progress was read: its close has been and gone.
        if (request.raw.destroyed) return reply;
        reply.hijack();
        const stream = reply.raw;
        stream.writeHead(200, {
          // What the hooks set (CORS), which a hijacked reply does not send.
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          ...securityHeaders,
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-store",
          // nginx would otherwise hold the events back in its buffer.
          "x-accel-buffering": "no",
          // A phone that loses its signal reconnects after this long.
          connection: "keep-alive",
        });
        stream.write(`retry: 5000\n${eventOf(progress)}`);
        const id = Number(projectId);
        let streams = this.listeners.get(id);
        if (!streams) this.listeners.set(id, (streams = new Set()));
        streams.add(stream);
        // Only the first listener sets what was last told: a later one must not hide a change from the others.
        if (!this.lastSent.has(id)) this.lastSent.set(id, JSON.stringify(progress));
        this.dioceseOf.set(id, currentDiocese());
        stream.on("close", () => {
          streams.delete(stream);
          if (streams.size === 0) {
            this.listeners.delete(id);
            this.lastSent.delete(id);
            this.dioceseOf.delete(id);
          }
        });
      },
    );
  }

  /** An appeal's gifts or figures changed somewhere: after a moment, its watchers are told if its progress moved. */
  appealChanged(projectId: number): void {
    if (!this.listeners.has(projectId)) return;
    this.changed.add(projectId);
    this.schedule();
  }

  private schedule(): void {
    // One telling at a time, so that an older total never follows a newer one: a change heard
    // meanwhile is told after.
    if (this.gathering || this.telling) return;
    this.gathering = setTimeout(() => {
      this.gathering = null;
      this.telling = this.tell().finally(() => {
        this.telling = null;
        if (this.changed.size > 0) this.schedule();
      });
    }, GATHER_CHANGES_MS);
  }

  private async tell(): Promise<void> {
    const changed = [...this.changed];
    this.changed.clear();
    for (const id of changed) {
      const streams = this.listeners.get(id);
      if (!streams) continue;
      try {
        const progress = await asUnitOfWork(() => this.progressOf(id), this.dioceseOf.get(id));
        const text = JSON.stringify(progress);
        if (!progress || text === this.lastSent.get(id)) continue;
        this.lastSent.set(id, text);
        const event = eventOf(progress);
        for (const stream of streams) stream.write(event);
      } catch {
        // The database may be away for a moment; the next change tells again.
      }
    }
  }

  private beat(): void {
    for (const streams of this.listeners.values()) for (const stream of streams) stream.write(":\n\n");
  }

  close(): void {
    clearInterval(this.heartbeat);
    if (this.gathering) clearTimeout(this.gathering);
    for (const streams of this.listeners.values()) for (const stream of streams) stream.end();
    this.listeners.clear();
  }
}

function eventOf(progress: AppealProgress): string {
  return `event: progress\ndata: ${JSON.stringify({ ...progress, projectId: String(progress.projectId) })}\n\n`;
}
