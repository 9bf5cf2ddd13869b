import { Column, Entity, PrimaryColumn } from "typeorm";

/** One fact about the installation itself (see the app-state migration). */
@Entity("app_state")
export class AppState {
  @PrimaryColumn("varchar", { name: "state_key", length: 100 })
  key: string;

  @Column("text", { name: "state_value" })
  value: string;
}
