import type { FastifyBaseLogger } from "fastify";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { AdminUserService } from "./modules/admin-user/admin-user.service.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { MailService } from "./modules/mail/mail.service.js";
import { NewsService } from "./modules/news/news.service.js";
import { SessionService } from "./modules/session/session.service.js";
import { ThrottleService } from "./modules/throttle/throttle.service.js";

/** Every service of the API, made once per process and shared by GraphQL and REST. */
export interface Services {
  news: NewsService;
  adminUsers: AdminUserService;
  sessions: SessionService;
  auth: AuthService;
  mail: MailService;
}

export function createServices(dataSource: DataSource, config: Config, logger: FastifyBaseLogger): Services {
  const sessions = new SessionService(dataSource);
  const adminUsers = new AdminUserService(dataSource, sessions);
  const mail = new MailService(config.mail, logger);
  const throttle = new ThrottleService(dataSource);
  return {
    news: new NewsService(dataSource),
    adminUsers,
    sessions,
    auth: new AuthService(dataSource, adminUsers, sessions, throttle, mail, config.publicUrl),
    mail,
  };
}
