import { idFor } from '../../../lib/ids';

/** cms_page ids: cms:home, cms:listing, cms:guides, cms:article-<key>, cms:contact ... */
export const cmsId = (key: string): string => idFor(`cms:${key}`);
