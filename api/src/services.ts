import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { AdminUserService } from "./modules/admin-user/admin-user.service.js";
import { MediaService } from "./modules/media/media.service.js";
import { LocalFolderStorage } from "./modules/media/media.storage.js";
import { NewsService } from "./modules/news/news.service.js";
import { SessionService } from "./modules/session/session.service.js";

/** Every service of the API, made once per process and shared by GraphQL and REST. */
export interface Services {
  news: NewsService;
  media: MediaService;
  adminUsers: AdminUserService;
  sessions: SessionService;
}

export function createServices(
  dataSource: DataSource,
  config: Pick<Config, "uploadsDir" | "uploadMaxBytes" | "uploadMaxPixels">,
): Services {
  const media = new MediaService(dataSource, new LocalFolderStorage(config.uploadsDir), {
    maxBytes: config.uploadMaxBytes,
    maxPixels: config.uploadMaxPixels,
  });
  return {
    news: new NewsService(dataSource, media),
    media,
    adminUsers: new AdminUserService(dataSource),
    sessions: new SessionService(dataSource),
  };
}
