import type { Db } from '../../db/connection';
import { keptStatement } from '../../db/statements';

export interface SalesChannelRow {
  id: string;
  name: string;
  access_key: string;
  language_id: string;
  currency_id: string;
  country_id: string;
  payment_method_id: string;
  shipping_method_id: string;
  navigation_category_id: string;
  footer_category_id: string | null;
  service_category_id: string | null;
  home_cms_page_id: string | null;
  maintenance: number;
  config: string;
}

export function findSalesChannelByAccessKey(db: Db, accessKey: string): SalesChannelRow | undefined {
  return keptStatement(db, 'SELECT * FROM sales_channel WHERE access_key = ?').get(accessKey) as SalesChannelRow | undefined;
}

export function salesChannelConfig(channel: SalesChannelRow): Record<string, unknown> {
  try {
    return JSON.parse(channel.config) as Record<string, unknown>;
  } catch {
    return {};
  }
}
