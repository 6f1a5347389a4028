import type { Http } from "../http.ts";
import type { Campaign, CreateCampaignDTO, UpdateCampaignDTO } from "../openapi-types.ts";
import { crud, type PageQuery, type Paginated } from "../resource.ts";

export interface CampaignListQuery extends PageQuery {
  id?: string;
  status?: "scheduled" | "in-progress" | "ended";
}

/** /campaign: create, list, get, update, delete. */
export const createCampaignsApi = (http: Http) =>
  crud<Campaign, CreateCampaignDTO, UpdateCampaignDTO, Paginated<Campaign>, CampaignListQuery>(http, "/campaign");
export type CampaignsApi = ReturnType<typeof createCampaignsApi>;
