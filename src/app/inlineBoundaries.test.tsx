// @vitest-environment jsdom
import { Suspense, use } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { inlineCompletedBoundaries } from './inlineBoundaries';

async function prerender(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** Large enough (over React's progressive chunk size) that React outlines the boundary. */
function Later({ value, text }: { value: Promise<string>; text: string }) {
  const resolved = use(value);
  return (
    <ul aria-label={text}>
      {Array.from({ length: 400 }, (_, i) => (
        <li key={i}>
          {text} {resolved} {i}
        </li>
      ))}
    </ul>
  );
}

function Page({ menu, footer }: { menu: Promise<string>; footer: Promise<string> }) {
  return (
    <div>
      <h1>Strohpellets</h1>
      <Suspense fallback={<span>loading menu</span>}>
        <Later value={menu} text="menu" />
        <Suspense fallback={<span>loading inner</span>}>
          <Later value={footer} text="inner" />
        </Suspense>
      </Suspense>
    </div>
  );
}

const later = (value: string) => new Promise<string>((resolve) => setTimeout(() => resolve(value), 5));

describe('inlineCompletedBoundaries', () => {
  it('puts the content of boundaries that completed after the shell in place, without scripts, hidden segments or fallbacks', async () => {
    const raw = await prerender(<Page menu={later('Einstreu')} footer={later('Impressum')} />);
    // React's streaming format: placeholders, hidden segments and inline swap scripts.
    expect(raw).toMatch(/<template id="B:\d+">/);
    expect(raw).toContain('$RC(');
    const html = inlineCompletedBoundaries(raw);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('loading');
    const dom = document.createElement('div');
    dom.innerHTML = html;
    expect(dom.querySelectorAll('ul[aria-label="menu"] > li')).toHaveLength(400);
    expect(dom.querySelectorAll('ul[aria-label="inner"] > li')).toHaveLength(400);
    expect(dom.querySelector('ul[aria-label="menu"] li')?.textContent).toBe('menu Einstreu 0');
    expect(html).not.toContain('<!--$?-->');
  });

  it('gives markup the client hydrates without an error', async () => {
    const menu = Promise.resolve('Einstreu');
    const footer = Promise.resolve('Impressum');
    const html = inlineCompletedBoundaries(await prerender(<Page menu={later('Einstreu')} footer={later('Impressum')} />));
    const container = document.createElement('div');
    container.innerHTML = html;
    const heading = container.querySelector('h1');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page menu={menu} footer={footer} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelectorAll('li')).toHaveLength(800);
  });

  it('leaves markup without pending boundaries as it is', async () => {
    const html = await prerender(
      <div>
        <Suspense fallback="…">
          <p>ready</p>
        </Suspense>
      </div>,
    );
    expect(inlineCompletedBoundaries(html)).toBe(html);
  });
});
