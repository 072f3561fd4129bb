import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoreDeps } from '../hooks';
import { isId } from '../../lib/ids';
import { translate } from '../../lib/i18n';
import { stableJson, withoutNulls } from '../../lib/json';
import { errors } from '../errors';
import { readRequestCriteria, readRequestPayload, searchEntities, entitySearchResult } from '../criteria';
import type { RequestContext } from '../context/public';
import { CategoryTree, serializeCategory, type CategoryRow } from './categories';
import { loadCmsPageRow, pageIsSharedByAllCustomers, resolveCmsPage } from '../cms';
import { catalogContextKey, loadCatalogue } from '../catalog/public';
import { keptAnswers } from '../../answerBodies';
import { seoUrlsFor } from './seoUrls';
import { findActiveLandingPage, findActiveProductRef, productCategoryIds } from './navigationRepository';

const NAVIGATION_TYPES = ['main-navigation', 'footer-navigation', 'service-navigation'] as const;

const includeSeo = (req: FastifyRequest) => String(req.headers['sw-include-seo-urls'] ?? '').toLowerCase() === 'true' || req.headers['sw-include-seo-urls'] === '1';

/** Resolves 'main-navigation' & co. to the sales channel's root ids. */
function resolveRootAlias(ctx: RequestContext, id: string): string | null {
  const ch = ctx.salesChannel;
  if (id === 'main-navigation') return ch.navigation_category_id;
  if (id === 'footer-navigation') return ch.footer_category_id;
  if (id === 'service-navigation') return ch.service_category_id;
  return id;
}

function slotsParam(body: unknown): string[] | null {
  const slots = (body as { slots?: unknown } | null)?.slots;
  return typeof slots === 'string' && slots ? slots.split('|') : null;
}

/**
 * Menus per catalogue snapshot, whose version counts writes to categories, media, SEO URLs,
 * languages and sales channels: a menu of ~40 categories reads a media row and the SEO URLs of
 * each (7-10 ms), and every page of a visit asks for three. Kept answers also keep their text and
 * compressed bytes (server/answerBodies.ts).
 */
const cachedMenu = keptAnswers<unknown[]>(100);

/**
 * Category pages (home, listings, guides) per catalogue snapshot, context and request, when every
 * slot of their CMS page is the same for all customers (cms/sharedPages.ts): the home page's sliders
 * serialize their products on every read (~12 ms of CPU), a listing page its category and layout
 * (~6 ms). The snapshot's version counts writes to CMS pages too.
 */
const cachedCategoryPage = keptAnswers<Record<string, unknown>>(100);

/** The request's criteria and parameters; null when they are unreadable (the page then reports that itself where it reads them). */
function requestPayloadOrNull(req: FastifyRequest): Record<string, unknown> | null {
  try {
    return readRequestPayload(req);
  } catch {
    return null;
  }
}

export function navigationRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db, config } = deps;

  const navigation = async (req: FastifyRequest<{ Params: { activeId: string; rootId: string } }>, reply: FastifyReply) => {
    const body = (req.body ?? {}) as { depth?: unknown; buildTree?: unknown };
    const query = req.query as Record<string, string | undefined>;
    // Shopware reads `depth` from the query, then the body (default 2) and loads the levels
    // root+1 .. root+depth+1: depth 1 is a two-level menu.
    const rawDepth = query.depth ?? body.depth ?? 2;
    const depth = typeof rawDepth === 'string' && /^\d+$/.test(rawDepth.trim()) ? Number(rawDepth) : rawDepth;
    if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 0 || depth > 10) {
      throw errors.invalidParameter('/depth', 'The parameter "depth" must be an integer between 0 and 10.');
    }
    const rawTree = query.buildTree ?? body.buildTree;
    const buildTree = rawTree === undefined ? true : rawTree !== false && rawTree !== 'false' && rawTree !== '0' && rawTree !== 0;
    const ctx = req.ctx;
    const tree = CategoryTree.ofSnapshot(loadCatalogue(db), db);
    for (const [name, raw] of [
      ['rootId', req.params.rootId],
      ['activeId', req.params.activeId],
    ] as const) {
      const isAlias = (NAVIGATION_TYPES as readonly string[]).includes(raw);
      if (!isAlias && !isId(raw)) throw errors.invalidUuid(`The ${name} "${raw}" is not a valid id or navigation type.`, { pointer: `/${name}` });
    }
    // Like Shopware: a footer or service navigation the sales channel does not have is no error, just empty.
    for (const raw of [req.params.activeId, req.params.rootId]) {
      if ((raw === 'footer-navigation' || raw === 'service-navigation') && !resolveRootAlias(ctx, raw)) return reply.code(204).send();
    }
    const rootId = resolveRootAlias(ctx, req.params.rootId);
    let activeId = resolveRootAlias(ctx, req.params.activeId) ?? rootId;
    if (!rootId || !tree.byId.has(rootId)) throw errors.categoryNotFound(req.params.rootId);
    // The active category has to belong to one of the sales channel's navigations; one outside
    // the requested root is not an error: the root is then the active category (as in Shopware).
    const channelRoots = [ctx.salesChannel.navigation_category_id, ctx.salesChannel.footer_category_id, ctx.salesChannel.service_category_id].filter((id): id is string => !!id);
    if (activeId && (!tree.byId.has(activeId) || !channelRoots.some((r) => tree.isBelow(activeId!, r)))) {
      throw errors.categoryNotFound(req.params.activeId);
    }
    if (activeId && !tree.isBelow(activeId, rootId)) activeId = rootId;
    const activePath = new Set(activeId ? tree.pathTo(activeId).map((c) => c.id) : []);
    const opts = { publicUrl: config.publicUrl, includeSeoUrls: includeSeo(req) };
    const key = [ctx.salesChannel.id, ctx.language.id, ctx.locale, opts.publicUrl, opts.includeSeoUrls, rootId, activeId, depth, buildTree].join('|');
    return cachedMenu(loadCatalogue(db), key, () => {
      const flat: unknown[] = [];
      const build = (parent: string, level: number): unknown[] =>
        tree.visibleChildren(parent).map((child) => {
          // Levels 1 .. depth + 1 below the root, plus the children along the active path.
          const expand = level <= depth || activePath.has(child.id);
          const children = expand ? build(child.id, level + 1) : [];
          const entity = serializeCategory(db, tree, child, ctx, { ...opts, children: buildTree ? children : [] });
          flat.push(entity);
          return entity;
        });
      const roots = build(rootId, 1);
      return buildTree ? roots : flat;
    });
  };
  api.post('/navigation/:activeId/:rootId', navigation);
  api.get('/navigation/:activeId/:rootId', navigation);

  const categoryList = async (req: FastifyRequest) => {
    const criteria = readRequestCriteria(req, { defaultLimit: null });
    const tree = CategoryTree.ofSnapshot(loadCatalogue(db), db);
    const opts = { publicUrl: config.publicUrl, includeSeoUrls: includeSeo(req) };
    const all = [...tree.byId.values()].filter((c) => c.active).map((c) => serializeCategory(db, tree, c, req.ctx, opts));
    return entitySearchResult('category', searchEntities(all, criteria), criteria);
  };
  api.post('/category', categoryList);
  api.get('/category', categoryList);

  const category = async (req: FastifyRequest<{ Params: { navigationId: string } }>) => {
    const tree = CategoryTree.ofSnapshot(loadCatalogue(db), db);
    const raw = req.params.navigationId;
    const id = raw === 'home' ? req.ctx.salesChannel.navigation_category_id : raw;
    if (!isId(id)) throw errors.invalidUuid(`The category id "${raw}" is not valid.`, { pointer: '/navigationId' });
    const row = tree.byId.get(id);
    const isHome = id === req.ctx.salesChannel.navigation_category_id;
    if (!row || !row.active) throw errors.categoryNotFound(raw);
    // Like Shopware: folders and links are no pages (except the navigation root, the home page).
    if ((row.type === 'folder' || row.type === 'link') && !isHome) {
      throw errors.categoryNotFound(raw);
    }
    // The root category is the home page however it is addressed ('home' or its id).
    const cmsId = isHome ? (req.ctx.salesChannel.home_cms_page_id ?? row.cms_page_id) : row.cms_page_id;
    const cmsRow = cmsId ? loadCmsPageRow(deps, cmsId) : undefined;
    const opts = { publicUrl: config.publicUrl, includeSeoUrls: includeSeo(req) };
    const page = () => {
      const entity = serializeCategory(db, tree, row, req.ctx, opts);
      return {
        ...entity,
        cmsPageId: cmsRow?.id ?? entity.cmsPageId,
        cmsPage: cmsRow ? resolveCmsPage(deps, req.ctx, cmsRow, { req, navigationId: row.id, slots: slotsParam(req.body), entity: { name: 'category', data: entity } }) : null,
      };
    };
    if (cmsRow && !pageIsSharedByAllCustomers(deps, cmsRow)) return page();
    const payload = requestPayloadOrNull(req);
    if (!payload) return page();
    const key = [catalogContextKey(req.ctx, opts.publicUrl, opts.includeSeoUrls), row.id, cmsRow?.id ?? '', stableJson(payload)].join('|');
    return cachedCategoryPage(loadCatalogue(db), key, page);
  };
  api.post('/category/:navigationId', category);
  api.get('/category/:navigationId', category);

  const landingPage = async (req: FastifyRequest<{ Params: { landingPageId: string } }>) => {
    const { landingPageId } = req.params;
    if (!isId(landingPageId)) throw errors.invalidUuid(`The landing page id "${landingPageId}" is not valid.`, { pointer: '/landingPageId' });
    const row = findActiveLandingPage(db, landingPageId);
    if (!row) throw errors.landingPageNotFound(landingPageId);
    const t = (v: string | null) => translate(v, req.ctx.locale);
    const fields = { name: t(row.name) ?? '', url: t(row.url) ?? '', metaTitle: t(row.meta_title), metaDescription: t(row.meta_description), keywords: t(row.keywords) };
    const cmsRow = row.cms_page_id ? loadCmsPageRow(deps, row.cms_page_id) : undefined;
    return withoutNulls({
      id: row.id,
      active: true,
      ...fields,
      cmsPageId: row.cms_page_id ?? undefined,
      cmsPage: cmsRow ? resolveCmsPage(deps, req.ctx, cmsRow, { req, slots: slotsParam(req.body), entity: { name: 'landing_page', data: { id: row.id, ...fields, translated: fields } } }) : undefined,
      seoUrls: includeSeo(req) ? seoUrlsFor(db, req.ctx, 'frontend.landing.page', row.id) : undefined,
      customFields: row.custom_fields ? JSON.parse(row.custom_fields) : null,
      translated: withoutNulls(fields),
      apiAlias: 'landing_page',
    });
  };
  api.post('/landing-page/:landingPageId', landingPage);
  api.get('/landing-page/:landingPageId', landingPage);

  const cms = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = req.params;
    if (!isId(id)) throw errors.invalidUuid(`The CMS page id "${id}" is not valid.`, { pointer: '/id' });
    const row = loadCmsPageRow(deps, id);
    if (!row) throw errors.cmsPageNotFound(id);
    return resolveCmsPage(deps, req.ctx, row, { req, slots: slotsParam(req.body) });
  };
  api.post('/cms/:id', cms);
  api.get('/cms/:id', cms);

  api.get('/breadcrumb/:id', async (req: FastifyRequest<{ Params: { id: string }; Querystring: { type?: string; referrerCategoryId?: string } }>) => {
    const { id } = req.params;
    if (!isId(id)) throw errors.invalidUuid(`The id "${id}" is not valid.`, { pointer: '/id' });
    const tree = CategoryTree.ofSnapshot(loadCatalogue(db), db);
    let categoryId: string | null = tree.byId.has(id) ? id : null;
    if (!categoryId) {
      // A product: its referrer category when given and assigned, else its deepest assigned category.
      const product = findActiveProductRef(db, id);
      if (!product) throw errors.breadcrumbNotFound(id);
      const assigned = productCategoryIds(db, product.parent_id ?? product.id).filter((c) => tree.byId.has(c) && tree.isBelow(c, req.ctx.salesChannel.navigation_category_id));
      const referrer = req.query.referrerCategoryId;
      categoryId = referrer && assigned.includes(referrer) ? referrer : (assigned.sort((a, b) => tree.pathTo(b).length - tree.pathTo(a).length)[0] ?? null);
      if (!categoryId) return [];
    }
    const rootId = req.ctx.salesChannel.navigation_category_id;
    const path = tree.pathTo(categoryId).filter((c) => c.id !== rootId && c.parent_id !== null);
    return path.map((c: CategoryRow) => {
      const seoUrls = seoUrlsFor(db, req.ctx, 'frontend.navigation.page', c.id);
      const name = translate(c.name, req.ctx.locale) ?? '';
      return {
        name,
        categoryId: c.id,
        type: c.type,
        translated: { name, breadcrumb: tree.pathTo(c.id).map((p) => translate(p.name, req.ctx.locale) ?? '') },
        path: seoUrls[0]?.seoPathInfo ?? `navigation/${c.id}`,
        seoUrls,
        apiAlias: 'breadcrumb',
      };
    });
  });
}
