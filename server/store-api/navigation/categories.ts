import type { Db } from '../../db/connection';
import { withoutNulls } from '../../lib/json';
import { translate } from '../../lib/i18n';
import { loadMedia, serializeMedia, type RequestContext } from '../context/public';
import { listCategories, type CategoryRow } from './navigationRepository';
import { seoUrlsFor, type SeoUrlEntity } from './seoUrls';

export type { CategoryRow };

const trees = new WeakMap<object, CategoryTree>();

/** The category tree in memory: a few hundred rows at most, read once per catalogue snapshot. */
export class CategoryTree {
  readonly byId = new Map<string, CategoryRow>();
  readonly children = new Map<string, CategoryRow[]>();

  constructor(rows: CategoryRow[]) {
    for (const row of rows) this.byId.set(row.id, row);
    for (const row of rows) {
      if (!row.parent_id) continue;
      const list = this.children.get(row.parent_id) ?? [];
      list.push(row);
      this.children.set(row.parent_id, list);
    }
    for (const list of this.children.values()) list.sort((a, b) => a.position - b.position);
  }

  /** Reads every category now. */
  static load(db: Db): CategoryTree {
    return new CategoryTree(listCategories(db));
  }

  /**
   * The tree as of a catalogue snapshot, whose version counts writes to categories: read once per
   * snapshot instead of on each of the three menu reads and the page read of every page view
   * (~0.6 ms each, mostly the guides' long descriptions).
   */
  static ofSnapshot(snapshot: object, db: Db): CategoryTree {
    let tree = trees.get(snapshot);
    if (!tree) {
      tree = CategoryTree.load(db);
      trees.set(snapshot, tree);
    }
    return tree;
  }

  /** Ancestors from the top root down to the category itself. */
  pathTo(id: string): CategoryRow[] {
    const out: CategoryRow[] = [];
    let cur = this.byId.get(id);
    const seen = new Set<string>();
    while (cur && !seen.has(cur.id)) {
      seen.add(cur.id);
      out.unshift(cur);
      cur = cur.parent_id ? this.byId.get(cur.parent_id) : undefined;
    }
    return out;
  }

  isBelow(id: string, rootId: string): boolean {
    return this.pathTo(id).some((c) => c.id === rootId);
  }

  visibleChildren(id: string): CategoryRow[] {
    return (this.children.get(id) ?? []).filter((c) => c.active && c.visible);
  }

  /** The category and every active descendant (for listings that show nested products). */
  descendants(id: string): string[] {
    const out = [id];
    for (const child of this.children.get(id) ?? []) if (child.active) out.push(...this.descendants(child.id));
    return out;
  }
}

function parseJson(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export interface CategorySerializeOptions {
  publicUrl: string;
  includeSeoUrls: boolean;
  children?: unknown[];
}

export function serializeCategory(db: Db, tree: CategoryTree, row: CategoryRow, ctx: RequestContext, opts: CategorySerializeOptions) {
  const t = (v: string | null) => translate(v, ctx.locale);
  const path = tree.pathTo(row.id);
  const breadcrumb = path.map((c) => t(c.name) ?? '');
  const media = loadMedia(db, row.media_id);
  const seoUrls: SeoUrlEntity[] = seoUrlsFor(db, ctx, 'frontend.navigation.page', row.id);
  const name = t(row.name);
  const description = t(row.description);
  const externalLink = t(row.external_link);
  const fields = {
    name,
    description,
    metaTitle: t(row.meta_title),
    metaDescription: t(row.meta_description),
    keywords: t(row.keywords),
    externalLink,
    linkType: row.link_type ?? undefined,
    internalLink: row.internal_link ?? undefined,
    linkNewTab: !!row.link_new_tab,
    customFields: parseJson(row.custom_fields) ?? undefined,
  };
  const kids = tree.children.get(row.id) ?? [];
  return withoutNulls({
    id: row.id,
    parentId: row.parent_id ?? undefined,
    level: path.length,
    path:
      path.length > 1
        ? `|${path
            .slice(0, -1)
            .map((c) => c.id)
            .join('|')}|`
        : undefined,
    breadcrumb,
    childCount: kids.length,
    visibleChildCount: kids.filter((c) => c.active && c.visible).length,
    position: row.position,
    type: row.type as 'page' | 'link' | 'folder',
    productAssignmentType: row.product_assignment_type,
    visible: !!row.visible,
    active: !!row.active,
    displayNestedProducts: !!row.display_nested_products,
    cmsPageId: row.cms_page_id ?? undefined,
    mediaId: row.media_id ?? undefined,
    media: media ? serializeMedia(media, ctx.locale, opts.publicUrl) : null,
    ...fields,
    seoUrl: seoUrls[0] ? `${opts.publicUrl}/${seoUrls[0].seoPathInfo}` : undefined,
    seoUrls: opts.includeSeoUrls ? seoUrls : undefined,
    createdAt: row.created_at,
    translated: withoutNulls({ ...fields, breadcrumb }),
    children: opts.children ?? [],
    apiAlias: 'category',
  });
}
