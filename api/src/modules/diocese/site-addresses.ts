import { currentDiocese, FIRST_DIOCESE } from "../../db/unit-of-work.js";
import type { DioceseDirectory } from "./diocese-directory.js";

/**
 * The address each diocese's site is reached by, which every link the site gives away is made of:
 * in e-mails and SMS, M-Pesa's and Africa's Talking's callbacks, feeds, calendars and a page's own
 * full address. PUBLIC_URL for the first diocese and wherever the deployment serves one; for another
 * diocese, its main host (DioceseDirectory.mainHostOf) with PUBLIC_URL's scheme and port, so that
 * a callback comes back to the diocese that asked for it and a link opens that diocese's site.
 */
export class SiteAddresses {
  private readonly scheme: string;
  private readonly port: string;
  private readonly origin: string;

  constructor(
    private readonly publicUrl: string,
    /** Where the deployment serves several dioceses (MULTI_DIOCESE=true); else null. */
    private readonly dioceses: DioceseDirectory | null,
  ) {
    const url = new URL(publicUrl);
    this.scheme = url.protocol;
    this.port = url.port;
    this.origin = url.origin;
  }

  /** The address of the current diocese's site (db/unit-of-work.ts), without a trailing slash. */
  current(): string {
    const diocese = currentDiocese();
    if (!this.dioceses || diocese === FIRST_DIOCESE) return this.publicUrl;
    const host = this.dioceses.mainHostOf(diocese);
    // A diocese that answers at no host has no visitor and no timed work: nothing is sent for it.
    if (host === null) throw new Error(`Diocese ${diocese} answers at no host: its site has no address`);
    return this.at(host);
  }

  /** The address of another of the deployment's hosts (the province's own site), by PUBLIC_URL's scheme and port. */
  at(host: string): string {
    return `${this.scheme}//${host}${this.port ? `:${this.port}` : ""}`;
  }

  /**
   * Whether an `Origin` header names the current diocese's own site: PUBLIC_URL's origin where the
   * deployment serves one, else any host of the diocese, by PUBLIC_URL's scheme.
   */
  isOwnOrigin(origin: string): boolean {
    if (!this.dioceses) return origin === this.origin;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    return (
      url.protocol === this.scheme &&
      url.port === this.port &&
      this.dioceses.answersAt(url.hostname, currentDiocese())
    );
  }
}
