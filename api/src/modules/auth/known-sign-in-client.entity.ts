import { Column, Entity, PrimaryColumn } from "typeorm";

/**
 * A browser or a client address from which a member of staff has signed in with the right
 * password. Wrong passwords from elsewhere cannot lock them out of it (see AuthService).
 */
@Entity("known_sign_in_client")
export class KnownSignInClient {
  @PrimaryColumn("integer", { name: "user_id" })
  userId: number;

  /** `device:<SHA-256 of the device cookie>` or `address:<client address>`. */
  @PrimaryColumn("varchar", { name: "client_key", length: 100 })
  clientKey: string;

  @Column({ name: "last_signed_in_at", type: Date })
  lastSignedInAt: Date;
}
