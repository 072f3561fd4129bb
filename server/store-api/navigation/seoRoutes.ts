import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreDeps } from '../hooks';
import { errors } from '../errors';
import { readRequestCriteria, searchEntities, entitySearchResult } from '../criteria';
import { serializeSeoUrl } from './seoUrls';
import { canonicalSeoUrls, languageCodes, newestProductCreatedAt, seoUrlsOfLanguage } from './navigationRepository';

const SITEMAP_FILE = 'sitemap1.xml.gz';
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `/seo-url` (path <-> entity in the context language) and the sitemap. */
export function seoRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db, config } = deps;

  const seoUrl = async (req: FastifyRequest) => {
    const criteria = readRequestCriteria(req, { defaultLimit: null });
    const rows = seoUrlsOfLanguage(db, req.ctx.language.id);
    const all = rows.map((r) => serializeSeoUrl(r, req.ctx.salesChannel.id));
    return entitySearchResult('seo_url', searchEntities(all, criteria), criteria);
  };
  api.post('/seo-url', seoUrl);
  api.get('/seo-url', seoUrl);

  api.get('/sitemap', async () => {
    const created = newestProductCreatedAt(db) ?? new Date().toISOString();
    return [{ filename: SITEMAP_FILE, created }];
  });

  api.get('/sitemap/:filePath', async (req: FastifyRequest<{ Params: { filePath: string } }>, reply) => {
    if (req.params.filePath !== SITEMAP_FILE) {
      throw errors.sitemapNotFound(req.params.filePath);
    }
    const languages = languageCodes(db);
    const defaultLanguage = req.ctx.salesChannel.language_id;
    const rows = canonicalSeoUrls(db);
    const urls = rows.map((r) => {
      const lang = languages.find((l) => l.id === r.language_id);
      const prefix = !lang || lang.id === defaultLanguage ? '' : `/${lang.code}`;
      const priority = r.route_name === 'frontend.detail.page' ? '0.8' : '0.6';
      return `<url><loc>${escapeXml(`${config.publicUrl}${prefix}/${r.seo_path_info}`)}</loc><changefreq>weekly</changefreq><priority>${priority}</priority></url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
    return reply.type('application/gzip').header('content-disposition', `attachment; filename="${SITEMAP_FILE}"`).send(gzipSync(xml));
  });
}
