import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { criticalStyleTags, forgetStyles } from './criticalStyles';

function setup() {
  const cache = createCache({ key: 'mui' });
  const server = createEmotionServer(cache);
  const render = (node: React.ReactNode) => renderToString(<CacheProvider value={cache}>{node}</CacheProvider>);
  return { cache, server, render };
}

const tags = (html: string) => [...html.matchAll(/<style data-s="" data-emotion(?:-ssr)?="([^"]*)"[^>]*>([^<]*)<\/style>/g)].map(([, names, css]) => ({ names: names.split(' '), css }));
const classesOf = (markup: string) =>
  new Set(
    [...markup.matchAll(/class="([^"]*)"/g)]
      .flatMap(([, list]) => list.split(' '))
      .filter((c) => c.startsWith('mui-'))
      .map((c) => c.slice('mui-'.length)),
  );

describe('criticalStyleTags', () => {
  it('ships the rules of the classes in the markup and names the styles only composed into them, without rules', () => {
    const { cache, server, render } = setup();
    const markup = render(<IconButton aria-label="Menü öffnen">x</IconButton>);
    const [critical, composed, ...global] = tags(criticalStyleTags(cache, server, markup));
    // The cache's own tags come first, where the browser's cache keeps them; global styles (none here) after.
    expect(global).toEqual([]);
    const inMarkup = classesOf(markup);
    // The button's class (ButtonBase and IconButton merged) with its rules.
    expect(critical.names[0]).toBe('mui');
    for (const id of critical.names.slice(1)) expect(inMarkup.has(id)).toBe(true);
    for (const id of inMarkup) expect(critical.css).toContain(`.mui-${id}{`);
    // IconButton's own style, merged into that class: listed so the browser does not insert it, carried by no element.
    expect(composed.names[0]).toBe('mui');
    expect(composed.names.length).toBeGreaterThan(1);
    for (const id of composed.names.slice(1)) {
      expect(inMarkup.has(id)).toBe(false);
      expect(cache.registered[`mui-${id}`]).toBeDefined();
    }
    expect(composed.css).toBe('');
  });

  it('after forgetStyles, a page carries only its own styles, not those of the page rendered before it', () => {
    const { cache, server, render } = setup();
    const first = render(<IconButton aria-label="Suchen">x</IconButton>);
    const firstIds = new Set(tags(criticalStyleTags(cache, server, first)).flatMap((t) => t.names.slice(1)));
    forgetStyles(cache);
    const second = render(<Box sx={{ p: 2 }}>Einstreu</Box>);
    const secondTags = tags(criticalStyleTags(cache, server, second));
    expect(secondTags).toHaveLength(1);
    expect(secondTags[0].names.slice(1)).toEqual([...classesOf(second)]);
    for (const id of secondTags[0].names.slice(1)) expect(firstIds.has(id)).toBe(false);
    expect(secondTags[0].css).not.toContain('border-radius:50%');
  });
});
