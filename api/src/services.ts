import type { FastifyBaseLogger } from "fastify";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { AdminUserService } from "./modules/admin-user/admin-user.service.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { MailService } from "./modules/mail/mail.service.js";
import { MediaService } from "./modules/media/media.service.js";
import { LocalFolderStorage } from "./modules/media/media.storage.js";
import { NewsService } from "./modules/news/news.service.js";
import { SessionService } from "./modules/session/session.service.js";
import { ThrottleService } from "./modules/throttle/throttle.service.js";

/** Every service of the API, made once per process and shared by GraphQL and REST. */
export interface Services {
  news: NewsService;
  media: MediaService;
  adminUsers: AdminUserService;
  sessions: SessionService;
  auth: AuthService;
  mail: MailService;
}

export function createServices(dataSource: DataSource, config: Config, logger: FastifyBaseLogger): Services {
  const media = new MediaService(dataSource, new LocalFolderStorage(config.uploadsDir), {
    maxBytes: config.uploadMaxBytes,
    maxPixels: config.uploadMaxPixels,
  });
  const sessions = new SessionService(dataSource);
  const adminUsers = new AdminUserService(dataSource, sessions);
  const mail = new MailService(config.mail, logger);
  const throttle = new ThrottleService(dataSource);
  return {
    news: new NewsService(dataSource, media),
    media,
    adminUsers,
    sessions,
    auth: new AuthService(dataSource, adminUsers, sessions, throttle, mail, config.publicUrl),
    mail,
  };
}
