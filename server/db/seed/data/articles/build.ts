import type { SeedContext } from '../../context';
import { imageBlock, imageTextCoverBlock, localePath, perLocale, productSliderBlock, section, textBlock } from '../../cms';
import { scene } from '../../illustrations';
import { tr, type Locale, type Tr } from '../../types';
import type { CategoryDef } from '../categories';
import { cmsId } from '../cmsIds';
import { productId } from '../products/build';
import { ARTICLES, wordCount, type ArticleDef } from './index';

export const articleCategoryKey = (a: ArticleDef): string => `article-${a.key}`;

function heroImage(ctx: SeedContext, a: ArticleDef): string {
  return ctx.media.image({ folder: 'article', name: a.key, width: 1920, height: 800, svg: () => scene(a.hero, a.key), alt: a.heroAlt });
}

export function readingMinutes(a: ArticleDef): number {
  return Math.max(2, Math.ceil(wordCount(a.body['de-DE']) / 180));
}

/** Each article is a page category below the guide or blog category. */
export function articleCategories(ctx: SeedContext): CategoryDef[] {
  return ARTICLES.map((a) => ({
    key: articleCategoryKey(a),
    parent: a.kind === 'guide' ? 'guides-bedding' : 'guides-blog',
    type: 'page' as const,
    name: a.title,
    segment: a.slug,
    description: perLocale((l) => `<p>${a.summary[l]}</p>`),
    metaDescription: a.summary,
    cms: articleCategoryKey(a),
    mediaId: heroImage(ctx, a),
    customFields: {
      stallwerk_article_kind: a.kind,
      stallwerk_published_at: a.publishedAt,
      stallwerk_reading_minutes: readingMinutes(a),
      stallwerk_author: a.author,
    },
  }));
}

const INTL: Record<Locale, string> = { 'de-DE': 'de-DE', 'en-GB': 'en-GB', 'fr-FR': 'fr-FR', 'ar-AE': 'ar-AE' };

function byline(a: ArticleDef, l: Locale): string {
  const date = new Intl.DateTimeFormat(INTL[l], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${a.publishedAt}T12:00:00Z`));
  const minutes = readingMinutes(a);
  const text: Record<Locale, string> = {
    'de-DE': `Von ${a.author} · ${date} · ${minutes} Min. Lesezeit`,
    'en-GB': `By ${a.author} · ${date} · ${minutes} min read`,
    'fr-FR': `Par ${a.author} · ${date} · ${minutes} min de lecture`,
    'ar-AE': `بقلم ${a.author} · ${date} · مدة القراءة: ${minutes} دقيقة`,
  };
  return text[l];
}

const RELATED = tr('Passende Produkte', 'Related products', 'Produits associés', 'منتجات ذات صلة');
const READ_MORE = tr('Weiterlesen', 'Read more', 'Lire la suite', 'اقرأ المزيد');

/** A CMS page per article: heading with byline, hero image, full text and related products. */
export function articlePages(ctx: SeedContext, paths: Map<string, Tr>): void {
  for (const a of ARTICLES) {
    const hero = heroImage(ctx, a);
    const blocks = [
      textBlock(perLocale((l) => `<h1>${a.title[l]}</h1><p class="article-byline">${byline(a, l)}</p><p class="lead">${a.summary[l]}</p>`), { marginBottom: '10px' }),
      imageBlock(hero, { minHeight: '360px' }),
      // Body text exists in German and English; the other locales fall back to German.
      textBlock({ 'de-DE': a.body['de-DE'], 'en-GB': a.body['en-GB'] }),
    ];
    if (a.products?.length) blocks.push(productSliderBlock(a.products.map(productId), RELATED));
    ctx.rows.add('cms_page', { id: cmsId(articleCategoryKey(a)), type: 'page', name: a.title, css_class: `article article-${a.kind}`, config: null, layout: [section(blocks)] });
    if (!paths.has(articleCategoryKey(a))) throw new Error(`No path for article ${a.key}`);
  }
}

/** Teaser card markup for an article in one locale. */
export function articleTeaser(a: ArticleDef, paths: Map<string, Tr>, l: Locale): string {
  const path = paths.get(articleCategoryKey(a));
  if (!path) throw new Error(`No path for article ${a.key}`);
  const href = localePath(l, `/${path[l]}`);
  return `<h3><a href="${href}">${a.title[l]}</a></h3><p>${a.summary[l]}</p><p><a href="${href}">${READ_MORE[l]} »</a></p>`;
}

function teaserBlocks(ctx: SeedContext, list: ArticleDef[], paths: Map<string, Tr>) {
  return list.map((a) => imageTextCoverBlock(heroImage(ctx, a), perLocale((l) => articleTeaser(a, paths, l))));
}

/** Overview pages: Ratgeber (both sections), Einstreu-Ratgeber and Blog. */
export function guideOverviewPages(ctx: SeedContext, paths: Map<string, Tr>): void {
  const guides = ARTICLES.filter((a) => a.kind === 'guide');
  const posts = ARTICLES.filter((a) => a.kind === 'blog').sort((x, y) => y.publishedAt.localeCompare(x.publishedAt));
  const link = (key: string, l: Locale) => localePath(l, `/${paths.get(key)?.[l] ?? ''}`);

  const guidesIntro = tr(
    '<h1>Einstreu-Ratgeber</h1><p>Fundiertes Wissen für den Stallalltag: Welche Einstreu passt zu welchem Pferd, wie viel brauche ich, und wie baue ich einen Paddock, der auch im Februar trocken bleibt? Unsere Artikel werden von Tierärztinnen und erfahrenen Stallbetreibern geprüft.</p>',
    '<h1>Bedding guide</h1><p>Sound knowledge for everyday stable life: which bedding suits which horse, how much do I need, and how do I build a paddock that stays dry even in February? Our articles are reviewed by vets and experienced yard owners.</p>',
    '<h1>Guide de la litière</h1><p>Des connaissances solides pour le quotidien de l’écurie : quelle litière pour quel cheval, quelle quantité, et comment aménager un paddock qui reste sec même en février ? Nos articles sont relus par des vétérinaires.</p>',
    '<h1>دليل الفرشة</h1><p>معرفة موثوقة للحياة اليومية في الإسطبل: أي فرشة تناسب أي حصان، وما الكمية التي أحتاجها، وكيف أبني ساحة حركة تبقى جافة حتى في فبراير؟ تراجع مقالاتنا طبيبات بيطريات وأصحاب إسطبلات ذوو خبرة.</p>',
  );
  ctx.rows.add('cms_page', {
    id: cmsId('guides-bedding'), type: 'page', name: tr('Einstreu-Ratgeber', 'Bedding guide', 'Guide de la litière', 'دليل الفرشة'), css_class: 'guide-overview', config: null,
    layout: [section([textBlock(guidesIntro), ...teaserBlocks(ctx, guides, paths)])],
  });

  const blogIntro = tr(
    '<h1>Blog</h1><p>Geschichten aus Kundenställen, Berichte von Messen und saisonale Tipps aus dem Stallwerk-Team.</p>',
    '<h1>Blog</h1><p>Stories from our customers’ yards, trade fair reports and seasonal tips from the Stallwerk team.</p>',
    '<h1>Blog</h1><p>Histoires d’écuries clientes, comptes rendus de salons et conseils de saison de l’équipe Stallwerk.</p>',
    '<h1>المدونة</h1><p>قصص من إسطبلات عملائنا وتقارير من المعارض ونصائح موسمية من فريق Stallwerk.</p>',
  );
  ctx.rows.add('cms_page', {
    id: cmsId('guides-blog'), type: 'page', name: tr('Blog', 'Blog', 'Blog', 'المدونة'), css_class: 'blog-overview', config: null,
    layout: [section([textBlock(blogIntro), ...teaserBlocks(ctx, posts, paths)])],
  });

  const overviewIntro = perLocale((l) => {
    const t = {
      'de-DE': ['Ratgeber', 'Alles rund um Einstreu, Matten, Futter und Stallbau – verständlich erklärt und praxiserprobt.', 'Zum Einstreu-Ratgeber', 'Zum Blog'],
      'en-GB': ['Guide', 'Everything about bedding, mats, feed and stable building – clearly explained and tried in practice.', 'Go to the bedding guide', 'Go to the blog'],
      'fr-FR': ['Conseils', 'Tout sur la litière, les tapis, l’alimentation et l’aménagement des écuries – expliqué clairement et éprouvé sur le terrain.', 'Vers le guide de la litière', 'Vers le blog'],
      'ar-AE': ['الدليل', 'كل ما يتعلق بالفرشة والحصائر والأعلاف وبناء الإسطبلات – بشرح واضح ومجرَّب عملياً.', 'إلى دليل الفرشة', 'إلى المدونة'],
    }[l];
    return `<h1>${t[0]}</h1><p>${t[1]}</p><p><a href="${link('guides-bedding', l)}">${t[2]} »</a> · <a href="${link('guides-blog', l)}">${t[3]} »</a></p>`;
  });
  const latest = [...ARTICLES].sort((x, y) => y.publishedAt.localeCompare(x.publishedAt)).slice(0, 3);
  ctx.rows.add('cms_page', {
    id: cmsId('guides'), type: 'page', name: tr('Ratgeber', 'Guide', 'Conseils', 'الدليل'), css_class: 'guide-overview', config: null,
    layout: [section([textBlock(overviewIntro), ...teaserBlocks(ctx, latest, paths)])],
  });
}
